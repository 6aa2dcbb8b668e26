import { z } from 'zod';
import { BID_PRICE_MAX, BID_QUANTITY_MAX } from './bids.js';
import { BID_UNITS, BID_UNITS_NEEDING_QUANTITY } from './bid-amounts.js';
import { blankToNull } from './form-values.js';
import { SERVICE_FREQUENCIES } from './property-enums.js';

/*
 * The properties a contract covers and their service lines (issue 19, docs/contracts.md
 * "Property contracts and lines"): what is done where, at what price, from when to when. The
 * annual cost is the server's (bid-amounts.ts annualAmount, as the analysis normalised bids).
 */

export const CONTRACT_LINES_MAX = 2_000;
export const CONTRACT_NOTES_MAX = 2_000;

const wholeCents = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

export const ZContractMoneySchema = (field: string) =>
  z
    .number(`Enter the ${field} as a number.`)
    .min(0, `The ${field} cannot be negative.`)
    .max(BID_PRICE_MAX, `The ${field} is at most ${BID_PRICE_MAX.toLocaleString('en-US')}.`)
    .refine(wholeCents, `Give the ${field} in whole cents.`);

export const ZContractDateSchema = z.iso.date('Use a date like 2027-03-01.');

const quantityPerYear = z
  .number('Enter how many a year as a number.')
  .positive('How many a year must be more than 0.')
  .max(BID_QUANTITY_MAX, `At most ${BID_QUANTITY_MAX.toLocaleString('en-US')} a year.`)
  .refine(wholeCents, 'Use at most two decimals.')
  .nullable();

const notes = z.preprocess(blankToNull, z.string().trim().max(CONTRACT_NOTES_MAX, `Keep the notes under ${CONTRACT_NOTES_MAX} characters.`).nullable());

const needsQuantity = (line: { unit?: (typeof BID_UNITS)[number]; quantityPerYear?: number | null }) =>
  line.unit === undefined || !BID_UNITS_NEEDING_QUANTITY.includes(line.unit) || (line.quantityPerYear ?? null) !== null;
const needsQuantityMessage = { message: 'Say how many a year: the price is per visit, event or hour.', path: ['quantityPerYear'] };

export const datesInOrder = (r: { startOn?: string | null; endOn?: string | null }) => !r.startOn || !r.endOn || r.startOn <= r.endOn;
export const datesInOrderMessage = { message: 'The end date must not come before the start date.', path: ['endOn'] };

const lineFields = {
  price: ZContractMoneySchema('price'),
  unit: z.enum(BID_UNITS, 'Choose how the price is counted.'),
  quantityPerYear,
  frequency: z.enum(SERVICE_FREQUENCIES, 'Choose how often.').nullable(),
  startOn: ZContractDateSchema.nullable(),
  endOn: ZContractDateSchema.nullable(),
  notes,
};

/** A service line as the buyer enters it inside a new contract's property (dates default to the contract's). */
const lineInputShape = {
  serviceId: z.uuid('Choose a service.'),
  ...lineFields,
  quantityPerYear: quantityPerYear.default(null),
  frequency: lineFields.frequency.default(null),
  startOn: lineFields.startOn.default(null),
  endOn: lineFields.endOn.default(null),
  notes: notes.default(null),
};
export const ZContractLineInputSchema = z.strictObject(lineInputShape).refine(needsQuantity, needsQuantityMessage).refine(datesInOrder, datesInOrderMessage);
export type TContractLineInput = z.input<typeof ZContractLineInputSchema>;

/** POST /v1/property-contract-services: a line added to one of the contract's properties. */
export const ZContractLineCreateSchema = z
  .strictObject({
    propertyContractId: z.uuid('Choose the contract’s property.'),
    reason: z.string().trim().max(2_000).optional(),
    ...lineInputShape,
  })
  .refine(needsQuantity, needsQuantityMessage)
  .refine(datesInOrder, datesInOrderMessage);
export type TContractLineCreate = z.input<typeof ZContractLineCreateSchema>;

/** PATCH /v1/property-contract-services/{id}: a line's price, unit, frequency, dates or notes, with the contract's version. */
export const ZContractLineUpdateSchema = z
  .strictObject({ ...lineFields, reason: z.string().trim().max(2_000).optional() })
  .partial()
  .extend({ version: z.number().int().min(1).optional() })
  .refine(needsQuantity, needsQuantityMessage)
  .refine(datesInOrder, datesInOrderMessage);
export type TContractLineUpdate = z.input<typeof ZContractLineUpdateSchema>;

/** A property of a new contract with its lines. */
export const ZPropertyContractInputSchema = z
  .strictObject({
    propertyId: z.uuid('Choose a property.'),
    startOn: ZContractDateSchema.nullable().default(null),
    endOn: ZContractDateSchema.nullable().default(null),
    lines: z
      .array(ZContractLineInputSchema)
      .max(CONTRACT_LINES_MAX, `At most ${CONTRACT_LINES_MAX.toLocaleString('en-US')} lines.`)
      .default([]),
  })
  .refine(datesInOrder, datesInOrderMessage);
