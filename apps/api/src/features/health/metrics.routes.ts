import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../platform/errors.js';
import type { TPlatform } from '../../platform/platform.js';

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/** Whether the Authorization header carries `token`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  return given !== '' && crypto.timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /metrics in Prometheus text format, for a scraper holding METRICS_TOKEN; without the
 * setting the route does not exist (404), like any other unknown address. Outside /v1: it is
 * the operator's, not a user's (docs/operations.md "Metrics and error reporting").
 */
export function metricsRoutes(platform: Pick<TPlatform, 'config' | 'metrics'>): FastifyPluginAsyncZod {
  const token = platform.config.METRICS_TOKEN;
  return async (app) => {
    if (!token || !platform.metrics.enabled) return;
    app.get('/metrics', {
      schema: { hide: true },
      handler: async (request, reply) => {
        if (!bearerMatches(request.headers.authorization, token)) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw unauthorized('Send the metrics token as a bearer token.');
        }
        const { contentType, body } = await platform.metrics.render();
        return reply.type(contentType).header('cache-control', 'no-store').send(body);
      },
    });
  };
}
