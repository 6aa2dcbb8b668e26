import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type TActionType,
  ZCreateVendorContactSchema,
  ZUpdateVendorContactSchema,
  ZVendorContactIdParamsSchema,
  ZVendorContactListQuerySchema,
  ZVendorContactPageSchema,
  ZVendorContactSchema,
} from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import type { TVendorContactsService } from './vendor-contacts.service.js';

/**
 * Any of the three contacts rights; the service asks the one of the vendor's type. A client's
 * corporate_contacts reaches the route too (client roles cannot hold vendor_contacts): what it
 * names of another tenant answers 404, and the service refuses the rest.
 */
const contacts = (action: TActionType) =>
  access.anyOf(['vendor_contacts', action], ['branch_contacts', action], ['franchise_contacts', action], ['corporate_contacts', action]);

export function vendorContactsRoutes({ vendorContacts }: { vendorContacts: TVendorContactsService }): FastifyPluginAsyncZod {
  const tags = ['vendor contacts'];
  return async (app) => {
    app.get('/v1/vendor-contacts', {
      config: { access: contacts('View') },
      schema: {
        tags,
        summary: "A vendor's, branch's or franchise's people with their contact type, searched and paginated",
        querystring: ZVendorContactListQuerySchema,
        response: { 200: ZVendorContactPageSchema },
      },
      handler: (request) => vendorContacts.list(actorOf(request), request.query),
    });

    app.post('/v1/vendor-contacts', {
      config: { access: contacts('Create') },
      schema: {
        tags,
        summary: 'Add a person to a vendor, branch or franchise as a contact; an authorized one is invited',
        body: ZCreateVendorContactSchema,
        response: { 201: ZVendorContactSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await vendorContacts.create(actorOf(request), request.body)),
    });

    app.patch('/v1/vendor-contacts/:id', {
      config: { access: contacts('Edit') },
      schema: {
        tags,
        summary: "Change a vendor contact's name, phone or contact type",
        params: ZVendorContactIdParamsSchema,
        body: ZUpdateVendorContactSchema,
        response: { 200: ZVendorContactSchema },
      },
      handler: (request) => vendorContacts.update(actorOf(request), request.params.id, request.body),
    });

    app.delete('/v1/vendor-contacts/:id', {
      config: { access: contacts('Delete') },
      schema: {
        tags,
        summary: 'Remove a vendor contact (the person is deleted, their history kept)',
        params: ZVendorContactIdParamsSchema,
        response: { 204: z.null() },
      },
      handler: async (request, reply) => {
        await vendorContacts.remove(actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
