import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../database.js';
import type { TJobQueue } from '../jobs.js';
import type { TMailer } from '../mail.js';
import type { TMetrics } from './metrics.js';

/** A request no route matched is counted under this one label, not its address (which anyone can vary). */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Each answered request, by its route's template and status. */
export function registerRequestMetrics(app: FastifyInstance, metrics: TMetrics): void {
  if (!metrics.enabled) return;
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.record({ kind: 'request', method: request.method, route, status: reply.statusCode, seconds: reply.elapsedTime / 1000 });
  });
}

/** The mailer, each message counted as sent or failed. */
export function countMails(mailer: TMailer, metrics: TMetrics): TMailer {
  return {
    async send(mail) {
      try {
        await mailer.send(mail);
      } catch (error) {
        metrics.record({ kind: 'mail', outcome: 'failed' });
        throw error;
      }
      metrics.record({ kind: 'mail', outcome: 'sent' });
    },
  };
}

/** The pools and the job queue, read at each scrape. */
export function watchPlatform(metrics: TMetrics, database: TDatabase, jobs: Pick<TJobQueue, 'depth'>): void {
  if (!metrics.enabled) return;
  database.onConnectWait((pool, seconds) => metrics.record({ kind: 'dbWait', pool, seconds }));
  metrics.watch({ pools: () => database.poolStats(), queue: () => jobs.depth() });
}
