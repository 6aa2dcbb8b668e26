import { todayIso } from '@procura/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TExecutor } from '../../platform/database.js';
import type { TJobQueue } from '../../platform/jobs.js';
import { systemClock, type TClock } from '../../platform/workflow.js';
import { coverageSummariesRepo } from './coverage-summaries.repo.js';

export const COVERAGE_SUMMARIES_TASK = 'coverage_summaries';
/**
 * Every five minutes, and so within minutes of midnight UTC, when every count becomes one of
 * yesterday. Between runs the dashboard counts a changed client live: the figures are never
 * stale, only slower (docs/contracts.md "Coverage counted ahead").
 */
export const COVERAGE_SUMMARIES_CRON = '*/5 * * * *';

/** Counts every client that is due (a change, a new day, no count yet); returns how many. */
export async function countCoverageSummaries(db: TExecutor, { clock = systemClock, log }: { clock?: TClock; log?: FastifyBaseLogger } = {}): Promise<number> {
  const today = todayIso(clock.now());
  const due = await coverageSummariesRepo.due(db, today);
  for (const tenantId of due) await coverageSummariesRepo.count(db, tenantId, today);
  if (due.length) log?.info({ clients: due.length, today }, 'coverage summaries counted');
  return due.length;
}

/** The schedule: the task gets the system handle (it counts across clients). */
export function registerCoverageSummariesJob(jobs: Pick<TJobQueue, 'schedule'>): void {
  jobs.schedule(COVERAGE_SUMMARIES_TASK, COVERAGE_SUMMARIES_CRON, async ({ db, log }) => {
    await countCoverageSummaries(db, { log });
  });
}
