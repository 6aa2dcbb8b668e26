import { and, eq, lte, sql } from 'drizzle-orm';
import { rfps } from '../../db/schema/rfp.js';
import { recordAudit } from '../../platform/audit.js';
import type { TExecutor } from '../../platform/database.js';
import type { TJobQueue, TScheduledTask } from '../../platform/jobs.js';
import { systemClock, type TClock } from '../../platform/workflow.js';
import { RFP_ENTITY } from './rfp-history.js';
import { runRfpMailSweep, type TRfpMailDeps } from './rfp-mail.jobs.js';
import { rfpNotices } from './rfp.notices.js';
import type { TNotifier } from '../notifications/notifications.service.js';

export const RFP_CLOSE_TASK = 'rfp_close';
/** Every minute: an RFP is closed within a minute of its due time (bids are refused by the database from the due time itself). */
export const RFP_CLOSE_CRON = '* * * * *';

/**
 * Closes every open RFP whose due time has passed (docs/rfp.md "Lifecycle"), as of the clock. A
 * sweep rather than one timer per RFP: a restart, a missed tick or a moved due time (an addendum)
 * needs nothing rescheduled. The update claims each RFP (status PUBLISHED → CLOSED in one
 * statement), so two sweeps at once close it once; each close is in the RFP's history, by nobody.
 */
export async function runRfpCloseSweep(db: TExecutor, options: { clock?: TClock; notifications?: TNotifier } = {}): Promise<string[]> {
  const now = (options.clock ?? systemClock).now();
  const ids = await db.transaction(async (tx) => {
    const closed = await tx
      .update(rfps)
      .set({ status: 'CLOSED', closedAt: now, closedBy: null, updatedAt: sql`now()` })
      .where(and(eq(rfps.status, 'PUBLISHED'), lte(rfps.bidsDueAt, now)))
      .returning({ id: rfps.id, tenantId: rfps.tenantId, number: rfps.number, title: rfps.title, partyTenantIds: rfps.partyTenantIds });
    for (const rfp of closed) {
      await recordAudit(
        tx,
        { userId: null, tenantId: rfp.tenantId },
        { entity: RFP_ENTITY, entityId: rfp.id, action: 'close', before: { status: 'PUBLISHED' }, after: { status: 'CLOSED' } },
      );
      // The buyer and the invited vendors are told with the close, by nobody (docs/notifications.md).
      await options.notifications?.publish(tx, rfpNotices.closed(rfp, { tenantId: rfp.tenantId, userId: null }));
    }
    return closed.map((r) => r.id);
  });
  if (ids.length) await options.notifications?.dispatch();
  return ids;
}

/**
 * Every minute, and at each RFP's due time: close what is past due, then send the RFP mails now
 * due (reminders among them). The due-time run is what closes an RFP on time; the minute sweep
 * is the safety net (a restart, a queue that was down, a send lost before it was queued).
 */
export function registerRfpCloseSweep(jobs: Pick<TJobQueue, 'schedule' | 'defer'>, mail: Omit<TRfpMailDeps, 'log'>): void {
  const sweep: TScheduledTask = async ({ db, log }) => {
    await runRfpCloseSweep(db, { notifications: mail.notifications });
    await runRfpMailSweep(db, { ...mail, log });
  };
  jobs.schedule(RFP_CLOSE_TASK, RFP_CLOSE_CRON, sweep);
  jobs.defer(RFP_CLOSE_TASK, sweep);
}

/**
 * Queues the close of an RFP at its due time, once per RFP and due time (a repeat, or a publish
 * retried, queues nothing more; a run that finds it closed already closes nothing). A due time
 * moved by an addendum queues its own; the run at the old time finds nothing past due.
 */
export async function scheduleRfpClose(jobs: Pick<TJobQueue, 'sendAt'>, rfp: { id: string; bidsDueAt: Date | null; status: string }): Promise<void> {
  if (rfp.status !== 'PUBLISHED' || !rfp.bidsDueAt) return;
  await jobs.sendAt(RFP_CLOSE_TASK, rfp.bidsDueAt, `${rfp.id}@${rfp.bidsDueAt.toISOString()}`);
}
