import type { PassThrough } from 'node:stream';
import { csvLine } from '../../platform/csv.js';
import type { TExportCell } from './export-definition.js';

export interface TRowWriter {
  add(values: readonly TExportCell[]): void;
  finish(): Promise<void>;
}

/** A date in a CSV: UTC, to the second ("2026-11-22 14:05:09"), as spreadsheet programs read it. */
const csvDate = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19);
const csvText = (value: TExportCell) => (value === null ? '' : value instanceof Date ? csvDate(value) : String(value));

/** CSV with a BOM, so spreadsheet programs read it as UTF-8; every cell through csvLine (formulas neutralised). */
export function csvWriter(stream: PassThrough, headers: readonly string[]): TRowWriter {
  stream.write(`\uFEFF${csvLine(headers)}`);
  return {
    add: (values) => stream.write(csvLine(values.map(csvText))),
    finish: async () => {
      stream.end();
    },
  };
}

/**
 * exceljs's streaming writer: rows are flushed as they come, never a whole workbook in memory.
 * Cells keep their type (numbers and dates stay numbers and dates); a string cell is never a
 * formula in XLSX, whatever it starts with.
 */
export async function xlsxWriter(
  stream: PassThrough,
  sheetName: string,
  columns: readonly { header: string; width: number; numFmt?: string }[],
): Promise<TRowWriter> {
  // Loaded at first use, not with the app (docs/contributing.md "Tests": heavy packages).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width, ...(c.numFmt && { style: { numFmt: c.numFmt } }) }));
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
