import type { TJobQueue } from '../../platform/jobs.js';
import type { TStorageService } from './storage.service.js';

export const STORAGE_SWEEP_TASK = 'storage_sweep';

/** Uploads no record confirmed, and refused ones, go on a schedule (STORAGE_SWEEP_CRON). */
export function registerStorageSweep(jobs: Pick<TJobQueue, 'schedule'>, storage: Pick<TStorageService, 'sweep'>, cron: string): void {
  jobs.schedule(STORAGE_SWEEP_TASK, cron, async ({ db }) => {
    await storage.sweep(db);
  });
}
