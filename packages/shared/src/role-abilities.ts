import { roleTypeOfTenantType, type TActionType, type TRoleType, type TTenantType } from './enums.js';
import { can, type TPermissionMap } from './permissions.js';
import { manageableRoleTypes, ROLE_PERMISSION_BY_ROLE_TYPE } from './roles.js';

/**
 * What one may do to roles (docs/api.md "Roles"), as pure predicates shared by the web app,
 * which offers only these actions, and the API, which enforces them.
 */

export interface TRoleActor {
  permissions: TPermissionMap;
  /** The type of the active workspace: the provider's workspace may do more. */
  workspaceType: TTenantType | null;
}

const isProviderWorkspace = (actor: TRoleActor) => actor.workspaceType === 'connexus';

/** Role types the actor may create: those they hold Create for, and outside the provider only their workspace's own. */
export const creatableRoleTypes = (actor: TRoleActor): TRoleType[] =>
  manageableRoleTypes(actor.permissions, 'Create').filter(
    (type) => isProviderWorkspace(actor) || (actor.workspaceType !== null && roleTypeOfTenantType(actor.workspaceType) === type),
  );

/** `action` on this role: the right for its role type, and provider-defined roles (no tenant) only from the provider's workspace. */
export const canActOnRole = (actor: TRoleActor, role: { roleType: TRoleType; tenantId: string | null }, action: TActionType): boolean =>
  can(actor.permissions, ROLE_PERMISSION_BY_ROLE_TYPE[role.roleType], action) && (role.tenantId !== null || isProviderWorkspace(actor));
