import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USER_UPLOAD_COLUMNS, USER_UPLOAD_MAX_BYTES, ZBackgroundJobSchema } from '@procura/shared';
import { actorOf } from '../../platform/access.js';
import { toCsv } from '../../platform/csv.js';
import { contentDisposition } from '../../platform/downloads.js';
import { badRequest, HttpError } from '../../platform/errors.js';
import type { TPlatform } from '../../platform/platform.js';
import type { TServices } from '../../services.js';
import type { TUserUploadPayload } from './user-upload.jobs.js';
import { peopleAccess } from './people-access.js';
import { assertSafeUpload } from './user-upload.parse.js';

const ACCEPTED = /\.(csv|xlsx)$/i;

const malformedUpload = () =>
  badRequest('The upload arrived incomplete or malformed. Choose the file and send it again.', { file: ['The upload arrived incomplete. Send the file again.'] });
const TEMPLATE_EXAMPLE = ['Jane', 'Doe', 'jane.doe@example.com', '+1', '3035550100', '', '', 'Primary', 'Yes'];

export function userUploadRoutes(platform: TPlatform, services: Pick<TServices, 'backgroundJobs' | 'invitations'>): FastifyPluginAsyncZod {
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
      schema: { tags: ['users'], summary: 'Bulk invite from a CSV or XLSX file (multipart field `file`); at most 10 per organization per day', response: { 202: ZBackgroundJobSchema } },
      handler: async (request, reply) => {
        const actor = actorOf(request);
        if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data in the field "file".', { file: ['Choose a CSV or XLSX file.'] });
        const file = await request.file({ limits: { fileSize: USER_UPLOAD_MAX_BYTES, files: 1 } }).catch(() => {
          throw malformedUpload();
        });
        if (!file || file.fieldname !== 'file') throw badRequest('Choose a CSV or XLSX file.', { file: ['Choose a CSV or XLSX file.'] });
        if (!ACCEPTED.test(file.filename)) throw badRequest('Upload a .csv or .xlsx file.', { file: ['Upload a .csv or .xlsx file.'] });
        const content = await file.toBuffer().catch((error: unknown) => {
          if (file.file.truncated || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new HttpError(413, `The file is larger than ${USER_UPLOAD_MAX_BYTES / 1024 / 1024} MiB. Split it and upload each part.`);
          }
          // The parser's own words (a body cut off mid-part) are for the log, not the user.
          request.log.info({ err: error }, 'malformed multipart upload');
          throw malformedUpload();
        });
        await assertSafeUpload(file.filename, content);
        // Counted once the file is one we would run, per workspace: each may mail thousands of people.
        await services.invitations.reserveBulkInvite(actor.workspace.tenantId);
        const fileKey = `uploads/${crypto.randomUUID()}${file.filename.toLowerCase().endsWith('.xlsx') ? '.xlsx' : '.csv'}`;
        await platform.files.save(fileKey, content);
        const payload: TUserUploadPayload = { fileKey, fileName: file.filename, workspaceId: actor.workspace.tenantId };
        const job = await services.backgroundJobs.start(actor, 'user_upload', `Bulk invite: ${file.filename}`, payload);
        return reply.status(202).send(job);
      },
    });
  };
}
