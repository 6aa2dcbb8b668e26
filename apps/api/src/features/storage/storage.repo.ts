import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { storedFiles } from '../../db/schema/storage.js';
import { tenants } from '../../db/schema/tenancy.js';
import { lockUntilCommitIn } from '../../platform/advisory-locks.js';
import type { TExecutor, TScopedTx } from '../../platform/database.js';
import { inScope } from '../../platform/scope-sql.js';

export type TStoredFileRow = typeof storedFiles.$inferSelect;
export interface TPendingTotal {
  files: number;
  bytes: number;
  oldest: Date | null;
}

/** Stored files as the actor's scope lets them be seen (row-level security is the second wall). */
export const storageRepo = {
  async tenantInScope(tx: TScopedTx, tenantId: string): Promise<boolean> {
    const rows = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(and(eq(tenants.id, tenantId), inScope(sql`${tenants.id}`)));
    return rows.length > 0;
  },

  /**
   * Holds, until the transaction ends, the right to count and add uploads for this person and
   * this tenant: concurrent requests for upload URLs take turns, so none overshoots a quota.
   * Person first, tenant second, always: two requests never wait on each other in a circle.
   */
  async lockQuotas(tx: TScopedTx, userId: string, tenantId: string): Promise<void> {
    await lockUntilCommitIn(tx, 'procura.upload_quota.person', userId);
    await lockUntilCommitIn(tx, 'procura.upload_quota.tenant', tenantId);
  },

  /**
   * Uploads not yet saved with a record and not refused, created since `since` (older ones are
   * the sweep's), for the person and for the tenant: count, bytes and the oldest one's time.
   */
  async pendingTotals(tx: TScopedTx, userId: string, tenantId: string, since: Date): Promise<{ person: TPendingTotal; tenant: TPendingTotal }> {
    const mine = sql`${storedFiles.createdBy} = ${userId}`;
    const theirs = sql`${storedFiles.tenantId} = ${tenantId}`;
    const [row] = await tx
      .select({
        personFiles: sql<number>`count(*) filter (where ${mine})::int`,
        personBytes: sql<number>`coalesce(sum(${storedFiles.sizeBytes}) filter (where ${mine}), 0)::float8`,
        personOldest: sql<string | null>`min(${storedFiles.createdAt}) filter (where ${mine})`,
        tenantFiles: sql<number>`count(*) filter (where ${theirs})::int`,
        tenantBytes: sql<number>`coalesce(sum(${storedFiles.sizeBytes}) filter (where ${theirs}), 0)::float8`,
        tenantOldest: sql<string | null>`min(${storedFiles.createdAt}) filter (where ${theirs})`,
      })
      .from(storedFiles)
      .where(
        and(
          isNull(storedFiles.confirmedAt),
          ne(storedFiles.status, 'REJECTED'),
          gt(storedFiles.createdAt, since),
          or(eq(storedFiles.createdBy, userId), eq(storedFiles.tenantId, tenantId)),
          inScope(sql`${storedFiles.tenantId}`),
        ),
      );
    const oldest = (value: string | null) => (value ? new Date(value) : null);
    return {
      person: { files: row.personFiles, bytes: Number(row.personBytes), oldest: oldest(row.personOldest) },
      tenant: { files: row.tenantFiles, bytes: Number(row.tenantBytes), oldest: oldest(row.tenantOldest) },
    };
  },

  async insertPending(tx: TScopedTx, values: typeof storedFiles.$inferInsert): Promise<TStoredFileRow> {
    const [row] = await tx.insert(storedFiles).values(values).returning();
    return row;
  },

  async byKey(tx: TScopedTx, key: string): Promise<TStoredFileRow | null> {
    const [row] = await tx
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.key, key), inScope(sql`${storedFiles.tenantId}`)));
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

  /** The owner's file, no longer its: unconfirmed and refused, so that nobody reads or saves it again and the sweep takes it. */
  async release(tx: TScopedTx, owner: { key: string; ownerTable: string; ownerId: string }): Promise<void> {
    await tx
      .update(storedFiles)
      .set({ ownerTable: null, ownerId: null, confirmedAt: null, status: 'REJECTED', rejection: 'Removed with its record.' })
      .where(and(eq(storedFiles.key, owner.key), eq(storedFiles.ownerTable, owner.ownerTable), eq(storedFiles.ownerId, owner.ownerId)));
  },

  /** Deletes a released file's row (see `release`); true when there was one. */
  async removeReleased(tx: TScopedTx, key: string): Promise<boolean> {
    const rows = await tx
      .delete(storedFiles)
      .where(and(eq(storedFiles.key, key), isNull(storedFiles.confirmedAt), eq(storedFiles.status, 'REJECTED')))
      .returning({ id: storedFiles.id });
    return rows.length > 0;
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
