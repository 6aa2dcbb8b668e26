import { sql } from 'drizzle-orm';
import type { THistoryPage, TVendorPage, TVendorBasic, TVendorWorkspace } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVendorsTest, vendorCalls, taxId, unique, type TVendorTestGeo } from '../../../test/builders/vendors.js';
import type { factories } from '../../../test/factories.js';
import type { TSession, TTestApp } from '../../../test/harness.js';
import { queryRows } from '../../platform/database.js';
import { systemDb } from '../../platform/system-db.js';

/* Who sees which vendors, and the list, workspace and basic reads that show them. */

let t: TTestApp, provider: TSession, build: ReturnType<typeof factories>, geo: TVendorTestGeo, serviceIds: string[];
beforeAll(async () => void ({ t, provider, build, geo, serviceIds } = await startVendorsTest()));
afterAll(() => t.close());
const { createVendor, getVendor, patchVendor, listVendors, post } = vendorCalls(() => t);
/** A vendor of this test with one admin who belongs to it alone. */
const vendorWithAdmin = () => build.buildVendorWithAdmin();

describe('GET /v1/vendors filters', () => {
  it('filters by service, state, county (a state-wide area covers its counties), a property served, ownership, approval and type', async () => {
    const tag = unique('Filter');
    const statewide = await createVendor(provider, {
      name: `${tag} statewide`,
      serviceIds: [serviceIds[0]],
      areas: [{ stateId: geo.tx }],
      ownershipTags: ['WOMAN_OWNED'],
    });
    const travis = await createVendor(provider, { name: `${tag} travis`, serviceIds: [serviceIds[1]], areas: [{ stateId: geo.tx, countyId: geo.travis }] });
    const colorado = await createVendor(provider, { name: `${tag} colorado`, serviceIds: [serviceIds[0]], areas: [{ stateId: geo.co }] });
    await post(provider, `/v1/vendors/${travis.body.id}/submit`);
    const ids = async (query: string) =>
      (await listVendors(provider, `?search=${encodeURIComponent(tag)}&limit=100${query}`)).body.data.map((v) => v.name.replace(`${tag} `, '')).sort();

    expect(await ids('')).toEqual(['colorado', 'statewide', 'travis']);
    expect(await ids(`&serviceIds=${serviceIds[0]}`)).toEqual(['colorado', 'statewide']);
    expect(await ids(`&stateId=${geo.tx}`)).toEqual(['statewide', 'travis']);
    expect(await ids(`&countyId=${geo.travis}`)).toEqual(['statewide', 'travis']);
    expect(await ids(`&countyId=${geo.harris}`)).toEqual(['statewide']);
    expect(await ids(`&countyId=${geo.denver}`)).toEqual(['colorado']);
    expect(await ids('&ownershipTags=WOMAN_OWNED')).toEqual(['statewide']);
    expect(await ids('&approvalStatus=PENDING_FOR_APPROVAL')).toEqual(['travis']);
    expect(await ids('&vendorType=VENDOR_BRANCH')).toEqual([]);
    expect(await ids(`&serviceIds=${serviceIds[0]}&stateId=${geo.tx}&complianceState=MISSING`)).toEqual(['statewide']);

    const client = await build.buildClient();
    const inTravis = await build.buildProperty(client, { stateId: geo.tx, countyId: geo.travis });
    const inHarris = await build.buildProperty(client, { stateId: geo.tx, countyId: geo.harris });
    expect(await ids(`&servesPropertyId=${inTravis.id}`)).toEqual(['statewide', 'travis']);
    expect(await ids(`&servesPropertyId=${inHarris.id}`)).toEqual(['statewide']);
    expect(statewide.body.areaSummary).toBe('TX');
    expect(colorado.status).toBe(201);
  });

  it('sorts and pages on the server with an exact total', async () => {
    const tag = unique('Paged');
    for (const n of ['c', 'a', 'b']) await createVendor(provider, { name: `${tag} ${n}` });
    const first = await listVendors(provider, `?search=${encodeURIComponent(tag)}&limit=2&sort=name&sortDirection=desc`);
    expect(first.body.total).toBe(3);
    expect(first.body.data.map((v) => v.name.slice(-1))).toEqual(['c', 'b']);
    const second = await listVendors(provider, `?search=${encodeURIComponent(tag)}&limit=2&page=2&sort=name&sortDirection=desc`);
    expect(second.body.data.map((v) => v.name.slice(-1))).toEqual(['a']);
    expect(second.body.total).toBe(3);
    expect((await listVendors(provider, `?search=${encodeURIComponent(tag)}&limit=2&page=9`)).body.total).toBe(3);
  });

  it('names a bad filter with a 400', async () => {
    for (const query of ['?approvalStatus=MAYBE', '?countyId=abc', '?servesPropertyId=nope', '?sort=taxId']) {
      expect((await listVendors(provider, query)).status, query).toBe(400);
    }
  });
});

