import { type SQL, sql } from 'drizzle-orm';
import {
  manageableTenantTypes,
  type TActionType,
  type TPermissionType,
  type TTenantType,
  type TUserListItem,
  type TUserListQuery,
  type TUserOption,
  type TUserSortField,
} from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import { likePattern, queryRows, sqlArray, type TScopedTx } from '../../platform/database.js';

const sqlTextArray = (values: readonly string[]) => sqlArray(values, 'text');
const sqlUuidArray = (values: readonly string[]) => sqlArray(values, 'uuid');

/**
 * The one scope of the users an actor may see (or act on with `actions`): people of the kinds
 * the actor holds the permission for, in a tenant of the actor's scope. Row-level security
 * enforces the tenant part too; spelling it out here lets the planner start from the
 * memberships of those tenants, and the provider (every tenant) skips it.
 */
export const userScope = (actor: TActor, actions: readonly TActionType[] = ['View']): SQL => {
  const types = new Set<TTenantType>(actions.flatMap((a) => manageableTenantTypes(actor.permissions, a)));
  const kinds = sql`u.deleted_at is null and u.user_type = any(${sqlTextArray([...types])})`;
  if (actor.visibleTenantIds === 'all') return kinds;
  return sql`${kinds} and exists (
    select 1 from user_tenants ut where ut.user_id = u.id and ut.tenant_id = any(${sqlUuidArray(actor.visibleTenantIds)}))`;
};


const SORT_COLUMNS: Record<TUserSortField, SQL> = {
  name: sql`lower(u.last_name), lower(u.first_name)`,
  email: sql`lower(u.email)`,
  organization: sql`(select min(t.name) from user_tenants ut join tenants t on t.id = ut.tenant_id where ut.user_id = u.id)`,
  contactType: sql`u.contact_type`,
  status: sql`u.status`,
  createdAt: sql`u.created_at`,
};

function filters(query: TUserListQuery): SQL[] {
  const where: SQL[] = [];
  const tenantFilter = (cond: SQL) =>
    where.push(sql`exists (select 1 from user_tenants ut join tenants t on t.id = ut.tenant_id where ut.user_id = u.id and ${cond})`);
  if (query.search) {
    const like = likePattern(query.search);
    where.push(sql`(u.first_name || ' ' || u.last_name ilike ${like} or u.email ilike ${like} or coalesce(u.phone_number, '') ilike ${like})`);
  }
  if (query.tenantId) tenantFilter(sql`t.id = ${query.tenantId}`);
  if (query.tenantIds?.length) tenantFilter(sql`t.id = any(${sqlUuidArray(query.tenantIds)})`);
  if (query.tenantType?.length) tenantFilter(sql`t.type = any(${sqlTextArray(query.tenantType)})`);
  if (query.parentTenantIds?.length) tenantFilter(sql`(t.parent_id = any(${sqlUuidArray(query.parentTenantIds)}) or t.id = any(${sqlUuidArray(query.parentTenantIds)}))`);
  if (query.status?.length) where.push(sql`u.status = any(${sqlTextArray(query.status)})`);
  if (query.contactType?.length) where.push(sql`u.contact_type = any(${sqlTextArray(query.contactType)})`);
  if (query.authorized !== undefined) where.push(sql`u.authorized = ${query.authorized}`);
  if (query.roleIds?.length) where.push(sql`exists (select 1 from user_roles ur where ur.user_id = u.id and ur.role_id = any(${sqlUuidArray(query.roleIds)}))`);
  if (query.propertyManagersOnly) {
    // A property manager: a client's person whose roles work on properties without managing people.
    where.push(sql`u.user_type = 'client' and exists (
      select 1 from user_roles ur join role_permissions rp on rp.role_id = ur.role_id join permissions p on p.id = rp.permission_id
      where ur.user_id = u.id and p.permission_type = 'property_management')
      and not exists (
      select 1 from user_roles ur join role_permissions rp on rp.role_id = ur.role_id join permissions p on p.id = rp.permission_id
      where ur.user_id = u.id and p.permission_type = 'client_user_management')`);
  }
  return where;
}

