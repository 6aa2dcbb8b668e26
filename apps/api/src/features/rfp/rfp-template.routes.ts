import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBackgroundJobSchema, ZRfpTemplateGenerateSchema } from '@procura/shared';
import { actorOf } from '../../platform/access.js';
import type { TRfpTemplateService } from './rfp-template.service.js';
import { rfpAccess, ZRfpIdParams } from './rfp.routes.js';

/** RFP documents from a template (docs/api.md "Requests for proposal"): the buyer's, so Client Management Edit. */
export function rfpTemplateRoutes({ rfpTemplate }: { rfpTemplate: TRfpTemplateService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/v1/rfp/:id/template-documents', {
      config: { access: rfpAccess.edit },
      schema: {
        tags: ['rfp'],
        summary:
          'Fill an uploaded `rfp_template` DOCX once per invited vendor or per property, as a background job (rfp_template_generation) whose result is a ZIP; a replay while it runs answers the same job',
        params: ZRfpIdParams,
        body: ZRfpTemplateGenerateSchema,
        response: { 202: ZBackgroundJobSchema },
      },
      handler: async (request, reply) => reply.status(202).send(await rfpTemplate.generate(actorOf(request), request.params.id, request.body)),
    });
  };
}
