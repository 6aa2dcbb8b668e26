import type { TClientDetail, THistoryPage, TClientPage, TClientWorkspace, TParentCompany, TParentCompanyPage } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithBuilders, type factories } from '../../../test/factories.js';
import { PASSWORD, signInDemo, type TSession, type TTestApp } from '../../../test/harness.js';

let t: TTestApp;
let provider: TSession;
let coordinator: TSession;
let vendorAdmin: TSession;
let build: ReturnType<typeof factories>;
beforeAll(async () => {
  ({ t, build } = await startWithBuilders());
  [provider, coordinator, vendorAdmin] = await signInDemo(t, 'providerAdmin', 'providerCoordinator', 'vendorAdmin');
});
afterAll(() => t.close());

const unique = (label: string) => `${label} ${crypto.randomUUID().slice(0, 8)}`;
type TErrorBody = { message: string; fieldErrors?: Record<string, string[]> };

const createClient = (session: TSession, body: Record<string, unknown>) =>
  t.http<TClientDetail & TErrorBody>('POST', '/v1/clients', { token: session.accessToken, body });
const getClient = (session: TSession, id: string) => t.http<TClientDetail>('GET', `/v1/clients/${id}`, { token: session.accessToken });
const listClients = (session: TSession, query = '') => t.http<TClientPage>('GET', `/v1/clients${query}`, { token: session.accessToken });

/** A client of this test with one admin who belongs to it alone. */
async function clientWithAdmin() {
  const client = await build.buildClient();
  const admin = await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] });
  return { ...client, admin, session: await admin.signIn() };
}

