import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { manageableTenantTypes, ZTenantOptionSchema, ZTenantSearchQuerySchema } from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import type { TPlatform } from '../../platform/platform.js';
import { withActor } from '../../platform/scope.js';
import { searchTenants } from './tenants.repo.js';

export function tenantsRoutes(platform: TPlatform): FastifyPluginAsyncZod {
  const db = platform.database.db;
  return async (app) => {
    app.get('/v1/tenants/search', {
      config: { access: access.signedIn },
      schema: { tags: ['tenants'], summary: 'Organizations the caller can see', querystring: ZTenantSearchQuerySchema, response: { 200: z.array(ZTenantOptionSchema) } },
      handler: async (request) => {
        const actor = actorOf(request);
        const { search, type, purpose, limit } = request.query;
        // `purpose=users`: only where the caller may add people.
        const manageable = purpose === 'users' ? manageableTenantTypes(actor.permissions, 'Create') : undefined;
        const types = type ? (manageable ?? [type]).filter((t) => t === type) : manageable;
        return withActor(db, actor, (tx) => searchTenants(tx, { search, types, limit }));
      },
    });
  };
}
