import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { backgroundJobs } from '../src/db/schema/index.js';
import { syncCatalog } from '../src/db/seed/catalog.js';
import { buildDemoWorld } from '../src/db/seed/demo.js';
import { loadActor } from '../src/platform/actor.js';
import { superviseJobProcess } from '../src/platform/job-process.js';
import { systemDb } from '../src/platform/system-db.js';
import { PASSWORD, TEST_SIGNING_KEY_SECRET } from './harness.js';
import { createTestDatabase } from './test-database.js';

// A child process cannot share PGlite (it belongs to the process that opened it): on the
// embedded database jobs run in the API process and unpack uploads in a capped child instead
// (test/job-isolation.test.ts).
describe.skipIf(!process.env.TEST_DATABASE_URL)('jobs in a child process with a heap cap (server database)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-job-process-'));
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a job that runs out of memory ends its process only: the API answers, the job fails plainly, a new process runs the next', async () => {
    const testDb = await createTestDatabase();
    cleanups.push(() => testDb.drop());
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'none'),
      DATABASE_URL: testDb.url,
      SIGNING_KEY_SECRET: TEST_SIGNING_KEY_SECRET,
    };
    const api = await buildApp(loadConfig(env), { database: testDb.database, jobs: { work: false } });
    cleanups.push(() => api.app.close());
    const db = systemDb(api.platform.database);
    const { providerTenantId } = await syncCatalog(db);
    const world = await buildDemoWorld(db, providerTenantId, PASSWORD);
    const actor = await loadActor(db, world.userIds.providerAdmin, undefined, 'test');

    const jobProcess = superviseJobProcess({
      workerPath: path.join(import.meta.dirname, 'fixtures/hungry-worker.ts'),
      memoryMb: 96,
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, ...env },
      jobs: api.platform.jobs,
      log: api.app.log,
      restartDelayMs: 100,
      // V8's out-of-memory report would fill the test output.
      output: 'ignore',
    });
    cleanups.push(() => jobProcess.stop());
    const firstPid = jobProcess.pid;

    const settled = async (jobId: string) => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const [row] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, jobId));
        if (row.status !== 'pending') return row;
        if (Date.now() > deadline) throw new Error('job did not settle');
        await new Promise((r) => setTimeout(r, 200));
      }
    };

    const hungry = await api.platform.jobs.enqueue(actor, 'user_upload', 'Bulk invite: hungry.xlsx', {
      fileKey: 'none',
      fileName: 'hungry.xlsx',
      workspaceId: providerTenantId,
    });
    const failed = await settled(hungry.id);
    expect(failed.status).toBe('error');
    expect(failed.error).toMatch(
      /^The job stopped before it finished: it needed more memory than a job may use, or its process failed\. If it happens again, tell support error id [0-9a-f-]{36}\.$/,
    );
    expect((await api.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    const exported = await api.platform.jobs.enqueue(actor, 'data_export', 'Users export (CSV)', {
      entity: 'users',
      format: 'csv',
      workspaceId: providerTenantId,
    });
    expect(await settled(exported.id)).toMatchObject({ status: 'success', progress: 100 });
    expect(jobProcess.pid).toBeDefined();
    expect(jobProcess.pid).not.toBe(firstPid);
    // Two processes started under the TypeScript loader, a heap filled to its cap, a demo world
    // built: more than one test's usual time on a loaded machine.
  }, 120_000);
});
