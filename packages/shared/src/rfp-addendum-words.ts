import type { TRfpAddendum } from './rfp-addenda.js';

/*
 * How an addendum's due-time move reads (docs/rfp.md "Addenda"). The minimum-notice rule can
 * move the due time by a few seconds or by days; a reader gets the distance in the units that
 * matter and the notice it keeps, in the same words on the RFP's page and in the mail.
 */

const UNITS: [name: string, ms: number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
];

const counted = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** A span in its two largest units: "10 seconds", "1 minute 5 seconds", "2 days 3 hours". */
export function spanInWords(ms: number): string {
  let rest = Math.max(0, Math.round(ms / 1_000) * 1_000);
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    const n = Math.floor(rest / size);
    rest -= n * size;
    if (n > 0 || parts.length > 0) parts.push(n > 0 ? counted(n, unit) : '');
    if (parts.length === 2) break;
  }
  const said = parts.filter(Boolean);
  return said.length ? said.join(' ') : 'less than a second';
}

/**
 * Why and how far the addendum moved the due time for notice, or null when it did not:
 * "moved 10 seconds later so that 72 hours remain", said after the new due time. The hours are those the
 * addendum left (its due time less its publishing time), so a server configured otherwise reads
 * its own figure.
 */
export function noticeMoveInWords(addendum: Pick<TRfpAddendum, 'changes' | 'publishedAt'>): string | null {
  const { bidsDueAt, dueTimeMovedForNotice } = addendum.changes;
  if (!dueTimeMovedForNotice || !bidsDueAt?.from || !bidsDueAt.to) return null;
  const to = Date.parse(bidsDueAt.to);
  const hoursLeft = Math.round((to - Date.parse(addendum.publishedAt)) / 3_600_000);
  return `moved ${spanInWords(to - Date.parse(bidsDueAt.from))} later so that ${counted(hoursLeft, 'hour')} remain`;
}
