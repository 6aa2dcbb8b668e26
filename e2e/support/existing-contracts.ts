import { zip } from './docx.js';

/*
 * Existing contracts for the upload screens: text PDFs written from scratch (one page, the
 * standard Helvetica font, one text line per clause line) and a ZIP of them.
 */

const escapePdf = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** Words wrapped at `width` characters: a PDF line does not wrap by itself. */
function wrap(text: string, width = 90): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A one-page PDF whose text layer is `paragraphs`, each wrapped and followed by a blank line. */
export function textPdf(paragraphs: readonly string[]): Buffer {
  const lines = paragraphs.flatMap((p) => [...wrap(p), '']);
  const text = lines.map((l) => `(${escapePdf(l)}) Tj T*`).join('\n');
  const stream = `BT /F1 10 Tf 13 TL 50 760 Td\n${text}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export interface TContractTerms {
  client: string;
  vendor: string;
  start: string;
  premises: string;
  services: readonly string[];
  annual: string;
}

/** A facility-services agreement as clients' files hold them: defined-term parties, a one-year term renewing with notice. */
export const contractParagraphs = (c: TContractTerms): string[] => [
  'SERVICES AGREEMENT',
  `This Services Agreement (the "Agreement") is entered into as of ${c.start} (the "Effective Date") by and between ${c.client} ("Owner") and ${c.vendor} ("Contractor").`,
  `1. Premises: ${c.premises} (the "Premises").`,
  `2. Services. Contractor shall provide ${c.services.join(' and ')} at the Premises.`,
  "3. Term. The term of this Agreement shall be one (1) year commencing on the Effective Date. This Agreement shall automatically renew for successive one (1) year terms unless either party gives ninety (90) days' prior written notice of non-renewal.",
  `4. Compensation. Owner shall pay Contractor ${c.annual} per year. Payment terms: Net 30.`,
  '5. Governing Law. This Agreement shall be governed by the laws of the State of Texas.',
];

/** A ZIP of PDFs: name → contract terms. */
export const contractsZip = (contracts: Record<string, TContractTerms>): Buffer =>
  zip(Object.entries(contracts).map(([name, terms]) => ({ name, data: textPdf(contractParagraphs(terms)) })));
