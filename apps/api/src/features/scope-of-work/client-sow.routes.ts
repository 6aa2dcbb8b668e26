import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZClientSowInputSchema,
  ZClientSowPageSchema,
  ZClientSowQuerySchema,
  ZClientSowSchema,
  ZClientSowStatusSchema,
  ZClientSowUpdateSchema,
  ZHistoryPageSchema,
  ZPageQuerySchema,
} from '@procura/shared';
import { actorOf } from '../../platform/access.js';
import type { TScopeOfWorkService } from './scope-of-work.service.js';
import { sowAccess, ZIdParams, ZVersionParams } from './sow-route-shapes.js';
import { versionRoutes } from './sow-version.routes.js';

/** A client's scopes of work: one service each, with versions, status and history. */
export function clientSowRoutes({ scopeOfWork }: { scopeOfWork: TScopeOfWorkService }): FastifyPluginAsyncZod {
  const { clientScopes } = scopeOfWork;
  const tags = ['scope-of-work'];
  return async (app) => {
    app.get('/v1/client-scope-of-work', {
      config: { access: sowAccess.view },
      schema: {
        tags,
        summary: 'Client scopes the caller sees: by client, service, property, status; searched, sorted, paged',
        querystring: ZClientSowQuerySchema,
        response: { 200: ZClientSowPageSchema },
      },
      handler: async (request) => clientScopes.list(actorOf(request), request.query),
    });

    app.post('/v1/client-scope-of-work', {
      config: { access: sowAccess.create },
      schema: {
        tags,
        summary: 'Make a client scope from a library text, an uploaded file, the assistant or from scratch',
        body: ZClientSowInputSchema,
        response: { 201: ZClientSowSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await clientScopes.create(actorOf(request), request.body)),
    });

    app.get('/v1/client-scope-of-work/:id', {
      config: { access: sowAccess.view },
      schema: { tags, summary: 'One client scope with its content', params: ZIdParams, response: { 200: ZClientSowSchema } },
      handler: async (request) => clientScopes.get(actorOf(request), request.params.id),
    });

    app.patch('/v1/client-scope-of-work/:id', {
      config: { access: sowAccess.edit },
      schema: {
        tags,
        summary: 'Change a client scope; a new name or text is a new version',
        params: ZIdParams,
        body: ZClientSowUpdateSchema,
        response: { 200: ZClientSowSchema },
      },
      handler: async (request) => clientScopes.update(actorOf(request), request.params.id, request.body),
    });

    app.post('/v1/client-scope-of-work/:id/status', {
      config: { access: sowAccess.edit },
      schema: {
        tags,
        summary: 'DRAFT → ACTIVE → ARCHIVED, or an archived scope back to a draft',
        params: ZIdParams,
        body: ZClientSowStatusSchema,
        response: { 200: ZClientSowSchema },
      },
      handler: async (request) => clientScopes.setStatus(actorOf(request), request.params.id, request.body.status),
    });

    app.get('/v1/client-scope-of-work/:id/history', {
      config: { access: sowAccess.view },
      schema: {
        tags,
        summary: 'Every change to the scope, its status and its properties',
        params: ZIdParams,
        querystring: ZPageQuerySchema,
        response: { 200: ZHistoryPageSchema },
      },
      handler: async (request) => clientScopes.history(actorOf(request), request.params.id, request.query.page, request.query.limit),
    });

    versionRoutes(app, { base: '/v1/client-scope-of-work', noun: 'client scope', service: clientScopes });

    app.post('/v1/client-scope-of-work/:id/versions/:version/restore', {
      config: { access: sowAccess.edit },
      schema: { tags, summary: 'Make an old version current again (as a new version)', params: ZVersionParams, response: { 200: ZClientSowSchema } },
      handler: async (request) => clientScopes.restore(actorOf(request), request.params.id, request.params.version),
    });
  };
}