describe('visibility', () => {
  it('vendor A never sees vendor B; a parent sees its branches and franchises; a branch sees only itself', async () => {
    const a = await vendorWithAdmin();
    const b = await vendorWithAdmin();
    const branch = await build.buildBranch(a, 'branch');
    const sibling = await build.buildBranch(a, 'franchise');
    const branchUser = await build.buildUser({ userType: 'vendor_branch', tenantId: branch.tenantId, roleNames: ['Vendor Admin'] });
    const branchSession = await branchUser.signIn();

    const seenByA = (await listVendors(a.session, '?limit=100')).body.data.map((v) => v.id).sort();
    expect(seenByA).toEqual([a.vendorId, branch.vendorId, sibling.vendorId].sort());
    expect((await getVendor(a.session, b.vendorId)).status).toBe(404);
    expect((await getVendor(a.session, branch.vendorId)).status).toBe(200);
    expect((await t.http('GET', `/v1/vendors/${b.vendorId}/history`, { token: a.session.accessToken })).status).toBe(404);
    expect(
      (await t.http<TVendorBasic[]>('GET', `/v1/vendors/selected?ids=${a.vendorId},${b.vendorId}`, { token: a.session.accessToken })).body.map((v) => v.id),
    ).toEqual([a.vendorId]);

    expect((await listVendors(branchSession, '?limit=100')).body.data.map((v) => v.id)).toEqual([branch.vendorId]);
    expect((await getVendor(branchSession, a.vendorId)).status).toBe(404);
    expect((await getVendor(branchSession, sibling.vendorId)).status).toBe(404);
    // Its parent's row is not the branch's to read: not even its name through the join.
    expect((await getVendor(branchSession, branch.vendorId)).body).toMatchObject({ vendorType: 'VENDOR_BRANCH', parent: null });
    expect((await t.http('GET', `/v1/vendors/${a.vendorId}/branches`, { token: branchSession.accessToken })).status).toBe(404);

    const children = await t.http<TVendorPage>('GET', `/v1/vendors/${a.vendorId}/branches`, { token: a.session.accessToken });
    expect(children.body.data.map((v) => v.id).sort()).toEqual([branch.vendorId, sibling.vendorId].sort());
    const onlyBranches = await t.http<TVendorPage>('GET', `/v1/vendors/${a.vendorId}/branches?type=VENDOR_BRANCH`, { token: a.session.accessToken });
    expect(onlyBranches.body.data.map((v) => v.id)).toEqual([branch.vendorId]);
    expect((await getVendor(a.session, a.vendorId)).body).toMatchObject({ branchCount: 1, franchiseCount: 1 });
  });

  it('a client sees only the vendors onboarded for it; the provider sees all', async () => {
    const client = await build.buildClient();
    const other = await build.buildClient();
    const person = await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] });
    const session = await person.signIn();
    const mine = await createVendor(provider, { name: unique('Onboarded for client'), onboardedByClientId: client.clientId, taxId: taxId() });
    expect(mine.body).toMatchObject({ onboardingSource: 'CLIENT_ONBOARDED', onboardedByClient: { id: client.clientId } });
    const theirs = await createVendor(provider, { name: unique('Onboarded for other'), onboardedByClientId: other.clientId });
    const plain = await build.buildVendor();

    expect((await listVendors(session, '?limit=100')).body.data.map((v) => v.id)).toEqual([mine.body.id]);
    const seen = await getVendor(session, mine.body.id);
    expect(seen.body).toMatchObject({ taxIdMasked: true, abilities: { edit: false, decide: false } });
    expect((await getVendor(session, theirs.body.id)).status).toBe(404);
    expect((await getVendor(session, plain.vendorId)).status).toBe(404);
    expect((await patchVendor(session, mine.body.id, { notes: 'Ours now' })).status).toBe(403);

    const all = await listVendors(provider, `?limit=100&onboardingSource=CLIENT_ONBOARDED`);
    expect(all.body.data.map((v) => v.id)).toEqual(expect.arrayContaining([mine.body.id, theirs.body.id]));
  });

  it('a Client Admin onboards a vendor for itself: pending for the provider, seen by that client and the provider only', async () => {
    const client = await build.buildClient();
    const other = await build.buildClient();
    const session = await (await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] })).signIn();
    const otherSession = await (await build.buildUser({ userType: 'client', tenantId: other.tenantId, roleNames: ['Client Admin'] })).signIn();
    const name = unique('Client pick');
    const created = await createVendor(session, {
      name,
      email: 'office@clientpick.example.com',
      serviceIds: serviceIds.slice(0, 1),
      areas: [{ stateId: geo.tx, countyId: geo.travis }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      name,
      vendorType: 'VENDOR',
      onboardingSource: 'CLIENT_ONBOARDED',
      onboardedByClient: { id: client.clientId },
      approvalStatus: 'PENDING_FOR_APPROVAL',
      areaSummary: 'TX (1 county)',
      abilities: { edit: false, decide: false, createBranch: false },
    });
    expect(created.body.serviceDetails).toHaveLength(1);
    const [row] = await queryRows<{ party_tenant_ids: string[]; type: string; parent_id: string | null }>(
      systemDb(t.platform.database),
      sql`select v.party_tenant_ids, t.type, t.parent_id from vendors v join tenants t on t.id = v.tenant_id where v.id = ${created.body.id}`,
    );
    expect(row).toEqual({ party_tenant_ids: [client.tenantId], type: 'vendor', parent_id: null });

    expect((await listVendors(session, '?limit=100')).body.data.map((v) => v.id)).toEqual([created.body.id]);
    expect((await getVendor(otherSession, created.body.id)).status).toBe(404);
    expect((await listVendors(otherSession, '?limit=100')).body.data).toEqual([]);
    expect((await getVendor(provider, created.body.id)).body).toMatchObject({
      approvalStatus: 'PENDING_FOR_APPROVAL',
      onboardedByClient: { id: client.clientId },
    });
    const queue = await listVendors(provider, `?approvalStatus=PENDING_FOR_APPROVAL&search=${encodeURIComponent(name)}`);
    expect(queue.body.data.map((v) => v.id)).toEqual([created.body.id]);
    // The client reads it, never writes it (the row is the vendor's; the client is a party).
    expect((await patchVendor(session, created.body.id, { notes: 'Ours now' })).status).toBe(403);
    const history = await t.http<THistoryPage>('GET', `/v1/vendors/${created.body.id}/history`, { token: session.accessToken });
    expect(history.body.data.map((e) => e.action)).toEqual(['create']);
    // Its branches are the vendor's business: a client holds no branch or franchise rights.
    expect((await t.http('GET', `/v1/vendors/${created.body.id}/branches`, { token: session.accessToken })).status).toBe(403);
    expect((await post(session, `/v1/vendors/${created.body.id}/branches`, { type: 'VENDOR_BRANCH', name: unique('Client branch') })).status).toBe(403);
    expect((await post(otherSession, `/v1/vendors/${created.body.id}/branches`, { type: 'VENDOR_BRANCH', name: unique('Client branch') })).status).toBe(404);
  });

  it("a client onboards only for itself; its property manager and the vendors' people do not onboard", async () => {
    const client = await build.buildClient();
    const other = await build.buildClient();
    const session = await (await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] })).signIn();
    const forOther = await createVendor(session, { name: unique('For another'), onboardedByClientId: other.clientId });
    expect(forOther.status).toBe(400);
    expect(forOther.body.fieldErrors?.onboardedByClientId).toBeDefined();
    const forSelf = await createVendor(session, { name: unique('For self'), onboardedByClientId: client.clientId });
    expect(forSelf.status).toBe(201);
    const pm = await (await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Property Manager'] })).signIn();
    expect((await createVendor(pm, { name: unique('By the PM') })).status).toBe(403);
    // The property manager views vendors (the catalogue's View for client roles): its client's only.
    expect((await listVendors(pm, '?limit=100')).body.data.map((v) => v.id)).toEqual([forSelf.body.id]);
    const v = await vendorWithAdmin();
    expect((await createVendor(v.session, { name: unique('By a vendor') })).status).toBe(403);
    // A tax id already taken answers 409 though the client cannot see the vendor holding it.
    const id = taxId();
    await createVendor(provider, { name: unique('Holder'), taxId: id });
    const dup = await createVendor(session, { name: unique('Dup'), taxId: id });
    expect(dup.status).toBe(409);
    expect(dup.body.fieldErrors?.taxId).toBeDefined();
  });
});

