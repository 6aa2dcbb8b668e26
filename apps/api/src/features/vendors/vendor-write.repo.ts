import { and, eq, sql } from 'drizzle-orm';
import type { TVendorType } from '@procura/shared';
import { vendors, vendorServiceAreas, vendorServices } from '../../db/schema/vendors.js';
import type { TActor } from '../../platform/actor.js';
import type { TExecutor, TScopedTx } from '../../platform/database.js';
import type { TVendorValues } from './vendor-columns.js';
import { vendorRows } from './vendor-scope.js';

/** Writes of vendors, always inside the actor's scope (row-level security checks again). */
export const vendorWriteRepo = {
  /** The vendor (or branch, franchise) of a workspace just made for it, in the caller's transaction. */
  async insert(
    tx: TExecutor,
    tenantId: string,
    values: TVendorValues & { name: string; vendorType: TVendorType; parentVendorId?: string | null },
  ): Promise<{ id: string; tenantId: string }> {
    const [vendor] = await tx
      .insert(vendors)
      .values({ ...values, tenantId })
      .returning({ id: vendors.id, tenantId: vendors.tenantId });
    return vendor;
  },

  async update(tx: TScopedTx, actor: TActor, id: string, values: TVendorValues): Promise<void> {
    if (Object.values(values).every((v) => v === undefined)) return;
    await tx
      .update(vendors)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(vendors.id, id), vendorRows.write(actor)));
  },

  /**
   * The logo of a vendor made in this transaction, once its file is confirmed. A client that
   * onboards a vendor does not own it, yet the database added the new tenant to this
   * transaction's scope to let it write the row (migration 0011): row security decides here.
   */
  async setNewVendorLogo(tx: TScopedTx, created: { id: string }, logoKey: string): Promise<void> {
    await tx
      .update(vendors)
      .set({ logoKey, updatedAt: sql`now()` })
      .where(eq(vendors.id, created.id));
  },

  /** Replaces the vendor's services in two statements. */
  async setServices(tx: TExecutor, vendor: { id: string; tenantId: string }, serviceIds: readonly string[]): Promise<void> {
    await tx.delete(vendorServices).where(eq(vendorServices.vendorId, vendor.id));
    if (serviceIds.length)
      await tx.insert(vendorServices).values(serviceIds.map((serviceId) => ({ tenantId: vendor.tenantId, vendorId: vendor.id, serviceId })));
  },

  /** Replaces the vendor's areas in two statements. */
  async setAreas(tx: TExecutor, vendor: { id: string; tenantId: string }, areas: readonly { stateId: number; countyId: number | null }[]): Promise<void> {
    await tx.delete(vendorServiceAreas).where(eq(vendorServiceAreas.vendorId, vendor.id));
    if (areas.length)
      await tx
        .insert(vendorServiceAreas)
        .values(areas.map((a) => ({ tenantId: vendor.tenantId, vendorId: vendor.id, stateId: a.stateId, countyId: a.countyId })));
  },
};
