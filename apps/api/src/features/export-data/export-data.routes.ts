import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can, ZBackgroundJobSchema, ZExportRequestSchema, type TActionType, type TExportableEntity, type TPermissionType } from '@procura/shared';
import { access, actorOf, peoplePairs } from '../../platform/access.js';
import { forbidden } from '../../platform/errors.js';
import type { TPlatform } from '../../platform/platform.js';
import { presentJob } from '../background-jobs/background-jobs.repo.js';
import { usersExportJob, type TExportPayload } from './export-data.jobs.js';


/** What each export needs: View on any permission type that shows those rows. */
const EXPORT_ACCESS: Record<TExportableEntity, readonly (readonly [TPermissionType, TActionType])[]> = {
  users: peoplePairs('View'),
};

const TITLES: Record<TExportableEntity, string> = { users: 'Users export' };

export function exportDataRoutes(platform: TPlatform): FastifyPluginAsyncZod {
  platform.jobs.register('data_export', usersExportJob(platform));
  return async (app) => {
    app.post('/v1/export-data', {
      // Which permission applies depends on the entity, checked below from EXPORT_ACCESS.
      config: { access: access.anyOf(...Object.values(EXPORT_ACCESS).flat()) },
      schema: { tags: ['export'], summary: 'Start an export as a background job', body: ZExportRequestSchema, response: { 202: ZBackgroundJobSchema } },
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
