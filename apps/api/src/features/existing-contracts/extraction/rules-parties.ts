import { oneLine, type TContractText } from './contract-text.js';
import type { TFound } from './rules-found.js';

/*
 * The two parties. Contracts name them once with a defined term — `by and between Acme LLC, a
 * Texas limited liability company ("Owner"), and Green Leaf, Inc. ("Contractor")` — and the
 * role word says which side each is on: the one paying (Owner, Client, Customer, Manager…) or
 * the one serving (Contractor, Vendor, Service Provider, Supplier…). Without defined terms,
 * labelled lines ("Client: Acme LLC", a signature block's "CONTRACTOR:") are read instead.
 */

const CLIENT_ROLE =
  /^(?:property\s+)?(?:owner|client|customer|manager|management\s+company|landlord|lessor|tenant|association|hoa|buyer|purchaser|district|city|county|town|village|authority|board|agency|university|college|school|hospital|church|trust|employer|recipient|licensee)s?$/i;
const VENDOR_ROLE =
  /^(?:service\s+)?(?:contractor|vendor|provider|supplier|consultant|subcontractor|seller|licensor|landscaper|servicer|firm|engineer|architect|agency\s+provider|operator|hauler|company\s+providing|service\s+company)s?$/i;

const Q = `["“”'‘’]`;
/** ("Owner") / (hereinafter referred to as the "Owner") / , hereinafter called "Owner" */
const DEFINED = new RegExp(
  `(?:\\(\\s*(?:(?:hereinafter|herein|collectively)[,\\s]+(?:(?:referred\\s+to|known)\\s+as|called)?\\s*)?(?:the\\s+|a\\s+|an\\s+)?${Q}\\s*([A-Z][A-Za-z.&\\s-]{1,40}?)\\s*${Q}[^)]{0,60}\\)|,?\\s*(?:hereinafter|herein)[,\\s]+(?:(?:referred\\s+to|known)\\s+as|called)\\s+(?:the\\s+)?${Q}\\s*([A-Z][A-Za-z.&\\s-]{1,40}?)\\s*${Q})`,
  'g',
);
const LEAD = /\b(?:by\s+and\s+between|between|among|by|with)\s+$/i;
const DESCRIPTOR =
  /(?:,\s*(?:a|an|the)\s|,\s*(?:with|having|whose|located|organized|existing|doing|acting|on\s+behalf|as\s+agent)\b|,?\s+(?:located|residing|whose|with\s+(?:its|an?)\s+(?:principal\s+)?(?:office|place|address))|\s+\(|,\s*\d|\s+\d{2,6}\s+[A-Z])/i;
/** "Client: Acme LLC", "CONTRACTOR:" with the name on its line or the next: the role decides (sideOf). */
const LABEL = /^[ \t]*([A-Za-z][A-Za-z ]{1,30}?)(?:'s)?(?:\s+(?:legal\s+)?name)?[ \t]*:[ \t]*(?:([^\n]*[^\s][^\n]*)|\n[ \t]*([^\n]*))/gm;

export interface TParties {
  clientName: TFound<string>;
  vendorName: TFound<string>;
}

type TSide = 'client' | 'vendor' | null;

interface TNamed {
  name: string;
  start: number;
  end: number;
  role: string;
  side: TSide;
}

const sideOf = (role: string): TSide => {
  const r = oneLine(role).replace(/^the\s+/i, '');
  return CLIENT_ROLE.test(r) ? 'client' : VENDOR_ROLE.test(r) ? 'vendor' : null;
};

/** The name written before a defined term, without the description after it. */
function nameBefore(text: string, from: number, to: number): { start: number; end: number; name: string } | null {
  let segment = text.slice(from, to);
  // "… by and between X": the name starts after the last such word; "and" only starts the second party.
  const lead =
    [...segment.matchAll(/\b(?:by\s+and\s+between|between|among|by\s+and\s+among)\s+/gi)].pop() ?? [...segment.matchAll(/\b(?:by|with)\s+(?=[A-Z])/g)].pop();
  let start = from;
  if (lead) {
    start = from + lead.index + lead[0].length;
    segment = text.slice(start, to);
  }
  const skipped = /^[\s,;:]*(?:and\s+|&\s*)?/i.exec(segment)?.[0].length ?? 0;
  start += skipped;
  segment = segment.slice(skipped);
  const cut = DESCRIPTOR.exec(segment);
  if (cut) segment = segment.slice(0, cut.index);
  segment = segment.replace(/[\s,;]+$/, '');
  // A lowercase "the" is the sentence's, not the name's ("the City of Springfield").
  const name = oneLine(segment)
    .replace(/^["“”'‘’]+|["“”'‘’]+$/g, '')
    .replace(/^the\s+/, '');
  if (name.length < 2 || name.length > 120 || !/[A-Za-z]/.test(name) || LEAD.test(`${name} `)) return null;
  return { start, end: start + segment.length, name };
}

function definedParties(text: string): TNamed[] {
  const out: TNamed[] = [];
  let previousEnd = -1;
  DEFINED.lastIndex = 0;
  for (let m = DEFINED.exec(text); m && out.length < 6; m = DEFINED.exec(text)) {
    const role = m[1] ?? m[2];
    const side = sideOf(role);
    const inRun = previousEnd >= 0 && m.index - previousEnd < 400;
    const from = inRun ? previousEnd : Math.max(0, m.index - 400);
    const named = nameBefore(text, from, m.index);
    if (named) out.push({ ...named, role, side });
    previousEnd = m.index + m[0].length;
  }
  return out.filter((p) => !/^(?:agreement|contract|effective\s+date|services?|work|premises|property|term)$/i.test(p.role.trim()));
}

function labelledParties(text: string): TNamed[] {
  const out: TNamed[] = [];
  LABEL.lastIndex = 0;
  for (let m = LABEL.exec(text); m; m = LABEL.exec(text)) {
    const side = sideOf(m[1]);
    const sameLine = (m[2] ?? '').trim();
    const value = sameLine || (m[3] ?? '').trim();
    if (!side || !value || /^(?:by|name|title|signature|date|_+)\b/i.test(value) || value.length > 120) continue;
    const at = m.index + m[0].indexOf(value, m[0].indexOf(':'));
    out.push({ name: oneLine(value.replace(/[,;]$/, '')), start: at, end: at + value.length, role: m[1], side });
  }
  return out;
}

export function findParties(doc: TContractText): TParties {
  const defined = definedParties(doc.text);
  let client = defined.find((p) => p.side === 'client');
  let vendor = defined.find((p) => p.side === 'vendor');
  let confidence = { client: 0.9, vendor: 0.9 };
  const unsided = defined.filter((p) => p.side === null);
  // One role word known: the other party defined beside it is the other side.
  if (client && !vendor && unsided.length) vendor = unsided.find((p) => p.name !== client?.name);
  else if (vendor && !client && unsided.length) client = unsided.find((p) => p.name !== vendor?.name);
  if (client && !defined.find((p) => p.side === 'client')) confidence.client = 0.7;
  if (vendor && !defined.find((p) => p.side === 'vendor')) confidence.vendor = 0.7;
  if (!client || !vendor) {
    const labelled = labelledParties(doc.text);
    client ??= labelled.find((p) => p.side === 'client');
    vendor ??= labelled.find((p) => p.side === 'vendor');
    confidence = { client: defined.includes(client as TNamed) ? confidence.client : 0.7, vendor: defined.includes(vendor as TNamed) ? confidence.vendor : 0.7 };
  }
  const found = (p: TNamed | undefined, c: number): TFound<string> => (p ? { value: p.name, confidence: c, start: p.start, end: p.end } : null);
  return { clientName: found(client, confidence.client), vendorName: found(vendor, confidence.vendor) };
}
