import type { TActionType, TTenantType, TUserStatus } from './enums.js';
import { can, type TPermissionMap } from './permissions.js';
import { manageableTenantTypes, USER_PERMISSION_BY_TENANT_TYPE } from './user-management.js';

/**
 * What one person may do to another (issue #3 "Who manages whom"), as pure predicates: the web
 * app shows only the actions these allow and the API enforces the same functions, so the two
 * never disagree. The API checks more on top (every membership, the privilege ceiling), which
 * needs the database; these are the rules that can be decided from a list row.
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

/** A deactivated person comes back with Activate; everyone else can be deactivated. */
export const isDeactivated = (user: Pick<TUserTarget, 'status'>): boolean => user.status === 'INACTIVE';

/** Activating or deactivating needs Edit, and nobody locks themselves out. */
export const canChangeUserStatus = (actor: TUserActor, user: Pick<TUserTarget, 'id' | 'userType'>): boolean =>
  canEditUser(actor, user) && !isSelf(actor, user);

/** Only someone invited and still allowed to sign in is waiting for an invitation e-mail. */
export const isAwaitingInvitation = (user: Pick<TUserTarget, 'status' | 'authorized'>): boolean =>
  user.status === 'PENDING' && user.authorized;

export const canResendInvitation = (actor: TUserActor, user: Pick<TUserTarget, 'userType' | 'status' | 'authorized'>): boolean =>
  isAwaitingInvitation(user) && canEditUser(actor, user);

/** A contact may be given sign-in; a deactivated one is activated first (authorizing does not revive them). */
export const isAuthorizable = (user: Pick<TUserTarget, 'status' | 'authorized'>): boolean => !user.authorized && !isDeactivated(user);

export const canAuthorizeUser = (actor: TUserActor, user: Pick<TUserTarget, 'userType' | 'status' | 'authorized'>): boolean =>
  isAuthorizable(user) && canEditUser(actor, user);

/** A role is offered to a tenant when it is the provider's (no tenant), the tenant's own, or its vendor's. */
export const isRoleOfferedTo = (roleTenantId: string | null, tenant: { id: string; parentId: string | null }): boolean =>
  roleTenantId === null || roleTenantId === tenant.id || roleTenantId === tenant.parentId;
