import { can, manageableRoleTypes, ROLE_PERMISSION_BY_ROLE_TYPE, type TActionType, type TRole } from '@procura/shared';
import { useMemo } from 'react';
import { useAuth } from '../../app/auth/auth-context';

/** What the signed-in user may do to roles; the server enforces the same rules. */
export function useRolePermissions() {
  const { userPermissions, userWorkspace } = useAuth();
  return useMemo(() => {
    // Provider-defined roles (no tenant) are changed only by the provider (docs/api.md).
    const isProvider = userWorkspace?.type === 'connexus';
    const canOn = (role: TRole, action: TActionType) =>
      can(userPermissions, ROLE_PERMISSION_BY_ROLE_TYPE[role.roleType], action) && (role.tenantId !== null || isProvider);
    return {
      creatableRoleTypes: manageableRoleTypes(userPermissions, 'Create'),
      canEdit: (role: TRole) => canOn(role, 'Edit'),
      canDelete: (role: TRole) => canOn(role, 'Delete'),
    };
  }, [userPermissions, userWorkspace?.type]);
}
