import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZItemsPerPageSchema, ZProfileSchema, ZProfileUpdateSchema } from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import type { TProfileService } from './profile.service.js';

export function profileRoutes({ profile }: { profile: TProfileService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/v1/users/profile', {
      config: { access: access.signedIn },
      schema: { tags: ['users'], summary: "The signed-in user's profile, roles in the active workspace, and workspaces", response: { 200: ZProfileSchema } },
      handler: (request) => profile.get(actorOf(request)),
    });

    app.patch('/v1/users/profile', {
      config: { access: access.signedIn },
      schema: { tags: ['users'], summary: 'Change one’s own name and phone', body: ZProfileUpdateSchema, response: { 200: ZProfileSchema } },
      handler: (request) => profile.update(actorOf(request), request.body),
    });

    app.patch('/v1/users/items-per-page', {
      config: { access: access.signedIn },
      schema: { tags: ['users'], summary: 'Save the rows-per-page preference', body: ZItemsPerPageSchema, response: { 200: ZItemsPerPageSchema } },
      handler: (request) => profile.setItemsPerPage(actorOf(request), request.body.itemsPerPage),
    });
  };
}
