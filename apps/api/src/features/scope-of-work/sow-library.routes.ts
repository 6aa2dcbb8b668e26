import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZSowLibraryEntrySchema,
  ZSowLibraryInputSchema,
  ZSowLibraryPageSchema,
  ZSowLibraryQuerySchema,
  ZSowLibraryUpdateSchema,
  ZSowPickPageSchema,
  ZSowPickQuerySchema,
} from '@procura/shared';
import { actorOf } from '../../platform/access.js';
import { sowAccess, ZIdParams, ZVersionParams } from './sow-route-shapes.js';
import { versionRoutes } from './sow-version.routes.js';
import type { TScopeOfWorkService } from './scope-of-work.service.js';

/** The provider's SOW library (clients read it) and the pick list over it and client scopes. */
export function sowLibraryRoutes({ scopeOfWork }: { scopeOfWork: TScopeOfWorkService }): FastifyPluginAsyncZod {
  const { library, pick } = scopeOfWork;
  const tags = ['scope-of-work'];
  return async (app) => {
    app.get('/v1/scope-of-work', {
      config: { access: sowAccess.view },
      schema: {
        tags,
        summary: 'SOW texts the caller may pick: active library texts and visible client scopes',
        querystring: ZSowPickQuerySchema,
        response: { 200: ZSowPickPageSchema },
      },
      handler: async (request) => pick.list(actorOf(request), request.query),
    });

    app.get('/v1/scope-of-work/library', {
      config: { access: sowAccess.view },
      schema: {
        tags,
        summary: 'The SOW library: searched, filtered by category and service, sorted, paged',
        querystring: ZSowLibraryQuerySchema,
        response: { 200: ZSowLibraryPageSchema },
      },
      handler: async (request) => library.list(actorOf(request), request.query),
    });

    app.post('/v1/scope-of-work/library', {
      config: { access: sowAccess.create },
      schema: {
        tags,
        summary: 'Add a library text (the provider only); its first version',
        body: ZSowLibraryInputSchema,
        response: { 201: ZSowLibraryEntrySchema },
      },
      handler: async (request, reply) => reply.status(201).send(await library.create(actorOf(request), request.body)),
    });

    app.get('/v1/scope-of-work/library/:id', {
      config: { access: sowAccess.view },
      schema: { tags, summary: 'One library text with its content', params: ZIdParams, response: { 200: ZSowLibraryEntrySchema } },
      handler: async (request) => library.get(actorOf(request), request.params.id),
    });

    app.patch('/v1/scope-of-work/library/:id', {
      config: { access: sowAccess.edit },
      schema: {
        tags,
        summary: 'Change a library text (the provider only); a new title or text is a new version',
        params: ZIdParams,
        body: ZSowLibraryUpdateSchema,
        response: { 200: ZSowLibraryEntrySchema },
      },
      handler: async (request) => library.update(actorOf(request), request.params.id, request.body),
    });

    versionRoutes(app, { base: '/v1/scope-of-work/library', noun: 'library text', service: library });

    app.post('/v1/scope-of-work/library/:id/versions/:version/restore', {
      config: { access: sowAccess.edit },
      schema: { tags, summary: 'Make an old version current again (as a new version)', params: ZVersionParams, response: { 200: ZSowLibraryEntrySchema } },
      handler: async (request) => library.restore(actorOf(request), request.params.id, request.params.version),
    });
  };
}
