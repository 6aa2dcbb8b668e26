import type { TBackgroundJob, TExportRequest } from '@procura/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { TErrorToast, TToastText } from '../../lib/query/report';
import { useAppMutation } from '../../lib/query/use-app-mutation';
import { useAppDispatch } from '../../providers/store';
import { setPanelOpen } from '../../providers/store/background-jobs-slice';
import { downloadJobResult, listBackgroundJobs, startExport } from './api';

/** Poll this often while something is still running (spec §2 background job panel). */
export const JOB_POLL_INTERVAL_MS = 2000;

export const backgroundJobKeys = {
  all: ['background-jobs'] as const,
  list: () => [...backgroundJobKeys.all, 'list'] as const,
};

const hasPendingJob = (jobs: readonly TBackgroundJob[] | undefined): boolean => jobs?.some((job) => job.status === 'pending') ?? false;

/**
 * The user's jobs live here, in the query cache, and nowhere else (Redux keeps only the panel's
 * flags, spec §4). Fetched while the panel is open or while a job is known to be running, and
 * polled until none is.
 */
export function useBackgroundJobs({ isSignedIn, isPanelOpen }: { isSignedIn: boolean; isPanelOpen: boolean }) {
  return useQuery({
    queryKey: backgroundJobKeys.list(),
    queryFn: ({ signal }) => listBackgroundJobs(signal),
    enabled: (query) => isSignedIn && (isPanelOpen || hasPendingJob(query.state.data)),
    // Opening the panel should always show the latest state.
    staleTime: 0,
    refetchOnMount: true,
    refetchInterval: (query) => (hasPendingJob(query.state.data) ? JOB_POLL_INTERVAL_MS : false),
  });
}

/** Reads the jobs already in the cache without fetching them (the panel's query does that). */
export function useKnownBackgroundJobs(): readonly TBackgroundJob[] | undefined {
  return useQuery({ queryKey: backgroundJobKeys.list(), queryFn: ({ signal }) => listBackgroundJobs(signal), enabled: false }).data;
}

/** A call that started a job: the job joins the cached list (so it is followed) and the panel opens. */
export function useJobStarted() {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  return (job: TBackgroundJob) => {
    queryClient.setQueryData<TBackgroundJob[]>(backgroundJobKeys.list(), (jobs = []) => [job, ...jobs.filter((known) => known.id !== job.id)]);
    dispatch(setPanelOpen(true));
    void queryClient.invalidateQueries({ queryKey: backgroundJobKeys.all });
  };
}

const EXPORT_STARTED = { title: 'Export Started', description: 'Your file is being prepared. Follow it in Background jobs.' };
const EXPORT_FAILED = { fallback: 'An error occurred while starting the export.' };

/**
 * Starts a job and opens the panel so the user sees it progress. `start` sends one start at a
 * time: the second click of a double click comes before the button re-renders as busy, so a
 * ref, not the mutation's state, holds it back. (The server also answers a repeated export
 * with the one still pending, platform/jobs.ts `oncePending`.)
 */
export function useStartJob<TInput>(
  startJob: (input: TInput) => Promise<TBackgroundJob>,
  toasts: { successToast?: TToastText; errorToast: TErrorToast } = { successToast: EXPORT_STARTED, errorToast: EXPORT_FAILED },
) {
  const jobStarted = useJobStarted();
  const starting = useRef(false);
  const mutation = useAppMutation({ mutationFn: startJob, ...toasts, onSuccess: jobStarted });
  const start = (input: TInput) => {
    if (starting.current) return;
    starting.current = true;
    mutation.mutate(input, {
      onSettled: () => {
        starting.current = false;
      },
    });
  };
  return { start, isPending: mutation.isPending, pending: mutation.isPending ? mutation.variables : undefined };
}

/** Starts an export of a list (users, properties…) with its filters. */
export const useStartExport = () => useStartJob((request: TExportRequest) => startExport(request));

export const useDownloadJobResult = () => useAppMutation({ mutationFn: downloadJobResult, errorToast: { fallback: 'The file could not be downloaded.' } });
