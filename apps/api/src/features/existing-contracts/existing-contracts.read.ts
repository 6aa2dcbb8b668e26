import PizZip from 'pizzip';
import { uploadTypeOfFileName, type TContractExtraction, type TExtractionPage } from '@procura/shared';
import { readDocumentText } from '../../platform/documents/document-text.js';
import { HttpError } from '../../platform/errors.js';
import { guardZip } from '../../platform/zip-guard.js';
import { extractRules } from './extraction/contract-rules.js';

/*
 * The part of the existing-contracts job that opens uploaded bytes: it runs in the capped
 * child (platform/isolated.ts), so a hostile file costs that process, never the API. Pure:
 * bytes in, plain values out.
 */

/** What is read of one contract: far more than any contract, far less than hurts the child. */
const MAX_CHARS = 2_000_000;
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

/** The document's pages as text, then the rules extractor over them (docs/contracts.md "Reading existing contracts"). */
export async function readAndExtract(bytes: Uint8Array, fileName: string, serviceNames: readonly string[]): Promise<TContractExtraction> {
  const type = uploadTypeOfFileName(fileName);
  if (!type) throw new HttpError(400, `"${fileName}" is not a PDF or Word document.`);
  const read = await readDocumentText(fileName, type, bytes, { maxChars: MAX_CHARS, field: 'file' });
  const pages: TExtractionPage[] =
    read.pages.length > 0
      ? read.pages.map((p) => ({ number: p.page, text: read.text.slice(p.start, p.end), ocr: false }))
      : [{ number: 1, text: read.text, ocr: false }];
  const extraction = extractRules(pages, { services: serviceNames });
  if (read.truncated)
    extraction.warnings.push(`Only the beginning of "${fileName}" was read: it is longer than ${MAX_CHARS.toLocaleString('en-US')} characters.`);
  if (pages.every((p) => p.text.trim() === '')) extraction.warnings.push(`"${fileName}" has no text layer (a scan): nothing could be read.`);
  return extraction;
}
