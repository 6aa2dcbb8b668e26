import { durationsIn, inDays, inMonths } from './contract-numbers.js';
import type { TContractText, TSentence } from './contract-text.js';
import type { TFound } from './rules-found.js';

/*
 * Renewal and the ways out: whether the term renews by itself ("shall automatically renew for
 * successive one (1) year terms"), for how long each time, how many days of notice stop it
 * ("unless either party gives ninety (90) days' prior written notice of non-renewal"), and
 * whether a party may end it without cause ("for convenience upon thirty (30) days' notice").
 */

export interface TRenewalFields {
  autoRenews: TFound<boolean>;
  renewalTermMonths: TFound<number>;
  noticeDays: TFound<number>;
  terminationForConvenience: TFound<boolean | string>;
}

const AUTO =
  /\b(?:auto(?:matic(?:ally)?)?[\s-]*(?:be\s+)?(?:renew\w*|extend\w*)|renew\w*\s+(?:itself\s+)?automatically|extend\w*\s+automatically|(?:on\s+an\s+)?evergreen\s+(?:clause|renewal|basis|term|provision)|(?:year|month)[\s-]to[\s-](?:year|month)|successive\s+(?:renewal\s+)?(?:terms?|periods?)|successive\s+(?:\S+\s+){0,3}?(?:year|month|annual)\w*\s+(?:renewal\s+)?(?:terms?|periods?))/i;
const NO_AUTO =
  /\b(?:shall|will|does|do)\s+not\s+(?:be\s+)?(?:automatically\s+)?(?:renew|extend)|\bno\s+automatic\s+(?:renewal|extension)|\bnot\s+(?:be\s+)?(?:automatically\s+)?renew\w*\s+automatically|\bwithout\s+automatic\s+renewal|\b(?:may|can)\s+(?:only\s+)?be\s+(?:renewed|extended)\b[^.;]{0,80}?\b(?:by|upon|through|with)\s+(?:the\s+)?(?:mutual|written|a\s+written)|\bexpire\s+(?:at\s+the\s+end\s+of\s+the\s+term\s+)?without\s+renewal/i;
const NOTICE_CONTEXT =
  /non[\s-]?renew|not\s+to\s+renew|intent\w*\s+not|terminat\w*\s+(?:this\s+\w+\s+)?(?:at|upon|as\s+of)\s+the\s+(?:end|expiration)|(?:end|expiration)\s+of\s+the\s+(?:then[\s-]+)?(?:current|initial|applicable|renewal)|prior\s+to\s+(?:the\s+)?(?:end|expiration|renewal)|before\s+(?:the\s+)?(?:end|expiration|renewal)|renew/i;
