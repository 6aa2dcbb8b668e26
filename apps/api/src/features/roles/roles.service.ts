import {
  can,
  MODULE_NAMES,
  manageableRoleTypes,
  PERMISSION_CATALOG,
  PERMISSION_TYPES_BY_ROLE_TYPE,
  ROLE_PERMISSION_BY_ROLE_TYPE,
  ROLE_TYPES,
  roleTypeOfTenantType,
  type TActionType,
  type TPermissionCatalog,
  type TPermissionType,
  type TRole,
  type TRoleListQuery,
  type TRoleType,
  type TRoleUpdate,
} from '@procura/shared';
import { canActOnRole, canGrantPermission, creatableRoleTypes } from '@procura/shared/policies';
import type { TActor } from '../../platform/actor.js';
import { auditHistory, recordAudit } from '../../platform/audit.js';
import type { TRequestDb, TScopedTx } from '../../platform/database.js';
import { conflict, fieldError, forbidden, HttpError, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { presentRole } from './roles.presenter.js';
import { rolesRepo } from './roles.repo.js';

type TCatalogRow = Awaited<ReturnType<typeof rolesRepo.catalog>>[number];

export function createRolesService({ db }: { db: TRequestDb }) {
  async function target(tx: TScopedTx, actor: TActor, id: string, action: TActionType): Promise<TRole> {
    const row = await rolesRepo.get(tx, actor, id);
    if (!row) throw notFound('Role');
    const role = presentRole(actor, row);
    if (!canActOnRole(actor, role, action)) {
      const holdsTheRight = can(actor.permissions, ROLE_PERMISSION_BY_ROLE_TYPE[role.roleType], action);
      throw forbidden(holdsTheRight ? 'Provider-defined roles can only be changed by the provider.' : undefined);
    }
    return role;
  }

  /** Permissions must suit the role type and stay within what the author holds. */
  async function checkPermissions(tx: TScopedTx, actor: TActor, roleType: TRoleType, ids: readonly number[]): Promise<void> {
    const catalog = new Map((await rolesRepo.catalog(tx)).map((p) => [p.id, p]));
    for (const id of ids) {
      const entry = catalog.get(id);
      if (!entry) throw fieldError('permissionIds', `Permission ${id} does not exist.`);
      if (!PERMISSION_TYPES_BY_ROLE_TYPE[roleType].includes(entry.permissionType as TPermissionType)) {
        throw fieldError('permissionIds', `${entry.permissionType} does not apply to ${roleType} roles.`);
      }
      if (!canGrantPermission(actor, entry.permissionType as TPermissionType, entry.actionType as TActionType)) {
        throw new HttpError(403, `You cannot grant ${entry.permissionType} ${entry.actionType}: you do not have it yourself.`);
      }
    }
  }

  async function ensureNameFree(tx: TScopedTx, name: string, roleType: TRoleType, tenantId: string | null, exceptId?: string) {
    if (await rolesRepo.nameTaken(tx, name, roleType, tenantId, exceptId)) {
      throw conflict('A role with this name already exists.', { name: ['A role with this name already exists.'] });
    }
  }

  return {
    list: (actor: TActor, query: TRoleListQuery) =>
      withActor(db, actor, async (tx) => (await rolesRepo.list(tx, actor, query)).map((row) => presentRole(actor, row))),

    async create(actor: TActor, input: { name: string; roleType: TRoleType; description?: string | null; permissionIds: number[] }): Promise<TRole> {
      if (!manageableRoleTypes(actor.permissions, 'Create').includes(input.roleType)) throw forbidden(`You may not create ${input.roleType} roles.`);
      if (!creatableRoleTypes(actor).includes(input.roleType)) {
        throw fieldError('roleType', `In this workspace you can create ${roleTypeOfTenantType(actor.workspace.type)} roles only.`);
      }
      const tenantId = actor.kind === 'provider' ? null : actor.workspace.tenantId;
      return withActor(db, actor, async (tx) => {
        await ensureNameFree(tx, input.name, input.roleType, tenantId);
        await checkPermissions(tx, actor, input.roleType, input.permissionIds);
        const id = await rolesRepo.insert(tx, { name: input.name, roleType: input.roleType, description: input.description ?? null, tenantId });
        await rolesRepo.setPermissions(tx, id, [...new Set(input.permissionIds)]);
        const role = await target(tx, actor, id, 'View');
        await recordAudit(tx, actor, { entity: 'role', entityId: id, action: 'create', after: role });
        return role;
      });
    },

    async update(actor: TActor, id: string, input: TRoleUpdate): Promise<TRole> {
      return withActor(db, actor, async (tx) => {
        const before = await target(tx, actor, id, 'Edit');
        if (input.name !== undefined) await ensureNameFree(tx, input.name, before.roleType, before.tenantId, id);
        await rolesRepo.update(tx, id, { name: input.name, description: input.description });
        if (input.permissionIds) {
          await checkPermissions(tx, actor, before.roleType, input.permissionIds);
          await rolesRepo.setPermissions(tx, id, [...new Set(input.permissionIds)]);
        }
        const after = await target(tx, actor, id, 'View');
        await recordAudit(tx, actor, { entity: 'role', entityId: id, action: 'update', before, after });
        return after;
      });
    },

    /** The role's History tab (docs/history.md): seen by who may read the role; another tenant's is 404. */
    history: (actor: TActor, id: string, page: number, limit: number) =>
      withActor(db, actor, async (tx) => auditHistory(tx, 'role', (await target(tx, actor, id, 'View')).id, page, limit)),

    async remove(actor: TActor, id: string): Promise<void> {
      await withActor(db, actor, async (tx) => {
        const before = await target(tx, actor, id, 'Delete');
        const holders = await rolesRepo.holders(tx, id);
        if (holders > 0) throw conflict(`This role is held by ${holders} user${holders === 1 ? '' : 's'}. Give them another role first.`);
        await rolesRepo.delete(tx, id);
        await recordAudit(tx, actor, { entity: 'role', entityId: id, action: 'delete', before });
      });
    },

    async catalog(actor: TActor): Promise<TPermissionCatalog> {
      const rows = await withActor(db, actor, (tx) => rolesRepo.catalog(tx));
      return {
        data: MODULE_NAMES.map((moduleName) => ({
          moduleName,
          permissionTypes: PERMISSION_CATALOG[moduleName].map((permissionType) => group(actor, rows, permissionType)),
        })),
      };
    },
  };
}

function group(actor: TActor, rows: TCatalogRow[], permissionType: TPermissionType) {
  return {
    permissionType,
    roleTypes: ROLE_TYPES.filter((t) => PERMISSION_TYPES_BY_ROLE_TYPE[t].includes(permissionType)),
    actions: rows
      .filter((r) => r.permissionType === permissionType)
      .map((r) => ({ id: r.id, actionType: r.actionType as TActionType, grantable: canGrantPermission(actor, permissionType, r.actionType as TActionType) })),
  };
}

export type TRolesService = ReturnType<typeof createRolesService>;
