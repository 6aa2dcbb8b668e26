import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ROLE_PERMISSION_BY_ROLE_TYPE,
  ZPermissionCatalogSchema,
  ZRoleIdParamsSchema,
  ZRoleInputSchema,
  ZRoleListQuerySchema,
  ZRoleListSchema,
  ZRoleSchema,
  ZRoleUpdateSchema,
  type TActionType,
  ZHistoryPageSchema,
  ZHistoryQuerySchema,
} from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import type { TRolesService } from './roles.service.js';
import { peoplePairs } from '../users/people-access.js';

const roleRights = (action: TActionType) => Object.values(ROLE_PERMISSION_BY_ROLE_TYPE).map((t) => [t, action] as const);

export function rolesRoutes({ roles }: { roles: TRolesService }): FastifyPluginAsyncZod {
  const tags = ['roles'];
  return async (app) => {
    app.get('/v1/roles', {
      // People managers read roles too: the user form offers them.
      config: { access: access.anyOf(...roleRights('View'), ...peoplePairs('Create'), ...peoplePairs('Edit')) },
      schema: { tags, summary: 'Roles, most permissions first', querystring: ZRoleListQuerySchema, response: { 200: ZRoleListSchema } },
      handler: async (request) => ({ data: await roles.list(actorOf(request), request.query) }),
    });

    app.get('/v1/roles/:id/history', {
      config: { access: access.anyOf(...roleRights('View'), ...peoplePairs('Create'), ...peoplePairs('Edit')) },
      schema: {
        tags,
        summary: 'Every change to the role',
        params: ZRoleIdParamsSchema,
        querystring: ZHistoryQuerySchema,
        response: { 200: ZHistoryPageSchema },
      },
      handler: async (request) => roles.history(actorOf(request), request.params.id, request.query.page, request.query.limit),
    });

    app.post('/v1/roles', {
      config: { access: access.anyOf(...roleRights('Create')) },
      schema: { tags, summary: 'Create a role', body: ZRoleInputSchema, response: { 201: ZRoleSchema } },
      handler: async (request, reply) => reply.status(201).send(await roles.create(actorOf(request), request.body)),
    });

    app.patch('/v1/roles/:id', {
      config: { access: access.anyOf(...roleRights('Edit')) },
      schema: { tags, summary: 'Change a role', params: ZRoleIdParamsSchema, body: ZRoleUpdateSchema, response: { 200: ZRoleSchema } },
      handler: async (request) => roles.update(actorOf(request), request.params.id, request.body),
    });

    app.delete('/v1/roles/:id', {
      config: { access: access.anyOf(...roleRights('Delete')) },
      schema: { tags, summary: 'Delete an unused role', params: ZRoleIdParamsSchema, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await roles.remove(actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    });

    app.get('/v1/permissions', {
      config: { access: access.anyOf(...roleRights('View')) },
      schema: { tags, summary: 'The permission catalog: module → permission type → actions', response: { 200: ZPermissionCatalogSchema } },
      handler: async (request) => roles.catalog(actorOf(request)),
    });
  };
}
