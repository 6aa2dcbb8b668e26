import type { TContractFieldValues } from '@procura/shared';
import { endOfTerm } from '../contract-dates.js';
import type { TBlock } from './corpus-pdf.js';
import * as W from './corpus-words.js';

/*
 * Generated service contracts with their known answers, for the extraction tests and bench:
 * the same seed gives the same corpus. Wording and layout vary the way real contracts do —
 * defined-term or labelled parties, recitals, every date style, terms in words and digits,
 * renewal and notice clauses (or none), amounts in words, monthly, annual or total, property
 * schedules in two columns — with distractors a careless reader would take (the parties'
 * office and notice addresses, insurance limits, hourly rates, breach notices).
 */

export type TTruth = { [F in keyof TContractFieldValues]: TContractFieldValues[F] | null };

export interface TCorpusContract {
  name: string;
  blocks: TBlock[];
  truth: TTruth;
  /** Stored as page images with no text layer (read by OCR). */
  scanned: boolean;
}

/** mulberry32: small, fast, and the same sequence everywhere. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return { next, pick, chance: (p: number) => next() < p, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)) };
}

const ORD = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const pad = (n: number) => String(n).padStart(2, '0');

function dateText(iso: string, style: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const month = W.MONTH_NAMES[m - 1];
  return [
    `${month} ${d}, ${y}`,
    `the ${ORD(d)} day of ${month}, ${y}`,
    `${pad(m)}/${pad(d)}/${y}`,
    `${d} ${month} ${y}`,
    `${month.length <= 5 ? month : `${month.slice(0, month === 'September' ? 4 : 3)}.`} ${d}, ${y}`,
  ][style % 5];
}

const SMALL = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
function words(n: number): string {
  if (n < 20) return SMALL[n];
  if (n < 100) return TENS[Math.floor(n / 10)] + (n % 10 ? `-${SMALL[n % 10]}` : '');
  if (n < 1000) return `${SMALL[Math.floor(n / 100)]} Hundred${n % 100 ? ` ${words(n % 100)}` : ''}`;
  if (n < 1_000_000) return `${words(Math.floor(n / 1000))} Thousand${n % 1000 ? ` ${words(n % 1000)}` : ''}`;
  return `${words(Math.floor(n / 1_000_000))} Million${n % 1_000_000 ? ` ${words(n % 1_000_000)}` : ''}`;
}
const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** "ninety (90)" or "90", as the contract's style has it. */
const count = (n: number, spelled: boolean) => (spelled ? `${W.TENS[n] ?? W.NUMBER_WORDS[n] ?? words(n).toLowerCase()} (${n})` : String(n));

