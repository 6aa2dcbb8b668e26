import { and, eq } from 'drizzle-orm';
import type { TUserListItem, TUserOption, TUserPage } from '@procura/shared';
import { auditLog } from '../../db/schema/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemRoleId } from '../../db/seed/catalog.js';
import { startWithBuilders, type factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, signInDemo, type TSession, type TTestApp } from '../../../test/harness.js';
import { systemDb } from '../../platform/system-db.js';

let t: TTestApp;
let provider: TSession;
let clientAdmin: TSession;
let vendorAdmin: TSession;
let roleIds: Record<string, string>;
let build: ReturnType<typeof factories>;
beforeAll(async () => {
  ({ t, build } = await startWithBuilders());
  [provider, clientAdmin, vendorAdmin] = await signInDemo(t, 'providerAdmin', 'clientAdmin', 'vendorAdmin');
  const db = systemDb(t.platform.database);
  roleIds = Object.fromEntries(
    await Promise.all(
      ['Provider Admin', 'Client Admin', 'Client Property Manager', 'Vendor Admin', 'Vendor Estimator'].map(
        async (n) => [n, await systemRoleId(db, n)] as const,
      ),
    ),
  );
});
afterAll(() => t.close());

const list = (session: TSession, query = '') => t.http<TUserPage>('GET', `/v1/users${query}`, { token: session.accessToken });
const emailsOf = (page: TUserPage) => page.data.map((u) => u.email);

