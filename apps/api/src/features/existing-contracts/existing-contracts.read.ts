import PizZip from 'pizzip';
import { guardZip } from '../../platform/zip-guard.js';

/*
 * The part of the existing-contracts job that opens an uploaded archive: it runs in the capped
 * child (platform/isolated.ts), so a hostile file costs that process, never the API. Pure:
 * bytes in, plain values out. Each document is then read in the same child by the extraction's
 * entry point (extraction/contract-extract.ts).
 */

const CONTRACT_ENTRY = /\.(pdf|docx)$/i;

/** The contracts inside an archive (PDF and Word entries; folders, hidden and macOS files skipped), checked again by the zip guard. */
export async function unpackContracts(bytes: Uint8Array, limits: Parameters<typeof guardZip>[1]): Promise<{ name: string; bytes: Uint8Array }[]> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  await guardZip(buffer, limits);
  const zip = new PizZip(buffer);
  const entries: { name: string; bytes: Uint8Array }[] = [];
  for (const entry of Object.values(zip.files)) {
    const base = entry.name.split('/').pop() ?? '';
    if (entry.dir || !CONTRACT_ENTRY.test(base) || base.startsWith('.') || entry.name.startsWith('__MACOSX/')) continue;
    entries.push({ name: base, bytes: entry.asUint8Array() });
  }
  return entries;
}
