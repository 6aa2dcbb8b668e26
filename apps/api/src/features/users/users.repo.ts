import { and, count, eq, exists, ilike, inArray, isNull, notExists, or, type SQL, sql } from 'drizzle-orm';
import {
  manageableTenantTypes,
  type TActionType,
  type TPermissionType,
  type TTenantType,
  type TUserFilters,
  type TUserListQuery,
  type TUserOption,
  type TUserSortField,
} from '@procura/shared';
import { permissions, rolePermissions, roles, userRoles } from '../../db/schema/roles.js';
import { tenants } from '../../db/schema/tenancy.js';
import { userTenants, users } from '../../db/schema/users.js';
import { jsonArray, jsonObject, selectValue, subquery, valueOf } from '../../db/subqueries.js';
import type { TActor } from '../../platform/actor.js';
import { likePattern, queryRows, sqlArray, type TExecutor, type TScopedTx } from '../../platform/database.js';
import { actorTenant } from '../../platform/row-scope.js';
import { pageSize } from '../../db/page-size.js';

/** A person's own columns, as every view of a person shows them. */
export type TPersonColumns = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'firstName' | 'lastName' | 'phoneCode' | 'phoneNumber' | 'userType' | 'status' | 'contactType'
>;

/** A person as the list repo reads them: their columns, roles and organizations. */
export type TUserListRow = TPersonColumns &
  Pick<typeof users.$inferSelect, 'authorized' | 'createdAt'> & {
    roles: { id: string; name: string; roleType: string }[];
    tenants: { id: string; name: string; type: string; isPrimary: boolean }[];
  };

/** The person's memberships, for conditions on them (`exists`). */
const membershipsWhere = (condition: SQL | undefined) =>
  subquery
    .select({ one: sql`1` })
    .from(userTenants)
    .where(and(eq(userTenants.userId, users.id), condition));

/** An aggregate over the person's organizations (a correlated subquery on `users`). */
export const overOrganizations = <T>(aggregate: SQL<T>): SQL<T> =>
  sql<T>`${subquery.select({ aggregate }).from(userTenants).innerJoin(tenants, eq(tenants.id, userTenants.tenantId)).where(eq(userTenants.userId, users.id))}`;

/** The ids of the roles the person holds, in any workspace. */
export const heldRoleIds = () => subquery.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, users.id));

/**
 * The one scope of the users an actor may see (or act on with `actions`): people of the kinds
 * the actor holds the permission for, with a membership in a tenant of the actor's scope.
 * Row-level security holds the tenant part too; spelling it out lets the planner start from
 * the memberships of those tenants, and the provider (every tenant) skips it.
 */
export const userScope = (actor: TActor, actions: readonly TActionType[] = ['View']): SQL => {
  const types = new Set<TTenantType>(actions.flatMap((a) => manageableTenantTypes(actor.permissions, a)));
  const kinds = and(isNull(users.deletedAt), inArray(users.userType, [...types])) as SQL;
  const tenant = actorTenant(actor, userTenants.tenantId);
  return tenant ? (and(kinds, exists(membershipsWhere(tenant))) as SQL) : kinds;
};

/** The first of the person's organizations by name. */
const firstOrganization = overOrganizations(sql<string | null>`min(${tenants.name})`);

