import { Readable } from 'node:stream';
import { USER_UPLOAD_COLUMNS, USER_UPLOAD_MAX_ROWS } from '@procura/shared';
import { readCsvRecords, restoreNeutralized } from '../../platform/csv.js';
import { badRequest, HttpError } from '../../platform/errors.js';
import { guardZip, OFFICE_ZIP_LIMITS, ZipRejectedError } from '../../platform/zip-guard.js';

export interface TUploadRow {
  /** 1-based row number in the sheet, header included, as a spreadsheet shows it. */
  line: number;
  values: Record<(typeof USER_UPLOAD_COLUMNS)[number], string>;
}

export const isXlsxName = (fileName: string) => fileName.toLowerCase().endsWith('.xlsx');

/**
 * Refuses an XLSX that is not a sane ZIP before anything inflates it (a few kilobytes can
 * unpack to gigabytes); the error names the file and is the uploader's to fix.
 */
export async function assertSafeUpload(fileName: string, content: Buffer): Promise<void> {
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
 * Reads the sheet's rows under the header, streaming, and stops past the row limit: a file
 * with more rows never gets parsed whole. A wrong header or too many rows is the file's error.
 */
export async function readUploadRows(fileName: string, content: Buffer): Promise<TUploadRow[]> {
  await assertSafeUpload(fileName, content);
  const records = isXlsxName(fileName) ? readXlsxRecords(content) : readCsvRecords(Readable.from([content]));
  let index: number[] | null = null;
  const rows: TUploadRow[] = [];
  let line = 1;
  for await (const record of records) {
    if (!index) {
      index = headerIndex(fileName, record);
      continue;
    }
    line += 1;
    if (rows.length === USER_UPLOAD_MAX_ROWS) {
      throw badRequest(`"${fileName}" has more than ${USER_UPLOAD_MAX_ROWS} rows; the limit is ${USER_UPLOAD_MAX_ROWS}. Split it and upload each part.`);
    }
    const columns = index;
    rows.push({
      line,
      values: Object.fromEntries(
        USER_UPLOAD_COLUMNS.map((column, i) => [column, columns[i] === -1 ? '' : restoreNeutralized((record[columns[i]] ?? '').trim())]),
      ) as TUploadRow['values'],
    });
  }
  if (!index) headerIndex(fileName, []);
  return rows;
}

function headerIndex(fileName: string, header: readonly string[]): number[] {
  const normalized = header.map((h) => h.trim().toLowerCase());
  const index = USER_UPLOAD_COLUMNS.map((column) => normalized.indexOf(column.toLowerCase()));
  const missing = USER_UPLOAD_COLUMNS.filter((_, i) => index[i] === -1 && i < 3);
  if (missing.length) throw badRequest(`The header row of "${fileName}" lacks ${missing.join(', ')}. Download the template and keep its first row.`);
  return index;
}

/** The first worksheet's non-blank rows, through exceljs's streaming reader. */
async function* readXlsxRecords(content: Buffer): AsyncGenerator<string[]> {
  // Loaded at first use, not with the app (docs/contributing.md "Tests": heavy packages).
  const { default: ExcelJS } = await import('exceljs');
  const input = Readable.from([content]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values: string[] = [];
        for (let c = 1; c <= Math.max(row.cellCount, USER_UPLOAD_COLUMNS.length); c += 1) values.push(row.getCell(c).text ?? '');
        if (values.some((v) => v.trim() !== '')) yield values;
      }
      return;
    }
  } finally {
    input.destroy();
  }
}
