import { Document, Packer, Paragraph } from 'docx';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../platform/errors.js';
import { createIsolatedRunner, isolatedModule } from '../../../platform/isolated.js';
import type * as Read from './contract-read.js';
import { readContractDocument } from './contract-read.js';
import { extractRules } from './contract-rules.js';
import { generateCorpus } from './corpus/corpus-contract.js';
import { scannedPdf, textPdf } from './corpus/corpus-pdf.js';
import { brokenXrefPdf, encryptedPdf, hugeImagePdf, javaScriptPdf, manyPagesPdf } from './corpus/hostile-pdfs.js';

/*
 * Reading an uploaded contract: the text layer, OCR of scanned pages with the data installed
 * by npm (no network), and hostile files refused with a reason or read within the caps. The
 * scan is read in the capped child, as the extraction job reads it.
 */

const READ = isolatedModule<typeof Read>(import.meta, 'contract-read');
const isolate = createIsolatedRunner({ memoryMb: 512, idleMs: 1_000 });

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('readContractDocument', () => {
  it('OCRs a scanned contract offline in the capped child and the rules read its parties and dates', async () => {
    const [contract] = generateCorpus(11, 1);
    const scan = scannedPdf(textPdf(contract.blocks), 200);
    const read = await isolate(READ, 'readContractDocument', [scan, 'scan.pdf']);
    expect(read.pages.length).toBeGreaterThanOrEqual(1);
    expect(read.pages.every((p) => p.ocr)).toBe(true);
    expect(read.warnings.join(' ')).toMatch(/read by OCR/);
    const fields = extractRules(read.pages).fields;
    expect(fields.clientName.value).toBe(contract.truth.clientName);
    expect(fields.vendorName.value).toBe(contract.truth.vendorName);
    expect(fields.agreementDate.value).toBe(contract.truth.agreementDate);
  }, 120_000);

  it('keeps a short page of a text PDF as text: only a page that draws an image is a scan', async () => {
    const read = await readContractDocument(textPdf([{ text: 'Page 2' }]), 'short.pdf');
    expect(read.pages).toEqual([{ number: 1, text: 'Page 2', ocr: false }]);
    expect(read.warnings).toEqual([]);
  });

  it('refuses a password-protected PDF, naming the field', async () => {
    const error = await refusal(readContractDocument(encryptedPdf(), 'locked.pdf'));
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(/"locked.pdf" could not be read: it is protected by a password/);
    expect(error.fieldErrors).toHaveProperty('fileKey');
  });

  it('reads a PDF whose cross-reference table is broken', async () => {
    const read = await readContractDocument(brokenXrefPdf(), 'broken.pdf');
    expect(read.pages[0].text).toContain('Acme LLC');
    expect(read.pages[0].ocr).toBe(false);
  });

  it('reads only the first 300 pages of a 10,000-page PDF and says so', async () => {
    const read = await readContractDocument(manyPagesPdf(), 'long.pdf');
    expect(read.pageCount).toBe(10_000);
    expect(read.pages).toHaveLength(300);
    expect(read.warnings).toContain('"long.pdf" has 10,000 pages: only the first 300 were read.');
  });

  it('reads a PDF with JavaScript without running it, and says it has some', async () => {
    const read = await readContractDocument(javaScriptPdf(), 'script.pdf');
    expect(read.pages[0].text).toContain('Acme LLC');
    expect(read.warnings).toContain('"script.pdf" contains JavaScript, which was not run.');
  });

  it('skips OCR of a page whose image is too large to draw', async () => {
    const read = await readContractDocument(hugeImagePdf(), 'huge.pdf');
    expect(read.pages).toEqual([{ number: 1, text: '', ocr: true }]);
    expect(read.warnings).toContain('Page 1 holds an image too large to read; it was skipped.');
  });

  it('reads a Word (.docx) contract as one page', async () => {
    const docx = await Packer.toBuffer(
      new Document({ sections: [{ children: [new Paragraph('Snow removal agreement'), new Paragraph('Payment terms are Net 30.')] }] }),
    );
    const read = await readContractDocument(new Uint8Array(docx), 'contract.docx');
    expect(read.pages).toEqual([{ number: 1, text: 'Snow removal agreement\nPayment terms are Net 30.', ocr: false }]);
    expect(extractRules(read.pages).fields.paymentTerms.value).toBe('Net 30');
  });

  it('refuses what is not a PDF or a Word file, and a PDF with nothing in it', async () => {
    expect((await refusal(readContractDocument(new TextEncoder().encode('hello'), 'x.pdf'))).message).toMatch(/only PDF and Word/);
    expect((await refusal(readContractDocument(new TextEncoder().encode('%PDF-1.7\ngarbage'), 'y.pdf'))).statusCode).toBe(400);
  });
});
