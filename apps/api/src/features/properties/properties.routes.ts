import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreatePropertyContactSchema,
  ZCreatePropertyDocumentSchema,
  ZCreatePropertySchema,
  ZCreatePropertyServiceSchema,
  ZPageQuerySchema,
  ZPropertyChildListQuerySchema,
  ZPropertyContactSchema,
  ZPropertyDetailSchema,
  ZPropertyDocumentSchema,
  ZPropertyFiltersSchema,
  ZHistoryPageSchema,
  ZMovePropertySchema,
  ZPropertyListQuerySchema,
  ZPropertyMapPointsSchema,
  ZPropertyPageSchema,
  ZPropertyServiceSchema,
  ZUpdatePropertyContactSchema,
  ZUpdatePropertyPermissionSchema,
  ZUpdatePropertySchema,
  ZUpdatePropertyServiceSchema,
  ZUserPropertiesPageSchema,
  ZUserPropertiesQuerySchema,
  ZUserPropertyPermissionSchema,
  pageOf,
  type TPropertyMapPoints,
} from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import type { TPropertiesService } from './properties.service.js';
import type { TPropertyAccessService } from './property-access.js';
import type { TPropertyContactsService } from './property-contacts.js';
import type { TPropertyDocumentsService } from './property-documents.js';
import type { TPropertyMoveService } from './property-move.js';
import type { TPropertyServicesService } from './property-services.js';

const ZIdParams = z.object({ id: z.uuid('Not a valid id.') });
const ZUserIdQuery = z.object({ userId: z.uuid('Not a valid user id.') });

export interface TPropertyRoutesDeps {
  properties: TPropertiesService;
  propertyContacts: TPropertyContactsService;
  propertyServices: TPropertyServicesService;
  propertyDocuments: TPropertyDocumentsService;
  propertyAccess: TPropertyAccessService;
  propertyMove: TPropertyMoveService;
}

/**
 * Reads are open to everyone signed in (Property Maps needs no module): the service lets
 * vendors see what is shared with them and asks the View permission of everyone else. A
 * property's contacts, services and documents are part of it: managing them is editing it.
 */
