import type { TBackgroundJob } from '@procura/shared';
import { useEffect, useRef } from 'react';
import { notify } from '../../../lib/notify';

/**
 * Tells the user when a job finishes that this tab saw running (one they just started, or one
 * still running when they opened the panel), even with the panel closed.
 */
export function useJobCompletionToasts(jobs: readonly TBackgroundJob[] | undefined) {
  const running = useRef(new Set<string>());

  useEffect(() => {
    for (const job of jobs ?? []) {
      if (job.status === 'pending') {
        running.current.add(job.id);
        continue;
      }
      if (!running.current.delete(job.id)) continue;
      if (job.status === 'success') notify.success('Job complete', `${job.title} is ready to download.`);
      else notify.error('Job failed', job.error ?? `${job.title} could not be completed.`);
    }
  }, [jobs]);
}
