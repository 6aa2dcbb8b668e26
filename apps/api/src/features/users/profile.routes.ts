import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZItemsPerPageSchema, ZProfileSchema, ZProfileUpdateSchema } from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import { recordAudit } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import type { TPlatform } from '../../platform/platform.js';
import { withActor } from '../../platform/scope.js';
import { selectProfile, updateItemsPerPage, updateOwnDetails } from './profile.repo.js';

export function profileRoutes(platform: TPlatform): FastifyPluginAsyncZod {
  const db = platform.db;
  return async (app) => {
    app.get('/v1/users/profile', {
      config: { access: access.signedIn },
      schema: { tags: ['users'], summary: "The signed-in user's profile, roles and workspaces", response: { 200: ZProfileSchema } },
      handler: async (request) => {
        const actor = actorOf(request);
        const profile = await withActor(db, actor, (tx) => selectProfile(tx, actor.userId));
        if (!profile) throw notFound('User');
        return profile;
      },
    });

    app.patch('/v1/users/profile', {
      config: { access: access.signedIn },
      schema: { tags: ['users'], summary: 'Change one’s own name and phone', body: ZProfileUpdateSchema, response: { 200: ZProfileSchema } },
      handler: async (request) => {
        const actor = actorOf(request);
        const profile = await withActor(db, actor, async (tx) => {
          const before = await selectProfile(tx, actor.userId);
          await updateOwnDetails(tx, actor.userId, request.body);
          const after = await selectProfile(tx, actor.userId);
          const pick = (p: typeof before) => p && { firstName: p.firstName, lastName: p.lastName, phoneCode: p.phoneCode, phoneNumber: p.phoneNumber };
          await recordAudit(tx, actor, { entity: 'user', entityId: actor.userId, action: 'update_profile', before: pick(before), after: pick(after) });
          return after;
        });
        if (!profile) throw notFound('User');
        return profile;
      },
    });

    app.patch('/v1/users/items-per-page', {
      config: { access: access.signedIn },
      schema: { tags: ['users'], summary: 'Save the rows-per-page preference', body: ZItemsPerPageSchema, response: { 200: ZItemsPerPageSchema } },
      handler: async (request) => {
        const actor = actorOf(request);
        const itemsPerPage = await withActor(db, actor, async (tx) => {
          const saved = await updateItemsPerPage(tx, actor.userId, request.body.itemsPerPage);
          await recordAudit(tx, actor, { entity: 'user', entityId: actor.userId, action: 'update_items_per_page', after: { itemsPerPage: saved } });
          return saved;
        });
        if (itemsPerPage === undefined) throw notFound('User');
        return { itemsPerPage };
      },
    });
  };
}
