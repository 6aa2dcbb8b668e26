import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useKnownBackgroundJobs } from '../background-jobs';
import { userKeys } from './queries';

/**
 * A bulk invite adds people in a background job, long after its upload call answered:
 * when such a job finishes, the people list is refetched so the new rows appear.
 */
export function useRefreshAfterUpload() {
  const jobs = useKnownBackgroundJobs();
  const queryClient = useQueryClient();
  // Jobs already done when the page opened need nothing: the list loads fresh on mount anyway.
  const handled = useRef(new Set((jobs ?? []).filter((job) => job.type === 'user_upload' && job.status !== 'pending').map((job) => job.id)));

  useEffect(() => {
    const done = (jobs ?? []).filter((job) => job.type === 'user_upload' && job.status === 'success' && !handled.current.has(job.id));
    if (done.length === 0) return;
    for (const job of done) handled.current.add(job.id);
    void queryClient.invalidateQueries({ queryKey: userKeys.lists() });
  }, [jobs, queryClient]);
}
