import { oneLine, type TContractText } from './contract-text.js';
import type { TFound } from './rules-found.js';

/*
 * Where and what: the governing law ("the laws of the State of Texas"), the properties served
 * (street addresses and "Premises" definitions, not the parties' own offices or notice
 * addresses) and the services (names from the catalogue the caller passes in, or common
 * facility-service names, as the contract mentions them).
 */

const STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'District of Columbia',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
  'Puerto Rico',
  'England and Wales',
  'Ontario',
  'British Columbia',
];
const STATE = `(${[...STATES]
  .sort((a, b) => b.length - a.length)
  .map((s) => s.replaceAll(' ', '\\s+'))
  .join('|')})`;
const LAW = new RegExp(
  `\\blaws?\\s+of\\s+(?:the\\s+)?(?:(?:State|Commonwealth|Province|District)\\s+of\\s+)?${STATE}\\b|\\b${STATE}\\s+law\\s+(?:shall|will|governs)`,
  'i',
);

export function findGoverningLaw(doc: TContractText): TFound<string> {
  for (const s of doc.sentences) {
    if (!/govern|constru|interpret|enforce/i.test(s.text)) continue;
    const m = LAW.exec(s.text);
    if (!m) continue;
    const state = oneLine(m[1] ?? m[2]);
    const canonical = STATES.find((x) => x.toLowerCase() === state.toLowerCase()) ?? state;
    return { value: canonical, confidence: /govern/i.test(s.text) ? 0.9 : 0.75, start: s.start + m.index, end: s.start + m.index + m[0].length };
  }
  return null;
}

const SUFFIX =
  'Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Lane|Ln|Way|Parkway|Pkwy|Court|Ct|Place|Pl|Circle|Cir|Highway|Hwy|Terrace|Ter|Trail|Trl|Plaza|Square|Sq|Loop|Pike|Turnpike|Row|Center|Ctr|Freeway|Fwy|Expressway|Broadway';
const ABBR =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR';
const ADDRESS = new RegExp(
  `\\b\\d{1,6}(?:-\\d{1,6})?\\s+(?:[NSEW]\\.?[ \\t]+)?(?:[A-Z0-9][A-Za-z0-9.'-]*\\s+){0,5}?(?:${SUFFIX})\\.?(?:[ \\t]+(?:[NSEW]|North|South|East|West|NE|NW|SE|SW)\\.?)?(?:,?[ \\t]+(?:Suite|Ste\\.?|Unit|Bldg\\.?|Building|#)[ \\t]*[\\w-]+)?,?\\s+(?:[A-Z][A-Za-z.'-]+[ \\t]+){0,3}[A-Z][A-Za-z.'-]+,?[ \\t]+(?:${ABBR}|${STATE})\\.?,?[ \\t]+\\d{5}(?:-\\d{4})?\\b`,
  'g',
);
/** An address given for a party (its office, where notices go) rather than a property served. */
const PARTY_ADDRESS =
  /(?:office|offices|principal\s+place|place\s+of\s+business|headquarter|mailing|notices?|attention|attn|c\/o|residing|business\s+address|address\s+for|remit|payment\s+address|located\s+at\s+its|whose\s+address|address\s+is|address\s*:)\b[^]{0,120}$/i;
