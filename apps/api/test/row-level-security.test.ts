import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadActor } from '../src/platform/actor.js';
import { queryRows } from '../src/platform/database.js';
import { withActor } from '../src/platform/scope.js';
import { startTestApp, type TTestApp } from './harness.js';
import { systemDb } from '../src/platform/system-db.js';

/** Tables with no tenant data: the catalog, reference data and the identity system's own. */
const NOT_TENANT_OWNED = [
  'permissions',
  'refresh_tokens',
  'auth_codes',
  'auth_throttle',
  'signing_keys',
  'rate_limits',
  'countries',
  'states',
  'counties',
  'cities',
  'zip_codes',
  'reference_data',
  'vendor_registrations',
];

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('row-level security', () => {
  it('is forced, with a policy, on every tenant-owned table', async () => {
    const tables = await queryRows<{ relname: string; forced: boolean; enabled: boolean; policies: number }>(
      systemDb(t.platform.database),
      sql`select c.relname, c.relforcerowsecurity as forced, c.relrowsecurity as enabled,
            (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r'`,
    );
    const tenantOwned = tables.filter((r) => !NOT_TENANT_OWNED.includes(r.relname));
    expect(tenantOwned.length).toBeGreaterThanOrEqual(10);
    for (const table of tenantOwned) {
      expect({ table: table.relname, enabled: table.enabled, forced: table.forced }).toEqual({ table: table.relname, enabled: true, forced: true });
      expect(table.policies, table.relname).toBeGreaterThan(0);
    }
  });

  it('runs the application as a role that owns nothing and cannot bypass it', async () => {
    const [role] = await queryRows<{ rolsuper: boolean; rolbypassrls: boolean; owned: number }>(
      systemDb(t.platform.database),
      sql`select rolsuper, rolbypassrls,
            (select count(*)::int from pg_class c where c.relowner = r.oid) as owned
          from pg_roles r where rolname = 'procura_app'`,
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false, owned: 0 });
  });

  it('keeps another tenant out even from a query with no filter of its own', async () => {
    const db = systemDb(t.platform.database);
    const actor = await loadActor(db, t.world.userIds.clientPm, undefined, 'test');
    const seen = await withActor(t.platform.db, actor, async (tx) => ({
      role: (await queryRows<{ current_user: string }>(tx, sql`select current_user`))[0].current_user,
      tenants: (await queryRows<{ id: string }>(tx, sql`select id from tenants`)).map((r) => r.id),
      clients: (await queryRows<{ tenant_id: string }>(tx, sql`select tenant_id from clients`)).map((r) => r.tenant_id),
      // Vendors: only those onboarded for this client, whose rows name it as a party.
      vendors: (
        await queryRows<{ onboarded_for_us: boolean }>(
          tx,
          sql`select ${t.world.clientA.tenantId}::uuid = any (party_tenant_ids) as onboarded_for_us from vendors`,
        )
      ).map((r) => r.onboarded_for_us),
      users: (await queryRows<{ email: string }>(tx, sql`select email from users`)).map((r) => r.email),
    }));
    expect(seen.role).toBe('procura_app');
    expect(seen.tenants).toEqual([t.world.clientA.tenantId]);
    expect(seen.clients).toEqual([t.world.clientA.tenantId]);
    expect(seen.vendors.length).toBeGreaterThan(0);
    expect(seen.vendors.every(Boolean)).toBe(true);
    expect(seen.users).toContain('client.pm@example.com');
    expect(seen.users).not.toContain('vendor.admin@example.com');
    expect(seen.users).not.toContain('provider.admin@example.com');
  });

  it('shows a vendor its branches and franchises, and a branch only itself', async () => {
    const db = systemDb(t.platform.database);
    const tenantsSeenBy = async (userId: string) => {
      const actor = await loadActor(db, userId, undefined, 'test');
      return withActor(t.platform.db, actor, async (tx) => (await queryRows<{ id: string }>(tx, sql`select id from tenants`)).map((r) => r.id).sort());
    };
    const w = t.world;
    expect(await tenantsSeenBy(w.userIds.vendorAdmin)).toEqual([w.vendor.tenantId, w.branch.tenantId, w.franchise.tenantId].sort());
    expect(await tenantsSeenBy(w.userIds.branchUser)).toEqual([w.branch.tenantId]);
  });

  it('refuses writes into another tenant', async () => {
    const db = systemDb(t.platform.database);
    const actor = await loadActor(db, t.world.userIds.clientAdmin, undefined, 'test');
    const error: unknown = await withActor(t.platform.db, actor, (tx) =>
      tx.execute(sql`insert into clients (tenant_id, name) values (${t.world.vendor2.tenantId}, 'sneaky')`),
    ).then(
      () => null,
      (e: unknown) => e,
    );
    // drizzle wraps the driver's error; the database's own words are in the cause.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    expect(cause).toMatch(/row-level security/);
  });
});
