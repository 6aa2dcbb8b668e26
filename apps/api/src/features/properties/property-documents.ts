import crypto from 'node:crypto';
import type { TPropertyDocument } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb, TScopedTx } from '../../platform/database.js';
import { notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import type { TStorageService } from '../storage/storage.service.js';
import { assertMayRead, visibleProperty, writableProperty } from './properties.service.js';
import { propertyDocumentsRepo, type TPropertyDocumentRow } from './property-documents.repo.js';
import { auditProperty } from './property-history.js';

const present = (r: TPropertyDocumentRow): TPropertyDocument => ({ ...r, sizeBytes: Number(r.sizeBytes), createdAt: r.createdAt.toISOString() });

/** Documents of a property (site plans, photos, prior contracts), their files in storage. */
export function createPropertyDocumentsService({ db, storage }: { db: TRequestDb; storage: Pick<TStorageService, 'confirmFile' | 'registerOwner'> }) {
  // A download is allowed to whoever sees the property the document belongs to.
  storage.registerOwner('property_documents', (actor, ownerId) => withActor(db, actor, (tx) => propertyDocumentsRepo.visible(tx, actor, ownerId)));

  async function document(tx: TScopedTx, actor: TActor, id: string) {
    const row = await propertyDocumentsRepo.get(tx, id);
    if (!row) throw notFound('Property document');
    return { row: present(row), property: await writableProperty(tx, actor, row.propertyId) };
  }

  return {
    async list(actor: TActor, propertyId: string, page: number, limit: number) {
      assertMayRead(actor);
      return withActor(db, actor, async (tx) => {
        await visibleProperty(tx, actor, propertyId);
        const { rows, total } = await propertyDocumentsRepo.list(tx, propertyId, page, limit);
        return { data: rows.map(present), total, page, limit };
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
        await propertyDocumentsRepo.insert(tx, {
          id,
          tenantId: property.tenantId,
          propertyId: property.id,
          fileKey: input.fileKey,
          title: input.title,
          description: input.description ?? null,
          createdBy: actor.userId,
        });
        const created = present((await propertyDocumentsRepo.get(tx, id)) as TPropertyDocumentRow);
        await auditProperty(tx, actor, property, 'document_add', null, { document: created.title, fileName: created.fileName });
        return created;
      });
    },

    /** The record goes; the stored file stays with its audit trail (storage owns its lifecycle). */
    async remove(actor: TActor, id: string): Promise<void> {
      await withActor(db, actor, async (tx) => {
        const { row, property } = await document(tx, actor, id);
        await propertyDocumentsRepo.remove(tx, id);
        await auditProperty(tx, actor, property, 'document_remove', { document: row.title, fileName: row.fileName }, null);
      });
    },
  };
}

export type TPropertyDocumentsService = ReturnType<typeof createPropertyDocumentsService>;
