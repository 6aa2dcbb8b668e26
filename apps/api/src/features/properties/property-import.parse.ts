import { PROPERTY_IMPORT_COLUMNS, PROPERTY_IMPORT_MAX_ROWS } from '@procura/shared';
import { restoreNeutralized } from '../../platform/csv.js';
import { badRequest, HttpError } from '../../platform/errors.js';
import { isolatedModule, type TRunIsolated } from '../../platform/isolated.js';
import type { TZipEntry } from '../../platform/zip-guard.js';
import { guardPropertyFile, isXlsxName, type TUnpackedGrid } from './property-import.unpack.js';
import type * as Unpack from './property-import.unpack.js';

export { isXlsxName };

export type TPropertyImportColumn = (typeof PROPERTY_IMPORT_COLUMNS)[number];

export interface TPropertyImportRow {
  /** 1-based row number in the sheet, header included, as a spreadsheet shows it. */
  line: number;
  values: Record<TPropertyImportColumn, string>;
}

/** Columns a file must have; the rest may be left out (the Client when the upload names one). */
const REQUIRED_HEADERS: readonly TPropertyImportColumn[] = ['Property Name', 'Property Code'];

/** Unpacking runs in a child with the job heap cap (issue #7): a hostile file kills only that. */
const UNPACK = isolatedModule<typeof Unpack>(import.meta, 'property-import.unpack');

function refusal(fileName: string, { kind, message }: Extract<TUnpackedGrid, { ok: false }>): HttpError {
  const text = `"${fileName}" cannot be read: ${message}.`;
  return new HttpError(kind === 'too-large' ? 413 : 400, text, { file: [text] });
}

/**
 * Refuses an XLSX that is not a sane ZIP before anything inflates it (a few kilobytes can
 * unpack to gigabytes); the message names the file and is the uploader's to fix.
 */
export async function assertSafePropertyFile(fileName: string, content: Buffer): Promise<TZipEntry[]> {
  const guarded = await guardPropertyFile(fileName, content);
  if (!guarded.ok) throw refusal(fileName, guarded);
  return guarded.entries;
}

/**
 * The sheet's rows under the header, unpacked in the capped child and streamed there; past
 * PROPERTY_IMPORT_MAX_ROWS it stops with the file's error, so a larger file is never read whole.
 */
export async function readPropertyRows(isolate: TRunIsolated, fileName: string, content: Buffer): Promise<TPropertyImportRow[]> {
  // The header, the limit's rows, and one more to know the file is over it.
  const unpacked = await isolate(UNPACK, 'unpackPropertyFile', [fileName, content, PROPERTY_IMPORT_MAX_ROWS + 2]);
  if (!unpacked.ok) throw refusal(fileName, unpacked);
  return propertyRowsOf(fileName, JSON.parse(unpacked.grid) as [number, ...string[]][]);
}

/** The grid's records as rows of the import's columns, found by their header names in any order. */
export function propertyRowsOf(fileName: string, grid: readonly [number, ...string[]][]): TPropertyImportRow[] {
  if (grid.length === 0) headerIndex(fileName, []);
  if (grid.length - 1 > PROPERTY_IMPORT_MAX_ROWS) {
    throw badRequest(
      `"${fileName}" has more than ${PROPERTY_IMPORT_MAX_ROWS} properties; the limit is ${PROPERTY_IMPORT_MAX_ROWS}. Split it and upload each part.`,
    );
  }
  const [, ...header] = grid[0];
  // Cell i of a record is at i + 1 (its line comes first); -1 when the file lacks the column.
  const at = headerIndex(fileName, header).map((i) => (i === -1 ? -1 : i + 1));
  const rows: TPropertyImportRow[] = new Array(grid.length - 1);
  for (let r = 1; r < grid.length; r++) {
    const record = grid[r];
    const values = {} as Record<TPropertyImportColumn, string>;
    for (let c = 0; c < PROPERTY_IMPORT_COLUMNS.length; c++) {
      const cell = at[c] === -1 ? undefined : record[at[c]];
      values[PROPERTY_IMPORT_COLUMNS[c]] = typeof cell === 'string' && cell !== '' ? restoreNeutralized(cell.trim()) : '';
    }
    rows[r - 1] = { line: record[0], values };
  }
  return rows;
}

function headerIndex(fileName: string, header: readonly string[]): number[] {
  const normalized = header.map((h) => (h ?? '').trim().toLowerCase());
  const index = PROPERTY_IMPORT_COLUMNS.map((column) => normalized.indexOf(column.toLowerCase()));
  const missing = REQUIRED_HEADERS.filter((column) => index[PROPERTY_IMPORT_COLUMNS.indexOf(column)] === -1);
  if (missing.length) {
    throw badRequest(`The header row of "${fileName}" lacks ${missing.join(', ')}. Its first row names the columns: ${PROPERTY_IMPORT_COLUMNS.join(', ')}.`);
  }
  return index;
}
