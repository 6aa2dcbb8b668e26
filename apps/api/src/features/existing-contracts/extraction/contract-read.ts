import type { TExtractionPage } from '@procura/shared';
import type * as Mupdf from 'mupdf';
import { getDocumentProxy } from 'unpdf';
import { DOCX_TYPE, readDocumentText } from '../../../platform/documents/document-text.js';
import { HttpError } from '../../../platform/errors.js';
import { ocrImage, renderPage, stopOcr } from './contract-ocr.js';

/*
 * An uploaded contract as page texts (docs/contracts.md "Reading existing contracts"). Runs in
 * the capped child (platform/isolated.ts): the file is hostile. The text layer is read with
 * unpdf, as the SOW upload reads it; a page without one (a scan) is drawn by mupdf and read by
 * OCR. What is refused says why; what is only partly read says so in `warnings`:
 * - password-protected: refused (nothing can be read without the password);
 * - a broken cross-reference table: mupdf and pdf.js rebuild it, as viewers do;
 * - thousands of pages: the first PAGES_READ are read;
 * - JavaScript: never run (pdf.js without eval, mupdf with its JavaScript off), noted;
 * - an image too large to draw: the page is not OCR'd.
 */

export const PAGES_READ = 300;
export const OCR_PAGES = 25;
/** A page with fewer letters than this has no text layer worth reading. */
const TEXT_LAYER_MIN = 16;
/** Characters kept per page: a page of a contract holds ~5,000; this leaves room for small print. */
const PAGE_CHARS = 40_000;
/** Declared image size above which a page is not drawn for OCR (decoding it would take gigabytes). */
export const IMAGE_PIXEL_CAP = 60_000_000;

export interface TReadContract {
  pages: TExtractionPage[];
  /** Pages in the document (more than `pages` when it was cut). */
  pageCount: number;
  warnings: string[];
}

const refuse = (fileName: string, field: string, why: string) =>
  new HttpError(400, `"${fileName}" could not be read: ${why}.`, { [field]: [`The file could not be read: ${why}.`] });

export async function readContractDocument(bytes: Uint8Array, fileName: string, field = 'fileKey'): Promise<TReadContract> {
  const head = new TextDecoder().decode(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) return readPdf(bytes, fileName, field);
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    const read = await readDocumentText(fileName, DOCX_TYPE, bytes, { maxChars: PAGES_READ * 5_000, field });
    const warnings = read.truncated ? [`"${fileName}" is longer than is read: only its beginning was.`] : [];
    return { pages: [{ number: 1, text: read.text, ocr: false }], pageCount: 1, warnings };
  }
  throw refuse(fileName, field, 'only PDF and Word (.docx) contracts can be read');
}

async function readPdf(bytes: Uint8Array, fileName: string, field: string): Promise<TReadContract> {
  const mupdf = await import('mupdf');
  let doc: Mupdf.Document;
  try {
    doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  } catch {
    throw refuse(fileName, field, 'it is not a readable PDF');
  }
  try {
    if (doc.needsPassword()) throw refuse(fileName, field, 'it is protected by a password; upload a copy without one');
    const warnings: string[] = [];
    const pdf = doc.asPDF();
    pdf?.disableJS();
    if (pdf && hasJavaScript(pdf)) warnings.push(`"${fileName}" contains JavaScript, which was not run.`);
    const pageCount = doc.countPages();
    if (pageCount === 0) throw refuse(fileName, field, 'it has no pages');
    const toRead = Math.min(pageCount, PAGES_READ);
    if (pageCount > toRead) warnings.push(`"${fileName}" has ${pageCount.toLocaleString('en-US')} pages: only the first ${toRead} were read.`);

    const texts = await textLayer(bytes, toRead).catch(() => null);
    const pages: TExtractionPage[] = [];
    let ocrPages = 0;
    for (let i = 0; i < toRead; i += 1) {
      const text = texts?.[i] ?? '';
      // A page with little or no text is a scan only when it draws an image (a blank or short page is not).
      if (text.replace(/\s/g, '').length >= TEXT_LAYER_MIN || !drawsImage(doc, i)) {
        pages.push({ number: i + 1, text: text.slice(0, PAGE_CHARS), ocr: false });
        continue;
      }
      if (ocrPages >= OCR_PAGES) {
        if (ocrPages === OCR_PAGES) warnings.push(`Only the first ${OCR_PAGES} scanned pages were read by OCR.`);
        ocrPages += 1;
        pages.push({ number: i + 1, text: '', ocr: false });
        continue;
      }
      ocrPages += 1;
      pages.push({ number: i + 1, text: await ocrPage(mupdf, doc, i, warnings), ocr: true });
    }
    if (ocrPages > 0) warnings.push(`${Math.min(ocrPages, OCR_PAGES)} page(s) had no text layer and were read by OCR: check their values against the page.`);
    return { pages, pageCount, warnings };
  } finally {
    doc.destroy();
    await stopOcr();
  }
}

/** The text layer of the first `count` pages, one string a page, as unpdf joins a page's pieces. */
async function textLayer(bytes: Uint8Array, count: number): Promise<string[]> {
  const proxy = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, stopAtErrors: false });
  try {
    const out: string[] = [];
    for (let n = 1; n <= count; n += 1) {
      const page = await proxy.getPage(n);
      const content = await page.getTextContent();
      out.push(
        content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
          .join('')
          .replaceAll('\0', ''),
      );
      page.cleanup();
    }
    return out;
  } finally {
    await proxy.destroy();
  }
}

async function ocrPage(mupdf: typeof Mupdf, doc: Mupdf.Document, index: number, warnings: string[]): Promise<string> {
  try {
    const page = doc.loadPage(index);
    try {
      if (largestImage(page) > IMAGE_PIXEL_CAP) {
        warnings.push(`Page ${index + 1} holds an image too large to read; it was skipped.`);
        return '';
      }
      return await ocrImage(renderPage(mupdf, page));
    } finally {
      page.destroy();
    }
  } catch {
    warnings.push(`Page ${index + 1} could not be read.`);
    return '';
  }
}

function drawsImage(doc: Mupdf.Document, index: number): boolean {
  const page = doc.loadPage(index);
  try {
    return largestImage(page) > 0;
  } catch {
    return true;
  } finally {
    page.destroy();
  }
}

/** Pixels of the largest image the page draws directly (as declared: nothing is decoded). */
function largestImage(page: Mupdf.Page): number {
  let largest = 0;
  const resources = 'getObject' in page ? (page as Mupdf.PDFPage).getObject().getInheritable('Resources') : null;
  if (!resources || resources.isNull()) return 0;
  const xobjects = resources.get('XObject');
  if (xobjects.isNull()) return 0;
  xobjects.forEach((xobject) => {
    if (xobject.get('Subtype').asName() !== 'Image') return;
    largest = Math.max(largest, xobject.get('Width').asNumber() * xobject.get('Height').asNumber());
  });
  return largest;
}

/** JavaScript the document would run when opened or acted on (none of it is). */
function hasJavaScript(pdf: Mupdf.PDFDocument): boolean {
  const trailer = pdf.getTrailer();
  const at = (...path: string[]) => !trailer.get('Root', ...path).isNull();
  return trailer.get('Root', 'OpenAction', 'S').asName() === 'JavaScript' || at('Names', 'JavaScript') || at('AA');
}
