import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBackgroundJobSchema, ZPropertyExportRequestSchema } from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import { fieldError } from '../../platform/errors.js';
import type { TServices } from '../../services.js';
import { PROPERTY_EXPORT_ENTITY, type TPropertyExportPayload } from './property-export.jobs.js';

/** JSON carries numbers: the id lists are arrays of integers here (the list's query string takes "1,2"). */
const jsonIds = z.array(z.number().int().positive().max(2_147_483_647)).max(100).optional();
const ZBodySchema = ZPropertyExportRequestSchema.extend({ stateIds: jsonIds, cityIds: jsonIds });
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function propertyExportRoutes(services: Pick<TServices, 'backgroundJobs'>): FastifyPluginAsyncZod {
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
        const actor = actorOf(request);
        const { format, ...filters } = request.body;
        // The filters are kept with the job as JSON, which cannot hold half of a surrogate pair.
        if (filters.search !== undefined && LONE_SURROGATE.test(filters.search)) throw fieldError('search', 'The search holds a character that is not valid text.');
        const payload: TPropertyExportPayload = { entity: PROPERTY_EXPORT_ENTITY, format, filters, workspaceId: actor.workspace.tenantId };
        const job = await services.backgroundJobs.start(actor, 'data_export', `Properties export (${format.toUpperCase()})`, payload);
        return reply.status(202).send(job);
      },
    });
  };
}
