import autocannon from 'autocannon';

export interface TMeasureOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

export interface TMeasurement {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Non-2xx answers, errors and timeouts: one of these makes the run suspect. */
  failures: number;
}

/**
 * A discarded warm-up, then the measured run. The load runs in a worker thread so it does
 * not share the event loop with the servers under test (they live on the main thread).
 */
export async function measure(options: TMeasureOptions): Promise<TMeasurement> {
  const base = { url: options.url, headers: options.headers, connections: options.connections, workers: 1 };
  if (options.warmupSeconds > 0) await autocannon({ ...base, duration: options.warmupSeconds });
  const result = await autocannon({ ...base, duration: options.seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.latency.totalCount,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
