import { ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../src/db/schema/index.js';
import { loadActor, type TActor } from '../src/platform/actor.js';
import { openDatabase, queryRows, type TDatabase } from '../src/platform/database.js';
import { withActor } from '../src/platform/scope.js';
import { systemDb } from '../src/platform/system-db.js';
import { startTestApp, type TTestApp } from './harness.js';

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
});