/** A party's defined term right after an address: the address is that party's. */
const PARTY_TERM_AFTER = /^[^.;]{0,40}\((?:hereinafter[^"“)]*)?(?:the\s+)?["“][A-Z][A-Za-z ]{1,30}["”]\)/;
const PREMISES =
  /\b(?:property|premises|site|facility|building|community|complex|center|project)\s+(?:commonly\s+)?(?:known\s+as|called|named)\s+(?:the\s+)?["“]?([A-Z][A-Za-z0-9'&.-]*(?:[ \t]+[A-Z0-9][A-Za-z0-9'&.-]*){0,6})/g;

export function findProperties(doc: TContractText): TFound<string[]> {
  const values: string[] = [];
  let first: { start: number; end: number } | null = null;
  const add = (value: string, start: number, end: number) => {
    const v = oneLine(value).replace(/[,.;]+$/, '');
    if (values.some((x) => x.toLowerCase() === v.toLowerCase())) return;
    values.push(v);
    first ??= { start, end };
  };
  ADDRESS.lastIndex = 0;
  for (let m = ADDRESS.exec(doc.text); m && values.length < 100; m = ADDRESS.exec(doc.text)) {
    // The words before it in its own sentence decide.
    const at = m.index;
    const sentence = doc.sentences.find((s) => s.start <= at && at < s.end);
    const lead = doc.text.slice(Math.max(sentence?.start ?? 0, at - 160), at);
    if (PARTY_ADDRESS.test(lead) && !/premises|\bproperty\b(?!\s+(?:owner|manager|management))|\bsite\b|located\s+at(?!\s+its)/i.test(lead.slice(-60)))
      continue;
    const after = doc.text.slice(m.index + m[0].length, m.index + m[0].length + 120);
    if (PARTY_TERM_AFTER.test(after) && !/premises|property|site/i.test(after.slice(0, 60))) continue;
    add(m[0], m.index, m.index + m[0].length);
  }
  if (values.length === 0) {
    PREMISES.lastIndex = 0;
    for (let m = PREMISES.exec(doc.text); m; m = PREMISES.exec(doc.text)) add(m[1], m.index + m[0].length - m[1].length, m.index + m[0].length);
  }
  const at = first as { start: number; end: number } | null;
  return at ? { value: values, confidence: 0.75, start: at.start, end: at.end } : null;
}

/** Common facility services, when the caller has no catalogue of its own. */
export const COMMON_SERVICES = [
  'Snow Removal',
  'Snow Plowing',
  'De-icing',
  'Landscaping',
  'Lawn Care',
  'Lawn Mowing',
  'Irrigation',
  'Tree Trimming',
  'Janitorial',
  'Custodial',
  'Window Cleaning',
  'Carpet Cleaning',
  'Day Porter',
  'HVAC',
  'Plumbing',
  'Electrical',
  'Elevator Maintenance',
  'Fire Alarm',
  'Fire Sprinkler',
  'Fire Extinguisher',
  'Pest Control',
  'Security',
  'Parking Lot Sweeping',
  'Pressure Washing',
  'Waste Removal',
  'Recycling',
  'Trash Removal',
  'Roofing',
  'Painting',
  'Paving',
  'Pool Maintenance',
  'Generator Maintenance',
  'Boiler Service',
  'Gutter Cleaning',
];

const escape = (s: string) =>
  s
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\s+/g, '\\s+')
    .replace(/\\?-/g, '[\\s-]?');

/** Each service named in the text, once, in the order the contract first mentions them. */
export function findServices(doc: TContractText, known: readonly string[], parties: readonly string[] = []): TFound<string[]> {
  // "Precision Pest Control LLC" is a party, not a service: its name is blanked out first.
  let text = doc.text;
  for (const party of parties) if (party.length >= 3) text = text.replace(new RegExp(escape(party), 'gi'), (m) => ' '.repeat(m.length));
  const hits: { name: string; start: number; end: number }[] = [];
  for (const name of known) {
    if (name.trim().length < 3) continue;
    const m = new RegExp(`(?<![A-Za-z])${escape(name.trim())}(?:s|ing)?(?![A-Za-z])`, 'i').exec(text);
    if (m) hits.push({ name, start: m.index, end: m.index + m[0].length });
  }
  if (hits.length === 0) return null;
  hits.sort((a, b) => a.start - b.start);
  // A name inside a longer one found at the same place ("Snow" in "Snow Removal") is that one.
  const kept = hits.filter((h) => !hits.some((o) => o !== h && o.start <= h.start && o.end >= h.end && o.end - o.start > h.end - h.start));
  return { value: kept.map((h) => h.name), confidence: 0.7, start: kept[0].start, end: kept[0].end };
}
