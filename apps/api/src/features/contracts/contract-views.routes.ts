import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBackgroundJobSchema,
  ZContractExportRequestSchema,
  ZContractOptionPageSchema,
  ZContractOptionQuerySchema,
  ZContractPropertyPageSchema,
  ZContractPropertyQuerySchema,
} from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import type { TExportService } from '../export-data/export-data.service.js';
import type { TContractOptionList, TContractViewsService } from './contract-views.service.js';

/** The filter option lists, by the paths the Contracts screen has always called. */
const OPTION_LISTS: Record<string, { list: TContractOptionList; what: string }> = {
  vendorList: { list: 'vendorOptions', what: 'vendors (branches, franchises)' },
  propertyList: { list: 'propertyOptions', what: 'properties' },
  servicesList: { list: 'serviceOptions', what: 'services' },
};

/**
 * Contracts property by property, the filter option lists and the export (docs/api.md
 * "Contracts"). Contracts have no module: every signed-in person reads what row security shows.
 */
export function contractViewsRoutes({ contractViews, exports }: { contractViews: TContractViewsService; exports: TExportService }): FastifyPluginAsyncZod {
  const tags = ['contracts'];
  return async (app) => {
    app.get('/v1/contracts/property-wise', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'One row per property of the contracts the caller sees (the list filters), with its contracts and service lines; paged',
        querystring: ZContractPropertyQuerySchema,
        response: { 200: ZContractPropertyPageSchema },
      },
      handler: async (request) => contractViews.propertyWise(actorOf(request), request.query),
    });

    for (const [path, { list, what }] of Object.entries(OPTION_LISTS)) {
      app.get(`/v1/contracts/${path}`, {
        config: { access: access.signedIn },
        schema: {
          tags,
          summary: `The ${what} of the contracts the caller sees, for the list's filter: searched by name, paged`,
          querystring: ZContractOptionQuerySchema,
          response: { 200: ZContractOptionPageSchema },
        },
        handler: async (request) => contractViews.options(actorOf(request), list, request.query),
      });
    }

    app.post('/v1/contracts/export', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Export the contracts the caller sees (with the list filters), one row per service line, to XLSX or CSV as a background job',
        body: ZContractExportRequestSchema,
        response: { 202: ZBackgroundJobSchema },
      },
      handler: async (request, reply) => {
        const { format, ...filters } = request.body;
        const job = await exports.start(actorOf(request), { entity: 'contracts', format, filters }, (path) => path || 'filters');
        return reply.status(202).send(job);
      },
    });
  };
}
