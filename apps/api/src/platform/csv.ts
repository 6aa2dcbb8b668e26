/**
 * RFC 4180 CSV, read incrementally: feed text as it arrives and take the records completed so
 * far, so a reader can stop at a row limit without holding the rest of the file.
 */
export class CsvRecordReader {
  private row: string[] = [];
  private field = '';
  /** `quote-in-quoted`: a quote inside quotes, which a second quote (maybe in the next chunk) makes literal. */
  private state: 'unquoted' | 'quoted' | 'quote-in-quoted' = 'unquoted';
  private pendingCr = false;
  private started = false;

  /** Records completed by this chunk; blank records are dropped. */
  push(chunk: string): string[][] {
    const done: string[][] = [];
    let input = chunk;
    if (!this.started && input.length > 0) {
      this.started = true;
      if (input.charCodeAt(0) === 0xfeff) input = input.slice(1);
    }
    for (const c of input) {
      if (this.pendingCr) {
        this.pendingCr = false;
        if (c === '\n') continue;
      }
      if (this.state === 'quoted') {
        if (c === '"') this.state = 'quote-in-quoted';
        else this.field += c;
        continue;
      }
      if (this.state === 'quote-in-quoted') {
        this.state = c === '"' ? 'quoted' : 'unquoted';
        if (c === '"') {
          this.field += '"';
          continue;
        }
      }
      if (c === '"' && this.field === '') this.state = 'quoted';
      else if (c === ',') this.endField();
      else if (c === '\n' || c === '\r') {
        this.pendingCr = c === '\r';
        this.endRecord(done);
      } else this.field += c;
    }
    return done;
  }

  /** The last record when the input does not end with a line break. */
  end(): string[][] {
    const done: string[][] = [];
    if (this.field !== '' || this.row.length > 0) this.endRecord(done);
    return done;
  }

  private endField(): void {
    this.row.push(this.field);
    this.field = '';
  }

  private endRecord(done: string[][]): void {
    this.endField();
    if (this.row.some((cell) => cell.trim() !== '')) done.push(this.row);
    this.row = [];
  }
}

/** A whole CSV text's records (blank ones dropped). */
export function parseCsv(text: string): string[][] {
  const reader = new CsvRecordReader();
  return [...reader.push(text), ...reader.end()];
}

/** Records from a byte stream, decoded as UTF-8 across chunk boundaries. */
export async function* readCsvRecords(source: AsyncIterable<Buffer | string>): AsyncGenerator<string[]> {
  const reader = new CsvRecordReader();
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of source) {
    yield* reader.push(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
  }
  yield* reader.push(decoder.decode());
  yield* reader.end();
}

/**
 * Spreadsheet programs run a cell that begins with one of these as a formula (OWASP "CSV
 * injection"); a plain number such as a phone code `+1` or `-5` runs as itself and is harmless.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** Text a spreadsheet shows as written: a leading apostrophe keeps it from being a formula. */
export const neutralizeFormula = (value: string): string => (FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value);

/** Undoes `neutralizeFormula` on a cell read back from a file the product wrote. */
export const restoreNeutralized = (value: string): string => (value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value);

const cell = (raw: string) => {
  const value = neutralizeFormula(raw);
  return /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
};

/** One CSV record with its line break; every CSV the product writes goes through here. */
export const csvLine = (values: readonly string[]): string => `${values.map(cell).join(',')}\r\n`;

/** A whole file, with the byte-order mark that makes spreadsheet programs read UTF-8. */
export const toCsv = (rows: readonly (readonly string[])[]): string => `\uFEFF${rows.map(csvLine).join('')}`;
