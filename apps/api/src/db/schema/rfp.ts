import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.js';
import { properties } from './properties.js';
import { clientScopesOfWork } from './scope-of-work.js';
import { services } from './services.js';
import { at, money } from './columns.js';
import { partiesIndex, sharedWithParties, tenantOwned } from './tenancy.js';
import { users } from './users.js';
import { vendors } from './vendors.js';

/*
 * Requests for proposal (issue 18, docs/rfp.md). Every table here belongs to the client's
 * tenant; the invited vendors (or their branches and franchises, each invited as its own tenant)
 * read them as parties. Vendors never read `properties` or client scopes: publishing copies what
 * they need onto the lines and into `rfp_scopes`.
 */

export const rfps = pgTable(
  'rfps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...tenantOwned(),
    ...sharedWithParties(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    /** The client's name as the invited vendors see it (they do not read clients). */
    clientName: text('client_name').notNull(),
    /** RFP-0001, numbered per client. */
    number: text('number').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    status: text('status').notNull().default('DRAFT'),
    questionsDueAt: at('questions_due_at'),
    bidsDueAt: at('bids_due_at'),
    /** The IANA zone the due times are shown in (the client's, as the RFP was written). */
    timeZone: text('time_zone').notNull().default('America/New_York'),
    serviceStartOn: date('service_start_on'),
    termMonths: integer('term_months').notNull().default(12),
    /** Vendors must price every line (otherwise a subset is a valid bid). */
    requireAllLines: boolean('require_all_lines').notNull().default(false),
    /** The number of the latest addendum; a bid confirmed before it needs confirming again. */
    latestAddendum: integer('latest_addendum').notNull().default(0),
    publishedAt: at('published_at'),
    publishedBy: uuid('published_by').references(() => users.id),
    closedAt: at('closed_at'),
    /** Null with closed_at set: the due-time job closed it. */
    closedBy: uuid('closed_by').references(() => users.id),
    /** Bids become readable to the buyer from here on (the sealed policies read it). */
    openedAt: at('opened_at'),
    openedBy: uuid('opened_by').references(() => users.id),
    awardedAt: at('awarded_at'),
    cancelledAt: at('cancelled_at'),
    cancelledBy: uuid('cancelled_by').references(() => users.id),
    cancelReason: text('cancel_reason'),
    /** The RFP whose unawarded lines this one re-issues. */
    sourceRfpId: uuid('source_rfp_id'),
    searchText: text('search_text').generatedAlwaysAs((): ReturnType<typeof sql> => sql`lower(number || ' ' || title)`),
    createdBy: uuid('created_by').references(() => users.id),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rfps_client_number_idx').on(t.clientId, t.number),
    index('rfps_tenant_idx').on(t.tenantId, t.updatedAt),
    index('rfps_due_idx')
      .on(t.bidsDueAt)
      .where(sql`${t.status} = 'PUBLISHED'`),
    index('rfps_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    partiesIndex('rfps', t.partyTenantIds),
    check('rfps_status_check', sql`${t.status} in ('DRAFT', 'PUBLISHED', 'CLOSED', 'AWARDED', 'PARTIALLY_AWARDED', 'CANCELLED')`),
    check('rfps_term_check', sql`${t.termMonths} between 1 and 120`),
    check('rfps_deadlines_check', sql`${t.questionsDueAt} is null or ${t.bidsDueAt} is null or ${t.questionsDueAt} < ${t.bidsDueAt}`),
  ],
);

/**
 * The first columns of every table that belongs to one RFP: its own id, the client's tenant, the
 * invited parties (row by row), and the RFP it is part of (gone with it).
 */
const ofRfp = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  ...tenantOwned(),
  ...sharedWithParties(),
  rfpId: uuid('rfp_id')
    .notNull()
    .references(() => rfps.id, { onDelete: 'cascade' }),
});

/** When and by whom something was published to the invited vendors (an addendum, an answer). */
const published = () => ({
  publishedAt: at('published_at').notNull().defaultNow(),
  publishedBy: uuid('published_by').references(() => users.id),
});

