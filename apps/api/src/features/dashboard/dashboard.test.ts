import { addDays, todayIso, type TDashboardTile, type TDashboardTileData } from '@procura/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, services, vendorDocuments, vendors } from '../../db/schema/index.js';
import { systemDb } from '../../platform/system-db.js';
import { dashboardRows } from '../../../test/builders/dashboard.js';
import { insertContract, requireServices } from '../../../test/builders/coverage-contracts.js';
import { startWithBuilders, type factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, type TSession, type TTestApp } from '../../../test/harness.js';

let t: TTestApp;
let build: ReturnType<typeof factories>;
let provider: TSession;
let clientX: TSession;
let vendorA: { tenantId: string; vendorId: string; name: string; session: TSession };
let vendorB: { tenantId: string; vendorId: string; name: string; session: TSession };
const today = todayIso();
const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
/** The provider's figures before this file made anything: its figures are compared as differences. */
const before = new Map<TDashboardTile, Record<string, number>>();
const PROVIDER_TILES: TDashboardTile[] = ['rfps', 'bids', 'vendor-approvals', 'certificates', 'contracts', 'coverage'];
let auditId = 0;

async function tile(session: TSession, name: TDashboardTile, status = 200) {
  const res = await t.http<TDashboardTileData>('GET', `/v1/dashboard/${name}`, { token: session.accessToken });
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}
const figuresOf = (body: TDashboardTileData) => Object.fromEntries(body.figures.map((f) => [f.key, f.value]));
const figures = async (session: TSession, name: TDashboardTile) => figuresOf(await tile(session, name));

