import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { storedFiles, tenants } from '../../db/schema/index.js';
import type { TExecutor, TScopedTx } from '../../platform/database.js';
import { inScope } from '../../platform/scope-sql.js';

export type TStoredFileRow = typeof storedFiles.$inferSelect;

/** Stored files as the actor's scope lets them be seen (row-level security is the second wall). */
export const storageRepo = {
  async tenantInScope(tx: TScopedTx, tenantId: string): Promise<boolean> {
    const rows = await tx.select({ id: tenants.id }).from(tenants).where(and(eq(tenants.id, tenantId), inScope(sql`${tenants.id}`)));
    return rows.length > 0;
  },

  async insertPending(tx: TScopedTx, values: typeof storedFiles.$inferInsert): Promise<TStoredFileRow> {
    const [row] = await tx.insert(storedFiles).values(values).returning();
    return row;
  },

  async byKey(tx: TScopedTx, key: string): Promise<TStoredFileRow | null> {
    const [row] = await tx.select().from(storedFiles).where(and(eq(storedFiles.key, key), inScope(sql`${storedFiles.tenantId}`)));
    return row ?? null;
  },

  /** Settles a PENDING file once its bytes were checked; false when another call settled it first. */
  async settle(tx: TScopedTx, id: string, values: Pick<TStoredFileRow, 'status' | 'detectedType' | 'sizeBytes' | 'rejection'>): Promise<boolean> {
    const rows = await tx
      .update(storedFiles)
      .set({ ...values, uploadedAt: new Date() })
      .where(and(eq(storedFiles.id, id), eq(storedFiles.status, 'PENDING')))
      .returning({ id: storedFiles.id });
    return rows.length > 0;
  },

  async confirm(tx: TScopedTx, id: string, owner: { ownerTable: string; ownerId: string; tenantId?: string }): Promise<void> {
    await tx
      .update(storedFiles)
      .set({
        ownerTable: owner.ownerTable,
        ownerId: owner.ownerId,
        confirmedAt: sql`coalesce(${storedFiles.confirmedAt}, now())`,
        ...(owner.tenantId ? { tenantId: owner.tenantId } : {}),
      })
      .where(eq(storedFiles.id, id));
  },
};

/** For the sweep, which runs as the system: every tenant's files. */
export const storageSweepRepo = {
  /** Files never confirmed since `before`, and refused ones: oldest first, at most `limit`. */
  async expired(db: TExecutor, before: Date, limit: number): Promise<Pick<TStoredFileRow, 'id' | 'key'>[]> {
    return db
      .select({ id: storedFiles.id, key: storedFiles.key })
      .from(storedFiles)
      .where(or(and(isNull(storedFiles.confirmedAt), lt(storedFiles.createdAt, before)), eq(storedFiles.status, 'REJECTED')))
      .orderBy(storedFiles.createdAt)
      .limit(limit);
  },

  /** Deletes the row unless a record confirmed it meanwhile; true when it was deleted. */
  async removeUnconfirmed(db: TExecutor, id: string): Promise<boolean> {
    const rows = await db
      .delete(storedFiles)
      .where(and(eq(storedFiles.id, id), or(isNull(storedFiles.confirmedAt), eq(storedFiles.status, 'REJECTED'))))
      .returning({ id: storedFiles.id });
    return rows.length > 0;
  },
};
