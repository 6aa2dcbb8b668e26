import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from './harness.js';
import type { TActorName, TFeatureMatrix, TMatrixEntry } from './matrix.js';

/**
 * Route × actor → status, gathered from every feature's `<feature>.matrix.ts`. A route added
 * without an entry fails the suite, so every new route states who may call it
 * (docs/architecture.md "Request path").
 */
const SIGNED_IN: Exclude<TActorName, 'anonymous'>[] = Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[];
const FEATURES_DIR = path.resolve(import.meta.dirname, '../src/features');
const matrixFiles = fs.readdirSync(FEATURES_DIR).flatMap((feature) =>
  fs
    .readdirSync(path.join(FEATURES_DIR, feature))
    .filter((f) => f.endsWith('.matrix.ts'))
    .map((f) => path.join(FEATURES_DIR, feature, f)),
);
const FEATURE_MATRICES: TFeatureMatrix[] = (await Promise.all(matrixFiles.map((file) => import(file) as Promise<Record<string, TFeatureMatrix>>))).flatMap(
  (m) => Object.values(m),
);
const MATRIX: Record<string, TMatrixEntry> = {};
/** A row's route: `POST /v1/x (a case)` is a further row for `POST /v1/x` with another body. */
const routeOf = (row: string) => row.replace(/ \(.+\)$/, '');
for (const feature of FEATURE_MATRICES) {
  for (const [route, entry] of Object.entries(feature.routes)) {
    if (MATRIX[route]) throw new Error(`${route} has two matrix entries`);
    MATRIX[route] = entry;
  }
}

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
    expect(routes).toEqual([...new Set(Object.keys(MATRIX).map(routeOf))].sort());
  });

  it('declares public access only for identity, public reference data and signed storage links', () => {
    const publicRoutes = t.routeInventory.filter((r) => r.access.kind === 'public').map((r) => r.url);
    const mayBePublic = (url: string) =>
      url.startsWith('/v1/auth/') ||
      url === '/v1/users/validate-token' ||
      url === '/v1/users/create-password' ||
      // Vendor self-registration picks its address before anyone signs in.
      url.startsWith('/v1/public/') ||
      // Vendor self-registration: the e-mailed token is the credential, and no one is signed in yet.
      url === '/v1/vendors/draft' ||
      url === '/v1/vendors/draft/submit' ||
      // The signature in the link is the credential (an <img src> sends no bearer token).
      url.startsWith('/v1/storage/uploads/') ||
      url.startsWith('/v1/storage/objects/');
    expect(publicRoutes.filter((url) => !mayBePublic(url))).toEqual([]);
  });

  for (const [route, entry] of Object.entries(MATRIX)) {
    const [method, template] = routeOf(route).split(' ');
    const actors: TActorName[] = [
      'anonymous',
      ...(entry.expect.signedIn !== undefined || Object.keys(entry.expect).some((k) => k !== 'anonymous') ? SIGNED_IN : []),
    ];
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
 * tenant: the answer must be 404, never 403 or 200 (docs/product.md "Tenancy").
 */
describe('cross-tenant ids', () => {
  const foreignIdFor = (url: string): Promise<string> => {
    const source = FEATURE_MATRICES.flatMap((f) => f.foreignIds ?? []).find((f) => url.startsWith(f.prefix));
    if (!source) throw new Error(`No foreign id known for ${url}: add one to its feature's matrix file`);
    return source.make({ t, sessions });
  };
  const BODIES: Record<string, unknown> = Object.assign({}, ...FEATURE_MATRICES.map((f) => f.crossTenantBodies ?? {}));

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
    // One request after another over every id route (about a hundred, each making its row first).
  }, 120_000);
});
