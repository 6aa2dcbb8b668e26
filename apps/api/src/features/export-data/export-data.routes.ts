import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can, EXPORT_FORMATS, ZBackgroundJobSchema, type TActionType, type TPermissionType } from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import { forbidden } from '../../platform/errors.js';
import type { TPlatform } from '../../platform/platform.js';
import { presentJob } from '../background-jobs/background-jobs.repo.js';
import { usersExportJob, type TExportPayload } from './export-data.jobs.js';

const EXPORTABLE = ['users'] as const;
type TExportable = (typeof EXPORTABLE)[number];

/** What each export needs: View on any permission type that shows those rows. */
const EXPORT_ACCESS: Record<TExportable, readonly (readonly [TPermissionType, TActionType])[]> = {
  users: [
    ['connexus_user_management', 'View'],
    ['client_user_management', 'View'],
    ['vendor_user_management', 'View'],
    ['branch_contacts', 'View'],
    ['franchise_contacts', 'View'],
  ],
};

const ZExportBodySchema = z.object({
  entity: z.enum(EXPORTABLE),
  format: z.enum(EXPORT_FORMATS).default('xlsx'),
});

const TITLES: Record<TExportable, string> = { users: 'Users export' };

export function exportDataRoutes(platform: TPlatform): FastifyPluginAsyncZod {
  platform.jobs.register('data_export', usersExportJob(platform));
  return async (app) => {
    app.post('/v1/export-data', {
      // Which permission applies depends on the entity, checked below from EXPORT_ACCESS.
      config: { access: access.anyOf(...Object.values(EXPORT_ACCESS).flat()) },
      schema: { tags: ['export'], summary: 'Start an export as a background job', body: ZExportBodySchema, response: { 202: ZBackgroundJobSchema } },
      handler: async (request, reply) => {
        const actor = actorOf(request);
        const { entity, format } = request.body;
        if (!EXPORT_ACCESS[entity].some(([type, action]) => can(actor.permissions, type, action))) throw forbidden();
        const payload: TExportPayload = { entity, format, workspaceId: actor.workspace.tenantId };
        const job = await platform.jobs.enqueue(actor, 'data_export', `${TITLES[entity]} (${format.toUpperCase()})`, payload);
        return reply.status(202).send(presentJob(job));
      },
    });
  };
}
