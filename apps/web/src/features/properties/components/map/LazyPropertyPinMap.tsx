import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { TPropertyPinMapProps } from './PropertyPinMap';

// maplibre is several hundred kilobytes: only pages that show a map download it.
const PropertyPinMap = lazy(() => import('./PropertyPinMap'));

export function LazyPropertyPinMap(props: TPropertyPinMapProps) {
  return (
    <Suspense fallback={<Skeleton h={props.height ?? 280} radius="md" />}>
      <PropertyPinMap {...props} />
    </Suspense>
  );
}
