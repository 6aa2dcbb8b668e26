import { guardZip, OFFICE_ZIP_LIMITS, ZipRejectedError } from '../../platform/zip-guard.js';
import { readXlsxGrid } from '../properties/property-import.xlsx.js';

/*
 * The part of a bid sheet upload that runs in the capped child (platform/isolated.ts): the
 * archive checked by the zip guard, then the first sheet's rows as text. Only Node's modules and
 * the small readers are imported, so a cold child starts fast; a refusal comes back as a value.
 */

export type TBidSheetGrid = { ok: true; grid: string; records: number } | { ok: false; kind: ZipRejectedError['kind']; message: string };

/** The first `maxRecords` non-blank rows of the first sheet, as JSON of `[row, ...cells][]`. */
export async function unpackBidSheet(content: Uint8Array, maxRecords: number): Promise<TBidSheetGrid> {
  const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  let entries;
  try {
    entries = await guardZip(bytes, OFFICE_ZIP_LIMITS);
  } catch (error) {
    if (error instanceof ZipRejectedError) return { ok: false, kind: error.kind, message: error.message };
    throw error;
  }
  const grid: (number | string)[][] = [];
  for await (const record of readXlsxGrid(bytes, entries)) {
    grid.push([record.line, ...record.cells]);
    if (grid.length === maxRecords) break;
  }
  return { ok: true, grid: JSON.stringify(grid), records: grid.length };
}
