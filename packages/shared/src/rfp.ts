import { z } from 'zod';
import { BID_UNITS, BID_UNITS_NEEDING_QUANTITY } from './bid-amounts.js';
import type { TTransitionTable } from './workflow.js';

/*
 * Requests for proposal (issue 18, docs/rfp.md): a client's RFP of lines (property × service,
 * each with its scope of work), sent to invited vendors, who answer with sealed bids until the
 * due time; the buyer then opens, compares, levels and awards.
 */

export const RFP_STATUSES = ['DRAFT', 'PUBLISHED', 'CLOSED', 'AWARDED', 'PARTIALLY_AWARDED', 'CANCELLED'] as const;
export type TRfpStatus = (typeof RFP_STATUSES)[number];
export const RFP_STATUS_LABELS: Record<TRfpStatus, string> = {
  DRAFT: 'Draft',
  PUBLISHED: 'Open for bids',
  CLOSED: 'Closed',
  AWARDED: 'Awarded',
  PARTIALLY_AWARDED: 'Partly awarded',
  CANCELLED: 'Cancelled',
};

/** How long before the due time an addendum may be published without moving it (docs/rfp.md "Addenda"). */
export const RFP_ADDENDUM_MIN_HOURS = 72;
/** A published RFP gives vendors at least this long to bid. */
export const RFP_MIN_BIDDING_HOURS = 24;
export const RFP_TERM_MONTHS_MAX = 120;

/** What publishing needs of an RFP, as its row and counts say at that moment. */
export interface TRfpPublishFacts {
  lineCount: number;
  linesWithoutScope: number;
  invitationCount: number;
  bidsDueAt: Date | null;
  questionsDueAt: Date | null;
  serviceStartOn: string | null;
}

/** Why the RFP cannot be published now, in the words the screen shows, or null. */
export function publishBlocker(rfp: TRfpPublishFacts, now: Date): string | null {
  if (rfp.lineCount === 0) return 'Add at least one property and service before publishing.';
  if (rfp.linesWithoutScope > 0) return `Choose a scope of work for every line: ${rfp.linesWithoutScope} have none.`;
  if (rfp.invitationCount === 0) return 'Invite at least one vendor before publishing.';
  if (!rfp.bidsDueAt) return 'Set the bid due date and time before publishing.';
  if (rfp.bidsDueAt.getTime() < now.getTime() + RFP_MIN_BIDDING_HOURS * 3_600_000)
    return `Give vendors at least ${RFP_MIN_BIDDING_HOURS} hours: move the bid due time later.`;
  if (rfp.questionsDueAt && rfp.questionsDueAt.getTime() >= rfp.bidsDueAt.getTime()) return 'The questions deadline must come before the bid due time.';
  if (!rfp.serviceStartOn) return 'Set the service start date before publishing.';
  return null;
}

/**
 * DRAFT → PUBLISHED → CLOSED → AWARDED / PARTIALLY_AWARDED, or CANCELLED from a draft or an open
 * RFP. Closing is the due-time job's (or the provider's by hand); who may publish, cancel and
 * award is the policy's (packages/shared/src/policies/rfp.ts).
 */
export const RFP_LIFECYCLE: TTransitionTable<TRfpStatus, unknown, TRfpPublishFacts> = [
  { action: 'publish', from: ['DRAFT'], to: 'PUBLISHED', guard: publishBlocker },
  { action: 'close', from: ['PUBLISHED'], to: 'CLOSED' },
  { action: 'cancel', from: ['DRAFT', 'PUBLISHED'], to: 'CANCELLED' },
  { action: 'award', from: ['CLOSED', 'PARTIALLY_AWARDED'], to: 'PARTIALLY_AWARDED' },
  { action: 'award', from: ['CLOSED', 'PARTIALLY_AWARDED'], to: 'AWARDED' },
];

// ── Bids ──────────────────────────────────────────────────────────────────────────────

export const BID_STATUSES = ['DRAFT', 'SUBMITTED', 'WITHDRAWN'] as const;
export type TBidStatus = (typeof BID_STATUSES)[number];

export const BID_PRICE_MAX = 9_999_999_999.99;
export const BID_QUANTITY_MAX = 100_000;
const BID_TEXT_MAX = 2_000;

const cents = (field: string) =>
  z
    .number(`Enter the ${field} as a number.`)
    .min(0, `The ${field} cannot be negative.`)
    .max(BID_PRICE_MAX, `The ${field} is at most ${BID_PRICE_MAX.toLocaleString('en-US')}.`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, `Give the ${field} in whole cents.`);

const optionalText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string().trim().max(BID_TEXT_MAX, `Keep it under ${BID_TEXT_MAX} characters.`).nullable().default(null),
);

/** One line of a bid as the vendor enters it (the grid, the pasted block, the XLSX sheet). */
export const ZBidLineInputSchema = z
  .strictObject({
    rfpLineId: z.uuid('Not a valid line id.'),
    price: cents('price'),
    unit: z.enum(BID_UNITS, 'Choose how the price is counted.'),
    quantityPerYear: z
      .number('Enter how many a year as a number.')
      .positive('How many a year must be more than 0.')
      .max(BID_QUANTITY_MAX, `At most ${BID_QUANTITY_MAX.toLocaleString('en-US')} a year.`)
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Use at most two decimals.')
      .nullable()
      .default(null),
    notes: optionalText,
    exclusions: optionalText,
    alternate: optionalText,
  })
  .refine((line) => !BID_UNITS_NEEDING_QUANTITY.includes(line.unit) || line.quantityPerYear !== null, {
    message: 'Say how many a year: the price is per visit, event or hour.',
    path: ['quantityPerYear'],
  });
export type TBidLineInput = z.input<typeof ZBidLineInputSchema>;
export type TBidLine = z.output<typeof ZBidLineInputSchema>;
