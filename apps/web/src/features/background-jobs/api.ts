import { ZBackgroundJobListSchema, ZBackgroundJobSchema, type TBackgroundJob, type TExportRequest } from '@procura/shared';
import { http } from '../../lib/http';

export async function listBackgroundJobs(signal?: AbortSignal): Promise<TBackgroundJob[]> {
  return ZBackgroundJobListSchema.parse(await http.get('/background-jobs', undefined, { signal })).data;
}

export const downloadJobResult = (jobId: string) => http.download(`/background-jobs/${encodeURIComponent(jobId)}/download`);

/** Exports run as background jobs: the answer is the queued job, not the file. */
export async function startExport(request: TExportRequest): Promise<TBackgroundJob> {
  return ZBackgroundJobSchema.parse(await http.post('/export-data', request));
}
