import type { TActionType, TPermissionCatalog, TRoleType } from '@procura/shared';

/** Spec §3 role-management modal: each permission id is checked or not, and active when the editor may grant it. */
export interface TPermissionFlag {
  checked: boolean;
  active: boolean;
}
export type TPermissionFlags = Record<number, TPermissionFlag>;

export interface TRoleModalState {
  isOpen: boolean;
  headLabel: 'Create Role' | 'Edit Role' | 'View Role';
  forEdit: boolean;
  roleType: TRoleType | null;
  checkedIds: ReadonlySet<number>;
}

export const CLOSED_ROLE_MODAL: TRoleModalState = {
  isOpen: false,
  headLabel: 'Create Role',
  forEdit: false,
  roleType: null,
  checkedIds: new Set(),
};

/** The catalog narrowed to what a role of this type may carry (the permission type's roleTypes). */
export function catalogForRoleType(catalog: TPermissionCatalog, roleType: TRoleType) {
  return catalog.data
    .map((module) => ({
      ...module,
      permissionTypes: module.permissionTypes.filter((entry) => entry.roleTypes.includes(roleType)),
    }))
    .filter((module) => module.permissionTypes.length > 0);
}

/**
 * The id → { checked, active } map. "Active" means the catalog says the editor may grant it
 * (a role never grants what its author lacks, docs/api.md), so the rest are locked.
 */
export function buildPermissionFlags(catalog: TPermissionCatalog, roleType: TRoleType, checkedIds: ReadonlySet<number>): TPermissionFlags {
  const flags: TPermissionFlags = {};
  for (const module of catalogForRoleType(catalog, roleType)) {
    for (const entry of module.permissionTypes) {
      for (const action of entry.actions) {
        flags[action.id] = {
          checked: checkedIds.has(action.id),
          active: action.grantable,
        };
      }
    }
  }
  return flags;
}

/** Toggles a whole row: if every grantable box is ticked they are cleared, else all are ticked. */
export function toggleRow(checkedIds: ReadonlySet<number>, flags: TPermissionFlags, rowIds: readonly number[]): Set<number> {
  const grantable = rowIds.filter((id) => flags[id]?.active);
  const isAllChecked = grantable.every((id) => checkedIds.has(id));
  const next = new Set(checkedIds);
  for (const id of grantable) {
    if (isAllChecked) next.delete(id);
    else next.add(id);
  }
  return next;
}

export function toggleOne(checkedIds: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(checkedIds);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export const actionOf = (actions: readonly { id: number; actionType: TActionType }[], type: TActionType) =>
  actions.find((action) => action.actionType === type);
