import { sql } from 'drizzle-orm';
import type { TVendorApprovalResult, TVendorDetail, THistoryPage, TVendorPage, TVendorBasic, TVendorWorkspace } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';
import { queryRows } from '../../platform/database.js';
import { systemDb } from '../../platform/system-db.js';

let t: TTestApp;
let provider: TSession;
let coordinator: TSession;
let build: ReturnType<typeof factories>;
let geo: { tx: number; co: number; travis: number; harris: number; denver: number };
let serviceIds: string[];
beforeAll(async () => {
  t = await startTestApp();
  build = factories(t);
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  coordinator = await t.signIn(DEMO_ACCOUNTS.providerCoordinator);
  const db = systemDb(t.platform.database);
  const [row] = await queryRows<{ tx: number; co: number; travis: number; harris: number; denver: number }>(
    db,
    sql`select (select id from states where code = 'TX' and country_id = (select id from countries where iso2 = 'US')) as tx,
               (select id from states where code = 'CO' and country_id = (select id from countries where iso2 = 'US')) as co,
               (select c.id from counties c join states s on s.id = c.state_id where s.code = 'TX' and c.name like 'Travis%' limit 1) as travis,
               (select c.id from counties c join states s on s.id = c.state_id where s.code = 'TX' and c.name like 'Harris%' limit 1) as harris,
               (select c.id from counties c join states s on s.id = c.state_id where s.code = 'CO' and c.name like 'Denver%' limit 1) as denver`,
  );
  geo = row;
  serviceIds = (await queryRows<{ id: string }>(db, sql`select id from services order by name limit 3`)).map((r) => r.id);
});
afterAll(() => t.close());

const unique = (label: string) => `${label} ${crypto.randomUUID().slice(0, 8)}`;
/** A tax id no other test uses: 9 digits from a random number. */
const taxId = () => String(Math.floor(100_000_000 + Math.random() * 899_999_999));
type TErrorBody = { message: string; fieldErrors?: Record<string, string[]> };

const createVendor = (session: TSession, body: Record<string, unknown>) =>
  t.http<TVendorDetail & TErrorBody>('POST', '/v1/vendors', { token: session.accessToken, body });
const getVendor = (session: TSession, id: string) => t.http<TVendorDetail & TErrorBody>('GET', `/v1/vendors/${id}`, { token: session.accessToken });
const patchVendor = (session: TSession, id: string, body: Record<string, unknown>) =>
  t.http<TVendorDetail & TErrorBody>('PATCH', `/v1/vendors/${id}`, { token: session.accessToken, body });
const listVendors = (session: TSession, query = '') => t.http<TVendorPage & TErrorBody>('GET', `/v1/vendors${query}`, { token: session.accessToken });
const post = <T = TVendorDetail>(session: TSession, path: string, body: unknown = {}) =>
  t.http<T & TErrorBody>('POST', path, { token: session.accessToken, body });

/** A vendor of this test with one admin who belongs to it alone. */
async function vendorWithAdmin() {
  const vendor = await build.buildVendor();
  const admin = await build.buildUser({ userType: 'vendor', tenantId: vendor.tenantId, roleNames: ['Vendor Admin'] });
  return { ...vendor, admin, session: await admin.signIn() };
}

