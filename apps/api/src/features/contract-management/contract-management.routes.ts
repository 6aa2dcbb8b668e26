import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCoverageGridSchema, ZCoverageQuerySchema, type TCoverageGrid } from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import type { TCoverageService } from './coverage.service.js';

/** Contract Management (docs/contracts.md "Coverage"): the service refuses vendors (403). */
export function contractManagementRoutes(deps: { coverage: TCoverageService }): FastifyPluginAsyncZod {
  const tags = ['contract-management'];
  return async (app) => {
    app.get('/v1/contract-management/coverage', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "Properties × services: each property's required services against the active contract lines in force today, paged by property",
        querystring: ZCoverageQuerySchema,
        response: { 200: ZCoverageGridSchema },
      },
      handler: async (request, reply) => {
        // The database wrote the JSON; a string with a JSON type is sent as it is.
        const body = await deps.coverage.grid(actorOf(request), request.query);
        return reply.type('application/json; charset=utf-8').send(body as unknown as TCoverageGrid);
      },
    });
  };
}
