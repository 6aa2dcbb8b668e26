import { annualAmount, type TBidUnit } from '@procura/shared';
import { fieldError } from '../../platform/errors.js';

/** What a year is when a line or its contract has no dates: a lump sum is spread over twelve months. */
const DEFAULT_TERM_MONTHS = 12;
const DAYS_A_MONTH = 365.25 / 12;
/** money columns hold up to 999,999,999,999.99 (db/schema/columns.ts). */
const MONEY_MAX = 999_999_999_999.99;

/** Whole months from the first day to the last, both included (one year is 12); 12 without both dates. */
export function termMonthsOf(startOn: string | null, endOn: string | null): number {
  if (!startOn || !endOn) return DEFAULT_TERM_MONTHS;
  const days = (Date.parse(endOn) - Date.parse(startOn)) / 86_400_000 + 1;
  return Math.max(1, Math.round(days / DAYS_A_MONTH));
}

/**
 * A line's annual cost as the bid analysis normalises prices (packages/shared bid-amounts.ts),
 * over the line's own dates or else the contract's. A cost the database cannot hold is refused
 * naming the quantity (the price alone always fits).
 */
export function lineAnnualCost(
  line: { price: number; unit: TBidUnit; quantityPerYear: number | null; startOn: string | null; endOn: string | null },
  contract: { startOn: string | null; endOn: string | null },
  field = 'quantityPerYear',
): number | null {
  const months =
    line.startOn || line.endOn ? termMonthsOf(line.startOn ?? contract.startOn, line.endOn ?? contract.endOn) : termMonthsOf(contract.startOn, contract.endOn);
  const cost = annualAmount({ price: line.price, unit: line.unit, quantityPerYear: line.quantityPerYear }, months);
  if (cost !== null && cost > MONEY_MAX) throw fieldError(field, 'The price for a year is too large: check the price and how many a year.');
  return cost;
}
