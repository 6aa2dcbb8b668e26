import { sql } from 'drizzle-orm';
import { index, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.js';

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
  partyTenantIds: uuid('party_tenant_ids').array().notNull().default(sql`'{}'::uuid[]`),
});

/** `party_tenant_ids && <the actor's tenants>` is answered from this index. */
export const partiesIndex = (table: string, column: AnyPgColumn) => index(`${table}_parties_idx`).using('gin', column);
