import { z } from 'zod';
import { ACTION_TYPES, CONTACT_TYPES, ROLE_TYPES, TENANT_TYPES, USER_STATUSES, USER_TYPES } from './enums.js';
import { MODULE_NAMES, PERMISSION_TYPES } from './permission-catalog.js';
import { ZWorkspaceAbilitiesSchema } from './workspace-abilities.js';

export const ZRolePermissionSchema = z.object({
  moduleName: z.enum(MODULE_NAMES),
  permissionType: z.enum(PERMISSION_TYPES),
  actionType: z.enum(ACTION_TYPES),
});
export type TRolePermissionDto = z.infer<typeof ZRolePermissionSchema>;

export const ZUserRoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  roleType: z.enum(ROLE_TYPES),
  rolePermissions: z.array(ZRolePermissionSchema),
});

export const ZTenantRefSchema = z.object({ id: z.string(), name: z.string() });

export const ZTenantSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(TENANT_TYPES),
  parentId: z.string().nullable(),
  client: ZTenantRefSchema.nullable(),
  vendor: ZTenantRefSchema.nullable(),
});
export type TTenant = z.infer<typeof ZTenantSchema>;

export const ZUserTenantSchema = z.object({
  isPrimaryTenant: z.boolean(),
  tenant: ZTenantSchema,
});
export type TUserTenant = z.infer<typeof ZUserTenantSchema>;

export const ITEMS_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

export const ZItemsPerPageSchema = z.object({
  itemsPerPage: z.number().int().min(0).max(100),
});
export type TItemsPerPage = z.infer<typeof ZItemsPerPageSchema>;

export const ZProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  status: z.enum(USER_STATUSES),
  contactType: z.enum(CONTACT_TYPES).nullable(),
  userRoles: z.array(ZUserRoleSchema),
  userTenants: z.array(ZUserTenantSchema),
  profileDetails: ZItemsPerPageSchema,
  /** What the person may do in the active workspace (docs/architecture.md "Policies and abilities"). */
  abilities: ZWorkspaceAbilitiesSchema,
});
export type TProfile = z.infer<typeof ZProfileSchema>;

/** The dropdown option of spec §3. */
export const ZUserOptionSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  phoneCode: z.string().nullable(),
});
export type TUserOption = z.infer<typeof ZUserOptionSchema>;

export const ZPhoneCodeSchema = z
  .string()
  .trim()
  .regex(/^\+\d{1,4}$/, 'Use a country code such as +1.')
  .nullable()
  .optional();
export const ZPhoneNumberSchema = z
  .string()
  .trim()
  .regex(/^[\d\s().-]{4,20}$/, 'Enter digits only, 4 to 20 of them.')
  .nullable()
  .optional();

export const ZProfileUpdateSchema = z.object({
  firstName: z.string().trim().min(1, 'Enter your first name.').max(100),
  lastName: z.string().trim().min(1, 'Enter your last name.').max(100),
  phoneCode: ZPhoneCodeSchema,
  phoneNumber: ZPhoneNumberSchema,
});
export type TProfileUpdate = z.input<typeof ZProfileUpdateSchema>;
