import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countDatabaseCalls } from './database-calls.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from './harness.js';

let t: TTestApp;
let session: TSession;
beforeAll(async () => {
  t = await startTestApp();
  session = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
});
afterAll(() => t.close());

// Two on either database: on a server one the scope's opening and the first statement are
// written and answered together, then COMMIT; on PGlite the opening and the statement (the
// engine's own BEGIN and COMMIT are calls inside this process).
describe('an authenticated read', () => {
  it('costs at most 3 round trips on one connection: the scope opens with the page and its count in one, commit in another', async () => {
    const list = () => t.http<{ data: unknown[]; total: number }>('GET', '/v1/users?limit=25', { token: session.accessToken });
    // The first request loads the actor; later ones reuse it while its auth version holds.
    expect((await list()).status).toBe(200);
    let response: Awaited<ReturnType<typeof list>> | undefined;
    const count = await countDatabaseCalls(t.platform.database, async () => {
      response = await list();
    });
    expect(response?.status).toBe(200);
    expect(response?.body.data.length).toBeGreaterThan(0);
    expect(response?.body.total).toBeGreaterThanOrEqual(response?.body.data.length ?? 0);
    expect(count.connections).toBe(1);
    if (t.platform.database.kind === 'pg') {
      // The opening and the page are written together and answered together (pipelined).
      expect(count.roundTrips).toBe(2);
    } else {
      // PGlite sends BEGIN and COMMIT itself: the scope and the query are ours.
      expect({ ours: count.roundTrips, engine: count.engineTransactionCalls }).toEqual({ ours: 2, engine: 2 });
    }
  });

  it('costs the same for a page of vendors filtered by service, area and compliance, with its exact total', async () => {
    const [service] = (await t.http<{ data: { id: string }[] }>('GET', '/v1/services?limit=1', { token: session.accessToken })).body.data;
    const path = `/v1/vendors?limit=25&search=e&serviceIds=${service.id}&stateId=1&complianceState=MISSING,COMPLIANT`;
    const page = () => t.http<{ data: unknown[]; total: number }>('GET', path, { token: session.accessToken });
    expect((await page()).status).toBe(200);
    const count = await countDatabaseCalls(t.platform.database, page);
    expect(count.roundTrips, path).toBe(2);
  });

  it('costs the same for a page of properties with its exact total, and for a keyset page', async () => {
    for (const path of ['/v1/properties?limit=25&search=park', '/v1/properties?limit=25&sort=client']) {
      const page = () => t.http<{ data: unknown[]; total: number; nextCursor: string | null }>('GET', path, { token: session.accessToken });
      expect((await page()).status).toBe(200);
      let response: Awaited<ReturnType<typeof page>> | undefined;
      const count = await countDatabaseCalls(t.platform.database, async () => {
        response = await page();
      });
      expect(response?.body.data.length).toBeGreaterThan(0);
      expect(count.roundTrips, path).toBe(2);
      const cursor = response?.body.nextCursor;
      if (cursor) {
        const keyset = await countDatabaseCalls(t.platform.database, () => t.http('GET', `${path}&cursor=${cursor}`, { token: session.accessToken }));
        expect(keyset.roundTrips).toBe(2);
      }
    }
  });

  it('reloads the actor once when it changed, and then goes back to 2', async () => {
    const rename = await t.http('PATCH', '/v1/users/profile', { token: session.accessToken, body: { firstName: 'Avery', lastName: 'Stone-Renamed' } });
    expect(rename.status).toBe(200);
    const stale = await countDatabaseCalls(t.platform.database, () => t.http('GET', '/v1/users?limit=25', { token: session.accessToken }));
    const fresh = await countDatabaseCalls(t.platform.database, () => t.http('GET', '/v1/users?limit=25', { token: session.accessToken }));
    expect(stale.roundTrips).toBeGreaterThan(fresh.roundTrips);
    expect(fresh.roundTrips).toBe(2);
  });
});
