import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from './harness.js';

/**
 * Route × actor → status. A route added without an entry here fails the suite, so every
 * new route states who may call it (ARCHITECTURE.md "Tenancy and authorization").
 */
type TActorName = 'anonymous' | keyof typeof DEMO_ACCOUNTS;
const SIGNED_IN: Exclude<TActorName, 'anonymous'>[] = Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[];

interface TEntry {
  path?: string;
  body?: unknown;
  /** Expected status per actor; actors not listed take `signedIn`. */
  expect: Partial<Record<TActorName, number>> & { signedIn?: number };
}

const randomId = crypto.randomUUID();
const MATRIX: Record<string, TEntry> = {
  'POST /v1/auth/login': { body: { email: 'nobody@example.com', password: 'whatever-it-is' }, expect: { anonymous: 401 } },
  'POST /v1/auth/refresh': { expect: { anonymous: 401 } },
  'POST /v1/auth/logout': { expect: { anonymous: 204 } },
  'POST /v1/auth/forgot-password': { body: { email: 'nobody@example.com' }, expect: { anonymous: 202 } },
  'POST /v1/auth/reset-password': { body: { email: 'nobody@example.com', code: '123456', password: 'a good passphrase' }, expect: { anonymous: 400 } },
  'POST /v1/users/validate-token': { body: { token: 'nope' }, expect: { anonymous: 400 } },
  'POST /v1/users/create-password': { body: { token: 'nope', password: 'a good passphrase' }, expect: { anonymous: 400 } },
  'GET /v1/users/profile': { expect: { anonymous: 401, signedIn: 200 } },
  'PATCH /v1/users/items-per-page': { body: { itemsPerPage: 25 }, expect: { anonymous: 401, signedIn: 200 } },
  'GET /v1/background-jobs': { expect: { anonymous: 401, signedIn: 200 } },
  'GET /v1/background-jobs/:id/download': { path: `/v1/background-jobs/${randomId}/download`, expect: { anonymous: 401, signedIn: 404 } },
  'POST /v1/export-data': {
    body: { entity: 'users', format: 'csv' },
    // Contact Management View is what it takes; the property manager's role lacks it.
    expect: { anonymous: 401, signedIn: 202, clientPm: 403 },
  },
};

let t: TTestApp;
const sessions = new Map<TActorName, TSession>();
beforeAll(async () => {
  t = await startTestApp({ jobs: true });
  for (const name of SIGNED_IN) sessions.set(name, await t.signIn(DEMO_ACCOUNTS[name]));
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('has an entry for every route and a route for every entry', () => {
    const routes = t.routeInventory.map((r) => `${r.method} ${r.url}`).sort();
    expect(routes).toEqual(Object.keys(MATRIX).sort());
  });

  it('declares public access only for the identity routes', () => {
    const publicRoutes = t.routeInventory.filter((r) => r.access.kind === 'public').map((r) => r.url);
    expect(publicRoutes.every((url) => url.startsWith('/v1/auth/') || url === '/v1/users/validate-token' || url === '/v1/users/create-password')).toBe(true);
  });

  for (const [route, entry] of Object.entries(MATRIX)) {
    const [method, template] = route.split(' ');
    const actors: TActorName[] = ['anonymous', ...(entry.expect.signedIn !== undefined || Object.keys(entry.expect).some((k) => k !== 'anonymous') ? SIGNED_IN : [])];
    for (const actor of actors) {
      const expected = entry.expect[actor] ?? entry.expect.signedIn;
      if (expected === undefined) continue;
      it(`${route} as ${actor} → ${expected}`, async () => {
        const res = await t.http(method, entry.path ?? template, { token: sessions.get(actor)?.accessToken, body: entry.body });
        expect(res.status, JSON.stringify(res.body)).toBe(expected);
      });
    }
  }
});
