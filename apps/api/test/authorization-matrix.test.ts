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
/** People permissions per demo role (seed/catalog.ts): who may view, and who may also write. */
const PEOPLE_VIEW: TEntry['expect'] = { anonymous: 401, signedIn: 200, clientPm: 403 };
/** The admins write people and roles; the coordinator, property manager and estimator do not. */
const adminsWrite = (allowed: number): TEntry['expect'] => ({
  anonymous: 401,
  providerAdmin: allowed,
  clientAdmin: allowed,
  vendorAdmin: allowed,
  branchUser: allowed,
  providerCoordinator: 403,
  clientPm: 403,
  franchiseUser: 403,
});
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
  'GET /v1/users': { expect: PEOPLE_VIEW },
  'GET /v1/users/search': { path: '/v1/users/search?search=a', expect: PEOPLE_VIEW },
  'POST /v1/users/check-emails': { body: { emails: ['someone@example.com'] }, expect: adminsWrite(200) },
  'GET /v1/users/:id': { path: `/v1/users/${randomId}`, expect: { anonymous: 401, signedIn: 404, clientPm: 403 } },
  'POST /v1/users': { body: { firstName: 'A', lastName: 'B', email: 'ab@example.com', tenantId: randomId }, expect: adminsWrite(400) },
  'PATCH /v1/users/:id': { path: `/v1/users/${randomId}`, body: { firstName: 'A' }, expect: adminsWrite(404) },
  'DELETE /v1/users': { path: `/v1/users?ids=${randomId}`, expect: adminsWrite(404) },
  'POST /v1/users/deactivate-user/:id': { path: `/v1/users/deactivate-user/${randomId}`, expect: adminsWrite(404) },
  'POST /v1/users/activate-user/:id': { path: `/v1/users/activate-user/${randomId}`, expect: adminsWrite(404) },
  'POST /v1/users/resend-invitation/:id': { path: `/v1/users/resend-invitation/${randomId}`, expect: adminsWrite(404) },
  'PATCH /v1/users/update-contact-type/:id': { path: `/v1/users/update-contact-type/${randomId}`, body: { contactType: 'Primary' }, expect: adminsWrite(404) },
  'PATCH /v1/users/profile': { body: { firstName: 'Same', lastName: 'Person' }, expect: { anonymous: 401, signedIn: 200 } },
  'POST /v1/auth/change-password': { body: { currentPassword: 'not it', newPassword: 'a good passphrase' }, expect: { anonymous: 401, signedIn: 400 } },
  // Reading roles: role managers, and people managers who assign them.
  'GET /v1/roles': { expect: { anonymous: 401, signedIn: 200, clientPm: 403, franchiseUser: 403 } },
  'GET /v1/permissions': { expect: { anonymous: 401, signedIn: 200, clientPm: 403, franchiseUser: 403 } },
  'POST /v1/roles': {
    body: { name: 'Matrix role', roleType: 'client', permissionIds: [999_999] },
    expect: { anonymous: 401, providerAdmin: 400, clientAdmin: 400, providerCoordinator: 403, clientPm: 403, vendorAdmin: 403, branchUser: 403, franchiseUser: 403 },
  },
  'PATCH /v1/roles/:id': { path: `/v1/roles/${randomId}`, body: { name: 'x' }, expect: adminsWrite(404) },
  'DELETE /v1/roles/:id': { path: `/v1/roles/${randomId}`, expect: adminsWrite(404) },
  'GET /v1/tenants/search': { expect: { anonymous: 401, signedIn: 200 } },
  'GET /v1/background-jobs/uploaded-user/template': { expect: adminsWrite(200) },
  // Not multipart: the caller may upload, and is told how.
  'POST /v1/background-jobs/uploaded-user': { expect: adminsWrite(400) },
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

/**
 * Every route that takes an id, tried by a client admin with an id that exists in another
 * tenant: the answer must be 404, never 403 or 200 (PRODUCT.md "Tenancy").
 */
describe('cross-tenant ids', () => {
  const foreignIdFor = async (url: string): Promise<string> => {
    if (url.startsWith('/v1/users')) return t.world.userIds.vendorAdmin;
    if (url.startsWith('/v1/roles')) {
      const vendor = sessions.get('vendorAdmin') as TSession;
      const role = await t.http<{ id: string }>('POST', '/v1/roles', { token: vendor.accessToken, body: { name: `Foreign ${crypto.randomUUID()}`, roleType: 'vendor', permissionIds: [] } });
      return role.body.id;
    }
    if (url.startsWith('/v1/background-jobs')) {
      const vendor = sessions.get('vendorAdmin') as TSession;
      const job = await t.http<{ id: string }>('POST', '/v1/export-data', { token: vendor.accessToken, body: { entity: 'users', format: 'csv' } });
      return job.body.id;
    }
    throw new Error(`No foreign id known for ${url}: add one here`);
  };
  const BODIES: Record<string, unknown> = {
    'PATCH /v1/users/:id': { firstName: 'Sneaky' },
    'PATCH /v1/users/update-contact-type/:id': { contactType: 'Primary' },
    'PATCH /v1/roles/:id': { name: 'Sneaky' },
  };

  it('answers 404 on every id route', async () => {
    const clientAdmin = sessions.get('clientAdmin') as TSession;
    const idRoutes = t.routeInventory.filter((r) => r.url.includes(':id'));
    expect(idRoutes.length).toBeGreaterThanOrEqual(7);
    for (const route of idRoutes) {
      const id = await foreignIdFor(route.url);
      const key = `${route.method} ${route.url}`;
      const res = await t.http(route.method, route.url.replace(':id', id), { token: clientAdmin.accessToken, body: BODIES[key] });
      expect(res.status, `${key} → ${JSON.stringify(res.body)}`).toBe(404);
    }
    const del = await t.http('DELETE', `/v1/users?ids=${t.world.userIds.vendorAdmin}`, { token: clientAdmin.accessToken });
    expect(del.status).toBe(404);
  });
});
