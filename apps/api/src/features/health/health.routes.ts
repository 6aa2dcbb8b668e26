import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TPlatform } from '../../platform/platform.js';

const ZStatusSchema = z.object({ status: z.string() });

/** Liveness, readiness and the public signing keys; outside /v1 by convention. */
export function healthRoutes(platform: TPlatform): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/healthz', {
      config: { rateLimit: false },
      schema: { tags: ['health'], response: { 200: ZStatusSchema } },
      handler: async () => ({ status: 'ok' }),
    });

    app.get('/readyz', {
      config: { rateLimit: false },
      schema: { tags: ['health'], response: { 200: ZStatusSchema, 503: ZStatusSchema } },
      handler: async (_request, reply) => {
        try {
          await platform.database.ping();
          return { status: 'ready' };
        } catch {
          return reply.status(503).send({ status: 'database unreachable' });
        }
      },
    });

    app.get('/.well-known/jwks.json', {
      schema: { tags: ['auth'], summary: 'Public keys that verify our tokens' },
      handler: async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return platform.tokens.jwks();
      },
    });
  };
}
