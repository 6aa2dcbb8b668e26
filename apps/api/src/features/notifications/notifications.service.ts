import {
  can,
  DEFAULT_NOTIFICATION_EMAIL_MODE,
  NOTIFICATION_KINDS,
  type TNotification,
  type TNotificationEmailMode,
  type TNotificationKind,
  type TNotificationPage,
  type TNotificationPreferences,
  type TNotificationPreferencesInput,
  type TNotificationQuery,
  type TNotificationSummary,
} from '@procura/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TActor } from '../../platform/actor.js';
import type { TExecutor, TRequestDb, TScopedTx } from '../../platform/database.js';
import { HttpError, notFound } from '../../platform/errors.js';
import type { TRouteAccess } from '../../platform/access.js';
import type { TJobQueue } from '../../platform/jobs.js';
import { withActor } from '../../platform/scope.js';
import type { TSubjectCheck } from './notifications-delivery.js';
import { notificationsRepo, type TNotificationRow, type TOutboxEvent } from './notifications.repo.js';

/** The deferred run that fans the outbox out (notifications.jobs.ts). */
export const NOTIFICATIONS_DELIVERY_TASK = 'notifications_delivery';

const present = (row: TNotificationRow): TNotification => ({
  id: row.id,
  kind: row.kind as TNotificationKind,
  title: row.title,
  body: row.body,
  link: row.link,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A feature's read as a yes or no: the record not found (or refused) under the person's scope
 * means they may not see it; anything else is a real failure and is thrown.
 */
export async function visibleThrough(read: () => Promise<unknown>): Promise<boolean> {
  try {
    await read();
    return true;
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 403)) return false;
    throw error;
  }
}

/**
 * The record as the person would open it: the route's access rule (the permission its page's
 * route asks) and then the feature's read. A person the route refuses is told nothing of it.
 */
export async function readableThrough(actor: TActor, rule: TRouteAccess, read: () => Promise<unknown>): Promise<boolean> {
  if (rule.kind === 'permission' && !rule.anyOf.some(([type, action]) => can(actor.permissions, type, action))) return false;
  return visibleThrough(read);
}

/**
 * Notifications (docs/notifications.md): features publish events into the outbox in their own
 * transaction and ask for a delivery once committed; a person reads, marks and sets theirs.
 */
export function createNotificationsService({ db, jobs, log }: { db: TRequestDb; jobs: Pick<TJobQueue, 'sendAt'>; log: FastifyBaseLogger }) {
  const subjects = new Map<string, TSubjectCheck>();

  return {
    subjects: subjects as ReadonlyMap<string, TSubjectCheck>,

    /** How the fan-out tells whether a person may see a record of `type`; a type with none reaches no one. */
    registerSubject(type: string, check: TSubjectCheck): void {
      subjects.set(type, check);
    },

    /** Writes the event into the outbox in the caller's transaction: it is told only if the change commits. */
    publish(tx: TScopedTx | TExecutor, event: TOutboxEvent): Promise<string | null> {
      return notificationsRepo.publish(tx, event);
    },

    /**
     * Asks for a delivery run now, after the caller's commit. A lost request is not lost work:
     * the minutely sweep delivers whatever the outbox still holds.
     */
    async dispatch(): Promise<void> {
      await jobs
        .sendAt(NOTIFICATIONS_DELIVERY_TASK, new Date(), 'notifications')
        .catch((err: unknown) => log.warn({ err }, 'could not queue a notification delivery'));
    },

    async list(actor: TActor, query: TNotificationQuery): Promise<TNotificationPage> {
      return withActor(db, actor, async (tx) => {
        const [{ rows, total }, summary] = await Promise.all([notificationsRepo.page(tx, actor.userId, query), notificationsRepo.summary(tx, actor.userId)]);
        return { data: rows.map(present), total, page: query.page, limit: query.limit, unread: summary.unread };
      });
    },

    async summary(actor: TActor): Promise<TNotificationSummary> {
      const row = await withActor(db, actor, (tx) => notificationsRepo.summary(tx, actor.userId));
      return { unread: row.unread, latestAt: row.latestAt?.toISOString() ?? null };
    },

    /** Another person's notification is not found (row security holds each to its person). */
    async markRead(actor: TActor, id: string): Promise<TNotification> {
      const row = await withActor(db, actor, (tx) => notificationsRepo.markRead(tx, actor.userId, id));
      if (!row) throw notFound('Notification');
      return present(row);
    },

    async markAllRead(actor: TActor): Promise<{ updated: number }> {
      return { updated: await withActor(db, actor, (tx) => notificationsRepo.markAllRead(tx, actor.userId)) };
    },

    async preferences(actor: TActor): Promise<TNotificationPreferences> {
      const rows = await withActor(db, actor, (tx) => notificationsRepo.preferences(tx, actor.userId));
      const set = new Map(rows.map((r) => [r.kind, r.email as TNotificationEmailMode]));
      return { data: NOTIFICATION_KINDS.map((kind) => ({ kind, email: set.get(kind) ?? DEFAULT_NOTIFICATION_EMAIL_MODE })) };
    },

    /** Saves the kinds sent; a kind left out keeps its setting. Applies to what is delivered from now on. */
    async savePreferences(actor: TActor, input: TNotificationPreferencesInput): Promise<TNotificationPreferences> {
      await withActor(db, actor, async (tx) => {
        for (const row of input.data) await notificationsRepo.savePreference(tx, actor.userId, row.kind, row.email);
      });
      return this.preferences(actor);
    },
  };
}

export type TNotificationsService = ReturnType<typeof createNotificationsService>;

/** What a feature needs to tell people of its changes: publish in its transaction, dispatch after the commit. */
export type TNotifier = Pick<TNotificationsService, 'publish' | 'dispatch'>;

/** What a feature publishes (notifications.repo.ts): features build it, the service writes it. */
export type { TOutboxEvent } from './notifications.repo.js';
