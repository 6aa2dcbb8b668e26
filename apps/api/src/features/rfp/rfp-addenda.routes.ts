import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBidSchema, ZRfpAddendumInputSchema, ZRfpAddendumSchema } from '@procura/shared';
import { actorOf } from '../../platform/access.js';
import type { TRfpAddendaService } from './rfp-addenda.service.js';
import { rfpAccess, ZRfpIdParams as ZIdParams } from './rfp.routes.js';

/** Changes to a published RFP, and the invited vendors' acknowledgement of them. */
export function rfpAddendaRoutes({ rfpAddenda }: { rfpAddenda: TRfpAddendaService }): FastifyPluginAsyncZod {
  const tags = ['rfp'];
  return async (app) => {
    app.get('/v1/rfp/:id/addenda', {
      config: { access: rfpAccess.view },
      schema: {
        tags,
        summary: 'The RFP’s addenda in order, with the caller’s acknowledgement',
        params: ZIdParams,
        response: { 200: z.array(ZRfpAddendumSchema) },
      },
      handler: async (request) => rfpAddenda.list(actorOf(request), request.params.id),
    });

    app.post('/v1/rfp/:id/addenda', {
      config: { access: rfpAccess.edit },
      schema: {
        tags,
        summary: 'Publish an addendum: a later due time, a questions deadline, lines added or removed',
        params: ZIdParams,
        body: ZRfpAddendumInputSchema,
        response: { 201: ZRfpAddendumSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await rfpAddenda.publish(actorOf(request), request.params.id, request.body)),
    });

    app.post('/v1/rfp/:id/bid/confirm', {
      config: { access: rfpAccess.edit },
      schema: {
        tags: ['bids'],
        summary: 'Acknowledge every addendum so far, confirming the submitted bid under them',
        params: ZIdParams,
        response: { 200: ZBidSchema },
      },
      handler: async (request) => rfpAddenda.confirm(actorOf(request), request.params.id),
    });
  };
}
