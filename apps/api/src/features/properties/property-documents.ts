import crypto from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TPropertyDocument } from '@procura/shared';
import { properties, propertyDocuments } from '../../db/schema/properties.js';
import { storedFiles } from '../../db/schema/storage.js';
import { users } from '../../db/schema/users.js';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb, TScopedTx } from '../../platform/database.js';
import { notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import type { TStorageService } from '../storage/storage.service.js';
import { assertMayRead, visibleProperty, writableProperty } from './properties.service.js';
import { propertyRows } from './properties.repo.js';
import { auditProperty } from './property-history.js';

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
interface TRow {
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

const present = (r: TRow): TPropertyDocument => ({ ...r, sizeBytes: Number(r.sizeBytes), createdAt: r.createdAt.toISOString() });

export const propertyDocumentsRepo = {
  async list(tx: TScopedTx, propertyId: string, page: number, limit: number) {
    const rows = await tx
      .select({ ...FIELDS, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(pd)
      .innerJoin(storedFiles, eq(storedFiles.key, pd.fileKey))
      .leftJoin(users, eq(users.id, pd.createdBy))
      .where(eq(pd.propertyId, propertyId))
      .orderBy(desc(pd.createdAt), desc(pd.id))
      .limit(limit)
      .offset((page - 1) * limit);
    return { data: rows.map(present), total: rows[0]?.total ?? 0 };
  },

  async get(tx: TScopedTx, id: string): Promise<TPropertyDocument | undefined> {
    const [row] = await tx
      .select(FIELDS)
      .from(pd)
      .innerJoin(storedFiles, eq(storedFiles.key, pd.fileKey))
      .leftJoin(users, eq(users.id, pd.createdBy))
      .where(eq(pd.id, id));
    return row && present(row);
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
};

/** Documents of a property (site plans, photos, prior contracts), their files in storage. */
export function createPropertyDocumentsService({ db, storage }: { db: TRequestDb; storage: Pick<TStorageService, 'confirmFile' | 'registerOwner'> }) {
  // A download is allowed to whoever sees the property the document belongs to.
  storage.registerOwner('property_documents', (actor, ownerId) => withActor(db, actor, (tx) => propertyDocumentsRepo.visible(tx, actor, ownerId)));

  async function document(tx: TScopedTx, actor: TActor, id: string) {
    const row = await propertyDocumentsRepo.get(tx, id);
    if (!row) throw notFound('Property document');
    return { row, property: await writableProperty(tx, actor, row.propertyId) };
  }

  return {
    async list(actor: TActor, propertyId: string, page: number, limit: number) {
      assertMayRead(actor);
      return withActor(db, actor, async (tx) => {
        await visibleProperty(tx, actor, propertyId);
        return { ...(await propertyDocumentsRepo.list(tx, propertyId, page, limit)), page, limit };
      });
    },

    async create(actor: TActor, input: { propertyId: string; fileKey: string; title: string; description?: string | null }): Promise<TPropertyDocument> {
      return withActor(db, actor, async (tx) => {
        const property = await writableProperty(tx, actor, input.propertyId);
        const id = crypto.randomUUID();
        await storage.confirmFile(tx, actor, {
          key: input.fileKey,
          categories: ['property_document'],
          ownerTable: 'property_documents',
          ownerId: id,
          tenantId: property.tenantId,
          field: 'fileKey',
        });
        await tx.insert(pd).values({
          id,
          tenantId: property.tenantId,
          propertyId: property.id,
          fileKey: input.fileKey,
          title: input.title,
          description: input.description ?? null,
          createdBy: actor.userId,
        });
        const created = (await propertyDocumentsRepo.get(tx, id)) as TPropertyDocument;
        await auditProperty(tx, actor, property, 'document_add', null, { document: created.title, fileName: created.fileName });
        return created;
      });
    },

    /** The record goes; the stored file stays with its audit trail (storage owns its lifecycle). */
    async remove(actor: TActor, id: string): Promise<void> {
      await withActor(db, actor, async (tx) => {
        const { row, property } = await document(tx, actor, id);
        await tx.delete(pd).where(eq(pd.id, id));
        await auditProperty(tx, actor, property, 'document_remove', { document: row.title, fileName: row.fileName }, null);
      });
    },
  };
}

export type TPropertyDocumentsService = ReturnType<typeof createPropertyDocumentsService>;
