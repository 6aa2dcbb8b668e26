import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZSowPropertyAddResultSchema,
  ZSowPropertyAddSchema,
  ZSowPropertyPageSchema,
  ZSowPropertyQuerySchema,
  ZSowPropertyRemoveSchema,
  ZSowPropertySchema,
  ZSowPropertyUpdateSchema,
} from '@procura/shared';
import { actorOf } from '../../platform/access.js';
import type { TScopeOfWorkService } from './scope-of-work.service.js';
import { sowAccess } from './sow-route-shapes.js';

/** The properties a client scope applies to; managing them is editing the scope. */
export function sowPropertiesRoutes({ scopeOfWork }: { scopeOfWork: TScopeOfWorkService }): FastifyPluginAsyncZod {
  const { properties } = scopeOfWork;
  const tags = ['scope-of-work'];
  return async (app) => {
    app.get('/v1/client-scope-of-work/property', {
      config: { access: sowAccess.view },
      schema: {
        tags,
        summary: "A scope's properties with their variables (an assigned manager sees their own)",
        querystring: ZSowPropertyQuerySchema,
        response: { 200: ZSowPropertyPageSchema },
      },
      handler: async (request) => properties.list(actorOf(request), request.query),
    });

    app.post('/v1/client-scope-of-work/property', {
      config: { access: sowAccess.edit },
      schema: {
        tags,
        summary: "Apply the scope to more of its client's properties (those already applied are kept)",
        body: ZSowPropertyAddSchema,
        response: { 201: ZSowPropertyAddResultSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await properties.add(actorOf(request), request.body)),
    });

    app.patch('/v1/client-scope-of-work/property', {
      config: { access: sowAccess.edit },
      schema: {
        tags,
        summary: "Change one property's variables (size, site notes, season)",
        body: ZSowPropertyUpdateSchema,
        response: { 200: ZSowPropertySchema },
      },
      handler: async (request) => properties.update(actorOf(request), request.body),
    });

    app.delete('/v1/client-scope-of-work/property', {
      config: { access: sowAccess.edit },
      schema: { tags, summary: 'Stop applying the scope to these properties', body: ZSowPropertyRemoveSchema, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await properties.remove(actorOf(request), request.body);
        return reply.status(204).send(null);
      },
    });
  };
}
