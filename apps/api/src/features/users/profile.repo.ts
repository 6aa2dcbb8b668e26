import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TProfileUpdate } from '@procura/shared';
import { clients } from '../../db/schema/clients.js';
import { permissions, rolePermissions, roles, userRoles } from '../../db/schema/roles.js';
import { tenants } from '../../db/schema/tenancy.js';
import { userTenants, users } from '../../db/schema/users.js';
import { vendors } from '../../db/schema/vendors.js';
import { jsonArray, jsonObject, subquery, valueOf, valueOrNull } from '../../db/subqueries.js';
import type { TActor } from '../../platform/actor.js';
import type { TScopedTx } from '../../platform/database.js';
import { overOrganizations, type TPersonColumns } from './users.repo.js';

interface TRef {
  id: string;
  name: string;
}

/** The profile as the repo reads it: the person's columns, roles here and memberships. */
export type TProfileRow = TPersonColumns & {
  itemsPerPage: number;
  roles: (TRef & { roleType: string; permissions: { moduleName: string; permissionType: string; actionType: string }[] })[];
  memberships: (TRef & { isPrimary: boolean; type: string; parentId: string | null; client: TRef | null; vendor: TRef | null })[];
};

const rolePermissionList = valueOf(
  subquery
    .select({
      permissions: jsonArray(
        jsonObject({ moduleName: permissions.moduleName, permissionType: permissions.permissionType, actionType: permissions.actionType }),
        permissions.id,
      ),
    })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, roles.id)),
);

/** The organization record behind a tenant, if it is a client or a vendor. */
const organizationOf = (table: typeof clients | typeof vendors) =>
  valueOrNull(
    subquery
      .select({ ref: jsonObject({ id: table.id, name: table.name }) })
      .from(table)
      .where(eq(table.tenantId, tenants.id)),
  );

/** The actor's roles in the active workspace (spec §6 merges those), with their permissions. */
const rolesIn = (tenantId: string) =>
  valueOf(
    subquery
      .select({ roles: jsonArray(jsonObject({ id: roles.id, name: roles.name, roleType: roles.roleType, permissions: rolePermissionList }), roles.name) })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, users.id), eq(userRoles.tenantId, tenantId))),
  );

/** Every workspace of the person, for the switcher: primary first. */
const memberships = overOrganizations(
  jsonArray(
    jsonObject({
      isPrimary: userTenants.isPrimary,
      id: tenants.id,
      name: tenants.name,
      type: tenants.type,
      parentId: tenants.parentId,
      client: organizationOf(clients),
      vendor: organizationOf(vendors),
    }),
    sql`${userTenants.isPrimary} desc`,
    tenants.name,
  ),
);

/** One's own profile: read, and the few fields a person changes themselves. */
export const profileRepo = {
  /** The actor's profile in one statement: the user, their roles here, and all their workspaces. */
  async get(tx: TScopedTx, actor: TActor): Promise<TProfileRow | undefined> {
    const [row] = await tx
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        phoneCode: users.phoneCode,
        phoneNumber: users.phoneNumber,
        userType: users.userType,
        status: users.status,
        contactType: users.contactType,
        itemsPerPage: users.itemsPerPage,
        roles: rolesIn(actor.workspace.tenantId),
        memberships,
      })
      .from(users)
      .where(and(eq(users.id, actor.userId), isNull(users.deletedAt)));
    return row;
  },

  async setItemsPerPage(tx: TScopedTx, actor: TActor, itemsPerPage: number): Promise<number | undefined> {
    const [row] = await tx
      .update(users)
      .set({ itemsPerPage, updatedAt: sql`now()` })
      .where(eq(users.id, actor.userId))
      .returning({ itemsPerPage: users.itemsPerPage });
    return row?.itemsPerPage;
  },

  async updateOwnDetails(tx: TScopedTx, actor: TActor, input: TProfileUpdate): Promise<void> {
    await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        phoneCode: input.phoneCode ?? null,
        phoneNumber: input.phoneNumber ?? null,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, actor.userId));
  },
};
