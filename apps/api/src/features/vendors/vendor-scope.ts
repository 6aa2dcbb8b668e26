import { or, type SQL, sql } from 'drizzle-orm';
import { vendors } from '../../db/schema/index.js';
import { inScope } from '../../platform/scope-sql.js';

/**
 * The one scope of vendors: the provider sees all; a vendor its own row and its branches' and
 * franchises' (the database puts a vendor's children in its scope); a branch or franchise
 * only itself; a client the vendors it onboarded (a party of the row). The active workspace
 * only, although row-level security would also let a person read the other vendors they
 * belong to.
 */
export const vendorScope = (): SQL =>
  or(inScope(sql`${vendors.tenantId}`), sql`${vendors.partyTenantIds} && coalesce((select app.visible_tenant_ids()), '{}'::uuid[])`) as SQL;

/** Rows the actor may write: its own (and its children's), never a party's read. */
export const vendorWriteScope = (): SQL => inScope(sql`${vendors.tenantId}`);
