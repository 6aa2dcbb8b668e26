import { z } from 'zod';
import { ZEmailSchema } from './auth.js';
import { CONTACT_TYPES, ROLE_TYPES, TENANT_TYPES, USER_STATUSES, USER_TYPES, type TActionType, type TTenantType, type TUserStatus } from './enums.js';
import type { TPermissionType } from './permission-catalog.js';
import { can, type TPermissionMap } from './permissions.js';
import { pageOf, ZPageQuerySchema } from './pagination.js';
import { ZPhoneCodeSchema, ZPhoneNumberSchema } from './users.js';

const splitCsv = (v: unknown): string[] =>
  v === undefined || v === '' ? [] : (Array.isArray(v) ? v : String(v).split(',')).map((s) => String(s).trim()).filter(Boolean);

/** A query-string list: `a,b,c` or repeated keys. */
export const csvList = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || v === '' ? undefined : splitCsv(v)), z.array(item).max(100).optional());

const queryBoolean = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().optional());

export const USER_SORT_FIELDS = ['name', 'email', 'organization', 'contactType', 'status', 'createdAt'] as const;
export type TUserSortField = (typeof USER_SORT_FIELDS)[number];

/** The users list's filters (spec §7 `GET /users`), which its export takes as well. */
export const ZUserFiltersSchema = z.object({
  tenantId: z.uuid().optional(),
  search: z.string().trim().max(200).optional(),
  roleIds: csvList(z.uuid()),
  status: csvList(z.enum(USER_STATUSES)),
  authorized: queryBoolean,
  contactType: csvList(z.enum(CONTACT_TYPES)),
  tenantType: csvList(z.enum(TENANT_TYPES)),
  parentTenantIds: csvList(z.uuid()),
  propertyManagersOnly: queryBoolean,
  tenantIds: csvList(z.uuid()),
});
export type TUserFilters = z.infer<typeof ZUserFiltersSchema>;

/** Spec §7 `GET /users` query, every parameter of its table. */
export const ZUserListQuerySchema = z.object({
  ...ZPageQuerySchema.shape,
  ...ZUserFiltersSchema.shape,
  sort: z.enum(USER_SORT_FIELDS).default('name'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type TUserListQuery = z.infer<typeof ZUserListQuerySchema>;
export type TUserListQueryInput = z.input<typeof ZUserListQuerySchema>;

/** What the reader may do to this person (packages/shared/src/policies/users.ts). */
export const ZUserAbilitiesSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  /** Activate or deactivate. */
  changeStatus: z.boolean(),
  resendInvitation: z.boolean(),
  /** Give a contact on file sign-in. */
  authorize: z.boolean(),
});
export type TUserAbilities = z.infer<typeof ZUserAbilitiesSchema>;

export const ZUserListItemSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  status: z.enum(USER_STATUSES),
  contactType: z.enum(CONTACT_TYPES).nullable(),
  authorized: z.boolean(),
  createdAt: z.string(),
  roles: z.array(z.object({ id: z.string(), name: z.string(), roleType: z.enum(ROLE_TYPES) })),
  tenants: z.array(z.object({ id: z.string(), name: z.string(), type: z.enum(TENANT_TYPES), isPrimary: z.boolean() })),
  abilities: ZUserAbilitiesSchema,
});
export type TUserListItem = z.infer<typeof ZUserListItemSchema>;
export const ZUserPageSchema = pageOf(ZUserListItemSchema);
export type TUserPage = z.infer<typeof ZUserPageSchema>;

const name = (label: string) => z.string().trim().min(1, `Enter the ${label}.`).max(100, `The ${label} is too long.`);

export const ZCreateUserSchema = z.object({
  firstName: name('first name'),
  lastName: name('last name'),
  email: ZEmailSchema,
  phoneCode: ZPhoneCodeSchema,
  phoneNumber: ZPhoneNumberSchema,
  tenantId: z.uuid('Choose an organization.'),
  roleIds: z.array(z.uuid()).max(20).default([]),
  contactType: z.enum(CONTACT_TYPES).default('Primary'),
  authorized: z.boolean().default(true),
});
export type TCreateUserInput = z.input<typeof ZCreateUserSchema>;