describe('GET /v1/vendors/workspaces', () => {
  it('lists the vendor workspace the caller belongs to and the branches and franchises it manages', async () => {
    const v = await vendorWithAdmin();
    const branch = await build.buildBranch(v, 'branch');
    const franchise = await build.buildBranch(v, 'franchise');
    const res = await t.http<TVendorWorkspace[]>('GET', '/v1/vendors/workspaces', { token: v.session.accessToken });
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ id: v.vendorId, member: true, tenant: { type: 'vendor', vendor: { id: v.vendorId } } });
    expect(
      res.body
        .slice(1)
        .map((w) => [w.member, w.tenant.type])
        .sort(),
    ).toEqual([
      [false, 'vendor_branch'],
      [false, 'vendor_franchise'],
    ]);
    expect(
      res.body
        .slice(1)
        .map((w) => w.id)
        .sort(),
    ).toEqual([branch.vendorId, franchise.vendorId].sort());
    expect(res.body[1].tenant).toMatchObject({ parentId: v.tenantId, client: null });
    const provided = await t.http<TVendorWorkspace[]>('GET', '/v1/vendors/workspaces', { token: provider.accessToken });
    expect(provided.body).toEqual([]);
  });
});

describe('GET /v1/vendors/basic', () => {
  it('lists approved, active vendors by default and every visible one with includeAll', async () => {
    const tag = unique('Picker');
    const draft = await createVendor(provider, { name: `${tag} draft` });
    const approved = await createVendor(provider, { name: `${tag} approved` });
    await post(provider, `/v1/vendors/${approved.body.id}/approve`);
    const basic = await t.http<TVendorBasic[]>('GET', `/v1/vendors/basic?search=${encodeURIComponent(tag)}`, { token: provider.accessToken });
    expect(basic.body.map((v) => v.id)).toEqual([approved.body.id]);
    const all = await t.http<TVendorBasic[]>('GET', `/v1/vendors/basic?includeAll=true&search=${encodeURIComponent(tag)}`, { token: provider.accessToken });
    expect(all.body.map((v) => v.id)).toEqual([approved.body.id, draft.body.id]);
  });
});
