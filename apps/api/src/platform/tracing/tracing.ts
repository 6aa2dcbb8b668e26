import type { TConfig } from '../../config.js';

/**
 * OpenTelemetry traces, sent to an OTLP/HTTP collector when OTEL_EXPORTER_OTLP_ENDPOINT is set
 * (docs/operations.md "Tracing (OpenTelemetry)"). Unset, nothing is traced and the SDK never
 * loads: every call below is a pass-through. A span carries names, ids and outcomes only:
 * never a parameter, a body, an address's query, an e-mail address or an error's message.
 */

export type TSpanAttributes = Record<string, string | number | boolean>;

export interface TSpan {
  setAttributes(attributes: TSpanAttributes): void;
  /** The work failed: error status, and the error's class (`error.type`), never its message. */
  fail(errorType: string): void;
  end(): void;
}

export interface TTracing {
  readonly enabled: boolean;
  /**
   * The span of one incoming request: a child of the caller's span when `traceparent` (the W3C
   * header) names one, else a new trace. Its work is traced under it once `activate` runs.
   */
  startRequest(name: string, attributes: TSpanAttributes, traceparent: string | undefined): { span: TSpan; activate(): void };
  /**
   * Runs `fn` in a span, child of the span the running work belongs to (a request's, a job's) or,
   * given, of `traceparent`'s; the span fails when `fn` throws, and ends when it settles. With
   * `childOnly`, work that belongs to no span runs without one (no trace of its own).
   */
  inSpan<T>(
    name: string,
    options: { kind: 'client' | 'consumer' | 'internal'; attributes?: TSpanAttributes; traceparent?: string; childOnly?: boolean },
    fn: (span: TSpan) => Promise<T>,
  ): Promise<T>;
  /** The W3C traceparent of the running work's span (handed with a queued job), if any. */
  currentTraceparent(): string | undefined;
  /** Sends what has ended and not been sent yet (a stopping process). */
  flush(): Promise<void>;
  /** Sends what is left and stops (the app closing). */
  close(): Promise<void>;
}

export const noSpan: TSpan = { setAttributes: () => undefined, fail: () => undefined, end: () => undefined };

const noTracing: TTracing = {
  enabled: false,
  startRequest: () => ({ span: noSpan, activate: () => undefined }),
  inSpan: (_name, _options, fn) => fn(noSpan),
  currentTraceparent: () => undefined,
  flush: async () => undefined,
  close: async () => undefined,
};

export async function createTracing(config: Pick<TConfig, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_SERVICE_NAME'>): Promise<TTracing> {
  if (!config.OTEL_EXPORTER_OTLP_ENDPOINT) return noTracing;
  // The SDK loads only with an endpoint (docs/contributing.md "Heavy packages load at first use").
  const { createOtelTracing } = await import('./otel-tracing.js');
  return createOtelTracing({ endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: config.OTEL_SERVICE_NAME });
}

/** The class of what was thrown (`TypeError`, `HttpError`), for `error.type`. */
export const errorTypeOf = (error: unknown): string => (error instanceof Error ? error.constructor.name || error.name : typeof error);
