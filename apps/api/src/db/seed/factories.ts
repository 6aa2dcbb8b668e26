import crypto from 'node:crypto';
import type { TContactType, TUserStatus, TUserType } from '@procura/shared';
import type { TExecutor } from '../../platform/database.js';
import { hashPassword } from '../../platform/passwords.js';
import { clientParentCompanies, clients, properties, tenants, userRoles, userTenants, users, vendors } from '../schema/index.js';
import { systemRoleId } from './catalog.js';

/** Row builders shared by the demo seed, the API tests and e2e (docs/architecture.md "Tests"). */

export async function createParentCompany(db: TExecutor, name: string) {
  const [row] = await db.insert(clientParentCompanies).values({ name }).returning();
  return row;
}

/** The client's profile beyond its name: type, address, phone, website. */
export type TClientProfile = Partial<Omit<typeof clients.$inferInsert, 'id' | 'tenantId' | 'name' | 'parentCompanyId'>>;

export async function createClient(db: TExecutor, input: { name: string; parentCompanyId?: string; profile?: TClientProfile }) {
  const [tenant] = await db.insert(tenants).values({ type: 'client', name: input.name }).returning();
  const [client] = await db
    .insert(clients)
    .values({ ...input.profile, tenantId: tenant.id, name: input.name, parentCompanyId: input.parentCompanyId })
    .returning();
  return { tenant, client };
}

/** A property of a client, with no geography unless given. */
export async function createProperty(
  db: TExecutor,
  client: { tenantId: string; clientId: string },
  input: Partial<Omit<typeof properties.$inferInsert, 'tenantId' | 'clientId'>> = {},
) {
  const suffix = crypto.randomUUID().slice(0, 8);
  const [row] = await db
    .insert(properties)
    .values({ name: `Property ${suffix}`, code: `P-${suffix}`, ...input, tenantId: client.tenantId, clientId: client.clientId })
    .returning();
  return row;
}

export async function createVendor(db: TExecutor, input: { name: string }) {
  const [tenant] = await db.insert(tenants).values({ type: 'vendor', name: input.name }).returning();
  const [vendor] = await db
    .insert(vendors)
    .values({ tenantId: tenant.id, name: input.name, vendorType: 'VENDOR', isApproved: true, approvalStatus: 'APPROVED' })
    .returning();
  return { tenant, vendor };
}

/** A branch or franchise: its own tenant under the vendor's, and its own vendor record. */
export async function createVendorOutlet(db: TExecutor, parent: { tenantId: string; vendorId: string }, input: { name: string; kind: 'branch' | 'franchise' }) {
  const type = input.kind === 'branch' ? 'vendor_branch' : 'vendor_franchise';
  const [tenant] = await db.insert(tenants).values({ type, name: input.name, parentId: parent.tenantId }).returning();
  const [vendor] = await db
    .insert(vendors)
    .values({
      tenantId: tenant.id,
      name: input.name,
      vendorType: input.kind === 'branch' ? 'VENDOR_BRANCH' : 'VENDOR_FRANCHISE',
      parentVendorId: parent.vendorId,
      isApproved: true,
      approvalStatus: 'APPROVED',
    })
    .returning();
  return { tenant, vendor };
}

export interface TUserInput {
  email?: string;
  firstName?: string;
  lastName?: string;
  userType: TUserType;
  tenantId: string;
  extraTenantIds?: string[];
  roleNames?: string[];
  status?: TUserStatus;
  password?: string | null;
  contactType?: TContactType | null;
  authorized?: boolean;
  phoneCode?: string;
  phoneNumber?: string;
}

export async function createUser(db: TExecutor, input: TUserInput) {
  const suffix = crypto.randomUUID().slice(0, 8);
  const status = input.status ?? (input.password ? 'ACTIVE' : 'PENDING');
  const [user] = await db
    .insert(users)
    .values({
      email: input.email ?? `user-${suffix}@example.test`,
      firstName: input.firstName ?? 'Test',
      lastName: input.lastName ?? `User ${suffix}`,
      userType: input.userType,
      status,
      contactType: input.contactType ?? 'Primary',
      authorized: input.authorized ?? true,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      phoneCode: input.phoneCode ?? null,
      phoneNumber: input.phoneNumber ?? null,
    })
    .returning();
  await db
    .insert(userTenants)
    .values([
      { userId: user.id, tenantId: input.tenantId, isPrimary: true },
      ...(input.extraTenantIds ?? []).map((tenantId) => ({ userId: user.id, tenantId, isPrimary: false })),
    ]);
  // Roles are held per membership: the same ones in each workspace the person is given here.
  for (const roleName of input.roleNames ?? []) {
    const roleId = await systemRoleId(db, roleName);
    await db.insert(userRoles).values([input.tenantId, ...(input.extraTenantIds ?? [])].map((tenantId) => ({ userId: user.id, tenantId, roleId })));
  }
  return user;
}
