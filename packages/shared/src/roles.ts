import { z } from 'zod';
import { ACTION_TYPES, ROLE_TYPES, TENANT_TYPES, type TRoleType } from './enums.js';
import { MODULE_NAMES, PERMISSION_TYPES, type TPermissionType } from './permission-catalog.js';
import { can, type TPermissionMap } from './permissions.js';

/** What the reader may do to this role (packages/shared/src/policies/roles.ts). */
export const ZRoleAbilitiesSchema = z.object({ edit: z.boolean(), delete: z.boolean() });
export type TRoleAbilities = z.infer<typeof ZRoleAbilitiesSchema>;

export const ZRoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  roleType: z.enum(ROLE_TYPES),
  description: z.string().nullable(),
  /** Null: provider-defined, offered to every tenant of the role type. */
  tenantId: z.string().nullable(),
  tenantName: z.string().nullable(),
  permissionIds: z.array(z.number().int()),
  permissionCount: z.number().int(),
  userCount: z.number().int(),
  updatedAt: z.string(),
  abilities: ZRoleAbilitiesSchema,
});
export type TRole = z.infer<typeof ZRoleSchema>;
export const ZRoleListSchema = z.object({ data: z.array(ZRoleSchema) });

export const ZRoleListQuerySchema = z.object({
  roleType: z.enum(ROLE_TYPES).optional(),
  search: z.string().trim().max(200).optional(),
  /** Only the roles offered to this tenant: its own and the provider-defined ones. */
  tenantId: z.uuid().optional(),
});
export type TRoleListQuery = z.input<typeof ZRoleListQuerySchema>;

export const ZRoleInputSchema = z.object({
  name: z.string().trim().min(1, 'Enter a role name.').max(100, 'The role name is too long.'),
  roleType: z.enum(ROLE_TYPES),
  description: z.string().trim().max(500, 'The description is too long.').nullable().optional(),
  permissionIds: z.array(z.number().int().positive()).max(500).default([]),
});
export type TRoleInput = z.input<typeof ZRoleInputSchema>;
export const ZRoleUpdateSchema = ZRoleInputSchema.omit({ roleType: true }).partial();
export type TRoleUpdate = z.input<typeof ZRoleUpdateSchema>;
export const ZRoleIdParamsSchema = z.object({ id: z.uuid('Not a valid role id.') });

/** `GET /permissions`: the catalog grouped module → permission type → actions, each with whether the reader may grant it. */
export const ZPermissionCatalogSchema = z.object({
  data: z.array(
    z.object({
      moduleName: z.enum(MODULE_NAMES),
      permissionTypes: z.array(
        z.object({
          permissionType: z.enum(PERMISSION_TYPES),
          roleTypes: z.array(z.enum(ROLE_TYPES)),
          actions: z.array(
            z.object({
              id: z.number().int(),
              actionType: z.enum(ACTION_TYPES),
              /** The reader may put it in a role: a role never grants what its author lacks. */
              grantable: z.boolean(),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type TPermissionCatalog = z.infer<typeof ZPermissionCatalogSchema>;

/** Which role-management permission type governs roles of each role type. */
export const ROLE_PERMISSION_BY_ROLE_TYPE = {
  connexus: 'connexus_role_management',
  client: 'client_role_management',
  vendor: 'vendor_role_management',
} as const satisfies Record<TRoleType, TPermissionType>;

export const manageableRoleTypes = (map: TPermissionMap, action: (typeof ACTION_TYPES)[number]): TRoleType[] =>
  ROLE_TYPES.filter((type) => can(map, ROLE_PERMISSION_BY_ROLE_TYPE[type], action));

export const ZTenantOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(TENANT_TYPES),
  parentId: z.string().nullable(),
});
export type TTenantOption = z.infer<typeof ZTenantOptionSchema>;

export const ZTenantSearchQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  type: z.enum(TENANT_TYPES).optional(),
  /** `users`: only organizations the caller may add people to. */
  purpose: z.enum(['users']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type TTenantSearchQuery = z.input<typeof ZTenantSearchQuerySchema>;
