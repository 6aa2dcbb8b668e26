import { z } from 'zod';
import { BID_UNITS, BID_UNITS_NEEDING_QUANTITY } from './bid-amounts.js';
import { RFP_LINES_MAX } from './rfp-lines.js';

/*
 * A vendor's bid on an RFP (issue 18 item 3): a priced line per RFP line it answers (a subset
 * unless the RFP requires all), saved as a draft, submitted as numbered versions until the due
 * time, withdrawn, or re-confirmed after an addendum. Amounts stay sealed until the buyer opens
 * the bids (docs/rfp.md "Sealed bids").
 */

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

/** PUT /v1/rfp/{id}/bid: the whole working draft, line by line (lines left out are taken out). */
export const ZBidDraftSchema = z.strictObject({
  lines: z.array(ZBidLineInputSchema).max(RFP_LINES_MAX, `A bid has at most ${RFP_LINES_MAX.toLocaleString('en-US')} lines.`),
});
export type TBidDraft = z.input<typeof ZBidDraftSchema>;

/** POST /v1/rfp/{id}/bid/submit: the draft as it stands becomes the next version. */
export const ZBidSubmitSchema = z.strictObject({
  /** "If awarded all my lines": one price a year for the lot. */
  bundlePrice: cents('bundle price').nullable().default(null),
  note: optionalText,
});
export type TBidSubmit = z.input<typeof ZBidSubmitSchema>;

export const BID_INTENTS = ['INTENDING', 'DECLINED'] as const;
export const ZBidIntentSchema = z
  .strictObject({
    intent: z.enum(BID_INTENTS, 'Say whether you intend to bid.'),
    declineReason: optionalText,
  })
  .refine((b) => b.intent !== 'DECLINED' || b.declineReason !== null, { message: 'Say why you decline: the buyer reads it.', path: ['declineReason'] });

export const ZBidLineSchema = z.object({
  rfpLineId: z.string(),
  price: z.number(),
  unit: z.enum(BID_UNITS),
  quantityPerYear: z.number().nullable(),
  notes: z.string().nullable(),
  exclusions: z.string().nullable(),
  alternate: z.string().nullable(),
  annualAmount: z.number().nullable(),
  termAmount: z.number().nullable(),
});
export type TBidLineResult = z.infer<typeof ZBidLineSchema>;

export const ZBidAbilitiesSchema = z.object({ edit: z.boolean(), submit: z.boolean(), withdraw: z.boolean(), confirm: z.boolean() });

/** GET /v1/rfp/{id}/bid: the vendor's own bid (its draft lines), as only the vendor reads it before opening. */
export const ZBidSchema = z.object({
  rfpId: z.string(),
  /** NONE: nothing written yet. */
  status: z.enum(['NONE', ...BID_STATUSES]),
  intent: z.enum(BID_INTENTS).nullable(),
  declineReason: z.string().nullable(),
  currentSubmission: z.number().int(),
  submittedAt: z.string().nullable(),
  /** Submitted before the RFP's latest addendum: confirm or revise it. */
  needsConfirmation: z.boolean(),
  lines: z.array(ZBidLineSchema),
  totals: z.object({ annual: z.number(), term: z.number(), lines: z.number().int() }),
  abilities: ZBidAbilitiesSchema,
});
export type TBid = z.infer<typeof ZBidSchema>;
