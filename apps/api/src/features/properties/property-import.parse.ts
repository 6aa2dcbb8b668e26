import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { PROPERTY_IMPORT_COLUMNS, PROPERTY_IMPORT_MAX_ROWS } from '@procura/shared';
import { readCsvRecords, restoreNeutralized } from '../../platform/csv.js';
import { badRequest, HttpError } from '../../platform/errors.js';
import { guardZip, OFFICE_ZIP_LIMITS, ZipRejectedError } from '../../platform/zip-guard.js';

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
export async function assertSafePropertyFile(fileName: string, content: Buffer): Promise<void> {
  if (!isXlsxName(fileName)) return;
  try {
    await guardZip(content, OFFICE_ZIP_LIMITS);
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
  await assertSafePropertyFile(fileName, content);
  const records = isXlsxName(fileName) ? readXlsxRecords(content) : readCsvRecords(Readable.from([content]));
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

/** A cell as text: numbers as written, a formula by its cached result (never evaluated). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  if ('error' in value) return '';
  return '';
}

/** The first worksheet's non-blank rows, through exceljs's streaming reader. */
async function* readXlsxRecords(content: Buffer): AsyncGenerator<{ line: number; cells: string[] }> {
  const input = Readable.from([content]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', entries: 'ignore' });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        // row.values is 1-based (index 0 is empty).
        const raw = row.values as ExcelJS.CellValue[];
        const cells: string[] = [];
        for (let c = 1; c < raw.length; c += 1) cells.push(cellText(raw[c]));
        if (cells.some((v) => v.trim() !== '')) yield { line: row.number, cells };
      }
      return;
    }
  } finally {
    input.destroy();
  }
}
