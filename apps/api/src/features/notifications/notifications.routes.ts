import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZNotificationPageSchema,
  ZNotificationPreferencesInputSchema,
  ZNotificationPreferencesSchema,
  ZNotificationQuerySchema,
  ZNotificationSchema,
  ZNotificationSummarySchema,
} from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import type { TNotificationsService } from './notifications.service.js';

const tags = ['notifications'];
const ZIdParamsSchema = z.object({ id: z.uuid('Not a valid notification id.') });

export function notificationsRoutes({ notifications }: { notifications: TNotificationsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/v1/notifications', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "The caller's notifications, newest first, with the unread count",
        querystring: ZNotificationQuerySchema,
        response: { 200: ZNotificationPageSchema },
      },
      handler: async (request) => notifications.list(actorOf(request), request.query),
    });

    // The bell polls this: its ETag changes only when the unread count or the newest unread does,
    // so an unchanged answer is a 304 with no body (docs/notifications.md "The bell").
    app.get('/v1/notifications/summary', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'The unread count, for the bell (ETag; 304 when unchanged)',
        response: { 200: ZNotificationSummarySchema, 304: z.null().describe('Unchanged since the ETag sent') },
      },
      handler: async (request, reply) => {
        const summary = await notifications.summary(actorOf(request));
        const etag = `"${crypto
          .createHash('sha1')
          .update(`${summary.unread}:${summary.latestAt ?? ''}`)
          .digest('base64url')}"`;
        reply.header('etag', etag).header('cache-control', 'private, no-cache');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
        return summary;
      },
    });

    app.post('/v1/notifications/read-all', {
      config: { access: access.signedIn },
      schema: { tags, summary: "Marks every one of the caller's notifications read", response: { 200: z.object({ updated: z.number().int() }) } },
      handler: async (request) => notifications.markAllRead(actorOf(request)),
    });

    app.post('/v1/notifications/:id/read', {
      config: { access: access.signedIn },
      schema: { tags, summary: 'Marks one notification read', params: ZIdParamsSchema, response: { 200: ZNotificationSchema } },
      handler: async (request) => notifications.markRead(actorOf(request), request.params.id),
    });

    app.get('/v1/notifications/preferences', {
      config: { access: access.signedIn },
      schema: { tags, summary: "The caller's e-mail setting per kind", response: { 200: ZNotificationPreferencesSchema } },
      handler: async (request) => notifications.preferences(actorOf(request)),
    });

    app.put('/v1/notifications/preferences', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "Saves the caller's e-mail setting per kind",
        body: ZNotificationPreferencesInputSchema,
        response: { 200: ZNotificationPreferencesSchema },
      },
      handler: async (request) => notifications.savePreferences(actorOf(request), request.body),
    });
  };
}
