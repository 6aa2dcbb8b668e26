import { and, ilike, inArray, sql } from 'drizzle-orm';
import type { TTenantOption, TTenantType } from '@procura/shared';
import { tenants } from '../../db/schema/tenancy.js';
import { likePattern, type TScopedTx } from '../../platform/database.js';
import { inScope } from '../../platform/scope-sql.js';
import { pageSize } from '../../db/page-size.js';

/** Organizations (tenants) as the actor's scope shows them. */
export const tenantsRepo = {
  /** For pickers: what row-level security lets the actor see, by name. */
  async search(tx: TScopedTx, filters: { search?: string; types?: readonly TTenantType[]; limit: number }): Promise<TTenantOption[]> {
    const rows = await tx
      .select({ id: tenants.id, name: tenants.name, type: tenants.type, parentId: tenants.parentId })
      .from(tenants)
      .where(
        and(
          inScope(sql`${tenants.id}`),
          filters.search ? ilike(tenants.name, likePattern(filters.search)) : undefined,
          // No type allowed: no organization (inArray answers false for an empty list).
          filters.types ? inArray(tenants.type, [...filters.types]) : undefined,
        ),
      )
      .orderBy(sql`lower(${tenants.name})`, tenants.id)
      .limit(pageSize(filters.limit));
    // The database's check constraint holds the type to the shared enum.
    return rows.map((row) => ({ ...row, type: row.type as TTenantType }));
  },
};
