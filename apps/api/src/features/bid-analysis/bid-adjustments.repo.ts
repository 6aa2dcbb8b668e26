import { and, asc, eq, sql } from 'drizzle-orm';
import { bidAdjustments } from '../../db/schema/bid-analysis.js';
import { bids } from '../../db/schema/bids.js';
import { rfpLines } from '../../db/schema/rfp.js';
import { users } from '../../db/schema/users.js';
import type { TScopedTx } from '../../platform/database.js';

const a = bidAdjustments;

/** The buyer's private leveling of an RFP's bids: rows of the RFP's owner, shared with no one. */
export const bidAdjustmentsRepo = {
  async list(tx: TScopedTx, rfpId: string) {
    return tx
      .select({
        id: a.id,
        bidId: a.bidId,
        vendorName: sql<string>`coalesce(app.invited_vendor_name(${bids.invitationId}), '')`,
        rfpLineId: a.rfpLineId,
        kind: a.kind,
        annualAmount: a.annualAmount,
        reason: a.reason,
        createdAt: a.createdAt,
        createdByName: sql<string | null>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`,
      })
      .from(a)
      .innerJoin(bids, eq(bids.id, a.bidId))
      .leftJoin(users, eq(users.id, a.createdBy))
      .where(eq(a.rfpId, rfpId))
      .orderBy(asc(a.createdAt), asc(a.id));
  },

  /** The submitted bid on this RFP (a withdrawn or draft bid is not compared, so not leveled). */
  async submittedBid(tx: TScopedTx, rfpId: string, bidId: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: bids.id })
      .from(bids)
      .where(and(eq(bids.id, bidId), eq(bids.rfpId, rfpId), eq(bids.status, 'SUBMITTED')));
    return row !== undefined;
  },

  async isLineOf(tx: TScopedTx, rfpId: string, rfpLineId: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: rfpLines.id })
      .from(rfpLines)
      .where(and(eq(rfpLines.id, rfpLineId), eq(rfpLines.rfpId, rfpId)));
    return row !== undefined;
  },

  async insert(tx: TScopedTx, values: typeof a.$inferInsert): Promise<string> {
    const [row] = await tx.insert(a).values(values).returning({ id: a.id });
    return row.id;
  },

  async remove(tx: TScopedTx, rfpId: string, id: string): Promise<boolean> {
    const rows = await tx
      .delete(a)
      .where(and(eq(a.rfpId, rfpId), eq(a.id, id)))
      .returning({ id: a.id });
    return rows.length > 0;
  },
};
