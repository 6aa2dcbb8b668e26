import type { TBackgroundJob } from '@procura/shared';
import type { TConfig } from '../src/config.js';
import type { TJobHandler } from '../src/platform/jobs.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from './harness.js';

export interface TAppWithExportJobs {
  t: TTestApp;
  /** The provider admin, signed in. */
  admin: TSession;
  /** What the next export job (`data_export`) does: until set, nothing. */
  setExportHandler(handler: TJobHandler): void;
}

/**
 * A test app whose job queue works in this process, its export job done by the handler the test
 * sets: for tests of what happens around a job (its figures, its error report), not of the export.
 */
export async function startAppWithExportJobs(config: Partial<TConfig>): Promise<TAppWithExportJobs> {
  const t = await startTestApp({ jobs: false, config });
  try {
    let handle: TJobHandler = async () => undefined;
    t.platform.jobs.register('data_export', (ctx) => handle(ctx));
    await t.platform.jobs.start({ work: true });
    const admin = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
    return { t, admin, setExportHandler: (handler) => (handle = handler) };
  } catch (error) {
    await t.close();
    throw error;
  }
}

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
