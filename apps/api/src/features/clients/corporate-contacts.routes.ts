import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCorporateContactIdParamsSchema,
  ZCorporateContactListQuerySchema,
  ZCorporateContactPageSchema,
  ZCorporateContactSchema,
  ZCreateCorporateContactSchema,
  ZUpdateCorporateContactSchema,
} from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import type { TCorporateContactsService } from './corporate-contacts.service.js';

const contacts = (action: 'View' | 'Create' | 'Edit' | 'Delete') => access.anyOf(['corporate_contacts', action]);

export function corporateContactsRoutes({ corporateContacts }: { corporateContacts: TCorporateContactsService }): FastifyPluginAsyncZod {
  const tags = ['corporate contacts'];
  return async (app) => {
    app.get('/v1/corporate-contacts', {
      config: { access: contacts('View') },
      schema: {
        tags,
        summary: "A client's people with their contact type, searched and paginated",
        querystring: ZCorporateContactListQuerySchema,
        response: { 200: ZCorporateContactPageSchema },
      },
      handler: (request) => corporateContacts.list(actorOf(request), request.query),
    });

    app.post('/v1/corporate-contacts', {
      config: { access: contacts('Create') },
      schema: {
        tags,
        summary: 'Add a person to a client as a contact; an authorized one is invited',
        body: ZCreateCorporateContactSchema,
        response: { 201: ZCorporateContactSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await corporateContacts.create(actorOf(request), request.body)),
    });

    app.patch('/v1/corporate-contacts/:id', {
      config: { access: contacts('Edit') },
      schema: {
        tags,
        summary: "Change a contact's name, phone or contact type",
        params: ZCorporateContactIdParamsSchema,
        body: ZUpdateCorporateContactSchema,
        response: { 200: ZCorporateContactSchema },
      },
      handler: (request) => corporateContacts.update(actorOf(request), request.params.id, request.body),
    });

    app.delete('/v1/corporate-contacts/:id', {
      config: { access: contacts('Delete') },
      schema: {
        tags,
        summary: 'Remove a contact (the person is deleted, their history kept)',
        params: ZCorporateContactIdParamsSchema,
        response: { 204: z.null() },
      },
      handler: async (request, reply) => {
        await corporateContacts.remove(actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
