import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdjustment, TBidAnalysisPage, TLineAnalysis, TRfpAnalysis, TScenarios } from '@procura/shared';
import { startAnalysedWorld, type TAnalysedWorld } from '../../../test/builders/analysed-world.js';
import { buildAnalysedRfp } from '../../../test/builders/bid-analysis.js';
import { factories } from '../../../test/factories.js';
import type { TSession } from '../../../test/harness.js';

/*
 * The bid analysis against the hand-computed fixture (test/builders/bid-analysis.ts; issue 18
 * item 5): every unit normalised, the median of an even count, IQR outliers, abnormally low
 * bids, per-vendor totals and ranks, and the buyer's leveling. Term: 24 months.
 */

let t: TAnalysedWorld['t'];
let provider: TAnalysedWorld['provider'];
let rfps: TAnalysedWorld['rfps'];
let services: TAnalysedWorld['services'];
let w: TAnalysedWorld['w'];
beforeAll(async () => {
  ({ t, provider, rfps, services, w } = await startAnalysedWorld());
}, 120_000);
afterAll(() => t.close());

const analysis = (session: TSession = w.admin) => rfps.ok<TRfpAnalysis>(session, 'GET', `/v1/rfp/${w.rfp.id}/analysis`);
const lineOf = (a: TRfpAnalysis, key: keyof typeof w.lines) => a.lines.data.find((l) => l.rfpLineId === w.lines[key].id) as TLineAnalysis;
const bidOf = (key: keyof typeof w.bidders) => w.bidders[key].name;
/** The line's bids as vendor → [annual, term, leveled, rank, outlier, abnormally low]. */
const bidsOf = (line: TLineAnalysis) =>
  Object.fromEntries(line.bids.map((b) => [b.vendorName, [b.annual, b.term, b.leveledAnnual, b.rank, b.outlier, b.abnormallyLow]]));
const stats = ({ bidCount, lowest, highest, mean, median, spread, q1, q3 }: TLineAnalysis) => ({ bidCount, lowest, highest, mean, median, spread, q1, q3 });

