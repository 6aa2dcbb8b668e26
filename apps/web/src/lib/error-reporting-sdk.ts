import { errorReportDataCollection } from '@procura/shared';
import * as Sentry from '@sentry/react';
import { ApiError } from './api-error';

export interface TErrorReporter {
  capture(error: unknown): void;
}

/**
 * The calls that carry the trace on (`sentry-trace`, `baggage`): the product's own origin, which
 * serves the `/v1` API, and `/v1` itself however the address is written. Not the storage's
 * presigned addresses, the map tiles or the ingest: other origins see no trace headers.
 */
function productTargets(origin: string): RegExp[] {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return [new RegExp(`^${escaped}/`), /^\/v1\//];
}

/**
 * Sentry's browser SDK, loaded only when a DSN is configured (error-reporting.ts). As spec §9
 * asks: traces sampled 100 %, session replay for 10 % of sessions and for every session with an
 * error, trace headers on the product's own origin and its `/v1` API. An error from a server call carries the request id the
 * server answered (`request_id`, as the API's own report of it), so the two meet.
 */
export function initErrorReporting(dsn: string): TErrorReporter {
  const origin = window.location.origin;
  Sentry.init({
    dsn,
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    tracePropagationTargets: productTargets(origin),
    // Replays mask every text and input and block media (the SDK's defaults, kept): what a
    // person typed or reads stays on their screen.
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true })],
    // The API's rules: nothing a person typed or holds leaves with an event.
    dataCollection: errorReportDataCollection(),
    beforeSend(event, hint) {
      const error = hint.originalException;
      if (error instanceof ApiError && error.requestId) {
        event.tags = { ...event.tags, request_id: error.requestId, status: String(error.statusCode) };
      }
      return event;
    },
  });
  return { capture: (error) => Sentry.captureException(error) };
}
