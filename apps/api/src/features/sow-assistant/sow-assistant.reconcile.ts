import type { TSowReplacedClause, TSowSection } from '@procura/shared';
import { factsOf, type TFact } from './sow-assistant.claims.js';
import { answerLines, type TSowAnswers } from './sow-assistant.prompt.js';

/*
 * The answers win over the library (issue 17): when the user says general liability $2M and
 * the library clause says $1M, the draft carries $2M and no $1M clause, and says what it
 * replaced. It happens twice, so neither path trusts the other: the library text is cleaned
 * before the model (or the offline composer) sees it, and the finished draft is checked again,
 * because a model may still write the old figure. Only clauses go, not whole lines: "plow at 2
 * inches; season November 1 – April 15" loses its season and keeps its trigger.
 */

export interface TReconciled {
  sections: TSowSection[];
  replaced: TSowReplacedClause[];
}

const LIST_MARK = /^\s*(?:[-*•]|\d+[.)])\s+/;
/** Between clauses: a semicolon, or a sentence's end before a capital. */
const CLAUSE_BREAK = /(;\s+|(?<=[.!?])\s+(?=[A-Z"“(]))/;

interface TClause {
  text: string;
  /** What followed it in the line ('' for the last). */
  separator: string;
}

function clausesOf(body: string): TClause[] {
  const parts = body.split(CLAUSE_BREAK);
  const clauses: TClause[] = [];
  for (let i = 0; i < parts.length; i += 2) clauses.push({ text: parts[i], separator: parts[i + 1] ?? '' });
  return clauses.filter((c) => c.text.trim() !== '');
}

const clausesOfLine = (line: string) => clausesOf(line.replace(LIST_MARK, ''));

const sameHeading = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const judgedIn = (fact: TFact, heading: string) => !fact.only || sameHeading(fact.only, heading);

/** The line without the clauses that go; null when none is left. */
function rebuild(line: string, kept: TClause[]): string | null {
  if (kept.length === 0) return null;
  const mark = LIST_MARK.exec(line)?.[0] ?? '';
  const text = kept
    .map((c, i) => c.text + (i < kept.length - 1 ? c.separator : ''))
    .join('')
    .trim()
    .replace(/;$/, '.');
  return mark + text.charAt(0).toUpperCase() + text.slice(1);
}

/** Every clause an answer contradicts, out; lines in `keep` (the answers themselves) stay as they are. */
function dropContradicted(sections: TSowSection[], facts: TFact[], keep: Set<string>) {
  const replaced: TSowReplacedClause[] = [];
  const contradicted = new Set<TFact>();
  const cleaned = sections.map((section) => {
    const lines: string[] = [];
    for (const line of section.text.split('\n')) {
      if (keep.has(line.trim())) {
        lines.push(line);
        continue;
      }
      const clauses = clausesOfLine(line);
      const kept = clauses.filter((clause) => {
        const fact = facts.find((f) => judgedIn(f, section.heading) && f.judge(clause.text) === 'contradicts');
        if (!fact) return true;
        contradicted.add(fact);
        replaced.push({ section: section.heading, clause: clause.text.trim(), answer: fact.answerLabel });
        return false;
      });
      const rebuilt = kept.length === clauses.length ? line : rebuild(line, kept);
      if (rebuilt !== null) lines.push(rebuilt);
    }
    return { heading: section.heading, text: lines.join('\n').trim() };
  });
  return { sections: cleaned, replaced, contradicted };
}

/** The library's sections as the model or the composer is given them. */
export function reconcileLibrary(sections: TSowSection[], answers: TSowAnswers): TReconciled {
  const { sections: cleaned, replaced } = dropContradicted(sections, factsOf(answers), new Set());
  return { sections: cleaned, replaced };
}

/**
 * A finished draft checked against the answers. A clause that contradicts one goes; an answer
 * that replaced a clause (here or in the library) is written into its section when nothing in
 * the draft says it any more. `earlier` is what the library lost, reported with the rest.
 */
export function reconcileDraft(sections: TSowSection[], answers: TSowAnswers, earlier: TSowReplacedClause[]): TReconciled {
  const facts = factsOf(answers);
  const answerText = new Set(answerLines(answers).map((l) => `- ${l.label}: ${l.value.replace(/\s+/g, ' ').trim()}`));
  const { sections: cleaned, replaced, contradicted } = dropContradicted(sections, facts, answerText);
  // A section the check emptied says what replaced it rather than standing as a bare heading.
  for (const [i, section] of cleaned.entries()) {
    if (section.text !== '' || sections[i]?.text.trim() === '') continue;
    section.text = [...new Set(replaced.filter((r) => r.section === section.heading).map((r) => `- ${r.answer}`))].join('\n');
  }

  const saysIt = (fact: TFact) =>
    cleaned.some((s) => judgedIn(fact, s.heading) && s.text.split('\n').some((l) => clausesOfLine(l).some((c) => fact.judge(c.text) === 'carries')));
  const missing = facts.filter((f) => (contradicted.has(f) || earlier.some((r) => r.answer === f.answerLabel)) && !saysIt(f));
  for (const answer of new Set(missing.map((f) => f.answerLabel))) {
    const home = missing.find((f) => f.answerLabel === answer)?.home ?? '';
    const section = cleaned.find((s) => sameHeading(s.heading, home));
    if (section) section.text = [section.text, `- ${answer}`].filter(Boolean).join('\n');
    else cleaned.push({ heading: home, text: `- ${answer}` });
  }

  const all = [...earlier, ...replaced].filter((r, i, list) => list.findIndex((o) => o.section === r.section && o.clause === r.clause) === i);
  return { sections: cleaned, replaced: all };
}
