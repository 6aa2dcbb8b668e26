import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { TPropertyAccessMode } from '@procura/shared';
import { properties, propertyUserAccess } from '../../db/schema/properties.js';
import { tenants } from '../../db/schema/tenancy.js';
import { userTenants, users } from '../../db/schema/users.js';
import type { TActor } from '../../platform/actor.js';
import { likePattern, queryRows, type TScopedTx } from '../../platform/database.js';
import { actorTenant } from '../../platform/row-scope.js';
import { pageSize } from '../../db/page-size.js';

const pua = propertyUserAccess;
const p = properties;

export interface TMembership {
  tenantId: string;
  propertyAccess: TPropertyAccessMode;
}

const grantedTo = (userId: string) => sql`exists (select 1 from ${pua} where ${pua.propertyId} = ${p.id} and ${pua.userId} = ${userId})`;

/** A client person's property access: their membership's mode and the properties granted to them. */
export const propertyAccessRepo = {
  /**
   * The person's membership of a client whose property access is managed: the one in the
   * actor's workspace, else their primary, else another the actor sees. Only client people.
   */
  async membership(tx: TScopedTx, actor: TActor, userId: string): Promise<TMembership | undefined> {
    const [row] = await tx
      .select({ tenantId: userTenants.tenantId, propertyAccess: userTenants.propertyAccess })
      .from(userTenants)
      .innerJoin(users, eq(users.id, userTenants.userId))
      .innerJoin(tenants, eq(tenants.id, userTenants.tenantId))
      .where(
        and(
          eq(userTenants.userId, userId),
          eq(tenants.type, 'client'),
          eq(users.userType, 'client'),
          isNull(users.deletedAt),
          actorTenant(actor, userTenants.tenantId),
        ),
      )
      .orderBy(sql`${userTenants.tenantId} = ${actor.workspace.tenantId} desc`, sql`${userTenants.isPrimary} desc`, asc(userTenants.tenantId))
      .limit(1);
    return row && { tenantId: row.tenantId, propertyAccess: row.propertyAccess as TPropertyAccessMode };
  },

  async grantedCount(tx: TScopedTx, userId: string, tenantId: string): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(pua)
      .where(and(eq(pua.userId, userId), eq(pua.tenantId, tenantId)));
    return row.n;
  },

  /** How many of `ids` are properties of `tenantId` the actor sees. */
  async countOwned(tx: TScopedTx, tenantId: string, ids: readonly string[]): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(p)
      .where(and(eq(p.tenantId, tenantId), sql`${p.id} = any(${sql.param(ids)}::uuid[])`));
    return row.n;
  },

  async grant(tx: TScopedTx, actor: TActor, userId: string, tenantId: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    // Raw SQL: the ids go as one array parameter, unnested by the database (values() would send
    // four parameters a row, and a client may have thousands of properties).
    await queryRows(
      tx,
      sql`insert into ${pua} (tenant_id, property_id, user_id, granted_by)
          select ${tenantId}::uuid, id, ${userId}::uuid, ${actor.userId}::uuid from unnest(${sql.param(ids)}::uuid[]) as id
          on conflict do nothing`,
    );
  },

  async revoke(tx: TScopedTx, userId: string, tenantId: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await tx.delete(pua).where(and(eq(pua.userId, userId), eq(pua.tenantId, tenantId), sql`${pua.propertyId} = any(${sql.param(ids)}::uuid[])`));
  },

  async properties(
    tx: TScopedTx,
    userId: string,
    tenantId: string,
    query: { search?: string; granted: 'true' | 'false' | 'all'; page: number; limit: number },
  ) {
    const where: (SQL | undefined)[] = [eq(p.tenantId, tenantId)];
    if (query.search) where.push(sql`${p.searchText} like ${likePattern(query.search.toLowerCase())}`);
    if (query.granted === 'true') where.push(grantedTo(userId));
    if (query.granted === 'false') where.push(sql`not ${grantedTo(userId)}`);
    const rows = await tx
      .select({
        id: p.id,
        name: p.name,
        code: p.code,
        cityName: p.cityName,
        granted: sql<boolean>`${grantedTo(userId)}`,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(p)
      .where(and(...where))
      .orderBy(asc(p.name), asc(p.id))
      .limit(pageSize(query.limit))
      .offset((query.page - 1) * query.limit);
    return { data: rows.map(({ total: _total, ...r }) => r), total: rows[0]?.total ?? 0 };
  },
};
