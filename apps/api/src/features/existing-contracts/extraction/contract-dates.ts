import { NUMBER_WORDS, wordsToNumber } from './contract-numbers.js';

/*
 * Calendar dates every way US contracts write them: "March 1, 2025", "Mar. 1st, 2025",
 * "1 March 2025", "the 1st day of March, 2025", "this first day of March 2025", "03/01/2025",
 * "3-1-25", "2025-03-01". Numeric dates are read month first (US). Each found date keeps the
 * characters it was read from.
 */

export interface TFoundDate {
  /** YYYY-MM-DD */
  iso: string;
  start: number;
  end: number;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const ORDINAL_WORDS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
};
const ORDINAL_WORD = `(?:(?:twenty|thirty)[\\s-]+)?(?:${Object.keys(ORDINAL_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
const DAY = `(\\d{1,2})(?:st|nd|rd|th)?`;
const YEAR = `(\\d{4}|${NUMBER_WORDS})`;

const PATTERNS: { re: RegExp; read: (m: RegExpExecArray) => [number, number, number] | null }[] = [
  // the 1st day of March, 2025 / this twenty-first day of March 2025 / 1st of March 2025
  {
    re: new RegExp(`\\b(?:(\\d{1,2})(?:st|nd|rd|th)?|(${ORDINAL_WORD}))\\s+(?:day\\s+)?of\\s+${MONTH}\\s*,?\\s*(?:in\\s+the\\s+year\\s+)?${YEAR}\\b`, 'gi'),
    read: (m) => [yearOf(m[4]), monthOf(m[3]), m[1] ? Number(m[1]) : ordinalOf(m[2])],
  },
  // March 1, 2025 / Mar. 1st 2025
  { re: new RegExp(`\\b${MONTH}\\s+${DAY}\\s*,?\\s*(\\d{4})\\b`, 'gi'), read: (m) => [Number(m[3]), monthOf(m[1]), Number(m[2])] },
  // 1 March 2025 / 1st March, 2025
  { re: new RegExp(`\\b${DAY}\\s+${MONTH}\\s*,?\\s*(\\d{4})\\b`, 'gi'), read: (m) => [Number(m[3]), monthOf(m[2]), Number(m[1])] },
  // 2025-03-01
  { re: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, read: (m) => [Number(m[1]), Number(m[2]), Number(m[3])] },
  // 03/01/2025, 3-1-25, 3.1.2025
  { re: /\b(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})\b/g, read: (m) => [fullYear(m[4]), Number(m[1]), Number(m[3])] },
];

function monthOf(name: string): number {
  const key = name.toLowerCase().replace('.', '').slice(0, 3);
  return MONTHS.findIndex((m) => m.startsWith(key)) + 1;
}

const ordinalOf = (words: string): number => {
  const parts = words.toLowerCase().split(/[\s-]+/);
  const last = ORDINAL_WORDS[parts[parts.length - 1]] ?? 0;
  return parts.length > 1 ? (parts[0] === 'twenty' ? 20 : 30) + last : last;
};

const yearOf = (text: string): number => (/^\d+$/.test(text) ? Number(text) : (wordsToNumber(text) ?? 0));
const fullYear = (text: string): number => (text.length === 2 ? 2000 + Number(text) : Number(text));

function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1950 || year > 2150 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

/** Every date in `text`, in order, offsets from `offset`; where two readings overlap the longer wins. */
export function datesIn(text: string, offset = 0): TFoundDate[] {
  const found: TFoundDate[] = [];
  for (const { re, read } of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const parts = read(m);
      const iso = parts && isoOf(...parts);
      if (!iso) continue;
      const start = offset + m.index;
      const end = start + m[0].length;
      if (found.some((f) => f.start < end && start < f.end)) continue;
      found.push({ iso, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The day before `months` after `iso` (a term of one year from 2025-03-01 ends 2026-02-28). */
export function endOfTerm(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1 + months, d));
  if (date.getUTCDate() !== d) date.setUTCDate(0);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** Whole months from `start` to the day after `end` (2025-03-01 to 2026-02-28 is 12). */
export function monthsBetween(start: string, end: string): number {
  const [y1, m1, d1] = start.split('-').map(Number);
  const [y2, m2, d2] = end.split('-').map(Number);
  const after = new Date(Date.UTC(y2, m2 - 1, d2) + 86_400_000);
  let months = (after.getUTCFullYear() - y1) * 12 + (after.getUTCMonth() + 1 - m1);
  if (after.getUTCDate() < d1) months -= 1;
  return months;
}
