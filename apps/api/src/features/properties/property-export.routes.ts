import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBackgroundJobSchema, ZPropertyExportRequestSchema } from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import type { TServices } from '../../services.js';

/** JSON carries numbers: the id lists are arrays of integers here (the list's query string takes "1,2"). */
const jsonIds = z.array(z.number().int().positive().max(2_147_483_647)).max(100).optional();
const ZBodySchema = ZPropertyExportRequestSchema.extend({ stateIds: jsonIds, cityIds: jsonIds });

/** The properties list's export: the generic export (entity `properties`) with the list's filters at the top of the body. */
export function propertyExportRoutes(services: Pick<TServices, 'exports'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/v1/properties/export', {
      config: { access: access.anyOf(['property_management', 'View']) },
      schema: {
        tags: ['properties'],
        summary: 'Export the properties the caller sees (with the list filters) to XLSX or CSV as a background job',
        body: ZBodySchema,
        response: { 202: ZBackgroundJobSchema },
      },
      handler: async (request, reply) => {
        const { format, ...filters } = request.body;
        const job = await services.exports.start(actorOf(request), { entity: 'properties', format, filters }, (path) => path || 'filters');
        return reply.status(202).send(job);
      },
    });
  };
}
