import { and, eq, type SQL, sql } from 'drizzle-orm';
import { reminders } from '../db/schema/index.js';
import { sqlArray, type TExecutor } from './database.js';

/*
 * Reminders before a due date, as rows (db/schema/reminders.ts): a subject (a certificate of
 * insurance now; a contract's end or a notification next) reminded at each threshold (30 and 7
 * days before) once per due date. Sending is claim-then-send: the row is written first, in the
 * statement that finds what is due, so two runs (or a retried one) never send the same reminder
 * twice; a send that fails gives its row back (release) for the next run.
 */

/** What a subject type's rows say about one subject. */
export interface TReminderKey {
  subjectType: string;
  subjectId: string;
  thresholdDays: number;
  dueOn: string;
}

/**
 * The statement (for a CTE of the caller's) that claims the reminders due on `today`: for every
 * subject of `subjects` (a select of `subject_id`, `tenant_id`, `due_on`), each threshold its due
 * date has come within, not claimed before. Returns the claimed rows (`subject_id`,
 * `threshold_days`, `due_on`); a subject first seen inside several thresholds gets all of them
 * at once, and the caller sends the tightest (the smallest `threshold_days`).
 */
export function claimDueReminders(input: { subjectType: string; subjects: SQL; thresholds: readonly number[]; today: string; sentAt: Date }): SQL {
  return sql`insert into reminders (tenant_id, subject_type, subject_id, threshold_days, due_on, sent_at)
    select s.tenant_id, ${input.subjectType}, s.subject_id, t.days, s.due_on, ${input.sentAt.toISOString()}::timestamptz
    from (${input.subjects}) s
    cross join unnest(${sqlArray(input.thresholds, 'int')}) as t(days)
    where s.due_on >= ${input.today}::date and s.due_on <= ${input.today}::date + t.days
    on conflict (subject_type, subject_id, threshold_days, due_on) do nothing
    returning subject_id, threshold_days, due_on`;
}

/** The time a subject's reminder at `thresholdDays` before `dueOn` was sent (a correlated sub-select), or null. */
export function reminderSentAt(subjectType: string, subjectId: SQL, thresholdDays: number, dueOn: SQL): SQL<Date | null> {
  return sql<Date | null>`(select r.sent_at from reminders r
    where r.subject_type = ${subjectType} and r.subject_id = ${subjectId} and r.threshold_days = ${thresholdDays} and r.due_on = ${dueOn})`.mapWith(
    (v: string | Date | null) => (v === null ? null : new Date(v)),
  );
}

/** Gives a claimed reminder back when it could not be sent, so the next run tries again. */
export async function releaseReminder(db: TExecutor, key: TReminderKey): Promise<void> {
  await db
    .delete(reminders)
    .where(
      and(
        eq(reminders.subjectType, key.subjectType),
        eq(reminders.subjectId, key.subjectId),
        eq(reminders.thresholdDays, key.thresholdDays),
        eq(reminders.dueOn, key.dueOn),
      ),
    );
}

/** Forgets a subject's reminders (its due date was corrected, or it is gone): the next due date starts afresh. */
export async function clearReminders(db: TExecutor, subjectType: string, subjectId: string): Promise<void> {
  await db.delete(reminders).where(and(eq(reminders.subjectType, subjectType), eq(reminders.subjectId, subjectId)));
}