beforeAll(async () => {
  ({ t, build } = await startWithBuilders());
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  for (const name of PROVIDER_TILES) before.set(name, await figures(provider, name));
  const db = systemDb(t.platform.database);
  const rows = dashboardRows(db);
  const [s1, s2, s3] = (await db.select({ id: services.id }).from(services).orderBy(services.name).limit(3)).map((s) => s.id);

  const client = await build.buildClient();
  clientX = await (await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] })).signIn();
  const withAdmin = async () => {
    const v = await build.buildVendor();
    const admin = await build.buildUser({ userType: 'vendor', tenantId: v.tenantId, roleNames: ['Vendor Admin'] });
    return { ...v, session: await admin.signIn() };
  };
  [vendorA, vendorB] = [await withAdmin(), await withAdmin()];

  // Coverage: s1 contracted, s2 ending in 20 days (expiring), s3 missing; spend 1200 + 500 on s1, 800 on s2.
  const [p1, p2] = [await build.buildProperty(client), await build.buildProperty(client)];
  await requireServices(db, p1, [s1, s2, s3]);
  await insertContract(db, {
    client,
    vendor: vendorA,
    startOn: addDays(today, -30),
    endOn: addDays(today, 300),
    lines: [{ propertyId: p1.id, serviceId: s1, price: 1200 }],
  });
  await insertContract(db, {
    client,
    vendor: vendorA,
    startOn: addDays(today, -30),
    endOn: addDays(today, 20),
    lines: [{ propertyId: p1.id, serviceId: s2, price: 800 }],
  });
  // Renews by itself unless told 45 days before its end in 100 days: the notice falls in 55 days.
  await insertContract(db, {
    client,
    vendor: vendorB,
    startOn: addDays(today, -30),
    endOn: addDays(today, 100),
    autoRenews: true,
    renewalTermMonths: 12,
    noticeDays: 45,
    lines: [{ propertyId: p2.id, serviceId: s1, price: 500 }],
  });
  await insertContract(db, { client, vendor: vendorB, status: 'PENDING_FOR_APPROVAL', startOn: today, endOn: addDays(today, 365), lines: [] });

  // RFPs: two published (the sooner due second), a draft, one closed to open, one opened awaiting its award.
  const later = await rows.insertRfp(client, { status: 'PUBLISHED', bidsDueAt: hours(48), partyTenantIds: [vendorA.tenantId, vendorB.tenantId] });
  const sooner = await rows.insertRfp(client, { status: 'PUBLISHED', bidsDueAt: hours(24), partyTenantIds: [vendorA.tenantId] });
  await rows.insertRfp(client, { status: 'DRAFT' });
  const toOpen = await rows.insertRfp(client, { status: 'PUBLISHED', bidsDueAt: hours(1), partyTenantIds: [vendorA.tenantId] });
  await rows.insertRfp(client, { status: 'CLOSED', bidsDueAt: hours(-30), closedAt: hours(-30), openedAt: hours(-1) });
  await rows.invite(client, toOpen, vendorA, 'SUBMITTED');
  await rows.close(toOpen, hours(-2));
  // A answered `later`, not yet `sooner`; B was invited to `later` and has not answered.
  const { bidId } = await rows.invite(client, later, vendorA, 'SUBMITTED');
  await rows.invite(client, sooner, vendorA, 'DRAFT');
  await rows.invite(client, later, vendorB);
  await rows.ask(client, later, vendorA, bidId as string, [vendorA.tenantId, vendorB.tenantId]);

  // Compliance: A's certificates end in 10 and 200 days; A is expiring, B waits for approval.
  for (const days of [10, 200]) {
    await db
      .insert(vendorDocuments)
      .values({ tenantId: vendorA.tenantId, vendorId: vendorA.vendorId, kind: 'COI', coverageType: 'GENERAL_LIABILITY', expiresOn: addDays(today, days) });
  }
  await db.update(vendors).set({ complianceState: 'EXPIRING' }).where(eq(vendors.id, vendorA.vendorId));
  await db.update(vendors).set({ approvalStatus: 'PENDING_FOR_APPROVAL', submittedAt: new Date() }).where(eq(vendors.id, vendorB.vendorId));
  [{ id: auditId }] = await db
    .insert(auditLog)
    .values({ tenantId: client.tenantId, entity: 'contracts', entityId: 'dashboard-test', action: 'update' })
    .returning({ id: auditLog.id });

  // Another client's published RFP, invited to B's rival only: never counted by client X nor vendor A.
  const other = await build.buildClient();
  await rows.insertRfp(other, { status: 'PUBLISHED', bidsDueAt: hours(5) });
}, 240_000);
afterAll(() => t.close());

describe('a client’s dashboard counts its own portfolio', () => {
  it('coverage: required cells by state, as the coverage grid says', async () => {
    expect(await figures(clientX, 'coverage')).toEqual({ CONTRACTED: 1, EXPIRING: 1, MISSING: 1, DUPLICATED: 0 });
  });

  it('RFPs by state, the published ones soonest due first; another client’s are not counted', async () => {
    const body = await tile(clientX, 'rfps');
    expect(figuresOf(body)).toEqual({ CLOSED: 2, DRAFT: 1, PUBLISHED: 2 });
    expect(body.items.map((i) => new Date(i.at as string).getTime() < Date.now() + 30 * 3_600_000)).toEqual([true, false]);
  });

  it('bids to open and awards pending', async () => {
    const body = await tile(clientX, 'bids');
    expect(figuresOf(body)).toEqual({ TO_OPEN: 1, AWARDS_PENDING: 1 });
    expect(body.items.map((i) => [i.detail, i.value])).toEqual([
      ['TO_OPEN', 1],
      ['AWARDS_PENDING', 0],
    ]);
  });

  it('contracts ending and notices falling due within 30, 60 and 90 days, the next dates first', async () => {
    const body = await tile(clientX, 'contracts');
    expect(figuresOf(body)).toEqual({ ACTIVE: 3, PENDING_FOR_APPROVAL: 1, ENDS_30: 1, NOTICE_30: 0, ENDS_60: 1, NOTICE_60: 1, ENDS_90: 1, NOTICE_90: 1 });
    expect(body.items.map((i) => [i.detail, i.at])).toEqual([
      ['END', addDays(today, 20)],
      ['NOTICE', addDays(today, 55)],
    ]);
  });

  it('annual spend by service, the largest first', async () => {
    const body = await tile(clientX, 'spend');
    expect(figuresOf(body)).toEqual({ TOTAL: 2500 });
    expect(body.items.map((i) => i.value)).toEqual([1700, 800]);
  });

  it('each figure equals the total of the filtered list its link opens', async () => {
    const total = async (path: string) => (await t.http<{ total: number }>('GET', path, { token: clientX.accessToken })).body.total;
    const contracts = await figures(clientX, 'contracts');
    expect(await total('/v1/contracts?status=ACTIVE&endsWithinDays=30&limit=1')).toBe(contracts.ENDS_30);
    expect(await total('/v1/contracts?status=ACTIVE&endsWithinDays=90&limit=1')).toBe(contracts.ENDS_90);
    expect(await total('/v1/contracts?status=PENDING_FOR_APPROVAL&limit=1')).toBe(contracts.PENDING_FOR_APPROVAL);
    expect(await total('/v1/rfp?status=PUBLISHED&limit=1')).toBe((await figures(clientX, 'rfps')).PUBLISHED);
  });

  it('a client is refused a vendor’s tile', async () => {
    await tile(clientX, 'invitations', 403);
  });
});

