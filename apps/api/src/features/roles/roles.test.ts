import type { TPermissionCatalog, TRole } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, signInDemo, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';

let t: TTestApp;
let provider: TSession;
let clientAdmin: TSession;
let catalog: TPermissionCatalog;
beforeAll(async () => {
  t = await startTestApp();
  [provider, clientAdmin] = await signInDemo(t, 'providerAdmin', 'clientAdmin');
  catalog = (await t.http<TPermissionCatalog>('GET', '/v1/permissions', { token: provider.accessToken })).body;
});
afterAll(() => t.close());

const idOf = (permissionType: string, actionType: string): number => {
  for (const m of catalog.data)
    for (const p of m.permissionTypes) if (p.permissionType === permissionType) return p.actions.find((a) => a.actionType === actionType)?.id ?? -1;
  return -1;
};
const roles = (session: TSession, query = '') => t.http<{ data: TRole[] }>('GET', `/v1/roles${query}`, { token: session.accessToken });

describe('GET /v1/permissions', () => {
  it('groups the catalog module → permission type → actions, with the role types each suits', () => {
    expect(catalog.data.map((m) => m.moduleName)).toEqual([
      'Contact Management',
      'Role Management',
      'Property Management',
      'Client Management',
      'Service',
      'Vendor Management',
      'Existing Contracts',
    ]);
    const users = catalog.data[0].permissionTypes.find((p) => p.permissionType === 'client_user_management');
    expect(users?.actions.map((a) => a.actionType)).toEqual(['Create', 'Edit', 'View', 'Delete']);
    expect(users?.roleTypes).toEqual(['connexus', 'client']);
  });
});

