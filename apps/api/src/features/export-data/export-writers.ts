import type { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { csvLine } from '../../platform/csv.js';

export interface TRowWriter {
  add(values: readonly string[]): void;
  finish(): Promise<void>;
}

/** CSV with a BOM, so spreadsheet programs read it as UTF-8. */
export function csvWriter(stream: PassThrough, headers: readonly string[]): TRowWriter {
  stream.write(`\uFEFF${csvLine(headers)}`);
  return {
    add: (values) => stream.write(csvLine(values)),
    finish: async () => {
      stream.end();
    },
  };
}

/** exceljs's streaming writer: rows are flushed as they come, never a whole workbook in memory. */
export function xlsxWriter(stream: PassThrough, sheetName: string, columns: readonly { header: string; width: number }[]): TRowWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    add: (values) => sheet.addRow([...values]).commit(),
    finish: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
}
