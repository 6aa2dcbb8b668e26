import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from '../../components/ErrorScreen';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api-error';
import { reportError } from '../../lib/error-reporting';
import { isChunkLoadError, reloadForNewVersion } from '../../lib/chunk-reload';
import { useRemoveSplash } from '../../lib/splash';

export const NEW_VERSION_MESSAGE = 'Please wait... Your app will reload with the latest version.';
const UNEXPECTED_MESSAGE = 'Unexpected Application Error!';

function describeRouteResponse(status: number, statusText: string, data: unknown): string {
  if (status === 404) return '404 Not Found: the page you asked for does not exist.';
  if (status === 405) return '405 Method Not Allowed: this page cannot handle that request.';
  const detail = typeof data === 'string' && data ? data : statusText;
  return `${status} ${detail || UNEXPECTED_MESSAGE}`;
}

/**
 * A fault worth reporting: not a stale chunk (a new release), an address with no page, or a
 * refusal; a server call that failed was reported by the HTTP client already (and the SDK sends
 * an error once).
 */
function isReportable(error: unknown): boolean {
  if (isChunkLoadError(error) || isRouteErrorResponse(error)) return false;
  return !(error instanceof ApiError) || error.statusCode >= 500;
}

/** Spec §8: stale chunks reload once; everything else gets the generic error screen. */
export function RouteErrorBoundary({ inShell = false }: { inShell?: boolean }) {
  const fullScreen = !inShell;
  // The root route may fail before it could remove the loading image itself.
  useRemoveSplash();
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);
  const [isReloading, setReloading] = useState(chunkError);

  useEffect(() => {
    if (isReportable(error)) reportError(error);
  }, [error]);

  useEffect(() => {
    if (!chunkError) return;
    // Let the message paint first, then fetch the new release.
    const timer = setTimeout(() => setReloading(reloadForNewVersion()), 600);
    return () => clearTimeout(timer);
  }, [chunkError]);

  if (chunkError && isReloading) return <Spinner variant="screen" hint={NEW_VERSION_MESSAGE} />;

  if (isRouteErrorResponse(error)) {
    return <ErrorScreen fullScreen={fullScreen} message={describeRouteResponse(error.status, error.statusText, error.data)} />;
  }
  if (error instanceof ApiError) {
    return <ErrorScreen fullScreen={fullScreen} message={error.message} detail={error.requestId ? `Request ${error.requestId}` : undefined} />;
  }
  if (error instanceof Error && error.message) return <ErrorScreen fullScreen={fullScreen} message={error.message} />;
  return <ErrorScreen fullScreen={fullScreen} message={UNEXPECTED_MESSAGE} />;
}
