import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithBuilders, type factories } from '../../../test/factories.js';
import type { TTestApp } from '../../../test/harness.js';
import { loadActor } from '../../platform/actor.js';
import { queryRows, type TScopedTx } from '../../platform/database.js';
import { withActor } from '../../platform/scope.js';
import { systemDb } from '../../platform/system-db.js';

/*
 * Migration 0011's tenant makers, called straight from each actor's scope: whatever the service
 * checks, the database makes a branch only under the vendor the scope holds, and a client's
 * vendor only for that client.
 */

let t: TTestApp;
let build: ReturnType<typeof factories>;
beforeAll(async () => {
  ({ t, build } = await startWithBuilders());
});
afterAll(() => t.close());

/** A vendor of this test with one admin who belongs to it alone. */
async function vendorWithAdmin() {
  const vendor = await build.buildVendor();
  const admin = await build.buildUser({ userType: 'vendor', tenantId: vendor.tenantId, roleNames: ['Vendor Admin'] });
  return { ...vendor, admin };
}

describe('the tenant-making functions (the database checks the scope again)', () => {
  const asActor = async <T>(userId: string, fn: (tx: TScopedTx) => Promise<T>) =>
    withActor(t.platform.db, await loadActor(systemDb(t.platform.database), userId, undefined, 'test'), fn);
  const refused = (promise: Promise<unknown>) => expect(promise).rejects.toThrow();

  it("make a branch only under the vendor the scope holds, and a client's vendor only for that client", async () => {
    const v = await vendorWithAdmin();
    const other = await build.buildVendor();
    const branch = await build.buildBranch(v, 'branch');
    const branchUser = await build.buildUser({ userType: 'vendor', tenantId: branch.tenantId, roleNames: ['Vendor Admin'] });
    const outlet = (parentTenantId: string) => (tx: TScopedTx) =>
      queryRows<{ id: string }>(tx, sql`select app.create_vendor_outlet_tenant(${parentTenantId}::uuid, 'vendor_branch', 'Probe') as id`);
    await refused(asActor(branchUser.id, outlet(v.tenantId)));
    await refused(asActor(v.admin.id, outlet(other.tenantId)));
    await refused(asActor(v.admin.id, outlet(branch.tenantId)));
    await refused(asActor(v.admin.id, (tx) => queryRows(tx, sql`select app.create_vendor_outlet_tenant(${v.tenantId}::uuid, 'vendor', 'Probe')`)));
    const [made] = await asActor(v.admin.id, async (tx) => {
      const rows = await outlet(v.tenantId)(tx);
      // Added to this transaction's scope: the new tenant is readable at once.
      expect(await queryRows(tx, sql`select id from tenants where id = ${rows[0].id}`)).toHaveLength(1);
      return rows;
    });
    expect(made.id).toMatch(/^[0-9a-f-]{36}$/);

    const client = await build.buildClient();
    const otherClient = await build.buildClient();
    const admin = await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] });
    const forClient = (clientTenantId: string) => (tx: TScopedTx) =>
      queryRows<{ id: string }>(tx, sql`select app.create_client_vendor_tenant(${clientTenantId}::uuid, 'Probe') as id`);
    await refused(asActor(admin.id, forClient(otherClient.tenantId)));
    await refused(asActor(v.admin.id, forClient(client.tenantId)));
    await refused(asActor(v.admin.id, forClient(v.tenantId)));
    expect((await asActor(admin.id, forClient(client.tenantId)))[0].id).toMatch(/^[0-9a-f-]{36}$/);
    // The app role may not widen its scope by itself.
    await refused(asActor(admin.id, (tx) => queryRows(tx, sql`select app.add_to_current_scope(${otherClient.tenantId}::uuid)`)));
  });

  // Issue 16, low (docs/security.md): the database asks the right the service asks, not only the scope.
  it('make a branch or franchise only for a person holding that right in the workspace that acts', async () => {
    const v = await vendorWithAdmin();
    const outlet = (type: 'vendor_branch' | 'vendor_franchise') => (tx: TScopedTx) =>
      queryRows<{ id: string }>(tx, sql`select app.create_vendor_outlet_tenant(${v.tenantId}::uuid, ${type}, 'Probe') as id`);
    const editor = await build.buildUser({ userType: 'vendor', tenantId: v.tenantId });
    await build.grantRole({
      userId: editor.id,
      tenantId: v.tenantId,
      roleType: 'vendor',
      grants: [
        ['vendor_management', 'Edit'],
        ['branch_management', 'View'],
      ],
    });
    await refused(asActor(editor.id, outlet('vendor_branch')));
    await refused(asActor(editor.id, outlet('vendor_franchise')));
    const franchiser = await build.buildUser({ userType: 'vendor', tenantId: v.tenantId });
    await build.grantRole({ userId: franchiser.id, tenantId: v.tenantId, roleType: 'vendor', grants: [['franchise_management', 'Create']] });
    await refused(asActor(franchiser.id, outlet('vendor_branch')));
    expect((await asActor(franchiser.id, outlet('vendor_franchise')))[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await asActor(v.admin.id, outlet('vendor_branch')))[0].id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
