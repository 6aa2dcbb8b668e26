import { sql } from 'drizzle-orm';
import type { TProfile, TProfileUpdate } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import { queryRows, type TScopedTx } from '../../platform/database.js';

/**
 * The actor's profile in one statement: the user, their roles in the active workspace (spec §6
 * merges those) with permissions, and all their workspaces for the switcher.
 */
export async function selectProfile(tx: TScopedTx, actor: TActor): Promise<TProfile | undefined> {
  const rows = await queryRows<{ profile: TProfile }>(tx, sql`
    select json_build_object(
      'id', u.id, 'email', u.email, 'firstName', u.first_name, 'lastName', u.last_name,
      'phoneCode', u.phone_code, 'phoneNumber', u.phone_number, 'userType', u.user_type,
      'status', u.status, 'contactType', u.contact_type,
      'profileDetails', json_build_object('itemsPerPage', u.items_per_page),
      'userRoles', (
        select coalesce(json_agg(json_build_object(
          'id', r.id, 'name', r.name, 'roleType', r.role_type,
          'rolePermissions', (
            select coalesce(json_agg(json_build_object(
              'moduleName', p.module_name, 'permissionType', p.permission_type, 'actionType', p.action_type)
              order by p.id), '[]'::json)
            from role_permissions rp join permissions p on p.id = rp.permission_id
            where rp.role_id = r.id)
        ) order by r.name), '[]'::json)
        from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and ur.tenant_id = ${actor.workspace.tenantId}),
      'userTenants', (
        select coalesce(json_agg(json_build_object(
          'isPrimaryTenant', ut.is_primary,
          'tenant', json_build_object(
            'id', t.id, 'name', t.name, 'type', t.type, 'parentId', t.parent_id,
            'client', (select json_build_object('id', c.id, 'name', c.name) from clients c where c.tenant_id = t.id),
            'vendor', (select json_build_object('id', v.id, 'name', v.name) from vendors v where v.tenant_id = t.id))
        ) order by ut.is_primary desc, t.name), '[]'::json)
        from user_tenants ut join tenants t on t.id = ut.tenant_id where ut.user_id = u.id)
    ) as profile
    from users u where u.id = ${actor.userId} and u.deleted_at is null`);
  return rows[0]?.profile;
}

export async function updateItemsPerPage(tx: TScopedTx, actor: TActor, itemsPerPage: number): Promise<number | undefined> {
  const rows = await queryRows<{ items_per_page: number }>(
    tx,
    sql`update users set items_per_page = ${itemsPerPage}, updated_at = now() where id = ${actor.userId} returning items_per_page`,
  );
  return rows[0]?.items_per_page;
}

export async function updateOwnDetails(tx: TScopedTx, actor: TActor, input: TProfileUpdate): Promise<void> {
  await tx.execute(sql`update users set first_name = ${input.firstName}, last_name = ${input.lastName},
    phone_code = ${input.phoneCode ?? null}, phone_number = ${input.phoneNumber ?? null}, updated_at = now()
    where id = ${actor.userId}`);
}
