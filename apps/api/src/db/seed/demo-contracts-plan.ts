import { addDays, type TBidUnit } from '@procura/shared';
import { termEndOn } from '../../features/contracts/contract-term.js';

/*
 * The demo's existing contracts (issue 19 item 8; README "Demo"), planned from the portfolio as
 * it is in the database so the plan needs no ids of its own: over the three clients' properties,
 * each contract one vendor offering the services it covers, one or two properties, one or two of
 * each property's required services. Every fifth property and each property's later required
 * services stay uncovered (Contract Management's gaps); the first contracts end within 30, 60
 * and 90 days, one renews by itself with its notice deadline a few weeks ahead, one property ×
 * service is contracted twice, a few are still drafts.
 */

export interface TPortfolioProperty {
  propertyId: string;
  clientId: string;
  code: string;
  /** The property's required services, by service name. */
  required: { serviceId: string; serviceName: string; frequency: string }[];
}

export interface TDemoContractLine {
  serviceId: string;
  price: number;
  unit: TBidUnit;
  quantityPerYear: number | null;
  frequency: string;
}

export interface TDemoContractPlan {
  clientId: string;
  vendorId: string;
  title: string;
  startOn: string;
  endOn: string;
  status: 'DRAFT' | 'ACTIVE';
  autoRenews: boolean;
  renewalTermMonths: number | null;
  noticeDays: number | null;
  paymentTerms: string;
  properties: { propertyId: string; lines: TDemoContractLine[] }[];
}

/** Who may be contracted for a service: the approved vendors offering it, in a stable order. */
export type TVendorsFor = (serviceId: string) => { vendorId: string; vendorName: string }[];

/** Days from today to the end of the first contracts: within 30, 60 and 90 days. */
const ENDING_SOON = [21, 48, 83];
const TERMS = [12, 24, 36];
const PRICES: [number, TBidUnit, number | null][] = [
  [450, 'PER_MONTH', null],
  [85, 'PER_VISIT', 26],
  [4800, 'PER_YEAR', null],
  [2400, 'PER_SEASON', 1],
  [160, 'PER_EVENT', 12],
];

function line(service: TPortfolioProperty['required'][number], n: number): TDemoContractLine {
  const [price, unit, quantityPerYear] = PRICES[n % PRICES.length];
  // Prices vary a little from contract to contract, as real ones do.
  return { serviceId: service.serviceId, price: price + (n % 7) * 15, unit, quantityPerYear, frequency: service.frequency };
}

/** The dates and renewal terms of the n-th contract, from today. */
function datesOf(n: number, today: string): Pick<TDemoContractPlan, 'startOn' | 'endOn' | 'autoRenews' | 'renewalTermMonths' | 'noticeDays'> {
  const plain = { autoRenews: false, renewalTermMonths: null, noticeDays: null };
  if (n < ENDING_SOON.length) {
    const endOn = addDays(today, ENDING_SOON[n]);
    return { ...plain, startOn: addDays(termEndOn(addDays(endOn, 1), -12), 1), endOn };
  }
  if (n === ENDING_SOON.length) {
    // Renews by itself for a year unless told 90 days before its end: the last day to say so is in 25 days.
    const endOn = addDays(today, 115);
    return { startOn: addDays(termEndOn(addDays(endOn, 1), -12), 1), endOn, autoRenews: true, renewalTermMonths: 12, noticeDays: 90 };
  }
  const startOn = addDays(today, -((n * 37) % 200) - 10);
  let months = TERMS[n % TERMS.length];
  while (termEndOn(startOn, months) <= addDays(today, 120)) months += 12;
  return { ...plain, startOn, endOn: termEndOn(startOn, months), ...(n % 4 === 0 ? { autoRenews: true, renewalTermMonths: 12, noticeDays: 60 } : {}) };
}

/**
 * Plans the demo contracts: properties taken in turn, one then two to a contract, every fifth
 * left without any. `vendorsFor` names who offers a service; a property whose first service
 * nobody offers is skipped.
 */
export function planDemoContracts(
  portfolio: TPortfolioProperty[],
  vendorsFor: TVendorsFor,
  today: string,
  titleOf: (serviceName: string) => string,
): TDemoContractPlan[] {
  const plans: TDemoContractPlan[] = [];
  const byClient = new Map<string, TPortfolioProperty[]>();
  for (const p of portfolio) byClient.set(p.clientId, [...(byClient.get(p.clientId) ?? []), p]);
  for (const properties of byClient.values()) {
    const covered = properties.filter((p, i) => i % 5 !== 4 && p.required.length > 0);
    for (let i = 0; i < covered.length;) {
      const size = plans.length % 2 === 0 ? 1 : 2;
      const group = covered.slice(i, i + size).filter((p) => p.required[0].serviceId === covered[i].required[0].serviceId);
      i += group.length;
      const first = group[0].required[0];
      const vendors = vendorsFor(first.serviceId);
      if (vendors.length === 0) continue;
      const n = plans.length;
      const vendor = vendors[n % vendors.length];
      // A second service where the vendor offers it too, on every other contract.
      const offered = new Set(vendorsFor(group[0].required[1]?.serviceId ?? '').map((v) => v.vendorId));
      const withSecond = n % 2 === 0 && group[0].required[1] !== undefined && offered.has(vendor.vendorId);
      plans.push({
        clientId: group[0].clientId,
        vendorId: vendor.vendorId,
        title: titleOf(first.serviceName),
        status: n % 11 === 10 ? 'DRAFT' : 'ACTIVE',
        paymentTerms: n % 3 === 0 ? 'Net 45' : 'Net 30',
        ...datesOf(n, today),
        properties: group.map((p) => ({
          propertyId: p.propertyId,
          lines: [line(first, n), ...(withSecond && p.required[1] ? [line(p.required[1], n + 1)] : [])],
        })),
      });
    }
  }
  return withDuplicate(plans, vendorsFor, today);
}

/** A second vendor contracted for the first active contract's property × service: a duplicated cell. */
function withDuplicate(plans: TDemoContractPlan[], vendorsFor: TVendorsFor, today: string): TDemoContractPlan[] {
  const otherVendor = (plan: TDemoContractPlan) => vendorsFor(plan.properties[0].lines[0].serviceId).find((v) => v.vendorId !== plan.vendorId);
  const original = plans.find((p, n) => n > ENDING_SOON.length && p.status === 'ACTIVE' && otherVendor(p));
  const other = original && otherVendor(original);
  if (!original || !other) return plans;
  const [property] = original.properties;
  const startOn = addDays(today, -30);
  return [
    ...plans,
    {
      ...original,
      vendorId: other.vendorId,
      title: `${original.title} (second crew)`,
      startOn,
      endOn: termEndOn(startOn, 12),
      autoRenews: false,
      renewalTermMonths: null,
      noticeDays: null,
      properties: [{ propertyId: property.propertyId, lines: [property.lines[0]] }],
    },
  ];
}
