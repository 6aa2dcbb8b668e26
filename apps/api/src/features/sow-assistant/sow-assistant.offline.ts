import { SOW_SECTION_HEADINGS, type TSowSection } from '@procura/shared';
import { ANSWER_SECTION, answerLines, type TDraftContext } from './sow-assistant.prompt.js';

/*
 * The offline composer: what the assistant does when no model is configured. It writes no
 * prose of its own beyond a few fixed sentences: the draft is the library text with each
 * guided answer placed in its section, and a rewrite is one of a few literal edits it can do
 * honestly. Anything else it declines, and the screen says "composed offline".
 */

export const OFFLINE_MODEL = 'offline-composer';

type THeading = (typeof SOW_SECTION_HEADINGS)[number];

/** What a section says when the library has no text for it. */
const PLACEHOLDER: Record<THeading, string> = {
  'Scope and tasks': 'The vendor performs the service described here at every property this scope applies to.',
  'Frequency and schedule': 'To be agreed: how often and on which days the vendor performs the service.',
  'Season and service window': 'To be agreed: the season and the hours the vendor may work on site.',
  'Materials and equipment': 'The vendor supplies all labour, materials and equipment unless stated otherwise.',
  Exclusions: 'To be agreed: work outside this scope.',
  'Performance standards': 'To be agreed: how the finished work is judged and how quickly defects are corrected.',
  'Safety and insurance requirements': 'The vendor follows the site safety rules and carries the insurance the client requires.',
  'Reporting and communication': 'The vendor reports each visit (date, work done, issues found) to the client contact.',
};

const sameHeading = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A draft in the library's structure: library text per section, the answers on top of their section. */
export function composeDraft(ctx: TDraftContext): TSowSection[] {
  const answersBySection = new Map<THeading, string[]>();
  for (const line of answerLines(ctx.answers)) {
    const heading = ANSWER_SECTION[line.label];
    if (heading) answersBySection.set(heading, [...(answersBySection.get(heading) ?? []), `- ${line.label}: ${oneLine(line.value)}`]);
  }
  const intro = ctx.librarySections.find((s) => s.heading === '')?.text;
  const standard = SOW_SECTION_HEADINGS.map((heading) => {
    const library = ctx.librarySections.find((s) => sameHeading(s.heading, heading))?.text.trim();
    const answers = answersBySection.get(heading) ?? [];
    const body = [...(answers.length ? ['Agreed for this scope:', ...answers] : []), library || PLACEHOLDER[heading]];
    return { heading, text: body.join('\n') };
  });
  const extra = ctx.librarySections.filter((s) => s.heading !== '' && !SOW_SECTION_HEADINGS.some((h) => sameHeading(h, s.heading)));
  return [{ heading: '', text: intro?.trim() || `${ctx.service.name} (${ctx.service.categoryName}) for ${ctx.client.name}.` }, ...standard, ...extra];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export type TOfflineRefine = { ok: true; text: string } | { ok: false; message: string };

export const OFFLINE_CANNOT =
  'Without a language model the assistant can only change a snow trigger depth, add a clause, remove a line or replace words. Rephrase, or edit the text yourself.';

/** Clauses the composer knows by name. */
const CLAUSES: { match: RegExp; text: string }[] = [
  {
    match: /de-?icing|anti-?icing|\bice\b|salt/i,
    text: 'De-icing: the vendor applies de-icing material to walks, entrances, ramps and drive lanes whenever ice forms or is forecast, and again after each clearing, recording material and quantity per visit.',
  },
  { match: /photo/i, text: 'Photos: the vendor uploads dated before-and-after photos of each visit within 24 hours.' },
  { match: /response time|respond within|call-?out/i, text: 'Response time: the vendor is on site within 2 hours of a call from the client.' },
];

const INCHES = /(\d+(?:\.\d+)?)(\s*(?:-|–|to)\s*\d+(?:\.\d+)?)?\s*(?:-\s*)?(inches|inch|in\.|″|")/gi;

/** The few edits the composer can make without a model; anything else it declines. */
export function refineOffline(sectionText: string, instruction: string): TOfflineRefine {
  const ask = instruction.trim();

  // "make the snow trigger 2 inches": every depth on a trigger/accumulation line becomes the new one.
  const depth = /(\d+(?:\.\d+)?)\s*(?:-\s*)?(?:inches|inch|in\b|″|")/i.exec(ask);
  if (depth && /trigger|depth|accumulat|snowfall|snow/i.test(ask)) {
    const value = depth[1];
    const unit = value === '1' ? 'inch' : 'inches';
    let changed = false;
    const lines = sectionText.split('\n').map((line) => {
      if (!/trigger|accumulat|depth|snowfall|snow fall|inch|"/i.test(line)) return line;
      return line.replace(INCHES, () => {
        changed = true;
        return `${value} ${unit}`;
      });
    });
    if (changed) return { ok: true, text: lines.join('\n') };
    return { ok: true, text: `${sectionText.trimEnd()}${sectionText.trim() ? '\n' : ''}- Trigger: service starts when snow accumulates to ${value} ${unit}.` };
  }

  // "remove the line about salt": drop the lines that mention it.
  const remove =
    /^(?:remove|delete|drop)\s+(?:the\s+|any\s+|all\s+)?(?:lines?|bullets?|sentences?|clauses?|requirements?)\s+(?:about|mentioning|on|with|that mentions?)\s+["“]?(.+?)["”]?\.?$/i.exec(
      ask,
    );
  if (remove) {
    const term = remove[1].toLowerCase();
    const lines = sectionText.split('\n');
    const kept = lines.filter((line) => !line.toLowerCase().includes(term));
    if (kept.length === lines.length) return { ok: false, message: `No line of this section mentions "${remove[1]}".` };
    return { ok: true, text: kept.join('\n') };
  }

  // "replace X with Y" / "change X to Y": literal, case-insensitive.
  const replace = /^(?:replace|change)\s+["“]?(.+?)["”]?\s+(?:with|to|by)\s+["“]?(.+?)["”]?\.?$/i.exec(ask);
  if (replace) {
    const [, from, to] = replace;
    const pattern = new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
    if (!pattern.test(sectionText)) return { ok: false, message: `This section does not say "${from}".` };
    return { ok: true, text: sectionText.replace(pattern, to) };
  }

  // "add a de-icing clause" / "add a clause that …": a known clause, else the user's own words.
  const add = /^(?:please\s+)?(?:add|include|insert|append)\s+(.+)$/i.exec(ask);
  if (add) {
    const wanted = add[1];
    const known = CLAUSES.find((c) => c.match.test(wanted));
    const own = /(?:clause|requirement|line|bullet|sentence|rule)\s*(?:that|saying|stating|:)\s*(.+)$/i.exec(wanted)?.[1];
    const text = own ? capitalise(own.replace(/\.*$/, '.')) : (known?.text ?? null);
    if (!text) return { ok: false, message: OFFLINE_CANNOT };
    return { ok: true, text: `${sectionText.trimEnd()}${sectionText.trim() ? '\n' : ''}- ${text}` };
  }

  return { ok: false, message: OFFLINE_CANNOT };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
