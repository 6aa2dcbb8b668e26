import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAnalysisExportInputSchema, ZBackgroundJobSchema } from '@procura/shared';
import { actorOf } from '../../platform/access.js';
import { rfpAccess } from '../rfp/rfp.routes.js';
import type { TBidAnalysisExportService } from './bid-analysis-export.service.js';

const ZIdParams = z.object({ id: z.uuid('Not a valid id.') });

/** Exports of the analysis (docs/api.md "Bid analysis"): read under Client Management View, like the report. */
export function bidAnalysisExportRoutes({ bidAnalysisExport }: { bidAnalysisExport: TBidAnalysisExportService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/v1/rfp/:id/analysis/exports', {
      config: { access: rfpAccess.view },
      schema: {
        tags: ['bid-analysis'],
        summary: 'Export the analysis of opened bids as XLSX or a client-ready PDF: a background job, followed in the job panel',
        params: ZIdParams,
        body: ZAnalysisExportInputSchema,
        response: { 202: ZBackgroundJobSchema },
      },
      handler: async (request, reply) => reply.status(202).send(await bidAnalysisExport.start(actorOf(request), request.params.id, request.body)),
    });
  };
}
