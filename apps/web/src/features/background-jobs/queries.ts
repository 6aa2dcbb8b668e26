import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppDispatch } from '../../app/store';
import { jobStarted } from '../../app/store/background-jobs-slice';
import type { TExportRequest } from '@procura/shared';
import { listBackgroundJobs, startExport } from './api';

/** Poll this often while something is still running (spec §2 background job panel). */
export const JOB_POLL_INTERVAL_MS = 2000;

export const backgroundJobKeys = {
  all: ['background-jobs'] as const,
  list: () => [...backgroundJobKeys.all, 'list'] as const,
};

export function useBackgroundJobs(enabled: boolean) {
  return useQuery({
    queryKey: backgroundJobKeys.list(),
    queryFn: ({ signal }) => listBackgroundJobs(signal),
    enabled,
    // Opening the panel should always show the latest state.
    staleTime: 0,
    refetchOnMount: true,
    refetchInterval: (query) =>
      query.state.data?.some((job) => job.status === 'pending') ? JOB_POLL_INTERVAL_MS : false,
  });
}

/** Starts an export and opens the panel so the user sees it progress. */
export function useStartExport() {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TExportRequest) => startExport(request),
    onSuccess: (job) => {
      dispatch(jobStarted(job));
      void queryClient.invalidateQueries({ queryKey: backgroundJobKeys.all });
    },
  });
}
