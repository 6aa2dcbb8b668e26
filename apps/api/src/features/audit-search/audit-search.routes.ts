import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuditPageSchema, ZAuditQuerySchema } from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import type { TAuditSearchService } from './audit-search.service.js';

/**
 * The provider's audit search (docs/history.md); everyone else is refused (403). Its export is
 * POST /v1/export-data with entity `audit` and the search's filters.
 */
export function auditSearchRoutes({ auditSearch }: { auditSearch: TAuditSearchService }): FastifyPluginAsyncZod {
  const tags = ['audit'];
  return async (app) => {
    app.get('/v1/audit', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Audit entries across every record (the provider only): by actor, record type, date range and text, sorted and paginated',
        querystring: ZAuditQuerySchema,
        response: { 200: ZAuditPageSchema },
      },
      handler: async (request) => auditSearch.search(actorOf(request), request.query),
    });
  };
}
