import { workspaceKindOf, type TActorKind } from './actor-kind.js';
import type { TActionType, TRoleType } from './enums.js';
import type { TModuleName, TPermissionType } from './permission-catalog.js';

export interface TRolePermission {
  moduleName: TModuleName;
  permissionType: TPermissionType;
  actionType: TActionType;
}

export interface TRoleWithPermissions {
  name: string;
  rolePermissions: readonly TRolePermission[];
}

export type TActionFlags = Partial<Record<TActionType, boolean>>;
/** module → permission type → action → granted (spec §6). */
export type TPermissionMap = Partial<Record<TModuleName, Partial<Record<TPermissionType, TActionFlags>>>>;

/** Merges all of a user's roles into one map; a grant in any role is a grant. */
export function mergeRolePermissions(roles: readonly TRoleWithPermissions[]): TPermissionMap {
  const map: TPermissionMap = {};
  for (const role of roles) {
    for (const { moduleName, permissionType, actionType } of role.rolePermissions) {
      const moduleEntry = (map[moduleName] ??= {});
      const actions = (moduleEntry[permissionType] ??= {});
      actions[actionType] = true;
    }
  }
  return map;
}

/** View-only mode keeps only View actions; permission types left with nothing disappear. */
export function toViewOnly(map: TPermissionMap): TPermissionMap {
  const result: TPermissionMap = {};
  // A Partial map may hold explicit `undefined` modules or permission types; skip them.
  type TModuleEntry = [TModuleName, Record<string, TActionFlags | undefined> | undefined];
  for (const [moduleName, types] of Object.entries(map) as TModuleEntry[]) {
    for (const [permissionType, actions] of Object.entries(types ?? {})) {
      if (!actions?.View) continue;
      (result[moduleName] ??= {})[permissionType as TPermissionType] = { View: true };
    }
  }
  return result;
}

/** True when the module holds at least one granted action of any permission type. */
export function hasAnyModulePermission(map: TPermissionMap, moduleName: TModuleName): boolean {
  const types = map[moduleName];
  if (!types) return false;
  return Object.values(types).some((actions) => actions && Object.values(actions).some(Boolean));
}

/**
 * Spec §6 lookup: with an action, that action's flag (or the fallback action's when the
 * first is not granted); without one, the module's set of permission types.
 */
export function lookupPermission(
  map: TPermissionMap,
  moduleName: TModuleName,
  permissionType: TPermissionType,
  action: TActionType,
  fallbackAction?: TActionType,
): boolean;
export function lookupPermission(map: TPermissionMap, moduleName: TModuleName): Partial<Record<TPermissionType, TActionFlags>>;
export function lookupPermission(
  map: TPermissionMap,
  moduleName: TModuleName,
  permissionType?: TPermissionType,
  action?: TActionType,
  fallbackAction?: TActionType,
): boolean | Partial<Record<TPermissionType, TActionFlags>> {
  const moduleSet = map[moduleName] ?? {};
  if (!permissionType || !action) return moduleSet;
  const actions = moduleSet[permissionType] ?? {};
  return Boolean(actions[action] || (fallbackAction && actions[fallbackAction]));
}

/** True when the map grants `action` on `permissionType` in whichever module holds it. */
export function can(map: TPermissionMap, permissionType: TPermissionType, action: TActionType): boolean {
  return Object.values(map).some((types) => Boolean(types?.[permissionType]?.[action]));
}

/** A required-permission entry of spec §3 ("roleType, permissionKey, requiredActions"). */
export interface TRequiredPermission {
  roleType?: TRoleType;
  permissionKey: TPermissionType;
  requiredActions: readonly TActionType[];
}

export interface TRouteRequirement {
  modules: readonly TModuleName[];
  requiredPermissions?: readonly TRequiredPermission[];
  /**
   * The kinds of workspace that can use the screen at all (absent: every kind). Checked after
   * the permissions: a vendor's role grants Client Management for the RFPs addressed to it, yet
   * a vendor sees no client and no property list, so Clients would only ever be empty there.
   */
  workspaces?: readonly TActorKind[];
}

/**
 * Spec §6 route guard: at least one listed module must hold some permission; then the screen
 * must be one the workspace's kind can use (known from the role type); then, if
 * required-permission entries exist, they are narrowed to the user's role type (when
 * known) and one remaining entry must have one of its actions granted. Entries with no
 * required actions pass, and so does a list that the role-type filter empties.
 */
export function canAccessRoute(map: TPermissionMap, requirement: TRouteRequirement, roleType?: TRoleType): boolean {
  if (requirement.modules.length > 0 && !requirement.modules.some((m) => hasAnyModulePermission(map, m))) {
    return false;
  }
  if (roleType && requirement.workspaces && !requirement.workspaces.includes(workspaceKindOf(roleType).kind)) return false;
  const entries = requirement.requiredPermissions ?? [];
  if (entries.length === 0) return true;
  const relevant = roleType ? entries.filter((e) => !e.roleType || e.roleType === roleType) : entries;
  if (relevant.length === 0) return true;
  return relevant.some((entry) => entry.requiredActions.length === 0 || entry.requiredActions.some((action) => can(map, entry.permissionKey, action)));
}