/** The scope of work as it was when the RFP was published (or its last addendum). */
export const rfpScopes = pgTable(
  'rfp_scopes',
  {
    ...ofRfp(),
    sowId: uuid('sow_id').references(() => clientScopesOfWork.id, { onDelete: 'set null' }),
    sowVersion: integer('sow_version').notNull(),
    name: text('name').notNull(),
    contentHtml: text('content_html').notNull(),
    contentText: text('content_text').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rfp_scopes_rfp_sow_version_idx').on(t.rfpId, t.sowId, t.sowVersion), partiesIndex('rfp_scopes', t.partyTenantIds)],
);

/** A line of work: one property × one service, with the property as vendors see it. */
export const rfpLines = pgTable(
  'rfp_lines',
  {
    ...ofRfp(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    clientSowId: uuid('client_sow_id').references(() => clientScopesOfWork.id, { onDelete: 'set null' }),
    rfpScopeId: uuid('rfp_scope_id').references(() => rfpScopes.id, { onDelete: 'set null' }),
    /** The scope's per-property variables (size, unit, season, site notes) at publish. */
    variables: jsonb('variables').notNull().default({}),
    budgetAnnual: money('budget_annual'),
    incumbentAnnual: money('incumbent_annual'),
    // The property as published (vendors read these, never `properties`).
    propertyName: text('property_name').notNull(),
    propertyCode: text('property_code').notNull(),
    addressLine1: text('address_line1'),
    cityName: text('city_name'),
    countyName: text('county_name'),
    stateCode: text('state_code'),
    zip: text('zip'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    serviceName: text('service_name').notNull(),
    position: integer('position').notNull().default(0),
    awardedAt: at('awarded_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rfp_lines_rfp_property_service_idx').on(t.rfpId, t.propertyId, t.serviceId),
    index('rfp_lines_rfp_position_idx').on(t.rfpId, t.position),
    partiesIndex('rfp_lines', t.partyTenantIds),
    check('rfp_lines_money_check', sql`coalesce(${t.budgetAnnual}, 0) >= 0 and coalesce(${t.incumbentAnnual}, 0) >= 0`),
  ],
);

/** A vendor (or one of its outlets, as its own tenant) asked to bid; the invited tenant is its party. */
export const rfpInvitations = pgTable(
  'rfp_invitations',
  {
    ...ofRfp(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    vendorTenantId: uuid('vendor_tenant_id').notNull(),
    /** Why the vendor is out for some or all lines when it was invited (empty: eligible). */
    eligibility: jsonb('eligibility').notNull().default([]),
    /** Invited although not eligible: the provider's written reason. */
    overrideReason: text('override_reason'),
    invitedAt: at('invited_at').notNull().defaultNow(),
    invitedBy: uuid('invited_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('rfp_invitations_rfp_vendor_idx').on(t.rfpId, t.vendorId),
    index('rfp_invitations_vendor_tenant_idx').on(t.vendorTenantId),
    partiesIndex('rfp_invitations', t.partyTenantIds),
  ],
);

/** A change after publishing: numbered, what changed, acknowledged by each invited vendor. */
export const rfpAddenda = pgTable(
  'rfp_addenda',
  {
    ...ofRfp(),
    number: integer('number').notNull(),
    summary: text('summary').notNull(),
    changes: jsonb('changes').notNull().default({}),
    bidsDueAtBefore: at('bids_due_at_before'),
    bidsDueAtAfter: at('bids_due_at_after'),
    ...published(),
  },
  (t) => [uniqueIndex('rfp_addenda_rfp_number_idx').on(t.rfpId, t.number), partiesIndex('rfp_addenda', t.partyTenantIds)],
);

/** An answer published to every invited vendor; it never names who asked. */
export const rfpAnswers = pgTable(
  'rfp_answers',
  {
    ...ofRfp(),
    /** The vendor's question it answers (null: the buyer's own clarification). Not shown to vendors. */
    questionId: uuid('question_id'),
    questionText: text('question_text').notNull(),
    answerText: text('answer_text').notNull(),
    ...published(),
  },
  (t) => [index('rfp_answers_rfp_idx').on(t.rfpId, t.publishedAt), partiesIndex('rfp_answers', t.partyTenantIds)],
);

/**
 * A document of the RFP (docs/rfp.md "Documents"): RFP-wide (no line) or for one line's
 * property. Added while the RFP is a draft, or later by an addendum (which then names it); read
 * by the invited tenants once published. The file itself is a stored file the row confirmed.
 */
export const rfpAttachments = pgTable(
  'rfp_attachments',
  {
    ...ofRfp(),
    rfpLineId: uuid('rfp_line_id').references(() => rfpLines.id, { onDelete: 'cascade' }),
    /** The addendum that added it (null: part of the RFP as first published, or of the draft). */
    addendumId: uuid('addendum_id').references(() => rfpAddenda.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    name: text('name').notNull(),
    /** rfp_attachment (RFP-wide) or rfp_property_attachment (a line's). */
    category: text('category').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rfp_attachments_file_key_idx').on(t.fileKey),
    index('rfp_attachments_rfp_idx').on(t.rfpId, t.createdAt),
    partiesIndex('rfp_attachments', t.partyTenantIds),
    check('rfp_attachments_category_check', sql`${t.category} in ('rfp_attachment', 'rfp_property_attachment')`),
    check('rfp_attachments_line_check', sql`(${t.category} = 'rfp_property_attachment') = (${t.rfpLineId} is not null)`),
  ],
);
