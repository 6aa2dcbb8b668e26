import { sql } from 'drizzle-orm';
import type { TVendorPage, TVendorWorkspace } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVendorsTest, vendorCalls, unique, type TVendorTestGeo } from '../../../test/builders/vendors.js';
import type { factories } from '../../../test/factories.js';
import type { TSession, TTestApp } from '../../../test/harness.js';
import { queryRows } from '../../platform/database.js';
import { systemDb } from '../../platform/system-db.js';

/* Branches and franchises added under a vendor. */

let t: TTestApp, provider: TSession, build: ReturnType<typeof factories>, geo: TVendorTestGeo, serviceIds: string[];
beforeAll(async () => void ({ t, provider, build, geo, serviceIds } = await startVendorsTest()));
afterAll(() => t.close());
const { getVendor, patchVendor, post } = vendorCalls(() => t);
/** A vendor of this test with one admin who belongs to it alone. */
const vendorWithAdmin = () => build.buildVendorWithAdmin();

describe('branches and franchises', () => {
  it('the provider adds a branch with its own workspace under the vendor; it shares the vendor approval', async () => {
    const v = await vendorWithAdmin();
    const res = await post(provider, `/v1/vendors/${v.vendorId}/branches`, {
      type: 'VENDOR_BRANCH',
      name: unique('North branch'),
      areas: [{ stateId: geo.co }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ vendorType: 'VENDOR_BRANCH', parent: { id: v.vendorId }, approvalStatus: 'APPROVED', areaSummary: 'CO' });
    const [tenant] = await queryRows<{ type: string; parent_id: string }>(
      systemDb(t.platform.database),
      sql`select type, parent_id from tenants where id = ${res.body.tenantId}`,
    );
    expect(tenant).toEqual({ type: 'vendor_branch', parent_id: v.tenantId });
    // The parent's admin sees it at once (a new scope lists the new child).
    expect((await getVendor(v.session, res.body.id)).status).toBe(200);
    const nested = await post(provider, `/v1/vendors/${res.body.id}/branches`, { type: 'VENDOR_FRANCHISE', name: unique('Nested') });
    expect(nested.status).toBe(400);
    expect(nested.body.fieldErrors?.type).toBeDefined();
  });

  it("the vendor's own admin adds a branch and a franchise in its workspace; they are its children at once", async () => {
    const v = await vendorWithAdmin();
    const detailBefore = await getVendor(v.session, v.vendorId);
    expect(detailBefore.body.abilities).toMatchObject({ createBranch: true, createFranchise: true });
    const branch = await post(v.session, `/v1/vendors/${v.vendorId}/branches`, {
      type: 'VENDOR_BRANCH',
      name: unique('Own branch'),
      areas: [{ stateId: geo.co, countyId: geo.denver }],
      serviceIds: serviceIds.slice(0, 1),
    });
    expect(branch.status, JSON.stringify(branch.body)).toBe(201);
    expect(branch.body).toMatchObject({ vendorType: 'VENDOR_BRANCH', parent: { id: v.vendorId }, areaSummary: 'CO (1 county)' });
    const franchise = await post(v.session, `/v1/vendors/${v.vendorId}/branches`, { type: 'VENDOR_FRANCHISE', name: unique('Own franchise') });
    expect(franchise.status, JSON.stringify(franchise.body)).toBe(201);
    const [tenant] = await queryRows<{ type: string; parent_id: string }>(
      systemDb(t.platform.database),
      sql`select type, parent_id from tenants where id = ${branch.body.tenantId}`,
    );
    expect(tenant).toEqual({ type: 'vendor_branch', parent_id: v.tenantId });
    // The next request's scope holds the new children: listed, readable and editable by the parent.
    const children = await t.http<TVendorPage>('GET', `/v1/vendors/${v.vendorId}/branches`, { token: v.session.accessToken });
    expect(children.body.data.map((c) => c.id).sort()).toEqual([branch.body.id, franchise.body.id].sort());
    expect((await patchVendor(v.session, branch.body.id, { notes: 'Opened this week' })).status).toBe(200);
    const workspaces = await t.http<TVendorWorkspace[]>('GET', '/v1/vendors/workspaces', { token: v.session.accessToken });
    expect(workspaces.body.map((w) => w.id)).toEqual(expect.arrayContaining([branch.body.id, franchise.body.id]));
    // The provider sees it as well, and the vendor's history is its own.
    expect((await getVendor(provider, branch.body.id)).status).toBe(200);
  });

  it('a branch user cannot add branches (403); a vendor never adds under another (404); a bad type is 400', async () => {
    const v = await vendorWithAdmin();
    const other = await build.buildVendor();
    const branch = await build.buildBranch(v, 'branch');
    const branchSession = await (await build.buildUser({ userType: 'vendor', tenantId: branch.tenantId, roleNames: ['Vendor Admin'] })).signIn();
    const own = await post(branchSession, `/v1/vendors/${branch.vendorId}/branches`, { type: 'VENDOR_BRANCH', name: unique('Sub') });
    expect(own.status).toBe(403);
    expect((await getVendor(branchSession, branch.vendorId)).body.abilities).toMatchObject({ createBranch: false, createFranchise: false });
    expect((await post(branchSession, `/v1/vendors/${v.vendorId}/branches`, { type: 'VENDOR_BRANCH', name: unique('Up') })).status).toBe(404);
    expect((await post(v.session, `/v1/vendors/${other.vendorId}/branches`, { type: 'VENDOR_BRANCH', name: unique('Theirs') })).status).toBe(404);
    // From the parent, a branch's page is its own: no branch under a branch.
    expect((await post(v.session, `/v1/vendors/${branch.vendorId}/branches`, { type: 'VENDOR_FRANCHISE', name: unique('Nested') })).status).toBe(403);
    const estimator = await (await build.buildUser({ userType: 'vendor', tenantId: v.tenantId, roleNames: ['Vendor Estimator'] })).signIn();
    expect((await post(estimator, `/v1/vendors/${v.vendorId}/branches`, { type: 'VENDOR_BRANCH', name: unique('Estimated') })).status).toBe(403);
    expect((await post(provider, `/v1/vendors/${v.vendorId}/branches`, { type: 'SHOP', name: 'x' })).status).toBe(400);
    const [count] = await queryRows<{ n: number }>(systemDb(t.platform.database), sql`select count(*)::int as n from tenants where parent_id = ${v.tenantId}`);
    expect(count.n).toBe(1);
  });
});
