import { z } from 'zod';
import { BID_PRICE_MAX } from './bids.js';
import { CONTRACT_STATUSES } from './contract-enums.js';
import { pageOf, ZPageQuerySchema } from './pagination.js';
import { RFP_STATUSES } from './rfp.js';
import { csvList } from './user-management.js';

/*
 * Bid analysis, leveling, award scenarios and awards (issue 18 items 5 and 6; docs/rfp.md
 * "Analysing bids", "Awarding"). Every amount is a yearly one unless named `term`: the bid
 * lines' normalised amounts (bid-amounts.ts), leveled by the buyer's private adjustments.
 */

/** How far under the line's median, and under the next lowest bid, a bid is "abnormally low". */
export const ABNORMALLY_LOW_UNDER_MEDIAN = 0.15;
export const ABNORMALLY_LOW_UNDER_NEXT = 0.01;
/** Outliers lie more than this many interquartile ranges outside the quartiles. */
export const OUTLIER_IQR_FACTOR = 1.5;

const money = z.number();

// ── The list: RFPs with at least one bid ─────────────────────────────────────────────────────

/** What the list sorts by: the due time (latest first by default), when opened, the number or the title. */
export const BID_ANALYSIS_SORT_FIELDS = ['bidsDueAt', 'openedAt', 'number', 'title'] as const;

