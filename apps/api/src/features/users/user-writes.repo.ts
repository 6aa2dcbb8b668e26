import crypto from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TContactType, TPropertyAccessMode, TRolePermission, TRoleType, TTenantType, TUserStatus } from '@procura/shared';
import { permissions, rolePermissions, roles, userRoles } from '../../db/schema/roles.js';
import { tenants } from '../../db/schema/tenancy.js';
import { userTenants, users } from '../../db/schema/users.js';
import { jsonArray, jsonObject, subquery, valueOf } from '../../db/subqueries.js';
import type { TExecutor, TScopedTx } from '../../platform/database.js';
import { inScope } from '../../platform/scope-sql.js';

export interface TTenantRow {
  id: string;
  name: string;
  type: TTenantType;
  parentId: string | null;
}

export interface TRoleRow {
  id: string;
  name: string;
  roleType: TRoleType;
  tenantId: string | null;
  permissions: TRolePermission[];
}

export interface TNewUser {
  email: string;
  firstName: string;
  lastName: string;
  phoneCode: string | null;
  phoneNumber: string | null;
  userType: TTenantType;
  status: TUserStatus;
  contactType: TContactType;
  authorized: boolean;
  tenantId: string;
  roleIds: readonly string[];
}

/** What an edit may change on a person; an undefined field stays as it is. */
export type TUserChanges = Partial<
  Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'phoneCode' | 'phoneNumber' | 'contactType' | 'authorized' | 'status'>
>;

const rolePermissionList = valueOf(
  subquery
    .select({
      permissions: jsonArray(
        jsonObject({ moduleName: permissions.moduleName, permissionType: permissions.permissionType, actionType: permissions.actionType }),
      ),
    })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, roles.id)),
);

/** Writes on people, run as the actor: row-level security checks every row again. */
export const userWritesRepo = {
  async tenant(tx: TScopedTx, id: string): Promise<TTenantRow | undefined> {
    const [row] = await tx
      .select({ id: tenants.id, name: tenants.name, type: tenants.type, parentId: tenants.parentId })
      .from(tenants)
      .where(and(eq(tenants.id, id), inScope(sql`${tenants.id}`)));
    return row && { ...row, type: row.type as TTenantType };
  },

  async roles(tx: TScopedTx, ids: readonly string[]): Promise<TRoleRow[]> {
    if (ids.length === 0) return [];
    const rows = await tx
      .select({ id: roles.id, name: roles.name, roleType: roles.roleType, tenantId: roles.tenantId, permissions: rolePermissionList })
      .from(roles)
      .where(inArray(roles.id, [...ids]));
    return rows.map((r) => ({ ...r, roleType: r.roleType as TRoleType, permissions: r.permissions as TRolePermission[] }));
  },

  /** The id is made here: the new row is invisible to its creator until linked to a tenant. */
  async insert(tx: TExecutor, user: TNewUser): Promise<string> {
    const id = crypto.randomUUID();
    const { tenantId, roleIds, ...columns } = user;
    await tx.insert(users).values({ id, ...columns });
    await tx.insert(userTenants).values({ userId: id, tenantId, isPrimary: true });
    await this.setRoles(tx, id, tenantId, roleIds);
    return id;
  },

  /** The person's roles in one workspace; the database refuses a role that does not fit it. */
  async setRoles(tx: TExecutor, userId: string, tenantId: string, roleIds: readonly string[]): Promise<void> {
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.tenantId, tenantId)));
    if (roleIds.length === 0) return;
    await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, tenantId, roleId })));
  },

  /** Which of a client's properties the member sees: all of them, or those assigned to them. */
  async setPropertyAccess(tx: TScopedTx, userId: string, tenantId: string, mode: TPropertyAccessMode): Promise<void> {
    await tx
      .update(userTenants)
      .set({ propertyAccess: mode })
      .where(and(eq(userTenants.userId, userId), eq(userTenants.tenantId, tenantId)));
  },

  async update(tx: TScopedTx, userId: string, changes: TUserChanges): Promise<void> {
    if (Object.values(changes).every((v) => v === undefined)) return;
    await tx
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  },

  /** History stays: the row is kept, marked deleted, and gone from every list. */
  async markDeleted(tx: TScopedTx, userId: string): Promise<void> {
    await tx
      .update(users)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  },

  async passwordState(tx: TScopedTx, userId: string): Promise<{ hasPassword: boolean } | undefined> {
    const [row] = await tx
      .select({ hasPassword: sql<boolean>`${isNotNull(users.passwordHash)}` })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },
};
