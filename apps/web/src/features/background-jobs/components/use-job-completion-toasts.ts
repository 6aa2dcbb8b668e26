import type { TBackgroundJob } from '@procura/shared';
import { useEffect, useRef } from 'react';
import { notify } from '../../../lib/notify';

/** Tells the user when the job they started finishes, even with the panel closed. */
export function useJobCompletionToasts(jobs: Record<string, TBackgroundJob>, watchedJobId: string | null) {
  const followed = useRef<string | null>(null);

  useEffect(() => {
    if (watchedJobId) followed.current = watchedJobId;
    const id = followed.current;
    const job = id ? jobs[id] : undefined;
    if (!job || job.status === 'pending') return;
    followed.current = null;
    if (job.status === 'success') notify.success('Job complete', `${job.title} is ready to download.`);
    else notify.error('Job failed', job.error ?? `${job.title} could not be completed.`);
  }, [jobs, watchedJobId]);
}
