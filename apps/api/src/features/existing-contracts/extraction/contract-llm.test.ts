import type { TContractField, TExtractionPage } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../../test/factories.js';
import { startFakeOpenAi, type TFakeOpenAi } from '../../../../test/fake-openai.js';
import { startTestApp, type TTestApp } from '../../../../test/harness.js';
import { loadActor, type TActor } from '../../../platform/actor.js';
import { systemDb } from '../../../platform/system-db.js';
import { extractLlm, locateQuote } from './contract-llm.js';
import { extractContract } from './contract-merge.js';
import { extractRules } from './contract-rules.js';
import { scriptedAnswer } from './corpus/corpus-answers.js';
import { generateCorpus } from './corpus/corpus-contract.js';
import { scoreCorpus } from './corpus/corpus-score.js';

/*
 * The model extractor's plumbing against a real OpenAI-compatible server on loopback with
 * scripted answers: the schema goes out as structured output, the answer is checked, each
 * quote is found in the page text to make the source span, and merging with the rules keeps
 * the rules' value beside a disputed one. Quality is the rules' test; here the scripted model
 * answers the corpus's known values, so every field must come through exactly.
 */

let t: TTestApp;
let fake: TFakeOpenAi;
let actor: TActor;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await startTestApp({ config: { AI_BASE_URL: fake.url, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: 5_000, AI_MONTHLY_TOKEN_BUDGET: 10_000_000 } });
  const build = factories(t);
  const client = await build.buildClient();
  const admin = await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] });
  actor = await loadActor(systemDb(t.platform.database), admin.id, client.tenantId, 'test');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** Contract text as pages: the corpus's blocks, a page every 12 blocks. */
function pagesOf(blocks: { text: string }[]): TExtractionPage[] {
  const pages: TExtractionPage[] = [];
  for (let i = 0; i < blocks.length; i += 12)
    pages.push({
      number: pages.length + 1,
      text: blocks
        .slice(i, i + 12)
        .map((b) => b.text)
        .join('\n'),
      ocr: false,
    });
  return pages;
}

const answer = (object: unknown) => ({ kind: 'text' as const, text: JSON.stringify(object), usage: { promptTokens: 1_000, completionTokens: 200 } });

describe('extractLlm', () => {
  it('passes every known value of 5 corpus contracts through, with sources found from the quotes', async () => {
    const corpus = generateCorpus(21, 5);
    const results = [];
    for (const c of corpus) {
      const pages = pagesOf(c.blocks);
      const rules = extractRules(pages);
      fake.enqueue(answer(scriptedAnswer(c.truth, rules)));
      const llm = await extractLlm(pages, { ai: t.platform.ai, actor });
      expect(llm.extractors).toEqual(['llm']);
      for (const f of Object.keys(llm.fields) as TContractField[]) {
        const field = llm.fields[f];
        if (field.value === null) continue;
        expect(field.extractor).toBe('llm');
        // The span is where the quote is, on its page.
        if (field.source && rules.fields[f].source) expect(field.source).toEqual(rules.fields[f].source);
      }
      results.push({ truth: c.truth, extraction: llm });
    }
    for (const s of scoreCorpus(results)) expect([s.field, s.precision, s.recall]).toEqual([s.field, 1, 1]);
    const request = fake.requests.at(-1)!.body;
    expect(request).toMatchObject({ response_format: { type: 'json_schema', json_schema: { name: 'contract_terms' } } });
    expect(JSON.stringify(request.messages)).toContain('--- Page 1 ---');
  });

  it('gives a value whose quote is not in the document a lower confidence and no source', async () => {
    const pages = [{ number: 1, text: 'This Agreement is governed by the laws of the State of Ohio.', ocr: false }];
    const all = Object.fromEntries(Object.keys(extractRules(pages).fields).map((f) => [f, { value: null, quote: null, page: null }]));
    fake.enqueue(
      answer({
        ...all,
        governingLaw: { value: 'Ohio', quote: 'laws of the State of  Ohio', page: 3 },
        vendorName: { value: 'Ghost LLC', quote: 'Ghost LLC', page: 1 },
      }),
    );
    const llm = await extractLlm(pages, { ai: t.platform.ai, actor });
    expect(llm.fields.governingLaw).toEqual({ value: 'Ohio', confidence: 0.85, source: { page: 1, start: 34, end: 59 }, extractor: 'llm' });
    expect(llm.fields.vendorName).toEqual({ value: 'Ghost LLC', confidence: 0.5, source: null, extractor: 'llm' });
  });

  it('merges with the rules: agreement raises the confidence, disagreement keeps both and lowers it', async () => {
    const pages = [{ number: 1, text: 'Payment terms are Net 30. This Agreement is governed by the laws of the State of Texas.', ocr: false }];
    const all = Object.fromEntries(Object.keys(extractRules(pages).fields).map((f) => [f, { value: null, quote: null, page: null }]));
    fake.enqueue(
      answer({ ...all, paymentTerms: { value: 'Net 30', quote: 'Net 30', page: 1 }, governingLaw: { value: 'Oklahoma', quote: 'State of Texas', page: 1 } }),
    );
    const merged = await extractContract(pages, { llm: { ai: t.platform.ai, actor } });
    expect(merged.extractors).toEqual(['rules', 'llm']);
    expect(merged.fields.paymentTerms).toMatchObject({ value: 'Net 30', extractor: 'llm', confidence: 0.99 });
    expect(merged.fields.governingLaw).toMatchObject({
      value: 'Oklahoma',
      extractor: 'llm',
      confidence: 0.4,
      conflict: { value: 'Texas', extractor: 'rules' },
    });
  });

  it('falls back to the rules with a warning when the model answers nonsense or is down', async () => {
    const pages = [{ number: 1, text: 'Payment terms are Net 45.', ocr: false }];
    fake.enqueue({ kind: 'text', text: '{"clientName": 42}' });
    const malformed = await extractContract(pages, { llm: { ai: t.platform.ai, actor } });
    expect(malformed.extractors).toEqual(['rules']);
    expect(malformed.fields.paymentTerms.value).toBe('Net 45');
    expect(malformed.warnings.join(' ')).toMatch(/The model could not be used .*could not be used.*rules alone/);
    fake.enqueue({ kind: 'status', status: 503 });
    expect((await extractContract(pages, { llm: { ai: t.platform.ai, actor } })).warnings.at(-1)).toMatch(/rules alone/);
  });

  it('finds a quote across line breaks and on the page the model named first', () => {
    const pages = [
      { number: 1, text: 'ninety (90) days', ocr: false },
      { number: 2, text: 'give ninety\n(90)  days notice', ocr: false },
    ];
    expect(locateQuote(pages, 'ninety (90) days', 2)).toEqual({ page: 2, start: 5, end: 22 });
    expect(locateQuote(pages, 'ninety (90) days', null)).toEqual({ page: 1, start: 0, end: 16 });
    expect(locateQuote(pages, '  ', 1)).toBeNull();
  });
});
