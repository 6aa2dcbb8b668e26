import { SERVICE_FREQUENCY_LABELS, type TServiceFrequency } from '@procura/shared';
import { ANSWER_SECTION, type TSowAnswers } from './sow-assistant.prompt.js';

/*
 * What an answer settles, and whether a clause of text says the same or something else. Only
 * answers that can be read without guessing take part: insurance limits (a coverage named with
 * a dollar amount), the season's dates (typed as dates) and the frequency (chosen from a list).
 * Free text such as access hours or special requirements is passed on as it is: a wrong
 * reading there would delete a good clause.
 */

export type TVerdict = 'carries' | 'contradicts' | 'silent';

export interface TFact {
  /** The answer's line as the draft shows it ("Insurance: …"), for the explanation. */
  answerLabel: string;
  /** The section the answer is written in. */
  home: string;
  /** Judged in this section only: a date range under Exclusions is not the season. */
  only?: string;
  judge(clause: string): TVerdict;
}

// ── Insurance ─────────────────────────────────────────────────────────────────────────────

const COVERAGES: { key: string; pattern: RegExp }[] = [
  { key: 'general', pattern: /\b(?:commercial\s+)?general\s+liability\b|\bC?GL\b/gi },
  { key: 'auto', pattern: /\b(?:commercial\s+)?(?:auto(?:mobile)?|vehicle)(?:\s+liability)?\b/gi },
  { key: 'employers', pattern: /\bemployer'?s'?\s+liability\b/gi },
  { key: 'umbrella', pattern: /\b(?:umbrella|excess)(?:\s+liability)?\b/gi },
  { key: 'professional', pattern: /\bprofessional(?:\s+liability)?\b|\berrors\s+and\s+omissions\b|\bE&O\b/gi },
  { key: 'pollution', pattern: /\bpollution(?:\s+liability)?\b/gi },
];

const AMOUNT = /\$\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(million|mil|mm|m|thousand|k)?\b/gi;
const SCALE: Record<string, number> = { million: 1e6, mil: 1e6, mm: 1e6, m: 1e6, thousand: 1e3, k: 1e3 };

const BASES: { key: string; pattern: RegExp }[] = [
  { key: 'occurrence', pattern: /^\W*(?:(?:each|per|an?)\s+)?occurrence/i },
  { key: 'aggregate', pattern: /^\W*(?:(?:in\s+the|general)\s+)?aggregate/i },
  { key: 'accident', pattern: /^\W*(?:each|per|an?)\s+accident/i },
  { key: 'claim', pattern: /^\W*(?:each|per|a)\s+claim/i },
  { key: 'combined', pattern: /^\W*combined\s+single\s+limit|^\W*CSL\b/i },
];

interface TLimit {
  coverage: string;
  basis?: string;
  amount: number;
}

/** Each dollar amount with the coverage named last before it and the basis right after it. */
export function insuranceLimits(text: string): TLimit[] {
  const named = COVERAGES.flatMap(({ key, pattern }) => [...text.matchAll(pattern)].map((m) => ({ key, at: m.index })));
  const limits: TLimit[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const coverage = named.filter((c) => c.at < m.index).sort((a, b) => b.at - a.at)[0]?.key;
    if (!coverage) continue;
    const amount = Number(m[1].replaceAll(',', '')) * (m[2] ? SCALE[m[2].toLowerCase()] : 1);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
    limits.push({ coverage, amount, basis: BASES.find((b) => b.pattern.test(after))?.key });
  }
  return limits;
}

function insuranceFact(answer: TLimit): Omit<TFact, 'answerLabel'> {
  return {
    home: ANSWER_SECTION.Insurance,
    judge(clause) {
      const same = insuranceLimits(clause).filter((l) => l.coverage === answer.coverage);
      // An answer without a basis speaks of the clause's headline (first) limit of that coverage.
      const compared = answer.basis ? same.filter((l) => !l.basis || l.basis === answer.basis) : same.slice(0, 1);
      if (compared.length === 0) return 'silent';
      return compared.every((l) => l.amount === answer.amount) ? 'carries' : 'contradicts';
    },
  };
}

// ── Season dates ──────────────────────────────────────────────────────────────────────────

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME = 'January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec';
const MONTH_DAY = String.raw`(?:(?:${MONTH_NAME})\.?\s+\d{1,2}(?:st|nd|rd|th)?\b(?:,?\s+\d{4})?|\d{4}-\d{2}-\d{2})`;
const DATE_RANGE = new RegExp(String.raw`(${MONTH_DAY})\s*(?:to|through|until|till|and|–|—|-)\s*(${MONTH_DAY})`, 'gi');

/** A date as month × 100 + day: the season recurs, so the year does not count. */
function monthDay(text: string): number | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (iso) return Number(iso[2]) * 100 + Number(iso[3]);
  const named = /^([a-z]{3})[a-z]*\.?\s+(\d{1,2})/i.exec(text.trim());
  const month = named ? MONTHS.indexOf(named[1].toLowerCase()) : -1;
  return named && month >= 0 ? (month + 1) * 100 + Number(named[2]) : null;
}

