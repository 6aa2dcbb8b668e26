import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBidDraftSchema,
  ZBidInboxPageSchema,
  ZBidInboxQuerySchema,
  ZBidIntentSchema,
  ZBidSchema,
  ZBidSubmitSchema,
  ZRfpLineScopeSchema,
  ZHistoryPageSchema,
  ZHistoryQuerySchema,
} from '@procura/shared';
import { actorOf } from '../../platform/access.js';
import type { TBidsService } from './bids.service.js';
import { rfpAccess } from './rfp.routes.js';

const ZIdParams = z.object({ id: z.uuid('Not a valid id.') });
/** A line id that is no uuid names no line of the RFP: 404, as rfp-lines.routes.ts answers. */
const ZLineParams = ZIdParams.extend({ lineId: z.string().max(64) });
const ZVersionSchema = z.object({
  number: z.number().int(),
  bundlePrice: z.number().nullable(),
  note: z.string().nullable(),
  submittedAt: z.string(),
  supersededAt: z.string().nullable(),
  lines: z.number().int(),
  annual: z.number(),
});

/** A vendor's bid on an RFP it was invited to: the workspace's own, until the due time. */
export function bidsRoutes({ bids }: { bids: TBidsService }): FastifyPluginAsyncZod {
  const tags = ['bids'];
  return async (app) => {
    app.get('/v1/rfp/inbox', {
      config: { access: rfpAccess.view },
      schema: {
        tags,
        summary: 'The RFPs sent to this vendor workspace, with where its bid stands; open ones first by due time',
        querystring: ZBidInboxQuerySchema,
        response: { 200: ZBidInboxPageSchema },
      },
      handler: async (request) => bids.inbox(actorOf(request), request.query),
    });

    app.get('/v1/rfp/:id/lines/:lineId/scope', {
      config: { access: rfpAccess.view },
      schema: {
        tags,
        summary: 'The scope of work pinned on a line, as the invited vendor reads it',
        params: ZLineParams,
        response: { 200: ZRfpLineScopeSchema },
      },
      handler: async (request) => bids.lineScope(actorOf(request), request.params.id, request.params.lineId),
    });

    app.get('/v1/rfp/:id/bid', {
      config: { access: rfpAccess.view },
      schema: { tags, summary: 'The caller’s own bid: its draft lines and where it stands', params: ZIdParams, response: { 200: ZBidSchema } },
      handler: async (request) => bids.get(actorOf(request), request.params.id),
    });

    app.post('/v1/rfp/:id/bid/view', {
      config: { access: rfpAccess.view },
      schema: { tags, summary: 'Record that the vendor opened the RFP (the buyer sees it as viewed)', params: ZIdParams, response: { 200: ZBidSchema } },
      handler: async (request) => bids.markViewed(actorOf(request), request.params.id),
    });

    app.put('/v1/rfp/:id/bid', {
      config: { access: rfpAccess.edit },
      schema: { tags, summary: 'Save the working draft: exactly these priced lines', params: ZIdParams, body: ZBidDraftSchema, response: { 200: ZBidSchema } },
      handler: async (request) => bids.saveDraft(actorOf(request), request.params.id, request.body),
    });

    app.post('/v1/rfp/:id/bid/submit', {
      config: { access: rfpAccess.edit },
      schema: { tags, summary: 'Submit the draft as the next version of the bid', params: ZIdParams, body: ZBidSubmitSchema, response: { 200: ZBidSchema } },
      handler: async (request) => bids.submit(actorOf(request), request.params.id, request.body),
    });

    app.post('/v1/rfp/:id/bid/withdraw', {
      config: { access: rfpAccess.edit },
      schema: { tags, summary: 'Withdraw the submitted bid (until the due time)', params: ZIdParams, response: { 200: ZBidSchema } },
      handler: async (request) => bids.withdraw(actorOf(request), request.params.id),
    });

    app.post('/v1/rfp/:id/bid/intent', {
      config: { access: rfpAccess.edit },
      schema: {
        tags,
        summary: 'Say whether the vendor intends to bid, or decline with a reason',
        params: ZIdParams,
        body: ZBidIntentSchema,
        response: { 200: ZBidSchema },
      },
      handler: async (request) => bids.setIntent(actorOf(request), request.params.id, request.body),
    });

    app.get('/v1/rfp/:id/bid/history', {
      config: { access: rfpAccess.view },
      schema: {
        tags,
        summary: 'Every change to the caller’s bid (never an amount)',
        params: ZIdParams,
        querystring: ZHistoryQuerySchema,
        response: { 200: ZHistoryPageSchema },
      },
      handler: async (request) => bids.history(actorOf(request), request.params.id, request.query.page, request.query.limit),
    });

    app.get('/v1/rfp/:id/bid/versions', {
      config: { access: rfpAccess.view },
      schema: { tags, summary: 'Every submission of the caller’s bid, the latest first', params: ZIdParams, response: { 200: z.array(ZVersionSchema) } },
      handler: async (request) => bids.versions(actorOf(request), request.params.id),
    });
  };
}
