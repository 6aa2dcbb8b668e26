import crypto from 'node:crypto';
import {
  can,
  ZExistingContractValuesSchema,
  type TActionType,
  type TExistingContract,
  type TExistingContractBatch,
  type TExistingContractConfirmed,
  type TExistingContractQueryOutput,
  type TExistingContractReview,
  type TExistingContractUpload,
  type TExistingContractValues,
  type TUploadCategory,
} from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb } from '../../platform/database.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import type { TBackgroundJobsService } from '../background-jobs/background-jobs.service.js';
import { createContractIn } from '../contracts/contract-create.js';
import type { TNotifier } from '../notifications/notifications.service.js';
import type { TStorageService } from '../storage/storage.service.js';
import { presentExistingContract, presentExistingContractItem } from './existing-contracts.presenter.js';
import { existingContractsRepo as repo } from './existing-contracts.repo.js';
import { contractFromValues, correctionsOf } from './existing-contracts.values.js';

/** The stored files of an upload, owned by the batch until each document has its own row. */
export const BATCH_OWNER = 'contract_extraction_batches';
export const EXTRACTION_OWNER = 'contract_extractions';
const CATEGORIES: readonly TUploadCategory[] = ['ai_contract_document', 'ai_contracts_zip'];

export interface TExistingContractsPayload extends Record<string, unknown> {
  batchId: string;
  clientId: string;
  files: { key: string; name: string; category: TUploadCategory }[];
  workspaceId: string;
}

