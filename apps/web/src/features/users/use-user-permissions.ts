import {
  canAuthorizeUser,
  canChangeUserStatus,
  canCreateUsers,
  canDeleteAnyUsers,
  canDeleteUser,
  canEditUser,
  canResendInvitation,
  type TUserListItem,
} from '@procura/shared';
import { useMemo } from 'react';
import { useAuth } from '../../providers/auth/auth-context';

/**
 * What the signed-in user may do to people: the shared rules of user-abilities (packages/shared),
 * the same functions the server enforces, bound to this actor. The server checks more (every
 * membership, the privilege ceiling); this only hides dead ends.
 */
export function useUserPermissions() {
  const { userPermissions, userDetails } = useAuth();
  return useMemo(() => {
    const actor = { userId: userDetails?.id ?? '', permissions: userPermissions };
    return {
      canCreate: canCreateUsers(userPermissions),
      canDeleteAny: canDeleteAnyUsers(userPermissions),
      canEdit: (user: TUserListItem) => canEditUser(actor, user),
      canDelete: (user: TUserListItem) => canDeleteUser(actor, user),
      canChangeStatus: (user: TUserListItem) => canChangeUserStatus(actor, user),
      canResend: (user: TUserListItem) => canResendInvitation(actor, user),
      canAuthorize: (user: TUserListItem) => canAuthorizeUser(actor, user),
      isSelf: (user: TUserListItem) => user.id === userDetails?.id,
    };
  }, [userPermissions, userDetails?.id]);
}

export type TUserPermissions = ReturnType<typeof useUserPermissions>;
