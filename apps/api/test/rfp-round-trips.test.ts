import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRfpPage } from '@procura/shared';
import { services } from '../src/db/schema/index.js';
import { systemDb } from '../src/platform/system-db.js';
import { eligibilityGeography } from './builders/eligible-vendor.js';
import { rfpBuilders } from './builders/rfp.js';
import { countDatabaseCalls } from './database-calls.js';
import { factories } from './factories.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from './harness.js';

/*
 * The RFP list (issue 18: at most 3 round trips per request): the scope opens with the page and
 * its total in one round trip, the commit is the second, for the provider and for the client, with
 * search, filters and each sort.
 */

let t: TTestApp;
let provider: TSession;
let rfps: ReturnType<typeof rfpBuilders>;
beforeAll(async () => {
  t = await startTestApp();
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  const [{ id: mowing }] = await systemDb(t.platform.database).select({ id: services.id }).from(services).orderBy(services.id).limit(1);
  rfps = rfpBuilders(t, factories(t), await eligibilityGeography(t), { mowing });
});
afterAll(() => t.close());

describe('the RFP list', () => {
  it('costs at most 3 round trips (2: the scope opens with the page and its total, then commit)', async () => {
    const bidder = await rfps.buildBidder();
    const published = await rfps.buildPublishedRfp(provider, [bidder.vendorId], { title: 'Round trip mowing' });
    await rfps.buildDraftRfp({ title: 'Round trip draft' });
    const paths = [
      '/v1/rfp?limit=25',
      '/v1/rfp?limit=25&search=round%20trip&sort=client&sortDirection=asc',
      `/v1/rfp?limit=10&status=PUBLISHED,DRAFT&clientIds=${published.client.clientId}&sort=bidsDueAt`,
    ];
    for (const [session, path] of [...paths.map((p) => [provider, p] as const), [published.admin, paths[0]] as const]) {
      const page = () => t.http<TRfpPage>('GET', path, { token: session.accessToken });
      // The first request loads the actor; later ones reuse it.
      expect((await page()).status, path).toBe(200);
      let body: TRfpPage | undefined;
      const { roundTrips } = await countDatabaseCalls(t.platform.database, async () => {
        body = (await page()).body;
      });
      expect(
        body?.data.map((r) => r.id),
        path,
      ).toContain(published.rfp.id);
      expect(body?.total, path).toBeGreaterThanOrEqual(1);
      expect(roundTrips, path).toBeLessThanOrEqual(3);
      expect(roundTrips, path).toBe(2);
    }
  });
});
