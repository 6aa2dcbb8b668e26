import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCheckEmailsResponseSchema,
  ZCheckEmailsSchema,
  ZCreateUserSchema,
  ZDeleteUsersQuerySchema,
  ZUpdateContactTypeSchema,
  ZUpdateUserSchema,
  ZUserIdParamsSchema,
  ZUserListItemSchema,
  ZUserListQuerySchema,
  ZUserOptionSchema,
  ZUserPageSchema,
  ZUserSearchQuerySchema,
  ZHistoryPageSchema,
  ZHistoryQuerySchema,
} from '@procura/shared';
import { actorOf } from '../../platform/access.js';
import type { TUsersService } from './users.service.js';
import { peopleAccess } from './people-access.js';

const people = peopleAccess;

export function usersRoutes({ users }: { users: TUsersService }): FastifyPluginAsyncZod {
  const tags = ['users'];
  return async (app) => {
    app.get('/v1/users', {
      config: { access: people('View') },
      schema: {
        tags,
        summary: 'People the caller may see, paginated, searched, filtered and sorted',
        querystring: ZUserListQuerySchema,
        response: { 200: ZUserPageSchema },
      },
      handler: async (request) => {
        const { data, total } = await users.list(actorOf(request), request.query);
        return { data, total, page: request.query.page, limit: request.query.limit };
      },
    });

    app.get('/v1/users/search', {
      config: { access: people('View') },
      schema: { tags, summary: 'Type-ahead for user pickers', querystring: ZUserSearchQuerySchema, response: { 200: z.array(ZUserOptionSchema) } },
      handler: async (request) => users.search(actorOf(request), request.query.search, request.query.tenantId, request.query.limit),
    });

    app.post('/v1/users/check-emails', {
      config: { access: people('Create') },
      schema: { tags, summary: 'Which of these e-mails are taken', body: ZCheckEmailsSchema, response: { 200: ZCheckEmailsResponseSchema } },
      handler: async (request) => ({ taken: await users.checkEmails(actorOf(request), request.body.emails) }),
    });

    app.get('/v1/users/:id', {
      config: { access: people('View') },
      schema: { tags, summary: 'One person', params: ZUserIdParamsSchema, response: { 200: ZUserListItemSchema } },
      handler: async (request) => users.get(actorOf(request), request.params.id),
    });

    app.get('/v1/users/:id/history', {
      config: { access: people('View') },
      schema: {
        tags,
        summary: 'Every change to the person',
        params: ZUserIdParamsSchema,
        querystring: ZHistoryQuerySchema,
        response: { 200: ZHistoryPageSchema },
      },
      handler: async (request) => users.history(actorOf(request), request.params.id, request.query.page, request.query.limit),
    });

    app.post('/v1/users', {
      config: { access: people('Create') },
      schema: { tags, summary: 'Add a person; authorized ones are invited by e-mail', body: ZCreateUserSchema, response: { 201: ZUserListItemSchema } },
      handler: async (request, reply) => reply.status(201).send(await users.createPerson(actorOf(request), request.body)),
    });

    app.patch('/v1/users/:id', {
      config: { access: people('Edit') },
      schema: { tags, summary: 'Change a person', params: ZUserIdParamsSchema, body: ZUpdateUserSchema, response: { 200: ZUserListItemSchema } },
      handler: async (request) => users.update(actorOf(request), request.params.id, request.body),
    });

    app.delete('/v1/users', {
      config: { access: people('Delete') },
      schema: { tags, summary: 'Delete one or many people (history kept)', querystring: ZDeleteUsersQuerySchema, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await users.remove(actorOf(request), request.query.ids);
        return reply.status(204).send(null);
      },
    });

    app.post('/v1/users/deactivate-user/:id', {
      config: { access: people('Edit') },
      schema: { tags, summary: 'Deactivate: sessions end at once', params: ZUserIdParamsSchema, response: { 200: ZUserListItemSchema } },
      handler: async (request) => users.setActive(actorOf(request), request.params.id, false),
    });

    app.post('/v1/users/activate-user/:id', {
      config: { access: people('Edit') },
      schema: { tags, summary: 'Activate a deactivated person', params: ZUserIdParamsSchema, response: { 200: ZUserListItemSchema } },
      handler: async (request) => users.setActive(actorOf(request), request.params.id, true),
    });

    app.post('/v1/users/resend-invitation/:id', {
      config: { access: people('Edit') },
      schema: {
        tags,
        summary: 'Mail a fresh invitation; the old link dies',
        params: ZUserIdParamsSchema,
        response: { 202: z.object({ message: z.string() }) },
      },
      handler: async (request, reply) => {
        await users.resendInvitation(actorOf(request), request.params.id);
        return reply.status(202).send({ message: 'The invitation has been sent again.' });
      },
    });

    app.patch('/v1/users/update-contact-type/:id', {
      config: { access: people('Edit') },
      schema: {
        tags,
        summary: "Change a person's contact type",
        params: ZUserIdParamsSchema,
        body: ZUpdateContactTypeSchema,
        response: { 200: ZUserListItemSchema },
      },
      handler: async (request) => users.updateContactType(actorOf(request), request.params.id, request.body.contactType),
    });
  };
}
