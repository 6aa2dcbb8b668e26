import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GET_IN_TOUCH_TOO_MANY,
  ZContactRequestIdParamsSchema,
  ZContactRequestListQuerySchema,
  ZContactRequestPageSchema,
  ZContactRequestSchema,
  ZContactRequestUpdateSchema,
  ZGetInTouchFormTokenSchema,
  ZGetInTouchReceivedSchema,
  ZGetInTouchSchema,
  ZGetInTouchSettingsAnswerSchema,
  ZGetInTouchSettingsSchema,
  ZHistoryPageSchema,
  ZHistoryQuerySchema,
} from '@procura/shared';
import type { TConfig } from '../../config.js';
import { access, actorOf } from '../../platform/access.js';
import { tooManyRequests } from '../../platform/errors.js';
import type { TGetInTouchService } from './get-in-touch.service.js';

/**
 * Get in touch (docs/product.md "Get in touch", docs/api.md): the public form's two routes and
 * the provider's list of requests. The service refuses anyone but the provider's workspace.
 */
export function getInTouchRoutes(config: TConfig, { getInTouch }: { getInTouch: TGetInTouchService }): FastifyPluginAsyncZod {
  const tags = ['get in touch'];
  return async (app) => {
    app.get('/v1/public/get-in-touch/form-token', {
      config: { access: access.public, rateLimit: { max: config.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'A signed token of when the form loaded, sent back with the request (a form sent too soon after is a script’s)',
        security: [],
        response: { 200: ZGetInTouchFormTokenSchema },
      },
      handler: async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return getInTouch.formToken();
      },
    });

    app.post('/v1/public/get-in-touch', {
      config: {
        access: access.public,
        // Per client address (a route's own limit is keyed by address, platform/rate-limit.ts).
        rateLimit: {
          max: config.GET_IN_TOUCH_PER_HOUR,
          timeWindow: '1 hour',
          errorResponseBuilder: (_request, context) => tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000)), GET_IN_TOUCH_TOO_MANY),
        },
      },
      schema: {
        tags,
        summary:
          'Send a get-in-touch request: kept, mailed to the provider’s inbox and acknowledged to the sender; a honeypot or a too-quick form gets the same answer and nothing is kept',
        security: [],
        body: ZGetInTouchSchema,
        response: { 201: ZGetInTouchReceivedSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await getInTouch.submit(request.body)),
    });

    app.get('/v1/contact-requests', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Get-in-touch requests (provider): paged, sorted, searched by name, company or e-mail, filtered by status',
        querystring: ZContactRequestListQuerySchema,
        response: { 200: ZContactRequestPageSchema },
      },
      handler: async (request) => getInTouch.list(actorOf(request), request.query),
    });

    app.get('/v1/contact-requests/:id', {
      config: { access: access.signedIn },
      schema: { tags, summary: 'One get-in-touch request (provider)', params: ZContactRequestIdParamsSchema, response: { 200: ZContactRequestSchema } },
      handler: async (request) => getInTouch.get(actorOf(request), request.params.id),
    });

    app.get('/v1/contact-requests/:id/history', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Every change to one get-in-touch request: its arrival and each status move (provider)',
        params: ZContactRequestIdParamsSchema,
        querystring: ZHistoryQuerySchema,
        response: { 200: ZHistoryPageSchema },
      },
      handler: async (request) => getInTouch.history(actorOf(request), request.params.id, request.query.page, request.query.limit),
    });

    app.patch('/v1/contact-requests/:id', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Move a request to new, contacted, converted or closed (provider); converted may name the client it became',
        params: ZContactRequestIdParamsSchema,
        body: ZContactRequestUpdateSchema,
        response: { 200: ZContactRequestSchema },
      },
      handler: async (request) => getInTouch.update(actorOf(request), request.params.id, request.body),
    });

    app.post('/v1/contact-requests/:id/vendor-invitation', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Invite the sender to register as a vendor (provider): the registration link is e-mailed, the request becomes converted',
        params: ZContactRequestIdParamsSchema,
        response: { 200: ZContactRequestSchema },
      },
      handler: async (request) => getInTouch.inviteVendor(actorOf(request), request.params.id),
    });

    app.get('/v1/contact-request-settings', {
      config: { access: access.signedIn },
      schema: { tags, summary: 'Where new requests are mailed (provider)', response: { 200: ZGetInTouchSettingsAnswerSchema } },
      handler: async (request) => getInTouch.settings(actorOf(request)),
    });

    app.put('/v1/contact-request-settings', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Set the inbox new requests are mailed to (provider); empty stops the mail',
        body: ZGetInTouchSettingsSchema,
        response: { 200: ZGetInTouchSettingsAnswerSchema },
      },
      handler: async (request) => getInTouch.saveSettings(actorOf(request), request.body),
    });
  };
}