describe('a vendor’s dashboard', () => {
  it('counts its own invitations, never another vendor’s', async () => {
    const a = await tile(vendorA.session, 'invitations');
    expect(figuresOf(a)).toEqual({ TO_ANSWER: 1, SUBMITTED: 1 });
    expect(a.items.map((i) => i.detail)).toEqual(['TO_ANSWER', 'SUBMITTED']);
    expect(figuresOf(await tile(vendorB.session, 'invitations'))).toEqual({ TO_ANSWER: 1, SUBMITTED: 0 });
  });

  it('its questions answered, and the answers published to it', async () => {
    expect(figuresOf(await tile(vendorA.session, 'questions'))).toEqual({ ASKED: 1, ANSWERED: 1 });
    const b = await tile(vendorB.session, 'questions');
    expect(figuresOf(b)).toEqual({ ASKED: 0, ANSWERED: 0 });
    expect(b.items).toHaveLength(1);
  });

  it('its certificates, what expires when; another vendor sees none of them', async () => {
    const a = await tile(vendorA.session, 'certificates');
    expect(a.items.map((i) => i.at)).toEqual([addDays(today, 10), addDays(today, 200)]);
    expect(figuresOf(a)).toEqual({ EXPIRING: 1, EXPIRED: 0, MISSING: 0 });
    expect((await tile(vendorB.session, 'certificates')).items).toEqual([]);
  });

  it('its contracts', async () => {
    expect(figuresOf(await tile(vendorB.session, 'contracts'))).toMatchObject({ ACTIVE: 1, PENDING_FOR_APPROVAL: 1, NOTICE_60: 1, ENDS_90: 0 });
  });
});

