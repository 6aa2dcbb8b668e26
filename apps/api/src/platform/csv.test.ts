import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csvLine, parseCsv, readCsvRecords, restoreNeutralized, toCsv } from './csv.js';

describe('csv', () => {
  it('keeps spreadsheet programs from running cells as formulas, and leaves plain numbers alone', () => {
    expect(csvLine(['=HYPERLINK("http://evil","x")', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx', '+1', '-5', '3.5', 'Ann'])).toBe(
      `"'=HYPERLINK(""http://evil"",""x"")",'+SUM(A1),'-2+3,'@cmd,'\tx,"'\rx",+1,-5,3.5,Ann\r\n`,
    );
    expect(parseCsv(toCsv([['=1+1']]))).toEqual([["'=1+1"]]);
    expect(restoreNeutralized("'=1+1")).toBe('=1+1');
    expect(restoreNeutralized("'quoted")).toBe("'quoted");
  });

  it('reads records across chunk boundaries: quotes, doubled quotes, CRLF and multi-byte characters', async () => {
    const text = '\uFEFFa,"b ""x""\r\nc",Zoë\r\n\r\nd,e,f';
    const bytes = Buffer.from(text, 'utf8');
    const whole = parseCsv(text);
    expect(whole).toEqual([
      ['a', 'b "x"\r\nc', 'Zoë'],
      ['d', 'e', 'f'],
    ]);
    for (let split = 1; split < bytes.length; split += 1) {
      const records: string[][] = [];
      for await (const record of readCsvRecords(Readable.from([bytes.subarray(0, split), bytes.subarray(split)]))) records.push(record);
      expect(records, `split at ${split}`).toEqual(whole);
    }
  });
});