/** Sort keys per field; the direction applies to each key (last name, then first name, both descending). */
const SORT_KEYS: Record<TUserSortField, SQL[]> = {
  name: [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`],
  email: [sql`lower(${users.email})`],
  organization: [firstOrganization],
  contactType: [sql`${users.contactType}`],
  status: [sql`${users.status}`],
  createdAt: [sql`${users.createdAt}`],
};

/** People holding a role whose permissions include `permissionType` (in any workspace). */
const holdsPermissionType = (permissionType: TPermissionType) =>
  subquery
    .select({ one: sql`1` })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(userRoles.userId, users.id), eq(permissions.permissionType, permissionType)));

/** The list's filters as conditions on `users` (the export applies the same ones). */
export function userListFilters(query: TUserFilters): SQL[] {
  const where: (SQL | undefined)[] = [];
  const inTenant = (condition: SQL) => exists(membershipsWhere(condition).innerJoin(tenants, eq(tenants.id, userTenants.tenantId)));
  if (query.search) {
    const like = likePattern(query.search);
    where.push(
      or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like), ilike(users.email, like), ilike(sql`coalesce(${users.phoneNumber}, '')`, like)),
    );
  }
  if (query.tenantId) where.push(inTenant(eq(tenants.id, query.tenantId)));
  if (query.tenantIds?.length) where.push(inTenant(inArray(tenants.id, query.tenantIds)));
  if (query.tenantType?.length) where.push(inTenant(inArray(tenants.type, query.tenantType)));
  if (query.parentTenantIds?.length) {
    where.push(inTenant(or(inArray(tenants.parentId, query.parentTenantIds), inArray(tenants.id, query.parentTenantIds)) as SQL));
  }
  if (query.status?.length) where.push(inArray(users.status, query.status));
  if (query.contactType?.length) where.push(inArray(users.contactType, query.contactType));
  if (query.authorized !== undefined) where.push(eq(users.authorized, query.authorized));
  if (query.roleIds?.length) {
    where.push(
      exists(
        subquery
          .select({ one: sql`1` })
          .from(userRoles)
          .where(and(eq(userRoles.userId, users.id), inArray(userRoles.roleId, query.roleIds))),
      ),
    );
  }
  if (query.propertyManagersOnly) {
    // A property manager: a client's person whose roles work on properties without managing people.
    where.push(eq(users.userType, 'client'), exists(holdsPermissionType('property_management')), notExists(holdsPermissionType('client_user_management')));
  }
  return where.filter((c) => c !== undefined);
}

const roleRefs = jsonObject({ id: roles.id, name: roles.name, roleType: roles.roleType });
const tenantRefs = jsonObject({ id: tenants.id, name: tenants.name, type: tenants.type, isPrimary: userTenants.isPrimary });

/** A person as lists show them: their columns, roles (any workspace) and organizations. */
const LIST_ITEM = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneCode: users.phoneCode,
  phoneNumber: users.phoneNumber,
  userType: users.userType,
  status: users.status,
  contactType: users.contactType,
  authorized: users.authorized,
  createdAt: users.createdAt,
  roles: valueOf(
    subquery
      .select({ roles: jsonArray(roleRefs, roles.name) })
      .from(roles)
      .where(inArray(roles.id, heldRoleIds())),
  ),
  tenants: overOrganizations(jsonArray(tenantRefs, sql`${userTenants.isPrimary} desc`, tenants.name)),
};

export const usersRepo = {
  /** One page and the exact total in one statement: the window count runs before the limit. */
  async list(tx: TScopedTx, actor: TActor, query: TUserListQuery): Promise<{ data: TUserListRow[]; total: number }> {
    const where = and(userScope(actor), ...userListFilters(query)) as SQL;
    const direction = query.sortDirection === 'desc' ? sql`desc` : sql`asc`;
    const order = sql.join([...SORT_KEYS[query.sort].map((key) => sql`${key} ${direction}`), sql`${users.id}`], sql`, `);
    const page = tx
      .select({
        id: users.id,
        total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
        position: sql<number>`row_number() over (order by ${order})`.as('position'),
      })
      .from(users)
      .where(where)
      .orderBy(order)
      .limit(pageSize(query.limit))
      .offset((query.page - 1) * query.limit)
      .as('page');
    const rows = await tx
      .select({ ...LIST_ITEM, total: page.total })
      .from(page)
      .innerJoin(users, eq(users.id, page.id))
      .orderBy(page.position);
    // Past the last page there is no row to carry the total: count it on its own.
    const total = rows.length > 0 ? rows[0].total : query.page === 1 ? 0 : await this.count(tx, where);
    return { data: rows.map(({ total: _total, ...row }) => row), total };
  },

  async count(tx: TScopedTx, where: SQL): Promise<number> {
    const [row] = await tx.select({ total: count() }).from(users).where(where);
    return row.total;
  },

  async get(tx: TScopedTx, actor: TActor, id: string, actions: readonly TActionType[] = ['View']): Promise<TUserListRow | undefined> {
    const [row] = await tx
      .select(LIST_ITEM)
      .from(users)
      .where(and(eq(users.id, id), userScope(actor, actions)));
    return row;
  },

  /** What the person may do in each of their memberships the actor can see. */
  async grantsByTenant(tx: TScopedTx, userId: string): Promise<{ tenantId: string; permissionType: TPermissionType; actionType: TActionType }[]> {
    const rows = await tx
      .selectDistinct({ tenantId: userRoles.tenantId, permissionType: permissions.permissionType, actionType: permissions.actionType })
      .from(userRoles)
      .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(eq(userRoles.userId, userId));
    return rows.map((r) => ({ tenantId: r.tenantId, permissionType: r.permissionType as TPermissionType, actionType: r.actionType as TActionType }));
  },

  /** Memberships in tenants outside the actor's scope: counted by the database, never shown. */
  async membershipsBeyondScope(tx: TScopedTx, userId: string): Promise<number> {
    return selectValue(tx, sql<number>`app.memberships_beyond_scope(${userId})`);
  },

  async search(tx: TScopedTx, actor: TActor, text: string | undefined, tenantId: string | undefined, limit: number): Promise<TUserOption[]> {
    return tx
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phoneNumber: users.phoneNumber,
        phoneCode: users.phoneCode,
      })
      .from(users)
      .where(and(userScope(actor), ...userListFilters({ search: text, tenantId })))
      .orderBy(sql`lower(${users.firstName})`, sql`lower(${users.lastName})`, users.id)
      .limit(pageSize(limit));
  },

  async takenEmails(tx: TExecutor, emails: readonly string[]): Promise<string[]> {
    // Addresses are unique across tenants, so this looks past the actor's scope on purpose, through
    // a security-definer function. Raw SQL: it answers a set, and the builder selects from tables.
    const rows = await queryRows<{ email: string }>(
      tx,
      sql`select lower(email) as email from app.live_user_emails(${sqlArray(
        emails.map((e) => e.toLowerCase()),
        'text',
      )})`,
    );
    return rows.map((r) => r.email);
  },
};
