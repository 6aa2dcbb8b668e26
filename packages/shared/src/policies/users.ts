import type { TActionType, TTenantType, TUserStatus } from '../enums.js';
import { can, type TPermissionMap } from '../permissions.js';
import { isAuthorizable, isAwaitingInvitation, manageableTenantTypes, USER_PERMISSION_BY_TENANT_TYPE, type TUserAbilities } from '../user-management.js';
import type { TWorkspaceAbilities } from '../workspace-abilities.js';

/**
 * What one person may do to another (issue #3 "Who manages whom"), as pure predicates: each
 * person the API answers carries them as `abilities`, which the web app shows. The API checks
 * more on top when the action arrives (every membership, the privilege ceiling), which needs
 * the database; these are the rules that can be decided from a list row.
 */

export interface TUserActor {
  userId: string;
  permissions: TPermissionMap;
}

/** The parts of a person's list row the rules read. */
export interface TUserTarget {
  id: string;
  userType: TTenantType;
  status: TUserStatus;
  authorized: boolean;
}

const isSelf = (actor: TUserActor, user: Pick<TUserTarget, 'id'>) => actor.userId === user.id;

/** The actor holds `action` on the people of this person's kind of tenant. */
export const canActOnUser = (actor: TUserActor, user: Pick<TUserTarget, 'userType'>, action: TActionType): boolean =>
  can(actor.permissions, USER_PERMISSION_BY_TENANT_TYPE[user.userType], action);

/** Adding people: Create on the people of at least one kind of tenant. */
export const canCreateUsers = (permissions: TPermissionMap): boolean => manageableTenantTypes(permissions, 'Create').length > 0;

/** Bulk deletion is offered when the actor may delete someone at all. */
export const canDeleteAnyUsers = (permissions: TPermissionMap): boolean => manageableTenantTypes(permissions, 'Delete').length > 0;

/** The people export follows the list: View on the people of at least one kind of tenant. */
export const canExportUsers = (permissions: TPermissionMap): boolean => manageableTenantTypes(permissions, 'View').length > 0;

export const canEditUser = (actor: TUserActor, user: Pick<TUserTarget, 'userType'>): boolean => canActOnUser(actor, user, 'Edit');

/** Removing oneself is never what the person meant; the API refuses it too. */
export const canDeleteUser = (actor: TUserActor, user: Pick<TUserTarget, 'id' | 'userType'>): boolean =>
  canActOnUser(actor, user, 'Delete') && !isSelf(actor, user);

/** Activating or deactivating needs Edit, and nobody locks themselves out. */
export const canChangeUserStatus = (actor: TUserActor, user: Pick<TUserTarget, 'id' | 'userType'>): boolean => canEditUser(actor, user) && !isSelf(actor, user);

export const canResendInvitation = (actor: TUserActor, user: Pick<TUserTarget, 'userType' | 'status' | 'authorized'>): boolean =>
  isAwaitingInvitation(user) && canEditUser(actor, user);

export const canAuthorizeUser = (actor: TUserActor, user: Pick<TUserTarget, 'userType' | 'status' | 'authorized'>): boolean =>
  isAuthorizable(user) && canEditUser(actor, user);

/** The actions on one person that the people screens offer. */
export const userAbilities = (actor: TUserActor, user: TUserTarget): TUserAbilities => ({
  edit: canEditUser(actor, user),
  delete: canDeleteUser(actor, user),
  changeStatus: canChangeUserStatus(actor, user),
  resendInvitation: canResendInvitation(actor, user),
  authorize: canAuthorizeUser(actor, user),
});

export const usersWorkspaceAbilities = (actor: Pick<TUserActor, 'permissions'>): TWorkspaceAbilities['users'] => ({
  create: canCreateUsers(actor.permissions),
  deleteAny: canDeleteAnyUsers(actor.permissions),
  export: canExportUsers(actor.permissions),
});
