import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@procura/shared';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { users } from '../src/db/schema/index.js';
import { syncCatalog } from '../src/db/seed/catalog.js';
import { buildDemoWorld } from '../src/db/seed/demo.js';
import { systemDb } from '../src/platform/system-db.js';
import { PASSWORD, TEST_SIGNING_KEY_SECRET } from './harness.js';

/**
 * The database goes away under load and comes back: the API says so (503, /readyz), recovers
 * by itself, and loses no write it acknowledged. It stops a PostgreSQL of its own, so it runs
 * with the server-database suite (TEST_DATABASE_URL) where the server's binaries are installed.
 */
const BIN = '/usr/lib/postgresql/15/bin';
const canRun = Boolean(process.env.TEST_DATABASE_URL) && fs.existsSync(path.join(BIN, 'pg_ctl'));
const asPostgres = (command: string, args: string[]) =>
  process.getuid?.() === 0
    ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(BIN, command), ...args], { stdio: 'pipe' })
    : execFileSync(path.join(BIN, command), args, { stdio: 'pipe' });

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-db-restart-'));
const dataDir = path.join(dir, 'pgdata');
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch {
      // Already stopped or closed: nothing left to clean.
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a database restart', () => {
  it.skipIf(!canRun)('answers 503 while the database is gone, recovers by itself, and keeps every acknowledged write', { timeout: 120_000 }, async () => {
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      fs.chownSync(dir, uid, uid);
    }
    asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    const port = await freePort();
    const pgCtl = (action: 'start' | 'stop') =>
      action === 'start'
        ? asPostgres('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, '-w', 'start'])
        : asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    pgCtl('start');
    cleanups.push(() => pgCtl('stop'));
    const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;

    const appDir = path.join(dir, 'app');
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: appDir,
      WEB_DIST_DIR: path.join(appDir, 'none'),
      DATABASE_URL: databaseUrl,
      SIGNING_KEY_SECRET: TEST_SIGNING_KEY_SECRET,
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    });
    const { app, platform } = await buildApp(config, { jobs: false });
    cleanups.push(() => app.close());
    const { providerTenantId } = await syncCatalog(systemDb(platform.database));
    const world = await buildDemoWorld(systemDb(platform.database), providerTenantId, PASSWORD);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
    const login = await fetch(`${base}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.providerAdmin, password: PASSWORD }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };

    // Load: people added one after another by two callers until told to stop.
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let running = true;
    let sequence = 0;
    const caller = async () => {
      while (running) {
        const email = `restart.${(sequence += 1)}@example.test`;
        const res = await fetch(`${base}/v1/users`, {
          method: 'POST',
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ firstName: 'Re', lastName: 'Start', email, tenantId: world.clientA.tenantId, authorized: false }),
        }).catch(() => null);
        const status = res?.status ?? 0;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 201) acknowledged.push(email);
        if (status === 503) expect(res?.headers.get('retry-after')).toBeTruthy();
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    const callers = [caller(), caller()];
    const readiness = async () => (await fetch(`${base}/readyz`)).status;
    const waitUntil = async (what: string, ok: () => Promise<boolean>, ms: number) => {
      const deadline = Date.now() + ms;
      while (!(await ok())) {
        if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };

    await waitUntil('some people were added', async () => acknowledged.length >= 5, 20_000);
    pgCtl('stop');
    expect(await readiness()).toBe(503);
    await waitUntil('a request met the missing database', async () => (statuses.get(503) ?? 0) >= 2, 20_000);
    const duringOutage = acknowledged.length;
    pgCtl('start');
    await waitUntil('ready again', async () => (await readiness()) === 200, 30_000);
    await waitUntil('people are added again', async () => acknowledged.length >= duringOutage + 5, 30_000);
    running = false;
    await Promise.all(callers);

    expect([...statuses.keys()].filter((s) => s !== 201 && s !== 503)).toEqual([]);
    const stored = await systemDb(platform.database).select({ email: users.email }).from(users).where(inArray(users.email, acknowledged));
    expect(stored.map((r) => r.email).sort()).toEqual([...acknowledged].sort());
    // And the database is really the one that restarted: a fresh connection sees the rows too.
    const direct = new pg.Client({ connectionString: databaseUrl });
    await direct.connect();
    const { rows } = await direct.query<{ n: number }>('select count(*)::int as n from users where email like $1', ['restart.%']);
    await direct.end();
    expect(rows[0].n).toBe(acknowledged.length);
  });
});
