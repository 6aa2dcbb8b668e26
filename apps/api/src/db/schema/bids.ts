import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { rfpAddenda, rfpInvitations, rfpLines, rfps } from './rfp.js';
import { at, money } from './columns.js';
import { partiesIndex, sharedWithParties, tenantOwned } from './tenancy.js';
import { users } from './users.js';

/*
 * Bids (issue 18, docs/rfp.md "Sealed bids"). Every table here belongs to the invited tenant (the
 * vendor, branch or franchise) and names the client's tenant as its party. Amounts live only in
 * `bid_lines` and `bid_submissions`, whose restrictive policy lets nobody but the bidder read a
 * row before the RFP is opened, the provider included. A trigger refuses any change to a bid
 * after the due time or outside an open RFP: the database holds the deadline, not the service.
 */

/** One per invitation: where the vendor stands (not sealed: the buyer sees who submitted and when). */
export const bids = pgTable(
  'bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...tenantOwned(),
    ...sharedWithParties(),
    rfpId: uuid('rfp_id')
      .notNull()
      .references(() => rfps.id, { onDelete: 'cascade' }),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => rfpInvitations.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('DRAFT'),
    viewedAt: at('viewed_at'),
    /** INTENDING or DECLINED, as the vendor says before bidding. */
    intent: text('intent'),
    declineReason: text('decline_reason'),
    /** The number of the submission in force (0: none yet). */
    currentSubmission: integer('current_submission').notNull().default(0),
    submittedAt: at('submitted_at'),
    submittedBy: uuid('submitted_by').references(() => users.id),
    /** The latest addendum the vendor confirmed its bid against. */
    confirmedAddendum: integer('confirmed_addendum').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bids_invitation_idx').on(t.invitationId),
    index('bids_rfp_idx').on(t.rfpId),
    partiesIndex('bids', t.partyTenantIds),
    check('bids_status_check', sql`${t.status} in ('DRAFT', 'SUBMITTED', 'WITHDRAWN')`),
    check('bids_intent_check', sql`${t.intent} is null or ${t.intent} in ('INTENDING', 'DECLINED')`),
  ],
);

/** Each submission is a version: a later one supersedes it, nothing is deleted. Sealed. */
export const bidSubmissions = pgTable(
  'bid_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...tenantOwned(),
    ...sharedWithParties(),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    rfpId: uuid('rfp_id')
      .notNull()
      .references(() => rfps.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** "If awarded all my lines": one price for the lot. */
    bundlePrice: money('bundle_price'),
    note: text('note'),
    submittedAt: at('submitted_at').notNull().defaultNow(),
    submittedBy: uuid('submitted_by').references(() => users.id),
    supersededAt: at('superseded_at'),
  },
  (t) => [
    uniqueIndex('bid_submissions_bid_number_idx').on(t.bidId, t.number),
    index('bid_submissions_rfp_idx').on(t.rfpId),
    partiesIndex('bid_submissions', t.partyTenantIds),
    check('bid_submissions_bundle_check', sql`coalesce(${t.bundlePrice}, 0) >= 0`),
  ],
);

/** A priced line. submission_number null: the working draft; a number: as submitted then. Sealed. */
export const bidLines = pgTable(
  'bid_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...tenantOwned(),
    ...sharedWithParties(),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    rfpId: uuid('rfp_id')
      .notNull()
      .references(() => rfps.id, { onDelete: 'cascade' }),
    rfpLineId: uuid('rfp_line_id')
      .notNull()
      .references(() => rfpLines.id, { onDelete: 'cascade' }),
    submissionNumber: integer('submission_number'),
    price: money('price').notNull(),
    /** PER_VISIT, PER_MONTH, PER_SEASON, PER_EVENT, PER_HOUR, PER_YEAR, LUMP_SUM */
    unit: text('unit').notNull(),
    quantityPerYear: numeric('quantity_per_year', { precision: 10, scale: 2, mode: 'number' }),
    notes: text('notes'),
    exclusions: text('exclusions'),
    alternate: text('alternate'),
    /** The price for a year and for the term (packages/shared bid-amounts.ts; app.bid_annual_amount). */
    annualAmount: money('annual_amount'),
    termAmount: money('term_amount'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One draft line and one line per submission for each RFP line.
    uniqueIndex('bid_lines_bid_line_submission_idx').on(t.bidId, t.rfpLineId, sql`coalesce(${t.submissionNumber}, 0)`),
    index('bid_lines_rfp_line_idx').on(t.rfpId, t.rfpLineId),
    partiesIndex('bid_lines', t.partyTenantIds),
    check('bid_lines_unit_check', sql`${t.unit} in ('PER_VISIT', 'PER_MONTH', 'PER_SEASON', 'PER_EVENT', 'PER_HOUR', 'PER_YEAR', 'LUMP_SUM')`),
    check('bid_lines_price_check', sql`${t.price} >= 0 and coalesce(${t.quantityPerYear}, 1) > 0`),
  ],
);

/** A vendor's question, until the questions deadline. The asker and the buyer read it; no other vendor. */
export const rfpQuestions = pgTable(
  'rfp_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...tenantOwned(),
    ...sharedWithParties(),
    rfpId: uuid('rfp_id')
      .notNull()
      .references(() => rfps.id, { onDelete: 'cascade' }),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    questionText: text('question_text').notNull(),
    askedAt: at('asked_at').notNull().defaultNow(),
    askedBy: uuid('asked_by').references(() => users.id),
  },
  (t) => [index('rfp_questions_rfp_idx').on(t.rfpId, t.askedAt), partiesIndex('rfp_questions', t.partyTenantIds)],
);

/** The vendor has read an addendum and keeps (or has revised) its bid under it. */
export const rfpAddendumAcks = pgTable(
  'rfp_addendum_acks',
  {
    ...tenantOwned(),
    ...sharedWithParties(),
    addendumId: uuid('addendum_id')
      .notNull()
      .references(() => rfpAddenda.id, { onDelete: 'cascade' }),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    acknowledgedAt: at('acknowledged_at').notNull().defaultNow(),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id),
  },
  (t) => [uniqueIndex('rfp_addendum_acks_idx').on(t.addendumId, t.bidId), partiesIndex('rfp_addendum_acks', t.partyTenantIds)],
);