const LIST_ITEM = sql`
  u.id, u.first_name as "firstName", u.last_name as "lastName", u.email, u.phone_code as "phoneCode",
  u.phone_number as "phoneNumber", u.user_type as "userType", u.status, u.contact_type as "contactType",
  u.authorized, to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  (select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name, 'roleType', r.role_type) order by r.name), '[]'::json)
    from roles r where r.id in (select ur.role_id from user_roles ur where ur.user_id = u.id)) as roles,
  (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'type', t.type, 'isPrimary', ut.is_primary)
      order by ut.is_primary desc, t.name), '[]'::json)
    from user_tenants ut join tenants t on t.id = ut.tenant_id where ut.user_id = u.id) as tenants`;

export const usersRepo = {
  /** One page and the exact total in one statement: the window count runs before the limit. */
  async list(tx: TScopedTx, actor: TActor, query: TUserListQuery): Promise<{ data: TUserListItem[]; total: number }> {
    const where = sql.join([userScope(actor), ...filters(query)], sql` and `);
    const direction = query.sortDirection === 'desc' ? sql`desc` : sql`asc`;
    const order = sql`${SORT_COLUMNS[query.sort]} ${direction}, u.id`;
    const rows = await queryRows<TUserListItem & { total: number }>(
      tx,
      sql`select ${LIST_ITEM}, p.total from (
            select u.id, count(*) over () as total, row_number() over (order by ${order}) as position
            from users u where ${where} order by ${order}
            limit ${query.limit} offset ${(query.page - 1) * query.limit}) p
          join users u on u.id = p.id order by p.position`,
    );
    // Past the last page there is no row to carry the total: count it on its own.
    const total = rows.length > 0 ? Number(rows[0].total) : query.page === 1 ? 0 : await this.count(tx, where);
    return { data: rows.map(({ total: _total, ...item }) => item), total };
  },

  async count(tx: TScopedTx, where: SQL): Promise<number> {
    const [row] = await queryRows<{ total: number }>(tx, sql`select count(*)::int as total from users u where ${where}`);
    return row.total;
  },

  async get(tx: TScopedTx, actor: TActor, id: string, actions: readonly TActionType[] = ['View']): Promise<TUserListItem | undefined> {
    const [row] = await queryRows<TUserListItem>(tx, sql`select ${LIST_ITEM} from users u where u.id = ${id} and ${userScope(actor, actions)}`);
    return row;
  },

  /** What the person may do in each of their memberships the actor can see. */
  async grantsByTenant(tx: TScopedTx, userId: string): Promise<{ tenantId: string; permissionType: TPermissionType; actionType: TActionType }[]> {
    return queryRows(
      tx,
      sql`select distinct ur.tenant_id as "tenantId", p.permission_type as "permissionType", p.action_type as "actionType"
          from user_roles ur join role_permissions rp on rp.role_id = ur.role_id join permissions p on p.id = rp.permission_id
          where ur.user_id = ${userId}`,
    );
  },

  /** Memberships in tenants outside the actor's scope: counted by the database, never shown. */
  async membershipsBeyondScope(tx: TScopedTx, userId: string): Promise<number> {
    const [row] = await queryRows<{ n: number }>(tx, sql`select app.memberships_beyond_scope(${userId}) as n`);
    return row.n;
  },

  async search(tx: TScopedTx, actor: TActor, text: string | undefined, tenantId: string | undefined, limit: number): Promise<TUserOption[]> {
    const conditions = [userScope(actor), ...filters({ search: text, tenantId } as TUserListQuery)];
    return queryRows<TUserOption>(
      tx,
      sql`select u.id, u.first_name as "firstName", u.last_name as "lastName", u.email,
            u.phone_number as "phoneNumber", u.phone_code as "phoneCode"
          from users u where ${sql.join(conditions, sql` and `)}
          order by lower(u.first_name), lower(u.last_name), u.id limit ${limit}`,
    );
  },

  async takenEmails(tx: TScopedTx, emails: readonly string[]): Promise<string[]> {
    // Addresses are unique across tenants, so this looks past the actor's scope on purpose.
    const rows = await queryRows<{ email: string }>(
      tx,
      sql`select lower(email) as email from app.live_user_emails(${sqlTextArray(emails.map((e) => e.toLowerCase()))})`,
    );
    return rows.map((r) => r.email);
  },
};
