import { Readable } from 'node:stream';
import { readCsvRecords } from '../../platform/csv.js';
import { guardZip, OFFICE_ZIP_LIMITS, ZipRejectedError } from '../../platform/zip-guard.js';
import { readXlsxGrid } from './property-import.xlsx.js';

/*
 * The part of a property import that runs in the capped child (platform/isolated.ts): the
 * upload unpacked into a grid of text. Only Node's own modules and the small readers here are
 * imported — no zod, no shared contracts, no HTTP errors — so a cold child starts in the time
 * node and tsx take, and a refusal comes back as a value the parent words.
 */

export const isXlsxName = (fileName: string) => fileName.toLowerCase().endsWith('.xlsx');

export type TUnpackedGrid =
  /**
   * `grid`: JSON of `[line, ...cells][]`, the header record first. One string crosses the
   * process boundary as one copy; 10,000 row objects took several times longer to clone.
   * `records`: how many it holds; at most `maxRecords`, so a larger file is never read whole.
   */
  { ok: true; grid: string; records: number } | { ok: false; kind: ZipRejectedError['kind']; message: string };

/** The archive's entries after the zip guard, or its refusal (an empty list for CSV). */
export async function guardPropertyFile(
  fileName: string,
  content: Buffer,
): Promise<{ ok: true; entries: Awaited<ReturnType<typeof guardZip>> } | Extract<TUnpackedGrid, { ok: false }>> {
  if (!isXlsxName(fileName)) return { ok: true, entries: [] };
  try {
    return { ok: true, entries: await guardZip(content, OFFICE_ZIP_LIMITS) };
  } catch (error) {
    if (error instanceof ZipRejectedError) return { ok: false, kind: error.kind, message: error.message };
    throw error;
  }
}

/**
 * The first `maxRecords` records of the upload (XLSX: the first sheet's non-blank rows with
 * their sheet row numbers; CSV: every record, numbered from 1), cells as the file has them.
 */
export async function unpackPropertyFile(fileName: string, content: Buffer, maxRecords: number): Promise<TUnpackedGrid> {
  const guarded = await guardPropertyFile(fileName, content);
  if (!guarded.ok) return guarded;
  const records = isXlsxName(fileName) ? readXlsxGrid(content, guarded.entries) : readCsvRecords(Readable.from([content]));
  const grid: (number | string)[][] = [];
  let line = 0;
  for await (const record of records) {
    line += 1;
    grid.push(Array.isArray(record) ? [line, ...record] : [record.line, ...record.cells]);
    if (grid.length === maxRecords) break;
  }
  return { ok: true, grid: JSON.stringify(grid), records: grid.length };
}