describe('POST /v1/clients', () => {
  it('creates the client and its workspace, which tenant search and the list then show', async () => {
    const name = unique('Harbor Point');
    const res = await createClient(provider, {
      name,
      clientType: 'HOTEL',
      website: 'https://harbor.example.com',
      phoneCode: '+1',
      phoneNumber: '3035550199',
      notes: 'Seasonal',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ name, clientType: 'HOTEL', status: 'ACTIVE', website: 'https://harbor.example.com', propertyCount: 0, logoUrl: null });
    expect(res.body.abilities).toMatchObject({ edit: true, changeStatus: true });

    const tenants = await t.http<{ id: string; name: string; type: string }[]>('GET', `/v1/tenants/search?search=${encodeURIComponent(name)}`, {
      token: provider.accessToken,
    });
    expect(tenants.body).toEqual([expect.objectContaining({ id: res.body.tenantId, name, type: 'client' })]);

    const listed = await listClients(provider, `?search=${encodeURIComponent(name)}`);
    expect(listed.body.data.map((c) => c.id)).toEqual([res.body.id]);
  });

  it('refuses a name already taken, whatever its case, naming the field', async () => {
    const name = unique('Duplicate Co');
    expect((await createClient(provider, { name })).status).toBe(201);
    const again = await createClient(provider, { name: name.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.fieldErrors?.name).toBeDefined();
  });

  it('names the field of bad input, never a 500', async () => {
    const website = await createClient(provider, { name: unique('Web'), website: 'not a url' });
    expect(website.status).toBe(400);
    expect(website.body.fieldErrors?.website).toBeDefined();
    const state = await createClient(provider, { name: unique('Geo'), stateId: 2_000_000_000 });
    expect(state.status).toBe(400);
    expect(state.body.fieldErrors?.stateId).toBeDefined();
    const parent = await createClient(provider, { name: unique('Orphan'), parentCompanyId: crypto.randomUUID() });
    expect(parent.status).toBe(400);
    expect(parent.body.fieldErrors?.parentCompanyId).toBeDefined();
    const logo = await createClient(provider, { name: unique('Logo'), logoKey: 'no-such-file.png' });
    expect(logo.status).toBe(400);
    expect(logo.body.fieldErrors?.logoKey).toBeDefined();
  });

  it('is the provider’s: a client admin may not add clients', async () => {
    const { session } = await clientWithAdmin();
    expect((await createClient(session, { name: unique('Sneaky') })).status).toBe(403);
  });
});

describe('visibility', () => {
  it('shows a client admin their own client only; another client answers 404', async () => {
    const a = await clientWithAdmin();
    const b = await build.buildClient();
    const list = await listClients(a.session);
    expect(list.body.data.map((c) => c.id)).toEqual([a.clientId]);
    expect(list.body.total).toBe(1);
    expect((await getClient(a.session, a.clientId)).status).toBe(200);
    expect((await getClient(a.session, b.clientId)).status).toBe(404);
    expect((await t.http('GET', `/v1/clients/${b.clientId}/history`, { token: a.session.accessToken })).status).toBe(404);
    expect((await t.http('PATCH', `/v1/clients/${b.clientId}`, { token: a.session.accessToken, body: { notes: 'x' } })).status).toBe(404);
  });

  it('shows a vendor no client', async () => {
    const client = await build.buildClient();
    const list = await listClients(vendorAdmin);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(0);
    expect((await getClient(vendorAdmin, client.clientId)).status).toBe(404);
  });

  it('gives no access through a parent company', async () => {
    const parent = await build.buildParentCompany();
    const mine = await clientWithAdmin();
    const sibling = await createClient(provider, { name: unique('Sibling'), parentCompanyId: parent.parentCompanyId });
    await t.http('PATCH', `/v1/clients/${mine.clientId}`, { token: provider.accessToken, body: { parentCompanyId: parent.parentCompanyId } });
    expect((await getClient(mine.session, sibling.body.id)).status).toBe(404);
    const filtered = await listClients(mine.session, `?parentCompanyId=${parent.parentCompanyId}`);
    expect(filtered.body.data.map((c) => c.id)).toEqual([mine.clientId]);
  });
});

describe('PATCH /v1/clients/:id', () => {
  it('lets a client admin keep their profile current but not rename it or move it to another parent', async () => {
    const a = await clientWithAdmin();
    const ok = await t.http<TClientDetail>('PATCH', `/v1/clients/${a.clientId}`, {
      token: a.session.accessToken,
      body: { website: 'https://own.example.com', notes: 'Ours' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ website: 'https://own.example.com', notes: 'Ours' });
    expect(ok.body.abilities).toMatchObject({ edit: true, changeStatus: false, changeParentCompany: false });
    const rename = await t.http<TErrorBody>('PATCH', `/v1/clients/${a.clientId}`, { token: a.session.accessToken, body: { name: unique('Renamed') } });
    expect(rename.status).toBe(403);
    expect(rename.body.fieldErrors?.name).toBeDefined();
    const status = await t.http('POST', '/v1/clients/update-status', { token: a.session.accessToken, body: { clientId: a.clientId, status: 'INACTIVE' } });
    expect(status.status).toBe(403);
  });

  it('keeps whether the client’s contracts need their signed copy, which a contract made afterwards copies', async () => {
    const a = await clientWithAdmin();
    expect((await getClient(a.session, a.clientId)).body.contractsRequireSignedDocument).toBe(false);
    const set = await t.http<TClientDetail>('PATCH', `/v1/clients/${a.clientId}`, {
      token: a.session.accessToken,
      body: { contractsRequireSignedDocument: true },
    });
    expect(set.status).toBe(200);
    expect(set.body.contractsRequireSignedDocument).toBe(true);
    const bad = await t.http<TErrorBody>('PATCH', `/v1/clients/${a.clientId}`, {
      token: a.session.accessToken,
      body: { contractsRequireSignedDocument: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.contractsRequireSignedDocument).toBeDefined();
    const vendor = await build.buildVendor();
    const property = await build.buildProperty(a);
    const [service] = (await t.http<{ id: string }[]>('GET', '/v1/services/all', { token: provider.accessToken })).body;
    const contract = await t.http<{ signedDocumentRequired: boolean; activationMissing: { field: string }[] }>('POST', '/v1/contracts', {
      token: provider.accessToken,
      body: {
        clientId: a.clientId,
        vendorId: vendor.vendorId,
        title: 'Signed first',
        startOn: '2027-01-01',
        endOn: '2027-12-31',
        properties: [{ propertyId: property.id, lines: [{ serviceId: service.id, price: 100, unit: 'PER_MONTH' }] }],
      },
    });
    expect(contract.status).toBe(201);
    expect(contract.body).toMatchObject({ signedDocumentRequired: true, activationMissing: [{ field: 'documents' }] });
  });

  it('renames the client and its workspace together, refusing a taken name', async () => {
    const a = await build.buildClient();
    const b = await build.buildClient();
    const name = unique('Renamed Co');
    const res = await t.http<TClientDetail>('PATCH', `/v1/clients/${a.clientId}`, { token: provider.accessToken, body: { name } });
    expect(res.body.name).toBe(name);
    const tenants = await t.http<{ id: string }[]>('GET', `/v1/tenants/search?search=${encodeURIComponent(name)}`, { token: provider.accessToken });
    expect(tenants.body.map((x) => x.id)).toEqual([a.tenantId]);
    const taken = await t.http<TErrorBody>('PATCH', `/v1/clients/${a.clientId}`, { token: provider.accessToken, body: { name: b.name.toLowerCase() } });
    expect(taken.status).toBe(409);
    expect(taken.body.fieldErrors?.name).toBeDefined();
  });

  it('records each change in the history', async () => {
    const created = await createClient(provider, { name: unique('Historic'), notes: 'first' });
    await t.http('PATCH', `/v1/clients/${created.body.id}`, { token: provider.accessToken, body: { notes: 'second' } });
    const history = await t.http<THistoryPage>('GET', `/v1/clients/${created.body.id}/history`, { token: provider.accessToken });
    expect(history.status).toBe(200);
    expect(history.body.data.map((e) => e.action)).toEqual(['update', 'create']);
    expect(history.body.data[0].changes).toEqual([{ field: 'notes', before: 'first', after: 'second' }]);
    expect(history.body.data[0].actorName).toBe('Avery Stone');
  });
});

describe('POST /v1/clients/update-status', () => {
  it('ends the sessions of people who belong to the client alone, and keeps the others', async () => {
    const a = await clientWithAdmin();
    const elsewhere = await build.buildClient();
    const shared = await build.buildUser({ userType: 'client', tenantId: elsewhere.tenantId, extraTenantIds: [a.tenantId], roleNames: ['Client Admin'] });
    const sharedSession = await shared.signIn();
    const profile = (s: TSession) => t.http('GET', '/v1/users/profile', { token: s.accessToken });
    expect((await profile(a.session)).status).toBe(200);

    const off = await t.http<TClientDetail>('POST', '/v1/clients/update-status', {
      token: provider.accessToken,
      body: { clientId: a.clientId, status: 'INACTIVE' },
    });
    expect(off.status).toBe(200);
    expect(off.body.status).toBe('INACTIVE');
    expect((await profile(a.session)).status).toBe(401);
    const refresh = await t.http('POST', '/v1/auth/refresh', { cookie: a.session.cookie });
    expect(refresh.status).toBe(401);
    expect((await profile(sharedSession)).status).toBe(200);
    expect(
      (await t.http('POST', '/v1/clients/update-status', { token: provider.accessToken, body: { clientId: a.clientId, status: 'INACTIVE' } })).status,
    ).toBe(409);

    const on = await t.http<TClientDetail>('POST', '/v1/clients/update-status', {
      token: provider.accessToken,
      body: { clientId: a.clientId, status: 'ACTIVE' },
    });
    expect(on.body.status).toBe('ACTIVE');
    const again = await a.admin.signIn();
    expect((await profile(again)).status).toBe(200);
  });

  // A deactivated client closes its workspace (platform/actor.ts, auth.repo.ts openWorkspaceTenantId).
  it('bars sign-in while the client is inactive, and lets them back in once it is active again', async () => {
    const a = await clientWithAdmin();
    const login = () => t.http('POST', '/v1/auth/login', { body: { email: a.admin.email, password: PASSWORD } });
    await t.http('POST', '/v1/clients/update-status', { token: provider.accessToken, body: { clientId: a.clientId, status: 'INACTIVE' } });
    expect((await login()).status).toBe(401);
    expect((await t.http('GET', '/v1/users/profile', { token: a.session.accessToken })).status).toBe(401);
    await t.http('POST', '/v1/clients/update-status', { token: provider.accessToken, body: { clientId: a.clientId, status: 'ACTIVE' } });
    expect((await login()).status).toBe(200);
  });

  it('filters the list by status', async () => {
    const a = await build.buildClient();
    await t.http('POST', '/v1/clients/update-status', { token: provider.accessToken, body: { clientId: a.clientId, status: 'INACTIVE' } });
    const inactive = await listClients(provider, `?status=INACTIVE&search=${encodeURIComponent(a.name)}`);
    expect(inactive.body.data.map((c) => c.id)).toEqual([a.clientId]);
    const active = await listClients(provider, `?status=ACTIVE&search=${encodeURIComponent(a.name)}`);
    expect(active.body.total).toBe(0);
  });
});

describe('GET /v1/clients (list)', () => {
  it('sorts, pages and filters by type on the server', async () => {
    const prefix = unique('Sorted');
    for (const [suffix, clientType] of [
      ['C', 'RETAIL'],
      ['A', 'HOA'],
      ['B', 'RETAIL'],
    ] as const) {
      expect((await createClient(provider, { name: `${prefix} ${suffix}`, clientType })).status).toBe(201);
    }
    const search = `&search=${encodeURIComponent(prefix)}`;
    const desc = await listClients(provider, `?sort=name&sortDirection=desc${search}`);
    expect(desc.body.data.map((c) => c.name.slice(-1))).toEqual(['C', 'B', 'A']);
    const page2 = await listClients(provider, `?sort=name&limit=2&page=2${search}`);
    expect({ names: page2.body.data.map((c) => c.name.slice(-1)), total: page2.body.total }).toEqual({ names: ['C'], total: 3 });
    const retail = await listClients(provider, `?clientType=RETAIL${search}`);
    expect(retail.body.data.map((c) => c.name.slice(-1))).toEqual(['B', 'C']);
    const bad = await t.http<TErrorBody>('GET', '/v1/clients?sort=nope', { token: provider.accessToken });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.sort).toBeDefined();
  });
});

describe('parent companies', () => {
  it('are created, listed with their client counts, renamed and deleted only when unused', async () => {
    const name = unique('Holding');
    const created = await t.http<TParentCompany>('POST', '/v1/clients/parent-companies', { token: provider.accessToken, body: { name } });
    expect(created.status).toBe(201);
    const dup = await t.http<TErrorBody>('POST', '/v1/clients/parent-companies', { token: coordinator.accessToken, body: { name: name.toLowerCase() } });
    expect(dup.status).toBe(409);
    expect(dup.body.fieldErrors?.name).toBeDefined();
    await createClient(provider, { name: unique('Child'), parentCompanyId: created.body.id });
    const list = await t.http<TParentCompanyPage>('GET', `/v1/clients/parent-companies?search=${encodeURIComponent(name)}`, { token: provider.accessToken });
    expect(list.body.data).toEqual([expect.objectContaining({ id: created.body.id, clientCount: 1 })]);
    expect((await t.http('DELETE', `/v1/clients/parent-companies/${created.body.id}`, { token: provider.accessToken })).status).toBe(409);
    const renamed = await t.http<TParentCompany>('PATCH', `/v1/clients/parent-companies/${created.body.id}`, {
      token: provider.accessToken,
      body: { name: `${name} Group` },
    });
    expect(renamed.body.name).toBe(`${name} Group`);

    const unused = await build.buildParentCompany();
    expect((await t.http('DELETE', `/v1/clients/parent-companies/${unused.parentCompanyId}`, { token: provider.accessToken })).status).toBe(204);
  });

  it('are written by the provider only', async () => {
    const { session } = await clientWithAdmin();
    const parent = await build.buildParentCompany();
    expect((await t.http('POST', '/v1/clients/parent-companies', { token: session.accessToken, body: { name: unique('Mine') } })).status).toBe(403);
    expect(
      (await t.http('PATCH', `/v1/clients/parent-companies/${parent.parentCompanyId}`, { token: session.accessToken, body: { name: 'Mine' } })).status,
    ).toBe(404);
    expect((await t.http('GET', '/v1/clients/parent-companies', { token: session.accessToken })).status).toBe(200);
  });
});

// Issue 16, low (docs/security.md): a parent company names a client's owner.
describe('parent companies outside the provider', () => {
  it("are listed only for the clients in the reader's scope: a client admin its own client's, a vendor none", async () => {
    const tag = unique('Scoped holding');
    const mine = await t.http<TParentCompany>('POST', '/v1/clients/parent-companies', { token: provider.accessToken, body: { name: `${tag} A` } });
    const theirs = await t.http<TParentCompany>('POST', '/v1/clients/parent-companies', { token: provider.accessToken, body: { name: `${tag} B` } });
    await t.http('POST', '/v1/clients/parent-companies', { token: provider.accessToken, body: { name: `${tag} C` } });
    const client = await createClient(provider, { name: unique('Owned'), parentCompanyId: mine.body.id });
    await createClient(provider, { name: unique('Other'), parentCompanyId: theirs.body.id });
    const admin = await (await build.buildUser({ userType: 'client', tenantId: client.body.tenantId, roleNames: ['Client Admin'] })).signIn();
    const listed = (session: TSession) =>
      t.http<TParentCompanyPage>('GET', `/v1/clients/parent-companies?search=${encodeURIComponent(tag)}`, { token: session.accessToken });
    expect((await listed(provider)).body.total).toBe(3);
    const seen = await listed(admin);
    expect(seen.body.data.map((c) => c.name)).toEqual([`${tag} A`]);
    expect(seen.body.total).toBe(1);
    expect((await listed(vendorAdmin)).body).toMatchObject({ data: [], total: 0 });
  });
});

describe('GET /v1/clients/work-spaces', () => {
  it("lists the client workspaces the caller belongs to, with each one's status", async () => {
    const a = await clientWithAdmin();
    const res = await t.http<TClientWorkspace[]>('GET', '/v1/clients/work-spaces', { token: a.session.accessToken });
    expect(res.body).toEqual([{ id: a.clientId, tenantId: a.tenantId, name: a.name, status: 'ACTIVE', logoUrl: null, headerImageUrl: null }]);
    const mine = await t.http<TClientWorkspace[]>('GET', '/v1/clients/work-spaces', { token: provider.accessToken });
    expect(mine.body).toEqual([]);
  });
});
