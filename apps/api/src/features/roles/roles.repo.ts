import crypto from 'node:crypto';
import { and, countDistinct, desc, eq, exists, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { can, manageableTenantTypes, ROLE_PERMISSION_BY_ROLE_TYPE, ROLE_TYPES, roleTypeOfTenantType, type TRoleType } from '@procura/shared';
import { permissions, rolePermissions, roles, userRoles } from '../../db/schema/roles.js';
import { tenants } from '../../db/schema/tenancy.js';
import { users } from '../../db/schema/users.js';
import { subquery, valueOf } from '../../db/subqueries.js';
import type { TActor } from '../../platform/actor.js';
import { likePattern, type TScopedTx } from '../../platform/database.js';

/** A role as the repo reads it: its columns, its tenant's name and its counts. */
export type TRoleRow = Pick<typeof roles.$inferSelect, 'id' | 'name' | 'roleType' | 'description' | 'tenantId' | 'updatedAt'> & {
  tenantName: string | null;
  permissionIds: number[];
  permissionCount: number;
  userCount: number;
};

const permissionCount = valueOf(
  subquery
    .select({ n: sql<number>`count(*)::int` })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roles.id)),
);

const ROLE = {
  id: roles.id,
  name: roles.name,
  roleType: roles.roleType,
  description: roles.description,
  tenantId: roles.tenantId,
  tenantName: tenants.name,
  permissionIds: valueOf(
    subquery
      .select({ ids: sql<number[]>`coalesce(array_agg(${rolePermissions.permissionId} order by ${rolePermissions.permissionId}), '{}')` })
      .from(rolePermissions)
      .where(eq(rolePermissions.roleId, roles.id)),
  ),
  permissionCount,
  /** People holding it across every tenant (once each, however many workspaces), deleted people excluded. */
  userCount: valueOf(
    subquery
      .select({ n: sql<number>`count(distinct ${userRoles.userId})::int` })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(and(eq(userRoles.roleId, roles.id), isNull(users.deletedAt))),
  ),
  updatedAt: roles.updatedAt,
};

/** Role types one may read: those one manages roles of, and those one assigns to people. */
export const readableRoleTypes = (actor: TActor): TRoleType[] => {
  const fromPeople = (['Create', 'Edit'] as const).flatMap((a) => manageableTenantTypes(actor.permissions, a).map(roleTypeOfTenantType));
  return ROLE_TYPES.filter((t) => can(actor.permissions, ROLE_PERMISSION_BY_ROLE_TYPE[t], 'View') || fromPeople.includes(t));
};

/** Roles the actor may see: provider-defined ones of readable types and their tenants' own (RLS). */
const roleScope = (actor: TActor): SQL => inArray(roles.roleType, readableRoleTypes(actor));

/** The tenant a list is filtered for, beside the role's own tenant. */
const offeredTo = alias(tenants, 'offered_to');

/**
 * Roles offered to a tenant: the provider's, its own and (for a branch or franchise) its
 * vendor's, of the tenant's role type.
 */
const offeredToTenant = (tenantId: string) =>
  subquery
    .select({ one: sql`1` })
    .from(offeredTo)
    .where(
      and(
        eq(offeredTo.id, tenantId),
        eq(roles.roleType, sql<TRoleType>`case ${offeredTo.type} when 'connexus' then 'connexus' when 'client' then 'client' else 'vendor' end`),
        or(isNull(roles.tenantId), eq(roles.tenantId, offeredTo.id), eq(roles.tenantId, offeredTo.parentId)),
      ),
    );

const selectRoles = (tx: TScopedTx, where: SQL | undefined) => tx.select(ROLE).from(roles).leftJoin(tenants, eq(tenants.id, roles.tenantId)).where(where);

export const rolesRepo = {
  async list(tx: TScopedTx, actor: TActor, filters: { roleType?: TRoleType; search?: string; tenantId?: string }): Promise<TRoleRow[]> {
    const where = and(
      roleScope(actor),
      filters.roleType ? eq(roles.roleType, filters.roleType) : undefined,
      filters.search ? ilike(roles.name, likePattern(filters.search)) : undefined,
      filters.tenantId ? exists(offeredToTenant(filters.tenantId)) : undefined,
    );
    // Spec §6: roles are sorted by number of permissions, most first.
    return selectRoles(tx, where).orderBy(desc(permissionCount), sql`lower(${roles.name})`, roles.id);
  },

  async get(tx: TScopedTx, actor: TActor, id: string): Promise<TRoleRow | undefined> {
    const [row] = await selectRoles(tx, and(eq(roles.id, id), roleScope(actor)));
    return row;
  },

  async nameTaken(tx: TScopedTx, name: string, roleType: TRoleType, tenantId: string | null, exceptId?: string): Promise<boolean> {
    const rows = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(
        and(
          eq(sql`lower(${roles.name})`, sql`lower(${name})`),
          eq(roles.roleType, roleType),
          or(isNull(roles.tenantId), tenantId === null ? undefined : eq(roles.tenantId, tenantId)),
          exceptId ? ne(roles.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  async insert(tx: TScopedTx, role: { name: string; roleType: TRoleType; description: string | null; tenantId: string | null }): Promise<string> {
    const id = crypto.randomUUID();
    await tx.insert(roles).values({ id, ...role });
    return id;
  },

  async update(tx: TScopedTx, id: string, changes: { name?: string; description?: string | null }): Promise<void> {
    await tx
      .update(roles)
      .set({ name: changes.name, description: changes.description, updatedAt: sql`now()` })
      .where(eq(roles.id, id));
  },

  async setPermissions(tx: TScopedTx, id: string, permissionIds: readonly number[]): Promise<void> {
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, id));
    if (permissionIds.length === 0) return;
    await tx.insert(rolePermissions).values(permissionIds.map((permissionId) => ({ roleId: id, permissionId })));
    await tx
      .update(roles)
      .set({ updatedAt: sql`now()` })
      .where(eq(roles.id, id));
  },

  async delete(tx: TScopedTx, id: string): Promise<void> {
    // Deleted people keep no live grants; their history stays in the audit trail.
    await tx.delete(userRoles).where(eq(userRoles.roleId, id));
    await tx.delete(roles).where(eq(roles.id, id));
  },

  /** Holders across every tenant, deleted people excluded: a role in use cannot go. */
  async holders(tx: TScopedTx, id: string): Promise<number> {
    const [row] = await tx
      .select({ n: countDistinct(userRoles.userId) })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(and(eq(userRoles.roleId, id), isNull(users.deletedAt)));
    return row?.n ?? 0;
  },

  catalog: (tx: TScopedTx) =>
    tx
      .select({ id: permissions.id, moduleName: permissions.moduleName, permissionType: permissions.permissionType, actionType: permissions.actionType })
      .from(permissions)
      .orderBy(permissions.id),
};
