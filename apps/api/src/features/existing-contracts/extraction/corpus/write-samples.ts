import fs from 'node:fs';
import path from 'node:path';
import { generateCorpus } from './corpus-contract.js';
import { scannedPdf, textPdf } from './corpus-pdf.js';

/*
 * `npx tsx apps/api/src/features/existing-contracts/extraction/corpus/write-samples.ts`: the
 * sample contracts in docs/samples/existing-contracts/ that a person can upload to try the
 * extraction (text PDFs and scans), with their known answers beside them. Deterministic: the
 * same files every run.
 */

const OUT = path.resolve(import.meta.dirname, '../../../../../../../docs/samples/existing-contracts');
const SEED = 19;
const TEXT = 4;
const SCANNED = 2;

fs.mkdirSync(OUT, { recursive: true });
const answers: Record<string, unknown> = {};
for (const [i, c] of generateCorpus(SEED, TEXT + SCANNED).entries()) {
  const scanned = i >= TEXT;
  const kind = c.truth.services?.[0]?.toLowerCase().replace(/[^a-z]+/g, '-') ?? 'services';
  const name = `${String(i + 1).padStart(2, '0')}-${kind}-agreement${scanned ? '-scanned' : ''}.pdf`;
  const pdf = textPdf(c.blocks);
  fs.writeFileSync(path.join(OUT, name), scanned ? scannedPdf(pdf, 125) : pdf);
  answers[name] = c.truth;
}
fs.writeFileSync(path.join(OUT, 'answers.json'), `${JSON.stringify(answers, null, 2)}\n`);
