import { asc, eq, sql } from 'drizzle-orm';
import { rfpAddendumAcks } from '../../db/schema/bids.js';
import { rfpAddenda } from '../../db/schema/rfp.js';
import type { TScopedTx } from '../../platform/database.js';

const a = rfpAddenda;
const ack = rfpAddendumAcks;

export interface TAddendumRow {
  id: string;
  number: number;
  summary: string;
  changes: unknown;
  bidsDueAtBefore: Date | null;
  bidsDueAtAfter: Date | null;
  publishedAt: Date;
  acknowledgedAt: Date | null;
  acknowledgedCount: number;
}

/**
 * Addenda (the buyer's rows, shared with every invited tenant) and their acknowledgements (each
 * the acknowledging workspace's own, shared with the buyer). Row security decides whose
 * acknowledgements a count holds: the buyer counts all, a vendor its own.
 */
export const rfpAddendaRepo = {
  async insert(tx: TScopedTx, values: typeof a.$inferInsert): Promise<string> {
    const [row] = await tx.insert(a).values(values).returning({ id: a.id });
    return row.id;
  },

  async setChanges(tx: TScopedTx, id: string, changes: unknown): Promise<void> {
    await tx.update(a).set({ changes }).where(eq(a.id, id));
  },

  /** The RFP's addenda in order; `ackTenantId` is the vendor workspace whose acknowledgement is shown. */
  async list(tx: TScopedTx, rfpId: string, ackTenantId: string | null): Promise<TAddendumRow[]> {
    return tx
      .select({
        id: a.id,
        number: a.number,
        summary: a.summary,
        changes: a.changes,
        bidsDueAtBefore: a.bidsDueAtBefore,
        bidsDueAtAfter: a.bidsDueAtAfter,
        publishedAt: a.publishedAt,
        acknowledgedAt: ackTenantId
          ? sql<Date | null>`(select max(${ack.acknowledgedAt}) from ${ack} where ${ack.addendumId} = ${a.id} and ${ack.tenantId} = ${ackTenantId})`.mapWith(
              (v: string | Date | null) => (v === null ? null : new Date(v)),
            )
          : sql<null>`null`,
        acknowledgedCount: sql<number>`(select count(*)::int from ${ack} where ${ack.addendumId} = ${a.id})`.mapWith(Number),
      })
      .from(a)
      .where(eq(a.rfpId, rfpId))
      .orderBy(asc(a.number));
  },

  /** Acknowledges every addendum of the RFP the bid has not acknowledged yet; answers how many. */
  async acknowledgeAll(
    tx: TScopedTx,
    values: { tenantId: string; buyerTenantId: string; rfpId: string; bidId: string; by: string; at: Date },
  ): Promise<number> {
    const addenda = await tx.select({ id: a.id }).from(a).where(eq(a.rfpId, values.rfpId));
    if (addenda.length === 0) return 0;
    const rows = await tx
      .insert(ack)
      .values(
        addenda.map((addendum) => ({
          tenantId: values.tenantId,
          partyTenantIds: [values.buyerTenantId],
          addendumId: addendum.id,
          bidId: values.bidId,
          acknowledgedAt: values.at,
          acknowledgedBy: values.by,
        })),
      )
      .onConflictDoNothing()
      .returning({ addendumId: ack.addendumId });
    return rows.length;
  },
};
