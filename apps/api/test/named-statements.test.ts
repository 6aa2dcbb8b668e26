import { ne, sql } from 'drizzle-orm';
import { todayIso, ZContractQuerySchema } from '@procura/shared';
import { contractsRepo } from '../src/features/contracts/contracts.repo.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services, tenants } from '../src/db/schema/index.js';
import { loadActor, type TActor } from '../src/platform/actor.js';
import { openDatabase, queryRows, type TDatabase } from '../src/platform/database.js';
import { withActor } from '../src/platform/scope.js';
import { systemDb } from '../src/platform/system-db.js';
import { factories } from './factories.js';
import { DEMO_ACCOUNTS, startTestApp, type TTestApp } from './harness.js';

let t: TTestApp;
/** On a server database, a second handle on the same database with one pooled connection: every transaction shares it. */
let oneConnection: TDatabase;
beforeAll(async () => {
  t = await startTestApp();
  const { database } = t.platform;
  oneConnection = database.kind === 'pg' && database.connectionString ? await openDatabase({ databaseUrl: database.connectionString, poolSize: 1 }) : database;
});
afterAll(async () => {
  if (oneConnection !== t.platform.database) await oneConnection.close();
  await t.close();
});

const PLAN_MODES = ['force_generic_plan', 'force_custom_plan', 'auto'] as const;

describe('named statements on one pooled connection', () => {
  it('answer each actor with their own rows after the plan is cached, generic or custom', async () => {
    const db = systemDb(t.platform.database);
    const w = t.world;
    const [clientPm, vendorAdmin, provider] = await Promise.all(
      [w.userIds.clientPm, w.userIds.vendorAdmin, w.userIds.providerAdmin].map((id) => loadActor(db, id, undefined, 'test')),
    );
    // One statement text for every actor: the scope is read when it runs, never planned in.
    const tenantsSeenBy = (actor: TActor, mode: (typeof PLAN_MODES)[number]) =>
      withActor(oneConnection.request, actor, async (tx) => {
        await tx.execute(sql.raw(`set local plan_cache_mode = ${mode}`));
        return (await tx.select({ id: tenants.id }).from(tenants).where(ne(tenants.name, ''))).map((r) => r.id).sort();
      });
    for (const mode of PLAN_MODES) {
      for (let i = 0; i < 7; i++) {
        expect(await tenantsSeenBy(clientPm, mode), mode).toEqual([w.clientA.tenantId]);
        expect(await tenantsSeenBy(vendorAdmin, mode), mode).toEqual([w.vendor.tenantId, w.branch.tenantId, w.franchise.tenantId].sort());
        expect(await tenantsSeenBy(provider, mode), mode).toEqual(
          expect.arrayContaining([w.providerTenantId, w.clientA.tenantId, w.clientB.tenantId, w.vendor2.tenantId]),
        );
      }
    }
    if (t.platform.database.kind === 'pg') {
      // The statement above was prepared once on that connection and its plans reused.
      const prepared = await withActor(oneConnection.request, provider, (tx) =>
        queryRows<{ statement: string; generic_plans: number; custom_plans: number }>(
          tx,
          sql`select statement, generic_plans::int, custom_plans::int from pg_prepared_statements`,
        ),
      );
      const tenantsRead = prepared.filter((p) => /from "tenants" where "tenants"\."name" <> \$1/.test(p.statement));
      expect(tenantsRead).toHaveLength(1);
      expect(tenantsRead[0].generic_plans).toBeGreaterThan(10);
      expect(tenantsRead[0].custom_plans).toBeGreaterThan(10);
    }
  });

  it('keep one plan for a page whose size is written in: the contracts list, for every actor, with its own rows', async () => {
    const db = systemDb(t.platform.database);
    const w = t.world;
    const [clientAdmin, provider] = await Promise.all([w.userIds.clientAdmin, w.userIds.providerAdmin].map((id) => loadActor(db, id, undefined, 'test')));
    // A contract of each demo client, so the provider's page holds more than the client's.
    const [{ id: serviceId }] = await db.select({ id: services.id }).from(services).orderBy(services.id).limit(1);
    const token = (await t.signIn(DEMO_ACCOUNTS.providerAdmin)).accessToken;
    for (const client of [w.clientA, w.clientB]) {
      const property = await factories(t).buildProperty(client);
      const made = await t.http('POST', '/v1/contracts', {
        token,
        body: {
          clientId: client.clientId,
          vendorId: w.vendor.vendorId,
          title: 'Plan kept grounds',
          startOn: '2027-01-01',
          endOn: '2027-12-31',
          properties: [{ propertyId: property.id, lines: [{ serviceId, price: 100, unit: 'PER_MONTH' }] }],
        },
      });
      expect(made.status).toBe(201);
    }
    const query = ZContractQuerySchema.parse({ limit: '10' });
    const listed = (actor: TActor, q = query) => withActor(oneConnection.request, actor, (tx) => contractsRepo.list(tx, actor, q, todayIso()));
    const first = { client: await listed(clientAdmin), provider: await listed(provider) };
    expect(first.provider.total).toBeGreaterThan(first.client.total);
    expect(first.client.rows.every((r) => r.clientId === w.clientA.clientId)).toBe(true);
    for (let i = 0; i < 8; i++) {
      expect(await listed(clientAdmin)).toEqual(first.client);
      expect(await listed(provider)).toEqual(first.provider);
    }
    if (t.platform.database.kind === 'pg') {
      const prepared = await withActor(oneConnection.request, provider, (tx) =>
        queryRows<{ statement: string; parameter_types: string; generic_plans: number; custom_plans: number }>(
          tx,
          sql`select statement, parameter_types::text, generic_plans::int, custom_plans::int from pg_prepared_statements where statement like '%from "contracts"%limit 10)%'`,
        ),
      );
      // The provider's page binds nothing: prepared and planned once, never planned again.
      const providers = prepared.filter((p) => p.parameter_types === '{}');
      expect(providers).toHaveLength(1);
      expect(providers[0].generic_plans).toBeGreaterThanOrEqual(8);
      expect(providers[0].custom_plans).toBe(0);
    }
    // A size off the round ones is bound, as before: a client cycling sizes makes no new texts.
    const odd = ZContractQuerySchema.parse({ limit: '7' });
    for (let i = 0; i < 2; i++) expect((await listed(provider, odd)).rows).toEqual(first.provider.rows.slice(0, 7));
    if (t.platform.database.kind === 'pg') {
      const [texts] = await withActor(oneConnection.request, provider, (tx) =>
        queryRows<{ written: number; bound: number }>(
          tx,
          sql`select count(*) filter (where statement like '%limit 7)%')::int as written, count(*) filter (where statement like '%limit $1)%')::int as bound
            from pg_prepared_statements where statement like '%from "contracts"%'`,
        ),
      );
      expect(texts).toEqual({ written: 0, bound: 1 });
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('still run text holding several statements and no parameters, as one simple query (server database)', async () => {
    const provider = await loadActor(systemDb(t.platform.database), t.world.userIds.providerAdmin, undefined, 'test');
    const answers = await withActor(oneConnection.request, provider, (tx) => tx.execute(sql.raw('select 1 as one; select 2 as two')));
    expect(JSON.stringify(answers)).toContain('two');
  });
});
