import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { syncCatalog } from '../src/db/seed/catalog.js';
import { buildDemoWorld } from '../src/db/seed/demo.js';
import { loadActor } from '../src/platform/actor.js';
import { eq } from 'drizzle-orm';
import { backgroundJobs, users } from '../src/db/schema/index.js';
import { createTestDatabase } from './test-database.js';
import { PASSWORD } from './harness.js';
import { systemDb } from '../src/platform/system-db.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-restart-'));
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'none') });
const testDb = await createTestDatabase();
afterAll(async () => {
  await testDb.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function statusOf(app: Awaited<ReturnType<typeof buildApp>>, jobId: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  let status = 'pending';
  while (status === 'pending' && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    const rows = await systemDb(app.platform.database).select().from(backgroundJobs).where(eq(backgroundJobs.id, jobId));
    status = rows[0]?.status ?? 'missing';
  }
  return status;
}

describe('background jobs', () => {
  it('survive a restart: queued while no worker runs, done by the next process', async () => {
    // First process: serves requests, runs no handlers, and goes away with the job queued.
    const first = await buildApp(config, { database: testDb.database, jobs: { work: false } });
    const { providerTenantId } = await syncCatalog(systemDb(first.platform.database));
    const world = await buildDemoWorld(systemDb(first.platform.database), providerTenantId, PASSWORD);
    const actor = await loadActor(systemDb(first.platform.database), world.userIds.providerAdmin, undefined, 'test');
    const job = await first.platform.jobs.enqueue(actor, 'data_export', 'Users export (CSV)', {
      entity: 'users',
      format: 'csv',
      workspaceId: providerTenantId,
    });
    await first.app.close();

    // Second process: picks the job up from the queue in the database.
    const second = await buildApp(config, { database: testDb.database, jobs: { work: true } });
    try {
      expect(await statusOf(second, job.id)).toBe('success');
    } finally {
      await second.app.close();
    }
  });

  it('run as their requester as they are when the worker gets to them: a deactivated one gets nothing', async () => {
    const api = await buildApp(config, { database: testDb.database, jobs: { work: false } });
    const db = systemDb(api.platform.database);
    const [admin] = await db.select().from(users).where(eq(users.email, 'provider.admin@example.com'));
    const actor = await loadActor(db, admin.id, undefined, 'test');
    const job = await api.platform.jobs.enqueue(actor, 'data_export', 'Users export (CSV)', {
      entity: 'users',
      format: 'csv',
      workspaceId: actor.workspace.tenantId,
    });
    await db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, admin.id));
    await api.app.close();

    const worker = await buildApp(config, { database: testDb.database, jobs: { work: true } });
    try {
      expect(await statusOf(worker, job.id)).toBe('error');
      const [row] = await systemDb(worker.platform.database).select().from(backgroundJobs).where(eq(backgroundJobs.id, job.id));
      expect(row.resultPath).toBeNull();
      expect(row.error).toMatch(/Auth session was not found/);
    } finally {
      await worker.app.close();
    }
  });
});
