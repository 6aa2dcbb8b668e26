import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import PizZip from 'pizzip';
import { contractExtractions } from '../../src/db/schema/index.js';
import { systemDb } from '../../src/platform/system-db.js';
import type { TTestApp } from '../harness.js';

/*
 * Existing contracts as a client's files hold them: a text PDF per contract, written the way
 * facility-services agreements are (defined-term parties, a term, an automatic renewal with a
 * notice period, a price, the premises), and a ZIP of several.
 */

const roboto = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const font = path.join(roboto, 'Roboto-Regular.ttf');
pdfmake.setFonts({ Roboto: { normal: font, bold: font, italics: font, bolditalics: font } });
pdfmake.setUrlAccessPolicy(() => false);

export interface TContractText {
  client: string;
  vendor: string;
  /** "March 1, 2025" */
  start: string;
  premises: string;
  services: string[];
  /** "$48,000.00" a year */
  annual: string;
  noticeDays?: number;
}

export function contractText(c: TContractText): string[] {
  return [
    'SERVICES AGREEMENT',
    `This Services Agreement (the "Agreement") is entered into as of ${c.start} (the "Effective Date") by and between ${c.client} ("Owner") and ${c.vendor} ("Contractor").`,
    `1. Premises. Contractor shall perform the services at ${c.premises} (the "Premises").`,
    `2. Services. Contractor shall provide ${c.services.join(' and ')} at the Premises.`,
    `3. Term. The term of this Agreement shall be one (1) year commencing on the Effective Date. This Agreement shall automatically renew for successive one (1) year terms unless either party gives ninety (${c.noticeDays ?? 90}) days' prior written notice of non-renewal.`,
    `4. Compensation. Owner shall pay Contractor ${c.annual} per year. Payment terms: Net 30.`,
    '5. Governing Law. This Agreement shall be governed by the laws of the State of Texas.',
  ];
}

export const contractPdf = (c: TContractText): Promise<Buffer> =>
  pdfmake.createPdf({ content: contractText(c).map((text) => ({ text, margin: [0, 0, 0, 8] })), defaultStyle: { font: 'Roboto' } }).getBuffer();

/** A ZIP of `files` (name → bytes), deflated. */
export function zipOf(files: Record<string, Buffer>): Buffer {
  const zip = new PizZip();
  for (const [name, bytes] of Object.entries(files)) zip.file(name, bytes);
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A Harborview (client C) document waiting for review, written directly: the matrix's foreign id. */
export async function foreignExtraction(t: TTestApp): Promise<string> {
  const [row] = await systemDb(t.platform.database)
    .insert(contractExtractions)
    .values({
      tenantId: t.world.clientC.tenantId,
      clientId: t.world.clientC.clientId,
      batchId: crypto.randomUUID(),
      fileName: 'harborview.pdf',
      status: 'NEEDS_REVIEW',
    })
    .returning({ id: contractExtractions.id });
  return row.id;
}
