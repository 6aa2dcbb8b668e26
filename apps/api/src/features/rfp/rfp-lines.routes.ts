import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZRfpLinePageSchema,
  ZRfpLineSchema,
  ZRfpLinesAddedSchema,
  ZRfpLinesAddSchema,
  ZRfpLinesQuerySchema,
  ZRfpLinesRemoveSchema,
  ZRfpLineUpdateSchema,
} from '@procura/shared';
import { actorOf } from '../../platform/access.js';
import type { TRfpLinesService } from './rfp-lines.service.js';
import { rfpAccess, ZRfpIdParams as ZIdParams } from './rfp.routes.js';

/** The line is looked for after the RFP is found: a foreign RFP is 404 whatever line follows it. */
const ZLineParams = ZIdParams.extend({ lineId: z.string().max(64) });

/** An RFP's lines: property × service, their scope of work and the buyer's figures. */
export function rfpLinesRoutes({ rfpLines }: { rfpLines: TRfpLinesService }): FastifyPluginAsyncZod {
  const tags = ['rfp'];
  return async (app) => {
    app.get('/v1/rfp/:id/lines', {
      config: { access: rfpAccess.view },
      schema: {
        tags,
        summary: 'The RFP’s lines, searched, sorted and paged',
        params: ZIdParams,
        querystring: ZRfpLinesQuerySchema,
        response: { 200: ZRfpLinePageSchema },
      },
      handler: async (request) => rfpLines.list(actorOf(request), request.params.id, request.query),
    });

    app.post('/v1/rfp/:id/lines', {
      config: { access: rfpAccess.edit },
      schema: {
        tags,
        summary: 'Add every chosen property × every chosen service to a draft',
        params: ZIdParams,
        body: ZRfpLinesAddSchema,
        response: { 200: ZRfpLinesAddedSchema },
      },
      handler: async (request) => rfpLines.add(actorOf(request), request.params.id, request.body),
    });

    app.patch('/v1/rfp/:id/lines/:lineId', {
      config: { access: rfpAccess.edit },
      schema: {
        tags,
        summary: 'Set a line’s scope of work, budget or incumbent price',
        params: ZLineParams,
        body: ZRfpLineUpdateSchema,
        response: { 200: ZRfpLineSchema },
      },
      handler: async (request) => rfpLines.update(actorOf(request), request.params.id, request.params.lineId, request.body),
    });

    app.delete('/v1/rfp/:id/lines', {
      config: { access: rfpAccess.edit },
      schema: {
        tags,
        summary: 'Take lines out of a draft',
        params: ZIdParams,
        body: ZRfpLinesRemoveSchema,
        response: { 200: z.object({ removed: z.number().int() }) },
      },
      handler: async (request) => rfpLines.remove(actorOf(request), request.params.id, request.body.lineIds),
    });
  };
}
