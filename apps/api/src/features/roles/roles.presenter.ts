import type { TRole } from '@procura/shared';
import { roleAbilities, type TRoleActor } from '@procura/shared/policies';
import type { TRoleRow } from './roles.repo.js';

/** A role as the API answers it, with what the reader may do to it. */
export function presentRole(actor: TRoleActor, row: TRoleRow): TRole {
  const roleType = row.roleType as TRole['roleType'];
  return {
    id: row.id,
    name: row.name,
    // The database's check constraint holds this to the shared enum.
    roleType,
    description: row.description,
    tenantId: row.tenantId,
    tenantName: row.tenantName,
    permissionIds: row.permissionIds,
    permissionCount: row.permissionCount,
    userCount: row.userCount,
    updatedAt: row.updatedAt.toISOString(),
    abilities: roleAbilities(actor, { roleType, tenantId: row.tenantId }),
  };
}
