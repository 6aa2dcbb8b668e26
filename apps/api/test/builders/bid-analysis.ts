import type { TClientSow, TRfp, TRfpLine, TRfpLinePage } from '@procura/shared';
import type { TSession } from '../harness.js';
import type { rfpBuilders } from './rfp.js';

type TRfpBuilders = ReturnType<typeof rfpBuilders>;

/** A bid line as the fixture writes it: price, unit, how many a year. */
type TPriced = [price: number, unit: string, quantityPerYear: number | null];

/*
 * The hand-computed fixture of docs/rfp.md "Analysing bids": two properties (Lakeside Plaza,
 * Birch Court) × two services (mowing, snow) over a 24-month term, five vendors A–E pricing in
 * every unit, E on two lines only. The figures each test expects are worked out in its comments.
 */
export const FIXTURE_PRICES: Record<'A' | 'B' | 'C' | 'D' | 'E', Partial<Record<'L1' | 'L2' | 'L3' | 'L4', TPriced>>> = {
  // L1 Lakeside × mowing, L2 Birch × mowing, L3 Lakeside × snow, L4 Birch × snow.
  A: { L1: [100, 'PER_VISIT', 26], L2: [3000, 'PER_YEAR', null], L3: [1000, 'PER_YEAR', null], L4: [1200, 'PER_YEAR', null] },
  B: { L1: [250, 'PER_MONTH', null], L2: [1450, 'PER_SEASON', 2], L3: [950, 'PER_YEAR', null], L4: [1300, 'PER_YEAR', null] },
  C: { L1: [5000, 'LUMP_SUM', null], L2: [155, 'PER_EVENT', 20], L3: [1100, 'PER_YEAR', null], L4: [1010, 'PER_YEAR', null] },
  D: { L1: [40, 'PER_HOUR', 50], L2: [120, 'PER_VISIT', 26], L3: [1000, 'PER_YEAR', null], L4: [1250, 'PER_YEAR', null] },
  E: { L2: [600, 'PER_MONTH', null], L4: [1150, 'PER_YEAR', null] },
};
/** D offers the lot for 7,000 a year; D excludes edging on L1. */
export const FIXTURE_BUNDLES: Partial<Record<keyof typeof FIXTURE_PRICES, number>> = { D: 7000 };
/** Budgets and incumbent prices a year per line. */
export const FIXTURE_BUDGETS = { L1: [3000, 2800], L2: [3500, 3300], L3: [1200, 1100], L4: [1400, 1250] } as const;

export type TFixtureLine = keyof typeof FIXTURE_BUDGETS;
export type TFixtureVendor = keyof typeof FIXTURE_PRICES;

/** Builds the fixture, submits the bids, closes the RFP and opens them. Returns who is who. */
export async function buildAnalysedRfp(rfps: TRfpBuilders, provider: TSession, services: { mowing: string; snow: string }, options: { open?: boolean } = {}) {
  const names = ['A', 'B', 'C', 'D', 'E'] as const;
  const bidders = Object.fromEntries(
    await Promise.all(names.map(async (n) => [n, await rfps.buildBidder({ offers: [services.mowing, services.snow] })] as const)),
  ) as Record<TFixtureVendor, Awaited<ReturnType<TRfpBuilders['buildBidder']>>>;
  const draft = await rfps.buildDraftRfp();
  const snowSow = await rfps.ok<TClientSow>(draft.admin, 'POST', '/v1/client-scope-of-work', {
    clientId: draft.client.clientId,
    serviceId: services.snow,
    name: 'Snow standard',
    content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Plough at 2 inches.' }] }] },
  });
  await rfps.ok(draft.admin, 'POST', `/v1/client-scope-of-work/${snowSow.id}/status`, { status: 'ACTIVE' });
  await rfps.ok(draft.admin, 'POST', `/v1/rfp/${draft.rfp.id}/lines`, { propertyIds: draft.props.map((p) => p.id), serviceIds: [services.snow] });
  const all = (await rfps.ok<TRfpLinePage>(draft.admin, 'GET', `/v1/rfp/${draft.rfp.id}/lines?limit=100`)).data;
  const find = (property: string, serviceId: string) => all.find((l) => l.propertyName === property && l.serviceId === serviceId) as TRfpLine;
  const lines: Record<TFixtureLine, TRfpLine> = {
    L1: find('Lakeside Plaza', services.mowing),
    L2: find('Birch Court', services.mowing),
    L3: find('Lakeside Plaza', services.snow),
    L4: find('Birch Court', services.snow),
  };
  for (const [key, [budgetAnnual, incumbentAnnual]] of Object.entries(FIXTURE_BUDGETS)) {
    await rfps.ok(draft.admin, 'PATCH', `/v1/rfp/${draft.rfp.id}/lines/${lines[key as TFixtureLine].id}`, { budgetAnnual, incumbentAnnual });
  }
  await rfps.ok(provider, 'POST', `/v1/rfp/${draft.rfp.id}/invitations`, { vendorIds: names.map((n) => bidders[n].vendorId) });
  await rfps.ok(draft.admin, 'POST', `/v1/rfp/${draft.rfp.id}/publish`);
  for (const n of names) {
    const priced = Object.entries(FIXTURE_PRICES[n]).map(([key, [price, unit, quantityPerYear]]) => ({
      rfpLineId: lines[key as TFixtureLine].id,
      price,
      unit,
      quantityPerYear,
      exclusions: n === 'D' && key === 'L1' ? 'Edging' : null,
    }));
    await rfps.ok(bidders[n].admin, 'PUT', `/v1/rfp/${draft.rfp.id}/bid`, { lines: priced });
    await rfps.ok(bidders[n].admin, 'POST', `/v1/rfp/${draft.rfp.id}/bid/submit`, { bundlePrice: FIXTURE_BUNDLES[n] ?? null });
  }
  // A draft saved after submitting is not the bid in force: the analysis never reads it.
  await rfps.ok(bidders.A.admin, 'PUT', `/v1/rfp/${draft.rfp.id}/bid`, { lines: [{ rfpLineId: lines.L1.id, price: 1, unit: 'PER_YEAR' }] });
  await rfps.ok(provider, 'POST', `/v1/rfp/${draft.rfp.id}/close`);
  const rfp = options.open === false ? undefined : await rfps.ok<TRfp>(provider, 'POST', `/v1/rfp/${draft.rfp.id}/open-bids`);
  return { ...draft, rfp: rfp ?? draft.rfp, lines, bidders };
}
