import { date, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantOwned } from './tenancy.js';

/**
 * Reminders sent before a due date (platform/reminders.ts): one row per subject (a certificate
 * of insurance, next a contract or a notification), threshold (days before) and due date, with
 * when it was sent. A row is written before its mail goes out, so two runs never send the same
 * one; a due date that moves starts with none of its own.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...tenantOwned(),
    /** What the reminder is about: `vendor_document`. */
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** Days before the due date: 30, 7. */
    thresholdDays: integer('threshold_days').notNull(),
    dueOn: date('due_on').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('reminders_subject_idx').on(t.subjectType, t.subjectId, t.thresholdDays, t.dueOn)],
);
