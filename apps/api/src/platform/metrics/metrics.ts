/**
 * What the process counts for `/metrics` (docs/operations.md "Metrics and error reporting").
 * Every figure is an event, so a job process can hand its own to the API that forked it; the
 * Prometheus registry (prom-client) loads only when METRICS_TOKEN is set, and without it each
 * event is dropped where it is made.
 */

export type TMetricEvent =
  /** A request answered: `route` is its template (`/v1/rfps/:id`), never the raw address. */
  | { kind: 'request'; method: string; route: string; status: number; seconds: number }
  | { kind: 'job'; type: string; outcome: 'success' | 'error'; seconds: number }
  | { kind: 'mail'; outcome: 'sent' | 'failed' }
  | { kind: 'aiTokens'; feature: string; promptTokens: number; completionTokens: number }
  /** How long a request waited for a database connection. */
  | { kind: 'dbWait'; pool: string; seconds: number };

export interface TPoolStats {
  pool: string;
  max: number;
  total: number;
  idle: number;
  /** Callers waiting for a connection now. */
  waiting: number;
}

/** One queue of pg-boss's, as its last monitor pass counted it. */
export interface TQueueDepth {
  /** A job kind (`export_data`), `task_<name>` (a recurring sweep) or `at_<name>` (a deferred send). */
  queue: string;
  /** Waiting and due now: the backlog. */
  ready: number;
  /** Waiting for a later time (a retry's delay, a deferred send). */
  deferred: number;
  active: number;
}

/** Figures read when scraped, not counted as they happen. */
export interface TMetricSources {
  pools(): TPoolStats[];
  queue(): Promise<TQueueDepth[]>;
}

export interface TMetrics {
  readonly enabled: boolean;
  record(event: TMetricEvent): void;
  /** Each event recorded here is also handed to `listener` (a job process tells its parent). */
  forward(listener: (event: TMetricEvent) => void): void;
  watch(sources: TMetricSources): void;
  /** The exposition in Prometheus text format. */
  render(): Promise<{ contentType: string; body: string }>;
}

/** METRICS_TOKEN unset: nothing is counted and nothing loads. */
function forwardingOnly(): TMetrics {
  const listeners: ((event: TMetricEvent) => void)[] = [];
  return {
    enabled: false,
    record: (event) => listeners.forEach((listener) => listener(event)),
    forward: (listener) => listeners.push(listener),
    watch: () => undefined,
    render: () => Promise.reject(new Error('Metrics are off: METRICS_TOKEN is not set.')),
  };
}

export async function createMetrics(options: { enabled: boolean }): Promise<TMetrics> {
  if (!options.enabled) return forwardingOnly();
  const { createPrometheusMetrics } = await import('./prometheus.js');
  return createPrometheusMetrics();
}
