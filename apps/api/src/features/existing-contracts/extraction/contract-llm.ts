import {
  CONTRACT_FIELDS,
  emptyFields,
  ZContractFieldValuesSchema,
  type TContractExtraction,
  type TExtractionPage,
  type TExtractionSource,
} from '@procura/shared';
import { z } from 'zod';
import type { TActor } from '../../../platform/actor.js';
import type { TAiService } from '../../../platform/ai/ai.service.js';

/*
 * The model extractor: the workspace's OpenAI-compatible model through the AI service (the SOW
 * assistant's settings, budget and limits), asked for structured output against a schema made
 * from the shared field schema. For each value the model quotes the words it read it from; the
 * quote is found in the page text here, so the source span is ours, not the model's. A quote
 * not found in the document lowers the value's confidence and leaves it without a source.
 */

export const EXTRACTION_FEATURE = 'contract_extraction';
/** Characters of the document sent: about 20,000 tokens, the first pages of a long contract. */
export const LLM_TEXT_MAX = 80_000;
const QUOTE_MAX = 400;

const shape = ZContractFieldValuesSchema.shape;
const answerOf = <T extends z.ZodType>(value: T) =>
  z.object({
    value: value.nullable(),
    /** The exact words of the contract the value was read from. */
    quote: z.string().max(QUOTE_MAX).nullable(),
    page: z.number().int().min(1).nullable(),
  });
export const ZModelAnswerSchema = z.object({
  clientName: answerOf(shape.clientName),
  vendorName: answerOf(shape.vendorName),
  agreementDate: answerOf(shape.agreementDate),
  effectiveDate: answerOf(shape.effectiveDate),
  startDate: answerOf(shape.startDate),
  endDate: answerOf(shape.endDate),
  termMonths: answerOf(shape.termMonths),
  autoRenews: answerOf(shape.autoRenews),
  renewalTermMonths: answerOf(shape.renewalTermMonths),
  noticeDays: answerOf(shape.noticeDays),
  terminationForConvenience: answerOf(shape.terminationForConvenience),
  governingLaw: answerOf(shape.governingLaw),
  totalValue: answerOf(shape.totalValue),
  annualValue: answerOf(shape.annualValue),
  paymentTerms: answerOf(shape.paymentTerms),
  services: answerOf(shape.services),
  properties: answerOf(shape.properties),
});
export type TModelAnswer = z.infer<typeof ZModelAnswerSchema>;

const SYSTEM = `You read facility-services contracts and fill in their terms.
For every field give the value, the exact words of the contract you read it from (quote, copied character for character, at most a sentence) and the page number; null when the contract does not say.
clientName: the party receiving and paying for the services (owner, client, customer, manager). vendorName: the party providing them (contractor, vendor, service provider, supplier).
Dates as YYYY-MM-DD. termMonths and renewalTermMonths in months. noticeDays: days of notice needed to stop an automatic renewal.
terminationForConvenience: false when neither party may end the contract without cause, else the notice as "N days' notice" (true when no notice is stated).
governingLaw: the state's name. totalValue and annualValue in US dollars. paymentTerms like "Net 30" or "Due on receipt".
services: the services provided. properties: the addresses or names of the properties served, not the parties' own addresses.`;

function pagesText(pages: readonly TExtractionPage[]): { text: string; cut: boolean } {
  let text = '';
  for (const page of pages) {
    const next = `--- Page ${page.number} ---\n${page.text}\n`;
    if (text.length + next.length > LLM_TEXT_MAX) return { text: text + next.slice(0, LLM_TEXT_MAX - text.length), cut: true };
    text += next;
  }
  return { text, cut: false };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where `quote` is in the pages: on the page the model named first, allowing for different white space. */
export function locateQuote(pages: readonly TExtractionPage[], quote: string, page: number | null): TExtractionSource | null {
  const words = quote.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const re = new RegExp(words.map(escape).join('\\s+'), 'i');
  const ordered = [...pages].sort((a, b) => Number(b.number === page) - Number(a.number === page));
  for (const p of ordered) {
    const m = re.exec(p.text);
    if (m) return { page: p.number, start: m.index, end: m.index + m[0].length };
  }
  return null;
}

export interface TLlmDeps {
  ai: Pick<TAiService, 'generateObject'>;
  actor: TActor;
  signal?: AbortSignal;
}

export async function extractLlm(pages: readonly TExtractionPage[], { ai, actor, signal }: TLlmDeps): Promise<TContractExtraction> {
  const { text, cut } = pagesText(pages);
  const { object } = await ai.generateObject(actor, {
    feature: EXTRACTION_FEATURE,
    messages: [
      { role: 'system', content: SYSTEM },
      { role: 'user', content: text },
    ],
    schema: ZModelAnswerSchema,
    schemaName: 'contract_terms',
    signal,
  });
  const fields = emptyFields('llm');
  for (const field of CONTRACT_FIELDS) {
    const answer = object[field];
    if (answer.value === null || (Array.isArray(answer.value) && answer.value.length === 0)) continue;
    const source = answer.quote ? locateQuote(pages, answer.quote, answer.page) : null;
    Object.assign(fields[field], { value: answer.value, confidence: source ? 0.85 : 0.5, source });
  }
  const warnings = cut ? [`Only the first ${LLM_TEXT_MAX.toLocaleString('en-US')} characters were sent to the model.`] : [];
  return { fields, pages: [...pages], extractors: ['llm'], warnings };
}
