import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * The tenants table lives here, beside the helpers that reference it, so that every schema
 * file can use `tenantOwned()` without an import cycle through the feature tables.
 */
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
    check('tenants_type_check', sql`${t.type} in ('connexus', 'client', 'vendor', 'vendor_branch', 'vendor_franchise')`),
    // Branches and franchises hang under a vendor; nothing else has a parent.
    check('tenants_parent_check', sql`(${t.type} in ('vendor_branch', 'vendor_franchise')) = (${t.parentId} is not null)`),
  ],
);

/**
 * The columns of a tenant-owned table, one call each (decision 0004). Its migration then
 * secures it with one call too: `SELECT app.secure_tenant_table('name')`, or
 * `SELECT app.secure_tenant_table('name', shared => true)` with `sharedWithParties()`.
 */
export const tenantOwned = () => ({
  tenantId: uuid('tenant_id')
    .notNull()
    .references((): AnyPgColumn => tenants.id),
});

/** Tenants other than the owner that may read the row (an RFP's invited vendors, say). */
export const sharedWithParties = () => ({
  partyTenantIds: uuid('party_tenant_ids')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
});

/** `party_tenant_ids && <the actor's tenants>` is answered from this index. */
export const partiesIndex = (table: string, column: AnyPgColumn) => index(`${table}_parties_idx`).using('gin', column);
