import crypto from 'node:crypto';
import { z } from 'zod';
import type { TContractDocument, TContractDocumentKind, TDownloadUrl } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb } from '../../platform/database.js';
import { isUniqueViolation } from '../../platform/database.js';
import { conflict, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { DOWNLOAD_URL_TTL_SECONDS } from '../../platform/storage/index.js';
import type { TStorageService } from '../storage/storage.service.js';
import { assertEditable, writableContract } from './contract-changes.js';
import { contractDocumentsRepo } from './contract-documents.repo.js';
import { auditContract } from './contract-history.js';
import { visibleContract } from './contracts.service.js';

type TDocumentRow = Awaited<ReturnType<typeof contractDocumentsRepo.list>>[number];

const present = (row: TDocumentRow): TContractDocument => ({ ...row, kind: row.kind as TContractDocumentKind, uploadedAt: row.uploadedAt.toISOString() });

/**
 * A contract's documents (docs/contracts.md "Documents"): the buyer saves an upload of category
 * ai_contract_document with the contract (the stored file is confirmed to the document, so it is
 * kept and its readers are the contract's); everyone who reads the contract reads its documents.
 * A SIGNED one is what activation asks for when the client requires it.
 */
export function createContractDocumentsService({
  db,
  storage,
}: {
  db: TRequestDb;
  storage: Pick<TStorageService, 'confirmFile' | 'registerOwner' | 'viewUrl' | 'releaseFile' | 'deleteReleased'>;
}) {
  storage.registerOwner('contract_documents', (actor, id) => withActor(db, actor, (tx) => contractDocumentsRepo.exists(tx, id)));

  return {
    async list(actor: TActor, contractId: string): Promise<{ data: TContractDocument[] }> {
      return withActor(db, actor, async (tx) => {
        await visibleContract(tx, actor, contractId);
        return { data: (await contractDocumentsRepo.list(tx, contractId)).map(present) };
      });
    },

    /** Saving the same upload again (a double click, a replay) answers the document it made. */
    async add(actor: TActor, contractId: string, input: { fileKey: string; kind: TContractDocumentKind; title?: string }): Promise<TContractDocument> {
      const save = () =>
        withActor(db, actor, async (tx) => {
          const contract = await writableContract(tx, actor, contractId);
          const existing = (await contractDocumentsRepo.list(tx, contractId)).find((d) => d.fileKey === input.fileKey);
          if (existing) return present(existing);
          assertEditable(actor, contract);
          const id = crypto.randomUUID();
          const file = await storage.confirmFile(tx, actor, {
            key: input.fileKey,
            categories: ['ai_contract_document'],
            ownerTable: 'contract_documents',
            ownerId: id,
            tenantId: contract.tenantId,
            field: 'fileKey',
          });
          await contractDocumentsRepo.insert(tx, {
            id,
            tenantId: contract.tenantId,
            partyTenantIds: contract.partyTenantIds,
            contractId,
            fileKey: input.fileKey,
            kind: input.kind,
            title: input.title ?? file.fileName,
            uploadedBy: actor.userId,
          });
          await auditContract(tx, actor, contract, 'add_document', null, { kind: input.kind, title: input.title ?? file.fileName });
          const saved = await contractDocumentsRepo.get(tx, contractId, id);
          if (!saved) throw notFound('Document');
          return present(saved);
        });
      try {
        return await save();
      } catch (error) {
        // Two saves of one upload at once: the second finds the first's document.
        if (isUniqueViolation(error)) return save();
        throw error;
      }
    },

    /** A short-lived download link for whoever reads the contract (the vendor reads the client's file through it). */
    async download(actor: TActor, contractId: string, id: string): Promise<TDownloadUrl> {
      const row = await withActor(db, actor, async (tx) => {
        await visibleContract(tx, actor, contractId);
        const found = z.uuid().safeParse(id).success ? await contractDocumentsRepo.get(tx, contractId, id) : undefined;
        if (!found) throw notFound('Document');
        return found;
      });
      const expiresAt = new Date(Date.now() + DOWNLOAD_URL_TTL_SECONDS * 1000);
      return { url: await storage.viewUrl(row.fileKey), expiresAt: expiresAt.toISOString() };
    },

    /** The document goes with its stored file (docs/contracts.md "Documents"). */
    async remove(actor: TActor, contractId: string, id: string): Promise<void> {
      const fileKey = await withActor(db, actor, async (tx) => {
        const contract = await writableContract(tx, actor, contractId);
        const row = z.uuid().safeParse(id).success ? await contractDocumentsRepo.get(tx, contractId, id) : undefined;
        if (!row) throw notFound('Document');
        if (contract.status === 'ACTIVE' && row.kind === 'SIGNED' && contract.signedDocumentRequired)
          throw conflict('The signed copy of an active contract stays: the client requires it.', { kind: ['Signed copy required.'] });
        assertEditable(actor, contract);
        await contractDocumentsRepo.remove(tx, id);
        await storage.releaseFile(tx, { key: row.fileKey, ownerTable: 'contract_documents', ownerId: id });
        await auditContract(tx, actor, contract, 'remove_document', { kind: row.kind, title: row.title }, null);
        return row.fileKey;
      });
      await storage.deleteReleased(actor, fileKey);
    },
  };
}

export type TContractDocumentsService = ReturnType<typeof createContractDocumentsService>;