export const ZUpdateUserSchema = z
  .object({
    firstName: name('first name'),
    lastName: name('last name'),
    phoneCode: ZPhoneCodeSchema,
    phoneNumber: ZPhoneNumberSchema,
    roleIds: z.array(z.uuid()).max(20),
    /** Roles are held per workspace: the membership whose roles `roleIds` replaces (default: yours, else their primary). */
    roleTenantId: z.uuid(),
    contactType: z.enum(CONTACT_TYPES),
    authorized: z.boolean(),
  })
  .partial();
export type TUpdateUserInput = z.input<typeof ZUpdateUserSchema>;

export const ZUserIdParamsSchema = z.object({ id: z.uuid('Not a valid user id.') });

export const ZDeleteUsersQuerySchema = z.object({
  ids: z.preprocess(splitCsv, z.array(z.uuid('Not a valid user id.')).min(1, 'Choose at least one user.').max(100)),
});

/** Addresses one check-emails call may ask about: enough for a form, too few to enumerate (issue #7 item 6). */
export const CHECK_EMAILS_MAX = 100;
export const ZCheckEmailsSchema = z.object({
  emails: z.array(ZEmailSchema).min(1, 'Give at least one address.').max(CHECK_EMAILS_MAX, `Check at most ${CHECK_EMAILS_MAX} addresses at a time.`),
});
export const ZCheckEmailsResponseSchema = z.object({ taken: z.array(z.string()) });

export const ZUserSearchQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  tenantId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const ZUpdateContactTypeSchema = z.object({ contactType: z.enum(CONTACT_TYPES) });

/** Which permission type governs the people of each kind of tenant (issue #3 "Who manages whom"). */
export const USER_PERMISSION_BY_TENANT_TYPE = {
  connexus: 'connexus_user_management',
  client: 'client_user_management',
  vendor: 'vendor_user_management',
  vendor_branch: 'branch_contacts',
  vendor_franchise: 'franchise_contacts',
} as const satisfies Record<TTenantType, TPermissionType>;

/** The tenant types whose people this permission map lets one act on. */
export const manageableTenantTypes = (map: TPermissionMap, action: TActionType): TTenantType[] =>
  TENANT_TYPES.filter((type) => can(map, USER_PERMISSION_BY_TENANT_TYPE[type], action));

/**
 * The first of `grants` that `map` lacks, if any: nobody changes a person whose permissions in
 * that workspace exceed their own (docs/product.md "Permissions").
 */
export const grantBeyond = <T extends { permissionType: TPermissionType; actionType: TActionType }>(grants: readonly T[], map: TPermissionMap): T | undefined =>
  grants.find((g) => !can(map, g.permissionType, g.actionType));

/** A deactivated person comes back with Activate; everyone else can be deactivated. */
export const isDeactivated = (user: { status: TUserStatus }): boolean => user.status === 'INACTIVE';

/** Only someone invited and still allowed to sign in is waiting for an invitation e-mail. */
export const isAwaitingInvitation = (user: { status: TUserStatus; authorized: boolean }): boolean => user.status === 'PENDING' && user.authorized;

/** A contact may be given sign-in; a deactivated one is activated first (authorizing does not revive them). */
export const isAuthorizable = (user: { status: TUserStatus; authorized: boolean }): boolean => !user.authorized && !isDeactivated(user);

/** A role is offered to a tenant when it is the provider's (no tenant), the tenant's own, or its vendor's. */
export const isRoleOfferedTo = (roleTenantId: string | null, tenant: { id: string; parentId: string | null }): boolean =>
  roleTenantId === null || roleTenantId === tenant.id || roleTenantId === tenant.parentId;
