import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { readDocumentText } from '../../platform/documents/document-text.js';
import { SOW_READ, sowDocFromText } from './sow-extract.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** What the extract route does: the platform's reader (in the capped child there), then the editor's nodes. */
const extractSowFile = async (fileName: string, contentType: string, bytes: Buffer) =>
  sowDocFromText(fileName, await readDocumentText(fileName, contentType, bytes, SOW_READ));

/** A DOCX whose document part is `body`, stored (ratio 1: the zip guard lets it through). */
function docxWithBody(body: string): Buffer {
  const zip = new PizZip();
  zip.file('[Content_Types].xml', '<Types/>');
  zip.file('word/document.xml', `<w:document><w:body>${body}</w:body></w:document>`);
  return zip.generate({ type: 'nodebuffer', compression: 'STORE' });
}

describe('DOCX text extraction', () => {
  it('reads a hostile part of unclosed tags in one pass, not n² (16 MB in well under a second of work)', async () => {
    const started = performance.now();
    const result = await extractSowFile('hostile.docx', DOCX, docxWithBody('<w:p><w:r><w:t>x'.repeat(1_000_000)));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(result.warnings.join()).toMatch(/no text/);
  });

  it('keeps entities, tabs and breaks, and stops at what the editor holds', async () => {
    const paragraph =
      '<w:p><w:pPr><w:pStyle w:val="Heading2"/></w:pPr><w:r><w:rPr><w:b w:val="0"/></w:rPr><w:t xml:space="preserve">Salt &amp; sand&#x21;</w:t><w:tab/><w:t>now</w:t><w:br/><w:t>then</w:t></w:r></w:p>';
    const result = await extractSowFile('big.docx', DOCX, docxWithBody(paragraph.repeat(50_000)));
    expect(result.content.content[0]).toEqual({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Salt & sand!\tnow then' }] });
    expect(result.content.content.length).toBeLessThanOrEqual(4_000);
    expect(result.warnings.join()).toMatch(/longer than the editor holds/);
  });

  it('refuses a file that is not a Word document, naming fileKey', async () => {
    await expect(extractSowFile('x.docx', DOCX, Buffer.from('not a zip'))).rejects.toMatchObject({
      statusCode: 400,
      fieldErrors: { fileKey: [expect.any(String)] },
    });
  });
});
