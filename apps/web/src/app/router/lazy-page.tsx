import { Suspense, type ReactNode } from 'react';
import { Spinner, type TSpinnerVariant } from '../../components/Spinner';

/** Lazy pages render a spinner in place while their chunk downloads. */
export function withSuspense(node: ReactNode, variant: TSpinnerVariant = 'default') {
  return <Suspense fallback={<Spinner variant={variant} />}>{node}</Suspense>;
}
