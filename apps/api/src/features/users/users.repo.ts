import { type SQL, sql } from 'drizzle-orm';
import type { TTenantType, TUserListItem, TUserListQuery, TUserOption, TUserSortField } from '@procura/shared';
import { likePattern, queryRows, sqlArray, type TTx } from '../../platform/database.js';

/**
 * The one scope of the users an actor may see: people of a visible tenant (row-level
 * security sets which) whose kind the actor holds the permission for.
 */
export const userScope = (tenantTypes: readonly TTenantType[]): SQL => sql`
  u.deleted_at is null and exists (
    select 1 from user_tenants ut join tenants t on t.id = ut.tenant_id
    where ut.user_id = u.id and app.tenant_visible(t.id) and t.type = any(${sqlTextArray(tenantTypes)}))`;

const sqlTextArray = (values: readonly string[]) => sqlArray(values, 'text');
const sqlUuidArray = (values: readonly string[]) => sqlArray(values, 'uuid');

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
    from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id) as roles,
  (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'type', t.type, 'isPrimary', ut.is_primary)
      order by ut.is_primary desc, t.name), '[]'::json)
    from user_tenants ut join tenants t on t.id = ut.tenant_id where ut.user_id = u.id) as tenants`;

export const usersRepo = {
  async list(tx: TTx, scope: SQL, query: TUserListQuery): Promise<{ data: TUserListItem[]; total: number }> {
    const where = sql.join([scope, ...filters(query)], sql` and `);
    const direction = query.sortDirection === 'desc' ? sql`desc` : sql`asc`;
    const data = await queryRows<TUserListItem>(
      tx,
      sql`select ${LIST_ITEM} from users u where ${where}
          order by ${SORT_COLUMNS[query.sort]} ${direction}, u.id
          limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
    );
    const [{ total }] = await queryRows<{ total: number }>(tx, sql`select count(*)::int as total from users u where ${where}`);
    return { data, total };
  },

  async get(tx: TTx, scope: SQL, id: string): Promise<TUserListItem | undefined> {
    const [row] = await queryRows<TUserListItem>(tx, sql`select ${LIST_ITEM} from users u where u.id = ${id} and ${scope}`);
    return row;
  },


  async search(tx: TTx, scope: SQL, text: string | undefined, tenantId: string | undefined, limit: number): Promise<TUserOption[]> {
    const conditions = [scope, ...filters({ search: text, tenantId } as TUserListQuery)];
    return queryRows<TUserOption>(
      tx,
      sql`select u.id, u.first_name as "firstName", u.last_name as "lastName", u.email,
            u.phone_number as "phoneNumber", u.phone_code as "phoneCode"
          from users u where ${sql.join(conditions, sql` and `)}
          order by lower(u.first_name), lower(u.last_name), u.id limit ${limit}`,
    );
  },

  async takenEmails(tx: TTx, emails: readonly string[]): Promise<string[]> {
    // Addresses are unique across tenants, so this looks past the actor's scope on purpose.
    const rows = await queryRows<{ email: string }>(
      tx,
      sql`select lower(email) as email from app.live_user_emails(${sqlTextArray(emails.map((e) => e.toLowerCase()))})`,
    );
    return rows.map((r) => r.email);
  },
};
