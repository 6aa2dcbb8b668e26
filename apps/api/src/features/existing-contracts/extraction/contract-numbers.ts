/*
 * Numbers as contracts write them: "ninety (90)", "thirty-six", "one hundred twenty (120)",
 * "Forty-Eight Thousand Dollars ($48,000.00)", "$4,000 per month". Written-out numbers and
 * digits in parentheses after them say the same thing; the digits win when both are there.
 */

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  a: 1,
  an: 1,
  single: 1,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1_000, million: 1_000_000, billion: 1_000_000_000 };

// Longest first, so that "seventeen" is not read as "seven".
const WORD = `(?:${[...Object.keys(UNITS).filter((w) => w.length > 2), ...Object.keys(SCALES)].sort((a, b) => b.length - a.length).join('|')})`;
/** One or more number words: "ninety", "thirty-six", "one hundred and twenty". */
export const NUMBER_WORDS = `(?:${WORD}(?:[\\s-]+(?:and[\\s-]+)?${WORD})*)`;

/** The value of written-out number words, or null when they are not a number. */
export function wordsToNumber(words: string): number | null {
  const tokens = words
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((w) => w && w !== 'and');
  if (tokens.length === 0) return null;
  let total = 0;
  let current = 0;
  for (const token of tokens) {
    if (token in UNITS) current += UNITS[token];
    else if (token === 'hundred') current = (current || 1) * 100;
    else if (token in SCALES) {
      total += (current || 1) * SCALES[token];
      current = 0;
    } else return null;
  }
  return total + current;
}

/**
 * A count, written either way: "ninety (90)", "90", "ninety", "one-year" (as in "one-year
 * term"). Group 1: words; group 2: digits in parentheses; group 3: bare digits.
 */
export const COUNT = `(?:(${NUMBER_WORDS})\\s*(?:\\(\\s*(\\d{1,4})\\s*\\))?|(\\d{1,4}))`;

export function countOf(words: string | undefined, parenthesised: string | undefined, digits: string | undefined): number | null {
  if (parenthesised) return Number(parenthesised);
  if (digits) return Number(digits);
  return words ? wordsToNumber(words) : null;
}

export type TUnit = 'day' | 'week' | 'month' | 'year';

export interface TDuration {
  count: number;
  unit: TUnit;
  start: number;
  end: number;
}

const DURATION = new RegExp(
  `\\b${COUNT}[\\s-]*(?:\\(\\s*\\d{1,4}\\s*\\)\\s*)?(?:calendar\\s+|business\\s+|consecutive\\s+)?(day|week|month|year)s?(?:'|’)?(?![a-z])`,
  'gi',
);

/** Every duration in `text` ("one (1) year", "36 months", "ninety (90) days'"), offsets from `offset`. */
export function durationsIn(text: string, offset = 0): TDuration[] {
  const out: TDuration[] = [];
  DURATION.lastIndex = 0;
  for (let m = DURATION.exec(text); m; m = DURATION.exec(text)) {
    const count = countOf(m[1], m[2], m[3]);
    if (count === null || count <= 0) continue;
    out.push({ count, unit: m[4].toLowerCase() as TUnit, start: offset + m.index, end: offset + m.index + m[0].length });
  }
  return out;
}

export const inMonths = (d: Pick<TDuration, 'count' | 'unit'>): number | null => (d.unit === 'year' ? d.count * 12 : d.unit === 'month' ? d.count : null);

export const inDays = (d: Pick<TDuration, 'count' | 'unit'>): number =>
  d.unit === 'day' ? d.count : d.unit === 'week' ? d.count * 7 : d.unit === 'month' ? d.count * 30 : d.count * 365;

export interface TMoney {
  amount: number;
  start: number;
  end: number;
}

const DIGITS_MONEY = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?(?:\s*(million|thousand|k)\b)?/gi;
const WORDS_MONEY = new RegExp(`\\b(${NUMBER_WORDS})\\s+(?:and\\s+\\d{2}\\/100\\s+)?(?:U\\.?S\\.?\\s+)?dollars\\b(?:\\s*\\(\\s*U?S?\\$[^)]*\\))?`, 'gi');

/** Every amount of money: "$48,000.00", "$1.2 million", "Forty-Eight Thousand Dollars ($48,000)". */
export function moneyIn(text: string, offset = 0): TMoney[] {
  const out: TMoney[] = [];
  WORDS_MONEY.lastIndex = 0;
  for (let m = WORDS_MONEY.exec(text); m; m = WORDS_MONEY.exec(text)) {
    // The figure in parentheses is read below; the words stand alone only without one.
    if (/\$/.test(m[0])) continue;
    const amount = wordsToNumber(m[1]);
    if (amount !== null && amount > 0) out.push({ amount, start: offset + m.index, end: offset + m.index + m[0].length });
  }
  DIGITS_MONEY.lastIndex = 0;
  for (let m = DIGITS_MONEY.exec(text); m; m = DIGITS_MONEY.exec(text)) {
    let amount = Number(m[1].replaceAll(',', '') + (m[2] ?? ''));
    const scale = m[3]?.toLowerCase();
    if (scale === 'million') amount *= 1_000_000;
    else if (scale === 'thousand' || scale === 'k') amount *= 1_000;
    out.push({ amount, start: offset + m.index, end: offset + m.index + m[0].length });
  }
  return out.sort((a, b) => a.start - b.start);
}
