import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ZPageQuerySchema, ZSowDiffSchema, ZSowVersionDetailSchema, ZSowVersionPageSchema, type TSowDiff, type TSowVersionDetail } from '@procura/shared';
import { actorOf } from '../../platform/access.js';
import type { TActor } from '../../platform/actor.js';
import { sowAccess, ZDiffQuery, ZIdParams, ZVersionParams } from './sow-route-shapes.js';

/** What a versioned SOW text (a library text, a client scope) answers about its versions. */
interface TVersioned {
  versions(actor: TActor, id: string, page: number, limit: number): Promise<z.infer<typeof ZSowVersionPageSchema>>;
  diff(actor: TActor, id: string, query: z.infer<typeof ZDiffQuery>): Promise<TSowDiff>;
  version(actor: TActor, id: string, version: string): Promise<TSowVersionDetail>;
}

/**
 * `${base}/:id/versions`, `…/versions/diff` and `…/versions/:version`: one shape for every
 * versioned text. Restoring answers the text itself, so each feature declares that route.
 */
export function versionRoutes(app: FastifyInstance, options: { base: string; noun: string; service: TVersioned }): void {
  const { base, noun, service } = options;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['scope-of-work'];
  typed.get(`${base}/:id/versions`, {
    config: { access: sowAccess.view },
    schema: { tags, summary: `A ${noun}'s versions, newest first`, params: ZIdParams, querystring: ZPageQuerySchema, response: { 200: ZSowVersionPageSchema } },
    handler: async (request) => service.versions(actorOf(request), request.params.id, request.query.page, request.query.limit),
  });
  typed.get(`${base}/:id/versions/diff`, {
    config: { access: sowAccess.view },
    schema: {
      tags,
      summary: 'What changed between two versions (?from=&to=), word by word',
      params: ZIdParams,
      querystring: ZDiffQuery,
      response: { 200: ZSowDiffSchema },
    },
    handler: async (request) => service.diff(actorOf(request), request.params.id, request.query),
  });
  typed.get(`${base}/:id/versions/:version`, {
    config: { access: sowAccess.view },
    schema: { tags, summary: `One version of a ${noun}`, params: ZVersionParams, response: { 200: ZSowVersionDetailSchema } },
    handler: async (request) => service.version(actorOf(request), request.params.id, request.params.version),
  });
}
