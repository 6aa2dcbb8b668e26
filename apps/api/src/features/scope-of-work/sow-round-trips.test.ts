import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countDatabaseCalls } from '../../../test/database-calls.js';
import { signInDemo, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';

let t: TTestApp;
let provider: TSession;
let client: TSession;
beforeAll(async () => {
  t = await startTestApp();
  [provider, client] = await signInDemo(t, 'providerAdmin', 'clientAdmin');
  const [service] = (await t.http<{ data: { id: string }[] }>('GET', '/v1/services?limit=1', { token: provider.accessToken })).body.data;
  const content = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Plow at 2 inches.' }] }] };
  await t.http('POST', '/v1/scope-of-work/library', { token: provider.accessToken, body: { serviceId: service.id, title: 'Round trip text', content } });
  await t.http('POST', '/v1/client-scope-of-work', {
    token: provider.accessToken,
    body: {
      clientId: t.world.clientA.clientId,
      serviceId: service.id,
      name: 'Round trip scope',
      propertyIds: t.world.propertyIds.clientA.slice(0, 3),
      content,
    },
  });
});
afterAll(() => t.close());

describe('scope-of-work lists', () => {
  it('cost 2 round trips (on PostgreSQL: the scope opens with the page and its exact total, then commit)', async () => {
    const reads: [TSession, string][] = [
      [provider, '/v1/scope-of-work/library?limit=25&search=round&sort=title'],
      [client, '/v1/scope-of-work/library?limit=25'],
      [provider, '/v1/client-scope-of-work?limit=25&search=round&sort=client'],
      [client, `/v1/client-scope-of-work?limit=25&status=DRAFT,ACTIVE&propertyId=${t.world.propertyIds.clientA[0]}`],
      [client, '/v1/scope-of-work?limit=25&search=round'],
    ];
    for (const [session, path] of reads) {
      const page = () => t.http<{ data: unknown[]; total: number }>('GET', path, { token: session.accessToken });
      expect((await page()).status, path).toBe(200);
      let body: { data: unknown[]; total: number } | undefined;
      const { roundTrips: trips } = await countDatabaseCalls(t.platform.database, async () => {
        body = (await page()).body;
      });
      expect(body?.data.length, path).toBeGreaterThan(0);
      expect(body?.total, path).toBeGreaterThanOrEqual(body?.data.length ?? 0);
      expect(trips, path).toBe(2);
    }
  });
});