describe('the bid analysis', () => {
  it('normalises every unit and computes each line’s statistics, outliers and abnormally low bids', async () => {
    const a = await analysis();
    expect(a).toMatchObject({ termMonths: 24, lineCount: 4, summary: { bidCount: 5, linesWithoutBids: 0, outliers: 2, abnormallyLow: 2 } });
    // L1: D 40/h × 50 = 2000, C lump 5000 × 12/24 = 2500 (term 5000), A 100/visit × 26 = 2600, B 250/month × 12 = 3000.
    // Even count: median (2500 + 2600) / 2 = 2550; q1 = 2000 + 0.75 × 500 = 2375, q3 = 2600 + 0.25 × 400 = 2700.
    // D is abnormally low: 2000 < 0.85 × 2550 = 2167.50 and < 0.99 × 2500 = 2475. No outlier (fences 1887.50, 3187.50).
    const l1 = lineOf(a, 'L1');
    expect(stats(l1)).toEqual({ bidCount: 4, lowest: 2000, highest: 3000, mean: 2525, median: 2550, spread: 1000, q1: 2375, q3: 2700 });
    expect(bidsOf(l1)).toEqual({
      [bidOf('D')]: [2000, 4000, 2000, 1, false, true],
      [bidOf('C')]: [2500, 5000, 2500, 2, false, false],
      [bidOf('A')]: [2600, 5200, 2600, 3, false, false],
      [bidOf('B')]: [3000, 6000, 3000, 4, false, false],
    });
    expect(l1.bids.find((b) => b.vendorName === bidOf('D'))?.exclusions).toBe('Edging');
    // L2: B 1450/season × 2 = 2900, A 3000/year, C 155/event × 20 = 3100, D 120/visit × 26 = 3120, E 600/month × 12 = 7200.
    // q1 3000, median 3100, q3 3120: E lies over 3120 + 1.5 × 120 = 3300, an outlier; mean 19320 / 5 = 3864.
    const l2 = lineOf(a, 'L2');
    expect(stats(l2)).toEqual({ bidCount: 5, lowest: 2900, highest: 7200, mean: 3864, median: 3100, spread: 4300, q1: 3000, q3: 3120 });
    expect(l2.bids.filter((b) => b.outlier).map((b) => b.vendorName)).toEqual([bidOf('E')]);
    expect(l2.bids.some((b) => b.abnormallyLow)).toBe(false);
    // L3: 950, 1000, 1000, 1100: q1 987.50, q3 1025, upper fence 1081.25: C's 1100 is an outlier; A and D tie at rank 2.
    const l3 = lineOf(a, 'L3');
    expect(stats(l3)).toEqual({ bidCount: 4, lowest: 950, highest: 1100, mean: 1012.5, median: 1000, spread: 150, q1: 987.5, q3: 1025 });
    expect(Object.fromEntries(l3.bids.map((b) => [b.vendorName, [b.rank, b.outlier]]))).toEqual({
      [bidOf('B')]: [1, false],
      [bidOf('A')]: [2, false],
      [bidOf('D')]: [2, false],
      [bidOf('C')]: [4, true],
    });
    // L4: 1010, 1150, 1200, 1250, 1300: C is 1010 < 0.85 × 1200 = 1020 and < 0.99 × 1150 = 1138.50, abnormally
    // low, but inside the lower fence 1150 − 150 = 1000, so no outlier.
    const l4 = lineOf(a, 'L4');
    expect(stats(l4)).toEqual({ bidCount: 5, lowest: 1010, highest: 1300, mean: 1182, median: 1200, spread: 290, q1: 1150, q3: 1250 });
    expect(l4.bids.filter((b) => b.abnormallyLow || b.outlier).map((b) => [b.vendorName, b.outlier, b.abnormallyLow])).toEqual([[bidOf('C'), false, true]]);
  });

  it('totals each vendor’s bid, counts the lines bid and missing, ranks complete bids first, and lists exclusions', async () => {
    const a = await analysis();
    // Yearly: A 2600 + 3000 + 1000 + 1200 = 7800; B 3000 + 2900 + 950 + 1300 = 8150; C 2500 + 3100 + 1100 + 1010 = 7710;
    // D 2000 + 3120 + 1000 + 1250 = 7370; E 7200 + 1150 = 8350 on two lines. Term: twice the year, but C's lump sum is 5000.
    expect(a.vendors.map((v) => [v.vendorName, v.baseAnnual, v.baseTerm, v.leveledAnnual, v.linesBid, v.linesMissing, v.rank, v.bundlePrice])).toEqual([
      [bidOf('D'), 7370, 14740, 7370, 4, 0, 1, 7000],
      [bidOf('C'), 7710, 15420, 7710, 4, 0, 2, null],
      [bidOf('A'), 7800, 15600, 7800, 4, 0, 3, null],
      [bidOf('B'), 8150, 16300, 8150, 4, 0, 4, null],
      [bidOf('E'), 8350, 16700, 8350, 2, 2, 5, null],
    ]);
    expect(a.vendors[0].exclusions).toEqual([{ rfpLineId: w.lines.L1.id, propertyName: 'Lakeside Plaza', serviceName: expect.any(String), text: 'Edging' }]);
    // Lines are paged; the statistics and totals stay those of every line.
    const page = await rfps.ok<TRfpAnalysis>(w.admin, 'GET', `/v1/rfp/${w.rfp.id}/analysis?limit=1&page=2`);
    expect(page.lines).toMatchObject({ total: 4, page: 2, limit: 1 });
    expect(page.lines.data).toHaveLength(1);
    expect(page.summary).toEqual(a.summary);
  });

  it('levels bids with the buyer’s adjustments, which move the statistics and ranks, and no vendor sees', async () => {
    const plug = await rfps.ok<TAdjustment>(w.admin, 'POST', `/v1/rfp/${w.rfp.id}/adjustments`, {
      bidId: (await analysis()).vendors.find((v) => v.vendorName === bidOf('D'))?.bidId,
      rfpLineId: w.lines.L1.id,
      kind: 'PLUG',
      annualAmount: 800,
      reason: 'Edging excluded: 800 a year at the others’ rate',
    });
    const eBid = (await analysis()).vendors.find((v) => v.vendorName === bidOf('E'))?.bidId;
    await rfps.ok(provider, 'POST', `/v1/rfp/${w.rfp.id}/adjustments`, {
      bidId: eBid,
      kind: 'CORRECTION',
      annualAmount: -200,
      reason: 'Arithmetic error in the total',
    });
    const a = await analysis();
    // D's L1 levels to 2800: 2500, 2600, 2800, 3000 → median 2700, mean 2725, q1 2575, q3 2850; no bid is abnormally low there now.
    const l1 = lineOf(a, 'L1');
    expect(stats(l1)).toEqual({ bidCount: 4, lowest: 2500, highest: 3000, mean: 2725, median: 2700, spread: 500, q1: 2575, q3: 2850 });
    expect(bidsOf(l1)[bidOf('D')]).toEqual([2000, 4000, 2800, 3, false, false]);
    expect(a.summary).toMatchObject({ outliers: 2, abnormallyLow: 1 });
    // D 7370 + 800 = 8170, E 8350 − 200 = 8150 (a whole-bid correction moves the total, not a line).
    expect(a.vendors.map((v) => [v.vendorName, v.baseAnnual, v.adjustmentsAnnual, v.leveledAnnual, v.rank])).toEqual([
      [bidOf('C'), 7710, 0, 7710, 1],
      [bidOf('A'), 7800, 0, 7800, 2],
      [bidOf('B'), 8150, 0, 8150, 3],
      [bidOf('D'), 7370, 800, 8170, 4],
      [bidOf('E'), 8350, -200, 8150, 5],
    ]);
    const listed = await rfps.ok<{ data: TAdjustment[] }>(w.admin, 'GET', `/v1/rfp/${w.rfp.id}/adjustments`);
    expect(listed.data.map((x) => [x.vendorName, x.kind, x.annualAmount, x.rfpLineId])).toEqual([
      [bidOf('D'), 'PLUG', 800, w.lines.L1.id],
      [bidOf('E'), 'CORRECTION', -200, null],
    ]);
    // Vendors never see the buyer's leveling nor the comparison.
    expect((await rfps.call(w.bidders.D.admin, 'GET', `/v1/rfp/${w.rfp.id}/adjustments`)).status).toBe(403);
    expect((await rfps.call(w.bidders.D.admin, 'GET', `/v1/rfp/${w.rfp.id}/analysis`)).status).toBe(403);
    expect(
      (await rfps.call(w.bidders.D.admin, 'POST', `/v1/rfp/${w.rfp.id}/adjustments`, { bidId: eBid, kind: 'PLUG', annualAmount: 1, reason: 'x' })).status,
    ).toBe(404);

    // Taking the plug out restores D's line.
    expect((await rfps.call(w.admin, 'DELETE', `/v1/rfp/${w.rfp.id}/adjustments/${plug.id}`)).status).toBe(204);
    expect((await rfps.call(w.admin, 'DELETE', `/v1/rfp/${w.rfp.id}/adjustments/${plug.id}`)).status).toBe(404);
    expect(bidsOf(lineOf(await analysis(), 'L1'))[bidOf('D')]).toEqual([2000, 4000, 2000, 1, false, true]);
  });

  it('tells the reader what the report lets it do: one who edits levels, awards and re-issues the closed RFP, a view-only reader none of it', async () => {
    expect((await analysis()).abilities).toEqual({ level: true, award: true, reissue: true });
    // The client's property manager views RFPs (Client Management: View) and edits none.
    const viewer = await (await factories(t).buildUser({ userType: 'client', tenantId: w.client.tenantId, roleNames: ['Client Property Manager'] })).signIn();
    const read = await analysis(viewer);
    expect(read.abilities).toEqual({ level: false, award: false, reissue: false });
    // The abilities say what the server does: the same reader is refused the change.
    const refused = await rfps.call(viewer, 'POST', `/v1/rfp/${w.rfp.id}/adjustments`, {
      bidId: read.vendors[0].bidId,
      kind: 'PLUG',
      annualAmount: 100,
      reason: 'Plug',
    });
    expect(refused.status).toBe(403);
    expect((await rfps.call(viewer, 'POST', `/v1/rfp/${w.rfp.id}/reissue`)).status).toBe(403);
  });

  it('refuses adjustments naming the field, before opening, and to anyone outside the RFP', async () => {
    const bad = async (body: Record<string, unknown>, field: string, status = 400) => {
      const res = await rfps.call(w.admin, 'POST', `/v1/rfp/${w.rfp.id}/adjustments`, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(Object.keys(res.body.fieldErrors ?? {})).toContain(field);
    };
    const bidId = (await analysis()).vendors[0].bidId;
    const base = { bidId, kind: 'PLUG', annualAmount: 100, reason: 'Plug' };
    await bad({ ...base, annualAmount: 0 }, 'annualAmount');
    await bad({ ...base, annualAmount: 10.001 }, 'annualAmount');
    await bad({ ...base, reason: '  ' }, 'reason');
    await bad({ ...base, kind: 'BONUS' }, 'kind');
    await bad({ ...base, bidId: w.rfp.id }, 'bidId');
    await bad({ ...base, rfpLineId: bidId }, 'rfpLineId');
    const stranger = await rfps.buildDraftRfp();
    expect((await rfps.call(stranger.admin, 'GET', `/v1/rfp/${w.rfp.id}/analysis`)).status).toBe(404);
    expect((await rfps.call(stranger.admin, 'POST', `/v1/rfp/${w.rfp.id}/adjustments`, base)).status).toBe(404);
    // A closed RFP whose bids are still sealed has nothing to compare yet.
    const sealed = await buildAnalysedRfp(rfps, provider, services, { open: false });
    const early = await rfps.call(sealed.admin, 'GET', `/v1/rfp/${sealed.rfp.id}/analysis`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('The bids are sealed until the RFP is closed and its bids opened.');
  }, 60_000);

  it('lists the buyer’s RFPs with at least one submitted bid', async () => {
    const list = await rfps.ok<TBidAnalysisPage>(w.admin, 'GET', '/v1/bid-analysis?limit=100');
    expect(list.data.find((r) => r.id === w.rfp.id)).toMatchObject({ bidCount: 5, lineCount: 4, awardedLines: 0, status: 'CLOSED' });
    // Filtered by status and sorted by a named column; an unknown sort names the field.
    const closed = await rfps.ok<TBidAnalysisPage>(w.admin, 'GET', '/v1/bid-analysis?status=CLOSED,PARTIALLY_AWARDED&sort=title&sortDirection=asc');
    expect(closed.data.map((r) => r.id)).toContain(w.rfp.id);
    expect((await rfps.ok<TBidAnalysisPage>(w.admin, 'GET', '/v1/bid-analysis?status=AWARDED')).data.map((r) => r.id)).not.toContain(w.rfp.id);
    const badSort = await rfps.call(w.admin, 'GET', '/v1/bid-analysis?sort=price');
    expect(badSort.status).toBe(400);
    expect(Object.keys(badSort.body.fieldErrors ?? {})).toContain('sort');
    const empty = await rfps.buildDraftRfp();
    expect((await rfps.ok<TBidAnalysisPage>(empty.admin, 'GET', '/v1/bid-analysis')).data).toEqual([]);
    expect((await rfps.ok<TBidAnalysisPage>(w.bidders.A.admin, 'GET', '/v1/bid-analysis')).data).toEqual([]);
  });

  it('sets the award scenarios side by side and recommends an award per line with its reasons', async () => {
    const { scenarios, recommendations } = await rfps.ok<TScenarios>(w.admin, 'GET', `/v1/rfp/${w.rfp.id}/scenarios`);
    const summary = (s: TScenarios['scenarios'][number]) => [
      s.scenario,
      s.annual,
      s.term,
      s.savingsVsBudget,
      s.savingsVsIncumbent,
      s.vendorsUsed,
      s.linesAwarded,
      s.linesUncovered,
    ];
    // Budgets 3000 + 3500 + 1200 + 1400 = 9100; incumbents 2800 + 3300 + 1100 + 1250 = 8450.
    // Lowest per line: D 2000 + B 2900 + B 950 + C 1010 = 6860 (term 4000 + 5800 + 1900 + 2020 = 13720).
    // Single vendor: D's bundle of 7000 beats C's 7710 (term 7000 × 24 / 12 = 14000).
    // Per property: Lakeside D 2000 + 1000 = 3000, Birch C 3100 + 1010 = 4110: 7110 (term 4000 + 2000 + 6200 + 2020 = 14220).
    expect(scenarios.map(summary)).toEqual([
      ['LOWEST_PER_LINE', 6860, 13720, 2240, 1590, 3, 4, 0],
      ['SINGLE_VENDOR', 7000, 14000, 2100, 1450, 1, 4, 0],
      ['PER_PROPERTY', 7110, 14220, 1990, 1340, 2, 4, 0],
    ]);
    expect(Object.fromEntries(scenarios[0].vendors.map((v) => [v.vendorName, [v.lines, v.annual]]))).toEqual({
      [bidOf('D')]: [1, 2000],
      [bidOf('B')]: [2, 3850],
      [bidOf('C')]: [1, 1010],
    });
    expect(scenarios[1].vendors.map((v) => v.vendorName)).toEqual([bidOf('D')]);
    // L1's lowest (D) and L4's (C) are abnormally low: the next bid up is recommended, and says so.
    const byLine = Object.fromEntries(recommendations.map((r) => [r.rfpLineId, [r.vendorName, r.leveledAnnual, r.reasons.map((x) => x.code)]]));
    expect(byLine).toEqual({
      [w.lines.L1.id]: [bidOf('C'), 2500, ['ABNORMALLY_LOW_SKIPPED', 'BELOW_INCUMBENT', 'COVERS_PROPERTY']],
      [w.lines.L2.id]: [bidOf('B'), 2900, ['LOWEST_PRICE', 'BELOW_INCUMBENT', 'COVERS_PROPERTY']],
      [w.lines.L3.id]: [bidOf('B'), 950, ['LOWEST_PRICE', 'BELOW_INCUMBENT', 'COVERS_PROPERTY']],
      [w.lines.L4.id]: [bidOf('E'), 1150, ['ABNORMALLY_LOW_SKIPPED', 'BELOW_INCUMBENT', 'COVERS_PROPERTY']],
    });
    expect(recommendations.find((r) => r.rfpLineId === w.lines.L1.id)?.reasons[1].text).toBe('$300.00 a year under the incumbent price.');
    expect((await rfps.call(w.bidders.A.admin, 'GET', `/v1/rfp/${w.rfp.id}/scenarios`)).status).toBe(403);
  });

  it('counts the flags over every line as each bid is flagged, ties included: amounts equal to a fence are no outliers, and of two equal bids the later by id is compared with the next bid up', async () => {
    const before = await analysis();
    const bidIdOf = (key: keyof typeof w.bidders) => before.vendors.find((v) => v.vendorName === bidOf(key))?.bidId as string;
    const level = (key: keyof typeof w.bidders, line: keyof typeof w.lines, annualAmount: number) =>
      rfps.ok<TAdjustment>(w.admin, 'POST', `/v1/rfp/${w.rfp.id}/adjustments`, {
        bidId: bidIdOf(key),
        rfpLineId: w.lines[line].id,
        kind: 'CORRECTION',
        annualAmount,
        reason: 'Tie',
      });
    // L3: B 950 + 50 and C 1100 − 100 level to 1000 like A and D: quartiles and both fences 1000, so no outlier (C was one).
    // L2: B 2900 − 900 and A 3000 − 1000 tie at 2000, under 0.85 × the median 3100: the later of the two by id is abnormally
    // low (its next bid up is 3100), the earlier is not (its next bid up is the other 2000). E 7200 stays over 3120 + 1.5 × 1120.
    const made = [await level('B', 'L3', 50), await level('C', 'L3', -100), await level('B', 'L2', -900), await level('A', 'L2', -1000)];
    const a = await analysis();
    const every = a.lines.data.flatMap((line) => line.bids);
    expect(a.summary).toMatchObject({ outliers: 1, abnormallyLow: 3 });
    expect(a.summary).toMatchObject({ outliers: every.filter((b) => b.outlier).length, abnormallyLow: every.filter((b) => b.abnormallyLow).length });
    expect(stats(lineOf(a, 'L3'))).toMatchObject({ lowest: 1000, highest: 1000, q1: 1000, median: 1000, q3: 1000 });
    expect(lineOf(a, 'L3').bids.filter((b) => b.outlier)).toEqual([]);
    const tied = [bidIdOf('A'), bidIdOf('B')].sort();
    const l2 = lineOf(a, 'L2');
    expect(stats(l2)).toMatchObject({ q1: 2000, median: 3100, q3: 3120 });
    expect(l2.bids.filter((b) => b.rank === 1).map((b) => b.bidId)).toEqual(tied);
    expect(l2.bids.filter((b) => b.abnormallyLow).map((b) => b.bidId)).toEqual([tied[1]]);
    expect(l2.bids.filter((b) => b.outlier).map((b) => b.vendorName)).toEqual([bidOf('E')]);
    for (const adjustment of made) expect((await rfps.call(w.admin, 'DELETE', `/v1/rfp/${w.rfp.id}/adjustments/${adjustment.id}`)).status).toBe(204);
    expect((await analysis()).summary).toEqual(before.summary);
  });
});
