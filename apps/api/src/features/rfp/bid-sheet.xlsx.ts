import type ExcelJS from 'exceljs';
import { BID_SHEET_COLUMNS, BID_SHEET_NAME, BID_UNIT_LABELS, BID_UNITS, type TBidLineResult, type TBidSheetColumn } from '@procura/shared';
import type { TBidSheetLineRow } from './bid-sheet.repo.js';
import { columnLetter } from './bid-sheet.parse.js';

const WIDTHS: Record<TBidSheetColumn, number> = {
  Line: 38,
  Property: 32,
  Code: 14,
  Address: 30,
  City: 16,
  State: 7,
  Service: 26,
  Price: 12,
  Unit: 16,
  'Quantity per year': 12,
  Notes: 30,
  Exclusions: 30,
  Alternate: 30,
};

/** exceljs's worksheet holds its range validations here; its type declarations omit it. */
interface TWithDataValidations {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
}

/**
 * The bid sheet (docs/rfp.md "Bid sheet"): one row per line of the RFP with what the vendor has
 * drafted, the unit a list to choose from, the columns that name the line locked against
 * edits by mistake (not a secret: the sheet has no password).
 */
export async function writeBidSheet(lines: readonly TBidSheetLineRow[], draft: readonly TBidLineResult[]): Promise<Buffer> {
  // Loaded at first use, not with the app (docs/contributing.md "Tests": heavy packages).
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  const sheet = book.addWorksheet(BID_SHEET_NAME, { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
  sheet.columns = BID_SHEET_COLUMNS.map((header) => ({ header, key: header, width: WIDTHS[header] }));
  sheet.getRow(1).font = { bold: true };
  const drafted = new Map(draft.map((l) => [l.rfpLineId, l]));
  for (const line of lines) {
    const d = drafted.get(line.id);
    sheet.addRow([
      line.id,
      line.propertyName,
      line.propertyCode,
      line.addressLine1 ?? '',
      line.cityName ?? '',
      line.stateCode ?? '',
      line.serviceName,
      d?.price ?? null,
      d ? BID_UNIT_LABELS[d.unit] : '',
      d?.quantityPerYear ?? null,
      d?.notes ?? '',
      d?.exclusions ?? '',
      d?.alternate ?? '',
    ]);
  }
  const units = `"${BID_UNITS.map((u) => BID_UNIT_LABELS[u]).join(',')}"`;
  const col = (name: TBidSheetColumn) => columnLetter(BID_SHEET_COLUMNS.indexOf(name));
  // One validation over each column's range (one <dataValidation> each) rather than one per
  // cell: exceljs compares every cell's validation with its neighbours' when writing, which took
  // seconds for a sheet of thousands of lines.
  const last = Math.max(lines.length + 1, 2);
  const validations = (sheet as unknown as TWithDataValidations).dataValidations;
  validations.add(`${col('Unit')}2:${col('Unit')}${last}`, {
    type: 'list',
    allowBlank: true,
    formulae: [units],
    showErrorMessage: true,
    errorTitle: 'Unit',
    error: 'Choose a unit from the list.',
  });
  validations.add(`${col('Price')}2:${col('Price')}${last}`, {
    type: 'decimal',
    operator: 'greaterThanOrEqual',
    allowBlank: true,
    formulae: [0],
    showErrorMessage: true,
    error: 'Enter the price as a number, 0 or more.',
  });
  sheet.getColumn(col('Price')).numFmt = '#,##0.00';
  return Buffer.from(await book.xlsx.writeBuffer());
}
