import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZTenantOptionSchema, ZTenantSearchQuerySchema } from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import type { TTenantsService } from './tenants.service.js';

export function tenantsRoutes({ tenants }: { tenants: TTenantsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/v1/tenants/search', {
      config: { access: access.signedIn },
      schema: {
        tags: ['tenants'],
        summary: 'Organizations the caller can see',
        querystring: ZTenantSearchQuerySchema,
        response: { 200: z.array(ZTenantOptionSchema) },
      },
      handler: (request) => tenants.search(actorOf(request), request.query),
    });
  };
}
