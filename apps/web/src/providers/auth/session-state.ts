import { mergeRolePermissions, resolveWorkspace, type TPermissionMap, type TProfile } from '@procura/shared';
import { getStoredWorkspace, getTokens, setStoredWorkspace } from '../../lib/storage';
import type { TAuthState, TMappedPermission } from './auth-context';

export const ANONYMOUS_STATE: TAuthState = {
  status: 'anonymous',
  userDetails: null,
  authToken: null,
  userPermissions: {},
  mappedPermission: {},
  userWorkspace: null,
  loaderText: null,
};

function mapByPermissionType(map: TPermissionMap): TMappedPermission {
  const mapped: TMappedPermission = {};
  for (const types of Object.values(map)) {
    for (const [permissionType, actions] of Object.entries(types ?? {})) {
      mapped[permissionType as keyof TMappedPermission] = { ...actions };
    }
  }
  return mapped;
}

/** The signed-in state a profile describes; the resolved workspace is written back (spec §4). */
export function authenticatedState(profile: TProfile): TAuthState {
  const userPermissions = mergeRolePermissions(profile.userRoles);
  const userWorkspace = resolveWorkspace(profile.userTenants, getStoredWorkspace());
  if (userWorkspace) setStoredWorkspace(userWorkspace);
  return {
    status: 'authenticated',
    userDetails: profile,
    authToken: getTokens()?.accessToken ?? null,
    userPermissions,
    mappedPermission: mapByPermissionType(userPermissions),
    userWorkspace,
    loaderText: null,
  };
}
