import { CONTRACT_FIELDS, type TContractExtraction, type TContractField, type TExtractedField, type TExtractionPage } from '@procura/shared';
import { HttpError } from '../../../platform/errors.js';
import { extractLlm, type TLlmDeps } from './contract-llm.js';
import { extractRules, type TRulesOptions } from './contract-rules.js';

/*
 * The two extractors as one answer, field by field: the model's value when it quoted where it
 * read it (its source was found), the rules' otherwise; when both have a value and they
 * differ, the other one is kept as the conflict and the confidence drops, so the reviewer
 * looks at it first. The field says which extractor its value came from.
 */

/** Confidence of a value the two extractors disagree on. */
const DISPUTED = 0.4;

const norm = (v: unknown): string =>
  typeof v === 'string' ? v.toLowerCase().replace(/[^a-z0-9]/g, '') : Array.isArray(v) ? v.map(norm).sort().join('|') : JSON.stringify(v);

function mergeField<F extends TContractField>(rules: TExtractedField<F>, llm: TExtractedField<F>): TExtractedField<F> {
  if (llm.value === null) return rules;
  if (rules.value === null) return llm;
  if (norm(rules.value) === norm(llm.value)) {
    return { ...llm, source: llm.source ?? rules.source, confidence: Math.min(0.99, Math.max(llm.confidence, rules.confidence) + 0.1) };
  }
  // A rules value with no words behind it (a default, "does not renew") does not contradict.
  if (rules.source === null) return llm;
  const winner = llm.source ? llm : rules;
  const other = winner === llm ? rules : llm;
  return { ...winner, confidence: Math.min(winner.confidence, DISPUTED), conflict: { value: other.value, extractor: other.extractor } } as TExtractedField<F>;
}

export function mergeExtractions(rules: TContractExtraction, llm: TContractExtraction): TContractExtraction {
  const fields = { ...rules.fields };
  for (const f of CONTRACT_FIELDS) Object.assign(fields, { [f]: mergeField(rules.fields[f], llm.fields[f]) });
  return { fields, pages: rules.pages, extractors: ['rules', 'llm'], warnings: [...new Set([...rules.warnings, ...llm.warnings])] };
}

/**
 * Both extractors when a model is configured, the rules alone when not; a model that fails
 * (budget, provider, a malformed answer) leaves the rules' answer and a warning saying why.
 */
export async function extractContract(
  pages: readonly TExtractionPage[],
  options: TRulesOptions & { llm?: TLlmDeps | null } = {},
): Promise<TContractExtraction> {
  const rules = extractRules(pages, options);
  if (!options.llm) return rules;
  try {
    return mergeExtractions(rules, await extractLlm(pages, options.llm));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { ...rules, warnings: [...rules.warnings, `The model could not be used (${error.message}); the values are from the rules alone.`] };
  }
}
