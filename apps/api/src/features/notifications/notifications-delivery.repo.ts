import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { notificationEvents, notifications } from '../../db/schema/notifications.js';
import { queryRows, sqlArray, type TExecutor } from '../../platform/database.js';

/*
 * What the fan-out and digest jobs read and write (docs/notifications.md "Delivery"), with the
 * system handle: they work across every tenant, as the other scheduled runs do. Raw SQL where a
 * statement joins an update to the people it mails or unnests the recipients into rows.
 */

export type TPendingEvent = typeof notificationEvents.$inferSelect;

/** A person the event is for, and the workspace their access to it is checked in. */
export interface TCandidate {
  userId: string;
  tenantId: string;
}

/** A notification whose mail was just claimed, with where it goes. */
export interface TClaimedMail {
  id: string;
  eventId: string;
  userId: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  createdAt: Date;
  email: string;
  firstName: string | null;
}

export const notificationsDeliveryRepo = {
  pending(db: TExecutor, limit: number): Promise<TPendingEvent[]> {
    return db.select().from(notificationEvents).where(isNull(notificationEvents.fannedOutAt)).orderBy(asc(notificationEvents.createdAt)).limit(limit);
  },

  /**
   * Everyone the event names, once each, active and not the one who made the change: a member
   * of an audience workspace is checked in that workspace, a named person in their primary one.
   */
  candidates(db: TExecutor, event: TPendingEvent): Promise<TCandidate[]> {
    // Raw SQL: the audience arrays are matched against memberships with `any`, one row per person (distinct on).
    return queryRows<TCandidate>(
      db,
      sql`select distinct on (ut.user_id) ut.user_id as "userId", ut.tenant_id as "tenantId"
        from user_tenants ut
        join users u on u.id = ut.user_id
        join tenants t on t.id = ut.tenant_id
        where (ut.tenant_id = any(${sqlArray(event.audienceTenantIds, 'uuid')})
            or ut.user_id = any(${sqlArray(event.audienceUserIds, 'uuid')})
            or (${event.audienceProvider} and t.type = 'connexus'))
          and u.status = 'ACTIVE' and u.deleted_at is null
          and ut.user_id is distinct from ${event.actorUserId}::uuid
        order by ut.user_id,
          (ut.tenant_id = any(${sqlArray(event.audienceTenantIds, 'uuid')}) or (${event.audienceProvider} and t.type = 'connexus')) desc,
          ut.is_primary desc`,
    );
  },

  /**
   * One notification per person for the event, each with the person's e-mail setting for its
   * kind; a person who already has theirs (a retried run) keeps it and gets no second.
   */
  async deliver(db: TExecutor, event: TPendingEvent, userIds: string[]): Promise<number> {
    if (userIds.length === 0) return 0;
    // Raw SQL: the recipients are unnested into rows and joined to their settings in one insert.
    const rows = await queryRows<{ id: string }>(
      db,
      sql`insert into notifications (event_id, user_id, kind, title, body, link, email_mode, created_at)
        select e.id, r.user_id, e.kind, e.title, e.body, e.link,
          case when e.mailed then coalesce(p.email, 'immediate') else 'off' end, e.created_at
        from notification_events e
        cross join unnest(${sqlArray(userIds, 'uuid')}) as r(user_id)
        left join notification_preferences p on p.user_id = r.user_id and p.kind = e.kind
        where e.id = ${event.id}
        on conflict (event_id, user_id) do nothing
        returning id`,
    );
    return rows.length;
  },

  async markFannedOut(db: TExecutor, eventId: string, at: Date): Promise<void> {
    await db.update(notificationEvents).set({ fannedOutAt: at }).where(eq(notificationEvents.id, eventId));
  },

  /**
   * Claims the mails of `mode` made up to `until` and not yet claimed, inside the statement that
   * finds them: two runs at once claim each row once (skip locked), so no one is mailed twice.
   */
  claimMails(db: TExecutor, mode: 'immediate' | 'digest', until: Date, claimedAt: Date, limit: number): Promise<TClaimedMail[]> {
    // Raw SQL: the claiming update answers each row with its person's address (update … from users).
    return queryRows<TClaimedMail>(
      db,
      sql`update notifications n set emailed_at = ${claimedAt.toISOString()}::timestamptz
        from users u
        where u.id = n.user_id and n.id in (
          select id from notifications
          where email_mode = ${mode} and emailed_at is null and created_at <= ${until.toISOString()}::timestamptz
          order by created_at limit ${limit} for update skip locked)
        returning n.id, n.event_id as "eventId", n.user_id as "userId", n.kind, n.title, n.body, n.link, n.created_at as "createdAt", u.email, u.first_name as "firstName"`,
    );
  },

  /** Up to `limit` people with digest mails made up to `until` and not yet claimed. */
  async digestPeople(db: TExecutor, until: Date, limit: number): Promise<string[]> {
    const rows = await db
      .selectDistinct({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.emailMode, 'digest'), isNull(notifications.emailedAt), lte(notifications.createdAt, until)))
      .orderBy(notifications.userId)
      .limit(limit);
    return rows.map((r) => r.userId);
  },

  /**
   * Claims every digest mail of one person made up to `until`, in one statement: a run at the same
   * time waits on the same rows and then finds them claimed, so a person's day is never split
   * between two mails nor sent twice.
   */
  claimDigest(db: TExecutor, userId: string, until: Date, claimedAt: Date): Promise<TClaimedMail[]> {
    // Raw SQL: the claiming update answers each row with its person's address (update … from users).
    return queryRows<TClaimedMail>(
      db,
      sql`update notifications n set emailed_at = ${claimedAt.toISOString()}::timestamptz
        from users u
        where u.id = n.user_id and n.user_id = ${userId}::uuid and n.email_mode = 'digest' and n.emailed_at is null
          and n.created_at <= ${until.toISOString()}::timestamptz
        returning n.id, n.event_id as "eventId", n.user_id as "userId", n.kind, n.title, n.body, n.link, n.created_at as "createdAt", u.email, u.first_name as "firstName"`,
    );
  },

  async event(db: TExecutor, id: string): Promise<TPendingEvent | undefined> {
    const [row] = await db.select().from(notificationEvents).where(eq(notificationEvents.id, id));
    return row;
  },

  /** Gives claimed mails back when they could not be sent, so the next run tries again. */
  async releaseMails(db: TExecutor, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(notifications)
      .set({ emailedAt: null })
      .where(and(inArray(notifications.id, ids)));
  },
};
