import type { TBackgroundJob } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { badRequest } from '../src/platform/errors.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from './harness.js';

let t: TTestApp;
let admin: TSession;
const logged: { level: string; fields: Record<string, unknown> }[] = [];
let failWith: unknown = null;

beforeAll(async () => {
  t = await startTestApp({ jobs: false });
  // The job logger is a child of the app's: record what reaches it.
  const child = t.app.log.child.bind(t.app.log);
  vi.spyOn(t.app.log, 'child').mockImplementation((bindings, options) => {
    const real = child(bindings, options);
    const record = (level: string) => (fields: Record<string, unknown>) => logged.push({ level, fields: { ...bindings, ...fields } });
    return Object.assign(Object.create(real) as typeof real, { error: record('error'), info: record('info') });
  });
  t.platform.jobs.register('data_export', async () => {
    throw failWith;
  });
  await t.platform.jobs.start({ work: true });
  admin = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
});
afterAll(() => t.close());

async function failedJob(): Promise<TBackgroundJob> {
  const started = await t.http<TBackgroundJob>('POST', '/v1/export-data', { token: admin.accessToken, body: { entity: 'users', format: 'csv' } });
  const deadline = Date.now() + 20_000;
  for (;;) {
    const list = await t.http<{ data: TBackgroundJob[] }>('GET', '/v1/background-jobs', { token: admin.accessToken });
    const job = list.body.data.find((j) => j.id === started.body.id);
    if (job && job.status !== 'pending') return job;
    if (Date.now() > deadline) throw new Error('job did not finish');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('a failed job', () => {
  it('shows its owner a plain message with an error id, and logs the details under that id', async () => {
    failWith = new Error("Corrupted zip: can't find end of central directory at /srv/data/uploads/abc.xlsx");
    const job = await failedJob();
    expect(job.status).toBe('error');
    const errorId = /error id ([0-9a-f-]{36})\.$/.exec(job.error ?? '')?.[1];
    expect(job.error).toBe(`The job could not be finished. If it happens again, tell support error id ${errorId}.`);
    expect(job.error).not.toMatch(/zip|central|srv/i);
    const entry = logged.find((l) => l.fields.errorId === errorId);
    expect(entry).toMatchObject({ level: 'error', fields: { jobId: job.id, type: 'data_export', err: failWith } });
  });

  it('shows a message written for the user as it is', async () => {
    failWith = badRequest('The header row of "people.csv" lacks Email.');
    const job = await failedJob();
    expect(job).toMatchObject({ status: 'error', error: 'The header row of "people.csv" lacks Email.' });
  });
});
