import { describe, expect, it } from 'vitest';
import { annualAmount, BID_UNITS, termAmount, type TBidPrice } from './bid-amounts.js';

// Each figure worked by hand; the term is 36 months unless the case says otherwise.
const cases: [string, TBidPrice, number, number | null, number | null][] = [
  ['a price per visit, 26 visits a year', { price: 85, unit: 'PER_VISIT', quantityPerYear: 26 }, 36, 2210, 6630],
  ['a price per month, every month', { price: 1250.5, unit: 'PER_MONTH', quantityPerYear: null }, 36, 15006, 45018],
  ['a price per month, a 7-month season', { price: 400, unit: 'PER_MONTH', quantityPerYear: 7 }, 24, 2800, 5600],
  ['a price per season, one season', { price: 9800, unit: 'PER_SEASON', quantityPerYear: null }, 36, 9800, 29400],
  ['a price per push, 14.5 pushes expected', { price: 312.4, unit: 'PER_EVENT', quantityPerYear: 14.5 }, 12, 4529.8, 4529.8],
  ['a price per hour, 120 hours', { price: 62.75, unit: 'PER_HOUR', quantityPerYear: 120 }, 36, 7530, 22590],
  ['a price per year', { price: 18000, unit: 'PER_YEAR', quantityPerYear: null }, 18, 18000, 27000],
  // 10,000 × 12 / 36 = 3,333.333… → 3,333.33 a year; over the term it is the price itself.
  ['a lump sum spread over the term', { price: 10000, unit: 'LUMP_SUM', quantityPerYear: null }, 36, 3333.33, 10000],
  // 0.05 × 3 = 0.15 a year; × 7 / 12 = 0.0875 → 0.09 half up (floating point gives 0.08749…).
  ['cents rounded half up, once, at the end', { price: 0.05, unit: 'PER_VISIT', quantityPerYear: 3 }, 7, 0.15, 0.09],
  ['a unit that needs a count without one', { price: 85, unit: 'PER_VISIT', quantityPerYear: null }, 36, null, null],
];

describe('a bid price normalised to a year and to the term', () => {
  it.each(cases)('%s', (_name, line, termMonths, annual, term) => {
    expect(annualAmount(line, termMonths)).toBe(annual);
    expect(termAmount(line, termMonths)).toBe(term);
  });

  it('covers every unit', () => {
    expect(new Set(cases.map(([, line]) => line.unit))).toEqual(new Set(BID_UNITS));
  });

  it('keeps cents exact on prices floating point cannot hold', () => {
    // 0.1 + 0.2 style errors: 19.99 × 3 is 59.97, not 59.970000000000006.
    expect(annualAmount({ price: 19.99, unit: 'PER_VISIT', quantityPerYear: 3 }, 12)).toBe(59.97);
    expect(annualAmount({ price: 9_999_999_999.99, unit: 'PER_HOUR', quantityPerYear: 8760 }, 12)).toBe(87_599_999_999_912.4);
  });
});