export function propertiesRoutes(deps: TPropertyRoutesDeps): FastifyPluginAsyncZod {
  const { properties, propertyContacts, propertyServices, propertyDocuments, propertyAccess, propertyMove } = deps;
  const tags = ['properties'];
  const pm = (...actions: ('Create' | 'Edit' | 'Delete' | 'View')[]) => access.anyOf(...actions.map((a) => ['property_management', a] as const));
  const contacts = (...actions: ('Create' | 'Edit' | 'Delete')[]) => access.anyOf(...actions.map((a) => ['property_contacts', a] as const));

  return async (app) => {
    app.get('/v1/properties', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Properties the caller sees: filtered, searched, sorted; offset pages with the exact total, or keyset pages by cursor',
        querystring: ZPropertyListQuerySchema,
        response: { 200: ZPropertyPageSchema },
      },
      handler: async (request) => properties.list(actorOf(request), request.query),
    });

    app.get('/v1/properties/map-points', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Every matching property with coordinates, as [id, latitude, longitude, coverage state]',
        querystring: ZPropertyFiltersSchema,
        response: { 200: ZPropertyMapPointsSchema },
      },
      handler: async (request, reply) => {
        // The database wrote the JSON; a string with a JSON type is sent as it is.
        const body = await properties.mapPoints(actorOf(request), request.query);
        return reply.type('application/json; charset=utf-8').send(body as unknown as TPropertyMapPoints);
      },
    });

    app.get('/v1/properties/user-permission', {
      config: { access: access.anyOf(['client_user_management', 'View']) },
      schema: {
        tags,
        summary: "A client person's property access: all, or only the granted properties",
        querystring: ZUserIdQuery,
        response: { 200: ZUserPropertyPermissionSchema },
      },
      handler: async (request) => propertyAccess.get(actorOf(request), request.query.userId),
    });

    app.post('/v1/properties/update-property-permission', {
      config: { access: access.anyOf(['client_user_management', 'Edit']) },
      schema: {
        tags,
        summary: "Set a client person's property access and grant or revoke properties",
        body: ZUpdatePropertyPermissionSchema,
        response: { 200: ZUserPropertyPermissionSchema },
      },
      handler: async (request) => propertyAccess.update(actorOf(request), request.body),
    });

    app.get('/v1/properties/user-properties', {
      config: { access: access.anyOf(['client_user_management', 'View']) },
      schema: {
        tags,
        summary: "The client's properties with whether each is granted to the person",
        querystring: ZUserPropertiesQuerySchema,
        response: { 200: ZUserPropertiesPageSchema },
      },
      handler: async (request) => propertyAccess.properties(actorOf(request), request.query),
    });

    app.get('/v1/properties/:id', {
      config: { access: access.signedIn },
      schema: { tags, summary: 'One property with what the caller may do with it', params: ZIdParams, response: { 200: ZPropertyDetailSchema } },
      handler: async (request) => properties.get(actorOf(request), request.params.id),
    });

    app.get('/v1/properties/:id/history', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Every change to the property, its contacts, services and documents',
        params: ZIdParams,
        querystring: ZPageQuerySchema,
        response: { 200: ZHistoryPageSchema },
      },
      handler: async (request) => properties.history(actorOf(request), request.params.id, request.query.page, request.query.limit),
    });

    app.post('/v1/properties', {
      config: { access: pm('Create') },
      schema: {
        tags,
        summary: 'Add a property; coordinates default to the ZIP or city centre',
        body: ZCreatePropertySchema,
        response: { 201: ZPropertyDetailSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await properties.create(actorOf(request), request.body)),
    });

    app.patch('/v1/properties/:id', {
      config: { access: pm('Edit') },
      schema: { tags, summary: 'Change a property', params: ZIdParams, body: ZUpdatePropertySchema, response: { 200: ZPropertyDetailSchema } },
      handler: async (request) => properties.update(actorOf(request), request.params.id, request.body),
    });

    app.post('/v1/properties/:id/move', {
      config: { access: pm('Edit') },
      schema: {
        tags,
        summary:
          "The provider files a property under another client: its services and documents move with it, the old client's access grants end; its contacts and scopes of the old client must be removed first (409)",
        params: ZIdParams,
        body: ZMovePropertySchema,
        response: { 200: ZPropertyDetailSchema },
      },
      handler: async (request) => propertyMove.move(actorOf(request), request.params.id, request.body),
    });

    app.delete('/v1/properties/:id', {
      config: { access: pm('Delete') },
      schema: {
        tags,
        summary: 'Delete a property without required services or documents (otherwise deactivate it)',
        params: ZIdParams,
        response: { 204: z.null() },
      },
      handler: async (request, reply) => {
        await properties.remove(actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    });

    // Contacts ------------------------------------------------------------------------------
    app.get('/v1/property-contacts', {
      config: { access: access.signedIn },
      schema: { tags, summary: "A property's contacts", querystring: ZPropertyChildListQuerySchema, response: { 200: pageOf(ZPropertyContactSchema) } },
      handler: async (request) => propertyContacts.list(actorOf(request), request.query.propertyId, request.query.page, request.query.limit),
    });

    app.post('/v1/property-contacts', {
      config: { access: contacts('Create', 'Edit') },
      schema: {
        tags,
        summary: "Link one of the client's people, or add a new contact person",
        body: ZCreatePropertyContactSchema,
        response: { 201: ZPropertyContactSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await propertyContacts.create(actorOf(request), request.body)),
    });

    app.patch('/v1/property-contacts/:id', {
      config: { access: contacts('Edit') },
      schema: {
        tags,
        summary: "Change a property contact's type",
        params: ZIdParams,
        body: ZUpdatePropertyContactSchema,
        response: { 200: ZPropertyContactSchema },
      },
      handler: async (request) => propertyContacts.update(actorOf(request), request.params.id, request.body.contactType),
    });

    app.delete('/v1/property-contacts/:id', {
      config: { access: contacts('Delete', 'Edit') },
      schema: { tags, summary: 'Unlink a contact from the property (the person stays)', params: ZIdParams, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await propertyContacts.remove(actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    });

    // Required services ---------------------------------------------------------------------
    app.get('/v1/property-services', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "A property's required services",
        querystring: ZPropertyChildListQuerySchema,
        response: { 200: pageOf(ZPropertyServiceSchema) },
      },
      handler: async (request) => propertyServices.list(actorOf(request), request.query.propertyId, request.query.page, request.query.limit),
    });

    app.post('/v1/property-services', {
      config: { access: pm('Create', 'Edit') },
      schema: { tags, summary: 'Require a catalogue service at a property', body: ZCreatePropertyServiceSchema, response: { 201: ZPropertyServiceSchema } },
      handler: async (request, reply) => reply.status(201).send(await propertyServices.create(actorOf(request), request.body)),
    });

    app.patch('/v1/property-services/:id', {
      config: { access: pm('Edit') },
      schema: {
        tags,
        summary: 'Change how often or when a service is required',
        params: ZIdParams,
        body: ZUpdatePropertyServiceSchema,
        response: { 200: ZPropertyServiceSchema },
      },
      handler: async (request) => propertyServices.update(actorOf(request), request.params.id, request.body),
    });

    app.delete('/v1/property-services/:id', {
      config: { access: pm('Delete', 'Edit') },
      schema: { tags, summary: 'No longer require a service at the property', params: ZIdParams, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await propertyServices.remove(actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    });

    // Documents -----------------------------------------------------------------------------
    app.get('/v1/property-documents', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "A property's documents (the /property-related-docs deep link)",
        querystring: ZPropertyChildListQuerySchema,
        response: { 200: pageOf(ZPropertyDocumentSchema) },
      },
      handler: async (request) => propertyDocuments.list(actorOf(request), request.query.propertyId, request.query.page, request.query.limit),
    });

    app.post('/v1/property-documents', {
      config: { access: pm('Create', 'Edit') },
      schema: {
        tags,
        summary: 'Attach an uploaded file (category property_document) to a property',
        body: ZCreatePropertyDocumentSchema,
        response: { 201: ZPropertyDocumentSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await propertyDocuments.create(actorOf(request), request.body)),
    });

    app.delete('/v1/property-documents/:id', {
      config: { access: pm('Delete', 'Edit') },
      schema: { tags, summary: 'Remove a document from the property', params: ZIdParams, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await propertyDocuments.remove(actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
