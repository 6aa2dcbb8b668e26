import { useRef } from 'react';
import { ZBackgroundJobSchema, type TAnalysisExportFormat, type TBackgroundJob } from '@procura/shared';
import { http } from '../../lib/http';
import { useAppMutation } from '../../lib/query/use-app-mutation';
import { useJobStarted } from '../background-jobs';

/** The export is a background job: the answer is the queued job, followed in the job panel. */
async function startAnalysisExport(rfpId: string, format: TAnalysisExportFormat): Promise<TBackgroundJob> {
  return ZBackgroundJobSchema.parse(await http.post(`/rfp/${encodeURIComponent(rfpId)}/analysis/exports`, { format }));
}

/**
 * Starts an export of the RFP's bid analysis (XLSX workbook or client-ready PDF) and opens the
 * job panel so the user sees it progress and downloads it from there. `start` queues one export
 * at a time: the second click of a double click comes before the buttons re-render as busy, so
 * a ref, not the mutation's state, holds it back (each start is a job of its own on the server).
 */
export function useAnalysisExport(rfpId: string) {
  const jobStarted = useJobStarted();
  const starting = useRef(false);
  const mutation = useAppMutation({
    mutationFn: (format: TAnalysisExportFormat) => startAnalysisExport(rfpId, format),
    successToast: { title: 'Export Started', description: 'Your file is being prepared. Follow it in Background jobs.' },
    errorToast: { fallback: 'An error occurred while starting the export.' },
    onSuccess: jobStarted,
  });
  const start = (format: TAnalysisExportFormat) => {
    if (starting.current) return;
    starting.current = true;
    mutation.mutate(format, {
      onSettled: () => {
        starting.current = false;
      },
    });
  };
  return { start, isPending: mutation.isPending, pendingFormat: mutation.isPending ? mutation.variables : undefined };
}