describe('GET /v1/roles', () => {
  it('sorts by number of permissions, most first, with holders counted', async () => {
    const res = await roles(provider);
    const counts = res.body.data.map((r) => r.permissionCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(res.body.data[0]).toMatchObject({ name: 'Provider Admin', roleType: 'connexus', tenantId: null, userCount: 1 });
  });

  it('filters by role type and search, and shows a client admin only client roles', async () => {
    expect((await roles(provider, '?roleType=vendor')).body.data.map((r) => r.name).sort()).toEqual(['Vendor Admin', 'Vendor Estimator']);
    expect((await roles(provider, '?search=coord')).body.data.map((r) => r.name)).toEqual(['Provider Coordinator']);
    expect(new Set((await roles(clientAdmin)).body.data.map((r) => r.roleType))).toEqual(new Set(['client']));
  });

  it('offers a tenant the provider’s roles, its own and its vendor’s, of its role type', async () => {
    const vendor = await t.signIn(DEMO_ACCOUNTS.vendorAdmin);
    const own = await t.http<TRole>('POST', '/v1/roles', { token: vendor.accessToken, body: { name: 'Crew Lead', roleType: 'vendor', permissionIds: [] } });
    const forBranch = await roles(provider, `?tenantId=${t.world.branch.tenantId}`);
    expect(forBranch.body.data.map((r) => r.name).sort()).toEqual(['Crew Lead', 'Vendor Admin', 'Vendor Estimator']);
    expect((await roles(provider, `?tenantId=${t.world.vendor2.tenantId}`)).body.data.map((r) => r.name).sort()).toEqual(['Vendor Admin', 'Vendor Estimator']);
    const forVendor = await roles(provider, `?tenantId=${t.world.vendor.tenantId}`);
    expect(forVendor.body.data.map((r) => r.name).sort()).toEqual(['Crew Lead', 'Vendor Admin', 'Vendor Estimator']);
    expect(forVendor.body.data.find((r) => r.id === own.body.id)?.tenantName).toBe('GreenLeaf Grounds');
    // A tenant the caller cannot see offers nothing.
    expect((await roles(clientAdmin, `?tenantId=${t.world.vendor.tenantId}`)).body.data).toEqual([]);
  });
});

describe('role changes', () => {
  it('creates, edits and deletes a client role in the client workspace', async () => {
    const created = await t.http<TRole>('POST', '/v1/roles', {
      token: clientAdmin.accessToken,
      body: {
        name: 'Portfolio Viewer',
        roleType: 'client',
        description: 'Read-only',
        permissionIds: [idOf('property_management', 'View'), idOf('client_management', 'View')],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ tenantId: t.world.clientA.tenantId, permissionCount: 2, userCount: 0 });

    const edited = await t.http<TRole>('PATCH', `/v1/roles/${created.body.id}`, {
      token: clientAdmin.accessToken,
      body: { name: 'Portfolio Reader', permissionIds: [idOf('property_management', 'View')] },
    });
    expect(edited.body).toMatchObject({ name: 'Portfolio Reader', permissionCount: 1 });

    // The other client cannot see it; a vendor admin neither.
    const vendor = await t.signIn(DEMO_ACCOUNTS.vendorAdmin);
    expect((await t.http('PATCH', `/v1/roles/${created.body.id}`, { token: vendor.accessToken, body: { name: 'x' } })).status).toBe(404);

    expect((await t.http('DELETE', `/v1/roles/${created.body.id}`, { token: clientAdmin.accessToken })).status).toBe(204);
    expect((await roles(clientAdmin, '?search=Portfolio')).body.data).toEqual([]);
  });

  it('answers 409 while people hold a role, and for a duplicate name', async () => {
    const pmRole = (await roles(provider, '?search=Property%20Manager')).body.data[0];
    const inUse = await t.http<{ message: string }>('DELETE', `/v1/roles/${pmRole.id}`, { token: provider.accessToken });
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toMatch(/held by \d+ user/);
    const dup = await t.http<{ fieldErrors: Record<string, string[]> }>('POST', '/v1/roles', {
      token: provider.accessToken,
      body: { name: 'vendor admin', roleType: 'vendor', permissionIds: [] },
    });
    expect(dup.status).toBe(409);
    expect(Object.keys(dup.body.fieldErrors)).toEqual(['name']);
  });

  it('refuses permissions of another role type or beyond the author’s own', async () => {
    const wrongType = await t.http<{ fieldErrors: Record<string, string[]> }>('POST', '/v1/roles', {
      token: clientAdmin.accessToken,
      body: { name: 'Bad', roleType: 'client', permissionIds: [idOf('branch_management', 'View')] },
    });
    expect(wrongType.status).toBe(400);
    expect(Object.keys(wrongType.body.fieldErrors)).toEqual(['permissionIds']);
    const coordinator = await t.signIn(DEMO_ACCOUNTS.providerCoordinator);
    // The coordinator has no role-management rights at all.
    expect((await t.http('POST', '/v1/roles', { token: coordinator.accessToken, body: { name: 'X', roleType: 'client', permissionIds: [] } })).status).toBe(
      403,
    );
    const otherType = await t.http('POST', '/v1/roles', { token: clientAdmin.accessToken, body: { name: 'X', roleType: 'vendor', permissionIds: [] } });
    expect(otherType.status).toBe(403);
  });

  it('keeps provider-defined roles out of a client admin’s reach', async () => {
    const clientAdminRole = (await roles(clientAdmin, '?search=Client%20Admin')).body.data[0];
    const res = await t.http<{ message: string }>('PATCH', `/v1/roles/${clientAdminRole.id}`, { token: clientAdmin.accessToken, body: { name: 'Mine now' } });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/Provider-defined/);
  });

  it('names bad fields', async () => {
    const res = await t.http<{ fieldErrors: Record<string, string[]> }>('POST', '/v1/roles', {
      token: provider.accessToken,
      body: { name: '', roleType: 'boss', permissionIds: ['x'] },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['name', 'permissionIds.0', 'roleType']);
  });
});

describe('GET /v1/tenants/search', () => {
  it('lists what the caller can see, narrowed to where they may add people', async () => {
    const vendor = await t.signIn(DEMO_ACCOUNTS.vendorAdmin);
    const res = await t.http<{ id: string }[]>('GET', '/v1/tenants/search?purpose=users', { token: vendor.accessToken });
    expect(res.body.map((x) => x.id).sort()).toEqual([t.world.vendor.tenantId, t.world.branch.tenantId, t.world.franchise.tenantId].sort());
    const typed = await t.http<{ id: string }[]>('GET', '/v1/tenants/search?type=vendor_branch', { token: vendor.accessToken });
    expect(typed.body.map((x) => x.id)).toEqual([t.world.branch.tenantId]);
    const client = await t.http<{ name: string }[]>('GET', '/v1/tenants/search?search=north', { token: clientAdmin.accessToken });
    expect(client.body.map((x) => x.name)).toEqual(['Northwind Residential']);
  });
});

describe('role holders', () => {
  it('counts a person once however many workspaces they hold the role in', async () => {
    const { factories } = await import('../../../test/factories.js');
    const build = factories(t);
    const a = await build.buildClient();
    const b = await build.buildClient();
    const holdersOfPm = async () =>
      (await t.http<{ data: TRole[] }>('GET', '/v1/roles', { token: provider.accessToken })).body.data.find((r) => r.name === 'Client Property Manager')!
        .userCount;
    const before = await holdersOfPm();
    // The same provider-defined role in both of the person's workspaces.
    await build.buildUser({ userType: 'client', tenantId: a.tenantId, extraTenantIds: [b.tenantId], roleNames: ['Client Property Manager'] });
    expect(await holdersOfPm()).toBe(before + 1);
  });

  it('keeps a role that someone holds, naming how many people hold it', async () => {
    const { factories } = await import('../../../test/factories.js');
    const build = factories(t);
    const a = await build.buildClient();
    const admin = await build.buildUser({ userType: 'client', tenantId: a.tenantId, roleNames: ['Client Admin'] });
    const adminToken = (await admin.signIn()).accessToken;
    const role = await t.http<TRole>('POST', '/v1/roles', { token: adminToken, body: { name: 'Held once', roleType: 'client', permissionIds: [] } });
    const person = await build.buildUser({ userType: 'client', tenantId: a.tenantId });
    expect((await t.http('PATCH', `/v1/users/${person.id}`, { token: adminToken, body: { roleIds: [role.body.id] } })).status).toBe(200);
    const removal = await t.http<{ message: string }>('DELETE', `/v1/roles/${role.body.id}`, { token: adminToken });
    expect(removal.status).toBe(409);
    expect(removal.body.message).toMatch(/held by 1 user\b/);
  });
});
