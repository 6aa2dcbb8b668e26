import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TContract, TContractPage } from '@procura/shared';
import { services } from '../src/db/schema/index.js';
import { systemDb } from '../src/platform/system-db.js';
import { countDatabaseCalls } from './database-calls.js';
import { factories } from './factories.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from './harness.js';

/*
 * The contracts list (issue 19: at most 3 round trips per request): the scope opens with the page
 * and its total in one round trip, the commit is the second, for the provider, the client and the
 * vendor, with search, filters and each kind of sort.
 */

let t: TTestApp;
let provider: TSession;
beforeAll(async () => {
  t = await startTestApp();
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
});
afterAll(() => t.close());

describe('the contracts list', () => {
  it('costs at most 3 round trips (2: the scope opens with the page and its total, then commit)', async () => {
    const build = factories(t);
    const [{ id: serviceId }] = await systemDb(t.platform.database).select({ id: services.id }).from(services).orderBy(services.id).limit(1);
    const client = await build.buildClient();
    const admin = await (await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] })).signIn();
    const vendor = await build.buildVendor();
    const vendorAdmin = await (await build.buildUser({ userType: 'vendor', tenantId: vendor.tenantId, roleNames: ['Vendor Admin'] })).signIn();
    const property = await build.buildProperty(client);
    const made = await t.http<TContract>('POST', '/v1/contracts', {
      token: provider.accessToken,
      body: {
        clientId: client.clientId,
        vendorId: vendor.vendorId,
        title: 'Round trip grounds',
        startOn: '2027-01-01',
        endOn: '2027-12-31',
        properties: [{ propertyId: property.id, lines: [{ serviceId, price: 100, unit: 'PER_MONTH' }] }],
      },
    });
    expect(made.status).toBe(201);
    const paths = [
      '/v1/contracts?limit=25',
      '/v1/contracts?limit=25&search=round%20trip&sort=vendor&sortDirection=asc',
      `/v1/contracts?limit=10&status=DRAFT,ACTIVE&clientId=${client.clientId}&propertyId=${property.id}&serviceId=${serviceId}&sort=annualCost`,
      `/v1/contracts?limit=10&vendorId=${vendor.vendorId}&endsWithinDays=3650&sort=endOn`,
    ];
    const cases = [...paths.map((p) => [provider, p] as const), [admin, paths[0]] as const, [vendorAdmin, paths[2]] as const];
    for (const [session, path] of cases) {
      const page = () => t.http<TContractPage>('GET', path, { token: session.accessToken });
      // The first request loads the actor; later ones reuse it.
      expect((await page()).status, path).toBe(200);
      let body: TContractPage | undefined;
      const { roundTrips } = await countDatabaseCalls(t.platform.database, async () => {
        body = (await page()).body;
      });
      expect(
        body?.data.map((r) => r.id),
        path,
      ).toContain(made.body.id);
      expect(roundTrips, path).toBeLessThanOrEqual(3);
      expect(roundTrips, path).toBe(2);
    }
  });
});
