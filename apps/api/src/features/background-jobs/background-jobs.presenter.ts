import type { TBackgroundJob } from '@procura/shared';
import type { TBackgroundJobRow } from '../../platform/jobs.js';

/** What leaves the server of a job: never its payload or where its file is kept. */
export function presentJob(row: TBackgroundJobRow): TBackgroundJob {
  return {
    id: row.id,
    type: row.type as TBackgroundJob['type'],
    status: row.status as TBackgroundJob['status'],
    title: row.title,
    progress: row.progress,
    resultFileName: row.resultFileName,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
