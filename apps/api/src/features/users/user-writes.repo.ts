import crypto from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { TContactType, TRolePermission, TRoleType, TTenantType, TUserStatus } from '@procura/shared';
import { isUniqueViolation, queryRows, sqlArray, type TScopedTx } from '../../platform/database.js';
import { conflict } from '../../platform/errors.js';
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

const uuidArray = (values: readonly string[]) => sqlArray(values, 'uuid');

/** Writes on people, run as the actor: row-level security checks every row again. */
export const userWritesRepo = {
  async tenant(tx: TScopedTx, id: string): Promise<TTenantRow | undefined> {
    const [row] = await queryRows<TTenantRow>(tx, sql`select id, name, type, parent_id as "parentId" from tenants where id = ${id} and ${inScope(sql`id`)}`);
    return row;
  },

  async roles(tx: TScopedTx, ids: readonly string[]): Promise<TRoleRow[]> {
    if (ids.length === 0) return [];
    return queryRows<TRoleRow>(
      tx,
      sql`select r.id, r.name, r.role_type as "roleType", r.tenant_id as "tenantId",
            (select coalesce(json_agg(json_build_object('moduleName', p.module_name, 'permissionType', p.permission_type, 'actionType', p.action_type)), '[]'::json)
             from role_permissions rp join permissions p on p.id = rp.permission_id where rp.role_id = r.id) as permissions
          from roles r where r.id = any(${uuidArray(ids)})`,
    );
  },

  /** The id is made here: the new row is invisible to its creator until linked to a tenant. */
  async insert(tx: TScopedTx, user: TNewUser): Promise<string> {
    const id = crypto.randomUUID();
    await tx.execute(sql`insert into users (id, email, first_name, last_name, phone_code, phone_number, user_type, status, contact_type, authorized)
      values (${id}, ${user.email}, ${user.firstName}, ${user.lastName}, ${user.phoneCode}, ${user.phoneNumber}, ${user.userType}, ${user.status}, ${user.contactType}, ${user.authorized})`);
    await tx.execute(sql`insert into user_tenants (user_id, tenant_id, is_primary) values (${id}, ${user.tenantId}, true)`);
    await this.setRoles(tx, id, user.tenantId, user.roleIds);
    return id;
  },

  /** Two admins inviting the same address at once: the loser gets the same 409 as a form check. */
  async insertOrConflict(tx: TScopedTx, user: TNewUser): Promise<string> {
    try {
      return await this.insert(tx, user);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('A user with this e-mail already exists.', { email: ['A user with this e-mail already exists.'] });
      throw error;
    }
  },

  /** The person's roles in one workspace; the database refuses a role that does not fit it. */
  async setRoles(tx: TScopedTx, userId: string, tenantId: string, roleIds: readonly string[]): Promise<void> {
    await tx.execute(sql`delete from user_roles where user_id = ${userId} and tenant_id = ${tenantId}`);
    if (roleIds.length === 0) return;
    await tx.execute(sql`insert into user_roles (user_id, tenant_id, role_id) select ${userId}, ${tenantId}, unnest(${uuidArray(roleIds)})`);
  },

  async update(tx: TScopedTx, userId: string, changes: SQL[]): Promise<void> {
    if (changes.length === 0) return;
    await tx.execute(sql`update users set ${sql.join([...changes, sql`updated_at = now()`], sql`, `)} where id = ${userId}`);
  },

  async passwordState(tx: TScopedTx, userId: string): Promise<{ hasPassword: boolean } | undefined> {
    const [row] = await queryRows<{ hasPassword: boolean }>(tx, sql`select password_hash is not null as "hasPassword" from users where id = ${userId}`);
    return row;
  },
};
