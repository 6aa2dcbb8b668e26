import { Readable } from 'node:stream';
import { PROPERTY_IMPORT_COLUMNS, PROPERTY_IMPORT_MAX_ROWS } from '@procura/shared';
import { readCsvRecords, restoreNeutralized } from '../../platform/csv.js';
import { badRequest, HttpError } from '../../platform/errors.js';
import { guardZip, OFFICE_ZIP_LIMITS, ZipRejectedError, type TZipEntry } from '../../platform/zip-guard.js';
import { readXlsxGrid } from './property-import.xlsx.js';

export type TPropertyImportColumn = (typeof PROPERTY_IMPORT_COLUMNS)[number];

export interface TPropertyImportRow {
  /** 1-based row number in the sheet, header included, as a spreadsheet shows it. */
  line: number;
  values: Record<TPropertyImportColumn, string>;
}

/** Columns a file must have; the rest may be left out (the Client when the upload names one). */
const REQUIRED_HEADERS: readonly TPropertyImportColumn[] = ['Property Name', 'Property Code'];

export const isXlsxName = (fileName: string) => fileName.toLowerCase().endsWith('.xlsx');

/**
 * Refuses an XLSX that is not a sane ZIP before anything inflates it (a few kilobytes can
 * unpack to gigabytes); the message names the file and is the uploader's to fix.
 */
export async function assertSafePropertyFile(fileName: string, content: Buffer): Promise<TZipEntry[]> {
  if (!isXlsxName(fileName)) return [];
  try {
    return await guardZip(content, OFFICE_ZIP_LIMITS);
  } catch (error) {
    if (!(error instanceof ZipRejectedError)) throw error;
    const message = `"${fileName}" cannot be read: ${error.message}.`;
    throw new HttpError(error.kind === 'too-large' ? 413 : 400, message, { file: [message] });
  }
}

/**
 * The sheet's rows under the header, read as a stream; past PROPERTY_IMPORT_MAX_ROWS it stops
 * with the file's error, so a larger file is never parsed whole.
 */
export async function readPropertyRows(fileName: string, content: Buffer): Promise<TPropertyImportRow[]> {
  const entries = await assertSafePropertyFile(fileName, content);
  const records = isXlsxName(fileName) ? readXlsxGrid(content, entries) : readCsvRecords(Readable.from([content]));
  let index: number[] | null = null;
  const rows: TPropertyImportRow[] = [];
  for await (const { line, cells } of numbered(records)) {
    if (!index) {
      index = headerIndex(fileName, cells);
      continue;
    }
    if (rows.length === PROPERTY_IMPORT_MAX_ROWS) {
      throw badRequest(`"${fileName}" has more than ${PROPERTY_IMPORT_MAX_ROWS} properties; the limit is ${PROPERTY_IMPORT_MAX_ROWS}. Split it and upload each part.`);
    }
    const columns = index;
    const values = {} as Record<TPropertyImportColumn, string>;
    for (const [i, column] of PROPERTY_IMPORT_COLUMNS.entries()) values[column] = columns[i] === -1 ? '' : restoreNeutralized((cells[columns[i]] ?? '').trim());
    rows.push({ line, values });
  }
  if (!index) headerIndex(fileName, []);
  return rows;
}

/** CSV records carry no line numbers; XLSX ones do (blank rows are skipped but counted). */
async function* numbered(records: AsyncIterable<string[] | { line: number; cells: string[] }>): AsyncGenerator<{ line: number; cells: string[] }> {
  let line = 0;
  for await (const record of records) {
    line += 1;
    yield Array.isArray(record) ? { line, cells: record } : record;
  }
}

function headerIndex(fileName: string, header: readonly string[]): number[] {
  const normalized = header.map((h) => h.trim().toLowerCase());
  const index = PROPERTY_IMPORT_COLUMNS.map((column) => normalized.indexOf(column.toLowerCase()));
  const missing = REQUIRED_HEADERS.filter((column) => index[PROPERTY_IMPORT_COLUMNS.indexOf(column)] === -1);
  if (missing.length) {
    throw badRequest(`The header row of "${fileName}" lacks ${missing.join(', ')}. Its first row names the columns: ${PROPERTY_IMPORT_COLUMNS.join(', ')}.`);
  }
  return index;
}
