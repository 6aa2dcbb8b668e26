import { BID_SHEET_COLUMNS, BID_UNIT_LABELS, BID_UNITS, ZBidLineInputSchema, type TBidLine, type TBidSheetColumn } from '@procura/shared';

/*
 * A bid sheet's rows as bid lines (docs/rfp.md "Bid sheet"): columns found by their header, a
 * row with no price and nothing else is a line not bid, and every cell refused is reported by
 * its spreadsheet address (column letter and row) with the reason, so the vendor can fix them all
 * at once.
 */

export interface TRefusedCell {
  /** "H7": the column letter and the sheet's row number. */
  cell: string;
  column: TBidSheetColumn | 'Line';
  message: string;
}

const UNIT_OF = new Map<string, (typeof BID_UNITS)[number]>([
  ...BID_UNITS.map((u) => [u.toLowerCase(), u] as const),
  ...BID_UNITS.map((u) => [BID_UNIT_LABELS[u].toLowerCase(), u] as const),
]);

/** Spreadsheet letters of a 0-based column index: 0 → A, 26 → AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** A number as a person types it into a sheet: "1,250.00", "$85.50", or the cell's own value. */
function numberOf(text: string): number | null | 'invalid' {
  const bare = text.replace(/[$,\s]/g, '');
  if (bare === '') return null;
  const value = Number(bare);
  if (!Number.isFinite(value)) return 'invalid';
  // A spreadsheet may keep 85.5 as 85.49999999999999: round to the cent it shows.
  return Math.round(value * 1e6) / 1e6;
}

const FIELD_COLUMN: Record<string, TBidSheetColumn> = {
  price: 'Price',
  unit: 'Unit',
  quantityPerYear: 'Quantity per year',
  notes: 'Notes',
  exclusions: 'Exclusions',
  alternate: 'Alternate',
};

/**
 * The grid (`[row, ...cells][]`, header first) as the lines it prices, or the cells refused.
 * `lineIds` are the RFP's lines; a row naming another is refused, and so is a line priced twice.
 */
export function bidLinesOfGrid(grid: readonly (readonly (string | number)[])[], lineIds: ReadonlySet<string>): { lines: TBidLine[]; refused: TRefusedCell[] } {
  const refused: TRefusedCell[] = [];
  const [head, ...rows] = grid;
  const header = (head ?? []).slice(1).map((c) => String(c).trim().toLowerCase());
  const at = Object.fromEntries(BID_SHEET_COLUMNS.map((c) => [c, header.indexOf(c.toLowerCase())])) as Record<TBidSheetColumn, number>;
  const missing = (['Line', 'Price', 'Unit'] as const).filter((c) => at[c] < 0);
  if (missing.length > 0) {
    return { lines: [], refused: missing.map((c) => ({ cell: '1', column: c, message: `The sheet has no "${c}" column: download the bid sheet again.` })) };
  }
  const lines: TBidLine[] = [];
  const seen = new Map<string, number>();
  for (const [row, ...cells] of rows) {
    const text = (column: TBidSheetColumn) => (at[column] < 0 ? '' : String(cells[at[column]] ?? '').trim());
    const cell = (column: TBidSheetColumn) => `${columnLetter(at[column])}${row}`;
    const refuse = (column: TBidSheetColumn, message: string) => refused.push({ cell: cell(column), column, message });
    const entered = (['Price', 'Unit', 'Quantity per year', 'Notes', 'Exclusions', 'Alternate'] as const).some((c) => text(c) !== '');
    if (!entered) continue;
    const lineId = text('Line').toLowerCase();
    if (!lineIds.has(lineId)) {
      refuse('Line', 'This row is not one of the RFP’s lines: keep the Line column as downloaded.');
      continue;
    }
    if (seen.has(lineId)) {
      refuse('Line', `This line is priced twice (row ${seen.get(lineId)} too).`);
      continue;
    }
    seen.set(lineId, Number(row));
    const price = numberOf(text('Price'));
    const quantity = numberOf(text('Quantity per year'));
    const unitText = text('Unit').toLowerCase();
    const unit = UNIT_OF.get(unitText);
    if (price === 'invalid') refuse('Price', 'Enter the price as a number.');
    else if (price === null) refuse('Price', 'Enter a price, or clear the row to leave this line out.');
    if (unitText === '') refuse('Unit', 'Choose how the price is counted from the list.');
    else if (!unit) refuse('Unit', `"${text('Unit')}" is not one of the units: choose one from the list.`);
    if (quantity === 'invalid') refuse('Quantity per year', 'Enter how many a year as a number.');
    if (price === 'invalid' || price === null || !unit || quantity === 'invalid') continue;
    const parsed = ZBidLineInputSchema.safeParse({
      rfpLineId: lineId,
      price,
      unit,
      quantityPerYear: quantity,
      notes: text('Notes'),
      exclusions: text('Exclusions'),
      alternate: text('Alternate'),
    });
    if (parsed.success) lines.push(parsed.data);
    else for (const issue of parsed.error.issues) refuse(FIELD_COLUMN[String(issue.path[0])] ?? 'Price', issue.message);
  }
  return { lines, refused };
}
