import { and, eq, inArray } from 'drizzle-orm';
import { propertyContracts, propertyContractServices } from '../../db/schema/contracts.js';
import type { TScopedTx } from '../../platform/database.js';

const pc = propertyContracts;
const pcs = propertyContractServices;

/** A contract's properties and lines found by their own ids (row security shows only what the reader may read). */
export const contractLinesRepo = {
  async propertyContract(tx: TScopedTx, id: string) {
    const [row] = await tx
      .select({ id: pc.id, contractId: pc.contractId, propertyId: pc.propertyId, startOn: pc.startOn, endOn: pc.endOn })
      .from(pc)
      .where(eq(pc.id, id));
    return row;
  },

  async line(tx: TScopedTx, id: string) {
    const [row] = await tx
      .select({
        id: pcs.id,
        contractId: pcs.contractId,
        propertyContractId: pcs.propertyContractId,
        price: pcs.price,
        unit: pcs.unit,
        quantityPerYear: pcs.quantityPerYear,
        frequency: pcs.frequency,
        startOn: pcs.startOn,
        endOn: pcs.endOn,
        notes: pcs.notes,
      })
      .from(pcs)
      .where(eq(pcs.id, id));
    return row;
  },

  /** The lines among `ids` the reader sees, with their contract (the bulk update groups rows by it). */
  async lines(tx: TScopedTx, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return tx
      .select({
        id: pcs.id,
        contractId: pcs.contractId,
        propertyContractId: pcs.propertyContractId,
        propertyId: pcs.propertyId,
        serviceId: pcs.serviceId,
        price: pcs.price,
        unit: pcs.unit,
        quantityPerYear: pcs.quantityPerYear,
        frequency: pcs.frequency,
        startOn: pcs.startOn,
        endOn: pcs.endOn,
      })
      .from(pcs)
      .where(inArray(pcs.id, [...ids]));
  },

  async hasProperty(tx: TScopedTx, contractId: string, propertyId: string): Promise<boolean> {
    return (await contractLinesRepo.propertyContractOf(tx, contractId, propertyId)) !== undefined;
  },

  /** The contract's property contract for a property, if it covers it. */
  async propertyContractOf(tx: TScopedTx, contractId: string, propertyId: string): Promise<string | undefined> {
    const [row] = await tx
      .select({ id: pc.id })
      .from(pc)
      .where(and(eq(pc.contractId, contractId), eq(pc.propertyId, propertyId)));
    return row?.id;
  },

  /** Whether a property contract still has lines (one a bulk move emptied is taken off its contract). */
  async hasLines(tx: TScopedTx, propertyContractId: string): Promise<boolean> {
    const rows = await tx.select({ id: pcs.id }).from(pcs).where(eq(pcs.propertyContractId, propertyContractId)).limit(1);
    return rows.length > 0;
  },

  async hasService(tx: TScopedTx, propertyContractId: string, serviceId: string): Promise<boolean> {
    const rows = await tx
      .select({ id: pcs.id })
      .from(pcs)
      .where(and(eq(pcs.propertyContractId, propertyContractId), eq(pcs.serviceId, serviceId)));
    return rows.length > 0;
  },

  async updateLine(tx: TScopedTx, id: string, values: Partial<typeof pcs.$inferInsert>): Promise<void> {
    await tx
      .update(pcs)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(pcs.id, id));
  },

  async removeLine(tx: TScopedTx, id: string): Promise<void> {
    await tx.delete(pcs).where(eq(pcs.id, id));
  },

  async removeProperty(tx: TScopedTx, id: string): Promise<void> {
    await tx.delete(pc).where(eq(pc.id, id));
  },
};
