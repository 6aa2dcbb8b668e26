import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdjustmentInputSchema,
  ZAdjustmentListSchema,
  ZAdjustmentSchema,
  ZAwardInputSchema,
  ZAwardListSchema,
  ZAwardPropertiesQuerySchema,
  ZAwardPropertyPageSchema,
  ZAwardResultSchema,
  ZBidAnalysisPageSchema,
  ZBidAnalysisQuerySchema,
  ZRfpAnalysisQuerySchema,
  ZRfpAnalysisSchema,
  ZScenariosSchema,
} from '@procura/shared';
import { actorOf } from '../../platform/access.js';
import { rfpAccess } from '../rfp/rfp.routes.js';
import type { TBidAnalysisService } from './bid-analysis.service.js';
import type { TBidAwardsService } from './bid-awards.service.js';

const ZIdParams = z.object({ id: z.uuid('Not a valid id.') });
/** The adjustment is looked for after the RFP is found: a foreign RFP is 404 whatever follows it. */
const ZAdjustmentParams = ZIdParams.extend({ adjustmentId: z.string().max(64) });

/** Bid analysis and leveling (docs/api.md "Bid analysis"): the buyer's, under Client Management like the RFP. */
export function bidAnalysisRoutes({ bidAnalysis, bidAwards }: { bidAnalysis: TBidAnalysisService; bidAwards: TBidAwardsService }): FastifyPluginAsyncZod {
  const tags = ['bid-analysis'];
  return async (app) => {
    app.get('/v1/bid-analysis', {
      config: { access: rfpAccess.view },
      schema: {
        tags,
        summary: 'RFPs with at least one submitted bid (the buyer’s)',
        querystring: ZBidAnalysisQuerySchema,
        response: { 200: ZBidAnalysisPageSchema },
      },
      handler: async (request) => bidAnalysis.list(actorOf(request), request.query),
    });

    app.get('/v1/rfp/:id/analysis', {
      config: { access: rfpAccess.view },
      schema: {
        tags,
        summary: 'Opened bids compared: per-line statistics and flags, per-vendor totals and ranks, one page of lines',
        params: ZIdParams,
        querystring: ZRfpAnalysisQuerySchema,
        response: { 200: ZRfpAnalysisSchema },
      },
      handler: async (request) => bidAnalysis.analysis(actorOf(request), request.params.id, request.query),
    });

    app.get('/v1/rfp/:id/scenarios', {
      config: { access: rfpAccess.view },
      schema: {
        tags,
        summary: 'Award scenarios side by side (lowest per line, single vendor, per property) and the recommended award per line',
        params: ZIdParams,
        response: { 200: ZScenariosSchema },
      },
      handler: async (request) => bidAnalysis.scenarios(actorOf(request), request.params.id),
    });

    app.get('/v1/rfp/:id/awards', {
      config: { access: rfpAccess.view },
      schema: {
        tags,
        summary: 'The RFP’s awards (a vendor: its own) and, for a vendor, which of its lines it won or lost',
        params: ZIdParams,
        response: { 200: ZAwardListSchema },
      },
      handler: async (request) => bidAwards.list(actorOf(request), request.params.id),
    });

    app.get('/v1/rfp/:id/awards/properties', {
      config: { access: rfpAccess.view },
      schema: {
        tags,
        summary: 'Every property of the RFP’s lines, searched by name or code and paged: what an award by property chooses from',
        params: ZIdParams,
        querystring: ZAwardPropertiesQuerySchema,
        response: { 200: ZAwardPropertyPageSchema },
      },
      handler: async (request) => bidAwards.properties(actorOf(request), request.params.id, request.query),
    });

    app.post('/v1/rfp/:id/awards', {
      config: { access: rfpAccess.edit },
      schema: {
        tags,
        summary: 'Award lines: by hand, a bid’s lines or a scenario’s, optionally for one property; a repeat awards nothing more',
        params: ZIdParams,
        body: ZAwardInputSchema,
        response: { 200: ZAwardResultSchema },
      },
      handler: async (request) => bidAwards.award(actorOf(request), request.params.id, request.body),
    });

    app.get('/v1/rfp/:id/adjustments', {
      config: { access: rfpAccess.view },
      schema: { tags, summary: 'The buyer’s leveling adjustments of the bids', params: ZIdParams, response: { 200: ZAdjustmentListSchema } },
      handler: async (request) => bidAnalysis.adjustments(actorOf(request), request.params.id),
    });

    app.post('/v1/rfp/:id/adjustments', {
      config: { access: rfpAccess.edit },
      schema: {
        tags,
        summary: 'Level a bid: a plug or a correction, with its reason',
        params: ZIdParams,
        body: ZAdjustmentInputSchema,
        response: { 201: ZAdjustmentSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await bidAnalysis.addAdjustment(actorOf(request), request.params.id, request.body)),
    });

    app.delete('/v1/rfp/:id/adjustments/:adjustmentId', {
      config: { access: rfpAccess.edit },
      schema: { tags, summary: 'Take a leveling adjustment out', params: ZAdjustmentParams, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await bidAnalysis.removeAdjustment(actorOf(request), request.params.id, request.params.adjustmentId);
        return reply.status(204).send(null);
      },
    });
  };
}
