import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type TConfig } from '../src/config.js';
import { rateLimits } from '../src/db/schema/index.js';
import { openDatabase, queryRows, type TDatabase } from '../src/platform/database.js';
import { DEMO_ACCOUNTS, startTestApp, TEST_SIGNING_KEY_SECRET, type TTestApp } from './harness.js';
import { systemDb } from '../src/platform/system-db.js';

const MAX = 5;
const AUTH_MAX = 3;
const SYNC_MS = 25;
const WINDOW_MS = 60_000;
const limits: Partial<TConfig> = { RATE_LIMIT_PER_MINUTE: MAX, AUTH_RATE_LIMIT_PER_MINUTE: AUTH_MAX, RATE_LIMIT_SYNC_MS: SYNC_MS };

// Each test calls from its own loopback address, so budgets keyed by address never meet.
const FROM = {
  perUser: '127.0.0.11',
  forged: '127.0.0.12',
  forwarded: '127.0.0.13',
  proxied: '127.0.0.14',
  web: '127.0.0.15',
  identity: '127.0.0.16',
  shared: '127.0.0.17',
  shape: '127.0.0.18',
};

interface TAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let webDir: string;
let t: TTestApp;
/** Same settings and database as `t`: a second API process. */
let twin: { app: FastifyInstance; url: string; close(): Promise<void> };
/** Same database, behind one trusted proxy hop. */
let proxied: { app: FastifyInstance; url: string; close(): Promise<void> };
let tokens: { provider: string; client: string };

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(webDir, 'assets', 'chunk-1a2b3c.js'), 'export const chunk = 1;');
  t = await startTestApp({ config: { ...limits, WEB_DIST_DIR: webDir } });
  twin = await startSibling({});
  proxied = await startSibling({ TRUST_PROXY: '1' });
  tokens = {
    provider: (await t.signIn(DEMO_ACCOUNTS.providerAdmin)).accessToken,
    client: (await t.signIn(DEMO_ACCOUNTS.clientAdmin)).accessToken,
  };
});