const CONVENIENCE =
  /\bfor\s+(?:its|their|any\s+party's\s+)?(?:own\s+)?convenience|\bwithout\s+cause|\bwith\s+or\s+without\s+cause|\bfor\s+any\s+(?:reason|or\s+no\s+reason)|\bfor\s+no\s+reason/i;
const NO_CONVENIENCE = /\b(?:may|shall)\s+not\s+(?:be\s+)?terminat\w*[^.;]{0,40}(?:convenience|without\s+cause)/i;

const at = <T>(value: T, confidence: number, s: { start: number; end: number }): TFound<T> => ({ value, confidence, start: s.start, end: s.end });

/** Match `re` in a sentence, as offsets into the joined text. */
function span(s: TSentence, re: RegExp): { start: number; end: number } | null {
  const m = re.exec(s.text);
  return m ? { start: s.start + m.index, end: s.start + m.index + m[0].length } : null;
}

export function findRenewal(doc: TContractText, termMonths: number | null = null): TRenewalFields {
  const sentences = doc.sentences;
  const negative = sentences.find((s) => NO_AUTO.test(s.text));
  const renewing = (s: TSentence) => AUTO.test(s.text) && !NO_AUTO.test(s.text) && !/\bif\s+(?:the\s+parties\s+)?(?:mutually\s+)?agree/i.test(s.text);
  // A clause heading ("Automatic Renewal.") says so too; the sentence that says for how long is better.
  const firstIndex = sentences.findIndex(renewing);
  const termIndex = firstIndex < 0 ? -1 : sentences.findIndex((s, i) => i >= firstIndex && renewing(s) && renewalTerm(s, s.start, termMonths) !== null);
  const positiveIndex = termIndex >= 0 ? termIndex : firstIndex;
  const positive = positiveIndex >= 0 ? sentences[positiveIndex] : null;
  const out: TRenewalFields = { autoRenews: null, renewalTermMonths: null, noticeDays: null, terminationForConvenience: null };

  if (positive) {
    const where = span(positive, AUTO)!;
    out.autoRenews = at(true, 0.9, where);
    out.renewalTermMonths = renewalTerm(positive, where.start, termMonths);
  } else if (negative) out.autoRenews = at(false, 0.85, span(negative, NO_AUTO)!);
  else out.autoRenews = { value: false, confidence: 0.5, start: 0, end: 0 };

  // The notice that stops a renewal: in the renewal sentence or close after it.
  const candidates = positive ? sentences.slice(firstIndex, positiveIndex + 4) : sentences.filter((s) => /non[\s-]?renew|not\s+to\s+renew/i.test(s.text));
  for (const s of candidates) {
    if (!/notice|notif/i.test(s.text) || !NOTICE_CONTEXT.test(s.text) || CONVENIENCE.test(s.text)) continue;
    const d = durationsIn(s.text, s.start).find(
      (x) =>
        (x.unit !== 'year' &&
          /^\W*(?:\(\d+\)\s*)?(?:'|’|s'|s’)?\s*(?:calendar\s+|business\s+)?(?:prior|advance|before|written|notice|of\s+(?:written|prior|advance)|in\s+advance|preceding)/i.test(
            doc.text.slice(x.end, x.end + 40),
          )) ||
        /notice\s+(?:of\s+\S+\s+)?(?:at\s+least\s+|not\s+less\s+than\s+|no\s+(?:later|less)\s+than\s+)$/i.test(
          doc.text.slice(Math.max(0, x.start - 60), x.start),
        ),
    );
    if (d) {
      out.noticeDays = at(inDays(d), 0.85, d);
      break;
    }
  }

  const convenience = sentences.find((s) => CONVENIENCE.test(s.text) && /terminat|cancel/i.test(s.text));
  if (convenience && !NO_CONVENIENCE.test(convenience.text)) {
    const d = durationsIn(convenience.text, convenience.start).find((x) => x.unit === 'day' || x.unit === 'month');
    out.terminationForConvenience = d
      ? at(`${inDays(d)} days' notice`, 0.85, {
          start: Math.min(d.start, span(convenience, CONVENIENCE)!.start),
          end: Math.max(d.end, span(convenience, CONVENIENCE)!.end),
        })
      : at(true, 0.8, span(convenience, CONVENIENCE)!);
  } else if (convenience) out.terminationForConvenience = at(false, 0.7, span(convenience, NO_CONVENIENCE) ?? convenience);
  else out.terminationForConvenience = { value: false, confidence: 0.4, start: 0, end: 0 };
  return out;
}

/** "successive one (1) year terms", "additional twelve (12) month periods", "year-to-year". */
function renewalTerm(s: TSentence, from: number, termMonths: number | null): TFound<number> {
  if (/year[\s-]to[\s-]year/i.test(s.text)) return at(12, 0.85, span(s, /year[\s-]to[\s-]year/i)!);
  if (/month[\s-]to[\s-]month/i.test(s.text)) return at(1, 0.85, span(s, /month[\s-]to[\s-]month/i)!);
  const durations = durationsIn(s.text, s.start).filter((d) => inMonths(d) !== null);
  const after = durations.find((d) => d.start >= from - 40) ?? durations[durations.length - 1];
  if (after) return at(inMonths(after)!, 0.85, after);
  // "for like terms", "for the same period": as long as the initial term.
  const like = span(s, /\b(?:like|same|equal|identical)\s+(?:terms?|periods?|duration)\b/i);
  if (like && termMonths) return at(termMonths, 0.7, like);
  const annual = span(s, /\bannual(?:ly)?\b|\bsuccessive\s+years?\b/i);
  return annual ? at(12, 0.6, annual) : null;
}
