import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { rfpAwards } from './bid-analysis.js';
import { clients } from './clients.js';
import { at, money } from './columns.js';
import { backgroundJobs } from './jobs.js';
import { properties } from './properties.js';
import { rfps } from './rfp.js';
import { services } from './services.js';
import { storedFiles } from './storage.js';
import { partiesIndex, sharedWithParties, tenantOwned } from './tenancy.js';
import { users } from './users.js';
import { vendors } from './vendors.js';

/*
 * Contracts (issue 19, docs/contracts.md). Every table belongs to the client's tenant. A contract
 * and its rows are shared with the contracted vendor's tenant (the branch's or franchise's own
 * tenant when the contract is with one): the vendor reads its contracts, never writes them. The
 * review queue of uploaded existing contracts is the client's (and the provider's) alone.
 */

export const CONTRACT_STATUS_SQL = sql.raw(`('DRAFT', 'PENDING_FOR_APPROVAL', 'ACTIVE', 'EXPIRED', 'TERMINATED')`);

/** The first columns of every row of one contract: its id, the client's tenant, the parties, the contract. */
const ofContract = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  ...tenantOwned(),
  ...sharedWithParties(),
  contractId: uuid('contract_id')
    .notNull()
    .references((): AnyPgColumn => contracts.id, { onDelete: 'cascade' }),
});

export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...tenantOwned(),
    ...sharedWithParties(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    /** The client's and vendor's names as the other side reads them (neither reads the other's profile). */
    clientName: text('client_name').notNull(),
    /** The vendor, or the branch or franchise the contract is with. */
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    vendorTenantId: uuid('vendor_tenant_id').notNull(),
    vendorName: text('vendor_name').notNull(),
    /** CON-0001, numbered per client. */
    number: text('number').notNull(),
    title: text('title').notNull(),
    /** DRAFT, PENDING_FOR_APPROVAL, ACTIVE, EXPIRED, TERMINATED */
    status: text('status').notNull().default('DRAFT'),
    startOn: date('start_on'),
    endOn: date('end_on'),
    autoRenews: boolean('auto_renews').notNull().default(false),
    renewalTermMonths: integer('renewal_term_months'),
    /** Days before the end by which notice must be given to stop an automatic renewal. */
    noticeDays: integer('notice_days'),
    terminationTerms: text('termination_terms'),
    governingLaw: text('governing_law'),
    totalValue: money('total_value'),
    paymentTerms: text('payment_terms'),
    /** AWARD (of source_rfp_id), EXISTING (an uploaded contract, extraction_id), MANUAL */
    origin: text('origin').notNull().default('MANUAL'),
    sourceRfpId: uuid('source_rfp_id').references(() => rfps.id),
    extractionId: uuid('extraction_id'),
    /** Activation needs a SIGNED document (copied from the client's setting when drafted). */
    signedDocumentRequired: boolean('signed_document_required').notNull().default(false),
    /** Bumped by every amendment; contract_versions holds each one with its diff. */
    version: integer('version').notNull().default(1),
    /** Times the contract rolled forward by automatic renewal. */
    renewalCount: integer('renewal_count').notNull().default(0),
    activatedAt: at('activated_at'),
    activatedBy: uuid('activated_by').references(() => users.id),
    terminatedAt: at('terminated_at'),
    terminatedBy: uuid('terminated_by').references(() => users.id),
    terminationReason: text('termination_reason'),
    searchText: text('search_text').generatedAlwaysAs((): ReturnType<typeof sql> => sql`lower(number || ' ' || title || ' ' || vendor_name)`),
    createdBy: uuid('created_by').references(() => users.id),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contracts_client_number_idx').on(t.clientId, t.number),
    // One draft per client × vendor of an RFP's award: drafting again is a no-op.
    uniqueIndex('contracts_award_vendor_idx')
      .on(t.sourceRfpId, t.vendorId)
      .where(sql`${t.origin} = 'AWARD'`),
    uniqueIndex('contracts_extraction_idx')
      .on(t.extractionId)
      .where(sql`${t.extractionId} is not null`),
    index('contracts_tenant_idx').on(t.tenantId, t.updatedAt),
    index('contracts_end_idx')
      .on(t.endOn)
      .where(sql`${t.status} = 'ACTIVE'`),
    index('contracts_vendor_idx').on(t.vendorId),
    index('contracts_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    partiesIndex('contracts', t.partyTenantIds),
    check('contracts_status_check', sql`${t.status} in ${CONTRACT_STATUS_SQL}`),
    check('contracts_origin_check', sql`${t.origin} in ('AWARD', 'EXISTING', 'MANUAL')`),
    check('contracts_dates_check', sql`${t.startOn} is null or ${t.endOn} is null or ${t.startOn} <= ${t.endOn}`),
    check('contracts_terms_check', sql`coalesce(${t.renewalTermMonths}, 1) between 1 and 120 and coalesce(${t.noticeDays}, 0) between 0 and 3650`),
    check('contracts_value_check', sql`coalesce(${t.totalValue}, 0) >= 0`),
  ],
);

