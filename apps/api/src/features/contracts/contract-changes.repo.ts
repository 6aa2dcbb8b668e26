import { and, count, desc, eq, sql } from 'drizzle-orm';
import { contracts, contractVersions, propertyContracts, propertyContractServices } from '../../db/schema/contracts.js';
import { users } from '../../db/schema/users.js';
import type { TScopedTx } from '../../platform/database.js';
import { pageSize } from '../../db/page-size.js';

const c = contracts;
const pcs = propertyContractServices;

/** The statements that change a contract already found (and locked) under the actor's write scope. */
export const contractChangesRepo = {
  async remove(tx: TScopedTx, id: string): Promise<void> {
    await tx.delete(c).where(eq(c.id, id));
  },

  /** A termination ends every property and line that ran past the contract's new last day. */
  async endPartsBy(tx: TScopedTx, id: string, endOn: string): Promise<void> {
    await tx
      .update(propertyContracts)
      .set({ endOn, updatedAt: new Date() })
      .where(and(eq(propertyContracts.contractId, id), sql`(${propertyContracts.endOn} is null or ${propertyContracts.endOn} > ${endOn}::date)`));
    await tx
      .update(pcs)
      .set({ endOn, updatedAt: new Date() })
      .where(and(eq(pcs.contractId, id), sql`(${pcs.endOn} is null or ${pcs.endOn} > ${endOn}::date)`));
    // A line that had not started by then ends the day it would have started.
    await tx
      .update(pcs)
      .set({ startOn: endOn })
      .where(and(eq(pcs.contractId, id), sql`${pcs.startOn} > ${endOn}::date`));
    await tx
      .update(propertyContracts)
      .set({ startOn: endOn })
      .where(and(eq(propertyContracts.contractId, id), sql`${propertyContracts.startOn} > ${endOn}::date`));
  },

  /** The lines' prices and dates, to recompute their annual costs after the contract's dates move. */
  async linePrices(tx: TScopedTx, id: string) {
    return tx
      .select({
        id: pcs.id,
        price: pcs.price,
        unit: pcs.unit,
        quantityPerYear: pcs.quantityPerYear,
        startOn: pcs.startOn,
        endOn: pcs.endOn,
        annualCost: pcs.annualCost,
        propertyStartOn: propertyContracts.startOn,
        propertyEndOn: propertyContracts.endOn,
      })
      .from(pcs)
      .innerJoin(propertyContracts, eq(propertyContracts.id, pcs.propertyContractId))
      .where(eq(pcs.contractId, id));
  },

  async setAnnualCost(tx: TScopedTx, lineId: string, annualCost: number | null): Promise<void> {
    await tx.update(pcs).set({ annualCost }).where(eq(pcs.id, lineId));
  },

  /** A page of the contract's versions, newest first, with who made each when the reader may see that person. */
  async versions(tx: TScopedTx, id: string, page: number, limit: number) {
    const rows = await tx
      .select({
        id: contractVersions.id,
        version: contractVersions.version,
        kind: contractVersions.kind,
        reason: contractVersions.reason,
        diff: contractVersions.diff,
        changedAt: contractVersions.changedAt,
        changedBy: contractVersions.changedBy,
        changedByName: sql<string | null>`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
      })
      .from(contractVersions)
      .leftJoin(users, eq(users.id, contractVersions.changedBy))
      .where(eq(contractVersions.contractId, id))
      .orderBy(desc(contractVersions.version))
      .limit(pageSize(limit))
      .offset((page - 1) * limit);
    const [{ n }] = await tx.select({ n: count() }).from(contractVersions).where(eq(contractVersions.contractId, id));
    return { rows, total: n };
  },
};
