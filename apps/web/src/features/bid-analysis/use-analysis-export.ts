import { ZBackgroundJobSchema, type TAnalysisExportFormat, type TBackgroundJob } from '@procura/shared';
import { http } from '../../lib/http';
import { useStartJob } from '../background-jobs';

/** The export is a background job: the answer is the queued job, followed in the job panel. */
async function startAnalysisExport(rfpId: string, format: TAnalysisExportFormat): Promise<TBackgroundJob> {
  return ZBackgroundJobSchema.parse(await http.post(`/rfp/${encodeURIComponent(rfpId)}/analysis/exports`, { format }));
}

/**
 * Starts an export of the RFP's bid analysis (XLSX workbook or client-ready PDF) and opens the
 * job panel so the user sees it progress and downloads it from there; one start at a time.
 */
export function useAnalysisExport(rfpId: string) {
  const { start, isPending, pending } = useStartJob((format: TAnalysisExportFormat) => startAnalysisExport(rfpId, format));
  return { start, isPending, pendingFormat: pending };
}
