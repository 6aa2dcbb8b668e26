import type { TUserListItem } from '@procura/shared';
import { useAuth } from '../../providers/auth/auth-context';

/**
 * What the signed-in user may do to people, as the server answers it: the profile's abilities
 * for the workspace, each person's own `abilities` for them (policies/users.ts on the server,
 * which checks more when the action arrives: every membership, the privilege ceiling).
 */
export function useUserPermissions() {
  const { userDetails } = useAuth();
  const abilities = userDetails?.abilities.users;
  return {
    canCreate: abilities?.create ?? false,
    canDeleteAny: abilities?.deleteAny ?? false,
    canExport: abilities?.export ?? false,
    canEdit: (user: TUserListItem) => user.abilities.edit,
    canDelete: (user: TUserListItem) => user.abilities.delete,
    canChangeStatus: (user: TUserListItem) => user.abilities.changeStatus,
    canResend: (user: TUserListItem) => user.abilities.resendInvitation,
    canAuthorize: (user: TUserListItem) => user.abilities.authorize,
    isSelf: (user: TUserListItem) => user.id === userDetails?.id,
  };
}

export type TUserPermissions = ReturnType<typeof useUserPermissions>;
