import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBackgroundJobListSchema } from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import { contentDisposition, contentTypeOf } from '../../platform/downloads.js';
import type { TBackgroundJobsService } from './background-jobs.service.js';

const ZIdParamsSchema = z.object({ id: z.uuid('Not a valid job id.') });

export function backgroundJobsRoutes({ backgroundJobs }: { backgroundJobs: TBackgroundJobsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/v1/background-jobs', {
      config: { access: access.signedIn },
      schema: { tags: ['background-jobs'], summary: "The caller's recent jobs, newest first", response: { 200: ZBackgroundJobListSchema } },
      handler: async (request) => ({ data: await backgroundJobs.list(actorOf(request)) }),
    });

    app.get('/v1/background-jobs/:id/download', {
      config: { access: access.signedIn },
      schema: { tags: ['background-jobs'], summary: "Download a finished job's result file", params: ZIdParamsSchema },
      handler: async (request, reply) => {
        const { fileName, content } = await backgroundJobs.openResult(actorOf(request), request.params.id);
        reply.header('content-type', contentTypeOf(fileName));
        reply.header('content-disposition', contentDisposition(fileName));
        return reply.send(content);
      },
    });
  };
}
