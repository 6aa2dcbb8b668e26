import { createRequire } from 'node:module';
import path from 'node:path';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import pdfmake from 'pdfmake';
import { describe, expect, it } from 'vitest';
import { DOCX_TYPE, PDF_TYPE, readDocumentText } from './document-text.js';

/*
 * Text with its positions, as contract extraction will use it: every block is a span of the
 * text (and a page of a PDF), so a clause found in the text can be shown where it stands.
 */

const roboto = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const font = path.join(roboto, 'Roboto-Regular.ttf');
pdfmake.setFonts({ Roboto: { normal: font, bold: font, italics: font, bolditalics: font } });
pdfmake.setUrlAccessPolicy(() => false);
const pdfOf = (content: unknown[]) => pdfmake.createPdf({ content, defaultStyle: { font: 'Roboto' } }).getBuffer();
const OPTIONS = { maxChars: 100_000, field: 'fileKey' };

describe('the text of a PDF', () => {
  it('gives each page and each line as spans of the text, on their pages', async () => {
    const pdf = await pdfOf([
      { text: 'SERVICE AGREEMENT' },
      { text: 'This agreement begins on January 1, 2027.' },
      { text: 'Either party may terminate with ninety (90) days notice.', pageBreak: 'before' },
    ]);
    const read = await readDocumentText('contract.pdf', PDF_TYPE, pdf, OPTIONS);
    expect(read).toMatchObject({ format: 'pdf', pageCount: 2, truncated: false });
    expect(read.pages.map((p) => p.page)).toEqual([1, 2]);
    const [one, two] = read.pages;
    expect(read.text.slice(one.start, one.end)).toContain('January 1, 2027');
    expect(read.text.slice(two.start, two.end)).toContain('ninety (90) days');
    expect(read.text.slice(one.start, one.end)).not.toContain('ninety');
    // Any phrase found in the text is on the page whose span holds it, and in the line that holds it.
    const at = read.text.indexOf('ninety (90) days');
    expect(read.pages.find((p) => p.start <= at && at < p.end)?.page).toBe(2);
    const line = read.blocks.find((b) => b.start <= at && at < b.end);
    expect(line).toMatchObject({ kind: 'line', page: 2 });
    expect(read.text.slice(line?.start, line?.end)).toBe('Either party may terminate with ninety (90) days notice.');
    for (const block of read.blocks) expect(read.text.slice(block.start, block.end).trim()).not.toBe('');
  });

  it('stops at maxChars, saying so, with the pages cut to the text kept', async () => {
    const pdf = await pdfOf([{ text: 'A'.repeat(50) }, { text: 'B'.repeat(50), pageBreak: 'before' }]);
    const read = await readDocumentText('long.pdf', PDF_TYPE, pdf, { maxChars: 30, field: 'fileKey' });
    expect(read.truncated).toBe(true);
    expect(read.text).toBe('A'.repeat(30));
    expect(read.pages).toEqual([{ page: 1, start: 0, end: 30 }]);
  });

  it('refuses bytes that are not a PDF, naming the field asked for', async () => {
    await expect(readDocumentText('x.pdf', PDF_TYPE, Buffer.from('%PDF-1.7 nothing else'), { maxChars: 10, field: 'file' })).rejects.toMatchObject({
      statusCode: 400,
      fieldErrors: { file: ['The file could not be read: it is not a readable PDF.'] },
    });
    await expect(readDocumentText('x.txt', 'text/plain', Buffer.from('hello'), OPTIONS)).rejects.toMatchObject({
      statusCode: 400,
      fieldErrors: { fileKey: [expect.any(String)] },
    });
  });
});

describe('the text of a DOCX', () => {
  it('gives paragraphs as spans with their heading level, list and emphasis; an empty paragraph ends a list', async () => {
    const docx = await Packer.toBuffer(
      new Document({
        sections: [
          {
            children: [
              new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('1. Term')] }),
              new Paragraph({ children: [new TextRun('Renews for successive '), new TextRun({ text: 'one (1) year', bold: true }), new TextRun(' terms.')] }),
              new Paragraph({ text: 'Snow', bullet: { level: 0 } }),
              new Paragraph({ text: 'Ice', bullet: { level: 0 } }),
              new Paragraph(''),
              new Paragraph({ text: 'Lawns', bullet: { level: 0 } }),
            ],
          },
        ],
      }),
    );
    const read = await readDocumentText('contract.docx', DOCX_TYPE, docx, OPTIONS);
    expect(read).toMatchObject({ format: 'docx', pageCount: null, pages: [], truncated: false });
    expect(read.text).toBe('1. Term\nRenews for successive one (1) year terms.\nSnow\nIce\nLawns');
    const spans = read.blocks.map((b) => read.text.slice(b.start, b.end));
    expect(spans).toEqual(['1. Term', 'Renews for successive one (1) year terms.', 'Snow', 'Ice', 'Lawns']);
    expect(read.blocks[0]).toMatchObject({ kind: 'heading', headingLevel: 1, page: null });
    expect(read.blocks[1].runs).toEqual([
      { text: 'Renews for successive ', marks: [] },
      { text: 'one (1) year', marks: ['bold'] },
      { text: ' terms.', marks: [] },
    ]);
    const [snow, ice, lawns] = read.blocks.slice(2);
    expect(snow.list).toEqual(ice.list);
    expect(lawns.list?.id).not.toBe(snow.list?.id);
  });
});