describe('POST /v1/vendors', () => {
  it('creates a draft vendor and its workspace with services, areas and the tax id as digits', async () => {
    const name = unique('Lone Star Landscapes');
    const res = await createVendor(provider, {
      name,
      dba: 'LSL',
      taxId: '74-1234567'.replace('1234567', taxId().slice(2)),
      businessStructure: 'LIMITED_LIABILITY_COMPANY',
      ownershipTags: ['VETERAN_OWNED', 'VETERAN_OWNED'],
      leadSource: 'REFERRAL',
      email: 'office@lonestar.example.com',
      website: 'https://lonestar.example.com',
      yearsInBusiness: 12,
      employeeCount: 40,
      serviceIds: serviceIds.slice(0, 2),
      areas: [{ stateId: geo.tx, countyId: geo.travis }, { stateId: geo.tx, countyId: geo.harris }, { stateId: geo.co }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      name,
      dba: 'LSL',
      vendorType: 'VENDOR',
      approvalStatus: 'DRAFT',
      status: 'ACTIVE',
      onboardingSource: 'CONNEXUS',
      complianceState: 'MISSING',
      ownershipTags: ['VETERAN_OWNED'],
      taxIdMasked: false,
    });
    expect(res.body.taxId).toMatch(/^\d{9}$/);
    expect(res.body.serviceDetails).toHaveLength(2);
    expect(res.body.areas.map((a) => [a.stateCode, a.countyName !== null])).toEqual([
      ['CO', false],
      ['TX', true],
      ['TX', true],
    ]);
    expect(res.body.areaSummary).toBe('CO · TX (2 counties)');
    expect(res.body.abilities).toMatchObject({ edit: true, viewTaxId: true, submit: true, decide: true, changeStatus: true, createBranch: true });

    const tenants = await t.http<{ id: string; type: string }[]>('GET', `/v1/tenants/search?search=${encodeURIComponent(name)}`, {
      token: provider.accessToken,
    });
    expect(tenants.body).toEqual([expect.objectContaining({ id: res.body.tenantId, type: 'vendor' })]);
  });

  it('refuses a tax id another vendor has, however it is typed, naming the field', async () => {
    const digits = taxId();
    expect((await createVendor(provider, { name: unique('First'), taxId: digits })).status).toBe(201);
    const again = await createVendor(provider, { name: unique('Second'), taxId: `${digits.slice(0, 2)}-${digits.slice(2)}` });
    expect(again.status).toBe(409);
    expect(again.body.fieldErrors?.taxId).toBeDefined();
  });

  it('names the field of bad input, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: unique('X'), taxId: '12-345' }, 'taxId'],
      [{ name: unique('X'), website: 'not a url' }, 'website'],
      [{ name: unique('X'), ownershipTags: ['RICH'] }, 'ownershipTags'],
      [{ name: unique('X'), serviceIds: ['00000000-0000-4000-8000-000000000000'] }, 'serviceIds'],
      [{ name: unique('X'), areas: [{ stateId: geo.co, countyId: geo.travis }] }, 'areas'],
      [{ name: unique('X'), areas: [{ stateId: 2_000_000_000 }] }, 'areas'],
      [{ name: unique('X'), onboardedByClientId: '00000000-0000-4000-8000-000000000000' }, 'onboardedByClientId'],
      [{ name: unique('X'), yearsInBusiness: -3 }, 'yearsInBusiness'],
      [{ name: '' }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await createVendor(provider, body);
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(
        Object.keys(res.body.fieldErrors ?? {}).some((k) => k.startsWith(field)),
        `${field}: ${JSON.stringify(res.body)}`,
      ).toBe(true);
    }
  });

  it('is refused to vendors, whose people hold vendor_management but do not add vendors', async () => {
    const { session } = await vendorWithAdmin();
    expect((await createVendor(session, { name: unique('Self-made') })).status).toBe(403);
  });
});

describe('PATCH /v1/vendors/:id', () => {
  it("lets the vendor's own admin keep its profile, services and areas current, and records the change", async () => {
    const v = await vendorWithAdmin();
    const res = await patchVendor(v.session, v.vendorId, { dba: 'New DBA', serviceIds: [serviceIds[0]], areas: [{ stateId: geo.co, countyId: geo.denver }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ dba: 'New DBA', areaSummary: 'CO (1 county)' });
    expect(res.body.serviceDetails.map((s) => s.id)).toEqual([serviceIds[0]]);
    const history = await t.http<THistoryPage>('GET', `/v1/vendors/${v.vendorId}/history`, { token: provider.accessToken });
    expect(history.body.data[0]).toMatchObject({ action: 'update' });
    expect(history.body.data[0].changes.map((c) => c.field)).toEqual(expect.arrayContaining(['dba', 'services', 'areas']));
  });

  it("answers 404 for another vendor's row and 403 to a reader without the right to edit", async () => {
    const a = await vendorWithAdmin();
    const b = await vendorWithAdmin();
    expect((await patchVendor(a.session, b.vendorId, { dba: 'Sneaky' })).status).toBe(404);
    const estimator = await build.buildUser({ userType: 'vendor', tenantId: a.tenantId, roleNames: ['Vendor Estimator'] });
    expect((await patchVendor(await estimator.signIn(), a.vendorId, { dba: 'Sneaky' })).status).toBe(403);
  });

  it('shows the tax id masked to whoever may not edit vendors', async () => {
    const digits = taxId();
    const created = await createVendor(provider, { name: unique('Masked'), taxId: digits });
    const estimator = await build.buildUser({ userType: 'vendor', tenantId: created.body.tenantId, roleNames: ['Vendor Estimator'] });
    const seen = await getVendor(await estimator.signIn(), created.body.id);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ taxId: `•••••${digits.slice(-4)}`, taxIdMasked: true });
    expect(seen.body.abilities).toMatchObject({ edit: false, viewTaxId: false, decide: false });
  });
});