afterAll(async () => {
  await twin?.close();
  await proxied?.close();
  await t?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** Another API process on the test app's database (its own pool on a server, as in production). */
async function startSibling(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-test-'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST_DIR: webDir, SIGNING_KEY_SECRET: TEST_SIGNING_KEY_SECRET, ...env },
    limits,
  );
  const shared = t.platform.database;
  const database: TDatabase = shared.kind === 'pg' ? await openDatabase({ databaseUrl: shared.connectionString, poolSize: 2 }) : shared;
  const { app } = await buildApp(config, { database, jobs: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    app,
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    async close() {
      await app.close();
      if (database !== shared) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function call(
  baseUrl: string,
  from: string,
  method: string,
  urlPath: string,
  options: { token?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<TAnswer> {
  const url = new URL(urlPath, baseUrl);
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (payload) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, localAddress: from }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const statuses = async (count: number, request: () => Promise<TAnswer>) => {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push((await request()).status);
  return seen;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Windows are fixed minutes: start a test early enough in one that it ends in the same. */
async function awayFromWindowEdge() {
  const left = WINDOW_MS - (Date.now() % WINDOW_MS);
  if (left < 8_000) await sleep(left + 50);
}

/** The shared count of `key` once it reaches `count` (the processes have synced). */
async function sharedCountReaches(key: string, count: number) {
  const windowStart = Date.now() - (Date.now() % WINDOW_MS);
  for (let waited = 0; waited < 5_000; waited += SYNC_MS) {
    const [row] = await systemDb(t.platform.database)
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
    if ((row?.count ?? 0) >= count) return row.count;
    await sleep(SYNC_MS);
  }
  throw new Error(`${key} never reached ${count}`);
}

describe('rate limits', () => {
  it('never limit the web app: static files, its HTML and deep links', async () => {
    await awayFromWindowEdge();
    const api = () => call(t.baseUrl, FROM.web, 'GET', '/v1/users/profile');
    expect(await statuses(MAX + 1, api)).toEqual([...Array(MAX).fill(401), 429]);

    const asset = await statuses(4 * MAX, () => call(t.baseUrl, FROM.web, 'GET', '/assets/chunk-1a2b3c.js'));
    expect(asset).toEqual(Array(4 * MAX).fill(200));
    for (const page of ['/', '/rfps/123', '/settings/profile']) {
      const answers = await Promise.all(Array.from({ length: MAX + 1 }, () => call(t.baseUrl, FROM.web, 'GET', page)));
      expect(answers.map((a) => a.status)).toEqual(Array(MAX + 1).fill(200));
      expect(answers[0].headers['content-type']).toContain('text/html');
      expect(answers[0].body).toContain('<div id="root">');
    }
    // The address is still over its API budget: only the web app was spared.
    expect((await api()).status).toBe(429);
  });

  it('give each signed-in user their own budget, apart from their address', async () => {
    await awayFromWindowEdge();
    const profile = (token?: string) => call(t.baseUrl, FROM.perUser, 'GET', '/v1/users/profile', { token });
    expect(await statuses(MAX + 1, () => profile(tokens.provider))).toEqual([...Array(MAX).fill(200), 429]);
    expect((await profile(tokens.client)).status).toBe(200);
    expect((await profile()).status).toBe(401);
  });

  it('count a token whose signature does not verify against the address, not the user it names', async () => {
    await awayFromWindowEdge();
    const { kid } = decodeProtectedHeader(tokens.client);
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ token_use: 'access', iat_ms: Date.now() })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setIssuer('procura')
      .setSubject(decodeJwt(tokens.client).sub as string)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    const profile = (token?: string) => call(t.baseUrl, FROM.forged, 'GET', '/v1/users/profile', { token });
    expect(await statuses(MAX + 1, () => profile(forged))).toEqual([...Array(MAX).fill(401), 429]);
    expect((await profile()).status).toBe(429);
    expect((await profile(tokens.client)).status).toBe(200);
  });

  it('ignore X-Forwarded-For unless TRUST_PROXY names the hops', async () => {
    await awayFromWindowEdge();
    const spoofing = await statuses(MAX + 1, () => {
      const forwardedFor = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
      return call(t.baseUrl, FROM.forwarded, 'GET', '/v1/users/profile', { headers: { 'x-forwarded-for': forwardedFor } });
    });
    expect(spoofing).toEqual([...Array(MAX).fill(401), 429]);

    const viaProxy = (forwardedFor: string) => call(proxied.url, FROM.proxied, 'GET', '/v1/users/profile', { headers: { 'x-forwarded-for': forwardedFor } });
    expect(await statuses(MAX + 1, () => viaProxy('198.51.100.1'))).toEqual([...Array(MAX).fill(401), 429]);
    expect((await viaProxy('198.51.100.2')).status).toBe(401);
    // One trusted hop: only the address the proxy appended counts, not what the client wrote before it.
    expect((await viaProxy('198.51.100.2, 198.51.100.1')).status).toBe(429);
  });

  it('refuse a TRUST_PROXY that is neither a hop count nor proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).TRUST_PROXY).toEqual(['10.0.0.0/8', 'loopback']);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('keep the identity routes on their stricter limit per address, whoever signs', async () => {
    await awayFromWindowEdge();
    const validate = (token: string) => call(t.baseUrl, FROM.identity, 'POST', '/v1/users/validate-token', { token, body: { token: 'not-an-invitation' } });
    const first = await statuses(AUTH_MAX, () => validate(tokens.provider));
    expect(first).not.toContain(429);
    expect((await validate(tokens.client)).status).toBe(429);
    // A separate budget from the default one of the same address.
    expect((await call(t.baseUrl, FROM.identity, 'GET', '/v1/users/profile')).status).toBe(401);
  });

  it('share a budget between API processes through the database', async () => {
    await awayFromWindowEdge();
    const key = `ip:${FROM.shared}`;
    const one = () => call(t.baseUrl, FROM.shared, 'GET', '/v1/users/profile');
    const other = () => call(twin.url, FROM.shared, 'GET', '/v1/users/profile');
    expect(await statuses(MAX - 1, one)).toEqual(Array(MAX - 1).fill(401));
    await sharedCountReaches(key, MAX - 1);
    expect((await other()).status).toBe(401);
    // The other process learns the total when it adds its own hit.
    await sharedCountReaches(key, MAX);
    await sleep(4 * SYNC_MS);
    expect((await other()).status).toBe(429);
  });

  it('keep the shared counts in an UNLOGGED table (no WAL for throwaway counters)', async () => {
    const [table] = await queryRows<{ relpersistence: string }>(
      systemDb(t.platform.database),
      sql`select relpersistence from pg_class where relname = 'rate_limits'`,
    );
    expect(table).toEqual({ relpersistence: 'u' });
  });

  it('answer 429 in the one error shape, with Retry-After', async () => {
    await awayFromWindowEdge();
    const answers = await statuses(MAX, () => call(t.baseUrl, FROM.shape, 'GET', '/v1/tenants/search'));
    expect(answers).not.toContain(429);
    const limited = await call(t.baseUrl, FROM.shape, 'GET', '/v1/tenants/search');
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
    expect(limited.headers['content-type']).toContain('application/json');
    const body = JSON.parse(limited.body) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['error', 'message', 'requestId', 'statusCode']);
    expect(body).toMatchObject({ statusCode: 429, error: 'Too Many Requests', requestId: limited.headers['x-request-id'] });
    expect(body.message).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
  });
});
