import type { TSowTemplatePlaceholder } from '@procura/shared';

/*
 * The sample template offered beside the upload: a Word document that uses the placeholders,
 * written in the browser with its placeholders typed against the list the upload check reads, so it passes that
 * check. A .docx is a ZIP of XML parts; the three below are all Word needs to open one.
 * Entries are stored, not deflated: the file is a few kilobytes and needs no compressor.
 */

type TLine = { text: string; bold?: boolean };
const tag = (name: TSowTemplatePlaceholder) => `{${name}}`;

const LINES: readonly TLine[] = [
  { text: `Scope of work: ${tag('sow_name')}`, bold: true },
  { text: `${tag('service_name')} (${tag('service_category')}) for ${tag('client_name')}, ${tag('client_phone')}` },
  { text: 'Property', bold: true },
  { text: `${tag('property_name')} (${tag('property_code')})` },
  { text: `${tag('property_address')}, ${tag('property_city')}, ${tag('property_state')} ${tag('property_zip')}` },
  { text: `Serviced size: ${tag('property_size')}` },
  { text: `Season: ${tag('season_start')} to ${tag('season_end')}` },
  { text: `Site notes: ${tag('site_notes')}` },
  { text: `Contacts: ${tag('property_contacts')}` },
  { text: 'Scope and tasks', bold: true },
  // The loop repeats once per section of the scope; {sow_text} would give the whole text at once.
  { text: '{#sections}{heading}: {body}{/sections}' },
  { text: `Generated on ${tag('generated_date')}.` },
];

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const escapeXml = (s: string) => s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

/** One run per paragraph: a placeholder split across runs would not be found. */
const documentXml = () =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${LINES.map(
    ({ text, bold }) => `<w:p><w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`,
  ).join('')}<w:sectPr/></w:body></w:document>`;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Little-endian fields at their offsets in a record of `size` bytes. */
function record(size: number, fields: readonly (readonly [at: number, value: number, bytes: 2 | 4])[]): Uint8Array {
  const view = new DataView(new ArrayBuffer(size));
  for (const [at, value, bytes] of fields) {
    if (bytes === 4) view.setUint32(at, value, true);
    else view.setUint16(at, value, true);
  }
  return new Uint8Array(view.buffer);
}

const UTF8_NAMES = 0x0800;

/** A ZIP of stored entries: local headers, the central directory, the end record. */
function zip(entries: readonly { name: string; text: string }[]): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    const data = encoder.encode(entry.text);
    const crc = crc32(data);
    const sizes = [
      [crc, 4],
      [data.length, 4],
      [data.length, 4],
      [name.length, 2],
    ] as const;
    const local = record(30, [
      [0, 0x04034b50, 4],
      [4, 20, 2],
      [6, UTF8_NAMES, 2],
      ...sizes.map(([value, bytes], i) => [[14, 18, 22, 26][i]!, value, bytes] as const),
    ]);
    const header = record(46, [
      [0, 0x02014b50, 4],
      [4, 20, 2],
      [6, 20, 2],
      [8, UTF8_NAMES, 2],
      ...sizes.map(([value, bytes], i) => [[16, 20, 24, 28][i]!, value, bytes] as const),
      [42, offset, 4],
    ]);
    parts.push(local, name, data);
    central.push(header, name);
    offset += local.length + name.length + data.length;
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0);
  const end = record(22, [
    [0, 0x06054b50, 4],
    [8, entries.length, 2],
    [10, entries.length, 2],
    [12, centralSize, 4],
    [16, offset, 4],
  ]);
  const all = [...parts, ...central, end];
  const out = new Uint8Array(all.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of all) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export const SAMPLE_TEMPLATE_FILE_NAME = 'sample-sow-template.docx';

export function sampleTemplate(): Blob {
  const bytes = zip([
    { name: '[Content_Types].xml', text: CONTENT_TYPES },
    { name: '_rels/.rels', text: RELS },
    { name: 'word/document.xml', text: documentXml() },
  ]);
  return new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
}
