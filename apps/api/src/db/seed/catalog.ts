import { and, eq, isNull } from 'drizzle-orm';
import {
  PERMISSION_CATALOG_ENTRIES,
  PERMISSION_TYPES_BY_ROLE_TYPE,
  type TActionType,
  type TCatalogEntry,
  type TPermissionType,
  type TRoleType,
} from '@procura/shared';
import type { TExecutor } from '../../platform/database.js';
import { permissions, rolePermissions, roles, tenants } from '../schema/index.js';

export const PROVIDER_TENANT_NAME = 'Procura Services';

interface TSystemRole {
  name: string;
  roleType: TRoleType;
  description: string;
  grants: (entry: TCatalogEntry) => boolean;
}

const COORDINATOR_WRITES: readonly TPermissionType[] = [
  'client_management',
  'corporate_contacts',
  'property_management',
  'property_contacts',
  'vendor_management',
  'vendor_contacts',
  'branch_management',
  'franchise_management',
];
const within = (roleType: TRoleType) => (e: TCatalogEntry) => PERMISSION_TYPES_BY_ROLE_TYPE[roleType].includes(e.permissionType);
const actionIn =
  (...actions: TActionType[]) =>
  (e: TCatalogEntry) =>
    actions.includes(e.actionType);

/** The provider-defined roles of docs/product.md "Permissions", offered to every tenant of their type. */
export const SYSTEM_ROLES: readonly TSystemRole[] = [
  { name: 'Provider Admin', roleType: 'connexus', description: 'Everything, everywhere.', grants: () => true },
  {
    name: 'Provider Coordinator',
    roleType: 'connexus',
    description: 'Sees everything; creates and edits clients, properties, vendors, scopes of work and RFPs.',
    grants: (e) => e.actionType === 'View' || (COORDINATOR_WRITES.includes(e.permissionType) && actionIn('Create', 'Edit')(e)),
  },
  {
    name: 'Client Admin',
    roleType: 'client',
    description: "Manages the client's portfolio, people and roles.",
    // Vendors it onboards stay the provider's to remove (migration 0011 grants existing databases the same).
    grants: (e) => within('client')(e) && !(e.permissionType === 'vendor_management' && e.actionType === 'Delete'),
  },
  {
    name: 'Client Property Manager',
    roleType: 'client',
    description: 'Works on the properties assigned to them.',
    grants: (e) =>
      within('client')(e) &&
      !e.permissionType.endsWith('_role_management') &&
      !e.permissionType.endsWith('_user_management') &&
      (e.actionType === 'View' || (['property_management', 'property_contacts'].includes(e.permissionType) && e.actionType === 'Edit')),
  },
  { name: 'Vendor Admin', roleType: 'vendor', description: "Manages the vendor's profile, branches, franchises, people and bids.", grants: within('vendor') },
  {
    name: 'Vendor Estimator',
    roleType: 'vendor',
    description: 'Reads the company profile and answers RFPs.',
    grants: (e) =>
      within('vendor')(e) &&
      !e.permissionType.endsWith('_role_management') &&
      !e.permissionType.endsWith('_user_management') &&
      (e.actionType === 'View' || (e.permissionType === 'client_management' && actionIn('Create', 'Edit')(e))),
  },
];

/**
 * Idempotent start-up sync: the permission catalog, the provider tenant and the system
 * roles exist in every deployment, demo data or not.
 */
export async function syncCatalog(db: TExecutor): Promise<{ providerTenantId: string }> {
  await db
    .insert(permissions)
    .values(PERMISSION_CATALOG_ENTRIES.map((e) => ({ moduleName: e.moduleName, permissionType: e.permissionType, actionType: e.actionType })))
    .onConflictDoNothing();
  const catalog = await db.select().from(permissions);
  const idOf = new Map(catalog.map((p) => [`${p.moduleName}|${p.permissionType}|${p.actionType}`, p.id]));

  let [provider] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.type, 'connexus'));
  if (!provider) [provider] = await db.insert(tenants).values({ type: 'connexus', name: PROVIDER_TENANT_NAME }).returning({ id: tenants.id });

  for (const role of SYSTEM_ROLES) {
    const [existing] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.name, role.name), eq(roles.roleType, role.roleType), isNull(roles.tenantId)));
    if (existing) continue;
    const [created] = await db.insert(roles).values({ name: role.name, roleType: role.roleType, description: role.description }).returning({ id: roles.id });
    const grants = PERMISSION_CATALOG_ENTRIES.filter(role.grants).map((e) => ({
      roleId: created.id,
      permissionId: idOf.get(`${e.moduleName}|${e.permissionType}|${e.actionType}`) as number,
    }));
    if (grants.length) await db.insert(rolePermissions).values(grants);
  }
  return { providerTenantId: provider.id };
}

export async function systemRoleId(db: TExecutor, name: string): Promise<string> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.name, name), isNull(roles.tenantId)));
  if (!row) throw new Error(`System role ${name} is missing`);
  return row.id;
}
