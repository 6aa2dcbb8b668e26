import { canMaintainServiceCatalog } from '@procura/shared';
import { useMemo } from 'react';
import { useAuth } from '../../providers/auth/auth-context';

/** Catalogue writes: the shared rule the API enforces (service_management in the provider's workspace). */
export function useServicePermissions() {
  const { userPermissions, userWorkspace } = useAuth();
  return useMemo(() => {
    const actor = { permissions: userPermissions, workspaceType: userWorkspace?.type ?? null };
    return {
      canCreate: canMaintainServiceCatalog(actor, 'Create'),
      canEdit: canMaintainServiceCatalog(actor, 'Edit'),
      canDelete: canMaintainServiceCatalog(actor, 'Delete'),
    };
  }, [userPermissions, userWorkspace?.type]);
}

export type TServicePermissions = ReturnType<typeof useServicePermissions>;
