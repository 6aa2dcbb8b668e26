import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantOwned } from './tenancy.js';
import { users } from './users.js';

/*
 * Notifications (docs/notifications.md). A change publishes an event into the outbox in its own
 * transaction; a job fans it out into one row per person who may see the record, and mails it
 * per their settings. The person-and-event pair is unique: a retried or restarted fan-out never
 * tells anyone twice.
 */

/** The outbox: one row per event, written with the change; `fanned_out_at` once every recipient has theirs. */
export const notificationEvents = pgTable(
  'notification_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The publisher's tenant (the workspace the change was made in, or the record's for a system job). */
    ...tenantOwned(),
    kind: text('kind').notNull(),
    /** The record it is about, checked under each recipient's scope when it is delivered. */
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    /** Everyone in these workspaces who may see the record… */
    audienceTenantIds: uuid('audience_tenant_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** …and everyone in the provider's workspace who may see it… */
    audienceProvider: boolean('audience_provider').notNull().default(false),
    /** …and these people (in any workspace of theirs that may see it). */
    audienceUserIds: uuid('audience_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** The person who made the change is not told about it. */
    actorUserId: uuid('actor_user_id'),
    /** False when the feature sends its own mail of this event (text the specification fixes): the bell only. */
    mailed: boolean('mailed').notNull().default(true),
    /** A key the publisher names the event by (a reminder's subject and day): the same key publishes once. */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fannedOutAt: timestamp('fanned_out_at', { withTimezone: true }),
  },
  (t) => [
    index('notification_events_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.fannedOutAt} is null`),
    uniqueIndex('notification_events_dedupe_idx').on(t.dedupeKey),
  ],
);

/** One person's notification of one event: the bell's row, and its e-mail's claim. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => notificationEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** How it is mailed, as the person's setting said when it was delivered. */
    emailMode: text('email_mode').notNull(),
    /** Set when its mail (at once, or in a digest) is claimed, before it goes out; cleared if the send fails. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    // The idempotency key: one notification per person per event.
    uniqueIndex('notifications_event_user_idx').on(t.eventId, t.userId),
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_mail_idx')
      .on(t.emailMode, t.createdAt)
      .where(sql`${t.emailedAt} is null`),
    check('notifications_email_mode_check', sql`${t.emailMode} in ('immediate', 'digest', 'off')`),
  ],
);

/** A person's e-mail setting per kind; a kind without a row is mailed at once. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] }), check('notification_preferences_email_check', sql`${t.email} in ('immediate', 'digest', 'off')`)],
);
