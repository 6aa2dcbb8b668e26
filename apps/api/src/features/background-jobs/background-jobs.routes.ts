import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBackgroundJobListSchema } from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import { notFound } from '../../platform/errors.js';
import type { TPlatform } from '../../platform/platform.js';
import { withActor } from '../../platform/scope.js';
import { contentDisposition, contentTypeOf } from '../../platform/downloads.js';
import { backgroundJobsRepo, presentJob } from './background-jobs.repo.js';

const ZIdParamsSchema = z.object({ id: z.uuid('Not a valid job id.') });

export function backgroundJobsRoutes(platform: TPlatform): FastifyPluginAsyncZod {
  const db = platform.db;
  return async (app) => {
    app.get('/v1/background-jobs', {
      config: { access: access.signedIn },
      schema: { tags: ['background-jobs'], summary: "The caller's recent jobs, newest first", response: { 200: ZBackgroundJobListSchema } },
      handler: async (request) => {
        const actor = actorOf(request);
        const rows = await withActor(db, actor, (tx) => backgroundJobsRepo.listForOwner(tx, actor.userId));
        return { data: rows.map(presentJob) };
      },
    });

    app.get('/v1/background-jobs/:id/download', {
      config: { access: access.signedIn },
      schema: { tags: ['background-jobs'], summary: "Download a finished job's result file", params: ZIdParamsSchema },
      handler: async (request, reply) => {
        const actor = actorOf(request);
        const job = await withActor(db, actor, (tx) => backgroundJobsRepo.findForOwner(tx, actor.userId, request.params.id));
        if (!job?.resultPath || !job.resultFileName || job.status !== 'success') throw notFound('Job result');
        const stream = await platform.files.open(job.resultPath);
        reply.header('content-type', contentTypeOf(job.resultFileName));
        reply.header('content-disposition', contentDisposition(job.resultFileName));
        return reply.send(stream);
      },
    });
  };
}
