import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZRfpReissueSchema } from '@procura/shared';
import { actorOf } from '../../platform/access.js';
import type { TRfpReissueService } from './rfp-reissue.service.js';
import { rfpAccess, ZRfpIdParams } from './rfp.routes.js';

/** Re-issuing an RFP's unawarded lines (docs/api.md "Requests for proposal"): it starts a draft, so Create. */
export function rfpReissueRoutes({ rfpReissue }: { rfpReissue: TRfpReissueService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/v1/rfp/:id/reissue', {
      config: { access: rfpAccess.create },
      schema: {
        tags: ['rfp'],
        summary: 'Re-issue the unawarded lines as a new draft RFP (once per RFP: a repeat answers the same draft)',
        params: ZRfpIdParams,
        response: { 200: ZRfpReissueSchema, 201: ZRfpReissueSchema },
      },
      handler: async (request, reply) => {
        const result = await rfpReissue.reissue(actorOf(request), request.params.id);
        return reply.status(result.created ? 201 : 200).send(result);
      },
    });
  };
}
