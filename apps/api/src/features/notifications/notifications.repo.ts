import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TNotificationEmailMode, TNotificationKind, TNotificationQuery } from '@procura/shared';
import { notificationEvents, notificationPreferences, notifications } from '../../db/schema/notifications.js';
import { likePattern, type TExecutor, type TScopedTx } from '../../platform/database.js';
import { pageSize } from '../../db/page-size.js';

/*
 * A person's own notifications and settings (docs/notifications.md), read and changed in their
 * scope: row security holds each row to its person, so another's is simply not found.
 */

export type TNotificationRow = typeof notifications.$inferSelect;

/** What a change tells, written into the outbox in the change's own transaction. */
export interface TOutboxEvent {
  tenantId: string;
  kind: TNotificationKind;
  subjectType: string;
  subjectId: string;
  title: string;
  body: string;
  link: string;
  audienceTenantIds?: string[];
  audienceProvider?: boolean;
  audienceUserIds?: string[];
  actorUserId?: string | null;
  mailed?: boolean;
  dedupeKey?: string;
}

const own = (userId: string) => eq(notifications.userId, userId);

export const notificationsRepo = {
  /** Into the outbox; an event already published under the same key is not published again. */
  async publish(tx: TScopedTx | TExecutor, event: TOutboxEvent): Promise<string | null> {
    const [row] = await tx
      .insert(notificationEvents)
      .values({
        tenantId: event.tenantId,
        kind: event.kind,
        subjectType: event.subjectType,
        subjectId: event.subjectId,
        title: event.title,
        body: event.body,
        link: event.link,
        audienceTenantIds: event.audienceTenantIds ?? [],
        audienceProvider: event.audienceProvider ?? false,
        audienceUserIds: event.audienceUserIds ?? [],
        actorUserId: event.actorUserId ?? null,
        mailed: event.mailed ?? true,
        dedupeKey: event.dedupeKey ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: notificationEvents.id });
    return row?.id ?? null;
  },

  async page(tx: TScopedTx, userId: string, query: TNotificationQuery): Promise<{ rows: TNotificationRow[]; total: number }> {
    const where: SQL[] = [own(userId)];
    if (query.unread === 'true') where.push(isNull(notifications.readAt));
    if (query.unread === 'false') where.push(sql`${notifications.readAt} is not null`);
    if (query.kind) where.push(eq(notifications.kind, query.kind));
    if (query.search) {
      const pattern = likePattern(query.search);
      where.push(or(ilike(notifications.title, pattern), ilike(notifications.body, pattern)) as SQL);
    }
    const rows = await tx
      .select({ row: notifications, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(notifications)
      .where(and(...where))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(pageSize(query.limit))
      .offset((query.page - 1) * query.limit);
    return { rows: rows.map((r) => r.row), total: rows[0]?.total ?? 0 };
  },

  async summary(tx: TScopedTx, userId: string): Promise<{ unread: number; latestAt: Date | null }> {
    const [row] = await tx
      .select({ unread: count(), latestAt: sql<Date | null>`max(${notifications.createdAt})`.mapWith((v: string | Date | null) => (v ? new Date(v) : null)) })
      .from(notifications)
      .where(and(own(userId), isNull(notifications.readAt)));
    return { unread: row?.unread ?? 0, latestAt: row?.latestAt ?? null };
  },

  /** Marks one read (a second time keeps the first time); undefined when it is not the person's. */
  async markRead(tx: TScopedTx, userId: string, id: string): Promise<TNotificationRow | undefined> {
    const [row] = await tx
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(own(userId), eq(notifications.id, id)))
      .returning();
    return row;
  },

  async markAllRead(tx: TScopedTx, userId: string): Promise<number> {
    const rows = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(own(userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return rows.length;
  },

  async preferences(tx: TScopedTx, userId: string): Promise<{ kind: string; email: string }[]> {
    return tx
      .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
  },

  async savePreference(tx: TScopedTx, userId: string, kind: TNotificationKind, email: TNotificationEmailMode): Promise<void> {
    await tx
      .insert(notificationPreferences)
      .values({ userId, kind, email })
      .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set: { email, updatedAt: new Date() } });
  },
};
