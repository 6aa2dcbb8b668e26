import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso, type TContract, type TContractPage } from '@procura/shared';
import { services, vendors } from '../../db/schema/index.js';
import { loadActor } from '../../platform/actor.js';
import { queryRows } from '../../platform/database.js';
import { withActor } from '../../platform/scope.js';
import { systemDb } from '../../platform/system-db.js';
import { startWithBuilders, type factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, type TSession, type TTestApp } from '../../../test/harness.js';

type TErr = { message: string; fieldErrors?: Record<string, string[]> };

let t: TTestApp;
let build: ReturnType<typeof factories>;
let provider: TSession;
let serviceIds: { id: string; name: string }[];
beforeAll(async () => {
  ({ t, build } = await startWithBuilders());
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  serviceIds = await systemDb(t.platform.database).select({ id: services.id, name: services.name }).from(services).orderBy(services.id).limit(3);
});
afterAll(() => t.close());

const call = <T>(session: TSession, method: string, path: string, body?: unknown) => t.http<T & TErr>(method, path, { token: session.accessToken, body });
const list = async (session: TSession, query = '') => {
  const res = await call<TContractPage>(session, 'GET', `/v1/contracts${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

/** A client with its admin and two properties; a vendor with its admin, a branch with its person. */
async function world() {
  const client = await build.buildClient();
  const admin = await (await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] })).signIn();
  const props = [await build.buildProperty(client, { name: 'Lakeside Plaza' }), await build.buildProperty(client, { name: 'Birch Court' })];
  const vendor = await build.buildVendor();
  const vendorPerson = await build.buildUser({ userType: 'vendor', tenantId: vendor.tenantId, roleNames: ['Vendor Admin'] });
  const vendorAdmin = await vendorPerson.signIn();
  const branch = await build.buildBranch(vendor, 'branch');
  const branchPerson = await build.buildUser({ userType: 'vendor', tenantId: branch.tenantId, roleNames: ['Vendor Admin'] });
  const branchUser = await branchPerson.signIn();
  return { ...client, admin, props, vendor, vendorAdmin, vendorUserId: vendorPerson.id, branch, branchUser, branchUserId: branchPerson.id };
}

async function make(session: TSession, body: Record<string, unknown>) {
  const res = await call<TContract>(session, 'POST', '/v1/contracts', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('a contract entered by hand', () => {
  it('is a draft numbered per client, with its properties, lines, annual costs and version 1', async () => {
    const w = await world();
    const other = await world();
    const [mowing, snow] = serviceIds;
    const start = '2027-01-01';
    const first = await make(provider, {
      clientId: w.clientId,
      vendorId: w.vendor.vendorId,
      title: 'Grounds 2027',
      startOn: start,
      endOn: '2027-12-31',
      autoRenews: true,
      renewalTermMonths: 12,
      noticeDays: 90,
      totalValue: 48000,
      properties: [
        {
          propertyId: w.props[0].id,
          lines: [
            { serviceId: mowing.id, price: 120, unit: 'PER_VISIT', quantityPerYear: 30, frequency: 'WEEKLY' },
            { serviceId: snow.id, price: 6000, unit: 'LUMP_SUM' },
          ],
        },
        { propertyId: w.props[1].id, lines: [{ serviceId: mowing.id, price: 400, unit: 'PER_MONTH' }] },
      ],
    });
    const second = await make(provider, { clientId: w.clientId, vendorId: w.vendor.vendorId, title: 'Snow 2027' });
    const otherClient = await make(provider, { clientId: other.clientId, vendorId: other.vendor.vendorId, title: 'Elsewhere' });
    expect([first.number, second.number, otherClient.number]).toEqual(['CON-0001', 'CON-0002', 'CON-0001']);
    expect(first).toMatchObject({
      status: 'DRAFT',
      origin: 'MANUAL',
      clientName: w.name,
      vendorName: w.vendor.name,
      version: 1,
      propertyCount: 2,
      lineCount: 3,
      // 120 × 30 + 6,000 over twelve months + 400 × 12
      annualCost: 3600 + 6000 + 4800,
      activationMissing: [],
      abilities: { edit: true, delete: true, submit: true, activate: true, terminate: false },
    });
    const lakeside = first.properties.find((p) => p.propertyId === w.props[0].id);
    expect(lakeside?.propertyName).toBe(w.props[0].name);
    expect(lakeside?.lines.map((l) => [l.serviceName, l.annualCost]).sort()).toEqual(
      [
        [mowing.name, 3600],
        [snow.name, 6000],
      ].sort(),
    );
    expect(second.activationMissing.map((m) => m.field)).toEqual(['startOn', 'endOn', 'lines']);
  });

  it('gets distinct numbers when eight are entered at once for one client', async () => {
    const w = await world();
    const made = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call<TContract>(provider, 'POST', '/v1/contracts', { clientId: w.clientId, vendorId: w.vendor.vendorId, title: `At once ${i}` }),
      ),
    );
    expect(made.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(made.map((r) => r.body.number).sort()).toEqual(Array.from({ length: 8 }, (_, i) => `CON-000${i + 1}`));
  });

  it('names the field of every bad input', async () => {
    const w = await world();
    const other = await world();
    const base = { clientId: w.clientId, vendorId: w.vendor.vendorId, title: 'Bad' };
    const bad = async (body: Record<string, unknown>, field: string, session = provider) => {
      const res = await call(session, 'POST', '/v1/contracts', { ...base, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fieldErrors ?? {}), JSON.stringify(res.body)).toContain(field);
    };
    await bad({ title: ' ' }, 'title');
    await bad({ startOn: '2027-02-01', endOn: '2027-01-31' }, 'endOn');
    await bad({ autoRenews: true }, 'renewalTermMonths');
    await bad({ noticeDays: -1 }, 'noticeDays');
    await bad({ totalValue: 10.001 }, 'totalValue');
    await bad({ vendorId: '00000000-0000-4000-8000-000000000000' }, 'vendorId');
    await bad({ clientId: other.clientId }, 'clientId', w.admin);
    await bad({ properties: [{ propertyId: other.props[0].id, lines: [] }] }, 'properties.0.propertyId');
    await bad(
      { properties: [{ propertyId: w.props[0].id, lines: [{ serviceId: w.props[0].id, price: 1, unit: 'PER_YEAR' }] }] },
      'properties.0.lines.0.serviceId',
    );
    await bad(
      { properties: [{ propertyId: w.props[0].id, lines: [{ serviceId: serviceIds[0].id, price: 1, unit: 'PER_VISIT' }] }] },
      'properties.0.lines.0.quantityPerYear',
    );
    await bad(
      {
        properties: [
          { propertyId: w.props[0].id, lines: [{ serviceId: serviceIds[0].id, price: 9_999_999_999, unit: 'PER_VISIT', quantityPerYear: 100_000 }] },
        ],
      },
      'properties.0.lines.0.quantityPerYear',
    );
    expect((await list(provider, `?clientId=${w.clientId}`)).total).toBe(0);
  });

  it('is entered by the client for itself with a vendor it works with; never by a vendor', async () => {
    const w = await world();
    // A client contracts with the vendors shared with it (docs/contracts.md "Who does what").
    await systemDb(t.platform.database)
      .update(vendors)
      .set({ partyTenantIds: sql`array_append(${vendors.partyTenantIds}, ${w.tenantId}::uuid)` })
      .where(eq(vendors.id, w.vendor.vendorId));
    const own = await make(w.admin, { clientId: w.clientId, vendorId: w.vendor.vendorId, title: 'Ours', properties: [{ propertyId: w.props[0].id }] });
    expect(own).toMatchObject({ number: 'CON-0001', propertyCount: 1, lineCount: 0 });
    const byVendor = await call(w.vendorAdmin, 'POST', '/v1/contracts', { clientId: w.clientId, vendorId: w.vendor.vendorId, title: 'Mine' });
    expect(byVendor.status).toBe(403);
  });
});

describe('who sees a contract', () => {
  it('the client and the provider all of the client’s; the vendor its own and its branches’; a branch only its own; no one else', async () => {
    const w = await world();
    const b = await world();
    const withVendor = await make(provider, { clientId: w.clientId, vendorId: w.vendor.vendorId, title: 'With the vendor' });
    const withBranch = await make(provider, { clientId: w.clientId, vendorId: w.branch.vendorId, title: 'With the branch' });
    const withOther = await make(provider, { clientId: w.clientId, vendorId: b.vendor.vendorId, title: 'With another vendor' });
    const ofB = await make(provider, { clientId: b.clientId, vendorId: w.vendor.vendorId, title: 'B’s with our vendor' });
    const ids = (page: TContractPage) => page.data.map((c) => c.id).sort();

    expect(ids(await list(w.admin))).toEqual([withVendor.id, withBranch.id, withOther.id].sort());
    expect(ids(await list(w.vendorAdmin))).toEqual([withVendor.id, withBranch.id, ofB.id].sort());
    expect(ids(await list(w.branchUser))).toEqual([withBranch.id]);
    expect(ids(await list(b.admin))).toEqual([ofB.id]);

    const get = (session: TSession, id: string) => call<TContract>(session, 'GET', `/v1/contracts/${id}`);
    expect((await get(w.admin, ofB.id)).status).toBe(404);
    expect((await get(b.admin, withVendor.id)).status).toBe(404);
    expect((await get(w.branchUser, withVendor.id)).status).toBe(404);
    expect((await get(b.vendorAdmin, withVendor.id)).status).toBe(404);
    const asVendor = await get(w.vendorAdmin, withBranch.id);
    expect(asVendor.status).toBe(200);
    expect(asVendor.body.abilities).toEqual({ edit: false, delete: false, submit: false, activate: false, terminate: false });
    expect((await get(w.branchUser, withBranch.id)).body.vendorName).toBe(w.branch.name);

    // The database holds it on its own: a statement with no filter, run as the request role.
    const asUser = async (userId: string) => {
      const actor = await loadActor(systemDb(t.platform.database), userId, undefined, 'test');
      return withActor(t.platform.db, actor, async (tx) => ({
        contracts: (await queryRows<{ id: string }>(tx, sql`select id from contracts`)).map((r) => r.id).sort(),
        lines: (await queryRows<{ contract_id: string }>(tx, sql`select distinct contract_id from property_contract_services`)).map((r) => r.contract_id),
        changed: (await queryRows<{ id: string }>(tx, sql`update contracts set title = 'Sneaky' returning id`)).length,
      }));
    };
    const ours = [withVendor.id, withBranch.id, withOther.id, ofB.id];
    const seenBy = async (userId: string) => {
      const seen = await asUser(userId);
      return { contracts: seen.contracts.filter((id) => ours.includes(id)), changed: seen.changed };
    };
    expect(await seenBy(w.vendorUserId)).toEqual({ contracts: [withVendor.id, withBranch.id, ofB.id].sort(), changed: 0 });
    expect(await seenBy(w.branchUserId)).toEqual({ contracts: [withBranch.id], changed: 0 });
  });
});

describe('the list', () => {
  it('searches, filters and sorts on the server', async () => {
    const w = await world();
    const today = todayIso();
    const [mowing, snow] = serviceIds;
    const a = await make(provider, {
      clientId: w.clientId,
      vendorId: w.vendor.vendorId,
      title: 'Alpha grounds',
      startOn: addDays(today, -300),
      endOn: addDays(today, 20),
      properties: [{ propertyId: w.props[0].id, lines: [{ serviceId: mowing.id, price: 100, unit: 'PER_MONTH' }] }],
    });
    const b = await make(provider, {
      clientId: w.clientId,
      vendorId: w.branch.vendorId,
      title: 'Beta snow',
      startOn: addDays(today, -10),
      endOn: addDays(today, 200),
      properties: [{ propertyId: w.props[1].id, lines: [{ serviceId: snow.id, price: 5000, unit: 'PER_SEASON' }] }],
    });
    const scope = `clientId=${w.clientId}`;
    const ids = async (query: string) => (await list(provider, `?${scope}&${query}`)).data.map((c) => c.id);
    expect(await ids('search=beta')).toEqual([b.id]);
    expect(await ids(`search=${encodeURIComponent(w.branch.name.toLowerCase())}`)).toEqual([b.id]);
    expect(await ids(`vendorId=${w.vendor.vendorId}`)).toEqual([a.id]);
    expect(await ids(`propertyId=${w.props[1].id}`)).toEqual([b.id]);
    expect(await ids(`serviceId=${mowing.id}`)).toEqual([a.id]);
    expect(await ids('endsWithinDays=30')).toEqual([a.id]);
    expect(await ids('status=ACTIVE')).toEqual([]);
    expect(await ids('status=DRAFT&origin=MANUAL&sort=annualCost&sortDirection=desc')).toEqual([b.id, a.id]);
    expect(await ids('sort=endOn&sortDirection=asc')).toEqual([a.id, b.id]);
    const paged = await list(provider, `?${scope}&sort=title&sortDirection=asc&limit=1&page=2`);
    expect(paged).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(paged.data.map((c) => c.id)).toEqual([b.id]);
    expect((await call(provider, 'GET', '/v1/contracts?status=OPEN')).status).toBe(400);
    expect((await call(provider, 'GET', '/v1/contracts?endsWithinDays=-1')).status).toBe(400);
  });
});
