import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TPlatform } from '../../platform/platform.js';
import { createReadiness } from './readiness.js';

const ZStatusSchema = z.object({ status: z.string() });
const ZReadinessSchema = z.object({
  status: z.string(),
  /** The file store's free bytes (null on S3, which has no such figure) and the floor under which the process is not ready. */
  storage: z.object({ freeBytes: z.number().nullable(), floorBytes: z.number() }),
});

/** Liveness, readiness and the public signing keys; outside /v1 by convention. */
export function healthRoutes(platform: TPlatform): FastifyPluginAsyncZod {
  const readiness = createReadiness({
    ping: () => platform.database.ping(),
    freeBytes: () => platform.storage.store.freeBytes(),
    floorBytes: platform.config.STORAGE_FREE_MB_FLOOR * 1024 * 1024,
  });
  return async (app) => {
    app.get('/healthz', {
      config: { rateLimit: false },
      schema: { tags: ['health'], summary: 'Liveness: the process answers', response: { 200: ZStatusSchema } },
      handler: async () => ({ status: 'ok' }),
    });

    app.get('/readyz', {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers and the file store has room (503 when not)',
        response: { 200: ZReadinessSchema, 503: ZReadinessSchema },
      },
      handler: async (_request, reply) => {
        const { ready, status, storage } = await readiness();
        return reply.status(ready ? 200 : 503).send({ status, storage });
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
