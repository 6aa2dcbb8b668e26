import crypto from 'node:crypto';
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { TActionType, TPermissionType, TRoleType, TUserType } from '@procura/shared';
import {
  permissions,
  propertyContacts,
  propertyDocuments,
  propertyServices,
  propertyUserAccess,
  rolePermissions,
  roles,
  services,
  storedFiles,
  userRoles,
  userTenants,
} from '../src/db/schema/index.js';
import { createClient, createParentCompany, createProperty, createUser, createVendor, createVendorOutlet } from '../src/db/seed/factories.js';
import { systemDb } from '../src/platform/system-db.js';
import { scopeOfWorkBuilders } from './builders/scope-of-work.js';
import { vendorComplianceBuilders } from './builders/vendor-compliance.js';
import { PASSWORD, startTestApp, type TSession, type TTestApp } from './harness.js';

/**
 * Builders for a test's own world (docs/architecture.md "Tests"): each makes fresh tenants and people
 * with unique names, so a test asserts what it built, never counts of the shared demo data. A
 * feature's own rows have their builders in builders/<feature>.ts, returned here too.
 */
export function factories(t: TTestApp) {
  const db = systemDb(t.platform.database);
  const unique = (label: string) => `${label} ${crypto.randomUUID().slice(0, 8)}`;

  async function buildClient(overrides: { name?: string } = {}) {
    const { tenant, client } = await createClient(db, { name: overrides.name ?? unique('Client') });
    return { tenantId: tenant.id, clientId: client.id, name: tenant.name };
  }

  async function buildParentCompany(overrides: { name?: string } = {}) {
    const row = await createParentCompany(db, overrides.name ?? unique('Parent'));
    return { parentCompanyId: row.id, name: row.name };
  }

  async function buildVendor(overrides: { name?: string } = {}) {
    const { tenant, vendor } = await createVendor(db, { name: overrides.name ?? unique('Vendor') });
    return { tenantId: tenant.id, vendorId: vendor.id, name: tenant.name };
  }

  async function buildBranch(vendor: { tenantId: string; vendorId: string }, kind: 'branch' | 'franchise' = 'branch') {
    const { tenant, vendor: outlet } = await createVendorOutlet(db, vendor, { name: unique(kind), kind });
    return { tenantId: tenant.id, vendorId: outlet.id, name: tenant.name };
  }

  /** An active person who can sign in, with `roleNames` in their primary tenant and each extra one. */
  async function buildUser(overrides: {
    userType: TUserType;
    tenantId: string;
    extraTenantIds?: string[];
    roleNames?: string[];
    firstName?: string;
    lastName?: string;
  }) {
    const email = `${crypto.randomUUID().slice(0, 12)}@example.test`;
    const user = await createUser(db, { ...overrides, email, password: PASSWORD, status: 'ACTIVE' });
    return { id: user.id, email, signIn: (): Promise<TSession> => t.signIn(email) };
  }

  /** A property of `client` with a unique name and code; `input` adds geography, status, … */
  async function buildProperty(client: { tenantId: string; clientId: string }, input: Parameters<typeof createProperty>[2] = {}) {
    return createProperty(db, client, { name: unique('Property'), ...input });
  }

  /** One contact (a new person of the client), one required service and one document of a property. */
  async function buildPropertyChildren(property: { id: string; tenantId: string }) {
    const person = await createUser(db, { userType: 'client', tenantId: property.tenantId, authorized: false, status: 'ACTIVE' });
    const [contact] = await db
      .insert(propertyContacts)
      .values({ tenantId: property.tenantId, propertyId: property.id, userId: person.id, contactType: 'Primary' })
      .returning();
    const [service] = await db
      .select({ id: services.id })
      .from(services)
      .where(
        notExists(
          db
            .select({ one: sql`1` })
            .from(propertyServices)
            .where(and(eq(propertyServices.propertyId, property.id), eq(propertyServices.serviceId, services.id))),
        ),
      )
      .limit(1);
    const [requirement] = await db.insert(propertyServices).values({ tenantId: property.tenantId, propertyId: property.id, serviceId: service.id }).returning();
    const key = `${property.tenantId}/property_document/${crypto.randomUUID()}/site-plan.pdf`;
    await db.insert(storedFiles).values({
      tenantId: property.tenantId,
      category: 'property_document',
      key,
      fileName: 'site-plan.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1000,
      status: 'READY',
      confirmedAt: new Date(),
    });
    const [document] = await db
      .insert(propertyDocuments)
      .values({ tenantId: property.tenantId, propertyId: property.id, fileKey: key, title: 'Site plan' })
      .returning();
    return { contactId: contact.id, propertyServiceId: requirement.id, documentId: document.id };
  }

  /** A property manager of `client` who works on the granted properties only (property access ASSIGNED). */
  async function buildAssignedPropertyManager(client: { tenantId: string }, propertyIds: readonly string[]) {
    const manager = await buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Property Manager'] });
    await db
      .update(userTenants)
      .set({ propertyAccess: 'ASSIGNED' })
      .where(and(eq(userTenants.userId, manager.id), eq(userTenants.tenantId, client.tenantId)));
    if (propertyIds.length)
      await db.insert(propertyUserAccess).values(propertyIds.map((propertyId) => ({ tenantId: client.tenantId, propertyId, userId: manager.id })));
    return manager;
  }

  /**
   * A tenant's own role with exactly these grants, given to a person there. Written with the
   * system handle: it may grant what the catalogue does not offer that role type (a client
   * holding vendor_management), to test a rule before any screen can set it up.
   */
  async function grantRole(input: { userId: string; tenantId: string; roleType: TRoleType; grants: readonly (readonly [TPermissionType, TActionType])[] }) {
    const [role] = await db
      .insert(roles)
      .values({ name: unique('Custom role'), roleType: input.roleType, tenantId: input.tenantId, description: 'Made by a test' })
      .returning({ id: roles.id });
    const catalog = await db.select({ id: permissions.id, permissionType: permissions.permissionType, actionType: permissions.actionType }).from(permissions);
    const ids = catalog.filter((p) => input.grants.some(([type, action]) => p.permissionType === type && p.actionType === action)).map((p) => p.id);
    if (ids.length) await db.insert(rolePermissions).values(ids.map((permissionId) => ({ roleId: role.id, permissionId })));
    await db.insert(userRoles).values({ userId: input.userId, tenantId: input.tenantId, roleId: role.id });
    return role.id;
  }

  const organizations = {
    buildClient,
    buildParentCompany,
    buildVendor,
    buildBranch,
    buildUser,
    buildProperty,
    buildPropertyChildren,
    buildAssignedPropertyManager,
    grantRole,
  };
  return { ...organizations, ...vendorComplianceBuilders(t, organizations), ...scopeOfWorkBuilders(t) };
}

/** The test app (startTestApp) with the builders for it: where a test that makes its own world starts. */
export async function startWithBuilders(options?: Parameters<typeof startTestApp>[0]) {
  const t = await startTestApp(options);
  return { t, build: factories(t) };
}
