import { z } from 'zod';
import { pageOf, ZPageQuerySchema } from './pagination.js';
import { csvList } from './user-management.js';
import type { TActorKind } from './actor-kind.js';
import type { TTransitionTable } from './workflow.js';
import { blankToNull } from './form-values.js';

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

/** The calendar day `at` falls on in `timeZone` (YYYY-MM-DD): the RFP's dates are the client's days. */
export const todayIn = (timeZone: string, at: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** What publishing needs of an RFP, as its row and counts say at that moment. */
export interface TRfpPublishFacts {
  lineCount: number;
  linesWithoutScope: number;
  invitedCount: number;
  bidsDueAt: Date | null;
  questionsDueAt: Date | null;
  serviceStartOn: string | null;
  /** The server's RFP_MIN_BIDDING_HOURS (README "Configuration"); RFP_MIN_BIDDING_HOURS when left out. */
  minBiddingHours?: number;
}

/** Why the RFP cannot be published now, in the words the screen shows, or null. */
export function publishBlocker(rfp: TRfpPublishFacts, now: Date): string | null {
  if (rfp.lineCount === 0) return 'Add at least one property and service before publishing.';
  if (rfp.linesWithoutScope > 0) return `Choose a scope of work for every line: ${rfp.linesWithoutScope} have none.`;
  if (rfp.invitedCount === 0) return 'Invite at least one vendor before publishing.';
  if (!rfp.bidsDueAt) return 'Set the bid due date and time before publishing.';
  const minHours = rfp.minBiddingHours ?? RFP_MIN_BIDDING_HOURS;
  if (rfp.bidsDueAt.getTime() < now.getTime() + minHours * 3_600_000)
    return minHours > 0 ? `Give vendors at least ${minHours} hours: move the bid due time later.` : 'The bid due time has passed: move it later.';
  if (rfp.questionsDueAt && rfp.questionsDueAt.getTime() >= rfp.bidsDueAt.getTime()) return 'The questions deadline must come before the bid due time.';
  if (!rfp.serviceStartOn) return 'Set the service start date before publishing.';
  return null;
}

/**
 * DRAFT → PUBLISHED → CLOSED → AWARDED / PARTIALLY_AWARDED, or CANCELLED from a draft or an open
 * RFP. Closing is the due-time job's (or the provider's by hand); the rest is the buyer's, as the
 * route's permission and the policy say (packages/shared/src/policies/rfp.ts).
 */
export const RFP_LIFECYCLE: TTransitionTable<TRfpStatus, { kind: TActorKind }, TRfpPublishFacts> = [
  { action: 'publish', from: ['DRAFT'], to: 'PUBLISHED', guard: publishBlocker },
  // By hand, the provider's alone: a client waits for the due time (the job closes it then).
  { action: 'close', from: ['PUBLISHED'], to: 'CLOSED', may: (actor) => actor.kind === 'provider' },
  { action: 'cancel', from: ['DRAFT', 'PUBLISHED'], to: 'CANCELLED' },
  { action: 'award', from: ['CLOSED', 'PARTIALLY_AWARDED'], to: 'PARTIALLY_AWARDED' },
  { action: 'award', from: ['CLOSED', 'PARTIALLY_AWARDED'], to: 'AWARDED' },
];

// ── The RFP as the buyer writes it ────────────────────────────────────────────────────────

export const RFP_TITLE_MAX = 200;
export const RFP_DESCRIPTION_MAX = 10_000;

const ZDueTimeSchema = (label: string) => z.iso.datetime({ offset: true, message: `Give the ${label} as a date and time.` }).nullable();

/** A time zone the browser and the server both know (Intl), such as America/Chicago. */
export const ZTimeZoneSchema = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'Choose a time zone from the list.');

const rfpFields = {
  title: z.string().trim().min(1, 'Enter a title.').max(RFP_TITLE_MAX, `The title is at most ${RFP_TITLE_MAX} characters.`),
  description: z.preprocess(
    blankToNull,
    z.string().trim().max(RFP_DESCRIPTION_MAX, `Keep the description under ${RFP_DESCRIPTION_MAX} characters.`).nullable(),
  ),
  questionsDueAt: ZDueTimeSchema('questions deadline'),
  bidsDueAt: ZDueTimeSchema('bid due time'),
  timeZone: ZTimeZoneSchema,
  serviceStartOn: z.iso.date('Use a date like 2027-03-01.').nullable(),
  termMonths: z
    .number('Enter the term in months.')
    .int('Enter whole months.')
    .min(1, 'The term is at least one month.')
    .max(RFP_TERM_MONTHS_MAX, `The term is at most ${RFP_TERM_MONTHS_MAX} months.`),
  requireAllLines: z.boolean(),
};