describe('the provider’s dashboard counts every client’s', () => {
  const added = async (name: TDashboardTile) => {
    const now = await figures(provider, name);
    const was = before.get(name) ?? {};
    return Object.fromEntries(Object.entries(now).map(([k, v]) => [k, v - (was[k] ?? 0)]));
  };

  it('adds what this file made to each figure', async () => {
    expect(await added('rfps')).toMatchObject({ PUBLISHED: 3, DRAFT: 1, CLOSED: 2 });
    expect(await added('bids')).toEqual({ TO_OPEN: 1, AWARDS_PENDING: 1 });
    expect(await added('vendor-approvals')).toEqual({ PENDING_FOR_APPROVAL: 1 });
    expect(await added('certificates')).toMatchObject({ EXPIRING: 1 });
    expect(await added('contracts')).toMatchObject({ ACTIVE: 3, PENDING_FOR_APPROVAL: 1, ENDS_30: 1, NOTICE_60: 1 });
    expect(await added('coverage')).toEqual({ CONTRACTED: 1, EXPIRING: 1, MISSING: 1, DUPLICATED: 0 });
  });

  it('vendors awaiting approval and expiring equal the Vendors list filtered so', async () => {
    const total = async (path: string) => (await t.http<{ total: number }>('GET', path, { token: provider.accessToken })).body.total;
    expect(await total('/v1/vendors?approvalStatus=PENDING_FOR_APPROVAL&limit=1')).toBe((await figures(provider, 'vendor-approvals')).PENDING_FOR_APPROVAL);
    expect(await total('/v1/vendors?complianceState=EXPIRING&limit=1')).toBe((await figures(provider, 'certificates')).EXPIRING);
  });

  it('lists certificates expiring within 30 days only', async () => {
    const ats = (await tile(provider, 'certificates')).items.filter((i) => i.refId === vendorA.vendorId).map((i) => i.at);
    expect(ats).toEqual([addDays(today, 10)]);
  });

  it('shows the latest change of the audit log first', async () => {
    expect((await tile(provider, 'activity')).items[0]).toMatchObject({ id: String(auditId), refId: 'dashboard-test' });
  });
});

describe('a parent vendor’s invitations tile', () => {
  it('counts its own as its inbox lists them, names its branch’s apart, and the branch sees its own only', async () => {
    const rows = dashboardRows(systemDb(t.platform.database));
    const client = await build.buildClient();
    const parent = await build.buildVendor();
    const branch = await build.buildBranch(parent);
    const admin = async (tenantId: string) => (await build.buildUser({ userType: 'vendor', tenantId, roleNames: ['Vendor Admin'] })).signIn();
    const [parentAdmin, branchAdmin] = [await admin(parent.tenantId), await admin(branch.tenantId)];
    const ownRfp = await rows.insertRfp(client, { status: 'PUBLISHED', bidsDueAt: hours(30), partyTenantIds: [parent.tenantId] });
    const branchRfp = await rows.insertRfp(client, { status: 'PUBLISHED', bidsDueAt: hours(20), partyTenantIds: [branch.tenantId] });
    await rows.invite(client, ownRfp, parent);
    await rows.invite(client, branchRfp, branch);

    const mine = await tile(parentAdmin, 'invitations');
    expect(figuresOf(mine)).toEqual({ TO_ANSWER: 1, SUBMITTED: 0, OUTLETS: 1 });
    expect(mine.items.map((i) => [i.refId, i.detail])).toEqual([
      [branchRfp, 'OUTLET'],
      [ownRfp, 'TO_ANSWER'],
    ]);
    expect(mine.items[0].name).toContain(branch.name);
    expect(mine.items[1].name).not.toContain(parent.name);
    // Its own figures are its inbox's rows (the list they open); the branch's RFP it reads, as its row links to it.
    const inbox = await t.http<{ total: number; data: { rfpId: string }[] }>('GET', '/v1/rfp/inbox?status=PUBLISHED&limit=50', {
      token: parentAdmin.accessToken,
    });
    expect(inbox.status, JSON.stringify(inbox.body)).toBe(200);
    expect(inbox.body.total).toBe(mine.figures.find((f) => f.key === 'TO_ANSWER')?.value);
    expect((await t.http('GET', `/v1/rfp/${branchRfp}`, { token: parentAdmin.accessToken })).status).toBe(200);

    const theirs = await tile(branchAdmin, 'invitations');
    expect(figuresOf(theirs)).toEqual({ TO_ANSWER: 1, SUBMITTED: 0 });
    expect(theirs.items.map((i) => [i.refId, i.detail])).toEqual([[branchRfp, 'TO_ANSWER']]);
  });
});
