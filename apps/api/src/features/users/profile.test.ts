import { eq } from 'drizzle-orm';
import { WORKSPACE_HEADER, type TProfile } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS, startTestApp, type TTestApp } from '../../../test/harness.js';
import { systemDb } from '../../platform/system-db.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function profileOf(email: string) {
  const session = await t.signIn(email);
  const res = await t.http<TProfile>('GET', '/v1/users/profile', { token: session.accessToken });
  expect(res.status).toBe(200);
  return { session, profile: res.body };
}

describe('GET /v1/users/profile', () => {
  it('gives a provider admin every permission of the catalog', async () => {
    const { profile } = await profileOf(DEMO_ACCOUNTS.providerAdmin);
    expect(profile.userType).toBe('connexus');
    expect(profile.userRoles.map((r) => r.name)).toEqual(['Provider Admin']);
    const triples = new Set(profile.userRoles[0].rolePermissions.map((p) => `${p.moduleName}|${p.permissionType}|${p.actionType}`));
    expect(triples.size).toBe(profile.userRoles[0].rolePermissions.length);
    expect(triples.has('Role Management|vendor_role_management|Delete')).toBe(true);
    expect(profile.userTenants).toEqual([{ isPrimaryTenant: true, tenant: expect.objectContaining({ type: 'connexus', client: null, vendor: null }) }]);
    expect(profile.profileDetails.itemsPerPage).toBe(10);
  });

  it('lists a client admin’s two client workspaces with the client ids, primary first', async () => {
    const { profile } = await profileOf(DEMO_ACCOUNTS.clientAdmin);
    expect(profile.userTenants.map((ut) => [ut.isPrimaryTenant, ut.tenant.type, ut.tenant.client?.id])).toEqual([
      [true, 'client', t.world.clientA.clientId],
      [false, 'client', t.world.clientB.clientId],
    ]);
  });

  it('gives branch and franchise users their own tenant with its vendor record and parent', async () => {
    const branch = (await profileOf(DEMO_ACCOUNTS.branchUser)).profile.userTenants[0].tenant;
    expect(branch).toMatchObject({ type: 'vendor_branch', parentId: t.world.vendor.tenantId, vendor: { id: t.world.branch.vendorId } });
    const franchise = (await profileOf(DEMO_ACCOUNTS.franchiseUser)).profile.userTenants[0].tenant;
    expect(franchise).toMatchObject({ type: 'vendor_franchise', vendor: { id: t.world.franchise.vendorId } });
    expect(JSON.stringify(franchise)).not.toContain('password');
  });

  it('never serialises secrets', async () => {
    const { profile } = await profileOf(DEMO_ACCOUNTS.vendorAdmin);
    expect(Object.keys(profile)).not.toContain('passwordHash');
    expect(JSON.stringify(profile)).not.toMatch(/argon2|password_hash|sessions_valid_after/);
  });
});

describe('workspaces', () => {
  it('accepts a workspace the user belongs to and refuses one they do not', async () => {
    const { session } = await profileOf(DEMO_ACCOUNTS.clientAdmin);
    const own = await t.http('GET', '/v1/background-jobs', { token: session.accessToken, headers: { [WORKSPACE_HEADER]: t.world.clientB.tenantId } });
    expect(own.status).toBe(200);
    const foreign = await t.http<{ message: string }>('GET', '/v1/background-jobs', {
      token: session.accessToken,
      headers: { [WORKSPACE_HEADER]: t.world.vendor.tenantId },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toMatch(/not a member of that workspace/);
    const garbage = await t.http('GET', '/v1/background-jobs', { token: session.accessToken, headers: { [WORKSPACE_HEADER]: 'x' } });
    expect(garbage.status).toBe(403);
  });
});

describe('PATCH /v1/users/items-per-page', () => {
  it('saves the preference, audits it, and the profile returns it', async () => {
    const { session } = await profileOf(DEMO_ACCOUNTS.clientPm);
    const res = await t.http('PATCH', '/v1/users/items-per-page', { token: session.accessToken, body: { itemsPerPage: 50 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ itemsPerPage: 50 });
    const again = await t.http<TProfile>('GET', '/v1/users/profile', { token: session.accessToken });
    expect(again.body.profileDetails.itemsPerPage).toBe(50);
    const audits = await systemDb(t.platform.database).select().from(auditLog).where(eq(auditLog.actorUserId, t.world.userIds.clientPm));
    expect(audits.at(-1)).toMatchObject({ entity: 'user', action: 'update_items_per_page', after: { itemsPerPage: 50 }, tenantId: t.world.clientA.tenantId });
  });

  it('names the field on bad input', async () => {
    const { session } = await profileOf(DEMO_ACCOUNTS.clientPm);
    for (const body of [{ itemsPerPage: -1 }, { itemsPerPage: 'ten' }, { itemsPerPage: 1000 }, {}]) {
      const res = await t.http<{ fieldErrors: Record<string, string[]> }>('PATCH', '/v1/users/items-per-page', { token: session.accessToken, body });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fieldErrors)).toEqual(['itemsPerPage']);
    }
  });
});

describe('deactivation', () => {
  it('ends a signed-in user’s access and refresh at once', async () => {
    const { session } = await profileOf(DEMO_ACCOUNTS.franchiseUser);
    await systemDb(t.platform.database).update(users).set({ status: 'INACTIVE' }).where(eq(users.id, t.world.userIds.franchiseUser));
    expect((await t.http('GET', '/v1/users/profile', { token: session.accessToken })).status).toBe(401);
    expect((await t.http('POST', '/v1/auth/refresh', { cookie: session.cookie })).status).toBe(401);
    const login = await t.http<{ message: string }>('POST', '/v1/auth/login', {
      body: { email: DEMO_ACCOUNTS.franchiseUser, password: 'Correct-horse-battery-1' },
    });
    expect(login.status).toBe(401);
    expect(login.body.message).toMatch(/not active/);
  });
});
