import type { TRole } from '@procura/shared';
import type { roles } from '../../db/schema/roles.js';

/** A role as the repo reads it: its columns, its tenant's name and its counts. */
export type TRoleRow = Pick<typeof roles.$inferSelect, 'id' | 'name' | 'roleType' | 'description' | 'tenantId' | 'updatedAt'> & {
  tenantName: string | null;
  permissionIds: number[];
  permissionCount: number;
  userCount: number;
};

export function presentRole(row: TRoleRow): TRole {
  return {
    id: row.id,
    name: row.name,
    // The database's check constraint holds this to the shared enum.
    roleType: row.roleType as TRole['roleType'],
    description: row.description,
    tenantId: row.tenantId,
    tenantName: row.tenantName,
    permissionIds: row.permissionIds,
    permissionCount: row.permissionCount,
    userCount: row.userCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}
