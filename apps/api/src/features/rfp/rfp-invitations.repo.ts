import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { bids } from '../../db/schema/bids.js';
import { rfpInvitations, rfpLines } from '../../db/schema/rfp.js';
import { vendors } from '../../db/schema/vendors.js';
import type { TScopedTx } from '../../platform/database.js';
import { pageSize } from '../../db/page-size.js';

const i = rfpInvitations;

/**
 * The invited vendor's name for whoever reads the invitation: the buyer through
 * app.invited_vendor_name (a client's people do not read vendors they have not onboarded), the
 * vendor from its own row (the function answers null outside the buyer's scope).
 */
export const invitedVendorName = sql<string>`coalesce(app.invited_vendor_name(${i.id}), ${vendors.name}, '')`;

/** What an invitation keeps of the vendor's eligibility when it was invited. */
export interface TInvitationEligibility {
  ineligibleLines: number;
  reasons: string[];
}

export interface TInvitationRow {
  id: string;
  vendorId: string;
  vendorName: string;
  eligibility: unknown;
  overrideReason: string | null;
  invitedAt: Date;
  bidStatus: string | null;
  intent: string | null;
  viewedAt: Date | null;
  submittedAt: Date | null;
}

export const rfpInvitationsRepo = {
  /** The RFP's distinct properties and services, and its lines as pairs. */
  async linePairs(tx: TScopedTx, rfpId: string): Promise<{ propertyId: string; serviceId: string }[]> {
    return tx.select({ propertyId: rfpLines.propertyId, serviceId: rfpLines.serviceId }).from(rfpLines).where(eq(rfpLines.rfpId, rfpId));
  },

  async invitedVendorIds(tx: TScopedTx, rfpId: string): Promise<Set<string>> {
    const rows = await tx.select({ vendorId: i.vendorId }).from(i).where(eq(i.rfpId, rfpId));
    return new Set(rows.map((r) => r.vendorId));
  },

  /** Each vendor's own tenant (an outlet's is its own): the tenant the invitation is shared with. */
  async vendorTenants(tx: TScopedTx, vendorIds: readonly string[]): Promise<Map<string, string>> {
    const rows = await tx
      .select({ id: vendors.id, tenantId: vendors.tenantId })
      .from(vendors)
      .where(inArray(vendors.id, [...vendorIds]));
    return new Map(rows.map((r) => [r.id, r.tenantId]));
  },

  async add(tx: TScopedTx, values: (typeof i.$inferInsert)[]): Promise<string[]> {
    if (values.length === 0) return [];
    const rows = await tx.insert(i).values(values).onConflictDoNothing().returning({ vendorId: i.vendorId });
    return rows.map((r) => r.vendorId);
  },

  /**
   * The invitations with where each vendor stands, from its bid (row security: the buyer reads
   * every bid's status, never its amounts; a vendor only its own invitation).
   */
  async list(tx: TScopedTx, rfpId: string, page: number, limit: number): Promise<{ rows: TInvitationRow[]; total: number }> {
    const rows = await tx
      .select({
        id: i.id,
        vendorId: i.vendorId,
        vendorName: invitedVendorName,
        eligibility: i.eligibility,
        overrideReason: i.overrideReason,
        invitedAt: i.invitedAt,
        bidStatus: bids.status,
        intent: bids.intent,
        viewedAt: bids.viewedAt,
        submittedAt: bids.submittedAt,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(i)
      .leftJoin(vendors, eq(vendors.id, i.vendorId))
      .leftJoin(bids, eq(bids.invitationId, i.id))
      .where(eq(i.rfpId, rfpId))
      .orderBy(asc(sql`lower(${invitedVendorName})`), asc(i.id))
      .limit(pageSize(limit))
      .offset((page - 1) * limit);
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && page > 1) [{ n: total }] = await tx.select({ n: count() }).from(i).where(eq(i.rfpId, rfpId));
    return { rows: rows.map(({ total: _t, ...row }) => row), total };
  },

  async remove(tx: TScopedTx, rfpId: string, invitationId: string): Promise<{ vendorId: string } | undefined> {
    const [row] = await tx
      .delete(i)
      .where(and(eq(i.rfpId, rfpId), eq(i.id, invitationId)))
      .returning({ vendorId: i.vendorId });
    return row;
  },
};
