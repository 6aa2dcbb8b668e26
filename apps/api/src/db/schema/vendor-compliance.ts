import { sql } from 'drizzle-orm';
import { boolean, check, date, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.js';
import { storedFiles } from './storage.js';
import { tenantOwned } from './tenancy.js';
import { users } from './users.js';
import { vendors } from './vendors.js';

/* The documents that keep a vendor compliant, and the coverage clients require. */

/** A W-9 or a certificate of insurance (COI) with its coverage and dates. */
export const vendorDocuments = pgTable(
  'vendor_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...tenantOwned(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** W9 or COI */
    kind: text('kind').notNull(),
    fileKey: text('file_key').references(() => storedFiles.key),
    insurer: text('insurer'),
    policyNumber: text('policy_number'),
    /** GENERAL_LIABILITY, AUTO_LIABILITY, WORKERS_COMPENSATION, UMBRELLA, PROFESSIONAL_LIABILITY */
    coverageType: text('coverage_type'),
    eachOccurrence: numeric('each_occurrence', { precision: 14, scale: 2, mode: 'number' }),
    aggregate: numeric('aggregate', { precision: 14, scale: 2, mode: 'number' }),
    additionalInsured: boolean('additional_insured').notNull().default(false),
    effectiveOn: date('effective_on'),
    expiresOn: date('expires_on'),
    /** CURRENT, REPLACED (a newer document of its kind and coverage), EXPIRED (marked by the daily job) */
    status: text('status').notNull().default('CURRENT'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vendor_documents_vendor_idx').on(t.vendorId, t.kind, t.status),
    index('vendor_documents_expiry_idx')
      .on(t.expiresOn)
      .where(sql`${t.kind} = 'COI' and ${t.status} = 'CURRENT'`),
    check('vendor_documents_kind_check', sql`${t.kind} in ('W9', 'COI')`),
    check('vendor_documents_status_check', sql`${t.status} in ('CURRENT', 'REPLACED', 'EXPIRED')`),
    check('vendor_documents_dates_check', sql`${t.expiresOn} is null or ${t.effectiveOn} is null or ${t.expiresOn} >= ${t.effectiveOn}`),
  ],
);

/**
 * Minimum insurance a client requires of its vendors, set by the provider (client null: the
 * provider's default for every client). A vendor below it is flagged.
 */
export const coverageRequirements = pgTable(
  'coverage_requirements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    coverageType: text('coverage_type').notNull(),
    minEachOccurrence: numeric('min_each_occurrence', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    minAggregate: numeric('min_aggregate', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coverage_requirements_client_idx').on(t.clientId, t.coverageType)],
);
