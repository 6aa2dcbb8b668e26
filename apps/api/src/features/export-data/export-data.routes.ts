import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBackgroundJobSchema, ZExportRequestSchema } from '@procura/shared';
import { actorOf } from '../../platform/access.js';
import type { TExportService } from './export-data.service.js';

export function exportDataRoutes({ exports }: { exports: TExportService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/v1/export-data', {
      // Which permission applies depends on the entity: the service checks its definition's.
      config: { access: exports.access },
      schema: {
        tags: ['export'],
        summary: "Start an export as a background job: the entity's list, with its filters, to XLSX or CSV",
        body: ZExportRequestSchema,
        response: { 202: ZBackgroundJobSchema },
      },
      handler: async (request, reply) => reply.status(202).send(await exports.start(actorOf(request), request.body)),
    });
  };
}
