import { ApiError } from '../../../lib/api-error';

/** One cell the server refused in an uploaded bid sheet, as the vendor finds it in Excel. */
export interface TRefusedCell {
  cell: string;
  row: number;
  column: string;
  message: string;
}

const CELL = /^([A-Z]{1,3})(\d+)$/;

/**
 * The refused cells of a bid sheet upload: the API names each by its address (`H7`) in
 * `fieldErrors`, with "Column: reason" (docs/rfp.md "Bid sheet"). Sorted by row, then column.
 */
export function refusedCellsOf(error: unknown): TRefusedCell[] {
  if (!(error instanceof ApiError)) return [];
  const cells: TRefusedCell[] = [];
  for (const [cell, messages] of Object.entries(error.fieldErrors)) {
    const match = CELL.exec(cell);
    if (!match) continue;
    for (const message of messages) cells.push({ cell, row: Number(match[2]), column: match[1], message });
  }
  return cells.sort((a, b) => a.row - b.row || a.column.length - b.column.length || a.column.localeCompare(b.column));
}
