import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZOcdsReleasePackageSchema } from '@procura/shared';
import { actorOf } from '../../platform/access.js';
import type { TRfpOcdsService } from './rfp-ocds.js';
import { rfpAccess } from './rfp.routes.js';

const ZIdParams = z.object({ id: z.uuid('Not a valid id.') });

/** The RFP as open data (docs/api.md "Requests for proposal"): the buyer's, with Client Management View. */
export function rfpOcdsRoutes({ rfpOcds }: { rfpOcds: TRfpOcdsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/v1/rfp/:id/ocds', {
      config: { access: rfpAccess.view },
      schema: {
        tags: ['rfp'],
        summary: 'The RFP as an Open Contracting Data Standard 1.1 release package (bids once opened)',
        params: ZIdParams,
        response: { 200: ZOcdsReleasePackageSchema },
      },
      handler: async (request) => rfpOcds.releasePackage(actorOf(request), request.params.id),
    });
  };
}
