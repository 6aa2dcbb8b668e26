import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bidLines, bids } from './bids.js';
import { rfpLines, rfps } from './rfp.js';
import { partiesIndex, sharedWithParties, tenantOwned } from './tenancy.js';
import { users } from './users.js';
import { vendors } from './vendors.js';

/*
 * Bid analysis and award (issue 18, docs/rfp.md "Analysing bids", "Awarding"). Both tables belong
 * to the RFP's owner, the client's tenant. Adjustments are the buyer's private leveling and are
 * shared with no one; an award names the awarded vendor's tenant as its party, so the winner
 * reads its own award and nobody else's.
 */

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** The buyer's leveling of one bid: a plug for an excluded or missing item, or a correction. Never shared. */
export const bidAdjustments = pgTable(
  'bid_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...tenantOwned(),
    rfpId: uuid('rfp_id')
      .notNull()
      .references(() => rfps.id, { onDelete: 'cascade' }),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    /** The line it levels; null: the whole bid. */
    rfpLineId: uuid('rfp_line_id').references(() => rfpLines.id, { onDelete: 'cascade' }),
    /** PLUG or CORRECTION */
    kind: text('kind').notNull(),
    /** Added to the bid's yearly amount (a correction may take some off). */
    annualAmount: money('annual_amount').notNull(),
    reason: text('reason').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id),
  },
  (t) => [
    index('bid_adjustments_rfp_idx').on(t.rfpId, t.bidId),
    check('bid_adjustments_kind_check', sql`${t.kind} in ('PLUG', 'CORRECTION')`),
    check('bid_adjustments_amount_check', sql`${t.annualAmount} <> 0`),
  ],
);

/** One RFP line awarded to one bid: a line is awarded once (the unique line makes a repeat a no-op). */
export const rfpAwards = pgTable(
  'rfp_awards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...tenantOwned(),
    ...sharedWithParties(),
    rfpId: uuid('rfp_id')
      .notNull()
      .references(() => rfps.id, { onDelete: 'cascade' }),
    rfpLineId: uuid('rfp_line_id')
      .notNull()
      .references(() => rfpLines.id, { onDelete: 'cascade' }),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id),
    bidLineId: uuid('bid_line_id')
      .notNull()
      .references(() => bidLines.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    vendorTenantId: uuid('vendor_tenant_id').notNull(),
    annualAmount: money('annual_amount').notNull(),
    termAmount: money('term_amount').notNull(),
    /** The yearly amount with the buyer's adjustments of that line, as compared when awarding. */
    leveledAnnualAmount: money('leveled_annual_amount').notNull(),
    /** LOWEST_PER_LINE, SINGLE_VENDOR, PER_PROPERTY or MANUAL */
    scenario: text('scenario').notNull(),
    note: text('note'),
    awardedAt: at('awarded_at').notNull().defaultNow(),
    awardedBy: uuid('awarded_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('rfp_awards_line_idx').on(t.rfpLineId),
    index('rfp_awards_rfp_idx').on(t.rfpId),
    partiesIndex('rfp_awards', t.partyTenantIds),
    check('rfp_awards_scenario_check', sql`${t.scenario} in ('LOWEST_PER_LINE', 'SINGLE_VENDOR', 'PER_PROPERTY', 'MANUAL')`),
  ],
);
