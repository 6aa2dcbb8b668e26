import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type TBuildOptions } from '../src/app.js';
import { loadConfig, type TConfig } from '../src/config.js';
import { syncCatalog } from '../src/db/seed/catalog.js';
import { buildDemoWorld, DEMO_ACCOUNTS, type TDemoWorld } from '../src/db/seed/demo.js';
import { syncGeography } from '../src/db/seed/geography.js';
import type { TRouteInventory } from '../src/platform/access.js';
import type { TPlatform } from '../src/platform/platform.js';
import type { TServices } from '../src/services.js';
import { startMailbox, type TMailbox } from './mailbox.js';
import { createTestDatabase } from './test-database.js';
import { systemDb } from '../src/platform/system-db.js';

export const PASSWORD = 'Correct-horse-battery-1';
/** The tests' SIGNING_KEY_SECRET (required with a server database; fixed so instances share keys). */
export const TEST_SIGNING_KEY_SECRET = 'test-signing-key-secret-0123456789abcdef';

export interface TTestApp {
  app: FastifyInstance;
  platform: TPlatform;
  routeInventory: TRouteInventory;
  /** The app's services, for a seed that writes through them (the demo RFPs). */
  services: TServices;
  world: TDemoWorld;
  mailbox: TMailbox;
  baseUrl: string;
  http: THttp;
  signIn(email: string, password?: string): Promise<TSession>;
  close(): Promise<void>;
}

export interface TResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TSession {
  accessToken: string;
  idToken: string;
  cookie: string;
}

export type THttp = <T = Record<string, unknown>>(
  method: string,
  path: string,
  options?: { token?: string; body?: unknown; cookie?: string; headers?: Record<string, string> },
) => Promise<TResponse<T>>;

/** The API on a loopback port with its own database, mailbox and demo world. */
export async function startTestApp(options: { jobs?: boolean; config?: Partial<TConfig>; logStream?: TBuildOptions['logStream'] } = {}): Promise<TTestApp> {
  const mailbox = await startMailbox();
  // Migrations, catalog, geography and the demo world come in place from a snapshot (without
  // one, TEST_DB_SNAPSHOT=0, they are built below once the app is up).
  const testDb = await createTestDatabase({ reference: true, demoPassword: PASSWORD });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-test-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SMTP_URL: mailbox.url,
      PUBLIC_URL: 'http://localhost:5173',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_PER_MINUTE: '100000',
      AI_RATE_LIMIT_PER_MINUTE: '100000',
      GET_IN_TOUCH_PER_HOUR: '100000',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      SIGNING_KEY_SECRET: TEST_SIGNING_KEY_SECRET,
      // A test that ends with a job still running waits no longer for it than it used to.
      SHUTDOWN_GRACE_SECONDS: '5',
    },
    options.config,
  );
  const { app, platform, routeInventory, services } = await buildApp(config, {
    database: testDb.database,
    jobs: options.jobs ? { work: true } : false,
    logStream: options.logStream,
  });
  const world = testDb.world ?? (await seedOnEmptyDatabase(platform));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const http: THttp = async (method, urlPath, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.cookie) headers.cookie = opts.cookie;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(baseUrl + urlPath, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    const text = await res.text();
    let body: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) body = JSON.parse(text);
    return { status: res.status, body: body as never, headers: res.headers };
  };

  return {
    app,
    platform,
    routeInventory,
    services,
    world,
    mailbox,
    baseUrl,
    http,
    async signIn(email, password = PASSWORD) {
      const res = await http<{ accessToken: string; idToken: string }>('POST', '/v1/auth/login', { body: { email, password } });
      if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
      return { accessToken: res.body.accessToken, idToken: res.body.idToken, cookie: refreshCookieOf(res.headers) };
    },
    async close() {
      await app.close();
      await testDb.drop();
      await mailbox.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What the snapshots hold, built on the app's own empty database. */
async function seedOnEmptyDatabase(platform: TPlatform): Promise<TDemoWorld> {
  const db = systemDb(platform.database);
  const { providerTenantId } = await syncCatalog(db);
  await syncGeography(db);
  return buildDemoWorld(db, providerTenantId, PASSWORD);
}

/** Demo people signed in one after another, in the order named. */
export async function signInDemo(t: TTestApp, ...names: (keyof typeof DEMO_ACCOUNTS)[]): Promise<TSession[]> {
  const sessions: TSession[] = [];
  for (const name of names) sessions.push(await t.signIn(DEMO_ACCOUNTS[name]));
  return sessions;
}

/** `procura_rt=…` from a Set-Cookie header, ready to send back. */
export function refreshCookieOf(headers: Headers): string {
  const setCookie = headers.get('set-cookie') ?? '';
  const match = /procura_rt=([^;]*)/.exec(setCookie);
  return match ? `procura_rt=${match[1]}` : '';
}

export { DEMO_ACCOUNTS };
