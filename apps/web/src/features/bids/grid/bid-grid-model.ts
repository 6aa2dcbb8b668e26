import {
  annualAmount,
  BID_UNITS_NEEDING_QUANTITY,
  numberFromCell,
  termAmount,
  unitFromCell,
  type TBidLineInput,
  type TBidLineResult,
  type TBidUnit,
} from '@procura/shared';

/*
 * The bid grid's rows as the vendor types them (strings, as inputs hold them), and how they
 * become the API's lines. A row without a price is a line not bid on.
 */

export interface TRowDraft {
  price: string;
  unit: TBidUnit | '';
  quantityPerYear: string;
  notes: string;
  exclusions: string;
  alternate: string;
}

/** The columns a vendor types into, in the order a pasted block fills them. */
export const EDIT_COLUMNS = ['price', 'unit', 'quantityPerYear', 'notes', 'exclusions', 'alternate'] as const satisfies readonly (keyof TRowDraft)[];
export type TEditColumn = (typeof EDIT_COLUMNS)[number];

export const EMPTY_ROW: TRowDraft = { price: '', unit: '', quantityPerYear: '', notes: '', exclusions: '', alternate: '' };

export const rowFromLine = (line: TBidLineResult): TRowDraft => ({
  price: String(line.price),
  unit: line.unit,
  quantityPerYear: line.quantityPerYear === null ? '' : String(line.quantityPerYear),
  notes: line.notes ?? '',
  exclusions: line.exclusions ?? '',
  alternate: line.alternate ?? '',
});

export const isPriced = (row: TRowDraft): boolean => row.price.trim() !== '';

/** The row as the API takes it; the server checks it (and names the line and field it refuses). */
export function lineInputOf(rfpLineId: string, row: TRowDraft): TBidLineInput {
  const price = numberFromCell(row.price);
  const quantity = numberFromCell(row.quantityPerYear);
  return {
    rfpLineId,
    // Not a number: JSON carries NaN as null, which the server refuses naming lines.N.price.
    price: price ?? Number.NaN,
    // No unit chosen: the server refuses it naming lines.N.unit ("Choose how the price is counted.").
    unit: row.unit as TBidUnit,
    quantityPerYear: quantity,
    notes: row.notes,
    exclusions: row.exclusions,
    alternate: row.alternate,
  };
}

/** The year's and the term's cost as the server will compute them (packages/shared/src/bid-amounts.ts), or nulls. */
export function previewOf(row: TRowDraft, termMonths: number): { annual: number | null; term: number | null } {
  const price = numberFromCell(row.price);
  if (price === null || !row.unit) return { annual: null, term: null };
  const quantityPerYear = numberFromCell(row.quantityPerYear);
  if (quantityPerYear === null && BID_UNITS_NEEDING_QUANTITY.includes(row.unit)) return { annual: null, term: null };
  const line = { price, unit: row.unit, quantityPerYear };
  return { annual: annualAmount(line, termMonths), term: termAmount(line, termMonths) };
}

/** A pasted cell for one column: units read by name, the rest as typed (the server checks numbers). */
export function cellValue(column: TEditColumn, cell: string): TRowDraft[TEditColumn] {
  if (column === 'unit') return unitFromCell(cell) ?? '';
  return cell.trim();
}

/** A cell as the server keeps it: "$1,250.00" and "1250" are one price; text is trimmed. */
const kept = (column: TEditColumn, value: string): string => {
  if (column !== 'price' && column !== 'quantityPerYear') return value.trim();
  const n = numberFromCell(value);
  return n === null ? value.trim() : String(n);
};

/** Whether two rows say the same once saved (the grid is unchanged since the last save). */
export const sameRow = (a: TRowDraft, b: TRowDraft) => EDIT_COLUMNS.every((column) => kept(column, a[column]) === kept(column, b[column]));
