import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { TMetricEvent, TMetrics, TMetricSources } from './metrics.js';

/** Request and job durations in seconds: 5 ms to 5 minutes (jobs take longer than requests). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];
const WAIT_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** One registry per process (not prom-client's global one: tests build several apps in one process). */
export function createPrometheusMetrics(): TMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const listeners: ((event: TMetricEvent) => void)[] = [];
  let sources: TMetricSources | null = null;
  const registers = [registry];

  const requests = new Histogram({
    name: 'procura_http_request_duration_seconds',
    help: 'Requests answered, by method, route template and status: its _count is the request rate.',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const jobs = new Histogram({
    name: 'procura_job_duration_seconds',
    help: 'Background jobs run to the end, by kind and outcome (success or error).',
    labelNames: ['type', 'outcome'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const jobFailures = new Counter({ name: 'procura_job_failures_total', help: 'Background jobs that failed, by kind.', labelNames: ['type'], registers });
  const mails = new Counter({
    name: 'procura_mails_total',
    help: 'E-mails handed to the mail transport, by outcome (sent or failed).',
    labelNames: ['outcome'],
    registers,
  });
  const aiTokens = new Counter({
    name: 'procura_ai_tokens_total',
    help: 'Model tokens used, by feature and direction (prompt or completion).',
    labelNames: ['feature', 'direction'],
    registers,
  });
  const dbWait = new Histogram({
    name: 'procura_db_pool_wait_seconds',
    help: 'Time a request waited for a database connection from the pool.',
    labelNames: ['pool'],
    buckets: WAIT_BUCKETS,
    registers,
  });
  new Gauge({
    name: 'procura_db_pool_connections',
    help: 'Database pool connections by state: max (the cap), total (open), idle, waiting (callers waiting for one).',
    labelNames: ['pool', 'state'],
    registers,
    collect() {
      this.reset();
      for (const pool of sources?.pools() ?? []) {
        for (const state of ['max', 'total', 'idle', 'waiting'] as const) this.set({ pool: pool.pool, state }, pool[state]);
      }
    },
  });
  new Gauge({
    name: 'procura_job_queue_depth',
    help: 'Jobs in each queue by state (ready: due and waiting; deferred: waiting for a later time; active), as the queue last counted them.',
    labelNames: ['queue', 'state'],
    registers,
    async collect() {
      this.reset();
      for (const row of (await sources?.queue()) ?? []) {
        for (const state of ['ready', 'deferred', 'active'] as const) this.set({ queue: row.queue, state }, row[state]);
      }
    },
  });

  function count(event: TMetricEvent): void {
    switch (event.kind) {
      case 'request':
        requests.observe({ method: event.method, route: event.route, status: String(event.status) }, event.seconds);
        return;
      case 'job':
        jobs.observe({ type: event.type, outcome: event.outcome }, event.seconds);
        if (event.outcome === 'error') jobFailures.inc({ type: event.type });
        return;
      case 'mail':
        mails.inc({ outcome: event.outcome });
        return;
      case 'aiTokens':
        aiTokens.inc({ feature: event.feature, direction: 'prompt' }, event.promptTokens);
        aiTokens.inc({ feature: event.feature, direction: 'completion' }, event.completionTokens);
        return;
      case 'dbWait':
        dbWait.observe({ pool: event.pool }, event.seconds);
        return;
    }
  }

  return {
    enabled: true,
    record(event) {
      count(event);
      for (const listener of listeners) listener(event);
    },
    forward: (listener) => listeners.push(listener),
    watch(watched) {
      sources = watched;
    },
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
