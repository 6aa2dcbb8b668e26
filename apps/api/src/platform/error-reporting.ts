import { errorReportDataCollection } from '@procura/shared';
import type * as SentryNode from '@sentry/node';
import type { TConfig } from '../config.js';

/**
 * Errors the API could not answer (5xx) and jobs that failed unexpectedly, sent to Sentry when
 * SENTRY_DSN is set, each tagged with its request id (docs/operations.md "Metrics and error
 * reporting"). Unset, nothing is sent and the SDK never loads.
 */
export interface TErrorReporter {
  readonly enabled: boolean;
  capture(error: unknown, context: { requestId?: string; method?: string; route?: string; jobId?: string }): void;
  /** Waits (at most `timeoutMs`) until what was captured has been sent. */
  flush(timeoutMs: number): Promise<void>;
}

const noReporting: TErrorReporter = { enabled: false, capture: () => undefined, flush: async () => undefined };

/** One SDK per process: Sentry's client is global, so a second app in the process shares the first's. */
let sentry: Promise<typeof SentryNode> | null = null;

export async function createErrorReporter(config: Pick<TConfig, 'SENTRY_DSN' | 'NODE_ENV'>): Promise<TErrorReporter> {
  const dsn = config.SENTRY_DSN;
  if (!dsn) return noReporting;
  const Sentry = await (sentry ??= import('@sentry/node').then((sdk) => {
    // Trace sampling 100 % (docs/operations.md "Metrics and error reporting"). The error
    // handler reports (with the request id), so the SDK's own Fastify capture is off: its event
    // would come first and the tagged one be dropped as a duplicate.
    sdk.init({
      dsn,
      environment: config.NODE_ENV,
      tracesSampleRate: 1,
      integrations: [sdk.fastifyIntegration({ shouldHandleError: () => false })],
      // Nothing a person typed or holds leaves with an error (the web app's rules too).
      dataCollection: errorReportDataCollection(),
    });
    return sdk;
  }));
  return {
    enabled: true,
    capture(error, context) {
      Sentry.withScope((scope) => {
        if (context.requestId) scope.setTag('request_id', context.requestId);
        if (context.jobId) scope.setTag('job_id', context.jobId);
        if (context.route) scope.setTag('route', `${context.method ?? ''} ${context.route}`.trim());
        Sentry.captureException(error);
      });
    },
    async flush(timeoutMs) {
      await Sentry.flush(timeoutMs);
    },
  };
}
