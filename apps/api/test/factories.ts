import crypto from 'node:crypto';
import type { TUserType } from '@procura/shared';
import { createClient, createParentCompany, createProperty, createUser, createVendor, createVendorOutlet } from '../src/db/seed/factories.js';
import { systemDb } from '../src/platform/system-db.js';
import { PASSWORD, type TSession, type TTestApp } from './harness.js';

/**
 * Builders for a test's own world (STYLE.md "Outline"): each makes fresh tenants and people
 * with unique names, so a test asserts what it built, never counts of the shared demo data.
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
  async function buildUser(overrides: { userType: TUserType; tenantId: string; extraTenantIds?: string[]; roleNames?: string[]; firstName?: string; lastName?: string }) {
    const email = `${crypto.randomUUID().slice(0, 12)}@example.test`;
    const user = await createUser(db, { ...overrides, email, password: PASSWORD, status: 'ACTIVE' });
    return { id: user.id, email, signIn: (): Promise<TSession> => t.signIn(email) };
  }

  /** A property of `client` with a unique name and code; `input` adds geography, status, … */
  async function buildProperty(client: { tenantId: string; clientId: string }, input: Parameters<typeof createProperty>[2] = {}) {
    return createProperty(db, client, { name: unique('Property'), ...input });
  }

  return { buildClient, buildParentCompany, buildVendor, buildBranch, buildUser, buildProperty };
}
