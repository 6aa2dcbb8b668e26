import type { TProfile } from '@procura/shared';
import type { TProfileRow } from './profile.repo.js';
import { presentPerson } from './users.presenter.js';

type TProfileRole = TProfile['userRoles'][number];
type TProfileTenant = TProfile['userTenants'][number]['tenant'];

/**
 * What the signed-in person sees of themselves, with what they may do in the workspace (the
 * actor's, which an edit of their own name does not change); the database's check constraints
 * hold the enums.
 */
export function presentProfile(row: TProfileRow, abilities: TProfile['abilities']): TProfile {
  return {
    ...presentPerson(row),
    profileDetails: { itemsPerPage: row.itemsPerPage },
    userRoles: row.roles.map((role) => ({
      id: role.id,
      name: role.name,
      roleType: role.roleType as TProfileRole['roleType'],
      rolePermissions: role.permissions as TProfileRole['rolePermissions'],
    })),
    userTenants: row.memberships.map((m) => ({
      isPrimaryTenant: m.isPrimary,
      tenant: { id: m.id, name: m.name, type: m.type as TProfileTenant['type'], parentId: m.parentId, client: m.client, vendor: m.vendor },
    })),
    abilities,
  };
}