export function dateRanges(text: string): { start: number; end: number }[] {
  return [...text.matchAll(DATE_RANGE)].flatMap((m) => {
    const start = monthDay(m[1]);
    const end = monthDay(m[2]);
    return start !== null && end !== null ? [{ start, end }] : [];
  });
}

function seasonFact(start: number | null, end: number | null): Omit<TFact, 'answerLabel'> {
  return {
    home: ANSWER_SECTION.Season,
    only: ANSWER_SECTION.Season,
    judge(clause) {
      const ranges = dateRanges(clause);
      if (ranges.length === 0) return 'silent';
      const agrees = (r: { start: number; end: number }) => (start === null || r.start === start) && (end === null || r.end === end);
      // "November 1 – April 15 (October 15 – May 1 in the mountains)" says November 1 – April 15 too.
      return ranges.some(agrees) ? 'carries' : 'contradicts';
    },
  };
}

// ── Frequency ─────────────────────────────────────────────────────────────────────────────

const FREQUENCY_WORDS: { frequency: TServiceFrequency; pattern: RegExp }[] = [
  { frequency: 'DAILY', pattern: /^(?:daily|every\s+day|each\s+day)\b/i },
  { frequency: 'BIWEEKLY', pattern: /^(?:bi-?weekly|every\s+(?:two|2|other)\s+weeks?|twice\s+a\s+month)\b/i },
  { frequency: 'WEEKLY', pattern: /^(?:weekly|once\s+a\s+week|every\s+week)\b/i },
  { frequency: 'MONTHLY', pattern: /^(?:monthly|once\s+a\s+month|every\s+month)\b/i },
  { frequency: 'QUARTERLY', pattern: /^(?:quarterly|every\s+(?:three|3)\s+months|four\s+times\s+a\s+year)\b/i },
  { frequency: 'SEMI_ANNUAL', pattern: /^(?:semi-?annual(?:ly)?|twice\s+a\s+year|every\s+(?:six|6)\s+months)\b/i },
  { frequency: 'ANNUAL', pattern: /^(?:annual(?:ly)?|yearly|once\s+a\s+year|every\s+year)\b/i },
  { frequency: 'ON_DEMAND', pattern: /^(?:on\s+demand|on\s+request|as\s+(?:ordered|requested|needed))\b/i },
  { frequency: 'PER_EVENT', pattern: /^per\s+(?:event|snowfall|storm)\b/i },
];

/** The frequency a clause opens with ("Weekly during …", "- Per event: …", "Frequency: Weekly"), if it opens with one. */
export function openingFrequency(clause: string): TServiceFrequency | undefined {
  const text = clause.replace(/^[\s\-*•\d.)]+/, '').replace(/^frequency\s*:\s*/i, '');
  const opening = FREQUENCY_WORDS.map((f) => ({ frequency: f.frequency, match: f.pattern.exec(text) })).find((f) => f.match);
  if (!opening?.match) return undefined;
  // "Weekly and monthly tasks on a rotation" lists schedules of tasks, not how often the service comes.
  const rest = text.slice(opening.match[0].length).replace(/^\s*(?:and|&)\s+/i, '');
  if (rest !== text.slice(opening.match[0].length) && FREQUENCY_WORDS.some((f) => f.pattern.test(rest))) return undefined;
  return opening.frequency;
}

function frequencyFact(frequency: TServiceFrequency): Omit<TFact, 'answerLabel'> {
  return {
    home: ANSWER_SECTION.Frequency,
    only: ANSWER_SECTION.Frequency,
    judge(clause) {
      const said = openingFrequency(clause);
      if (!said) return 'silent';
      return said === frequency ? 'carries' : 'contradicts';
    },
  };
}

// ── The answers' facts ────────────────────────────────────────────────────────────────────

/** What the answers settle, each with the answer line the explanation quotes. */
export function factsOf(answers: TSowAnswers): TFact[] {
  const facts: TFact[] = [];
  if (answers.insurance) {
    const answerLabel = `Insurance: ${answers.insurance}`;
    for (const limit of insuranceLimits(answers.insurance)) facts.push({ answerLabel, ...insuranceFact(limit) });
  }
  if (answers.seasonStart || answers.seasonEnd) {
    const start = answers.seasonStart ? monthDay(answers.seasonStart) : null;
    const end = answers.seasonEnd ? monthDay(answers.seasonEnd) : null;
    facts.push({ answerLabel: `Season: from ${answers.seasonStart ?? '…'} to ${answers.seasonEnd ?? '…'}`, ...seasonFact(start, end) });
  }
  if (answers.frequency) facts.push({ answerLabel: `Frequency: ${SERVICE_FREQUENCY_LABELS[answers.frequency]}`, ...frequencyFact(answers.frequency) });
  return facts;
}
