import { type SQL, sql } from 'drizzle-orm';
import type { TTenantOption, TTenantType } from '@procura/shared';
import { likePattern, queryRows, sqlArray, type TScopedTx } from '../../platform/database.js';
import { inScope } from '../../platform/scope-sql.js';

/** Organizations (tenants) for pickers: what row-level security lets the actor see. */
export function searchTenants(tx: TScopedTx, filters: { search?: string; types?: readonly TTenantType[]; limit: number }): Promise<TTenantOption[]> {
  const where: SQL[] = [inScope(sql`t.id`)];
  if (filters.search) where.push(sql`t.name ilike ${likePattern(filters.search)}`);
  if (filters.types) {
    where.push(filters.types.length ? sql`t.type = any(${sqlArray(filters.types, 'text')})` : sql`false`);
  }
  return queryRows<TTenantOption>(
    tx,
    sql`select t.id, t.name, t.type, t.parent_id as "parentId" from tenants t
        where ${sql.join(where, sql` and `)} order by lower(t.name), t.id limit ${filters.limit}`,
  );
}
