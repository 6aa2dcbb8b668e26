import { eq, sql } from 'drizzle-orm';
import { tenants } from '../../db/schema/tenancy.js';
import { selectValue } from '../../db/subqueries.js';
import type { TExecutor } from '../../platform/database.js';

/**
 * The workspace (tenant) of a new organization. A scoped transaction that does not hold every
 * tenant (a vendor adding a branch, a client onboarding a vendor) cannot write a tenant it does
 * not hold yet, so those two go through security-definer functions (migrations 0011 and later)
 * that check the scope may own the new tenant and add it to the scope. The provider's scope and
 * the system handle (self-registration) write the row itself.
 */
export const organizationsRepo = {
  async insertTenant(tx: TExecutor, values: { type: 'client' | 'vendor'; name: string }): Promise<string> {
    const [row] = await tx.insert(tenants).values(values).returning({ id: tenants.id });
    return row.id;
  },

  async insertOutletTenant(tx: TExecutor, parentTenantId: string, type: 'vendor_branch' | 'vendor_franchise', name: string): Promise<string> {
    return selectValue(tx, sql<string>`app.create_vendor_outlet_tenant(${parentTenantId}::uuid, ${type}, ${name})`);
  },

  async insertClientVendorTenant(tx: TExecutor, clientTenantId: string, name: string): Promise<string> {
    return selectValue(tx, sql<string>`app.create_client_vendor_tenant(${clientTenantId}::uuid, ${name})`);
  },

  async rename(tx: TExecutor, tenantId: string, name: string): Promise<void> {
    await tx.update(tenants).set({ name }).where(eq(tenants.id, tenantId));
  },
};
