import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TAwardPropertiesQuery, TAwardProperty } from '@procura/shared';
import { bidAdjustments, rfpAwards } from '../../db/schema/bid-analysis.js';
import { bidLines, bids } from '../../db/schema/bids.js';
import { rfpInvitations, rfpLines } from '../../db/schema/rfp.js';
import { likePattern, type TScopedTx } from '../../platform/database.js';
import { pageSize } from '../../db/page-size.js';

/** A bid line in force, as an award copies it. */
export interface TAwardableLine {
  rfpLineId: string;
  propertyId: string;
  bidId: string;
  bidLineId: string;
  vendorId: string;
  vendorTenantId: string;
  annual: number;
  term: number;
  leveled: number;
}

const lineAdjustments = sql<number>`coalesce((select sum(${bidAdjustments.annualAmount}) from ${bidAdjustments}
  where ${bidAdjustments.bidId} = ${bids.id} and ${bidAdjustments.rfpLineId} = ${bidLines.rfpLineId}), 0)`;

/** Awards: one row per RFP line (unique), the RFP owner's, read by the awarded tenant. */
export const bidAwardsRepo = {
  /** The submitted bids' lines in force for these bids. */
  async awardable(tx: TScopedTx, rfpId: string, bidIds: readonly string[]): Promise<TAwardableLine[]> {
    if (bidIds.length === 0) return [];
    return tx
      .select({
        rfpLineId: bidLines.rfpLineId,
        propertyId: rfpLines.propertyId,
        bidId: bids.id,
        bidLineId: bidLines.id,
        vendorId: rfpInvitations.vendorId,
        vendorTenantId: rfpInvitations.vendorTenantId,
        annual: sql<number>`${bidLines.annualAmount}`.mapWith(Number),
        term: sql<number>`${bidLines.termAmount}`.mapWith(Number),
        leveled: sql<number>`${bidLines.annualAmount} + ${lineAdjustments}`.mapWith(Number),
      })
      .from(bidLines)
      .innerJoin(bids, and(eq(bids.id, bidLines.bidId), eq(bidLines.submissionNumber, bids.currentSubmission)))
      .innerJoin(rfpInvitations, eq(rfpInvitations.id, bids.invitationId))
      .innerJoin(rfpLines, eq(rfpLines.id, bidLines.rfpLineId))
      .where(and(eq(bids.rfpId, rfpId), eq(bidLines.rfpId, rfpId), eq(bids.status, 'SUBMITTED'), inArray(bids.id, [...bidIds])));
  },

  /** One page of the properties of the RFP's lines, by name, with the exact total in one statement. */
  async properties(tx: TScopedTx, rfpId: string, query: TAwardPropertiesQuery): Promise<{ rows: TAwardProperty[]; total: number }> {
    const rows = await tx
      .select({
        id: rfpLines.propertyId,
        name: sql<string>`min(${rfpLines.propertyName})`,
        code: sql<string>`min(${rfpLines.propertyCode})`,
        lineCount: count().mapWith(Number),
        awardedLines: count(rfpLines.awardedAt).mapWith(Number),
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(rfpLines)
      .where(
        and(
          eq(rfpLines.rfpId, rfpId),
          query.search ? sql`lower(${rfpLines.propertyName} || ' ' || ${rfpLines.propertyCode}) like ${likePattern(query.search.toLowerCase())}` : undefined,
        ),
      )
      .groupBy(rfpLines.propertyId)
      .orderBy(sql`min(${rfpLines.propertyName})`, rfpLines.propertyId)
      .limit(pageSize(query.limit))
      .offset((query.page - 1) * query.limit);
    return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
  },

  async existing(tx: TScopedTx, rfpId: string): Promise<Map<string, string>> {
    const rows = await tx.select({ rfpLineId: rfpAwards.rfpLineId, bidId: rfpAwards.bidId }).from(rfpAwards).where(eq(rfpAwards.rfpId, rfpId));
    return new Map(rows.map((r) => [r.rfpLineId, r.bidId]));
  },

  /** Writes the awards; a line awarded meanwhile keeps its award (the unique line), so a retry makes none. */
  async insert(tx: TScopedTx, values: (typeof rfpAwards.$inferInsert)[]): Promise<string[]> {
    if (values.length === 0) return [];
    const rows = await tx.insert(rfpAwards).values(values).onConflictDoNothing({ target: rfpAwards.rfpLineId }).returning({ rfpLineId: rfpAwards.rfpLineId });
    return rows.map((r) => r.rfpLineId);
  },

  /** The awards the caller reads (row security: the buyer all, the awarded vendor its own). */
  async list(tx: TScopedTx, rfpId: string) {
    return tx
      .select({
        rfpLineId: rfpAwards.rfpLineId,
        propertyName: rfpLines.propertyName,
        serviceName: rfpLines.serviceName,
        bidId: rfpAwards.bidId,
        vendorName: sql<string>`coalesce(app.invited_vendor_name((select ${bids.invitationId} from ${bids} where ${bids.id} = ${rfpAwards.bidId})), '')`,
        annualAmount: rfpAwards.annualAmount,
        termAmount: rfpAwards.termAmount,
        leveledAnnualAmount: rfpAwards.leveledAnnualAmount,
        scenario: rfpAwards.scenario,
        note: rfpAwards.note,
        awardedAt: rfpAwards.awardedAt,
      })
      .from(rfpAwards)
      .innerJoin(rfpLines, eq(rfpLines.id, rfpAwards.rfpLineId))
      .where(eq(rfpAwards.rfpId, rfpId))
      .orderBy(asc(rfpLines.position), asc(rfpLines.id));
  },

  /** A vendor's priced lines that were awarded: to it (its award row is readable), or to another. */
  async outcomes(tx: TScopedTx, rfpId: string, bidId: string): Promise<{ rfpLineId: string; outcome: 'AWARDED' | 'LOST' }[]> {
    return tx
      .select({
        rfpLineId: bidLines.rfpLineId,
        outcome: sql<
          'AWARDED' | 'LOST'
        >`case when exists (select 1 from ${rfpAwards} where ${rfpAwards.rfpLineId} = ${bidLines.rfpLineId} and ${rfpAwards.bidId} = ${bids.id}) then 'AWARDED' else 'LOST' end`,
      })
      .from(bidLines)
      .innerJoin(bids, and(eq(bids.id, bidLines.bidId), eq(bidLines.submissionNumber, bids.currentSubmission)))
      .innerJoin(rfpLines, eq(rfpLines.id, bidLines.rfpLineId))
      .where(and(eq(bids.id, bidId), eq(bids.rfpId, rfpId), isNotNull(rfpLines.awardedAt)))
      .orderBy(asc(rfpLines.position));
  },

  /** The caller's own bid on the RFP (a vendor workspace's), if any. */
  async ownBid(tx: TScopedTx, rfpId: string, tenantId: string): Promise<string | undefined> {
    const [row] = await tx
      .select({ id: bids.id })
      .from(bids)
      .where(and(eq(bids.rfpId, rfpId), eq(bids.tenantId, tenantId)));
    return row?.id;
  },

  /** The workspaces whose submitted bid won no line of the RFP (told once every line is awarded). */
  async unawardedBidders(tx: TScopedTx, rfpId: string): Promise<string[]> {
    const rows = await tx
      .selectDistinct({ tenantId: bids.tenantId })
      .from(bids)
      .where(
        and(
          eq(bids.rfpId, rfpId),
          eq(bids.status, 'SUBMITTED'),
          sql`not exists (select 1 from ${rfpAwards} where ${rfpAwards.rfpId} = ${rfpId} and ${rfpAwards.vendorTenantId} = ${bids.tenantId})`,
        ),
      );
    return rows.map((r) => r.tenantId);
  },
};
