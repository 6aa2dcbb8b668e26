import type { TBackgroundJob } from '@procura/shared';
import type { TSession, TTestApp } from './harness.js';

/**
 * A background job of `session` once it has left "pending", read from the person's own job list
 * (GET /v1/background-jobs) as the web app does; throws when it is still pending after `timeoutMs`.
 */
export async function settledJob(t: TTestApp, session: TSession, id: string, timeoutMs = 30_000): Promise<TBackgroundJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = await t.http<{ data: TBackgroundJob[] }>('GET', '/v1/background-jobs', { token: session.accessToken });
    const job = list.body.data.find((j) => j.id === id);
    if (job && job.status !== 'pending') return job;
    if (Date.now() > deadline) throw new Error(`job ${id} is still pending after ${timeoutMs} ms`);
    // The job runs in its own process: its list row is the only sign it finished.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
