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
import { systemDb } from '../src/platform/system-db.js';
import { PASSWORD } from './harness.js';
import { createTestDatabase } from './test-database.js';

/**
 * A process that stops (SIGTERM: docs/operations.md "Stopping") closes its app, which stops
 * the job queue: a running job may finish within SHUTDOWN_GRACE_SECONDS, and one that outlasts
 * it is handed back and runs again in the next process, not left pending for ever.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-jobs-stop-'));
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'none') });
const testDb = await createTestDatabase({ reference: true });
afterAll(async () => {
  await testDb.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const db = systemDb(testDb.database);
const { providerTenantId } = await syncCatalog(db);
const world = await buildDemoWorld(db, providerTenantId, PASSWORD);
const payload = { entity: 'users', format: 'csv', workspaceId: providerTenantId };

const jobRow = async (jobId: string) => (await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, jobId)))[0];

async function statusOf(jobId: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  let status = 'pending';
  while (status === 'pending' && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    status = (await jobRow(jobId))?.status ?? 'missing';
  }
  return status;
}

/** A process working jobs whose export handler signals when it starts, then takes `runFor` (never ends: null). */
async function processWithSlowExport(graceSeconds: number, runFor: number | null) {
  const api = await buildApp({ ...config, SHUTDOWN_GRACE_SECONDS: graceSeconds }, { database: testDb.database, jobs: { work: true } });
  let started = () => undefined as void;
  const running = new Promise<void>((resolve) => (started = resolve));
  api.platform.jobs.register('data_export', async ({ saveResult }) => {
    started();
    await new Promise<void>((resolve) => {
      if (runFor !== null) setTimeout(resolve, runFor);
    });
    await saveResult('slow.csv', Buffer.from('done'));
  });
  const actor = await loadActor(db, world.userIds.providerAdmin, undefined, 'test');
  const job = await api.platform.jobs.enqueue(actor, 'data_export', 'Slow export', payload);
  await running;
  return { api, job };
}

describe('background jobs when their process stops', () => {
  it('finish within the grace before the process closes', async () => {
    const { api, job } = await processWithSlowExport(10, 1500);
    await api.app.close();
    const row = await jobRow(job.id);
    expect(row.status).toBe('success');
    expect(row.resultFileName).toBe('slow.csv');
  });

  it('past the grace, are handed back and done by the next process', async () => {
    // pg-boss waits a second at least, then fails the job (queueing its retry); the row is handed back.
    const { api, job } = await processWithSlowExport(0, null);
    await api.app.close();
    expect((await jobRow(job.id)).status).toBe('pending');

    const next = await buildApp(config, { database: testDb.database, jobs: { work: true } });
    try {
      expect(await statusOf(job.id)).toBe('success');
      expect((await jobRow(job.id)).resultFileName).toMatch(/\.csv$/);
    } finally {
      await next.app.close();
    }
  });
});
