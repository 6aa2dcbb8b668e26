import { datesIn, endOfTerm, monthsBetween, type TFoundDate } from './contract-dates.js';
import { durationsIn, inMonths } from './contract-numbers.js';
import type { TContractText } from './contract-text.js';
import type { TFound } from './rules-found.js';

/*
 * Which date is which: the words around a date say its role — "made and entered into as of"
 * (agreement), "(the "Effective Date")" (effective), "commencing on" (start), "through" or
 * "expire on" (end) — and the term ("for a term of one (1) year") fills in the end, or the
 * term from the two dates, when the contract gives only one of them.
 */

export interface TDateFields {
  agreementDate: TFound<string>;
  effectiveDate: TFound<string>;
  startDate: TFound<string>;
  endDate: TFound<string>;
  termMonths: TFound<number>;
}

const Q = `["“”'‘’]`;
const defines = (term: string) => new RegExp(`^[\\s,]*\\((?:the\\s+|this\\s+)?${Q}?(?:${term})${Q}?`, 'i');
const labelled = (term: string) => new RegExp(`(?:^|\\n)[ \\t]*(?:${term})[ \\t]*:[ \\t]*(?:the\\s+)?$`, 'i');

const ROLES = {
  effective: {
    after: defines('effective\\s+date'),
    before: [
      /\beffective\s+(?:as\s+of|on|from|beginning)\s+(?:the\s+)?$/i,
      /effective\s+date\s*(?:is|shall\s+be|means|of\s+this\s+\w+\s+is)\s*(?:the\s+)?$/i,
      labelled('effective\\s+date'),
    ],
  },
  agreement: {
    after: defines('agreement\\s+date|execution\\s+date'),
    before: [
      /\b(?:made|entered\s+into|executed|dated|signed)\b(?:\s+and\s+(?:entered\s+into|made|effective))?\s*(?:(?:effective\s+)?(?:as\s+of|on|this)\s+|effective\s+)?(?:the\s+)?(?:day\s+of\s+)?$/i,
      labelled('agreement\\s+date|date\\s+of\\s+agreement|contract\\s+date|execution\\s+date|dated|date'),
    ],
  },
  start: {
    after: defines('commencement\\s+date|start\\s+date'),
    before: [
      /\b(?:commenc\w*|begin\w*|start\w*|began)\s+(?:on\s+|as\s+of\s+|from\s+|with\s+)?(?:the\s+)?$/i,
      /\bfrom\s+(?:and\s+including\s+)?$/i,
      labelled('commencement\\s+date|start\\s+date|term\\s+start|service\\s+start\\s+date|begin(?:ning)?\\s+date'),
    ],
  },
  end: {
    after: defines('expiration\\s+date|end\\s+date|termination\\s+date'),
    before: [
      /\b(?:through|thru|until|till|ending\s+on|end\s+on|ends\s+on|expir\w*(?:\s+on)?|terminat\w*\s+on|and\s+ending(?:\s+on)?)\s+(?:and\s+including\s+)?(?:the\s+)?(?:close\s+of\s+business\s+on\s+|midnight\s+on\s+|11:59\s*p\.?m\.?\s+on\s+)?$/i,
      labelled('expiration\\s+date|end\\s+date|termination\\s+date|term\\s+end|service\\s+end\\s+date'),
    ],
  },
} as const;

type TRole = keyof typeof ROLES;

function roleOf(text: string, date: TFoundDate, role: TRole): boolean {
  const { after, before } = ROLES[role];
  if (after.test(text.slice(date.end, date.end + 60))) return true;
  // Not cut at the sentence: a label ("Effective Date:") ends the line before its date.
  const lead = text.slice(Math.max(0, date.start - 160), date.start);
  return before.some((re) => re.test(lead));
}

const found = <T>(value: T, confidence: number, at: { start: number; end: number }): TFound<T> => ({ value, confidence, start: at.start, end: at.end });

