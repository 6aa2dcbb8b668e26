import { beforeAll, describe, expect, it } from 'vitest';
import { readContractDocument } from './contract-read.js';
import { extractRules } from './contract-rules.js';
import { generateCorpus } from './corpus/corpus-contract.js';
import { textPdf } from './corpus/corpus-pdf.js';
import { scoreCorpus, scoreTable, type TFieldScore } from './corpus/corpus-score.js';
import { SERVICES } from './corpus/corpus-words.js';

/*
 * The rules extractor's quality on 50 generated contracts with known answers, read from their
 * PDFs as an upload is: precision and recall per field must hold their floors (dates and
 * parties 0.9, renewal and notice 0.8). The bench prints the same table for 100.
 */

const SEED = 7;
let scores: Map<string, TFieldScore>;

beforeAll(async () => {
  const corpus = generateCorpus(SEED, 55).filter((c) => !c.scanned);
  const results = [];
  for (const c of corpus) {
    const read = await readContractDocument(textPdf(c.blocks), `${c.name}.pdf`);
    results.push({ truth: c.truth, extraction: extractRules(read.pages, { services: SERVICES }) });
  }
  expect(results.length).toBeGreaterThanOrEqual(50);
  const table = scoreCorpus(results);
  console.warn(`Rules extractor on ${results.length} generated contracts:\n${scoreTable(table)}`);
  scores = new Map(table.map((s) => [s.field, s]));
}, 120_000);

const floors: [field: string, floor: number][] = [
  ['clientName', 0.9],
  ['vendorName', 0.9],
  ['agreementDate', 0.9],
  ['effectiveDate', 0.9],
  ['startDate', 0.9],
  ['endDate', 0.9],
  ['autoRenews', 0.8],
  ['renewalTermMonths', 0.8],
  ['noticeDays', 0.8],
  ['termMonths', 0.8],
  ['governingLaw', 0.8],
  ['paymentTerms', 0.8],
  ['totalValue', 0.7],
  ['annualValue', 0.7],
  ['properties', 0.7],
  ['services', 0.7],
];

describe('rules extractor on the generated corpus', () => {
  it.each(floors)('%s: precision and recall at least %s', (field, floor) => {
    const s = scores.get(field)!;
    expect(s.known).toBeGreaterThan(0);
    expect(s.precision).toBeGreaterThanOrEqual(floor);
    expect(s.recall).toBeGreaterThanOrEqual(floor);
  });
});
