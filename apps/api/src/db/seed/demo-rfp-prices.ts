import type { TBidLineInput, TBidUnit, TRfpLine } from '@procura/shared';

/*
 * How the demo's vendors price RFP lines: each service in its own unit (per visit, per month,
 * per year, a lump sum), a level against what the client pays today, a steady variation per
 * property, a line or two left out, exclusions, one abnormally low price and one bundle offer,
 * so the bid analysis has something real to show. Deterministic: the demo reads the same each time.
 */

interface TServicePricing {
  unit: TBidUnit;
  quantityPerYear: number | null;
  /** Price level against the incumbent's annual price. */
  level: number;
  exclusions?: string;
}

export interface TDemoBidder {
  name: string;
  estimator: { email: string; firstName: string; lastName: string };
  services: Record<string, TServicePricing>;
  /** State codes it bids in (all when unset). */
  states?: string[];
  /** "If awarded all my lines": this much off the sum a year. */
  bundleDiscount?: number;
  /** A line it prices far under the others (property code|service): the analysis flags it. */
  lowball?: string;
}

const LAWN = 'Lawn mowing';
const IRRIGATION = 'Irrigation maintenance';
const PEST = 'General pest control';

export const DEMO_BIDDERS = {
  greenleaf: {
    name: 'GreenLeaf Grounds',
    estimator: { email: '', firstName: '', lastName: '' },
    services: {
      [LAWN]: { unit: 'PER_VISIT', quantityPerYear: 30, level: 0.96 },
      [IRRIGATION]: { unit: 'PER_MONTH', quantityPerYear: 12, level: 1.02 },
    },
  },
  austin: {
    name: 'GreenLeaf Grounds – Austin',
    estimator: { email: '', firstName: '', lastName: '' },
    services: {
      [LAWN]: { unit: 'PER_VISIT', quantityPerYear: 28, level: 0.99 },
      [IRRIGATION]: { unit: 'PER_MONTH', quantityPerYear: 12, level: 1.02 },
    },
  },
  loneStar: {
    name: 'Lone Star Landscape Partners',
    estimator: { email: 'estimating@lone-star-landscape-partners.example.com', firstName: 'Dana', lastName: 'Whitfield' },
    states: ['TX'],
    services: {
      [LAWN]: { unit: 'PER_VISIT', quantityPerYear: 32, level: 0.91, exclusions: 'Bed edging and leaf removal are priced separately.' },
      [IRRIGATION]: { unit: 'PER_VISIT', quantityPerYear: 12, level: 0.94 },
    },
  },
  gulfCoast: {
    name: 'Gulf Coast Grounds Co.',
    estimator: { email: 'bids@gulf-coast-grounds-co.example.com', firstName: 'Marcus', lastName: 'Oyelaran' },
    services: {
      [LAWN]: { unit: 'PER_MONTH', quantityPerYear: 8, level: 1.08 },
      [PEST]: { unit: 'PER_VISIT', quantityPerYear: 12, level: 1.05, exclusions: 'Termite treatment excluded.' },
    },
    lowball: 'NWR-HOU-002|Lawn mowing',
  },
  peakPest: {
    name: 'Peak Pest Solutions',
    estimator: { email: 'proposals@peak-pest-solutions.example.com', firstName: 'Ingrid', lastName: 'Solberg' },
    services: { [PEST]: { unit: 'PER_MONTH', quantityPerYear: 12, level: 0.93 } },
  },
  sonoran: {
    name: 'Sonoran Desert Landscaping',
    estimator: { email: 'estimates@sonoran-desert-landscaping.example.com', firstName: 'Luis', lastName: 'Carrillo' },
    services: {
      [LAWN]: { unit: 'PER_YEAR', quantityPerYear: null, level: 1.01 },
      [IRRIGATION]: { unit: 'LUMP_SUM', quantityPerYear: null, level: 0.98 },
      [PEST]: { unit: 'PER_YEAR', quantityPerYear: null, level: 1.1 },
    },
    bundleDiscount: 0.06,
  },
} satisfies Record<string, TDemoBidder>;

/** A steady number in [0, 1) per text. */
function unitHash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return ((h >>> 0) % 10_000) / 10_000;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** What the client pays today for a line, a year: a steady figure per service and property. */
export function demoIncumbentAnnual(line: Pick<TRfpLine, 'propertyCode' | 'serviceName'>): number {
  const base: Record<string, number> = { [LAWN]: 18_000, [IRRIGATION]: 6_000, [PEST]: 4_800 };
  return Math.round((base[line.serviceName] ?? 5_000) * (0.85 + 0.35 * unitHash(line.propertyCode)));
}

/**
 * The lines a bidder prices, in its units; `level` moves every price (a revision). The RFP's term
 * (months) spreads a lump sum.
 */
export function demoBidLines(bidder: TDemoBidder, lines: TRfpLine[], level: number, termMonths = 12): TBidLineInput[] {
  return lines.flatMap((line) => {
    const pricing = bidder.services[line.serviceName];
    if (!pricing || (bidder.states && !bidder.states.includes(line.stateCode ?? ''))) return [];
    const low = bidder.lowball === `${line.propertyCode}|${line.serviceName}` ? 0.55 : 1;
    const annual = demoIncumbentAnnual(line) * pricing.level * (0.94 + 0.12 * unitHash(`${bidder.name}|${line.propertyCode}`)) * low * level;
    const price = pricing.unit === 'PER_YEAR' ? annual : pricing.unit === 'LUMP_SUM' ? (annual * termMonths) / 12 : annual / (pricing.quantityPerYear ?? 1);
    return [
      {
        rfpLineId: line.id,
        price: cents(price),
        unit: pricing.unit,
        quantityPerYear: pricing.quantityPerYear,
        exclusions: pricing.exclusions ?? null,
        notes: low < 1 ? 'New-customer rate for the first season.' : null,
      },
    ];
  });
}

/** A bidder's bundle price a year for all its lines, when it offers one. */
export function demoBundlePrice(bidder: TDemoBidder, lines: TRfpLine[], termMonths: number): number | null {
  const discount = bidder.bundleDiscount;
  if (!discount) return null;
  const annual = demoBidLines(bidder, lines, 1, termMonths).reduce(
    (sum, l) => sum + (l.unit === 'PER_YEAR' ? l.price : l.unit === 'LUMP_SUM' ? (l.price * 12) / termMonths : l.price * (l.quantityPerYear ?? 1)),
    0,
  );
  return cents(annual * (1 - discount));
}
