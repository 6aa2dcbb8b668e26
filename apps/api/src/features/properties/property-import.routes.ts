import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBackgroundJobSchema, ZPropertyImportRequestSchema } from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import { notFound } from '../../platform/errors.js';
import type { TPlatform } from '../../platform/platform.js';
import type { TServices } from '../../services.js';
import type { TPropertyImportPayload } from './property-import.jobs.js';
import { findImportClient } from './property-import.lookups.js';
import { assertSafePropertyFile } from './property-import.parse.js';

export function propertyImportRoutes(platform: TPlatform, services: Pick<TServices, 'backgroundJobs' | 'storage'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/v1/properties/import', {
      config: { access: access.anyOf(['property_management', 'Create']) },
      schema: {
        tags: ['properties'],
        summary:
          'Import properties from an uploaded CSV or XLSX file (category `property_import`, optionally all for one client) as a background job; its result is a row-by-row report',
        body: ZPropertyImportRequestSchema,
        response: { 202: ZBackgroundJobSchema },
      },
      handler: async (request, reply) => {
        const actor = actorOf(request);
        const { fileKey } = request.body;
        const clientId = request.body.clientId?.toLowerCase() ?? null;
        // Another tenant's client (or one outside the workspace) is not found, as everywhere.
        if (clientId && !(await findImportClient(platform.db, actor, clientId))) throw notFound('Client');
        // The uploader's own checked upload, read at most to its category's limit (16 MB).
        const file = await services.storage.readFile(actor, fileKey, { categories: ['property_import'], field: 'fileKey' });
        await assertSafePropertyFile(file.fileName, file.bytes);
        const payload: TPropertyImportPayload = { fileKey, fileName: file.fileName, clientId, workspaceId: actor.workspace.tenantId };
        const job = await services.backgroundJobs.start(actor, 'property_import', `Property import: ${file.fileName}`, payload);
        return reply.status(202).send(job);
      },
    });
  };
}
