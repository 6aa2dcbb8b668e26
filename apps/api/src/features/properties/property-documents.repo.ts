import { and, desc, eq, sql } from 'drizzle-orm';
import { properties, propertyDocuments } from '../../db/schema/properties.js';
import { storedFiles } from '../../db/schema/storage.js';
import { users } from '../../db/schema/users.js';
import type { TActor } from '../../platform/actor.js';
import type { TScopedTx } from '../../platform/database.js';
import { propertyRows } from './properties.repo.js';
import { pageSize } from '../../db/page-size.js';

const pd = propertyDocuments;

const FIELDS = {
  id: pd.id,
  propertyId: pd.propertyId,
  title: pd.title,
  description: pd.description,
  fileKey: pd.fileKey,
  fileName: storedFiles.fileName,
  contentType: storedFiles.contentType,
  sizeBytes: storedFiles.sizeBytes,
  createdAt: pd.createdAt,
  createdByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
};

/** A property document as the statements read it, with its stored file's name, type and size. */
export interface TPropertyDocumentRow {
  id: string;
  propertyId: string;
  title: string;
  description: string | null;
  fileKey: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Date;
  createdByName: string | null;
}

/** Documents of a property; their files are the storage feature's (joined for names only). */
export const propertyDocumentsRepo = {
  async list(tx: TScopedTx, propertyId: string, page: number, limit: number): Promise<{ rows: TPropertyDocumentRow[]; total: number }> {
    const found = await tx
      .select({ ...FIELDS, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(pd)
      .innerJoin(storedFiles, eq(storedFiles.key, pd.fileKey))
      .leftJoin(users, eq(users.id, pd.createdBy))
      .where(eq(pd.propertyId, propertyId))
      .orderBy(desc(pd.createdAt), desc(pd.id))
      .limit(pageSize(limit))
      .offset((page - 1) * limit);
    return { rows: found.map(({ total: _total, ...row }) => row), total: found[0]?.total ?? 0 };
  },

  async get(tx: TScopedTx, id: string): Promise<TPropertyDocumentRow | undefined> {
    const [row] = await tx
      .select(FIELDS)
      .from(pd)
      .innerJoin(storedFiles, eq(storedFiles.key, pd.fileKey))
      .leftJoin(users, eq(users.id, pd.createdBy))
      .where(eq(pd.id, id));
    return row;
  },

  /** Whether the actor sees the document's property (the document is seen with it). */
  async visible(tx: TScopedTx, actor: TActor, id: string): Promise<boolean> {
    const rows = await tx
      .select({ id: pd.id })
      .from(pd)
      .innerJoin(properties, eq(properties.id, pd.propertyId))
      .where(and(eq(pd.id, id), propertyRows.read(actor)));
    return rows.length > 0;
  },

  async insert(tx: TScopedTx, values: typeof pd.$inferInsert): Promise<void> {
    await tx.insert(pd).values(values);
  },

  async remove(tx: TScopedTx, id: string): Promise<void> {
    await tx.delete(pd).where(eq(pd.id, id));
  },
};
