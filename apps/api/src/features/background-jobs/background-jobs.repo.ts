import { and, desc, eq } from 'drizzle-orm';
import { backgroundJobs } from '../../db/schema/jobs.js';
import type { TScopedTx } from '../../platform/database.js';
import type { TBackgroundJobRow } from '../../platform/jobs.js';

const RECENT_JOBS = 50;

/** Row-level security already limits these to the actor's own jobs; the filter says so too. */
export const backgroundJobsRepo = {
  listForOwner: (tx: TScopedTx, ownerUserId: string) =>
    tx.select().from(backgroundJobs).where(eq(backgroundJobs.ownerUserId, ownerUserId)).orderBy(desc(backgroundJobs.createdAt)).limit(RECENT_JOBS),

  async findForOwner(tx: TScopedTx, ownerUserId: string, id: string): Promise<TBackgroundJobRow | undefined> {
    const [row] = await tx
      .select()
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.ownerUserId, ownerUserId)));
    return row;
  },

  async retitle(tx: TScopedTx, id: string, title: string): Promise<void> {
    await tx
      .update(backgroundJobs)
      .set({ title: title.slice(0, 300), updatedAt: new Date() })
      .where(eq(backgroundJobs.id, id));
  },
};
