import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPageQuerySchema, ZTemplateGenerationTaskPageSchema, ZTemplateGenerationTaskSchema } from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import type { TDocumentsService } from './documents.service.js';

const ZIdParamsSchema = z.object({ id: z.uuid('Not a valid id.') });
const VIEW = access.anyOf(['client_management', 'View']);

/** The caller's own template-generation jobs, whichever feature started them (SOW documents, RFP documents). */
export function documentsRoutes({ documents }: { documents: TDocumentsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/v1/template-generation-tasks', {
      config: { access: VIEW },
      schema: {
        tags: ['documents'],
        summary: "The caller's template-generation jobs, newest first",
        querystring: ZPageQuerySchema,
        response: { 200: ZTemplateGenerationTaskPageSchema },
      },
      handler: async (request) => documents.tasks(actorOf(request), request.query.page, request.query.limit),
    });

    app.get('/v1/template-generation-tasks/:id', {
      config: { access: VIEW },
      schema: {
        tags: ['documents'],
        summary: "One of the caller's template-generation jobs",
        params: ZIdParamsSchema,
        response: { 200: ZTemplateGenerationTaskSchema },
      },
      handler: async (request) => documents.task(actorOf(request), request.params.id),
    });
  };
}