/** The properties a contract covers (the property as contracted: vendors never read `properties`). */
export const propertyContracts = pgTable(
  'property_contracts',
  {
    ...ofContract(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    propertyName: text('property_name').notNull(),
    propertyCode: text('property_code'),
    addressLine1: text('address_line1'),
    cityName: text('city_name'),
    stateCode: text('state_code'),
    zip: text('zip'),
    startOn: date('start_on'),
    endOn: date('end_on'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('property_contracts_contract_property_idx').on(t.contractId, t.propertyId),
    index('property_contracts_property_idx').on(t.propertyId),
    partiesIndex('property_contracts', t.partyTenantIds),
  ],
);

/** A service line of a property contract: what is done, at what price, from when to when. */
export const propertyContractServices = pgTable(
  'property_contract_services',
  {
    ...ofContract(),
    propertyContractId: uuid('property_contract_id')
      .notNull()
      .references(() => propertyContracts.id, { onDelete: 'cascade' }),
    /** The property's id again, so coverage reads lines by property × service in one index. */
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    serviceName: text('service_name').notNull(),
    price: money('price').notNull(),
    /** The bid units: PER_VISIT, PER_MONTH, PER_SEASON, PER_EVENT, PER_HOUR, PER_YEAR, LUMP_SUM */
    unit: text('unit').notNull(),
    quantityPerYear: numeric('quantity_per_year', { precision: 10, scale: 2, mode: 'number' }),
    /** How often, as the property's services say it: DAILY, WEEKLY, … ON_DEMAND, PER_EVENT. */
    frequency: text('frequency'),
    /** The price for a year (packages/shared bid-amounts.ts). */
    annualCost: money('annual_cost'),
    startOn: date('start_on'),
    endOn: date('end_on'),
    /** The award this line came from: a line is drafted from an award once. */
    rfpAwardId: uuid('rfp_award_id').references(() => rfpAwards.id, { onDelete: 'set null' }),
    notes: text('notes'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('property_contract_services_line_idx').on(t.propertyContractId, t.serviceId),
    uniqueIndex('property_contract_services_award_idx')
      .on(t.rfpAwardId)
      .where(sql`${t.rfpAwardId} is not null`),
    index('property_contract_services_contract_idx').on(t.contractId),
    index('property_contract_services_coverage_idx').on(t.propertyId, t.serviceId),
    partiesIndex('property_contract_services', t.partyTenantIds),
    check('property_contract_services_unit_check', sql`${t.unit} in ('PER_VISIT', 'PER_MONTH', 'PER_SEASON', 'PER_EVENT', 'PER_HOUR', 'PER_YEAR', 'LUMP_SUM')`),
    check('property_contract_services_price_check', sql`${t.price} >= 0 and coalesce(${t.quantityPerYear}, 1) > 0`),
    check('property_contract_services_dates_check', sql`${t.startOn} is null or ${t.endOn} is null or ${t.startOn} <= ${t.endOn}`),
  ],
);

/** Each version of a contract: who changed what, when, and the contract as it was after. */
export const contractVersions = pgTable(
  'contract_versions',
  {
    ...ofContract(),
    version: integer('version').notNull(),
    /** CREATED, AMENDED, ACTIVATED, RENEWED, EXPIRED, TERMINATED, BULK_UPDATE */
    kind: text('kind').notNull(),
    reason: text('reason'),
    /** [{ path, before, after }] against the previous version. */
    diff: jsonb('diff').notNull().default([]),
    snapshot: jsonb('snapshot').notNull(),
    changedAt: at('changed_at').notNull().defaultNow(),
    /** Null: the system (the renewal job). */
    changedBy: uuid('changed_by').references(() => users.id),
  },
  (t) => [uniqueIndex('contract_versions_contract_version_idx').on(t.contractId, t.version), partiesIndex('contract_versions', t.partyTenantIds)],
);

/** A document of a contract: the signed copy, an amendment, anything else. */
export const contractDocuments = pgTable(
  'contract_documents',
  {
    ...ofContract(),
    fileKey: text('file_key')
      .notNull()
      .references(() => storedFiles.key),
    /** SIGNED, AMENDMENT, OTHER */
    kind: text('kind').notNull().default('OTHER'),
    title: text('title').notNull(),
    uploadedAt: at('uploaded_at').notNull().defaultNow(),
    uploadedBy: uuid('uploaded_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('contract_documents_file_idx').on(t.contractId, t.fileKey),
    partiesIndex('contract_documents', t.partyTenantIds),
    check('contract_documents_kind_check', sql`${t.kind} in ('SIGNED', 'AMENDMENT', 'OTHER')`),
  ],
);

/**
 * A renewal or expiry alert (issue 19 item 5): one row per contract, kind, threshold and date, so
 * the daily job may run twice and alert once. The dashboard reads them.
 */
export const contractAlerts = pgTable(
  'contract_alerts',
  {
    ...ofContract(),
    /** EXPIRING (end in 90/60/30 days), NOTICE_DEADLINE (60/30/7), RENEWED, EXPIRED */
    kind: text('kind').notNull(),
    thresholdDays: integer('threshold_days').notNull().default(0),
    /** The date the alert is about: the end date or the last day to give notice. */
    dueOn: date('due_on').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    emailedAt: at('emailed_at'),
    dismissedAt: at('dismissed_at'),
  },
  (t) => [
    uniqueIndex('contract_alerts_once_idx').on(t.contractId, t.kind, t.thresholdDays, t.dueOn),
    index('contract_alerts_due_idx').on(t.tenantId, t.dueOn),
    partiesIndex('contract_alerts', t.partyTenantIds),
    check('contract_alerts_kind_check', sql`${t.kind} in ('EXPIRING', 'NOTICE_DEADLINE', 'RENEWED', 'EXPIRED')`),
  ],
);

/**
 * An uploaded existing contract in the review queue (issue 19 item 4): what was read and
 * extracted, the candidates matched, what a person confirmed or corrected. Nothing becomes a
 * contract unconfirmed. The client's tenant owns it; vendors never see the queue.
 */
export const contractExtractions = pgTable(
  'contract_extractions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...tenantOwned(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    /** One upload (a PDF, or a ZIP of them) is one batch. */
    batchId: uuid('batch_id').notNull(),
    jobId: uuid('job_id').references(() => backgroundJobs.id, { onDelete: 'set null' }),
    /** The document read (a ZIP's entry is stored as its own file). */
    fileKey: text('file_key').references(() => storedFiles.key),
    fileName: text('file_name').notNull(),
    /** QUEUED, READING, NEEDS_REVIEW, CONFIRMED, FAILED, DISCARDED */
    status: text('status').notNull().default('QUEUED'),
    /** The reading and the extraction (packages/shared contract-extraction.ts). */
    extraction: jsonb('extraction'),
    /** Candidate vendors, properties and services with scores. */
    matches: jsonb('matches'),
    /** The values a person confirmed, per field. */
    reviewed: jsonb('reviewed'),
    /** [{ field, from, to, by, at }]: what the reviewer changed from the extraction. */
    corrections: jsonb('corrections').notNull().default([]),
    error: text('error'),
    contractId: uuid('contract_id').references((): AnyPgColumn => contracts.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    confirmedAt: at('confirmed_at'),
    confirmedBy: uuid('confirmed_by').references(() => users.id),
  },
  (t) => [
    index('contract_extractions_queue_idx').on(t.tenantId, t.status, t.createdAt),
    index('contract_extractions_batch_idx').on(t.batchId),
    check('contract_extractions_status_check', sql`${t.status} in ('QUEUED', 'READING', 'NEEDS_REVIEW', 'CONFIRMED', 'FAILED', 'DISCARDED')`),
  ],
);
