import { can, type TPermissionMap } from '@procura/shared';
import { useMemo } from 'react';
import { useAuth } from '../../providers/auth/auth-context';

/**
 * What the signed-in user may do on the property screens, from their merged permissions in
 * the active workspace. Per-property rights come from the server as `abilities` on the
 * detail; this only hides list-level dead ends (the server checks anyway).
 */
export function propertyAbilities(permissions: TPermissionMap) {
  return {
    canCreate: can(permissions, 'property_management', 'Create'),
    canEdit: can(permissions, 'property_management', 'Edit'),
    canDelete: can(permissions, 'property_management', 'Delete'),
    canExport: can(permissions, 'property_management', 'View'),
    /** Import creates properties: the create permission. */
    canImport: can(permissions, 'property_management', 'Create'),
  };
}

export function usePropertyPermissions() {
  const { userPermissions, userWorkspace } = useAuth();
  return useMemo(() => {
    const isProvider = userWorkspace?.type === 'connexus';
    return {
      ...propertyAbilities(userPermissions),
      isProvider,
      /** A client's people work on their own client's properties: no client to choose. */
      ownClient: userWorkspace?.type === 'client' && userWorkspace.client ? userWorkspace.client : null,
    };
  }, [userPermissions, userWorkspace]);
}

export type TPropertyPermissions = ReturnType<typeof usePropertyPermissions>;
