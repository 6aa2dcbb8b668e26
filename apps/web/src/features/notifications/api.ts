import {
  ZNotificationPageSchema,
  ZNotificationPreferencesSchema,
  ZNotificationSchema,
  ZNotificationSummarySchema,
  type TNotification,
  type TNotificationPage,
  type TNotificationPreferences,
  type TNotificationPreferencesInput,
  type TNotificationSummary,
} from '@procura/shared';
import { http } from '../../lib/http';

/**
 * The bell's count. The answer carries an ETag and `no-cache`: the browser revalidates each poll
 * with If-None-Match and an unchanged count comes back as a 304 without a body.
 */
export async function getNotificationSummary(signal?: AbortSignal): Promise<TNotificationSummary> {
  return ZNotificationSummarySchema.parse(await http.get('/notifications/summary', undefined, { signal }));
}

export async function listNotifications(query: { page: number; limit: number; unread?: 'true' }, signal?: AbortSignal): Promise<TNotificationPage> {
  return ZNotificationPageSchema.parse(await http.get('/notifications', query, { signal }));
}

export async function markNotificationRead(id: string): Promise<TNotification> {
  return ZNotificationSchema.parse(await http.post(`/notifications/${encodeURIComponent(id)}/read`));
}

export async function markAllNotificationsRead(): Promise<{ updated: number }> {
  return http.post('/notifications/read-all');
}

export async function getNotificationPreferences(signal?: AbortSignal): Promise<TNotificationPreferences> {
  return ZNotificationPreferencesSchema.parse(await http.get('/notifications/preferences', undefined, { signal }));
}

export async function saveNotificationPreferences(input: TNotificationPreferencesInput): Promise<TNotificationPreferences> {
  return ZNotificationPreferencesSchema.parse(await http.put('/notifications/preferences', input));
}
