import crypto from 'node:crypto';
import { notificationEvents, notifications } from '../../src/db/schema/notifications.js';
import { systemDb } from '../../src/platform/system-db.js';
import type { TTestApp } from '../harness.js';

/**
 * A notification delivered to `userId`, written as the system (as factories.ts does): the
 * matrix's foreign id for the notification routes, without a whole event's chain behind it.
 */
export async function notificationFor(t: TTestApp, userId: string): Promise<string> {
  const db = systemDb(t.platform.database);
  const [event] = await db
    .insert(notificationEvents)
    .values({
      tenantId: t.world.providerTenantId,
      kind: 'job_finished',
      subjectType: 'background_job',
      subjectId: crypto.randomUUID(),
      title: 'Not yours',
      body: 'A notification of another person.',
      link: '/dashboard',
      audienceUserIds: [userId],
      mailed: false,
      fannedOutAt: new Date(),
    })
    .returning({ id: notificationEvents.id, kind: notificationEvents.kind, title: notificationEvents.title });
  const [row] = await db
    .insert(notifications)
    .values({
      eventId: event.id,
      userId,
      kind: event.kind,
      title: event.title,
      body: 'A notification of another person.',
      link: '/dashboard',
      emailMode: 'off',
    })
    .returning({ id: notifications.id });
  return row.id;
}