describe('GET /v1/users', () => {
  it('pages with the default limit of 10 and reports the total', async () => {
    const client = await build.buildClient();
    const people = await Promise.all(Array.from({ length: 12 }, () => build.buildUser({ userType: 'client', tenantId: client.tenantId })));
    const res = await list(provider, `?tenantId=${client.tenantId}`);
    expect(res.status).toBe(200);
    expect({ limit: res.body.limit, page: res.body.page, rows: res.body.data.length, total: res.body.total }).toEqual({
      limit: 10,
      page: 1,
      rows: 10,
      total: 12,
    });
    const page1 = await list(provider, `?tenantId=${client.tenantId}&page=1&limit=5`);
    const page2 = await list(provider, `?tenantId=${client.tenantId}&page=2&limit=5`);
    const page3 = await list(provider, `?tenantId=${client.tenantId}&page=3&limit=5`);
    const seen = [...page1.body.data, ...page2.body.data, ...page3.body.data].map((u) => u.id);
    expect(seen.sort()).toEqual(people.map((p) => p.id).sort());
    // Past the last page: no rows, and still the total.
    const beyond = await list(provider, `?tenantId=${client.tenantId}&page=9&limit=5`);
    expect({ rows: beyond.body.data.length, total: beyond.body.total }).toEqual({ rows: 0, total: 12 });
  });

  it('shows a client admin only their client’s people', async () => {
    const mine = await build.buildClient();
    const theirs = await build.buildClient();
    const admin = await build.buildUser({ userType: 'client', tenantId: mine.tenantId, roleNames: ['Client Admin'] });
    const colleague = await build.buildUser({ userType: 'client', tenantId: mine.tenantId });
    await build.buildUser({ userType: 'client', tenantId: theirs.tenantId });
    const res = await list(await admin.signIn(), '?limit=100');
    expect(res.body.data.map((u) => u.id).sort()).toEqual([admin.id, colleague.id].sort());
    expect(res.body.total).toBe(2);
  });

  it('shows a vendor admin the vendor’s, branch’s and franchise’s people', async () => {
    const vendor = await build.buildVendor();
    const branch = await build.buildBranch(vendor, 'branch');
    const franchise = await build.buildBranch(vendor, 'franchise');
    const other = await build.buildVendor();
    const admin = await build.buildUser({ userType: 'vendor', tenantId: vendor.tenantId, roleNames: ['Vendor Admin'] });
    const inBranch = await build.buildUser({ userType: 'vendor_branch', tenantId: branch.tenantId });
    const inFranchise = await build.buildUser({ userType: 'vendor_franchise', tenantId: franchise.tenantId });
    await build.buildUser({ userType: 'vendor', tenantId: other.tenantId });
    const res = await list(await admin.signIn(), '?limit=100');
    expect(res.body.data.map((u) => u.id).sort()).toEqual([admin.id, inBranch.id, inFranchise.id].sort());
    const underVendor = await list(provider, `?parentTenantIds=${vendor.tenantId}&limit=100`);
    expect(underVendor.body.total).toBe(3);
  });

  it('searches name, e-mail and phone, and filters by every parameter', async () => {
    expect(emailsOf((await list(provider, '?search=nguyen')).body)).toEqual([DEMO_ACCOUNTS.clientPm]);
    expect(emailsOf((await list(provider, '?search=BRIGHTCLEAN')).body)).toEqual(['ops@brightclean.example.com']);
    expect((await list(provider, '?search=303555&limit=100')).body.total).toBeGreaterThan(5);
    expect(emailsOf((await list(provider, '?status=INACTIVE')).body)).toEqual(['estimator@example.com']);
    // The demo portfolio keeps more contacts on file: each answer holds the filter, the known one among them.
    const unauthorized = (await list(provider, '?authorized=false&limit=100')).body;
    expect(emailsOf(unauthorized)).toContain('onsite.lead@example.com');
    expect(unauthorized.data.every((u) => !u.authorized)).toBe(true);
    const onsite = (await list(provider, '?contactType=Onsite%20Member&limit=100')).body;
    expect(emailsOf(onsite)).toContain('onsite.lead@example.com');
    expect(onsite.data.every((u) => u.contactType === 'Onsite Member')).toBe(true);
    expect(emailsOf((await list(provider, `?tenantId=${t.world.branch.tenantId}`)).body)).toEqual([DEMO_ACCOUNTS.branchUser]);
    expect(emailsOf((await list(provider, `?tenantIds=${t.world.branch.tenantId},${t.world.franchise.tenantId}&sort=email`)).body)).toEqual([
      DEMO_ACCOUNTS.branchUser,
      DEMO_ACCOUNTS.franchiseUser,
    ]);
    expect(emailsOf((await list(provider, `?tenantType=vendor_franchise&parentTenantIds=${t.world.vendor.tenantId}`)).body)).toEqual([
      DEMO_ACCOUNTS.franchiseUser,
    ]);
    expect(emailsOf((await list(provider, `?roleIds=${roleIds['Vendor Estimator']}&sort=email`)).body)).toEqual([
      'estimator@example.com',
      DEMO_ACCOUNTS.franchiseUser,
    ]);
    expect(emailsOf((await list(provider, '?propertyManagersOnly=true&sort=email')).body)).toEqual([DEMO_ACCOUNTS.clientPm, 'facilities@example.com']);
  });

  it('sorts by each column both ways', async () => {
    const asc = emailsOf((await list(provider, '?sort=email&sortDirection=asc&limit=100')).body);
    const desc = emailsOf((await list(provider, '?sort=email&sortDirection=desc&limit=100')).body);
    expect(asc).toEqual([...asc].sort());
    expect(desc).toEqual([...asc].reverse());
    for (const sort of ['name', 'organization', 'contactType', 'status', 'createdAt']) {
      expect((await list(provider, `?sort=${sort}&sortDirection=desc`)).status).toBe(200);
    }
  });

  it('sorts by name on last name then first name, both keys in the chosen direction', async () => {
    const client = await build.buildClient();
    const names = [
      ['Ann', 'Ames'],
      ['Zoe', 'Ames'],
      ['Bob', 'Bell'],
    ] as const;
    for (const [firstName, lastName] of names) await build.buildUser({ userType: 'client', tenantId: client.tenantId, firstName, lastName });
    const order = async (direction: string) =>
      (await list(provider, `?tenantId=${client.tenantId}&sort=name&sortDirection=${direction}`)).body.data.map((u) => `${u.firstName} ${u.lastName}`);
    expect(await order('asc')).toEqual(['Ann Ames', 'Zoe Ames', 'Bob Bell']);
    expect(await order('desc')).toEqual(['Bob Bell', 'Zoe Ames', 'Ann Ames']);
  });

  it('names the parameter when a query is invalid', async () => {
    const res = await t.http<{ fieldErrors: Record<string, string[]> }>('GET', '/v1/users?limit=1000&status=WHATEVER&roleIds=nope&sort=password', {
      token: provider.accessToken,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['limit', 'roleIds.0', 'sort', 'status.0']);
  });

  it('refuses people without a people permission', async () => {
    const pm = await t.signIn(DEMO_ACCOUNTS.clientPm);
    expect((await list(pm)).status).toBe(403);
  });
});

describe('GET /v1/users/:id and search', () => {
  it('answers 404 for another tenant’s person', async () => {
    const res = await t.http('GET', `/v1/users/${t.world.userIds.vendorAdmin}`, { token: clientAdmin.accessToken });
    expect(res.status).toBe(404);
    const own = await t.http<TUserListItem>('GET', `/v1/users/${t.world.userIds.clientPm}`, { token: clientAdmin.accessToken });
    expect(own.status).toBe(200);
    expect(own.body.roles.map((r) => r.name)).toEqual(['Client Property Manager']);
  });

  it('type-ahead returns the dropdown option of spec §3', async () => {
    const res = await t.http<TUserOption[]>('GET', '/v1/users/search?search=cas', { token: clientAdmin.accessToken });
    expect(res.body).toEqual([
      { id: t.world.userIds.clientPm, firstName: 'Casey', lastName: 'Nguyen', email: DEMO_ACCOUNTS.clientPm, phoneNumber: '3035550100', phoneCode: '+1' },
    ]);
  });
});

describe('POST /v1/users', () => {
  const base = { firstName: 'Robin', lastName: 'Hale', phoneCode: '+1', phoneNumber: '720 555 0100', contactType: 'Primary' };

  it('creates a pending user, mails the invitation, and audits it', async () => {
    const res = await t.http<TUserListItem>('POST', '/v1/users', {
      token: clientAdmin.accessToken,
      body: { ...base, email: 'Robin.Hale@Example.com', tenantId: t.world.clientA.tenantId, roleIds: [roleIds['Client Property Manager']] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'robin.hale@example.com', status: 'PENDING', userType: 'client', authorized: true });
    const [audit] = await systemDb(t.platform.database)
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, res.body.id), eq(auditLog.action, 'create')));
    expect(audit).toMatchObject({ entity: 'user', actorUserId: t.world.userIds.clientAdmin, tenantId: t.world.clientA.tenantId, before: null });
    expect(audit.after).toMatchObject({ email: 'robin.hale@example.com' });
    const mail = await t.mailbox.next('robin.hale@example.com');
    expect(mail.text.split(/\r?\n/)).toContain('Invited by: Morgan Lee');
    expect(mail.text).toMatch(/\/auth\/verify\?token=/);
  });

  it('adds an unauthorized contact without inviting them', async () => {
    const res = await t.http<TUserListItem>('POST', '/v1/users', {
      token: clientAdmin.accessToken,
      body: { ...base, email: 'gate.keeper@example.com', tenantId: t.world.clientA.tenantId, authorized: false, contactType: 'Onsite Member' },
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('ACTIVE');
    await new Promise((r) => setTimeout(r, 200));
    expect(t.mailbox.messages.some((m) => m.to.includes('gate.keeper@example.com'))).toBe(false);
  });

  it('names every bad field', async () => {
    const res = await t.http<{ fieldErrors: Record<string, string[]> }>('POST', '/v1/users', {
      token: clientAdmin.accessToken,
      body: { firstName: '', lastName: 'x'.repeat(101), email: 'nope', phoneCode: '1', phoneNumber: 'abc', tenantId: 'x', contactType: 'Boss' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['contactType', 'email', 'firstName', 'lastName', 'phoneCode', 'phoneNumber', 'tenantId']);
  });

  it('answers 409 on a taken e-mail, in any tenant', async () => {
    const res = await t.http<{ fieldErrors: Record<string, string[]> }>('POST', '/v1/users', {
      token: clientAdmin.accessToken,
      body: { ...base, email: DEMO_ACCOUNTS.vendorAdmin, tenantId: t.world.clientA.tenantId },
    });
    expect(res.status).toBe(409);
    expect(res.body.fieldErrors.email).toEqual(['A user with this e-mail already exists.']);
  });

  it('refuses another tenant, another role type, and roles beyond the actor’s own', async () => {
    const foreign = await t.http<{ fieldErrors: Record<string, string[]> }>('POST', '/v1/users', {
      token: clientAdmin.accessToken,
      body: { ...base, email: 'x1@example.com', tenantId: t.world.vendor.tenantId },
    });
    expect(foreign.status).toBe(400);
    expect(Object.keys(foreign.body.fieldErrors)).toEqual(['tenantId']);
    const wrongType = await t.http<{ fieldErrors: Record<string, string[]> }>('POST', '/v1/users', {
      token: clientAdmin.accessToken,
      body: { ...base, email: 'x2@example.com', tenantId: t.world.clientA.tenantId, roleIds: [roleIds['Vendor Admin']] },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.fieldErrors.roleIds?.[0]).toMatch(/vendor users/);
    const escalation = await t.http('POST', '/v1/users', {
      token: clientAdmin.accessToken,
      body: { ...base, email: 'x3@example.com', tenantId: t.world.clientA.tenantId, roleIds: [roleIds['Provider Admin']] },
    });
    expect(escalation.status).toBe(400);
  });

  it('lets a vendor admin add a branch contact', async () => {
    const res = await t.http<TUserListItem>('POST', '/v1/users', {
      token: vendorAdmin.accessToken,
      body: { ...base, email: 'denver.crew@example.com', tenantId: t.world.branch.tenantId, roleIds: [roleIds['Vendor Estimator']] },
    });
    expect(res.status).toBe(201);
    expect(res.body.userType).toBe('vendor_branch');
  });
});

describe('changes to a person', () => {
  it('edits fields and roles; nobody changes their own roles', async () => {
    const res = await t.http<TUserListItem>('PATCH', `/v1/users/${t.world.userIds.clientPm}`, {
      token: clientAdmin.accessToken,
      body: { firstName: 'Casey-Ann', roleIds: [roleIds['Client Admin']] },
    });
    expect(res.status).toBe(200);
    expect(res.body.firstName).toBe('Casey-Ann');
    expect(res.body.roles.map((r) => r.name)).toEqual(['Client Admin']);
    const self = await t.http<{ message: string }>('PATCH', `/v1/users/${t.world.userIds.clientAdmin}`, {
      token: clientAdmin.accessToken,
      body: { roleIds: [] },
    });
    expect(self.status).toBe(403);
    expect((await t.http('PATCH', `/v1/users/${t.world.userIds.vendorAdmin}`, { token: clientAdmin.accessToken, body: { firstName: 'X' } })).status).toBe(404);
  });

  it('taking sign-in away from an invited person makes them a contact and kills the link', async () => {
    const created = await t.http<TUserListItem>('POST', '/v1/users', {
      token: provider.accessToken,
      body: { firstName: 'Pat', lastName: 'Later', email: 'pat.later@example.com', tenantId: t.world.vendor2.tenantId },
    });
    const token = decodeURIComponent(/token=([\w%-]+)/.exec((await t.mailbox.next('pat.later@example.com')).text)?.[1] ?? '');
    const res = await t.http<TUserListItem>('PATCH', `/v1/users/${created.body.id}`, { token: provider.accessToken, body: { authorized: false } });
    expect(res.body).toMatchObject({ status: 'ACTIVE', authorized: false });
    expect((await t.http('POST', '/v1/users/validate-token', { body: { token } })).status).toBe(400);
    expect((await t.http('POST', `/v1/users/resend-invitation/${created.body.id}`, { token: provider.accessToken })).status).toBe(409);
    // Authorizing again invites them afresh.
    const again = await t.http<TUserListItem>('PATCH', `/v1/users/${created.body.id}`, { token: provider.accessToken, body: { authorized: true } });
    expect(again.body.status).toBe('PENDING');
    expect((await t.mailbox.next('pat.later@example.com')).text).toMatch(/auth\/verify\?token=/);
    // A deactivated contact stays deactivated when authorized: activation is its own step.
    await t.http('PATCH', `/v1/users/${created.body.id}`, { token: provider.accessToken, body: { authorized: false } });
    await t.http('POST', `/v1/users/deactivate-user/${created.body.id}`, { token: provider.accessToken });
    const stillOff = await t.http<TUserListItem>('PATCH', `/v1/users/${created.body.id}`, { token: provider.accessToken, body: { authorized: true } });
    expect(stillOff.body).toMatchObject({ status: 'INACTIVE', authorized: true });
  });

  it('updates the contact type', async () => {
    const res = await t.http<TUserListItem>('PATCH', `/v1/users/update-contact-type/${t.world.userIds.branchUser}`, {
      token: vendorAdmin.accessToken,
      body: { contactType: 'Secondary' },
    });
    expect(res.status).toBe(200);
    expect(res.body.contactType).toBe('Secondary');
  });

  it('deactivates (ending sessions at once) and activates again', async () => {
    const victim = await t.signIn(DEMO_ACCOUNTS.branchUser);
    const off = await t.http<TUserListItem>('POST', `/v1/users/deactivate-user/${t.world.userIds.branchUser}`, { token: vendorAdmin.accessToken });
    expect(off.status).toBe(200);
    expect(off.body.status).toBe('INACTIVE');
    expect((await t.http('GET', '/v1/users/profile', { token: victim.accessToken })).status).toBe(401);
    expect((await t.http('POST', '/v1/auth/refresh', { cookie: victim.cookie })).status).toBe(401);
    expect((await t.http('POST', `/v1/users/deactivate-user/${t.world.userIds.branchUser}`, { token: vendorAdmin.accessToken })).status).toBe(409);
    const on = await t.http<TUserListItem>('POST', `/v1/users/activate-user/${t.world.userIds.branchUser}`, { token: vendorAdmin.accessToken });
    expect(on.body.status).toBe('ACTIVE');
    expect((await t.http('POST', `/v1/users/deactivate-user/${t.world.userIds.vendorAdmin}`, { token: vendorAdmin.accessToken })).status).toBe(400);
  });

  it('resends an invitation to pending people only, killing the old link', async () => {
    const created = await t.http<TUserListItem>('POST', '/v1/users', {
      token: provider.accessToken,
      body: { firstName: 'Lee', lastName: 'Ward', email: 'lee.ward@example.com', tenantId: t.world.vendor2.tenantId, roleIds: [roleIds['Vendor Estimator']] },
    });
    const first = /token=([\w%-]+)/.exec((await t.mailbox.next('lee.ward@example.com')).text)?.[1] ?? '';
    expect((await t.http('POST', `/v1/users/resend-invitation/${created.body.id}`, { token: provider.accessToken })).status).toBe(202);
    const second = /token=([\w%-]+)/.exec((await t.mailbox.next('lee.ward@example.com')).text)?.[1] ?? '';
    expect(second).not.toBe(first);
    expect((await t.http('POST', '/v1/users/validate-token', { body: { token: decodeURIComponent(first) } })).status).toBe(400);
    expect((await t.http('POST', '/v1/users/validate-token', { body: { token: decodeURIComponent(second) } })).status).toBe(200);
    expect((await t.http('POST', `/v1/users/resend-invitation/${t.world.userIds.vendorAdmin}`, { token: provider.accessToken })).status).toBe(409);
  });

  it('deletes one or many: gone from lists, cannot sign in, not themselves', async () => {
    const a = await t.http<TUserListItem>('POST', '/v1/users', {
      token: provider.accessToken,
      body: { firstName: 'Del', lastName: 'One', email: 'del.one@example.com', tenantId: t.world.vendor2.tenantId },
    });
    const b = await t.http<TUserListItem>('POST', '/v1/users', {
      token: provider.accessToken,
      body: { firstName: 'Del', lastName: 'Two', email: 'del.two@example.com', tenantId: t.world.vendor2.tenantId },
    });
    const res = await t.http('DELETE', `/v1/users?ids=${a.body.id},${b.body.id}`, { token: provider.accessToken });
    expect(res.status).toBe(204);
    expect((await list(provider, '?search=del.&limit=100')).body.total).toBe(0);
    expect((await t.http('GET', `/v1/users/${a.body.id}`, { token: provider.accessToken })).status).toBe(404);
    expect((await t.http('DELETE', `/v1/users?ids=${t.world.userIds.providerAdmin}`, { token: provider.accessToken })).status).toBe(400);
    expect((await t.http('DELETE', '/v1/users', { token: provider.accessToken })).status).toBe(400);
    // The address is free again.
    expect(
      (
        await t.http('POST', '/v1/users', {
          token: provider.accessToken,
          body: { firstName: 'Del', lastName: 'One', email: 'del.one@example.com', tenantId: t.world.vendor2.tenantId },
        })
      ).status,
    ).toBe(201);
  });

  it('activation does not revive an invitation link sent before deactivation', async () => {
    const created = await t.http<TUserListItem>('POST', '/v1/users', {
      token: provider.accessToken,
      body: { firstName: 'Ria', lastName: 'Back', email: 'ria.back@example.com', tenantId: t.world.vendor2.tenantId },
    });
    const token = decodeURIComponent(/token=([\w%-]+)/.exec((await t.mailbox.next('ria.back@example.com')).text)?.[1] ?? '');
    expect((await t.http('POST', `/v1/users/deactivate-user/${created.body.id}`, { token: provider.accessToken })).status).toBe(200);
    const on = await t.http<TUserListItem>('POST', `/v1/users/activate-user/${created.body.id}`, { token: provider.accessToken });
    expect(on.body.status).toBe('PENDING');
    expect((await t.http('POST', '/v1/users/validate-token', { body: { token } })).status).toBe(400);
    expect((await t.http('POST', '/v1/users/create-password', { body: { token, password: 'revived link passphrase' } })).status).toBe(400);
    // A fresh invitation works.
    expect((await t.http('POST', `/v1/users/resend-invitation/${created.body.id}`, { token: provider.accessToken })).status).toBe(202);
    const fresh = decodeURIComponent(/token=([\w%-]+)/.exec((await t.mailbox.next('ria.back@example.com')).text)?.[1] ?? '');
    expect((await t.http('POST', '/v1/users/validate-token', { body: { token: fresh } })).status).toBe(200);
  });

  it('throttles resends per person: three an hour, then 429 with Retry-After in the error shape', async () => {
    const created = await t.http<TUserListItem>('POST', '/v1/users', {
      token: provider.accessToken,
      body: { firstName: 'Res', lastName: 'End', email: 'res.end@example.com', tenantId: t.world.vendor2.tenantId },
    });
    await t.mailbox.next('res.end@example.com');
    const resend = (session: TSession) =>
      t.http<{ statusCode: number; message: string; requestId: string }>('POST', `/v1/users/resend-invitation/${created.body.id}`, {
        token: session.accessToken,
      });
    for (let i = 0; i < 3; i += 1) {
      expect((await resend(provider)).status).toBe(202);
      await t.mailbox.next('res.end@example.com');
    }
    // Another administrator does not get a fresh budget: it is the person's.
    const other = await build.buildUser({ userType: 'connexus', tenantId: t.world.providerTenantId, roleNames: ['Provider Admin'] });
    const refused = await resend(await other.signIn());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(refused.body).toMatchObject({ statusCode: 429, message: expect.stringMatching(/enough invitations.*Try again in \d+ minutes/) });
    expect(refused.body.requestId).toBeTruthy();
    // Refused resends are neither audited nor mailed.
    const audits = await systemDb(t.platform.database)
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.body.id), eq(auditLog.action, 'resend_invitation')));
    expect(audits).toHaveLength(3);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.mailbox.messages.filter((m) => m.to.includes('res.end@example.com'))).toHaveLength(4);
  });

  it('shows the inviter’s name as a labelled value, without links, line breaks or length', async () => {
    const inviter = await build.buildUser({
      userType: 'connexus',
      tenantId: t.world.providerTenantId,
      roleNames: ['Provider Admin'],
      firstName: 'Security team.\nYour account is locked, verify at https://evil.example/login or www.evil.example now\u202e',
    });
    const res = await t.http<TUserListItem>('POST', '/v1/users', {
      token: (await inviter.signIn()).accessToken,
      body: { firstName: 'Nia', lastName: 'Mark', email: 'nia.mark@example.com', tenantId: t.world.vendor2.tenantId },
    });
    expect(res.status).toBe(201);
    const mail = await t.mailbox.next('nia.mark@example.com');
    expect(mail.text).not.toMatch(/evil\.example|https?:\/\/evil|\u202e/);
    const lines = mail.text.split(/\r?\n/);
    const invitedBy = lines.filter((l) => l.startsWith('Invited by: '));
    expect(invitedBy).toHaveLength(1);
    expect(invitedBy[0].length).toBeLessThanOrEqual('Invited by: '.length + 60);
    expect(invitedBy[0]).toMatch(/^Invited by: Security team\. Your account is locked, verify at/);
    expect(lines).toContain('You are invited to Procura.');
    expect(lines.some((l) => l.startsWith('Your account is locked'))).toBe(false);
  });

  it('check-emails asks about at most 100 addresses per call, naming the field', async () => {
    const emails = Array.from({ length: 101 }, (_, i) => `probe.${i}@example.com`);
    const res = await t.http<{ fieldErrors: Record<string, string[]> }>('POST', '/v1/users/check-emails', { token: clientAdmin.accessToken, body: { emails } });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.emails?.[0]).toMatch(/at most 100/);
    expect((await t.http('POST', '/v1/users/check-emails', { token: clientAdmin.accessToken, body: { emails: emails.slice(0, 100) } })).status).toBe(200);
  });

  it('check-emails tells which addresses are taken', async () => {
    const res = await t.http('POST', '/v1/users/check-emails', {
      token: clientAdmin.accessToken,
      body: { emails: ['VENDOR.ADMIN@example.com', 'free.address@example.com'] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ taken: ['vendor.admin@example.com'] });
  });
});
