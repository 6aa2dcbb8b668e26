import { Document, Packer, Paragraph } from 'docx';
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { fillDocxTemplate, inspectDocxTemplate, type TPlaceholderRules } from './docx-template.js';

/** A feature's rules as RFP templates might have them: a loop of lines with fields only valid inside it. */
const RULES: TPlaceholderRules = { placeholders: ['rfp_title', 'vendor_name', 'lines', 'property', 'service'], loops: { lines: ['property', 'service'] } };

const templateOf = (...paragraphs: string[]) => Packer.toBuffer(new Document({ sections: [{ children: paragraphs.map((p) => new Paragraph(p)) }] }));
const textOf = (bytes: Uint8Array) => (new PizZip(bytes).file('word/document.xml')?.asText() ?? '').replace(/<[^>]+>/g, '');

describe('DOCX templates with a feature’s own placeholders', () => {
  it('lists the placeholders used, in the rules’ order, and fills one document per set of values', async () => {
    const bytes = await templateOf('{rfp_title} for {vendor_name}', '{#lines}{property}: {service}{/lines}');
    expect(await inspectDocxTemplate('rfp.docx', bytes, RULES)).toEqual(['rfp_title', 'vendor_name', 'lines', 'property', 'service']);
    const [a, b] = fillDocxTemplate(bytes, [
      { rfp_title: 'Snow 2027', vendor_name: 'GreenLeaf', lines: [{ property: 'Maple Court', service: 'Plowing' }] },
      { rfp_title: 'Snow 2027', vendor_name: 'Polar', lines: [] },
    ]);
    expect(textOf(a)).toContain('Snow 2027 for GreenLeaf');
    expect(textOf(a)).toContain('Maple Court: Plowing');
    expect(textOf(b)).toContain('Snow 2027 for Polar');
    expect(textOf(b)).not.toContain('Maple Court');
  });

  it('refuses unknown placeholders and a loop’s own outside it, listing them, naming fileKey', async () => {
    const bytes = await templateOf('{rfp_title} {price}', '{property}', '{#lines}{service}{/lines}');
    await expect(inspectDocxTemplate('rfp.docx', bytes, RULES)).rejects.toMatchObject({
      statusCode: 400,
      message: 'The template uses placeholders that are not known: {price}, {property}. Use only the placeholders listed beside the upload.',
      fieldErrors: { fileKey: [expect.any(String)] },
    });
  });

  it('refuses a malformed template and bytes that are not a Word document', async () => {
    await expect(inspectDocxTemplate('bad.docx', await templateOf('{rfp_title'), RULES)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^The template could not be read: /),
    });
    await expect(inspectDocxTemplate('bad.docx', Buffer.from('not a zip'), RULES)).rejects.toMatchObject({
      statusCode: 400,
      fieldErrors: { fileKey: [expect.any(String)] },
    });
  });
});