export type TPropertyContractInput = z.input<typeof ZPropertyContractInputSchema>;

/** POST /v1/property-contracts: a property added to a contract. */
export const ZPropertyContractCreateSchema = z
  .strictObject({
    contractId: z.uuid('Choose a contract.'),
    propertyId: z.uuid('Choose a property.'),
    startOn: ZContractDateSchema.nullable().default(null),
    endOn: ZContractDateSchema.nullable().default(null),
    reason: z.string().trim().max(2_000).optional(),
  })
  .refine(datesInOrder, datesInOrderMessage);
export type TPropertyContractCreate = z.input<typeof ZPropertyContractCreateSchema>;

// ── Answers ───────────────────────────────────────────────────────────────────────────────

export const ZContractLineSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  propertyContractId: z.string(),
  propertyId: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  price: z.number(),
  unit: z.enum(BID_UNITS),
  quantityPerYear: z.number().nullable(),
  frequency: z.enum(SERVICE_FREQUENCIES).nullable(),
  /** The price for a year (null when the unit needs a quantity the line does not give). */
  annualCost: z.number().nullable(),
  startOn: z.string().nullable(),
  endOn: z.string().nullable(),
  rfpAwardId: z.string().nullable(),
  notes: z.string().nullable(),
  updatedAt: z.string(),
});
export type TContractLine = z.infer<typeof ZContractLineSchema>;

export const ZPropertyContractSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  propertyCode: z.string().nullable(),
  addressLine1: z.string().nullable(),
  cityName: z.string().nullable(),
  stateCode: z.string().nullable(),
  zip: z.string().nullable(),
  startOn: z.string().nullable(),
  endOn: z.string().nullable(),
  lines: z.array(ZContractLineSchema),
});
export type TPropertyContract = z.infer<typeof ZPropertyContractSchema>;

// ── Lists and the bulk update ─────────────────────────────────────────────────────────────

/** GET /v1/property-contracts and /v1/property-contract-services: a contract's properties or lines. */
export const ZContractPartsQuerySchema = z.object({
  contractId: z.uuid('Not a valid contract id.'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type TContractPartsQuery = z.infer<typeof ZContractPartsQuerySchema>;
export const ZPropertyContractPageSchema = z.object({
  data: z.array(ZPropertyContractSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TPropertyContractPage = z.infer<typeof ZPropertyContractPageSchema>;
export const ZContractLinePageSchema = z.object({
  data: z.array(ZContractLineSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TContractLinePage = z.infer<typeof ZContractLinePageSchema>;

export const CONTRACT_BULK_ROWS_MAX = 2_000;

/** One row of a bulk update: a line and what changes on it (price change, dates). */
export const ZContractBulkRowSchema = z
  .strictObject({
    id: z.uuid('Not a valid line id.'),
    /**
     * Move the line to this contract of the same client — how a line changes vendor: the other
     * vendor's contract takes it over (docs/contracts.md "Bulk update").
     */
    contractId: z.uuid('Not a valid contract id.').optional(),
    price: lineFields.price.optional(),
    unit: lineFields.unit.optional(),
    quantityPerYear: quantityPerYear.optional(),
    frequency: lineFields.frequency.optional(),
    startOn: lineFields.startOn.optional(),
    endOn: lineFields.endOn.optional(),
  })
  .refine(datesInOrder, datesInOrderMessage);
export type TContractBulkRow = z.input<typeof ZContractBulkRowSchema>;

/**
 * POST /v1/property-contract-services/bulk-update (docs/contracts.md "Bulk update"): many lines
 * in one call. Each row is checked on its own: by default the valid rows are applied and the
 * others answered as errors; with `atomic: true` one bad row applies nothing (400).
 */
export const ZContractBulkUpdateSchema = z.strictObject({
  rows: z
    // Each row names its line; the rest of a row is checked row by row (its errors are answered per row).
    .array(z.looseObject({ id: z.string('Each row names its line: id.').max(100) }), 'Send the rows as a list.')
    .min(1, 'Send at least one row.')
    .max(CONTRACT_BULK_ROWS_MAX, `At most ${CONTRACT_BULK_ROWS_MAX.toLocaleString('en-US')} rows.`),
  reason: z.string().trim().min(1, 'Say why the lines change: it is kept with each contract’s version.').max(2_000),
  atomic: z.boolean().default(false),
});
export type TContractBulkUpdate = z.input<typeof ZContractBulkUpdateSchema>;

export const ZContractBulkErrorSchema = z.object({ index: z.number().int(), id: z.string().nullable(), field: z.string(), message: z.string() });
export type TContractBulkError = z.infer<typeof ZContractBulkErrorSchema>;
export const ZContractBulkResultSchema = z.object({
  /** Rows applied. */
  updated: z.number().int(),
  /** Each contract touched, at its new version (one version per contract). */
  contracts: z.array(z.object({ id: z.string(), version: z.number().int() })),
  errors: z.array(ZContractBulkErrorSchema),
});
export type TContractBulkResult = z.infer<typeof ZContractBulkResultSchema>;
