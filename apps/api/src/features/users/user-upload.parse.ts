import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { USER_UPLOAD_COLUMNS, USER_UPLOAD_MAX_ROWS } from '@procura/shared';
import { parseCsv } from '../../platform/csv.js';

export interface TUploadRow {
  /** 1-based row number in the sheet, header included, as a spreadsheet shows it. */
  line: number;
  values: Record<(typeof USER_UPLOAD_COLUMNS)[number], string>;
}

/** Reads the sheet's rows under the header; a wrong header is the whole file's error. */
export async function readUploadRows(fileName: string, content: Buffer): Promise<TUploadRow[]> {
  const table = fileName.toLowerCase().endsWith('.xlsx') ? await readXlsx(content) : parseCsv(content.toString('utf8'));
  const [header, ...rows] = table;
  const normalized = (header ?? []).map((h) => h.trim().toLowerCase());
  const index = USER_UPLOAD_COLUMNS.map((column) => normalized.indexOf(column.toLowerCase()));
  const missing = USER_UPLOAD_COLUMNS.filter((_, i) => index[i] === -1 && i < 3);
  if (missing.length) throw new Error(`The file's header row lacks ${missing.join(', ')}. Download the template and keep its first row.`);
  if (rows.length > USER_UPLOAD_MAX_ROWS) throw new Error(`The file has ${rows.length} rows; the limit is ${USER_UPLOAD_MAX_ROWS}. Split it and upload each part.`);
  return rows.map((row, r) => ({
    line: r + 2,
    values: Object.fromEntries(USER_UPLOAD_COLUMNS.map((column, i) => [column, index[i] === -1 ? '' : (row[index[i]] ?? '').trim()])) as TUploadRow['values'],
  }));
}

async function readXlsx(content: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([content]));
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values: string[] = [];
    for (let c = 1; c <= Math.max(row.cellCount, USER_UPLOAD_COLUMNS.length); c += 1) values.push(row.getCell(c).text ?? '');
    rows.push(values);
  });
  return rows;
}
