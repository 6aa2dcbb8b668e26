import type { TRole } from '@procura/shared';
import { useAuth } from '../../providers/auth/auth-context';

/** What the signed-in user may do to roles, as the server answers it (the profile's abilities, each role's own). */
export function useRolePermissions() {
  const { userDetails } = useAuth();
  return {
    creatableRoleTypes: userDetails?.abilities.roles.createRoleTypes ?? [],
    canEdit: (role: TRole) => role.abilities.edit,
    canDelete: (role: TRole) => role.abilities.delete,
  };
}