export const ZBidAnalysisQuerySchema = z.object({
  ...ZPageQuerySchema.shape,
  search: z.string().trim().max(200).optional(),
  status: csvList(z.enum(RFP_STATUSES)),
  sort: z.enum(BID_ANALYSIS_SORT_FIELDS).default('bidsDueAt'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type TBidAnalysisQuery = z.infer<typeof ZBidAnalysisQuerySchema>;

export const ZBidAnalysisItemSchema = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  clientName: z.string(),
  status: z.enum(RFP_STATUSES),
  bidsDueAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  lineCount: z.number().int(),
  /** Submitted bids (withdrawn ones are not counted). */
  bidCount: z.number().int(),
  awardedLines: z.number().int(),
});
export type TBidAnalysisItem = z.infer<typeof ZBidAnalysisItemSchema>;
export const ZBidAnalysisPageSchema = pageOf(ZBidAnalysisItemSchema);
export type TBidAnalysisPage = z.infer<typeof ZBidAnalysisPageSchema>;

// ── The analysis of one RFP ─────────────────────────────────────────────────────────────────

export const ZRfpAnalysisQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  /** Lines per page (each with every bid on it). */
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export type TRfpAnalysisQuery = z.infer<typeof ZRfpAnalysisQuerySchema>;

/** One bid on one line, as compared. */
export const ZLineBidSchema = z.object({
  bidId: z.string(),
  vendorName: z.string(),
  annual: money,
  term: money,
  /** annual + the buyer's adjustments of this line of this bid. */
  leveledAnnual: money,
  /** 1 = lowest leveled amount on the line (ties share a rank). */
  rank: z.number().int(),
  outlier: z.boolean(),
  abnormallyLow: z.boolean(),
  exclusions: z.string().nullable(),
});
export type TLineBid = z.infer<typeof ZLineBidSchema>;

export const ZLineAnalysisSchema = z.object({
  rfpLineId: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  serviceName: z.string(),
  budgetAnnual: money.nullable(),
  incumbentAnnual: money.nullable(),
  bidCount: z.number().int(),
  /** Statistics of the leveled yearly amounts; null without bids. */
  lowest: money.nullable(),
  highest: money.nullable(),
  mean: money.nullable(),
  median: money.nullable(),
  /** highest − lowest. */
  spread: money.nullable(),
  q1: money.nullable(),
  q3: money.nullable(),
  bids: z.array(ZLineBidSchema),
});
export type TLineAnalysis = z.infer<typeof ZLineAnalysisSchema>;

export const ZVendorAnalysisSchema = z.object({
  bidId: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  baseAnnual: money,
  baseTerm: money,
  /** The sum of the buyer's adjustments of this bid (lines and whole bid). */
  adjustmentsAnnual: money,
  leveledAnnual: money,
  /** "If awarded all my lines", a year; null when none was offered. */
  bundlePrice: money.nullable(),
  linesBid: z.number().int(),
  linesMissing: z.number().int(),
  /** Complete bids rank before partial ones, then by leveled total. */
  rank: z.number().int(),
  exclusions: z.array(z.object({ rfpLineId: z.string(), propertyName: z.string(), serviceName: z.string(), text: z.string() })),
});
export type TVendorAnalysis = z.infer<typeof ZVendorAnalysisSchema>;

/** What the reader may do in the report now (policies/rfp.ts rfpAnalysisAbilities). */
export const ZRfpAnalysisAbilitiesSchema = z.object({
  /** Add and take out leveling adjustments. */
  level: z.boolean(),
  /** Award lines (by hand, a bid's, a scenario's). */
  award: z.boolean(),
  /** Re-issue the unawarded lines as a new draft RFP (POST /v1/rfp/{id}/reissue). */
  reissue: z.boolean(),
});
export type TRfpAnalysisAbilities = z.infer<typeof ZRfpAnalysisAbilitiesSchema>;

export const ZRfpAnalysisSchema = z.object({
  rfpId: z.string(),
  abilities: ZRfpAnalysisAbilitiesSchema,
  termMonths: z.number().int(),
  lineCount: z.number().int(),
  summary: z.object({
    bidCount: z.number().int(),
    linesWithoutBids: z.number().int(),
    outliers: z.number().int(),
    abnormallyLow: z.number().int(),
  }),
  vendors: z.array(ZVendorAnalysisSchema),
  lines: pageOf(ZLineAnalysisSchema),
});
export type TRfpAnalysis = z.infer<typeof ZRfpAnalysisSchema>;

// ── Leveling ────────────────────────────────────────────────────────────────────────────────

export const ADJUSTMENT_KINDS = ['PLUG', 'CORRECTION'] as const;
export const ADJUSTMENT_REASON_MAX = 1_000;

export const ZAdjustmentInputSchema = z.strictObject({
  bidId: z.uuid('Choose a bid.'),
  /** The line it levels; null or absent: the whole bid. */
  rfpLineId: z.uuid('Not a valid line id.').nullable().default(null),
  kind: z.enum(ADJUSTMENT_KINDS, 'Say whether it is a plug or a correction.'),
  annualAmount: z
    .number('Enter the yearly amount as a number.')
    .min(-BID_PRICE_MAX, 'The amount is too large.')
    .max(BID_PRICE_MAX, 'The amount is too large.')
    .refine((v) => v !== 0, 'An adjustment of 0 changes nothing.')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Give the amount in whole cents.'),
  reason: z.string('Say why.').trim().min(1, 'Say why: the report shows it beside the amount.').max(ADJUSTMENT_REASON_MAX),
});
export type TAdjustmentInput = z.input<typeof ZAdjustmentInputSchema>;

export const ZAdjustmentSchema = z.object({
  id: z.string(),
  bidId: z.string(),
  vendorName: z.string(),
  rfpLineId: z.string().nullable(),
  kind: z.enum(ADJUSTMENT_KINDS),
  annualAmount: money,
  reason: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type TAdjustment = z.infer<typeof ZAdjustmentSchema>;
export const ZAdjustmentListSchema = z.object({ data: z.array(ZAdjustmentSchema) });

// ── Award scenarios and the recommended award ───────────────────────────────────────────────

export const AWARD_SCENARIOS = ['LOWEST_PER_LINE', 'SINGLE_VENDOR', 'PER_PROPERTY'] as const;
export type TAwardScenario = (typeof AWARD_SCENARIOS)[number];
/** How a scenario is named to people (report, exports). */
export const AWARD_SCENARIO_LABELS: Record<TAwardScenario, string> = {
  LOWEST_PER_LINE: 'Lowest per line',
  SINGLE_VENDOR: 'Single vendor for everything',
  PER_PROPERTY: 'Lowest per property',
};

export const ZScenarioSchema = z.object({
  scenario: z.enum(AWARD_SCENARIOS),
  /** Leveled yearly total of the lines it awards (the single vendor's bundle price where offered). */
  annual: money,
  /** The awarded lines' amounts over the term, as bid (a bundle: its price over the term). */
  term: money,
  /** Budget (or incumbent) a year of the lines it awards − annual; null when one of them has none. */
  savingsVsBudget: money.nullable(),
  savingsVsIncumbent: money.nullable(),
  vendorsUsed: z.number().int(),
  linesAwarded: z.number().int(),
  linesUncovered: z.number().int(),
  vendors: z.array(z.object({ bidId: z.string(), vendorName: z.string(), lines: z.number().int(), annual: money })),
});
export type TScenario = z.infer<typeof ZScenarioSchema>;

export const RECOMMENDATION_REASONS = [
  'LOWEST_PRICE',
  'ABNORMALLY_LOW_SKIPPED',
  'BELOW_INCUMBENT',
  'ABOVE_BUDGET',
  'COVERS_PROPERTY',
  'NOT_ELIGIBLE_AT_INVITATION',
] as const;

export const ZRecommendationSchema = z.object({
  rfpLineId: z.string(),
  bidId: z.string(),
  vendorName: z.string(),
  leveledAnnual: money,
  reasons: z.array(z.object({ code: z.enum(RECOMMENDATION_REASONS), text: z.string() })),
});
export type TRecommendation = z.infer<typeof ZRecommendationSchema>;

export const ZScenariosSchema = z.object({
  rfpId: z.string(),
  scenarios: z.array(ZScenarioSchema),
  recommendations: z.array(ZRecommendationSchema),
});
export type TScenarios = z.infer<typeof ZScenariosSchema>;

// ── Awards ──────────────────────────────────────────────────────────────────────────────────

export const AWARD_NOTE_MAX = 2_000;
export const AWARD_LINES_MAX = 5_000;

/**
 * POST /v1/rfp/{id}/awards: by hand line by line (`lines`), a bid's lines (`bidId`, narrowed to
 * one property by `propertyId`), or a scenario's (`scenario`, also narrowed by `propertyId`).
 */
export const ZAwardInputSchema = z
  .strictObject({
    lines: z
      .array(z.strictObject({ rfpLineId: z.uuid('Not a valid line id.'), bidId: z.uuid('Choose a bid.') }))
      .min(1, 'Choose at least one line.')
      .max(AWARD_LINES_MAX)
      .optional(),
    bidId: z.uuid('Choose a bid.').optional(),
    scenario: z.enum(AWARD_SCENARIOS, 'Choose a scenario.').optional(),
    propertyId: z.uuid('Choose a property.').optional(),
    note: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().max(AWARD_NOTE_MAX).nullable().default(null)),
  })
  .refine((b) => [b.lines, b.bidId, b.scenario].filter((v) => v !== undefined).length === 1, {
    message: 'Award lines, a bid or a scenario: one of them.',
    path: ['lines'],
  })
  .refine((b) => b.propertyId === undefined || b.lines === undefined, { message: 'A property narrows a bid or a scenario, not lines.', path: ['propertyId'] });
export type TAwardInput = z.input<typeof ZAwardInputSchema>;

/** GET /v1/rfp/{id}/awards/properties: every property of the RFP's lines, searched by name or code (what an award narrows to). */
export const ZAwardPropertiesQuerySchema = z.object({
  ...ZPageQuerySchema.shape,
  search: z.string().trim().max(200).optional(),
});
export type TAwardPropertiesQuery = z.infer<typeof ZAwardPropertiesQuerySchema>;

export const ZAwardPropertySchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  /** The RFP's lines at this property, and how many of them are awarded. */
  lineCount: z.number().int(),
  awardedLines: z.number().int(),
});
export type TAwardProperty = z.infer<typeof ZAwardPropertySchema>;
export const ZAwardPropertyPageSchema = pageOf(ZAwardPropertySchema);
export type TAwardPropertyPage = z.infer<typeof ZAwardPropertyPageSchema>;