export function findDates(doc: TContractText): TDateFields {
  const { text } = doc;
  const dates: (TFoundDate & { sentence: number })[] = [];
  for (const s of doc.sentences) for (const d of datesIn(s.text, s.start)) dates.push({ ...d, sentence: s.start });
  const first = (role: TRole, where: (d: TFoundDate & { sentence: number }) => boolean = () => true) =>
    dates.find((d) => where(d) && roleOf(text, d, role)) ?? null;

  const effective = first('effective');
  // The agreement's own date is in its opening words; later "dated" dates are other documents'.
  const agreement = first('agreement', (d) => d.start < 3_000) ?? (dates[0] && dates[0].start < 600 ? dates[0] : null);
  const start = first('start');
  const end = first('end', (d) => !start || d.start > start.start || d.sentence !== start.sentence);

  const out: TDateFields = {
    agreementDate: agreement && found(agreement.iso, agreement === dates[0] && !roleOf(text, agreement, 'agreement') ? 0.6 : 0.9, agreement),
    effectiveDate: effective && found(effective.iso, 0.9, effective),
    startDate: start && found(start.iso, 0.85, start),
    endDate: end && found(end.iso, 0.85, end),
    termMonths: findTerm(doc),
  };
  // An agreement dated but not otherwise made effective takes effect that day; one that is
  // effective on a day and starts with no other day starts then.
  out.effectiveDate ??= out.agreementDate && { ...out.agreementDate, confidence: 0.6 };
  if (!out.startDate) {
    const onEffective = /\b(?:commenc\w*|begin\w*|start\w*)\s+(?:on|as\s+of|with)\s+the\s+effective\s+date/i.exec(text);
    if (onEffective && out.effectiveDate)
      out.startDate = found(out.effectiveDate.value, 0.8, { start: onEffective.index, end: onEffective.index + onEffective[0].length });
    else out.startDate = out.effectiveDate && { ...out.effectiveDate, confidence: 0.5 };
  }
  const term = out.termMonths;
  if (!out.endDate && out.startDate && term) out.endDate = found(endOfTerm(out.startDate.value, term.value), 0.7, term);
  if (!out.termMonths && out.startDate && out.endDate && out.endDate.value > out.startDate.value) {
    const months = monthsBetween(out.startDate.value, out.endDate.value);
    if (months > 0) out.termMonths = found(months, 0.6, out.endDate);
  }
  return out;
}

const NOT_TERM =
  /(?:renew\w*|successive|additional|extension|extended|notice|prior|within|after|before|warranty|insurance|following|preceding|last|past)\W+(?:\w+\W+){0,2}$/i;

/** The initial term: a duration of months or years said of the term, not of a renewal or a notice. */
function findTerm(doc: TContractText): TFound<number> {
  let best: { months: number; score: number; start: number; end: number } | null = null;
  for (const s of doc.sentences) {
    if (!/\bterm\b|\bperiod\b|\bduration\b/i.test(s.text)) continue;
    for (const d of durationsIn(s.text, s.start)) {
      const months = inMonths(d);
      if (!months || months > 240) continue;
      const lead = doc.text.slice(Math.max(s.start, d.start - 120), d.start);
      if (!/\b(?:term|period|duration)\b/i.test(lead) && !/^\s*(?:term|period)\b/i.test(doc.text.slice(d.end, d.end + 20))) continue;
      if (NOT_TERM.test(lead)) continue;
      let score = 0;
      if (/initial\s+term|term\s+of\s+(?:this|the)\s+(?:agreement|contract)|original\s+term|term\s*:|base\s+term|contract\s+term/i.test(s.text)) score += 2;
      if (/commenc|begin|effective|start/i.test(s.text)) score += 1;
      if (/renew|extend|extension/i.test(lead)) score -= 3;
      if (!best || score > best.score) best = { months, score, start: d.start, end: d.end };
    }
  }
  return best && best.score >= 0 ? { value: best.months, confidence: best.score >= 2 ? 0.9 : 0.75, start: best.start, end: best.end } : null;
}