const deadlinesInOrder = (r: { questionsDueAt?: string | null; bidsDueAt?: string | null }) =>
  !r.questionsDueAt || !r.bidsDueAt || Date.parse(r.questionsDueAt) < Date.parse(r.bidsDueAt);
const deadlinesMessage = { message: 'The questions deadline must come before the bid due time.', path: ['questionsDueAt'] };

/** POST /v1/rfp: a draft for one client; dates may come later, before publishing. */
export const ZRfpInputSchema = z
  .strictObject({
    clientId: z.uuid('Choose a client.'),
    ...rfpFields,
    description: rfpFields.description.default(null),
    questionsDueAt: rfpFields.questionsDueAt.default(null),
    bidsDueAt: rfpFields.bidsDueAt.default(null),
    timeZone: rfpFields.timeZone.default('America/New_York'),
    serviceStartOn: rfpFields.serviceStartOn.default(null),
    termMonths: rfpFields.termMonths.default(12),
    requireAllLines: rfpFields.requireAllLines.default(false),
  })
  .refine(deadlinesInOrder, deadlinesMessage);
export type TRfpInput = z.input<typeof ZRfpInputSchema>;

/** PATCH /v1/rfp/{id}: a draft's fields (the client stays). */
export const ZRfpUpdateSchema = z.strictObject(rfpFields).partial().refine(deadlinesInOrder, deadlinesMessage);
export type TRfpUpdate = z.input<typeof ZRfpUpdateSchema>;

export const RFP_SORT_FIELDS = ['number', 'title', 'client', 'status', 'bidsDueAt', 'updatedAt'] as const;
export const ZRfpQuerySchema = z.object({
  ...ZPageQuerySchema.shape,
  search: z.string().trim().max(200).optional(),
  status: csvList(z.enum(RFP_STATUSES)),
  clientIds: csvList(z.uuid()),
  sort: z.enum(RFP_SORT_FIELDS).default('updatedAt'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type TRfpQuery = z.infer<typeof ZRfpQuerySchema>;
export type TRfpQueryInput = z.input<typeof ZRfpQuerySchema>;

/** What the reader may do with an RFP now (policies/rfp.ts). */
export const ZRfpAbilitiesSchema = z.object({
  /** Its fields, lines, invitations and documents (a draft), or addenda (an open RFP). */
  edit: z.boolean(),
  delete: z.boolean(),
  /** The lifecycle moves open to the reader now: publish, close, cancel, openBids. */
  publish: z.boolean(),
  close: z.boolean(),
  cancel: z.boolean(),
  openBids: z.boolean(),
  /** A vendor's: answer with a bid. */
  bid: z.boolean(),
  /** The buyer's, in any state: make the RFP's documents from a Word template (docs/rfp.md "Documents from a template"). */
  makeDocuments: z.boolean(),
});
export type TRfpAbilities = z.infer<typeof ZRfpAbilitiesSchema>;

export const ZRfpItemSchema = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  status: z.enum(RFP_STATUSES),
  clientId: z.string(),
  clientName: z.string(),
  bidsDueAt: z.string().nullable(),
  timeZone: z.string(),
  lineCount: z.number().int(),
  invitedCount: z.number().int(),
  viewedCount: z.number().int(),
  submittedCount: z.number().int(),
  updatedAt: z.string(),
  abilities: ZRfpAbilitiesSchema,
});
export type TRfpItem = z.infer<typeof ZRfpItemSchema>;
export const ZRfpPageSchema = pageOf(ZRfpItemSchema);
export type TRfpPage = z.infer<typeof ZRfpPageSchema>;

export const ZRfpSchema = ZRfpItemSchema.extend({
  description: z.string().nullable(),
  questionsDueAt: z.string().nullable(),
  serviceStartOn: z.string().nullable(),
  termMonths: z.number().int(),
  requireAllLines: z.boolean(),
  latestAddendum: z.number().int(),
  publishedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Why it cannot be published yet (a draft), in words; null when it can. */
  publishBlocker: z.string().nullable(),
  createdAt: z.string(),
});
export type TRfp = z.infer<typeof ZRfpSchema>;

export const ZRfpCancelSchema = z.strictObject({
  reason: z.string().trim().min(1, 'Say why the RFP is cancelled: the invited vendors are told.').max(2_000, 'Keep the reason under 2,000 characters.'),
});