/** One batch per set of uploaded files: the same keys sent again are the same batch. */
export function batchIdOf(fileKeys: readonly string[]): string {
  const hex = crypto
    .createHash('sha256')
    .update([...fileKeys].sort().join('\n'))
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Existing contracts (docs/contracts.md "Existing contracts: upload and review"): the module
 * "Existing Contracts" of the provider's and clients' workspaces; vendors never (403).
 */
export function mayExistingContracts(actor: TActor, action: TActionType): boolean {
  return actor.kind !== 'vendor' && can(actor.permissions, 'existing_contracts', action);
}
const assertMay = (actor: TActor, action: TActionType) => {
  if (!mayExistingContracts(actor, action)) throw forbidden('Existing contracts are reviewed by the provider and by clients.');
};

export function createExistingContractsService({
  db,
  storage,
  backgroundJobs,
  notifications,
}: {
  db: TRequestDb;
  storage: Pick<TStorageService, 'confirmFile'>;
  backgroundJobs: Pick<TBackgroundJobsService, 'start'>;
  notifications?: TNotifier;
}) {
  /** A row the actor reads, in the open transaction; 404 otherwise (another tenant's included). */
  async function held(tx: Parameters<typeof repo.get>[0], actor: TActor, id: string) {
    const row = await repo.get(tx, actor, id, true);
    if (!row) throw notFound('Existing contract');
    return row;
  }

  return {
    /**
     * One batch, one job: the files are confirmed to the batch and each document (not yet a
     * ZIP's entries: the job unpacks those) queued. Sent again, the same files answer the same batch.
     */
    async upload(actor: TActor, input: TExistingContractUpload): Promise<TExistingContractBatch> {
      assertMay(actor, 'Create');
      const clientId = input.clientId.toLowerCase();
      const batchId = batchIdOf(input.fileKeys);
      const prepared = await withActor(db, actor, async (tx) => {
        const client = await repo.writableClient(tx, actor, clientId);
        if (!client) throw notFound('Client');
        await repo.lockBatch(tx, batchId);
        const jobId = await repo.batchJob(tx, actor, batchId);
        if (jobId) return { jobId, files: [], client };
        const files: TExistingContractsPayload['files'] = [];
        for (const [i, key] of input.fileKeys.entries()) {
          const file = await storage.confirmFile(tx, actor, { key, categories: CATEGORIES, ownerTable: BATCH_OWNER, ownerId: batchId, field: `fileKeys.${i}` });
          files.push({ key, name: file.fileName, category: file.category });
        }
        const existing = await repo.batchRows(tx, batchId);
        if (existing.length === 0) {
          await repo.insert(
            tx,
            files
              .filter((f) => f.category === 'ai_contract_document')
              .map((f) => ({ tenantId: client.tenantId, clientId, batchId, fileKey: f.key, fileName: f.name, createdBy: actor.userId })),
          );
        }
        return { jobId: null, files, client };
      });
      if (prepared.jobId) return { batchId, jobId: prepared.jobId, created: false };
      const { files } = prepared;
      const title = files.length === 1 ? `Existing contracts: ${files[0].name}` : `Existing contracts: ${files.length} files`;
      const payload: TExistingContractsPayload = { batchId, clientId, files, workspaceId: actor.workspace.tenantId };
      const job = await backgroundJobs.start(actor, 'existing_contracts_extraction', title, payload, { oncePending: true });
      await withActor(db, actor, (tx) => repo.setJob(tx, batchId, job.id));
      return { batchId, jobId: job.id, created: true };
    },

    async list(actor: TActor, query: TExistingContractQueryOutput) {
      assertMay(actor, 'View');
      const { rows, total } = await withActor(db, actor, (tx) => repo.list(tx, actor, query));
      return { data: rows.map(presentExistingContractItem), total, page: query.page, limit: query.limit };
    },

    async get(actor: TActor, id: string): Promise<TExistingContract> {
      assertMay(actor, 'View');
      const row = await withActor(db, actor, (tx) => repo.get(tx, actor, id));
      if (!row) throw notFound('Existing contract');
      return presentExistingContract(row, mayExistingContracts(actor, 'Edit'));
    },

    /** The reviewer's corrections: each changed field recorded {field, from, to, by, at}. */
    async review(actor: TActor, id: string, input: TExistingContractReview): Promise<TExistingContract> {
      assertMay(actor, 'Edit');
      const row = await withActor(db, actor, async (tx) => {
        const current = await held(tx, actor, id);
        if (current.status !== 'NEEDS_REVIEW')
          throw conflict(`This contract is ${current.status.toLowerCase().replace('_', ' ')}: it can no longer be corrected.`, {
            status: ['Only a contract waiting for review can be corrected.'],
          });
        const before = ZExistingContractValuesSchema.parse(current.reviewed);
        const after: TExistingContractValues = { ...before, ...input.values };
        const corrections = correctionsOf(before, input.values, actor.userId, new Date());
        if (corrections.length === 0) return current;
        const updated = await repo.update(tx, id, { reviewed: after, corrections: [...(current.corrections as unknown[]), ...corrections] });
        return { ...updated, clientName: current.clientName };
      });
      return presentExistingContract(row, true);
    },

    /** The contract made from the confirmed values, once: a replay (a double click) answers the same contract. */
    async confirm(actor: TActor, id: string): Promise<TExistingContractConfirmed> {
      assertMay(actor, 'Edit');
      const confirmed = await withActor(db, actor, async (tx) => {
        const row = await held(tx, actor, id);
        if (row.status === 'CONFIRMED' && row.contractId) {
          const number = await repo.contractNumber(tx, row.contractId);
          if (number) return { contractId: row.contractId, number };
        }
        if (row.status !== 'NEEDS_REVIEW')
          throw conflict(`This contract is ${row.status.toLowerCase().replace('_', ' ')}: it cannot be confirmed.`, {
            status: ['Only a contract waiting for review can be confirmed.'],
          });
        const values = ZExistingContractValuesSchema.parse(row.reviewed);
        const made = await createContractIn(tx, actor, contractFromValues(values, row.clientId, row.id), notifications);
        await repo.update(tx, id, { status: 'CONFIRMED', contractId: made.id, confirmedAt: new Date(), confirmedBy: actor.userId });
        return { contractId: made.id, number: made.number };
      });
      await notifications?.dispatch();
      return confirmed;
    },

    /** Out of the queue without a contract; a confirmed one stays (its contract exists). */
    async discard(actor: TActor, id: string): Promise<TExistingContract> {
      assertMay(actor, 'Edit');
      const row = await withActor(db, actor, async (tx) => {
        const current = await held(tx, actor, id);
        if (current.status === 'DISCARDED') return current;
        if (current.status === 'CONFIRMED')
          throw conflict('This contract was confirmed: change or end it in Contracts.', { status: ['A confirmed contract cannot be discarded.'] });
        return { ...(await repo.update(tx, id, { status: 'DISCARDED' })), clientName: current.clientName };
      });
      return presentExistingContract(row, true);
    },

    /** Who may read a batch's uploaded files and a document's own file (storage's owner checks). */
    canReadBatch: (actor: TActor, batchId: string) =>
      mayExistingContracts(actor, 'View') ? withActor(db, actor, (tx) => repo.readsBatch(tx, actor, batchId)) : Promise.resolve(false),
    canReadExtraction: async (actor: TActor, id: string) =>
      mayExistingContracts(actor, 'View') && Boolean(await withActor(db, actor, (tx) => repo.get(tx, actor, id))),
  };
}

export type TExistingContractsService = ReturnType<typeof createExistingContractsService>;