function isoPlus(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function generateCorpus(seed: number, size: number): TCorpusContract[] {
  return Array.from({ length: size }, (_, i) => generateContract(seed * 1000 + i, i));
}

function generateContract(seed: number, index: number): TCorpusContract {
  const r = random(seed);
  const client = r.pick(W.CLIENTS);
  const vendor = r.pick(W.VENDORS);
  const clientRole = r.pick(W.CLIENT_ROLES);
  const vendorRole = r.pick(W.VENDOR_ROLES);
  const spelled = r.chance(0.6);
  const dateStyle = r.int(0, 4);
  const agreementDate = `${r.int(2022, 2026)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
  const [city, state, abbr, zip] = r.pick(W.CITIES);
  const services = [...new Set([r.pick(W.SERVICES), r.pick(W.SERVICES)])].slice(0, r.int(1, 2));
  const termMonths = r.pick([12, 12, 24, 36, 18]);
  const effectiveSeparate = r.chance(0.3);
  const effectiveDate = effectiveSeparate ? isoPlus(agreementDate, r.int(1, 20)) : agreementDate;
  const startOnEffective = r.chance(0.4);
  const startDate = startOnEffective ? effectiveDate : isoPlus(effectiveDate, r.int(0, 45));
  const endDate = endOfTerm(startDate, termMonths);
  const labelled = r.chance(0.15);
  const C = labelled ? `the ${clientRole}` : clientRole;
  const V = labelled ? `the ${vendorRole}` : vendorRole;
  const blocks: TBlock[] = [];
  const p = (text: string) => blocks.push({ text: text.charAt(0).toUpperCase() + text.slice(1) });
  const h = (text: string) => blocks.push({ text, kind: 'heading' });
  const title = `${services[0].toUpperCase()} SERVICES AGREEMENT`;

  h(title);
  const dateWords = dateText(agreementDate, dateStyle);
  const officeAddress = `${r.int(100, 9999)} ${r.pick(W.STREETS)}, ${city}, ${abbr} ${zip}`;
  if (labelled) {
    p(`${clientRole}: ${client}\n${vendorRole}: ${vendor}\nAgreement Date: ${dateWords}`);
    p(`This ${title.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase())} is entered into by the ${clientRole} and the ${vendorRole} named above.`);
  } else {
    const effectiveNote = effectiveSeparate ? '' : ' (the "Effective Date")';
    const officeNote = r.chance(0.5) ? `, with its principal office at ${officeAddress}` : '';
    const clientDef = r.chance(0.5) ? `("${clientRole}")` : `(hereinafter referred to as the "${clientRole}")`;
    const opening = r.pick([
      'This Agreement is made and entered into as of',
      'THIS AGREEMENT is dated',
      'This Services Agreement (the "Agreement") is entered into on',
    ]);
    p(
      `${opening} ${dateWords}${effectiveNote}, by and between ${client}, a ${state} company${officeNote} ${clientDef}, and ${vendor}, a ${r.pick(W.CITIES)[1]} corporation ${vendorRole === 'Service Provider' ? '("Service Provider")' : `("${vendorRole}")`}.`,
    );
  }
  if (effectiveSeparate)
    p(
      r.chance(0.5)
        ? `Effective Date: ${dateText(effectiveDate, dateStyle)}`
        : `This Agreement shall be effective as of ${dateText(effectiveDate, dateStyle)}.`,
    );

  // Properties: one "Premises", or a schedule of several in two columns.
  const many = r.chance(0.35);
  const properties = Array.from(
    { length: many ? r.int(2, 4) : 1 },
    (_, k) => `${r.int(10, 9999) + k} ${W.STREETS[(index + k * 3) % W.STREETS.length]}, ${city}, ${abbr} ${zip}`,
  );
  if (r.chance(0.5)) {
    h('RECITALS');
    p(
      `WHEREAS, ${C} owns or manages the real property described ${many ? 'in Exhibit A' : `as ${r.pick(W.PROPERTY_NAMES)}, located at ${properties[0]} (the "Premises")`}; and`,
    );
    p(`WHEREAS, ${V} is in the business of providing ${services.join(' and ').toLowerCase()} services; NOW, THEREFORE, the parties agree as follows:`);
  } else if (!many) p(`1. Premises. ${V} shall perform the Services at the property located at ${properties[0]} (the "Premises").`);
  p(`2. Services. ${V} shall provide the following services at the ${many ? 'properties listed in Exhibit A' : 'Premises'}: ${services.join(', ')}.`);

  // Term.
  const endStyle = r.int(0, 3);
  const termWords =
    termMonths % 12 === 0 && r.chance(0.5) ? `${count(termMonths / 12, spelled)} year${termMonths > 12 ? 's' : ''}` : `${count(termMonths, spelled)} months`;
  const startWords = startOnEffective ? 'the Effective Date' : dateText(startDate, dateStyle);
  const endWords = dateText(endDate, dateStyle);
  p(
    [
      `3. Term. The initial term of this Agreement shall be ${termWords}, commencing on ${startWords} and ending on ${endWords} (the "Initial Term").`,
      `3. Term. This Agreement shall commence on ${startWords} and continue for a period of ${termWords}.`,
      `3. Term. The term of this Agreement shall begin on ${startWords} and shall continue through ${endWords}.`,
      `3. Term: ${termWords}, starting ${startWords}. This Agreement will expire on ${endWords}.`,
    ][endStyle],
  );
  const autoRenews = r.chance(0.6);
  const renewalMonths = autoRenews ? r.pick([12, 12, 24, 1]) : null;
  const noticeDays = autoRenews ? r.pick([30, 60, 90, 90, 120]) : null;
  if (autoRenews && renewalMonths && noticeDays) {
    const renewal =
      renewalMonths === 1
        ? 'on a month-to-month basis'
        : `for successive ${renewalMonths === 12 ? `${count(1, spelled)} year` : `${count(renewalMonths, spelled)} month`} terms`;
    const notice = `${count(noticeDays, spelled)} days' prior written notice of non-renewal`;
    p(
      r.pick([
        `4. Renewal. This Agreement shall automatically renew ${renewal} unless either party gives the other ${notice} before the end of the then-current term.`,
        `4. Renewal. Upon expiration, this Agreement will renew automatically ${renewal}. Either party may prevent renewal by giving the other party ${notice} prior to the expiration of the then-current term.`,
        `4. Automatic Renewal. Unless either party notifies the other in writing of its intent not to renew at least ${count(noticeDays, spelled)} days prior to the end of the then-current term, this Agreement shall be automatically extended ${renewal}.`,
      ]),
    );
  } else if (r.chance(0.6))
    p(
      r.pick([
        '4. Renewal. This Agreement shall not automatically renew.',
        '4. Renewal. Any renewal of this Agreement may be renewed only by mutual written agreement of the parties.',
      ]),
    );

  // Price, with an hourly rate beside it that is neither.
  const pricing = r.int(0, 2);
  const monthly = r.int(8, 120) * 50;
  const annualValue = pricing === 0 ? monthly * 12 : pricing === 1 ? monthly * 12 : null;
  const totalValue = Math.round((monthly * 12 * termMonths) / 12);
  const amount = (n: number) => (r.chance(0.4) ? `${words(n)} Dollars (${money(n)})` : money(n));
  p(
    [
      `5. Compensation. ${C} shall pay ${V} ${amount(monthly)} per month for the Services.`,
      `5. Compensation. ${C} shall pay ${V} an annual fee of ${amount(monthly * 12)}, payable in equal monthly installments.`,
      `5. Compensation. The total contract price for the Initial Term shall be ${amount(totalValue)}.`,
    ][pricing],
  );
  p(`Additional work requested by ${C} shall be billed at ${money(r.int(45, 120))} per hour.`);
  const net = r.pick([15, 30, 30, 45, 60]);
  const paymentTerms = r.chance(0.15) ? 'Due on receipt' : `Net ${net}`;
  p(
    paymentTerms === 'Due on receipt'
      ? 'Invoices are due upon receipt.'
      : r.pick([`Payment terms are Net ${net}.`, `${C} shall pay each invoice within ${count(net, spelled)} days of receipt of ${V}'s invoice.`]),
  );

  const convenience = r.chance(0.5) ? r.pick([15, 30, 60]) : null;
  p(
    convenience
      ? r.pick([
          `6. Termination. Either party may terminate this Agreement for convenience upon ${count(convenience, spelled)} days' written notice to the other party.`,
          `6. Termination. ${C} may terminate this Agreement at any time, without cause, by giving ${V} ${count(convenience, spelled)} days' written notice.`,
        ])
      : `6. Termination. Either party may terminate this Agreement if the other party materially breaches it and fails to cure the breach within ${count(10, spelled)} days after written notice.`,
  );
  p(`7. Insurance. ${V} shall maintain commercial general liability insurance of not less than $1,000,000 per occurrence.`);
  const law = r.chance(0.2) ? W.CITIES[(index + 3) % W.CITIES.length][1] : state;
  p(
    r.pick([
      `8. Governing Law. This Agreement shall be governed by and construed in accordance with the laws of the State of ${law}.`,
      `8. Governing Law. This Agreement is governed by the laws of the ${['Massachusetts', 'Pennsylvania', 'Virginia'].includes(law) ? 'Commonwealth' : 'State'} of ${law}, without regard to its conflict of laws rules.`,
    ]),
  );
  p(`9. Notices. Notices shall be sent to ${C} at ${officeAddress}.`);
  if (many) {
    h('EXHIBIT A - PROPERTIES');
    blocks.push({ text: properties.join('\n'), kind: 'twoColumns' });
  }
  p(
    `IN WITNESS WHEREOF, the parties have signed this Agreement.\n${clientRole.toUpperCase()}: ${client}\nBy: ____________________\n${vendorRole.toUpperCase()}: ${vendor}\nBy: ____________________`,
  );

  return {
    name: `contract-${String(index + 1).padStart(3, '0')}`,
    blocks,
    scanned: index % 10 === 9,
    truth: {
      clientName: client,
      vendorName: vendor,
      agreementDate,
      effectiveDate,
      startDate,
      endDate,
      termMonths,
      autoRenews,
      renewalTermMonths: renewalMonths,
      noticeDays,
      terminationForConvenience: convenience ? `${convenience} days' notice` : false,
      governingLaw: law,
      totalValue,
      annualValue: annualValue ?? (termMonths >= 12 ? Math.round(((totalValue * 12) / termMonths) * 100) / 100 : null),
      paymentTerms,
      services,
      properties,
    },
  };
}
