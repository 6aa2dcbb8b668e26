import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';

let t: TTestApp;
let provider: TSession;
let client: TSession;
beforeAll(async () => {
  t = await startTestApp();
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  client = await t.signIn(DEMO_ACCOUNTS.clientAdmin);
  const [service] = (await t.http<{ data: { id: string }[] }>('GET', '/v1/services?limit=1', { token: provider.accessToken })).body.data;
  const content = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Plow at 2 inches.' }] }] };
  await t.http('POST', '/v1/scope-of-work/library', { token: provider.accessToken, body: { serviceId: service.id, title: 'Round trip text', content } });
  await t.http('POST', '/v1/client-scope-of-work', { token: provider.accessToken, body: { clientId: t.world.clientA.clientId, serviceId: service.id, name: 'Round trip scope', propertyIds: t.world.propertyIds.clientA.slice(0, 3), content } });
});
afterAll(() => t.close());

/**
 * Messages that waited for the database while `work` ran (as test/round-trips.test.ts counts
 * them): on PGlite our own calls, its BEGIN and COMMIT being in-process calls of the engine.
 */
async function roundTrips(work: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const pglite = t.platform.database.pglite;
  if (pglite) {
    const engine = pglite as PGlite & Record<'query' | 'exec' | 'transaction', unknown>;
    const saved = { query: engine.query, exec: engine.exec, transaction: engine.transaction };
    const counted = <F extends (...args: never[]) => Promise<unknown>>(f: F, self: object) =>
      ((...args: never[]) => {
        count += 1;
        return f.apply(self, args);
      }) as F;
    engine.query = counted(saved.query, pglite);
    engine.exec = counted(saved.exec, pglite);
    engine.transaction = (<T>(fn: (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]) => Promise<T>) =>
      saved.transaction.call(pglite, (tx) => fn({ ...tx, query: counted(tx.query, tx), exec: counted(tx.exec, tx) }))) as typeof saved.transaction;
    try {
      await work();
    } finally {
      Object.assign(engine, saved);
    }
    return count;
  }
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    count += 1;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  return count;
}

describe('scope-of-work lists', () => {
  it('cost 3 round trips on PostgreSQL (open the scope, the page with its exact total, commit)', async () => {
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
      const trips = await roundTrips(async () => {
        body = (await page()).body;
      });
      expect(body?.data.length, path).toBeGreaterThan(0);
      expect(body?.total, path).toBeGreaterThanOrEqual(body?.data.length ?? 0);
      expect(trips, path).toBe(t.platform.database.kind === 'pg' ? 3 : 2);
    }
  });
});
