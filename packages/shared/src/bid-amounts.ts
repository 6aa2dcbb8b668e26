/*
 * A bid line's price normalised to a year and to the whole contract term (docs/rfp.md "Comparing
 * prices"), so bids priced per visit, per month or as a lump sum compare line by line. The
 * bid grid's preview and the analysis's SQL (`app.bid_annual_amount`) apply the same rule; a test
 * checks the two agree on every unit. Money is exact: cents in BigInt, rounded half up to the
 * cent once, at the end.
 */

export const BID_UNITS = ['PER_VISIT', 'PER_MONTH', 'PER_SEASON', 'PER_EVENT', 'PER_HOUR', 'PER_YEAR', 'LUMP_SUM'] as const;
export type TBidUnit = (typeof BID_UNITS)[number];

export const BID_UNIT_LABELS: Record<TBidUnit, string> = {
  PER_VISIT: 'Per visit',
  PER_MONTH: 'Per month',
  PER_SEASON: 'Per season',
  PER_EVENT: 'Per event / push',
  PER_HOUR: 'Per hour',
  PER_YEAR: 'Per year',
  LUMP_SUM: 'Lump sum',
};

/** Units that mean nothing without how many a year (visits, events, hours). */
export const BID_UNITS_NEEDING_QUANTITY: readonly TBidUnit[] = ['PER_VISIT', 'PER_EVENT', 'PER_HOUR'];

/** What a year holds of a unit when the bidder does not say: 12 months, one season, one year. */
const DEFAULT_QUANTITY: Partial<Record<TBidUnit, number>> = { PER_MONTH: 12, PER_SEASON: 1, PER_YEAR: 1 };

export interface TBidPrice {
  price: number;
  unit: TBidUnit;
  /** Visits, events, hours, months or seasons a year; null where the unit implies it. */
  quantityPerYear: number | null;
}

const toHundredths = (value: number): bigint => BigInt(Math.round(value * 100));

/** numerator / denominator, rounded half up (both positive or zero). */
const divideHalfUp = (numerator: bigint, denominator: bigint): bigint => (numerator * 2n + denominator) / (denominator * 2n);

const fromCents = (cents: bigint): number => Number(cents) / 100;

/** The quantity a year the line is priced for, or null when the unit needs one and none is given. */
export function yearlyQuantity(line: Pick<TBidPrice, 'unit' | 'quantityPerYear'>): number | null {
  if (line.unit === 'LUMP_SUM') return null;
  return line.quantityPerYear ?? DEFAULT_QUANTITY[line.unit] ?? null;
}

/**
 * The line's cost for one year: price × quantity a year; a lump sum is spread over the term
 * (price × 12 / term months). Null when the unit needs a quantity the line does not give.
 */
export function annualAmount(line: TBidPrice, termMonths: number): number | null {
  const priceCents = toHundredths(line.price);
  if (line.unit === 'LUMP_SUM') return fromCents(divideHalfUp(priceCents * 12n, BigInt(termMonths)));
  const quantity = yearlyQuantity(line);
  if (quantity === null) return null;
  // cents × hundredths of a unit = ten-thousandths of a dollar; to cents, half up.
  return fromCents(divideHalfUp(priceCents * toHundredths(quantity), 100n));
}

/** The line's cost over the whole term: the year's × term months / 12; a lump sum is its price. */
export function termAmount(line: TBidPrice, termMonths: number): number | null {
  const priceCents = toHundredths(line.price);
  if (line.unit === 'LUMP_SUM') return fromCents(priceCents);
  const quantity = yearlyQuantity(line);
  if (quantity === null) return null;
  return fromCents(divideHalfUp(priceCents * toHundredths(quantity) * BigInt(termMonths), 100n * 12n));
}
