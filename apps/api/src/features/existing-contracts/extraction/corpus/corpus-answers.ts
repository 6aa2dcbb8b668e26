import type { TContractExtraction, TContractField } from '@procura/shared';
import type { TModelAnswer } from '../contract-llm.js';
import type { TTruth } from './corpus-contract.js';

/**
 * What a model that read a corpus contract right would answer: its known values, each quoting
 * the words the rules found it in (none where the rules found nothing). Scripted into the fake
 * model, it checks the model path's plumbing — schema, quotes found back in the pages, sources —
 * not a model's quality (contract-llm.test.ts, `npm run bench` part `extraction`).
 */
export function scriptedAnswer(truth: TTruth, rules: TContractExtraction): TModelAnswer {
  return Object.fromEntries(
    Object.entries(truth).map(([f, value]) => {
      const s = rules.fields[f as TContractField].source;
      return [f, { value, quote: s ? rules.pages[s.page - 1].text.slice(s.start, s.end) : null, page: s?.page ?? null }];
    }),
  ) as TModelAnswer;
}
