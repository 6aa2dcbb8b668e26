import ExcelJS from 'exceljs';
import type { TBackgroundJob, TContractOptionPage, TContractPropertyPage } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema/index.js';
import { systemDb } from '../../platform/system-db.js';
import { settledJob } from '../../../test/background-jobs.js';
import { countDatabaseCalls } from '../../../test/database-calls.js';
import { contractRowBuilders } from '../../../test/builders/contract-rows.js';
import { factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';

/*
 * The Contracts screen's views (docs/contracts.md "Views and export"): property-wise, the filter
 * option lists and the XLSX export, each showing what row security shows the reader and taking
 * the list's filters. One world: two clients, a vendor with a branch, a second vendor.
 */

let t: TTestApp;
let provider: TSession;
let clientA: TSession;
let clientB: TSession;
let vendorUser: TSession;
let branchUser: TSession;
const ids = {} as Record<'a1' | 'a2' | 'aBranch' | 'b1' | 'propA1' | 'propA2' | 'propB' | 'clientA' | 'clientB' | 'mowing' | 'snow', string>;

beforeAll(async () => {
  t = await startTestApp({ jobs: true });
  const build = factories(t);
  const rows = contractRowBuilders(t);
  const [a, b] = [await build.buildClient({ name: 'Views Client Alpha' }), await build.buildClient({ name: 'Views Client Beta' })];
  const vendor = await build.buildVendor({ name: 'Views Greens' });
  const branch = await build.buildBranch(vendor);
  const other = await build.buildVendor({ name: 'Views Other Vendor' });
  const [mowing, snow] = await systemDb(t.platform.database).select({ id: services.id, name: services.name }).from(services).orderBy(services.name).limit(2);
  const propA1 = await build.buildProperty(a, { name: 'Maple Court', code: 'MC-1' });
  const propA2 = await build.buildProperty(a, { name: 'Birch Plaza', code: 'BP-2' });
  const propB = await build.buildProperty(b, { name: 'Cedar Tower', code: 'CT-3' });
  const line = (s: { id: string; name: string }, annualCost: number) => ({ serviceId: s.id, serviceName: s.name, price: annualCost, annualCost });
  const a1 = await rows.buildContract({
    client: a,
    vendor,
    number: 'CON-0001',
    title: 'Grounds at two communities',
    endOn: '2027-06-30',
    properties: [
      { property: propA1, lines: [line(mowing, 1200), line(snow, 800)] },
      { property: propA2, lines: [line(mowing, 600)] },
    ],
  });
  const a2 = await rows.buildContract({
    client: a,
    vendor: other,
    number: 'CON-0002',
    title: 'Snow at Maple',
    status: 'DRAFT',
    endOn: null,
    properties: [{ property: propA1, lines: [line(snow, 300)] }],
  });
  const aBranch = await rows.buildContract({
    client: a,
    vendor: branch,
    number: 'CON-0003',
    title: 'Branch mowing',
    properties: [{ property: propA2, lines: [line(mowing, 50)] }],
  });
  const b1 = await rows.buildContract({
    client: b,
    vendor,
    number: 'CON-0001',
    title: 'Tower grounds',
    properties: [{ property: propB, lines: [line(mowing, 999)] }],
  });
  Object.assign(ids, {
    a1: a1.id,
    a2: a2.id,
    aBranch: aBranch.id,
    b1: b1.id,
    propA1: propA1.id,
    propA2: propA2.id,
    propB: propB.id,
    clientA: a.clientId,
    clientB: b.clientId,
    mowing: mowing.id,
    snow: snow.id,
  });
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  clientA = await (await build.buildUser({ userType: 'client', tenantId: a.tenantId, roleNames: ['Client Admin'] })).signIn();
  clientB = await (await build.buildUser({ userType: 'client', tenantId: b.tenantId, roleNames: ['Client Admin'] })).signIn();
  vendorUser = await (await build.buildUser({ userType: 'vendor', tenantId: vendor.tenantId, roleNames: ['Vendor Admin'] })).signIn();
  branchUser = await (await build.buildUser({ userType: 'vendor_branch', tenantId: branch.tenantId, roleNames: ['Vendor Admin'] })).signIn();
});
afterAll(() => t.close());

const get = async <T>(session: TSession, path: string) => {
  const res = await t.http<T>('GET', path, { token: session.accessToken });
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};
const propertyWise = (session: TSession, query = '') => get<TContractPropertyPage>(session, `/v1/contracts/property-wise?limit=50${query}`);
const contractIdsOf = (page: TContractPropertyPage) => [...new Set(page.data.flatMap((r) => r.contracts.map((c) => c.id)))].sort();

describe('GET /v1/contracts/property-wise', () => {
  it('gives one row per property with its contracts, its lines and their annual cost', async () => {
    const page = await propertyWise(provider, `&clientId=${ids.clientA}`);
    expect(page.total).toBe(2);
    expect(page.data.map((r) => r.propertyName)).toEqual(['Birch Plaza', 'Maple Court']);
    const maple = page.data[1];
    expect(maple).toMatchObject({
      propertyId: ids.propA1,
      propertyCode: 'MC-1',
      clientName: 'Views Client Alpha',
      contractCount: 2,
      annualCost: 2300,
      nextEndOn: '2027-06-30',
    });
    expect(maple.contracts.map((c) => c.number)).toEqual(['CON-0001', 'CON-0002']);
    expect(maple.services.map((s) => [s.serviceId, s.annualCost]).sort()).toEqual(
      [
        [ids.mowing, 1200],
        [ids.snow, 800],
        [ids.snow, 300],
      ].sort(),
    );
  });

  it('shows a client its own, a vendor its own and its branch’s, a branch only its own', async () => {
    expect(contractIdsOf(await propertyWise(clientA))).toEqual([ids.a1, ids.a2, ids.aBranch].sort());
    expect(contractIdsOf(await propertyWise(clientB))).toEqual([ids.b1]);
    expect(contractIdsOf(await propertyWise(vendorUser))).toEqual([ids.a1, ids.aBranch, ids.b1].sort());
    expect(contractIdsOf(await propertyWise(branchUser))).toEqual([ids.aBranch]);
    // Another client's id as a filter: nothing, not an error.
    expect((await propertyWise(clientB, `&clientId=${ids.clientA}`)).total).toBe(0);
    expect((await propertyWise(clientB, `&propertyId=${ids.propA1}`)).total).toBe(0);
  });

  it('takes the list filters, searches the property’s name, sorts and pages', async () => {
    const scoped = `&clientId=${ids.clientA}`;
    expect((await propertyWise(provider, `${scoped}&status=DRAFT`)).data.map((r) => r.propertyId)).toEqual([ids.propA1]);
    expect((await propertyWise(provider, `${scoped}&search=birch`)).data.map((r) => r.propertyId)).toEqual([ids.propA2]);
    // The search matches the contract too (its number, title, vendor): the branch's contract is at Birch only.
    expect((await propertyWise(provider, `${scoped}&search=branch%20mowing`)).data.map((r) => r.propertyId)).toEqual([ids.propA2]);
    const bySnow = await propertyWise(provider, `${scoped}&serviceId=${ids.snow}`);
    expect(bySnow.data.map((r) => r.propertyId)).toEqual([ids.propA1]);
    const byCost = await propertyWise(provider, `${scoped}&sort=annualCost&sortDirection=desc`);
    expect(byCost.data.map((r) => r.annualCost)).toEqual([2300, 650]);
    const second = await get<TContractPropertyPage>(provider, `/v1/contracts/property-wise?limit=1&page=2${scoped}`);
    expect(second).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(second.data.map((r) => r.propertyName)).toEqual(['Maple Court']);
    const past = await get<TContractPropertyPage>(provider, `/v1/contracts/property-wise?limit=1&page=9${scoped}`);
    expect(past).toMatchObject({ total: 2, data: [] });
  });

  it('costs at most 3 round trips (2: the scope opens with the page, its total, contracts and lines; then commit)', async () => {
    for (const [session, query] of [
      [provider, `&clientId=${ids.clientA}&sort=annualCost`],
      [clientA, '&search=maple'],
      [vendorUser, `&serviceId=${ids.mowing}&sort=endOn`],
    ] as const) {
      await propertyWise(session, query);
      let page: TContractPropertyPage | undefined;
      // This file works its jobs (the export test): a notification delivery the set-up's contracts
      // queued may run on the same embedded engine inside a window and add its statements. Such
      // work only adds, so the fewest calls of three windows is the request's own.
      const trips: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const { roundTrips } = await countDatabaseCalls(t.platform.database, async () => {
          page = await propertyWise(session, query);
        });
        trips.push(roundTrips);
      }
      expect(page?.total, query).toBeGreaterThan(0);
      expect(Math.min(...trips), query).toBe(2);
    }
  });

  it('answers 400 naming the field for a bad filter', async () => {
    for (const [query, field] of [
      ['status=OPEN', 'status'],
      ['clientId=nope', 'clientId'],
      ['sort=price', 'sort'],
      ['endsWithinDays=-1', 'endsWithinDays'],
    ]) {
      const res = await t.http<{ fieldErrors?: Record<string, unknown> }>('GET', `/v1/contracts/property-wise?${query}`, { token: provider.accessToken });
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body), query).toContain(field);
    }
  });
});

