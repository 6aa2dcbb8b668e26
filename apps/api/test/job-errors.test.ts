import type { TBackgroundJob } from '@procura/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/platform/database.js';
import { badRequest } from '../src/platform/errors.js';
import type { TJobHandler } from '../src/platform/jobs.js';
import { withActor } from '../src/platform/scope.js';
import { systemDb } from '../src/platform/system-db.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from './harness.js';

let t: TTestApp;
let admin: TSession;
const logged: { level: string; fields: Record<string, unknown> }[] = [];
let failWith: unknown = null;
let handle: TJobHandler = () => Promise.reject(failWith);

beforeAll(async () => {
  t = await startTestApp({ jobs: false });
  // The job logger is a child of the app's: record what reaches it.
  const child = t.app.log.child.bind(t.app.log);
  vi.spyOn(t.app.log, 'child').mockImplementation((bindings, options) => {
    const real = child(bindings, options);
    const record = (level: string) => (fields: Record<string, unknown>) => logged.push({ level, fields: { ...bindings, ...fields } });
    return Object.assign(Object.create(real) as typeof real, { error: record('error'), info: record('info') });
  });
  t.platform.jobs.register('data_export', (ctx) => handle(ctx));
  await t.platform.jobs.start({ work: true });
  admin = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
});
afterAll(() => t.close());

async function finishedJob(): Promise<TBackgroundJob> {
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
    const job = await finishedJob();
    expect(job.status).toBe('error');
    const errorId = /error id ([0-9a-f-]{36})\.$/.exec(job.error ?? '')?.[1];
    expect(job.error).toBe(`The job could not be finished. If it happens again, tell support error id ${errorId}.`);
    expect(job.error).not.toMatch(/zip|central|srv/i);
    const entry = logged.find((l) => l.fields.errorId === errorId);
    expect(entry).toMatchObject({ level: 'error', fields: { jobId: job.id, type: 'data_export', err: failWith } });
  });

  it('shows a message written for the user as it is', async () => {
    failWith = badRequest('The header row of "people.csv" lacks Email.');
    const job = await finishedJob();
    expect(job).toMatchObject({ status: 'error', error: 'The header row of "people.csv" lacks Email.' });
  });
});

describe('a job whose owner signs in again while it runs', () => {
  it('finishes: the actor read as the job started is current, so a later change to the person does not fail it', async () => {
    handle = async ({ actor, saveResult }) => {
      // A sign-in, like any change to the person's row, moves their auth version; here it lands
      // after the job read its actor and before its first scoped statement.
      await systemDb(t.platform.database).execute(sql`select app.bump_auth_versions(array[${actor.userId}]::uuid[])`);
      const [row] = await withActor(t.platform.db, actor, (tx) => queryRows<{ one: number }>(tx, sql`select 1 as one`));
      await saveResult('one.txt', Buffer.from(String(row?.one)));
    };
    const job = await finishedJob();
    expect(job).toMatchObject({ status: 'success', progress: 100, error: null });
  });
});
