import crypto from 'node:crypto';
import { z } from 'zod';
import type { TDownloadUrl, TRfpAttachment, ZRfpAddendumDocumentSchema } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb, TScopedTx } from '../../platform/database.js';
import { conflict, fieldError, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { DOWNLOAD_URL_TTL_SECONDS } from '../../platform/storage/index.js';
import type { TStorageService } from '../storage/storage.service.js';
import { rfpAttachmentsRepo, type TAttachmentRow } from './rfp-attachments.repo.js';
import { auditRfp } from './rfp-history.js';
import type { TRfpDetailRow } from './rfp.presenter.js';
import { visibleRfp, writableRfp } from './rfp.service.js';

type TDocumentInput = z.output<typeof ZRfpAddendumDocumentSchema>;
export type TAttachmentStorage = Pick<TStorageService, 'confirmFile' | 'viewUrl'>;

const DOCUMENT = 'Document';
const isId = (id: string) => z.uuid().safeParse(id).success;
const PUBLISHED = 'Documents of a published RFP stay as the vendors received them: publish an addendum to add a new or corrected document.';

const present = (row: TAttachmentRow): TRfpAttachment => ({
  id: row.id,
  rfpId: row.rfpId,
  category: row.category as TRfpAttachment['category'],
  lineId: row.rfpLineId,
  propertyName: row.propertyName,
  serviceName: row.serviceName,
  addendumNumber: row.addendumNumber,
  name: row.name,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Adds one document to the RFP (a draft's, or with the addendum `addendumId`): the uploaded file
 * must be the caller's checked upload of the matching category; it becomes the RFP's (its
 * client's tenant). A line's document names a line of this RFP. Shared with the RFP's parties.
 */
export async function attachDocument(
  tx: TScopedTx,
  actor: TActor,
  storage: TAttachmentStorage,
  rfp: TRfpDetailRow,
  input: TDocumentInput & { addendumId?: string },
): Promise<{ id: string; name: string; propertyName: string | null }> {
  const line = input.lineId ? await rfpAttachmentsRepo.line(tx, rfp.id, input.lineId) : null;
  if (input.lineId && !line) throw fieldError('lineId', 'This line is not one of this RFP’s.');
  const category = line ? 'rfp_property_attachment' : 'rfp_attachment';
  const id = crypto.randomUUID();
  const file = await storage.confirmFile(tx, actor, {
    key: input.fileKey,
    categories: [category],
    ownerTable: 'rfp_attachments',
    ownerId: id,
    tenantId: rfp.tenantId,
    field: 'fileKey',
  });
  const name = input.name ?? file.fileName;
  await rfpAttachmentsRepo.insert(tx, {
    id,
    tenantId: rfp.tenantId,
    partyTenantIds: rfp.partyTenantIds,
    rfpId: rfp.id,
    rfpLineId: line?.id ?? null,
    addendumId: input.addendumId ?? null,
    fileKey: input.fileKey,
    name,
    category,
    contentType: file.contentType,
    sizeBytes: file.size,
    createdBy: actor.userId,
  });
  return { id, name, propertyName: line?.propertyName ?? null };
}

/** An RFP's documents (docs/rfp.md "Documents"): the buyer's while a draft, read by invited vendors once published. */
export function createRfpAttachmentsService({ db, storage }: { db: TRequestDb; storage: TAttachmentStorage }) {
  /** The document when it is this RFP's and the caller reads it (row security: a vendor, once shared). */
  async function documentOf(tx: TScopedTx, rfpId: string, id: string): Promise<TAttachmentRow> {
    const row = isId(id) ? await rfpAttachmentsRepo.get(tx, id) : null;
    if (!row || row.rfpId !== rfpId) throw notFound(DOCUMENT);
    return row;
  }

  return {
    async list(actor: TActor, rfpId: string, filter: { lineId?: string; linesOnly?: boolean } = {}): Promise<TRfpAttachment[]> {
      return withActor(db, actor, async (tx) => {
        await visibleRfp(tx, actor, rfpId);
        return (await rfpAttachmentsRepo.list(tx, rfpId, filter)).map(present);
      });
    },

    /**
     * Adds a document to a draft. Saving the same upload again (a double click, a replayed
     * request) answers the document it already made.
     */
    async add(actor: TActor, rfpId: string, input: TDocumentInput): Promise<TRfpAttachment> {
      const existing = async () =>
        withActor(db, actor, async (tx) => {
          await writableRfp(tx, actor, rfpId);
          return (await rfpAttachmentsRepo.list(tx, rfpId)).find((row) => row.fileKey === input.fileKey) ?? null;
        });
      const before = await existing();
      if (before) return present(before);
      try {
        return await withActor(db, actor, async (tx) => {
          const rfp = await writableRfp(tx, actor, rfpId);
          if (rfp.status !== 'DRAFT') throw conflict(PUBLISHED, { status: ['Not a draft.'] });
          const added = await attachDocument(tx, actor, storage, rfp, input);
          await auditRfp(tx, actor, rfp, 'document_add', null, { document: added.name, property: added.propertyName });
          return present((await rfpAttachmentsRepo.get(tx, added.id)) as TAttachmentRow);
        });
      } catch (error) {
        // Two saves of one upload at once: one claims the file, and the other either hits the
        // file's unique key or finds the upload already claimed (once the first committed); both
        // answer the document the first made. With no such document, the error stands.
        const raced = await existing().catch(() => null);
        if (raced) return present(raced);
        throw error;
      }
    },

    /** Removes a draft's document (`rfpId` null: whichever RFP it belongs to). The stored file stays with its audit trail. */
    async remove(actor: TActor, rfpId: string | null, id: string): Promise<void> {
      await withActor(db, actor, async (tx) => {
        const found = isId(id) ? await rfpAttachmentsRepo.get(tx, id) : null;
        if (!found || (rfpId && found.rfpId !== rfpId)) throw notFound(DOCUMENT);
        const rfp = await writableRfp(tx, actor, found.rfpId);
        if (rfp.status !== 'DRAFT') throw conflict(PUBLISHED, { status: ['Not a draft.'] });
        await rfpAttachmentsRepo.remove(tx, id);
        await auditRfp(tx, actor, rfp, 'document_remove', { document: found.name, property: found.propertyName }, null);
      });
    },

    /** A short-lived download link for whoever reads the document (the buyer; an invited vendor once published). */
    async download(actor: TActor, rfpId: string, id: string): Promise<TDownloadUrl> {
      const row = await withActor(db, actor, async (tx) => {
        await visibleRfp(tx, actor, rfpId);
        return documentOf(tx, rfpId, id);
      });
      const expiresAt = new Date(Date.now() + DOWNLOAD_URL_TTL_SECONDS * 1000);
      return { url: await storage.viewUrl(row.fileKey), expiresAt: expiresAt.toISOString() };
    },
  };
}

export type TRfpAttachmentsService = ReturnType<typeof createRfpAttachmentsService>;
