import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZServiceBulkResponseSchema,
  ZServiceBulkSchema,
  ZServiceCategoryIdParamsSchema,
  ZServiceCategoryInputSchema,
  ZServiceCategorySchema,
  ZServiceCategoryUpdateSchema,
  ZServiceIdParamsSchema,
  ZServiceInputSchema,
  ZServiceListQuerySchema,
  ZServiceOptionSchema,
  ZServicePageSchema,
  ZServiceSchema,
  ZServiceUpdateSchema,
  type TActionType,
} from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import type { TServicesService } from './services.service.js';

/** Writes need service_management; the service also requires the provider's workspace. */
const manage = (action: TActionType) => access.anyOf(['service_management', action]);

export function servicesRoutes({ services }: { services: TServicesService }): FastifyPluginAsyncZod {
  return async (app) => {
    const categoryTags = ['service-categories'];
    app.get('/v1/service-categories', {
      // Everyone signed in reads the catalogue: vendors pick what they offer, clients what they need.
      config: { access: access.signedIn },
      schema: {
        tags: categoryTags,
        summary: 'Every service category with its service counts, in display order',
        response: { 200: z.array(ZServiceCategorySchema) },
      },
      handler: async (request) => services.listCategories(actorOf(request)),
    });

    app.post('/v1/service-categories', {
      config: { access: manage('Create') },
      schema: { tags: categoryTags, summary: 'Add a category (provider)', body: ZServiceCategoryInputSchema, response: { 201: ZServiceCategorySchema } },
      handler: async (request, reply) => reply.status(201).send(await services.createCategory(actorOf(request), request.body)),
    });

    app.patch('/v1/service-categories/:id', {
      config: { access: manage('Edit') },
      schema: {
        tags: categoryTags,
        summary: 'Rename or reorder a category (provider)',
        params: ZServiceCategoryIdParamsSchema,
        body: ZServiceCategoryUpdateSchema,
        response: { 200: ZServiceCategorySchema },
      },
      handler: async (request) => services.updateCategory(actorOf(request), request.params.id, request.body),
    });

    app.delete('/v1/service-categories/:id', {
      config: { access: manage('Delete') },
      schema: {
        tags: categoryTags,
        summary: 'Delete an empty category (409 while services use it)',
        params: ZServiceCategoryIdParamsSchema,
        response: { 204: z.null() },
      },
      handler: async (request, reply) => {
        await services.removeCategory(actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    });

    const tags = ['services'];
    app.get('/v1/services', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Services, paginated, searched, filtered and sorted',
        querystring: ZServiceListQuerySchema,
        response: { 200: ZServicePageSchema },
      },
      handler: async (request) => {
        const { data, total } = await services.list(actorOf(request), request.query);
        return { data, total, page: request.query.page, limit: request.query.limit };
      },
    });

    app.get('/v1/services/all', {
      config: { access: access.signedIn },
      schema: { tags, summary: 'Every active service with its category, for pickers', response: { 200: z.array(ZServiceOptionSchema) } },
      handler: async (request) => services.all(actorOf(request)),
    });

    app.post('/v1/services/bulk', {
      config: { access: manage('Create') },
      schema: {
        tags,
        summary: 'Add up to 500 services; good rows are created, bad ones reported by field',
        body: ZServiceBulkSchema,
        response: { 200: ZServiceBulkResponseSchema },
      },
      handler: async (request) => services.bulkCreate(actorOf(request), request.body),
    });

    app.get('/v1/services/:id', {
      config: { access: access.signedIn },
      schema: { tags, summary: 'One service', params: ZServiceIdParamsSchema, response: { 200: ZServiceSchema } },
      handler: async (request) => services.get(actorOf(request), request.params.id),
    });

    app.post('/v1/services', {
      config: { access: manage('Create') },
      schema: { tags, summary: 'Add a service (provider)', body: ZServiceInputSchema, response: { 201: ZServiceSchema } },
      handler: async (request, reply) => reply.status(201).send(await services.create(actorOf(request), request.body)),
    });

    app.patch('/v1/services/:id', {
      config: { access: manage('Edit') },
      schema: {
        tags,
        summary: 'Change a service, or (de)activate it with status',
        params: ZServiceIdParamsSchema,
        body: ZServiceUpdateSchema,
        response: { 200: ZServiceSchema },
      },
      handler: async (request) => services.update(actorOf(request), request.params.id, request.body),
    });

    app.delete('/v1/services/:id', {
      config: { access: manage('Delete') },
      schema: { tags, summary: 'Delete a service no property requires (409 otherwise)', params: ZServiceIdParamsSchema, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await services.remove(actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
