import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { guardZip } from '../../platform/zip-guard.js';
import { readXlsxGrid } from './property-import.xlsx.js';

async function grid(buffer: Buffer) {
  const rows: { line: number; cells: string[] }[] = [];
  for await (const row of readXlsxGrid(buffer, await guardZip(buffer))) rows.push(row);
  return rows;
}

describe('XLSX grid reader', () => {
  it('reads shared strings, rich text, numbers, booleans, formulas by their result, entities and gaps', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('First');
    sheet.addRow(['only the first sheet is read']);
    sheet.addRow(['A & B <c> "d"', 60601, true, { formula: '1+1', result: 2 }, { richText: [{ text: 'Bold ', font: { bold: true } }, { text: 'plain' }] }]);
    sheet.getRow(5).getCell(3).value = 'far away';
    sheet.getRow(5).getCell(1).value = '=not a formula, a string';
    sheet.getRow(6).getCell(2).value = 'ünïcödé 🏠\ttab';
    workbook.addWorksheet('Second').addRow(['ignored']);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await grid(buffer)).toEqual([
      { line: 1, cells: ['only the first sheet is read'] },
      { line: 2, cells: ['A & B <c> "d"', '60601', 'TRUE', '2', 'Bold plain'] },
      { line: 5, cells: ['=not a formula, a string', '', 'far away'] },
      { line: 6, cells: ['', 'ünïcödé 🏠\ttab'] },
    ]);
  });

  it('reads what exceljs’s streaming writer writes (inline strings), across many inflated chunks', async () => {
    const stream = new PassThrough();
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
    const sheet = writer.addWorksheet('Rows');
    for (let i = 1; i <= 5000; i++) sheet.addRow([`name ${i}`, i, i % 2 ? null : 'x & y']).commit();
    sheet.commit();
    await writer.commit();
    const rows = await grid(Buffer.concat(chunks));
    expect(rows).toHaveLength(5000);
    expect(rows[4999]).toEqual({ line: 5000, cells: ['name 5000', '5000', 'x & y'] });
    expect(rows[0]).toEqual({ line: 1, cells: ['name 1', '1'] });
  });
});
