import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => tenants.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tenants_parent_idx').on(t.parentId),
    check(
      'tenants_type_check',
      sql`${t.type} in ('connexus', 'client', 'vendor', 'vendor_branch', 'vendor_franchise')`,
    ),
    // Branches and franchises hang under a vendor; nothing else has a parent.
    check(
      'tenants_parent_check',
      sql`(${t.type} in ('vendor_branch', 'vendor_franchise')) = (${t.parentId} is not null)`,
    ),
  ],
);

/** Provider reference data: the company that owns several clients. */
export const clientParentCompanies = pgTable('client_parent_companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('clients_parent_company_idx').on(t.parentCompanyId)],
);

export const vendors = pgTable(
  'vendors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .unique()
      .references(() => tenants.id),
    name: text('name').notNull(),
    vendorType: text('vendor_type').notNull().default('VENDOR'),
    parentVendorId: uuid('parent_vendor_id').references((): AnyPgColumn => vendors.id),
    status: text('status').notNull().default('ACTIVE'),
    isApproved: boolean('is_approved').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vendors_parent_idx').on(t.parentVendorId),
    check('vendors_type_check', sql`${t.vendorType} in ('VENDOR', 'VENDOR_BRANCH', 'VENDOR_FRANCHISE')`),
  ],
);
