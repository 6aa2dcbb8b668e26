import type { TServiceBulkResult, TServiceBulkRowInput } from '@procura/shared';

/** One line of the bulk-add editor, and what the server said about it last time. */
export interface TDraftRow {
  key: number;
  categoryName: string;
  name: string;
  description: string;
  unit: string;
  result?: Pick<TServiceBulkResult, 'status' | 'errors'>;
}

export const DRAFT_FIELDS = ['categoryName', 'name', 'description', 'unit'] as const;
export type TDraftField = (typeof DRAFT_FIELDS)[number];

let nextKey = 1;
export const emptyRow = (): TDraftRow => ({ key: nextKey++, categoryName: '', name: '', description: '', unit: '' });

export const isBlank = (row: TDraftRow) => DRAFT_FIELDS.every((field) => row[field].trim() === '');
export const isPending = (row: TDraftRow) => row.result?.status !== 'created' && !isBlank(row);

/** Cells of one pasted line: tab-separated (a spreadsheet copy) or comma-separated with quotes. */
function cellsOf(line: string): string[] {
  if (line.includes('\t')) return line.split('\t').map((cell) => cell.trim());
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

/** Pasted text → rows (Category, Name, Description, Pricing unit); a header line is skipped. */
export function parsePastedRows(text: string): TDraftRow[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const rows = lines.map(cellsOf);
  if (rows[0] && /^category/i.test(rows[0][0] ?? '') && /^(service )?name/i.test(rows[0][1] ?? '')) rows.shift();
  return rows.map(([categoryName = '', name = '', description = '', unit = '']) => ({ ...emptyRow(), categoryName, name, description, unit }));
}

export const toBulkInput = (row: TDraftRow): TServiceBulkRowInput => ({
  categoryName: row.categoryName,
  name: row.name,
  description: row.description,
  unit: row.unit,
});
