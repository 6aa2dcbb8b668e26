import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeOpenAi } from '../../apps/api/test/fake-openai.js';
import { createFromReferenceTemplate, writeReferencePgliteDir } from '../../apps/api/test/database-snapshot.js';
import { createServerDatabase, requestUrlFor } from '../../apps/api/test/test-database.js';
import { builtApiEntry } from './built-api.js';
import { AI_PORT, APP_PORT, APP_URL, SMTP_PORT } from './ports.js';

/**
 * Starts the product as `npm start` would, on a throwaway database: PGlite in a temporary
 * directory, or a fresh database on the server named by TEST_DATABASE_URL. The database starts
 * as the API tests' do (apps/api/test/database-snapshot.ts): a copy of the reference database
 * (migrations, permission catalog, geography), which the server's start-up finds current; it
 * then seeds the demo data itself. Building the reference on every start cost each worker's
 * servers most of their start-up, twice per CI pass.
 *
 * The built web app is served from a copy taken now: a release is immutable while it runs,
 * and a rebuild of apps/web/dist during the run (which deletes the old hashed chunks) must
 * not break pages already loaded from it.
 */
const builtWebApp = path.resolve(import.meta.dirname, '../../apps/web/dist');
if (!fs.existsSync(path.join(builtWebApp, 'index.html'))) {
  throw new Error(`No web app build in ${builtWebApp}: run \`npm run build -w apps/web\` first.`);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-e2e-'));
const webDistDir = path.join(dataDir, 'web');
fs.cpSync(builtWebApp, webDistDir, { recursive: true });
const entryAssets = [...fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)];
const missing = entryAssets.map((m) => m[1]).filter((asset) => !fs.existsSync(path.join(webDistDir, asset)));
if (missing.length > 0) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  throw new Error(`The web app build is incomplete (a build is running?): missing ${missing.join(', ')}`);
}

let dropDatabase = async () => undefined as void;

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const server = await createServerDatabase(adminUrl, 'procura_e2e', createFromReferenceTemplate);
  process.env.DATABASE_URL = server.url;
  // Requests log in as their own role, as docs/operations.md asks of a server database.
  process.env.DATABASE_REQUEST_URL = await requestUrlFor(adminUrl, server.url);
  dropDatabase = server.drop;
} else {
  delete process.env.DATABASE_URL;
  delete process.env.DATABASE_REQUEST_URL;
  // Where the server keeps its PGlite database (apps/api/src/platform/platform.ts).
  await writeReferencePgliteDir(path.join(dataDir, 'pglite'));
}

// The SOW assistant answers through a fake model on loopback (issue #10); specs queue its replies over HTTP (support/fake-ai.ts).
const fakeAi = await startFakeOpenAi({ port: AI_PORT });

Object.assign(process.env, {
  AI_BASE_URL: fakeAi.url,
  AI_API_KEY: 'e2e-fake-key',
  AI_MODEL: 'fake-sow-model',
  PORT: String(APP_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: webDistDir,
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  PUBLIC_URL: APP_URL,
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  RATE_LIMIT_PER_MINUTE: '100000',
  SEED_DEMO: 'true',
  // The loop's story publishes an RFP due minutes ahead and watches it close itself (tests/procurement-loop.spec.ts).
  RFP_MIN_BIDDING_HOURS: '0',
  // A browser fills the get-in-touch form faster than a person; the API tests hold the minimum fill time.
  GET_IN_TOUCH_MIN_FILL_SECONDS: '0',
  // Every get-in-touch spec sends from this one address; the API tests hold the hourly limit.
  GET_IN_TOUCH_PER_HOUR: '100000',
  // A job still running when the run ends gets 5 s, so the server stops within Playwright's
  // 15 s and the throwaway database is dropped (the API tests hold the grace itself).
  SHUTDOWN_GRACE_SECONDS: '5',
  SIGNING_KEY_SECRET: 'e2e-signing-key-secret-0123456789abcdef',
});

/**
 * The server runs as a child process so this one outlives it and can clean up: Playwright
 * ends the web servers with SIGTERM (playwright.config.ts gracefulShutdown), the server
 * stops on its own handler, then the throwaway database and directory go.
 */
const server = spawn(process.execPath, [builtApiEntry('server')], {
  env: process.env,
  stdio: 'inherit',
});

let cleaning: Promise<never> | null = null;
const cleanUpAndExit = (code: number) =>
  (cleaning ??= (async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = once(server, 'exit');
      // A signal to the process group reaches the server too; tell it when it was only this process.
      const nudge = setTimeout(() => server.kill('SIGTERM'), 2_000);
      await exited;
      clearTimeout(nudge);
    }
    await fakeAi.close();
    await dropDatabase().catch((error: unknown) => console.error('e2e: could not drop the test database', error));
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  })());

// `on`, not `once`: the signal can arrive twice (to the process group and forwarded by npx),
// and a second one must not kill this process half-way through the clean-up.
process.on('SIGTERM', () => void cleanUpAndExit(0));
process.on('SIGINT', () => void cleanUpAndExit(0));
// Playwright may be gone (and our output pipes closed) before the clean-up ends.
process.stdout.on('error', () => undefined);
process.stderr.on('error', () => undefined);
server.once('exit', (code) => void cleanUpAndExit(code ?? 1));