export const AWARD_OUTCOMES = ['AWARDED', 'LOST'] as const;

export const ZAwardSchema = z.object({
  rfpLineId: z.string(),
  propertyName: z.string(),
  serviceName: z.string(),
  bidId: z.string(),
  vendorName: z.string(),
  annualAmount: money,
  termAmount: money,
  leveledAnnualAmount: money,
  scenario: z.enum([...AWARD_SCENARIOS, 'MANUAL']),
  note: z.string().nullable(),
  awardedAt: z.string(),
});
export type TAward = z.infer<typeof ZAwardSchema>;

/** A contract drafted from the RFP's awards (docs/contracts.md "Contracts from awards"). */
export const ZAwardContractSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  vendorName: z.string(),
  lineCount: z.number().int(),
  /** What this request did to it: CREATED the draft, ADDED awarded lines to it, or nothing (null). */
  drafted: z.enum(['CREATED', 'ADDED']).nullable(),
});
export type TAwardContract = z.infer<typeof ZAwardContractSchema>;

export const ZAwardListSchema = z.object({
  rfpStatus: z.enum(RFP_STATUSES),
  /** The awards the caller reads: the buyer every one, a vendor its own. */
  data: z.array(ZAwardSchema),
  /** A vendor's priced lines that were decided: AWARDED to it, or LOST (awarded to another). */
  outcomes: z.array(z.object({ rfpLineId: z.string(), outcome: z.enum(AWARD_OUTCOMES) })),
  /** The contracts drafted from the awards that the caller reads (a vendor: its own). */
  contracts: z.array(ZAwardContractSchema),
});
export type TAwardList = z.infer<typeof ZAwardListSchema>;

export const ZAwardResultSchema = ZAwardListSchema.extend({
  /** Lines this request awarded; a repeat awards none and changes nothing. */
  awarded: z.number().int(),
  kept: z.number().int(),
});
export type TAwardResult = z.infer<typeof ZAwardResultSchema>;
