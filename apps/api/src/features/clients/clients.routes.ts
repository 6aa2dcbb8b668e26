import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZClientDetailSchema,
  ZHistoryPageSchema,
  ZHistoryQuerySchema,
  ZClientIdParamsSchema,
  ZClientListQuerySchema,
  ZClientPageSchema,
  ZClientWorkspaceListSchema,
  ZCreateClientSchema,
  ZParentCompanyInputSchema,
  ZParentCompanyListQuerySchema,
  ZParentCompanyPageSchema,
  ZParentCompanySchema,
  ZUpdateClientSchema,
  ZUpdateClientStatusSchema,
  ZUpdateThemeHeaderImageSchema,
} from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import type { TClientsService } from './clients.service.js';
import type { TParentCompaniesService } from './parent-companies.service.js';

const clientManagement = (action: 'View' | 'Create' | 'Edit' | 'Delete') => access.anyOf(['client_management', action]);
const ZParentCompanyIdParamsSchema = z.object({ id: z.uuid('Not a valid parent company id.') });

export function clientsRoutes({ clients, parentCompanies }: { clients: TClientsService; parentCompanies: TParentCompaniesService }): FastifyPluginAsyncZod {
  const tags = ['clients'];
  return async (app) => {
    app.get('/v1/clients/parent-companies', {
      config: { access: clientManagement('View') },
      schema: {
        tags,
        summary: 'Parent companies with the number of their clients, searched and paginated',
        querystring: ZParentCompanyListQuerySchema,
        response: { 200: ZParentCompanyPageSchema },
      },
      handler: (request) => parentCompanies.list(actorOf(request), request.query),
    });

    app.post('/v1/clients/parent-companies', {
      config: { access: clientManagement('Create') },
      schema: { tags, summary: 'Add a parent company (provider)', body: ZParentCompanyInputSchema, response: { 201: ZParentCompanySchema } },
      handler: async (request, reply) => reply.status(201).send(await parentCompanies.create(actorOf(request), request.body.name)),
    });

    app.patch('/v1/clients/parent-companies/:id', {
      config: { access: clientManagement('Edit') },
      schema: {
        tags,
        summary: 'Rename a parent company (provider)',
        params: ZParentCompanyIdParamsSchema,
        body: ZParentCompanyInputSchema,
        response: { 200: ZParentCompanySchema },
      },
      handler: (request) => parentCompanies.rename(actorOf(request), request.params.id, request.body.name),
    });

    app.delete('/v1/clients/parent-companies/:id', {
      config: { access: clientManagement('Delete') },
      schema: { tags, summary: 'Delete a parent company no client names (provider)', params: ZParentCompanyIdParamsSchema, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await parentCompanies.remove(actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    });

    app.get('/v1/clients/work-spaces', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "The client workspaces the caller belongs to, with each one's logo and header image",
        response: { 200: ZClientWorkspaceListSchema },
      },
      handler: (request) => clients.workspaces(actorOf(request)),
    });

    app.post('/v1/clients/update-status', {
      config: { access: clientManagement('Edit') },
      schema: {
        tags,
        summary: "Activate or deactivate a client (provider); deactivation ends its people's sign-ins",
        body: ZUpdateClientStatusSchema,
        response: { 200: ZClientDetailSchema },
      },
      handler: (request) => clients.updateStatus(actorOf(request), request.body.clientId, request.body.status),
    });

    app.post('/v1/clients/update-theme-header-image', {
      config: { access: clientManagement('Edit') },
      schema: {
        tags,
        summary: "Set or clear the header image shown at the top of the client's workspace",
        body: ZUpdateThemeHeaderImageSchema,
        response: { 200: ZClientDetailSchema },
      },
      handler: (request) => clients.updateThemeHeaderImage(actorOf(request), request.body.clientId, request.body.fileKey),
    });

    app.get('/v1/clients', {
      config: { access: clientManagement('View') },
      schema: {
        tags,
        summary: 'Clients the caller may see, searched, filtered, sorted and paginated',
        querystring: ZClientListQuerySchema,
        response: { 200: ZClientPageSchema },
      },
      handler: (request) => clients.list(actorOf(request), request.query),
    });

    app.post('/v1/clients', {
      config: { access: clientManagement('Create') },
      schema: { tags, summary: 'Add a client and its workspace (provider)', body: ZCreateClientSchema, response: { 201: ZClientDetailSchema } },
      handler: async (request, reply) => reply.status(201).send(await clients.create(actorOf(request), request.body)),
    });

    app.get('/v1/clients/:id', {
      config: { access: clientManagement('View') },
      schema: { tags, summary: 'One client', params: ZClientIdParamsSchema, response: { 200: ZClientDetailSchema } },
      handler: (request) => clients.get(actorOf(request), request.params.id),
    });

    app.patch('/v1/clients/:id', {
      config: { access: clientManagement('Edit') },
      schema: {
        tags,
        summary: "Change a client's profile (its own people: not its name or parent company)",
        params: ZClientIdParamsSchema,
        body: ZUpdateClientSchema,
        response: { 200: ZClientDetailSchema },
      },
      handler: (request) => clients.update(actorOf(request), request.params.id, request.body),
    });

    app.get('/v1/clients/:id/history', {
      config: { access: clientManagement('View') },
      schema: {
        tags,
        summary: "The client's changes, newest first",
        params: ZClientIdParamsSchema,
        querystring: ZHistoryQuerySchema,
        response: { 200: ZHistoryPageSchema },
      },
      handler: (request) => clients.history(actorOf(request), request.params.id, request.query.page, request.query.limit),
    });
  };
}
