import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBackgroundJobSchema, ZPropertyExportRequestSchema } from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import type { TServices } from '../../services.js';
import { PROPERTY_EXPORT_ENTITY, type TPropertyExportPayload } from './property-export.jobs.js';

export function propertyExportRoutes(services: Pick<TServices, 'backgroundJobs'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/v1/properties/export', {
      config: { access: access.anyOf(['property_management', 'View']) },
      schema: {
        tags: ['properties'],
        summary: 'Export the properties the caller sees (with the list filters) to XLSX or CSV as a background job',
        body: ZPropertyExportRequestSchema,
        response: { 202: ZBackgroundJobSchema },
      },
      handler: async (request, reply) => {
        const actor = actorOf(request);
        const { format, ...filters } = request.body;
        const payload: TPropertyExportPayload = { entity: PROPERTY_EXPORT_ENTITY, format, filters, workspaceId: actor.workspace.tenantId };
        const job = await services.backgroundJobs.start(actor, 'data_export', `Properties export (${format.toUpperCase()})`, payload);
        return reply.status(202).send(job);
      },
    });
  };
}
