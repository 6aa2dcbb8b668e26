import { and, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { bidLines, bids, bidSubmissions } from '../../db/schema/bids.js';
import { rfpInvitations, rfpLines } from '../../db/schema/rfp.js';
import type { TBidLine } from '@procura/shared';
import type { TScopedTx } from '../../platform/database.js';

export type TBidRow = typeof bids.$inferSelect;
export type TBidLineRow = typeof bidLines.$inferSelect;

/**
 * A vendor's bid, in its own workspace: the bid belongs to the invited tenant, and the database
 * keeps its amounts sealed and refuses any change after the due time (migration 0020).
 */
export const bidsRepo = {
  /** The invitation of this tenant to this RFP (an outlet is invited as its own tenant). */
  async invitationOf(tx: TScopedTx, rfpId: string, tenantId: string): Promise<string | undefined> {
    const [row] = await tx
      .select({ id: rfpInvitations.id })
      .from(rfpInvitations)
      .where(and(eq(rfpInvitations.rfpId, rfpId), eq(rfpInvitations.vendorTenantId, tenantId)));
    return row?.id;
  },

  async bidOf(tx: TScopedTx, invitationId: string, lock = false): Promise<TBidRow | undefined> {
    const query = tx.select().from(bids).where(eq(bids.invitationId, invitationId));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  },

  /** The bid row, made on first use; two first uses at once make one. */
  async ensure(tx: TScopedTx, values: { tenantId: string; rfpId: string; invitationId: string }): Promise<TBidRow> {
    await tx.insert(bids).values(values).onConflictDoNothing();
    const row = await bidsRepo.bidOf(tx, values.invitationId, true);
    if (!row) throw new Error('the bid just written is not readable');
    return row;
  },

  async update(tx: TScopedTx, bidId: string, values: Partial<typeof bids.$inferInsert>): Promise<void> {
    await tx
      .update(bids)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(bids.id, bidId));
  },

  /** The working draft's lines (submission null), or a submission's. */
  async lines(tx: TScopedTx, bidId: string, submission: number | null): Promise<TBidLineRow[]> {
    return tx
      .select()
      .from(bidLines)
      .innerJoin(rfpLines, eq(rfpLines.id, bidLines.rfpLineId))
      .where(and(eq(bidLines.bidId, bidId), submission === null ? isNull(bidLines.submissionNumber) : eq(bidLines.submissionNumber, submission)))
      .orderBy(rfpLines.position)
      .then((rows) => rows.map((r) => r.bid_lines));
  },

  /** How many lines the working draft prices (the history counts them; amounts are sealed). */
  async draftLineCount(tx: TScopedTx, bidId: string): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(bidLines)
      .where(and(eq(bidLines.bidId, bidId), isNull(bidLines.submissionNumber)));
    return row?.n ?? 0;
  },

  async rfpLineIds(tx: TScopedTx, rfpId: string): Promise<Set<string>> {
    const rows = await tx.select({ id: rfpLines.id }).from(rfpLines).where(eq(rfpLines.rfpId, rfpId));
    return new Set(rows.map((r) => r.id));
  },

  /**
   * The draft becomes exactly `lines`: one statement takes out the old, one writes the new.
   * Raw SQL: the lines travel as one JSON parameter read by json_array_elements, because a
   * statement takes at most 65,535 parameters and an RFP’s 10,000 lines × 11 columns pass it.
   */
  async replaceDraft(tx: TScopedTx, bid: TBidRow, lines: readonly TBidLine[]): Promise<void> {
    await tx.delete(bidLines).where(and(eq(bidLines.bidId, bid.id), isNull(bidLines.submissionNumber)));
    if (lines.length === 0) return;
    const rows = lines.map((l) => [l.rfpLineId, l.price, l.unit, l.quantityPerYear ?? null, l.notes ?? null, l.exclusions ?? null, l.alternate ?? null]);
    await tx.execute(sql`insert into bid_lines (tenant_id, bid_id, rfp_id, rfp_line_id, submission_number, price, unit, quantity_per_year, notes, exclusions, alternate)
      select ${bid.tenantId}::uuid, ${bid.id}::uuid, ${bid.rfpId}::uuid, (l->>0)::uuid, null, (l->>1)::numeric, l->>2, (l->>3)::numeric, l->>4, l->>5, l->>6
      from json_array_elements(${JSON.stringify(rows)}::json) as l`);
  },

  /** The draft as it stands, kept as submission `number`; the earlier submission is superseded, never deleted. */
  async submit(tx: TScopedTx, bid: TBidRow, number: number, values: { bundlePrice: number | null; note: string | null; by: string; at: Date }): Promise<void> {
    await tx
      .update(bidSubmissions)
      .set({ supersededAt: values.at })
      .where(and(eq(bidSubmissions.bidId, bid.id), lt(bidSubmissions.number, number), isNull(bidSubmissions.supersededAt)));
    await tx.insert(bidSubmissions).values({
      tenantId: bid.tenantId,
      bidId: bid.id,
      rfpId: bid.rfpId,
      number,
      bundlePrice: values.bundlePrice,
      note: values.note,
      submittedAt: values.at,
      submittedBy: values.by,
    });
    // The draft copied by the database (insert-select names every column in the table's order;
    // the guard recomputes the amounts): no line travels, however many the RFP has.
    const l = bidLines;
    await tx.insert(l).select(
      tx
        .select({
          id: sql<string>`gen_random_uuid()`.as('id'),
          tenantId: l.tenantId,
          partyTenantIds: l.partyTenantIds,
          bidId: l.bidId,
          rfpId: l.rfpId,
          rfpLineId: l.rfpLineId,
          submissionNumber: sql<number>`${number}::int`.as('submission_number'),
          price: l.price,
          unit: l.unit,
          quantityPerYear: l.quantityPerYear,
          notes: l.notes,
          exclusions: l.exclusions,
          alternate: l.alternate,
          annualAmount: l.annualAmount,
          termAmount: l.termAmount,
          updatedAt: sql<Date>`now()`.as('updated_at'),
        })
        .from(l)
        .where(and(eq(l.bidId, bid.id), isNull(l.submissionNumber))),
    );
  },

  /** Every submission with its line count and yearly total (the lines counted per submission in one grouped read). */
  async submissions(tx: TScopedTx, bidId: string) {
    const versions = await tx
      .select({
        number: bidSubmissions.number,
        bundlePrice: bidSubmissions.bundlePrice,
        note: bidSubmissions.note,
        submittedAt: bidSubmissions.submittedAt,
        supersededAt: bidSubmissions.supersededAt,
      })
      .from(bidSubmissions)
      .where(eq(bidSubmissions.bidId, bidId))
      .orderBy(desc(bidSubmissions.number));
    const sums = await tx
      .select({
        number: bidLines.submissionNumber,
        lines: sql<number>`count(*)::int`.mapWith(Number),
        annual: sql<string>`coalesce(sum(${bidLines.annualAmount}), 0)`.mapWith(Number),
      })
      .from(bidLines)
      .where(and(eq(bidLines.bidId, bidId), isNotNull(bidLines.submissionNumber)))
      .groupBy(bidLines.submissionNumber);
    const byNumber = new Map(sums.map((s) => [s.number, s]));
    return versions.map((v) => ({ ...v, lines: byNumber.get(v.number)?.lines ?? 0, annual: byNumber.get(v.number)?.annual ?? 0 }));
  },
};
