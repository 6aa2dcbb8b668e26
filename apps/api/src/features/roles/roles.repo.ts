import crypto from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import {
  can,
  manageableTenantTypes,
  ROLE_PERMISSION_BY_ROLE_TYPE,
  ROLE_TYPES,
  roleTypeOfTenantType,
  type TRole,
  type TRoleType,
} from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import { likePattern, queryRows, sqlArray, type TScopedTx } from '../../platform/database.js';

const ROLE = sql`
  r.id, r.name, r.role_type as "roleType", r.description, r.tenant_id as "tenantId", t.name as "tenantName",
  coalesce((select array_agg(rp.permission_id order by rp.permission_id) from role_permissions rp where rp.role_id = r.id), '{}') as "permissionIds",
  (select count(*)::int from role_permissions rp where rp.role_id = r.id) as "permissionCount",
  (select count(*)::int from user_roles ur join users u on u.id = ur.user_id where ur.role_id = r.id and u.deleted_at is null) as "userCount",
  to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"`;

/** Role types one may read: those one manages roles of, and those one assigns to people. */
export const readableRoleTypes = (actor: TActor): TRoleType[] => {
  const fromPeople = (['Create', 'Edit'] as const).flatMap((a) => manageableTenantTypes(actor.permissions, a).map(roleTypeOfTenantType));
  return ROLE_TYPES.filter((t) => can(actor.permissions, ROLE_PERMISSION_BY_ROLE_TYPE[t], 'View') || fromPeople.includes(t));
};

/** Roles the actor may see: provider-defined ones of readable types and their tenants' own (RLS). */
const roleScope = (actor: TActor): SQL => sql`r.role_type = any(${sqlArray(readableRoleTypes(actor), 'text')})`;

export const rolesRepo = {
  async list(tx: TScopedTx, actor: TActor, filters: { roleType?: TRoleType; search?: string; tenantId?: string }): Promise<TRole[]> {
    const where = [roleScope(actor)];
    if (filters.roleType) where.push(sql`r.role_type = ${filters.roleType}`);
    if (filters.search) where.push(sql`r.name ilike ${likePattern(filters.search)}`);
    // Roles offered to a tenant: the provider's, its own and (for a branch or franchise) its
    // vendor's, of the tenant's role type.
    if (filters.tenantId) {
      where.push(sql`exists (select 1 from tenants ot where ot.id = ${filters.tenantId}
        and r.role_type = case ot.type when 'connexus' then 'connexus' when 'client' then 'client' else 'vendor' end
        and (r.tenant_id is null or r.tenant_id = ot.id or r.tenant_id = ot.parent_id))`);
    }
    // Spec §6: roles are sorted by number of permissions, most first.
    return queryRows<TRole>(
      tx,
      sql`select ${ROLE} from roles r left join tenants t on t.id = r.tenant_id
          where ${sql.join(where, sql` and `)}
          order by "permissionCount" desc, lower(r.name), r.id`,
    );
  },

  async get(tx: TScopedTx, actor: TActor, id: string): Promise<TRole | undefined> {
    const [row] = await queryRows<TRole>(tx, sql`select ${ROLE} from roles r left join tenants t on t.id = r.tenant_id where r.id = ${id} and ${roleScope(actor)}`);
    return row;
  },

  async nameTaken(tx: TScopedTx, name: string, roleType: TRoleType, tenantId: string | null, exceptId?: string): Promise<boolean> {
    const rows = await queryRows(
      tx,
      sql`select 1 from roles where lower(name) = lower(${name}) and role_type = ${roleType}
          and (tenant_id is null or tenant_id is not distinct from ${tenantId}) ${exceptId ? sql`and id <> ${exceptId}` : sql``}`,
    );
    return rows.length > 0;
  },

  async insert(tx: TScopedTx, role: { name: string; roleType: TRoleType; description: string | null; tenantId: string | null }): Promise<string> {
    const id = crypto.randomUUID();
    await tx.execute(sql`insert into roles (id, name, role_type, description, tenant_id) values (${id}, ${role.name}, ${role.roleType}, ${role.description}, ${role.tenantId})`);
    return id;
  },

  async update(tx: TScopedTx, id: string, changes: { name?: string; description?: string | null }): Promise<void> {
    const sets = [
      changes.name !== undefined && sql`name = ${changes.name}`,
      changes.description !== undefined && sql`description = ${changes.description}`,
      sql`updated_at = now()`,
    ].filter((c) => c !== false);
    await tx.execute(sql`update roles set ${sql.join(sets, sql`, `)} where id = ${id}`);
  },

  async setPermissions(tx: TScopedTx, id: string, permissionIds: readonly number[]): Promise<void> {
    await tx.execute(sql`delete from role_permissions where role_id = ${id}`);
    if (permissionIds.length === 0) return;
    await tx.execute(sql`insert into role_permissions (role_id, permission_id)
      select ${id}, unnest(${sqlArray(permissionIds, 'int')})`);
    await tx.execute(sql`update roles set updated_at = now() where id = ${id}`);
  },

  async delete(tx: TScopedTx, id: string): Promise<void> {
    // Deleted people keep no live grants; their history stays in the audit trail.
    await tx.execute(sql`delete from user_roles where role_id = ${id}`);
    await tx.execute(sql`delete from roles where id = ${id}`);
  },

  /** Holders across every tenant, deleted people excluded: a role in use cannot go. */
  async holders(tx: TScopedTx, id: string): Promise<number> {
    const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from user_roles ur join users u on u.id = ur.user_id where ur.role_id = ${id} and u.deleted_at is null`);
    return row?.n ?? 0;
  },

  catalog: (tx: TScopedTx) =>
    queryRows<{ id: number; moduleName: string; permissionType: string; actionType: string }>(
      tx,
      sql`select id, module_name as "moduleName", permission_type as "permissionType", action_type as "actionType" from permissions order by id`,
    ),
};
