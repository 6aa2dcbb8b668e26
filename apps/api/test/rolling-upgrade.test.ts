import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { syncCatalog } from '../src/db/seed/catalog.js';
import { seedDemo } from '../src/db/seed/demo.js';
import { seedDemoRfps } from '../src/db/seed/demo-rfps.js';
import { openDatabase, queryRows } from '../src/platform/database.js';
import { systemDb } from '../src/platform/system-db.js';
import { createFromReferenceTemplate, writeReferencePgliteDir } from './database-snapshot.js';
import { DEMO_ACCOUNTS, PASSWORD, TEST_SIGNING_KEY_SECRET } from './harness.js';
import { findPreviousRelease, materialiseRelease } from './previous-release.js';
import { startReleaseServer } from './release-server.js';
import { readEverything, readPaths, rowsOf, type TAnswers } from './release-reads.js';
import { createServerDatabase, requestUrlFor } from './test-database.js';

/*
 * Rolling upgrade (docs/operations.md "Rolling upgrades"): while the new release's first process
 * migrates the database, the previous release's processes go on serving from it. So the previous
 * release — the code as it was before the newest migration landed, from git history — must start
 * on the newest schema without migrating or complaining, and answer its read paths: sign-in, then
 * every GET of its own API document as a provider, a client and a vendor, each list and the
 * details of its first row. The database holds the demo world as the current code seeds it.
 */

type TEnv = Record<string, string>;
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const tempDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `procura-${name}-`));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

// Found when the file loads: without the history it needs the file fails, it does not skip.
const release = findPreviousRelease();

/** The current code migrates the database and seeds the demo world into it, as `npm start` does. */
async function migrateAndSeed(env: TEnv): Promise<void> {
  const { app, platform, services } = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }), { jobs: false });
  try {
    const db = systemDb(platform.database);
    const { providerTenantId } = await syncCatalog(db);
    const world = await seedDemo(db, providerTenantId, PASSWORD);
    if (!world) throw new Error('The demo world was there already: the database is not a fresh one.');
    await seedDemoRfps(db, services, world);
  } finally {
    await app.close();
  }
}

/** The migrations the database has applied, as drizzle's own table lists them. */
async function appliedMigrations(env: TEnv): Promise<number> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : path.join(env.DATA_DIR, 'pglite') });
  try {
    const [row] = await queryRows<{ count: number }>(systemDb(database), sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    return row.count;
  } finally {
    await database.close();
  }
}

const fivexx = (who: string, answers: TAnswers) =>
  [...answers].filter(([, a]) => a.status >= 500).map(([url, a]) => `${who} GET ${url}: ${a.status} ${JSON.stringify(a.body).slice(0, 300)}`);

async function previousReleaseServesNewestSchema(env: TEnv) {
  const started = performance.now();
  const startCpu = process.cpuUsage();
  const lap = (() => {
    let last = started;
    const laps: string[] = [];
    return (what?: string) => {
      if (what) laps.push(`${what} ${((performance.now() - last) / 1000).toFixed(1)} s`);
      last = performance.now();
      return laps.join(', ');
    };
  })();
  const dir = materialiseRelease(release.commit);
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  lap('materialise');
  const start = () => startReleaseServer(dir, { NODE_ENV: 'test', SEED_DEMO: 'false', RUN_JOBS: 'false', WEB_DIST_DIR: path.join(dir, 'no-web'), ...env });
  // A server database is at the newest schema already (a copy of the reference one): the previous
  // release starts while the current code seeds, as it would go on serving during a roll-out. The
  // embedded one belongs to one process: the current code fills it and closes it first.
  const starting = env.DATABASE_URL ? start() : null;
  starting?.catch(() => undefined);
  cleanups.push(async () => (await starting?.catch(() => null))?.stop());
  await migrateAndSeed(env);
  lap('migrate and seed');
  const server = await (starting ?? start());
  cleanups.push(() => server.stop());
  lap(starting ? 'start (the rest of it)' : 'start');
  const serverStartCpu = server.cpuSeconds() ?? 0;
  const paths = await readPaths(server.baseUrl);
  expect(paths.length, 'GET paths in its API document').toBeGreaterThan(50);
  const [provider, client, vendor] = await Promise.all(
    [DEMO_ACCOUNTS.providerAdmin, DEMO_ACCOUNTS.clientAdmin, DEMO_ACCOUNTS.vendorAdmin].map((email) => readEverything(server.baseUrl, paths, email, PASSWORD)),
  );
  lap('reads');

  expect([...fivexx('provider', provider), ...fivexx('client', client), ...fivexx('vendor', vendor)], 'read paths of the previous release').toEqual([]);
  // Sane bodies: each workspace's main lists have rows, and a detail is the row asked for.
  for (const url of ['/v1/clients', '/v1/properties', '/v1/vendors', '/v1/users', '/v1/rfp', '/v1/contracts'])
    expect(rowsOf(provider, url), url).toBeGreaterThan(0);
  for (const url of ['/v1/properties', '/v1/users', '/v1/rfp', '/v1/contracts']) expect(rowsOf(client, url), url).toBeGreaterThan(0);
  for (const url of ['/v1/users', '/v1/rfp/inbox']) expect(rowsOf(vendor, url), url).toBeGreaterThan(0);
  for (const [answers, detail] of [
    [provider, '/v1/clients/{id}'],
    [client, '/v1/properties/{id}'],
    [vendor, '/v1/rfp/{id}/bid'],
  ] as const) {
    expect(answers.get(detail), detail).toMatchObject({ status: 200, body: expect.any(Object) as object });
  }

  const serverCpu = server.cpuSeconds() ?? 0;
  const ownCpu = Object.values(process.cpuUsage(startCpu)).reduce((a, b) => a + b, 0) / 1e6;
  await server.stop();
  expect(
    server.logs.filter((line) => line.level >= 50),
    'errors the previous release logged',
  ).toEqual([]);
  // It found migrations it does not know and neither applied nor undid any.
  expect(await appliedMigrations(env)).toBe(release.migrations);
  console.warn(
    `rolling upgrade: ${release.commit.slice(0, 10)} (before ${release.unknownToIt.join(', ')}) answered ${provider.size + client.size + vendor.size} reads; ${lap()}; ${((performance.now() - started) / 1000).toFixed(1)} s in all; CPU ${ownCpu.toFixed(1)} s here, ${serverCpu.toFixed(1)} s in its server (${serverStartCpu.toFixed(1)} s of them to start)`,
  );
}

describe(`the previous release (before ${release.newestMigration}) on the newest schema`, () => {
  it('starts without migrating and answers its read paths for a provider, a client and a vendor', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    const dataDir = tempDir('upgrade-data');
    if (adminUrl) {
      const database = await createServerDatabase(adminUrl, 'procura_upgrade', createFromReferenceTemplate);
      cleanups.push(() => database.drop());
      const requestUrl = await requestUrlFor(adminUrl, database.url);
      await previousReleaseServesNewestSchema({
        DATABASE_URL: database.url,
        DATABASE_REQUEST_URL: requestUrl,
        SIGNING_KEY_SECRET: TEST_SIGNING_KEY_SECRET,
        DATA_DIR: dataDir,
      });
    } else {
      // The embedded database belongs to one process: the current code fills its directory and
      // closes it, then the previous release opens it.
      await writeReferencePgliteDir(path.join(dataDir, 'pglite'));
      await previousReleaseServesNewestSchema({ DATA_DIR: dataDir, SIGNING_KEY_SECRET: TEST_SIGNING_KEY_SECRET });
    }
  }, 180_000);
});
