import type { TActionType, TRoleType } from './enums.js';
import { ACTION_TYPES } from './enums.js';

/** Module names as the permission catalog and the profile carry them (spec §3). */
export const MODULE_NAMES = [
  'Contact Management',
  'Role Management',
  'Property Management',
  'Client Management',
  'Service',
  'Vendor Management',
  'Existing Contracts',
] as const;
export type TModuleName = (typeof MODULE_NAMES)[number];

/** The route-guard enumeration of spec §3 and the module name each key stands for. */
export const MODULES = {
  RoleManagement: 'Role Management',
  ContactManagement: 'Contact Management',
  ClientManagement: 'Client Management',
  PropertyManagement: 'Property Management',
  VendorManagement: 'Vendor Management',
  Service: 'Service',
  ExistingContracts: 'Existing Contracts',
} as const satisfies Record<string, TModuleName>;

export const PERMISSION_TYPES = [
  'connexus_user_management',
  'client_user_management',
  'vendor_user_management',
  'connexus_role_management',
  'client_role_management',
  'vendor_role_management',
  'property_management',
  'client_management',
  'corporate_contacts',
  'property_contacts',
  'service_management',
  'vendor_management',
  'vendor_contacts',
  'branch_management',
  'franchise_management',
  'existing_contracts',
  'branch_contacts',
  'franchise_contacts',
] as const;
export type TPermissionType = (typeof PERMISSION_TYPES)[number];

/** Module → permission types (docs/product.md "Permissions"). */
export const PERMISSION_CATALOG: Record<TModuleName, readonly TPermissionType[]> = {
  'Contact Management': ['connexus_user_management', 'client_user_management', 'vendor_user_management', 'branch_contacts', 'franchise_contacts'],
  'Role Management': ['connexus_role_management', 'client_role_management', 'vendor_role_management'],
  'Client Management': ['client_management', 'corporate_contacts'],
  'Property Management': ['property_management', 'property_contacts'],
  Service: ['service_management'],
  'Vendor Management': ['vendor_management', 'vendor_contacts', 'branch_management', 'franchise_management'],
  'Existing Contracts': ['existing_contracts'],
};

export const moduleOfPermissionType = (permissionType: TPermissionType): TModuleName => {
  for (const moduleName of MODULE_NAMES) {
    if (PERMISSION_CATALOG[moduleName].includes(permissionType)) return moduleName;
  }
  throw new Error(`Unknown permission type ${permissionType}`);
};

/** Which permission types a role of a given role type may carry. */
export const PERMISSION_TYPES_BY_ROLE_TYPE: Record<TRoleType, readonly TPermissionType[]> = {
  connexus: PERMISSION_TYPES,
  client: [
    'client_user_management',
    'client_role_management',
    'property_management',
    'property_contacts',
    'client_management',
    'corporate_contacts',
    'service_management',
    // The vendors a client onboarded or that serve it (issue #9); the scope limits which.
    'vendor_management',
    'existing_contracts',
  ],
  vendor: [
    'vendor_user_management',
    'vendor_role_management',
    'vendor_management',
    'vendor_contacts',
    'branch_management',
    'franchise_management',
    'branch_contacts',
    'franchise_contacts',
    'client_management',
    'existing_contracts',
  ],
};

export interface TCatalogEntry {
  moduleName: TModuleName;
  permissionType: TPermissionType;
  actionType: TActionType;
}

/** Every (module, permission type, action) triple: the rows of the permissions table. */
export const PERMISSION_CATALOG_ENTRIES: readonly TCatalogEntry[] = MODULE_NAMES.flatMap((moduleName) =>
  PERMISSION_CATALOG[moduleName].flatMap((permissionType) => ACTION_TYPES.map((actionType) => ({ moduleName, permissionType, actionType }))),
);
