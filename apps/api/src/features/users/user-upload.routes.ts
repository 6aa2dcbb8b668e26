import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USER_UPLOAD_COLUMNS, ZBackgroundJobSchema, ZFileKeyBodySchema } from '@procura/shared';
import { actorOf } from '../../platform/access.js';
import { toCsv } from '../../platform/csv.js';
import { contentDisposition } from '../../platform/downloads.js';
import type { TServices } from '../../services.js';
import type { TUserUploadPayload } from './user-upload.jobs.js';
import { peopleAccess } from './people-access.js';
import { assertSafeUpload } from './user-upload.parse.js';

const TEMPLATE_EXAMPLE = ['Jane', 'Doe', 'jane.doe@example.com', '+1', '3035550100', '', '', 'Primary', 'Yes'];

export function userUploadRoutes(services: Pick<TServices, 'backgroundJobs' | 'invitations' | 'storage'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/v1/background-jobs/uploaded-user/template', {
      config: { access: peopleAccess('Create') },
      schema: { tags: ['users'], summary: 'The bulk-invite CSV template' },
      handler: async (_request, reply) => {
        reply.header('content-type', 'text/csv; charset=utf-8');
        reply.header('content-disposition', contentDisposition('User_upload_template.csv'));
        return toCsv([[...USER_UPLOAD_COLUMNS], TEMPLATE_EXAMPLE]);
      },
    });

    app.post('/v1/background-jobs/uploaded-user', {
      config: { access: peopleAccess('Create') },
      schema: {
        tags: ['users'],
        summary: 'Bulk invite from an uploaded CSV or XLSX file (category `user_upload`); at most 10 per organization per day',
        body: ZFileKeyBodySchema,
        response: { 202: ZBackgroundJobSchema },
      },
      handler: async (request, reply) => {
        const actor = actorOf(request);
        const { fileKey } = request.body;
        // The uploader's own checked upload, read at most to its category's limit.
        const file = await services.storage.readFile(actor, fileKey, { categories: ['user_upload'], field: 'fileKey' });
        await assertSafeUpload(file.fileName, file.bytes);
        // Counted once the file is one we would run, per workspace: each may mail thousands of people.
        await services.invitations.reserveBulkInvite(actor.workspace.tenantId);
        const payload: TUserUploadPayload = { fileKey, fileName: file.fileName, workspaceId: actor.workspace.tenantId };
        const job = await services.backgroundJobs.start(actor, 'user_upload', `Bulk invite: ${file.fileName}`, payload);
        return reply.status(202).send(job);
      },
    });
  };
}
