import { and, asc, eq, getTableColumns, isNotNull } from 'drizzle-orm';
import { rfpAddenda, rfpAttachments, rfpLines } from '../../db/schema/rfp.js';
import type { TScopedTx } from '../../platform/database.js';

const d = rfpAttachments;

/** A document with the line's property and service and the adding addendum's number. */
const COLUMNS = { ...getTableColumns(d), propertyName: rfpLines.propertyName, serviceName: rfpLines.serviceName, addendumNumber: rfpAddenda.number };

export type TAttachmentRow = typeof d.$inferSelect & {
  propertyName: string | null;
  serviceName: string | null;
  addendumNumber: number | null;
};

/**
 * An RFP's documents: the buyer's rows, read by the invited tenants once publishing (or an
 * addendum) names them as parties. Row security decides who reads a row; these queries add the
 * RFP (and line) the caller asked about.
 */
export const rfpAttachmentsRepo = {
  async insert(tx: TScopedTx, values: typeof d.$inferInsert): Promise<void> {
    await tx.insert(d).values(values);
  },

  async list(tx: TScopedTx, rfpId: string, filter: { lineId?: string; linesOnly?: boolean } = {}): Promise<TAttachmentRow[]> {
    return tx
      .select(COLUMNS)
      .from(d)
      .leftJoin(rfpLines, eq(rfpLines.id, d.rfpLineId))
      .leftJoin(rfpAddenda, eq(rfpAddenda.id, d.addendumId))
      .where(and(eq(d.rfpId, rfpId), filter.lineId ? eq(d.rfpLineId, filter.lineId) : undefined, filter.linesOnly ? isNotNull(d.rfpLineId) : undefined))
      .orderBy(asc(d.createdAt), asc(d.name));
  },

  async get(tx: TScopedTx, id: string): Promise<TAttachmentRow | null> {
    const [row] = await tx
      .select(COLUMNS)
      .from(d)
      .leftJoin(rfpLines, eq(rfpLines.id, d.rfpLineId))
      .leftJoin(rfpAddenda, eq(rfpAddenda.id, d.addendumId))
      .where(eq(d.id, id));
    return row ?? null;
  },

  async remove(tx: TScopedTx, id: string): Promise<void> {
    await tx.delete(d).where(eq(d.id, id));
  },

  /** The line's property and service, when the line is this RFP's. */
  async line(tx: TScopedTx, rfpId: string, lineId: string): Promise<{ id: string; propertyName: string } | null> {
    const [row] = await tx
      .select({ id: rfpLines.id, propertyName: rfpLines.propertyName })
      .from(rfpLines)
      .where(and(eq(rfpLines.rfpId, rfpId), eq(rfpLines.id, lineId)));
    return row ?? null;
  },
};
