import type { TExtractionPage, TExtractionSource } from '@procura/shared';

/*
 * The document's pages as one text to search, with the way back from a match to the page and
 * the characters on it: a clause may run over a page break, and each value's source must point
 * at the page text the reviewer sees highlighted.
 */

/** Between two pages: never part of a match a rule wants (no word character, a hard stop). */
const PAGE_BREAK = '\n\f\n';

export interface TContractText {
  /** Every page's text, joined by a page break. */
  text: string;
  /** Where the match `[start, end)` of `text` sits: on the page it starts on, cut at that page's end. */
  source(start: number, end: number): TExtractionSource;
  /** The sentences (or list lines) of the text, with their offsets. */
  sentences: readonly TSentence[];
}

export interface TSentence {
  start: number;
  end: number;
  text: string;
}

export function contractText(pages: readonly TExtractionPage[]): TContractText {
  const starts: number[] = [];
  let text = '';
  pages.forEach((page, i) => {
    if (i > 0) text += PAGE_BREAK;
    starts.push(text.length);
    text += page.text;
  });
  function source(start: number, end: number): TExtractionSource {
    let i = starts.length - 1;
    while (i > 0 && starts[i] > start) i -= 1;
    const pageLength = pages[i]?.text.length ?? 0;
    const from = Math.min(Math.max(0, start - starts[i]), pageLength);
    return { page: pages[i]?.number ?? i + 1, start: from, end: Math.min(Math.max(from, end - starts[i]), pageLength) };
  }
  return { text, source, sentences: sentencesOf(text) };
}

/**
 * Sentences: ended by a full stop before a capital or a break, a semicolon, or a blank line /
 * page break. Abbreviations that end in a full stop (Inc., No., U.S.) do not end one.
 */
const ABBREVIATION =
  /(?:\b(?:inc|co|corp|ltd|llc|no|nos|st|ave|blvd|rd|dr|mr|mrs|ms|jr|sr|u\.s|n\.a|p\.c|l\.p|l\.l\.c|sec|art|para|e\.g|i\.e|etc|vs|approx|dept|ste|fl|mt|ft|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)|\b[A-Z])\.$/i;

function sentencesOf(text: string): TSentence[] {
  const out: TSentence[] = [];
  let start = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const body = raw.trim();
    if (body) out.push({ start: start + lead, end: start + lead + body.length, text: body });
  };
  const stop = /[.;]\s+(?=[A-Z("“0-9])|\n\s*\n|\f|:\s*\n/g;
  for (let m = stop.exec(text); m; m = stop.exec(text)) {
    const end = m.index + (m[0].startsWith('.') || m[0].startsWith(';') || m[0].startsWith(':') ? 1 : 0);
    if (m[0].startsWith('.') && ABBREVIATION.test(text.slice(Math.max(0, m.index - 8), m.index + 1))) continue;
    push(end);
    start = m.index + m[0].length;
  }
  push(text.length);
  return out;
}

/** Collapses runs of white space (PDF lines, OCR) to one space: values are shown as one line. */
export const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim();
