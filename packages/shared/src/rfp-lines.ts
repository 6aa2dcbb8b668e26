import { z } from 'zod';
import { blankToNull } from './form-values.js';
import { pageOf, ZPageQuerySchema } from './pagination.js';

/*
 * An RFP's lines (issue 18 item 1): one property × one service each, with the client scope of
 * work that applies, the scope's per-property variables, and an optional budget or incumbent
 * price a year to judge bids against. Written while the RFP is a draft.
 */

/** How many lines one request may add (the wizard adds in pages); an RFP holds at most this many. */
export const RFP_LINES_PER_REQUEST_MAX = 2_000;
export const RFP_LINES_MAX = 10_000;
const MONEY_MAX = 9_999_999_999.99;

/** A cleared number input ('') means "no figure", so the line form validates with this schema too. */
const annualMoney = (label: string) =>
  z.preprocess(
    blankToNull,
    z
      .number(`Enter the ${label} as a number.`)
      .min(0, `The ${label} cannot be negative.`)
      .max(MONEY_MAX, `The ${label} is at most ${MONEY_MAX.toLocaleString('en-US')}.`)
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, `Give the ${label} in whole cents.`)
      .nullable(),
  );

/** POST /v1/rfp/{id}/lines: every chosen property × every chosen service (lines already there are kept). */
export const ZRfpLinesAddSchema = z
  .strictObject({
    propertyIds: z.array(z.uuid('Not a valid property id.')).min(1, 'Choose at least one property.').max(RFP_LINES_PER_REQUEST_MAX),
    serviceIds: z.array(z.uuid('Not a valid service id.')).min(1, 'Choose at least one service.').max(100),
  })
  .refine((b) => new Set(b.propertyIds).size * new Set(b.serviceIds).size <= RFP_LINES_PER_REQUEST_MAX, {
    message: `Add at most ${RFP_LINES_PER_REQUEST_MAX.toLocaleString('en-US')} lines (properties × services) at once.`,
    path: ['propertyIds'],
  });
export type TRfpLinesAdd = z.input<typeof ZRfpLinesAddSchema>;

export const ZRfpLinesAddedSchema = z.object({ added: z.number().int(), kept: z.number().int(), total: z.number().int() });
export type TRfpLinesAdded = z.infer<typeof ZRfpLinesAddedSchema>;

/** PATCH /v1/rfp/{id}/lines/{lineId}: the scope that applies, and what the line costs today. */
export const ZRfpLineUpdateSchema = z
  .strictObject({
    clientSowId: z.uuid('Choose a scope of work.').nullable(),
    budgetAnnual: annualMoney('budget a year'),
    incumbentAnnual: annualMoney('incumbent price a year'),
  })
  .partial();
export type TRfpLineUpdate = z.input<typeof ZRfpLineUpdateSchema>;

/** DELETE /v1/rfp/{id}/lines: these lines out of the draft. */
export const ZRfpLinesRemoveSchema = z.strictObject({
  lineIds: z.array(z.uuid('Not a valid line id.')).min(1, 'Choose at least one line.').max(RFP_LINES_PER_REQUEST_MAX),
});

export const RFP_LINE_SORT_FIELDS = ['position', 'property', 'service', 'city'] as const;
export const ZRfpLinesQuerySchema = z.object({
  ...ZPageQuerySchema.shape,
  limit: z.coerce.number().int().min(1).max(500).default(50),
  search: z.string().trim().max(200).optional(),
  sort: z.enum(RFP_LINE_SORT_FIELDS).default('position'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type TRfpLinesQuery = z.infer<typeof ZRfpLinesQuerySchema>;

export const ZRfpLineSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  propertyId: z.string(),
  propertyName: z.string(),
  propertyCode: z.string(),
  addressLine1: z.string().nullable(),
  cityName: z.string().nullable(),
  countyName: z.string().nullable(),
  stateCode: z.string().nullable(),
  zip: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  serviceId: z.string(),
  serviceName: z.string(),
  clientSowId: z.string().nullable(),
  clientSowName: z.string().nullable(),
  /** The buyer's figures; null to an invited vendor, who never sees them. */
  budgetAnnual: z.number().nullable(),
  incumbentAnnual: z.number().nullable(),
});
export type TRfpLine = z.infer<typeof ZRfpLineSchema>;
export const ZRfpLinePageSchema = pageOf(ZRfpLineSchema);
export type TRfpLinePage = z.infer<typeof ZRfpLinePageSchema>;
