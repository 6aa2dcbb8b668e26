/** The slice of autocannon's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  export interface TAutocannonOptions {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Load-generating worker threads; 0 runs in the calling thread. */
    workers?: number;
  }

  export interface THistogramSummary {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  }

  export interface TAutocannonResult {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    requests: THistogramSummary & { sent: number };
    latency: THistogramSummary & { totalCount: number };
  }

  export default function autocannon(options: TAutocannonOptions): PromiseLike<TAutocannonResult>;
}
