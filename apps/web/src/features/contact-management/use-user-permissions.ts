import { can, manageableTenantTypes, USER_PERMISSION_BY_TENANT_TYPE, type TActionType, type TUserListItem } from '@procura/shared';
import { useMemo } from 'react';
import { useAuth } from '../../app/auth/auth-context';

/**
 * What the signed-in user may do to people, per the tenant type each person belongs to
 * (docs/api.md "Who manages whom"). The server checks again; this only hides dead ends.
 */
export function useUserPermissions() {
  const { userPermissions, userDetails } = useAuth();
  return useMemo(() => {
    const canOn = (user: TUserListItem, action: TActionType) =>
      can(userPermissions, USER_PERMISSION_BY_TENANT_TYPE[user.userType], action);
    const isSelf = (user: TUserListItem) => user.id === userDetails?.id;
    return {
      canCreate: manageableTenantTypes(userPermissions, 'Create').length > 0,
      canDeleteAny: manageableTenantTypes(userPermissions, 'Delete').length > 0,
      canEdit: (user: TUserListItem) => canOn(user, 'Edit'),
      // Removing or locking out oneself is never what the person meant.
      canDelete: (user: TUserListItem) => canOn(user, 'Delete') && !isSelf(user),
      canChangeStatus: (user: TUserListItem) => canOn(user, 'Edit') && !isSelf(user),
      // The server's rule: a pending person who may sign in, and Edit on their kind of tenant.
      canResend: (user: TUserListItem) => user.status === 'PENDING' && user.authorized && canOn(user, 'Edit'),
      isSelf,
    };
  }, [userPermissions, userDetails?.id]);
}

export type TUserPermissions = ReturnType<typeof useUserPermissions>;
