import { and, asc, eq } from 'drizzle-orm';
import { contractDocuments } from '../../db/schema/contracts.js';
import type { TScopedTx } from '../../platform/database.js';

const d = contractDocuments;
const FIELDS = { id: d.id, contractId: d.contractId, kind: d.kind, title: d.title, fileKey: d.fileKey, uploadedAt: d.uploadedAt, uploadedBy: d.uploadedBy };

/** A contract's documents as row security shows them (the contracted vendor reads them as a party). */
export const contractDocumentsRepo = {
  list: (tx: TScopedTx, contractId: string) => tx.select(FIELDS).from(d).where(eq(d.contractId, contractId)).orderBy(asc(d.uploadedAt), d.id),

  async get(tx: TScopedTx, contractId: string, id: string) {
    const [row] = await tx
      .select(FIELDS)
      .from(d)
      .where(and(eq(d.contractId, contractId), eq(d.id, id)));
    return row;
  },

  async exists(tx: TScopedTx, id: string): Promise<boolean> {
    return (await tx.select({ id: d.id }).from(d).where(eq(d.id, id))).length > 0;
  },

  async insert(tx: TScopedTx, values: typeof d.$inferInsert): Promise<void> {
    await tx.insert(d).values(values);
  },

  async remove(tx: TScopedTx, id: string): Promise<void> {
    await tx.delete(d).where(eq(d.id, id));
  },
};