describe('the filter option lists', () => {
  it('hold only what the reader’s contracts show, searched and paged', async () => {
    const names = async (session: TSession, path: string) => (await get<TContractOptionPage>(session, path)).data.map((o) => o.name);
    expect(await names(clientA, '/v1/contracts/vendorList')).toEqual(expect.arrayContaining(['Views Greens', 'Views Other Vendor']));
    expect(await names(clientB, '/v1/contracts/vendorList')).toEqual(['Views Greens']);
    expect(await names(branchUser, '/v1/contracts/propertyList')).toEqual(['Birch Plaza']);
    const props = await get<TContractOptionPage>(clientA, '/v1/contracts/propertyList?search=map');
    expect(props.data).toEqual([{ id: ids.propA1, name: 'Maple Court', detail: 'MC-1' }]);
    expect((await get<TContractOptionPage>(clientB, '/v1/contracts/servicesList')).data.map((o) => o.id)).toEqual([ids.mowing]);
    const paged = await get<TContractOptionPage>(clientA, '/v1/contracts/propertyList?limit=1');
    expect(paged).toMatchObject({ total: 2, limit: 1 });
    expect(paged.data).toHaveLength(1);
  });
});

describe('POST /v1/contracts/export', () => {
  it('writes Existing_Contracts_<date>.xlsx: one row per line of the filtered contracts the reader sees', async () => {
    const started = await t.http<TBackgroundJob>('POST', '/v1/contracts/export', { token: vendorUser.accessToken, body: { clientId: [ids.clientA] } });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const job = await settledJob(t, vendorUser, started.body.id, 20_000);
    expect(job).toMatchObject({ status: 'success', error: null });
    expect(job.resultFileName).toMatch(/^Existing_Contracts_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const res = await fetch(`${t.baseUrl}/v1/background-jobs/${job.id}/download`, { headers: { authorization: `Bearer ${vendorUser.accessToken}` } });
    expect(res.headers.get('content-disposition')).toContain(`filename="${job.resultFileName}"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['Contract Number', 'Title', 'Client', 'Vendor']);
    const col = (name: string) => header.indexOf(name) + 1;
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2));
    // The vendor's own contract at client A (three lines) and its branch's (one); not the other vendor's, not client B's.
    expect(rows.map((r) => `${r.getCell(col('Contract Number')).value} ${r.getCell(col('Property')).value}`).sort()).toEqual(
      ['CON-0001 Birch Plaza', 'CON-0001 Maple Court', 'CON-0001 Maple Court', 'CON-0003 Birch Plaza'].sort(),
    );
    expect(rows.map((r) => r.getCell(col('Annual Cost')).value).sort()).toEqual([1200, 50, 600, 800].sort());
    expect(rows.every((r) => r.getCell(col('Status')).value === 'Active')).toBe(true);
  });

  it('answers 400 naming a bad filter', async () => {
    const res = await t.http('POST', '/v1/contracts/export', { token: provider.accessToken, body: { status: ['OPEN'] } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('status');
  });
});
