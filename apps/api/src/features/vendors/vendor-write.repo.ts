import { and, eq, sql } from 'drizzle-orm';
import { tenants, vendors, vendorServiceAreas, vendorServices } from '../../db/schema/index.js';
import type { TActor } from '../../platform/actor.js';
import { queryRows, type TScopedTx } from '../../platform/database.js';
import type { TVendorValues } from './vendor-columns.js';
import { vendorRows } from './vendor-scope.js';

/** Writes of vendors, always inside the actor's scope (row-level security checks again). */
export const vendorWriteRepo = {
  /**
   * Tax ids are unique among vendors (not branches, which share their parent's): two requests
   * with the same id at once are serialised by a transaction lock, then the check sees the winner.
   */
  async isTaxIdTaken(tx: TScopedTx, taxId: string, exceptId?: string): Promise<boolean> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`vendors.tax_id:${taxId}`}))`);
    // Asked of every vendor, not only the visible ones: a security-definer check would be
    // needed to see the others, so the unique index answers for them (see insert/update).
    const [row] = await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.taxId, taxId), eq(vendors.vendorType, 'VENDOR'), exceptId ? sql`${vendors.id} <> ${exceptId}` : undefined))
      .limit(1);
    return row !== undefined;
  },

  /**
   * The vendor (or branch, franchise) and its workspace in the caller's transaction. A new
   * tenant is outside the scope the transaction opened with, so a branch or franchise, and a
   * vendor a client onboards, get theirs from a security-definer function (migration 0011)
   * that checks the scope may own it and adds it to the scope; the rows after it are written
   * under row security as usual. The provider (all tenants) writes the tenant itself.
   */
  async insert(
    tx: TScopedTx,
    values: TVendorValues & { name: string; vendorType: 'VENDOR' | 'VENDOR_BRANCH' | 'VENDOR_FRANCHISE'; parent?: { id: string; tenantId: string }; forClientTenantId?: string },
  ): Promise<{ id: string; tenantId: string }> {
    const { parent: parentRef, vendorType, forClientTenantId, ...columns } = values;
    let tenantId: string;
    if (parentRef) {
      const tenantType = vendorType === 'VENDOR_BRANCH' ? 'vendor_branch' : 'vendor_franchise';
      [{ id: tenantId }] = await queryRows<{ id: string }>(tx, sql`select app.create_vendor_outlet_tenant(${parentRef.tenantId}::uuid, ${tenantType}, ${values.name}) as id`);
    } else if (forClientTenantId) {
      [{ id: tenantId }] = await queryRows<{ id: string }>(tx, sql`select app.create_client_vendor_tenant(${forClientTenantId}::uuid, ${values.name}) as id`);
    } else {
      [{ id: tenantId }] = await tx.insert(tenants).values({ type: 'vendor', name: values.name }).returning({ id: tenants.id });
    }
    const [vendor] = await tx
      .insert(vendors)
      .values({ ...columns, tenantId, vendorType, parentVendorId: parentRef?.id ?? null })
      .returning({ id: vendors.id, tenantId: vendors.tenantId });
    return vendor;
  },

  async update(tx: TScopedTx, actor: TActor, id: string, tenantId: string, values: TVendorValues): Promise<void> {
    if (Object.values(values).every((v) => v === undefined)) return;
    await tx.update(vendors).set({ ...values, updatedAt: sql`now()` }).where(and(eq(vendors.id, id), vendorRows.write(actor)));
    // The workspace carries the vendor's name (switcher, tenant search, people's organizations).
    if (values.name !== undefined) await tx.update(tenants).set({ name: values.name }).where(eq(tenants.id, tenantId));
  },

  /**
   * The logo of a vendor made in this transaction, once its file is confirmed. A client that
   * onboards a vendor does not own it, yet the database added the new tenant to this
   * transaction's scope to let it write the row (migration 0011): row security decides here.
   */
  async setNewVendorLogo(tx: TScopedTx, created: { id: string }, logoKey: string): Promise<void> {
    await tx.update(vendors).set({ logoKey, updatedAt: sql`now()` }).where(eq(vendors.id, created.id));
  },

  /** Replaces the vendor's services in two statements. */
  async setServices(tx: TScopedTx, vendor: { id: string; tenantId: string }, serviceIds: readonly string[]): Promise<void> {
    await tx.delete(vendorServices).where(eq(vendorServices.vendorId, vendor.id));
    if (serviceIds.length) await tx.insert(vendorServices).values(serviceIds.map((serviceId) => ({ tenantId: vendor.tenantId, vendorId: vendor.id, serviceId })));
  },

  /** Replaces the vendor's areas in two statements. */
  async setAreas(tx: TScopedTx, vendor: { id: string; tenantId: string }, areas: readonly { stateId: number; countyId: number | null }[]): Promise<void> {
    await tx.delete(vendorServiceAreas).where(eq(vendorServiceAreas.vendorId, vendor.id));
    if (areas.length) await tx.insert(vendorServiceAreas).values(areas.map((a) => ({ tenantId: vendor.tenantId, vendorId: vendor.id, stateId: a.stateId, countyId: a.countyId })));
  },
};