describe('approval', () => {
  it('goes DRAFT → PENDING → NOT_APPROVED with a reason the vendor reads → PENDING → APPROVED, invites the admin, every step in the history', async () => {
    const email = `admin-${crypto.randomUUID().slice(0, 8)}@vendor.example.com`;
    const created = await createVendor(provider, { name: unique('Approval Co'), email });
    const id = created.body.id;
    expect(created.body.approvalStatus).toBe('DRAFT');

    expect((await post(provider, `/v1/vendors/${id}/submit`)).body.approvalStatus).toBe('PENDING_FOR_APPROVAL');
    expect((await post(provider, `/v1/vendors/${id}/submit`)).status).toBe(409);
    const noReason = await post(provider, `/v1/vendors/${id}/reject`, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fieldErrors?.reason).toBeDefined();
    const rejected = await post(provider, `/v1/vendors/${id}/reject`, { reason: 'The certificate of insurance is missing.' });
    expect(rejected.body).toMatchObject({ approvalStatus: 'NOT_APPROVED', approvalReason: 'The certificate of insurance is missing.' });

    // The vendor's own admin reads the reason and sends it back.
    const admin = await build.buildUser({ userType: 'vendor', tenantId: created.body.tenantId, roleNames: ['Vendor Admin'] });
    const adminSession = await admin.signIn();
    expect((await getVendor(adminSession, id)).body).toMatchObject({
      approvalReason: 'The certificate of insurance is missing.',
      abilities: { submit: true, decide: false },
    });
    expect((await post(adminSession, `/v1/vendors/${id}/approve`)).status).toBe(403);
    expect((await post(adminSession, `/v1/vendors/${id}/submit`)).body).toMatchObject({ approvalStatus: 'PENDING_FOR_APPROVAL', approvalReason: null });

    const approved = await post<TVendorApprovalResult>(provider, `/v1/vendors/${id}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.vendor).toMatchObject({ approvalStatus: 'APPROVED' });
    // The admin made above signed in already: the existing Primary contact is active.
    expect(approved.body.invitation).toMatchObject({ outcome: 'ALREADY_ACTIVE', email: admin.email });
    expect((await post(provider, `/v1/vendors/${id}/approve`)).status).toBe(409);
    expect((await post(provider, `/v1/vendors/${id}/reject`, { reason: 'Too late' })).status).toBe(409);

    const history = await t.http<THistoryPage>('GET', `/v1/vendors/${id}/history`, { token: provider.accessToken });
    expect(history.body.data.map((e) => e.action)).toEqual(['approve', 'submit', 'reject', 'submit', 'create']);
    const [row] = await queryRows<{ is_approved: boolean; decided_by: string }>(
      systemDb(t.platform.database),
      sql`select is_approved, decided_by from vendors where id = ${id}`,
    );
    expect(row.is_approved).toBe(true);
  });

  it("invites a new Vendor Admin made from the vendor's e-mail when it has no people yet", async () => {
    const email = `owner-${crypto.randomUUID().slice(0, 8)}@fresh.example.com`;
    const created = await createVendor(provider, { name: unique('Fresh Vendor'), email });
    const approved = await post<TVendorApprovalResult>(provider, `/v1/vendors/${created.body.id}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.invitation).toMatchObject({ outcome: 'INVITED', email });
    const mail = await t.mailbox.next(email);
    expect(mail.text).toContain('/auth/verify?token=');
    const contacts = await t.http<{ data: { email: string; contactType: string; roleName: string | null; status: string }[] }>(
      'GET',
      `/v1/vendor-contacts?vendorId=${created.body.id}`,
      { token: provider.accessToken },
    );
    expect(contacts.body.data).toEqual([expect.objectContaining({ email, contactType: 'Primary', roleName: 'Vendor Admin', status: 'PENDING' })]);
  });

  it('says why nobody was invited when the vendor has no e-mail and no people', async () => {
    const created = await createVendor(provider, { name: unique('Quiet Vendor') });
    const approved = await post<TVendorApprovalResult>(coordinator, `/v1/vendors/${created.body.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.invitation.outcome).toBe('NO_CONTACT');
  });
});

describe('POST /v1/vendors/:id/update-status', () => {
  it('deactivates the vendor and ends the sign-ins of its people, then activates it again', async () => {
    const v = await vendorWithAdmin();
    expect((await getVendor(v.session, v.vendorId)).status).toBe(200);
    const off = await post(provider, `/v1/vendors/${v.vendorId}/update-status`, { status: 'INACTIVE' });
    expect(off.body.status).toBe('INACTIVE');
    expect((await getVendor(v.session, v.vendorId)).status).toBe(401);
    expect((await post(provider, `/v1/vendors/${v.vendorId}/update-status`, { status: 'INACTIVE' })).status).toBe(409);
    expect((await listVendors(provider, `?status=INACTIVE&search=${encodeURIComponent(v.name)}`)).body.data.map((x) => x.id)).toEqual([v.vendorId]);
    expect((await post(provider, `/v1/vendors/${v.vendorId}/update-status`, { status: 'ACTIVE' })).body.status).toBe('ACTIVE');
    expect((await post(v.session, `/v1/vendors/${v.vendorId}/update-status`, { status: 'INACTIVE' })).status).toBe(401);
  });

  it("is the provider's alone", async () => {
    const v = await vendorWithAdmin();
    expect((await post(v.session, `/v1/vendors/${v.vendorId}/update-status`, { status: 'INACTIVE' })).status).toBe(403);
  });
});

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
