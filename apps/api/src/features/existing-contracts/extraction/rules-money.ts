import { COUNT, countOf, moneyIn, type TMoney } from './contract-numbers.js';
import type { TContractText } from './contract-text.js';
import type { TFound } from './rules-found.js';

/*
 * What the contract costs and when it is paid. Amounts are read in the sentences about paying
 * (not insurance limits, damages or late fees); the words after each say how often: per
 * month (the annual value is twelve of them), per year, per quarter, or the whole ("total
 * contract price", "not to exceed"). A unit price (per visit, per hour) is neither.
 */

export interface TMoneyFields {
  totalValue: TFound<number>;
  annualValue: TFound<number>;
  /** Per month, when the contract prices by the month: the total is derived from it and the term. */
  monthly: TFound<number>;
  paymentTerms: TFound<string>;
}

const PAYING = /\b(?:pay|paid|payable|payment|fee|fees|compensat\w*|price|sum|amount|cost|charge|rate|value|consideration|invoice\w*|billed|bill)\b/i;
const NOT_PAYING =
  /insurance|insured|coverage|occurrence|liabilit|bond|damages|penalt|late\s+(?:fee|charge|payment)|interest|deductible|indemn|claim|umbrella|per\s+person|attorney|deposit/i;
const MONTHLY =
  /^\W{0,3}(?:\(\$[^)]*\)\s*)?(?:per\s+(?:calendar\s+)?month|\/\s*mo(?:nth)?\b|a\s+month|each\s+(?:calendar\s+)?month|every\s+month|monthly|per\s+mo\.)/i;
const ANNUAL =
  /^\W{0,3}(?:\(\$[^)]*\)\s*)?(?:per\s+(?:year|annum|contract\s+year)|\/\s*(?:yr|year)\b|a\s+year|each\s+(?:contract\s+)?year|every\s+year|annually|yearly)/i;
const QUARTERLY = /^\W{0,3}(?:per\s+quarter|each\s+quarter|quarterly|\/\s*qtr)/i;
const UNIT_PRICE =
  /^\W{0,3}(?:\(\$[^)]*\)\s*)?(?:per|\/|for\s+each|each)\s+(?:visit|push|plow|hour|hr|occurrence|event|inch|service|application|treatment|cut|mow|square|sq|unit|door|man[\s-]hour|trip|load|pull|ton|yard|call|day|week|bag|gallon|lineal|linear|foot|ft)/i;
// The period's word before the amount, perhaps with the amount in words between ("an annual fee of Six Thousand Dollars ($6,000.00)").
const MONTHLY_BEFORE = /\b(?:monthly|per\s+month)\s+(?:fee|payment|price|amount|charge|rate|installment|sum|compensation)s?\b[^$.;]{0,100}$/i;
const ANNUAL_BEFORE =
  /\b(?:annual|yearly)\s+(?:fee|payment|price|amount|charge|rate|sum|compensation|contract\s+(?:price|sum|value|amount))s?\b[^$.;]{0,100}$/i;
const TOTAL_BEFORE =
  /\b(?:total|aggregate|contract\s+(?:sum|price|amount|value)|not\s+to\s+exceed|lump[\s-]sum|fixed\s+(?:fee|price)|maximum|sum\s+of|price\s+of|amount\s+of|compensation\s+of|fee\s+of)\b[^$.;]{0,120}$/i;

type TKind = 'monthly' | 'annual' | 'quarterly' | 'total' | 'unit';

function kindOf(text: string, m: TMoney): TKind | null {
  const after = text.slice(m.end, m.end + 50);
  const before = text.slice(Math.max(0, m.start - 160), m.start);
  if (UNIT_PRICE.test(after)) return 'unit';
  if (MONTHLY.test(after) || MONTHLY_BEFORE.test(before)) return 'monthly';
  if (ANNUAL.test(after) || ANNUAL_BEFORE.test(before)) return 'annual';
  if (QUARTERLY.test(after)) return 'quarterly';
  if (TOTAL_BEFORE.test(before)) return 'total';
  return null;
}

export function findMoney(doc: TContractText, termMonths: number | null): TMoneyFields {
  const seen: Partial<Record<TKind, TMoney>> = {};
  for (const s of doc.sentences) {
    if (!PAYING.test(s.text) || NOT_PAYING.test(s.text)) continue;
    for (const m of moneyIn(s.text, s.start)) {
      const kind = kindOf(doc.text, m);
      if (kind && !seen[kind]) seen[kind] = m;
    }
  }
  const at = (m: TMoney, value: number, confidence: number): TFound<number> => ({
    value: Math.round(value * 100) / 100,
    confidence,
    start: m.start,
    end: m.end,
  });
  const monthly = seen.monthly ? at(seen.monthly, seen.monthly.amount, 0.85) : null;
  let annual = seen.annual
    ? at(seen.annual, seen.annual.amount, 0.85)
    : seen.monthly
      ? at(seen.monthly, seen.monthly.amount * 12, 0.75)
      : seen.quarterly
        ? at(seen.quarterly, seen.quarterly.amount * 4, 0.75)
        : null;
  let total = seen.total ? at(seen.total, seen.total.amount, 0.8) : null;
  if (!total && annual && termMonths) total = { ...annual, value: Math.round(((annual.value * termMonths) / 12) * 100) / 100, confidence: 0.6 };
  if (!annual && total && termMonths && termMonths >= 12)
    annual = { ...total, value: Math.round(((total.value * 12) / termMonths) * 100) / 100, confidence: 0.5 };
  return { totalValue: total, annualValue: annual, monthly, paymentTerms: findPaymentTerms(doc) };
}

const NET = new RegExp(`\\bnet[\\s-]*${COUNT}(?:\\s*(?:calendar\\s+)?days)?`, 'i');
const WITHIN = new RegExp(
  `\\b(?:within|no\\s+later\\s+than|not\\s+later\\s+than|in)\\s+${COUNT}\\s*(?:calendar\\s+|business\\s+)?days?\\s+(?:after|of|from|following|upon)\\s+(?:[\\w'’-]+\\s+){0,6}?(?:invoice|bill|statement)`,
  'i',
);
const ON_RECEIPT = /\b(?:due|payable)\s+(?:up)?on\s+receipt\b/i;

function findPaymentTerms(doc: TContractText): TFound<string> {
  for (const s of doc.sentences) {
    if (NOT_PAYING.test(s.text) && !/invoice/i.test(s.text)) continue;
    for (const re of [NET, WITHIN]) {
      const m = re.exec(s.text);
      const days = m && countOf(m[1], m[2], m[3]);
      if (m && days && days <= 180)
        return { value: `Net ${days}`, confidence: re === NET ? 0.9 : 0.8, start: s.start + m.index, end: s.start + m.index + m[0].length };
    }
    const r = ON_RECEIPT.exec(s.text);
    if (r && /invoice|payment|payable/i.test(s.text))
      return { value: 'Due on receipt', confidence: 0.75, start: s.start + r.index, end: s.start + r.index + r[0].length };
  }
  return null;
}
