import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { extractText, getDocumentProxy } from 'unpdf';
import type { TContractExtraction } from '@procura/shared';
import { createIsolatedRunner, isolatedModule } from '../src/platform/isolated.js';
import type * as Extract from '../src/features/existing-contracts/extraction/contract-extract.js';
import { extractLlm } from '../src/features/existing-contracts/extraction/contract-llm.js';
import { scriptedAnswer } from '../src/features/existing-contracts/extraction/corpus/corpus-answers.js';
import { generateCorpus, type TTruth } from '../src/features/existing-contracts/extraction/corpus/corpus-contract.js';
import { scannedPdf, textPdf } from '../src/features/existing-contracts/extraction/corpus/corpus-pdf.js';
import { scoreCorpus, scoreTable } from '../src/features/existing-contracts/extraction/corpus/corpus-score.js';
import { SERVICES } from '../src/features/existing-contracts/extraction/corpus/corpus-words.js';
import { loadActor } from '../src/platform/actor.js';
import { systemDb } from '../src/platform/system-db.js';
import { startFakeOpenAi } from '../test/fake-openai.js';
import { startTestApp } from '../test/harness.js';

/*
 * Issue 19's extraction figures: 100 generated text PDFs read and extracted on the rules path
 * through the capped child (the job's way: contract-extract.ts, heap capped as JOB_MEMORY_MB
 * caps it), beside the bare floor — unpdf reading the same PDFs' text in this process — and
 * the rules extractor's precision and recall per field on them. Then three scanned pages
 * through OCR, per page. Then the model path on the same pages against a fake OpenAI-compatible
 * server on loopback answering each contract's known values (scripted: the plumbing — structured
 * output, the answer's schema, quotes found back in the pages — not a model's quality).
 */

export const EXTRACTION_PDFS = 100;
const CHILD_MEMORY_MB = 512;
const EXTRACT = isolatedModule<typeof Extract>(import.meta, '../src/features/existing-contracts/extraction/contract-extract');

export interface TExtractionFigures {
  pdfs: number;
  productMs: number;
  bareMs: number;
  ratio: number;
  ocrMsPerPage: number;
  table: string;
  llm: { msPerContract: number; table: string };
  loadAverage: number[];
}

export async function measureExtraction(): Promise<TExtractionFigures> {
  const corpus = generateCorpus(2026, EXTRACTION_PDFS);
  const pdfs = corpus.map((c) => textPdf(c.blocks));
  const isolate = createIsolatedRunner({ memoryMb: CHILD_MEMORY_MB });
  isolate.keepWarm();
  // One call to load the child's modules, as a warm job process has.
  await isolate(EXTRACT, 'readAndExtractRules', [pdfs[0], 'warm.pdf', { services: SERVICES }]);
  // And one read here, so the floor's pdf.js is loaded as well.
  await extractText(await getDocumentProxy(new Uint8Array(pdfs[0])), { mergePages: false });

  let started = performance.now();
  for (const pdf of pdfs) {
    const proxy = await getDocumentProxy(new Uint8Array(pdf));
    await extractText(proxy, { mergePages: false });
  }
  const bareMs = performance.now() - started;

  started = performance.now();
  const results = [];
  for (const [i, pdf] of pdfs.entries()) {
    const extraction = await isolate(EXTRACT, 'readAndExtractRules', [pdf, `${corpus[i].name}.pdf`, { services: SERVICES }]);
    results.push({ truth: corpus[i].truth, extraction });
  }
  const productMs = performance.now() - started;

  const scan = scannedPdf(textPdf(corpus[1].blocks.slice(0, 8)), 200);
  started = performance.now();
  const scanned = await isolate(EXTRACT, 'readAndExtractRules', [scan, 'scan.pdf', { services: SERVICES }]);
  const ocrMsPerPage = (performance.now() - started) / scanned.pages.length;
  const llm = await measureModelPath(results);
  return {
    pdfs: pdfs.length,
    productMs,
    bareMs,
    ratio: productMs / bareMs,
    ocrMsPerPage,
    table: scoreTable(scoreCorpus(results)),
    llm,
    loadAverage: os.loadavg(),
  };
}

/** The model path over the pages the rules read: one scripted answer per contract, scored as the rules are. */
async function measureModelPath(rules: readonly { truth: TTruth; extraction: TContractExtraction }[]) {
  const fake = await startFakeOpenAi();
  const t = await startTestApp({ config: { AI_BASE_URL: fake.url, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: 5_000, AI_MONTHLY_TOKEN_BUDGET: 1_000_000_000 } });
  try {
    const actor = await loadActor(systemDb(t.platform.database), t.world.userIds.clientAdmin, t.world.clientA.tenantId, 'bench');
    const usage = { promptTokens: 1_000, completionTokens: 200 };
    const results = [];
    const started = performance.now();
    for (const { truth, extraction } of rules) {
      fake.enqueue({ kind: 'text', text: JSON.stringify(scriptedAnswer(truth, extraction)), usage });
      results.push({ truth, extraction: await extractLlm(extraction.pages, { ai: t.platform.ai, actor }) });
    }
    return { msPerContract: (performance.now() - started) / rules.length, table: scoreTable(scoreCorpus(results)) };
  } finally {
    await t.close();
    await fake.close();
  }
}

export function printExtraction(f: TExtractionFigures): void {
  const ok = f.productMs <= 60_000 ? 'ok' : 'MISSED';
  console.log(
    `\ncontract extraction: ${f.pdfs} text PDFs read and extracted (rules) through the capped child in ${(f.productMs / 1000).toFixed(1)} s (goal ≤ 60 s: ${ok}) vs bare unpdf text reading ${(f.bareMs / 1000).toFixed(1)} s = ${f.ratio.toFixed(2)}×; scanned page by OCR ${(f.ocrMsPerPage / 1000).toFixed(1)} s; load ${f.loadAverage.map((l) => l.toFixed(1)).join(' ')}`,
  );
  console.log(`rules extractor, precision and recall per field on the ${f.pdfs} PDFs:\n${f.table}`);
  console.log(
    `model path against the fake model's scripted answers (plumbing, not quality), ${f.llm.msPerContract.toFixed(0)} ms a contract through the loopback server, precision and recall per field:\n${f.llm.table}`,
  );
}
