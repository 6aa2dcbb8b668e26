import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKSPACE_HEADER, type TAwardList, type TBid, type TRfp, type TRfpInvitationPage, type TRfpLinePage, type TRfpPage } from '@procura/shared';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';
import { queryRows } from '../../platform/database.js';
import { systemDb } from '../../platform/system-db.js';
import { seedDemoContracts } from './demo-contracts.js';
import { seedDemoRfps, type TDemoRfps } from './demo-rfps.js';

let t: TTestApp;
let rfps: TDemoRfps;
let provider: TSession;
let demoContractIds: string[];
beforeAll(async () => {
  t = await startTestApp();
  rfps = await seedDemoRfps(systemDb(t.platform.database), t.services, t.world);
  ({ contractIds: demoContractIds } = await seedDemoContracts(systemDb(t.platform.database), t.platform.database.request, t.world));
  provider = await t.signIn(DEMO_ACCOUNTS.providerCoordinator);
  // The demo RFPs are some sixty requests' worth of writes on top of the demo world.
}, 120_000);
afterAll(() => t.close());

const get = async <T>(session: TSession, path: string, workspaceId?: string) => {
  const res = await t.http<T>('GET', path, { token: session.accessToken, headers: workspaceId ? { [WORKSPACE_HEADER]: workspaceId } : {} });
  expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

describe('the demo RFPs', () => {
  it('are one of each state the provider meets: a draft, an open one and a closed one with its bids opened', async () => {
    const list = await get<TRfpPage>(provider, '/v1/rfp?limit=50');
    const status = (id: string) => list.data.find((r) => r.id === id)?.status;
    expect([status(rfps.draftId), status(rfps.openId), status(rfps.closedId)]).toEqual(['DRAFT', 'PUBLISHED', 'CLOSED']);
    const closed = await get<TRfp>(provider, `/v1/rfp/${rfps.closedId}`);
    expect(closed.openedAt).not.toBeNull();
    const open = await get<TRfp>(provider, `/v1/rfp/${rfps.openId}`);
    const hoursLeft = (Date.parse(open.bidsDueAt as string) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(72);
    expect(hoursLeft).toBeLessThan(7 * 24);
  });

  it('has an awarded lawn mowing RFP: each line to its lowest bid, GreenLeaf and its Austin franchise each read what they won and lost', async () => {
    const awarded = await get<TRfp>(provider, `/v1/rfp/${rfps.awardedId}`);
    expect([awarded.status, awarded.lineCount, awarded.submittedCount]).toEqual(['AWARDED', 4, 3]);
    const awards = await get<TAwardList>(provider, `/v1/rfp/${rfps.awardedId}/awards`);
    expect(awards.data.map((a) => a.scenario)).toEqual(Array(4).fill('LOWEST_PER_LINE'));
    const outcomes = [];
    for (const account of [DEMO_ACCOUNTS.vendorAdmin, DEMO_ACCOUNTS.franchiseUser]) {
      const own = await get<TAwardList>(await t.signIn(account), `/v1/rfp/${rfps.awardedId}/awards`);
      expect(own.outcomes).toHaveLength(4);
      outcomes.push(...own.outcomes.map((o) => o.outcome));
    }
    // Between them they won some lines and lost others.
    expect(new Set(outcomes)).toEqual(new Set(['AWARDED', 'LOST']));
  });

  it('has Northwind Commercial’s own draft, which says what it still needs before publishing', async () => {
    const admin = await t.signIn(DEMO_ACCOUNTS.clientAdmin);
    const draft = await get<TRfp>(admin, `/v1/rfp/${rfps.draftId}`, t.world.clientB.tenantId);
    expect(draft.clientId).toBe(t.world.clientB.clientId);
    expect(draft.publishBlocker).toMatch(/vendor/i);
  });

  it('closed with 5 vendors’ bids over 12 properties × 3 services, every line priced at least twice', async () => {
    const lines = await get<TRfpLinePage>(provider, `/v1/rfp/${rfps.closedId}/lines?limit=500`);
    expect(lines.total).toBe(36);
    expect(new Set(lines.data.map((l) => l.propertyId)).size).toBe(12);
    expect(new Set(lines.data.map((l) => l.serviceId)).size).toBe(3);
    const invitations = await get<TRfpInvitationPage>(provider, `/v1/rfp/${rfps.closedId}/invitations`);
    expect(invitations.data.map((i) => i.state)).toEqual(Array(5).fill('SUBMITTED'));
    const priced = await queryRows<{ rfp_line_id: string; bids: number }>(
      systemDb(t.platform.database),
      sql`select bl.rfp_line_id, count(*)::int as bids from bid_lines bl join bids b on b.id = bl.bid_id
          where bl.rfp_id = ${rfps.closedId} and bl.submission_number = b.current_submission group by bl.rfp_line_id`,
    );
    expect(priced).toHaveLength(36);
    expect(Math.min(...priced.map((p) => p.bids))).toBeGreaterThanOrEqual(2);
    const units = await queryRows<{ unit: string }>(systemDb(t.platform.database), sql`select distinct unit from bid_lines where rfp_id = ${rfps.closedId}`);
    expect(units.map((u) => u.unit).sort()).toEqual(['LUMP_SUM', 'PER_MONTH', 'PER_VISIT', 'PER_YEAR']);
  });

  it('open with bids arriving: GreenLeaf submitted and revised, its Austin franchise drafting, Denver yet to answer, Lone Star declined', async () => {
    const invitations = await get<TRfpInvitationPage>(provider, `/v1/rfp/${rfps.openId}/invitations`);
    const stateOf = (vendorId: string) => invitations.data.find((i) => i.vendorId === vendorId)?.state;
    expect([stateOf(t.world.vendor.vendorId), stateOf(t.world.franchise.vendorId), stateOf(t.world.branch.vendorId)]).toEqual([
      'SUBMITTED',
      'INTENDING',
      'INVITED',
    ]);
    expect(invitations.data.filter((i) => i.state === 'DECLINED')).toHaveLength(1);

    const [greenleaf, branch] = [await t.signIn(DEMO_ACCOUNTS.vendorAdmin), await t.signIn(DEMO_ACCOUNTS.branchUser)];
    const bid = await get<TBid>(greenleaf, `/v1/rfp/${rfps.openId}/bid`);
    expect([bid.status, bid.currentSubmission, bid.lines.length]).toEqual(['SUBMITTED', 2, 5]);
    const branchBid = await get<TBid>(branch, `/v1/rfp/${rfps.openId}/bid`);
    expect([branchBid.status, branchBid.abilities.edit]).toEqual(['NONE', true]);
  });
});

describe('the demo contracts', () => {
  const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(systemDb(t.platform.database), query);

  it('has a draft contract for each vendor the demo RFP was awarded to, linked from the awards', async () => {
    const awards = await get<TAwardList>(provider, `/v1/rfp/${rfps.awardedId}/awards`);
    const winners = new Set(awards.data.map((a) => a.vendorName));
    expect(awards.contracts.map((c) => c.vendorName).sort()).toEqual([...winners].sort());
    expect(awards.contracts.every((c) => c.status === 'DRAFT')).toBe(true);
    expect(awards.contracts.reduce((n, c) => n + c.lineCount, 0)).toBe(4);
  });

  it('has 30 and more existing contracts over the portfolio: some ending within 30, 60 and 90 days, one renewing by itself, one cell twice, some gaps', async () => {
    expect(demoContractIds.length).toBeGreaterThanOrEqual(30);
    const [counts] = await rows<{ existing: number; active: number; within30: number; within60: number; within90: number; clients: number; vendors: number }>(
      sql`select count(*)::int as existing, count(*) filter (where status = 'ACTIVE')::int as active,
            count(*) filter (where status = 'ACTIVE' and end_on <= current_date + 30)::int as within30,
            count(*) filter (where status = 'ACTIVE' and end_on > current_date + 30 and end_on <= current_date + 60)::int as within60,
            count(*) filter (where status = 'ACTIVE' and end_on > current_date + 60 and end_on <= current_date + 90)::int as within90,
            count(distinct client_id)::int as clients, count(distinct vendor_id)::int as vendors
          from contracts where origin = 'EXISTING'`,
    );
    expect(counts).toMatchObject({ existing: demoContractIds.length, clients: 3, within30: 1, within60: 1, within90: 1 });
    expect(counts.active).toBeGreaterThan(25);
    expect(counts.vendors).toBeGreaterThan(3);
    // Renews by itself, and the last day to give notice is ahead.
    const renewing = await rows<{ notice_in: number }>(
      sql`select (end_on - notice_days) - current_date as notice_in from contracts where origin = 'EXISTING' and status = 'ACTIVE' and auto_renews and end_on - notice_days > current_date`,
    );
    expect(renewing.map((r) => r.notice_in)).toContain(25);
    const duplicated = await rows(
      sql`select l.property_id, l.service_id from property_contract_services l join contracts c on c.id = l.contract_id
          where c.status = 'ACTIVE' group by l.property_id, l.service_id having count(*) > 1`,
    );
    expect(duplicated).toHaveLength(1);
    const gaps = await rows<{ n: number }>(
      sql`select count(*)::int as n from property_services ps join properties p on p.id = ps.property_id
          where p.client_id = any(${sql.param([t.world.clientA.clientId, t.world.clientB.clientId, t.world.clientC.clientId])}::uuid[])
            and not exists (select 1 from property_contract_services l join contracts c on c.id = l.contract_id
                            where c.status = 'ACTIVE' and l.property_id = ps.property_id and l.service_id = ps.service_id)`,
    );
    expect(gaps[0].n).toBeGreaterThan(10);
  });

  it('seeds once: a second run adds nothing', async () => {
    const again = await seedDemoContracts(systemDb(t.platform.database), t.platform.database.request, t.world);
    expect(again.contractIds).toEqual([]);
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from contracts where origin = 'EXISTING'`);
    expect(count.n).toBe(demoContractIds.length);
  });
});
