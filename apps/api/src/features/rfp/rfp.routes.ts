import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZHistoryPageSchema,
  ZPageQuerySchema,
  ZRfpCancelSchema,
  ZRfpInputSchema,
  ZRfpPageSchema,
  ZRfpQuerySchema,
  ZRfpSchema,
  ZRfpUpdateSchema,
} from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import type { TRfpService } from './rfp.service.js';

/** An RFP's id in the path: every RFP route's, and the ones its parts hang under. */
export const ZRfpIdParams = z.object({ id: z.uuid('Not a valid id.') });
const ZIdParams = ZRfpIdParams;

/** The spec's sidebar puts RFPs under Client Management; for vendors, View means the RFPs sent to them. */
export const rfpAccess = {
  view: access.anyOf(['client_management', 'View']),
  create: access.anyOf(['client_management', 'Create']),
  edit: access.anyOf(['client_management', 'Edit']),
  delete: access.anyOf(['client_management', 'Delete']),
};

/** Requests for proposal (docs/api.md "Requests for proposal"): drafts, their fields and lifecycle. */
export function rfpRoutes({ rfp }: { rfp: TRfpService }): FastifyPluginAsyncZod {
  const tags = ['rfp'];
  return async (app) => {
    app.get('/v1/rfp', {
      config: { access: rfpAccess.view },
      schema: {
        tags,
        summary: 'RFPs the caller sees (a vendor: those sent to it): by status and client; searched, sorted, paged',
        querystring: ZRfpQuerySchema,
        response: { 200: ZRfpPageSchema },
      },
      handler: async (request) => rfp.list(actorOf(request), request.query),
    });

    app.post('/v1/rfp', {
      config: { access: rfpAccess.create },
      schema: { tags, summary: 'Start a draft RFP for a client', body: ZRfpInputSchema, response: { 201: ZRfpSchema } },
      handler: async (request, reply) => reply.status(201).send(await rfp.create(actorOf(request), request.body)),
    });

    app.get('/v1/rfp/:id', {
      config: { access: rfpAccess.view },
      schema: { tags, summary: 'One RFP with its counts and what the caller may do with it', params: ZIdParams, response: { 200: ZRfpSchema } },
      handler: async (request) => rfp.get(actorOf(request), request.params.id),
    });

    app.patch('/v1/rfp/:id', {
      config: { access: rfpAccess.edit },
      schema: { tags, summary: 'Change a draft RFP’s fields', params: ZIdParams, body: ZRfpUpdateSchema, response: { 200: ZRfpSchema } },
      handler: async (request) => rfp.update(actorOf(request), request.params.id, request.body),
    });

    app.delete('/v1/rfp/:id', {
      config: { access: rfpAccess.delete },
      schema: { tags, summary: 'Delete a draft RFP', params: ZIdParams, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await rfp.remove(actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    });

    app.post('/v1/rfp/:id/publish', {
      config: { access: rfpAccess.edit },
      schema: { tags, summary: 'Publish a draft to the invited vendors', params: ZIdParams, response: { 200: ZRfpSchema } },
      handler: async (request) => rfp.publish(actorOf(request), request.params.id),
    });

    app.post('/v1/rfp/:id/cancel', {
      config: { access: rfpAccess.edit },
      schema: { tags, summary: 'Cancel a draft or open RFP, saying why', params: ZIdParams, body: ZRfpCancelSchema, response: { 200: ZRfpSchema } },
      handler: async (request) => rfp.cancel(actorOf(request), request.params.id, request.body.reason),
    });

    app.post('/v1/rfp/:id/close', {
      config: { access: rfpAccess.edit },
      schema: { tags, summary: 'Close an open RFP before its due time (the provider)', params: ZIdParams, response: { 200: ZRfpSchema } },
      handler: async (request) => rfp.close(actorOf(request), request.params.id),
    });

    app.post('/v1/rfp/:id/open-bids', {
      config: { access: rfpAccess.edit },
      schema: { tags, summary: 'Open a closed RFP’s sealed bids to the buyer', params: ZIdParams, response: { 200: ZRfpSchema } },
      handler: async (request) => rfp.openBids(actorOf(request), request.params.id),
    });

    app.get('/v1/rfp/:id/history', {
      config: { access: rfpAccess.view },
      schema: { tags, summary: 'Every change to the RFP', params: ZIdParams, querystring: ZPageQuerySchema, response: { 200: ZHistoryPageSchema } },
      handler: async (request) => rfp.history(actorOf(request), request.params.id, request.query.page, request.query.limit),
    });
  };
}
