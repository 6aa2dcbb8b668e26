import { canActOnRole, creatableRoleTypes, type TRole } from '@procura/shared';
import { useMemo } from 'react';
import { useAuth } from '../../providers/auth/auth-context';

/** What the signed-in user may do to roles: the shared rules (role-abilities) the server enforces. */
export function useRolePermissions() {
  const { userPermissions, userWorkspace } = useAuth();
  return useMemo(() => {
    const actor = { permissions: userPermissions, workspaceType: userWorkspace?.type ?? null };
    return {
      creatableRoleTypes: creatableRoleTypes(actor),
      canEdit: (role: TRole) => canActOnRole(actor, role, 'Edit'),
      canDelete: (role: TRole) => canActOnRole(actor, role, 'Delete'),
    };
  }, [userPermissions, userWorkspace?.type]);
}
