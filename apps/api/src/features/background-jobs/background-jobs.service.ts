import type { Readable } from 'node:stream';
import type { TBackgroundJob, TBackgroundJobType } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb, TScopedTx } from '../../platform/database.js';
import { notFound } from '../../platform/errors.js';
import type { TEnqueueOptions, TJobQueue, TResultStore } from '../../platform/jobs.js';
import { withActor } from '../../platform/scope.js';
import { presentJob } from './background-jobs.presenter.js';
import { backgroundJobsRepo } from './background-jobs.repo.js';

/** The job panel's data (spec §2): one's own jobs, their result files, and starting new ones. */
export function createBackgroundJobsService({
  db,
  jobs,
  results,
}: {
  db: TRequestDb;
  jobs: Pick<TJobQueue, 'enqueue'>;
  results: Pick<TResultStore, 'openResult'>;
}) {
  return {
    async list(actor: TActor): Promise<TBackgroundJob[]> {
      const rows = await withActor(db, actor, (tx) => backgroundJobsRepo.listForOwner(tx, actor.userId));
      return rows.map(presentJob);
    },

    /** Whether the job is the actor's (a notification of it reaches its owner only); 404 otherwise. */
    async visible(actor: TActor, id: string): Promise<void> {
      const job = await withActor(db, actor, (tx) => backgroundJobsRepo.findForOwner(tx, actor.userId, id));
      if (!job) throw notFound('Job');
    },

    /** A finished job's file, or 404 for a job that is not the actor's, not done, or has none (any more). */
    async openResult(actor: TActor, id: string): Promise<{ fileName: string; content: Readable }> {
      const job = await withActor(db, actor, (tx) => backgroundJobsRepo.findForOwner(tx, actor.userId, id));
      if (!job?.resultPath || !job.resultFileName || job.status !== 'success') throw notFound('Job result');
      const content = await results.openResult(job.resultPath);
      if (!content) throw notFound('Job result');
      return { fileName: job.resultFileName, content };
    },

    /** Queues a job; with `oncePending`, a start while the same one is pending answers that one (platform/jobs.ts). */
    async start(actor: TActor, type: TBackgroundJobType, title: string, payload: Record<string, unknown>, options?: TEnqueueOptions): Promise<TBackgroundJob> {
      return presentJob(await jobs.enqueue(actor, type, title, payload, options));
    },

    /** A running job's title, in the job's own transaction (a summary committed with the rows it counts). */
    retitle: (tx: TScopedTx, id: string, title: string): Promise<void> => backgroundJobsRepo.retitle(tx, id, title),
  };
}

export type TBackgroundJobsService = ReturnType<typeof createBackgroundJobsService>;
