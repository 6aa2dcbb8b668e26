import { Spinner } from './Spinner';

/** The loader shown while the session is checked or the user signs out. */
export function FullScreenLoader({ hint }: { hint?: string | null }) {
  return <Spinner variant="screen" hint={hint} />;
}
