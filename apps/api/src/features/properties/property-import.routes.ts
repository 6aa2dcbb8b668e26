import crypto from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBackgroundJobSchema } from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import { badRequest, HttpError, notFound } from '../../platform/errors.js';
import type { TPlatform } from '../../platform/platform.js';
import type { TServices } from '../../services.js';
import type { TPropertyImportPayload } from './property-import.jobs.js';
import { findImportClient } from './property-import.lookups.js';
import { assertSafePropertyFile, isXlsxName } from './property-import.parse.js';

/** 20,000 rows of XLSX are about 2 MiB; a CSV of them under 8. */
export const PROPERTY_IMPORT_MAX_BYTES = 16 * 1024 * 1024;
const ACCEPTED = /\.(csv|xlsx)$/i;
const ZClientId = z.uuid('Choose a client.');

const chooseFile = () => badRequest('Choose a CSV or XLSX file.', { file: ['Choose a CSV or XLSX file.'] });
const malformedUpload = () =>
  badRequest('The upload arrived incomplete or malformed. Choose the file and send it again.', { file: ['The upload arrived incomplete. Send the file again.'] });

export function propertyImportRoutes(platform: TPlatform, services: Pick<TServices, 'backgroundJobs'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/v1/properties/import', {
      config: { access: access.anyOf(['property_management', 'Create']) },
      schema: {
        tags: ['properties'],
        summary:
          'Import properties from a CSV or XLSX file (multipart field `file`, optional field `clientId`) as a background job; its result is a row-by-row report',
        response: { 202: ZBackgroundJobSchema },
      },
      handler: async (request, reply) => {
        const actor = actorOf(request);
        if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data in the field "file".', { file: ['Choose a CSV or XLSX file.'] });
        let clientIdField: string | undefined;
        let upload: { fileName: string; content: Buffer } | undefined;
        try {
          for await (const part of request.parts({ limits: { fileSize: PROPERTY_IMPORT_MAX_BYTES, files: 1, fields: 5 } })) {
            if (part.type === 'field') {
              if (part.fieldname === 'clientId' && typeof part.value === 'string') clientIdField = part.value;
              continue;
            }
            if (part.fieldname !== 'file') {
              part.file.resume();
              continue;
            }
            upload = { fileName: part.filename, content: await readUpload(part) };
          }
        } catch (error) {
          if (error instanceof HttpError) throw error;
          request.log.info({ err: error }, 'malformed multipart upload');
          throw malformedUpload();
        }
        if (!upload) throw chooseFile();
        if (!ACCEPTED.test(upload.fileName)) throw badRequest('Upload a .csv or .xlsx file.', { file: ['Upload a .csv or .xlsx file.'] });

        let clientId: string | null = null;
        if (clientIdField !== undefined && clientIdField.trim() !== '') {
          const parsed = ZClientId.safeParse(clientIdField.trim());
          if (!parsed.success) throw badRequest('Choose a client.', { clientId: ['Choose a client.'] });
          // Another tenant's client (or one outside the workspace) is not found, as everywhere.
          if (!(await findImportClient(platform.db, actor, parsed.data))) throw notFound('Client');
          clientId = parsed.data.toLowerCase();
        }
        await assertSafePropertyFile(upload.fileName, upload.content);

        const fileKey = `uploads/${crypto.randomUUID()}${isXlsxName(upload.fileName) ? '.xlsx' : '.csv'}`;
        await platform.files.save(fileKey, upload.content);
        const payload: TPropertyImportPayload = { fileKey, fileName: upload.fileName, clientId, workspaceId: actor.workspace.tenantId };
        const job = await services.backgroundJobs.start(actor, 'property_import', `Property import: ${upload.fileName}`, payload);
        return reply.status(202).send(job);
      },
    });
  };
}

async function readUpload(part: MultipartFile): Promise<Buffer> {
  const content = await part.toBuffer().catch((error: unknown) => {
    if (part.file.truncated || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, `The file is larger than ${PROPERTY_IMPORT_MAX_BYTES / 1024 / 1024} MiB. Split it and upload each part.`, {
        file: [`The file is larger than ${PROPERTY_IMPORT_MAX_BYTES / 1024 / 1024} MiB.`],
      });
    }
    throw error;
  });
  return content;
}
