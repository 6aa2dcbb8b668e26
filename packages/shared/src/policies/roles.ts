import type { TActorKind } from '../actor-kind.js';
import type { TActionType, TRoleType } from '../enums.js';
import type { TPermissionType } from '../permission-catalog.js';
import { can, type TPermissionMap } from '../permissions.js';
import { manageableRoleTypes, ROLE_PERMISSION_BY_ROLE_TYPE, type TRoleAbilities } from '../roles.js';
import type { TWorkspaceAbilities } from '../workspace-abilities.js';

/**
 * What one may do to roles (docs/api.md "Roles"), as pure predicates: the API enforces them and
 * answers them as each role's `abilities` and the profile's `roles.createRoleTypes`.
 */

export interface TRoleActor {
  permissions: TPermissionMap;
  /** The kind of the active workspace (none before one is chosen): the provider's may do more. */
  kind: TActorKind | null;
}

/** The role type of people working in a workspace of this kind. */
const ROLE_TYPE_OF_KIND: Record<TActorKind, TRoleType> = { provider: 'connexus', client: 'client', vendor: 'vendor' };

/** Role types the actor may create: those they hold Create for, and outside the provider only their workspace's own. */
export const creatableRoleTypes = (actor: TRoleActor): TRoleType[] =>
  manageableRoleTypes(actor.permissions, 'Create').filter(
    (type) => actor.kind === 'provider' || (actor.kind !== null && ROLE_TYPE_OF_KIND[actor.kind] === type),
  );

/** `action` on this role: the right for its role type, and provider-defined roles (no tenant) only from the provider's workspace. */
export const canActOnRole = (actor: TRoleActor, role: { roleType: TRoleType; tenantId: string | null }, action: TActionType): boolean =>
  can(actor.permissions, ROLE_PERMISSION_BY_ROLE_TYPE[role.roleType], action) && (role.tenantId !== null || actor.kind === 'provider');

/** A role never grants what its author lacks (docs/product.md "Permissions"). */
export const canGrantPermission = (actor: Pick<TRoleActor, 'permissions'>, permissionType: TPermissionType, action: TActionType): boolean =>
  can(actor.permissions, permissionType, action);

export const roleAbilities = (actor: TRoleActor, role: { roleType: TRoleType; tenantId: string | null }): TRoleAbilities => ({
  edit: canActOnRole(actor, role, 'Edit'),
  delete: canActOnRole(actor, role, 'Delete'),
});

export const rolesWorkspaceAbilities = (actor: TRoleActor): TWorkspaceAbilities['roles'] => ({ createRoleTypes: creatableRoleTypes(actor) });
