import { BID_UNIT_LABELS, BID_UNITS, type TBidUnit } from './bid-amounts.js';

/*
 * A block pasted into the bid grid from a spreadsheet (issue 18 item 3): rows split on line
 * breaks, cells on tabs, as Excel, Google Sheets and LibreOffice put them on the clipboard. A
 * cell quoted because it holds a tab, a line break or a quote is read back whole.
 */

/** The cells of a tab-separated block; the trailing line break a spreadsheet adds makes no empty row. */
export function parseTabBlock(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === '\t') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

const normal = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
/** Words a sheet may use for each unit: its label, its code, and the short forms people type. */
const UNIT_WORDS = new Map<string, TBidUnit>(
  BID_UNITS.flatMap((unit) => [
    [normal(BID_UNIT_LABELS[unit]), unit],
    [normal(unit), unit],
  ]),
);
for (const [word, unit] of [
  ['visit', 'PER_VISIT'],
  ['month', 'PER_MONTH'],
  ['monthly', 'PER_MONTH'],
  ['season', 'PER_SEASON'],
  ['event', 'PER_EVENT'],
  ['push', 'PER_EVENT'],
  ['hour', 'PER_HOUR'],
  ['hourly', 'PER_HOUR'],
  ['year', 'PER_YEAR'],
  ['yearly', 'PER_YEAR'],
  ['annual', 'PER_YEAR'],
  ['lump', 'LUMP_SUM'],
] as const)
  UNIT_WORDS.set(word, unit);

/** The unit a cell names ("Per visit", "PER_VISIT", "visit", "monthly"), or null. */
export const unitFromCell = (cell: string): TBidUnit | null => UNIT_WORDS.get(normal(cell)) ?? null;

/** A money or count cell as typed in a sheet: "$1,250.00" and "1250" are the same; anything else is null. */
export function numberFromCell(cell: string): number | null {
  const cleaned = cell.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}
