import { and, eq, lte, sql } from 'drizzle-orm';
import { rfps } from '../../db/schema/rfp.js';
import { recordAudit } from '../../platform/audit.js';
import type { TExecutor } from '../../platform/database.js';
import type { TJobQueue } from '../../platform/jobs.js';
import { systemClock, type TClock } from '../../platform/workflow.js';
import { RFP_ENTITY } from './rfp-history.js';
import { runRfpMailSweep, type TRfpMailDeps } from './rfp-mail.jobs.js';

export const RFP_CLOSE_TASK = 'rfp_close';
/** Every minute: an RFP is closed within a minute of its due time (bids are refused by the database from the due time itself). */
export const RFP_CLOSE_CRON = '* * * * *';

/**
 * Closes every open RFP whose due time has passed (docs/rfp.md "Lifecycle"), as of the clock. A
 * sweep rather than one timer per RFP: a restart, a missed tick or a moved due time (an addendum)
 * needs nothing rescheduled. The update claims each RFP (status PUBLISHED → CLOSED in one
 * statement), so two sweeps at once close it once; each close is in the RFP's history, by nobody.
 */
export async function runRfpCloseSweep(db: TExecutor, options: { clock?: TClock } = {}): Promise<string[]> {
  const now = (options.clock ?? systemClock).now();
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(rfps)
      .set({ status: 'CLOSED', closedAt: now, closedBy: null, updatedAt: sql`now()` })
      .where(and(eq(rfps.status, 'PUBLISHED'), lte(rfps.bidsDueAt, now)))
      .returning({ id: rfps.id, tenantId: rfps.tenantId });
    for (const rfp of closed) {
      await recordAudit(
        tx,
        { userId: null, tenantId: rfp.tenantId },
        { entity: RFP_ENTITY, entityId: rfp.id, action: 'close', before: { status: 'PUBLISHED' }, after: { status: 'CLOSED' } },
      );
    }
    return closed.map((r) => r.id);
  });
}

/** Every minute: close what is past due, then send the RFP mails now due (reminders among them). */
export function registerRfpCloseSweep(jobs: Pick<TJobQueue, 'schedule'>, mail: Omit<TRfpMailDeps, 'log'>): void {
  jobs.schedule(RFP_CLOSE_TASK, RFP_CLOSE_CRON, async ({ db, log }) => {
    await runRfpCloseSweep(db);
    await runRfpMailSweep(db, { ...mail, log });
  });
}
