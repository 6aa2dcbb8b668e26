import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cities, countries, states } from './geography.js';
import { storedFiles } from './storage.js';
import { tenants } from './tenancy.js';

/** Provider reference data: the company that owns several clients. */
export const clientParentCompanies = pgTable('client_parent_companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .unique()
      .references(() => tenants.id),
    name: text('name').notNull(),
    parentCompanyId: uuid('parent_company_id').references(() => clientParentCompanies.id),
    status: text('status').notNull().default('ACTIVE'),
    /** COMMERCIAL, HOA, HOTEL, MULTI_FAMILY, RETAIL, STUDENT_HOUSING, OTHER */
    clientType: text('client_type').notNull().default('COMMERCIAL'),
    logoKey: text('logo_key').references((): AnyPgColumn => storedFiles.key),
    /** The banner at the top of the client's workspace (its theme). */
    headerImageKey: text('header_image_key').references((): AnyPgColumn => storedFiles.key),
    /** A contract of this client is activated only with its signed copy uploaded (docs/contracts.md). */
    contractsRequireSignedDocument: boolean('contracts_require_signed_document').notNull().default(false),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    countryId: integer('country_id').references((): AnyPgColumn => countries.id),
    stateId: integer('state_id').references((): AnyPgColumn => states.id),
    cityId: integer('city_id').references((): AnyPgColumn => cities.id),
    zip: text('zip'),
    phoneCode: text('phone_code'),
    phoneNumber: text('phone_number'),
    website: text('website'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('clients_parent_company_idx').on(t.parentCompanyId),
    index('clients_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check('clients_status_check', sql`${t.status} in ('ACTIVE', 'INACTIVE')`),
    check('clients_type_check', sql`${t.clientType} in ('COMMERCIAL', 'HOA', 'HOTEL', 'MULTI_FAMILY', 'RETAIL', 'STUDENT_HOUSING', 'OTHER')`),
  ],
);
