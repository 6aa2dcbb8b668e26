import crypto from 'node:crypto';
import { ZContractExtractionSchema, type TContractExtraction } from '@procura/shared';
import { toCsv } from '../../platform/csv.js';
import type { TRequestDb } from '../../platform/database.js';
import { datedFileName } from '../../platform/downloads.js';
import { forbidden, HttpError } from '../../platform/errors.js';
import { asBuffer, isolatedModule, type TRunIsolated } from '../../platform/isolated.js';
import type { TJobContext, TJobQueue } from '../../platform/jobs.js';
import { withActor } from '../../platform/scope.js';
import { CONTRACTS_ZIP_LIMITS } from '../storage/storage.checks.js';
import type { TStorageService } from '../storage/storage.service.js';
import { matchRecords } from './existing-contracts.matching.js';
import { existingContractsRepo as repo, type TExtractionRow } from './existing-contracts.repo.js';
import { EXTRACTION_OWNER, mayExistingContracts, type TExistingContractsPayload } from './existing-contracts.service.js';
import type * as TReader from './existing-contracts.read.js';
import type * as TExtract from './extraction/contract-extract.js';
import type { TLlmDeps } from './extraction/contract-llm.js';
import { extractContract } from './extraction/contract-merge.js';
import { initialValues } from './existing-contracts.values.js';

const reader = isolatedModule<typeof TReader>(import.meta, 'existing-contracts.read');
const extractor = isolatedModule<typeof TExtract>(import.meta, 'extraction/contract-extract');

type TDeps = {
  db: TRequestDb;
  isolate: TRunIsolated;
  storage: Pick<TStorageService, 'readAuthorised' | 'storeDerived'>;
  /** The workspace's model, when one is configured: its reading is merged with the rules'. */
  ai: TLlmDeps['ai'] & { online: boolean };
};

/** Words for the reviewer: a refusal written for people as it is, anything else plainly. */
const reasonOf = (error: unknown) =>
  error instanceof HttpError && error.statusCode < 500 ? error.message : 'The document could not be read. Upload it again, or a copy saved as PDF.';

/**
 * The batch's job (docs/contracts.md "Existing contracts: upload and review"): each ZIP is
 * unpacked in the capped child and its contracts stored as their own files; each document is
 * read and extracted in the capped child, matched to the client's records, and waits for review
 * (or FAILED, with why, while the rest of the batch goes on). A rerun resumes: entries already
 * stored and documents already read are not done again.
 */
export function registerExistingContractsJob(jobs: Pick<TJobQueue, 'register'>, deps: TDeps): void {
  jobs.register('existing_contracts_extraction', (ctx) => runExistingContracts(deps, ctx));
}

export async function runExistingContracts(deps: TDeps, ctx: TJobContext): Promise<void> {
  const { db, isolate, storage } = deps;
  const payload = ctx.job.payload as TExistingContractsPayload;
  const { actor } = ctx;
  if (!mayExistingContracts(actor, 'Create')) throw forbidden();
  const client = await withActor(db, actor, (tx) => repo.writableClient(tx, actor, payload.clientId));
  if (!client) throw forbidden();
  const base = { tenantId: client.tenantId, clientId: payload.clientId, batchId: payload.batchId, jobId: ctx.job.id, createdBy: actor.userId };

  for (const zip of payload.files.filter((f) => f.category === 'ai_contracts_zip')) {
    const known = new Set((await withActor(db, actor, (tx) => repo.batchRows(tx, payload.batchId))).map((r) => r.fileName));
    let entries: { name: string; bytes: Uint8Array }[];
    try {
      const bytes = await storage.readAuthorised(zip.key);
      if (!bytes) throw new HttpError(400, `"${zip.name}" is no longer stored. Upload it again.`);
      entries = await isolate(reader, 'unpackContracts', [bytes, CONTRACTS_ZIP_LIMITS]);
      if (entries.length === 0) throw new HttpError(400, `"${zip.name}" holds no PDF or Word document.`);
    } catch (error) {
      if (!known.has(zip.name))
        await withActor(db, actor, (tx) => repo.insert(tx, [{ ...base, fileName: zip.name, status: 'FAILED', error: reasonOf(error) }]));
      continue;
    }
    for (const entry of entries.filter((e) => !known.has(e.name))) {
      known.add(entry.name);
      const id = crypto.randomUUID();
      await withActor(db, actor, async (tx) => {
        try {
          const file = await storage.storeDerived(tx, actor, {
            tenantId: client.tenantId,
            category: 'ai_contract_document',
            fileName: entry.name,
            bytes: asBuffer(entry.bytes),
            ownerTable: EXTRACTION_OWNER,
            ownerId: id,
            field: 'file',
          });
          await repo.insert(tx, [{ ...base, id, fileKey: file.fileKey, fileName: entry.name }]);
        } catch (error) {
          await repo.insert(tx, [{ ...base, id, fileName: entry.name, status: 'FAILED', error: reasonOf(error) }]);
        }
      });
    }
  }

  const [rows, serviceNames] = await withActor(db, actor, async (tx) => [await repo.batchRows(tx, payload.batchId), await repo.serviceNames(tx)] as const);
  const waiting = rows.filter((r) => r.status === 'QUEUED' || r.status === 'READING');
  for (const [i, row] of waiting.entries()) {
    await readOne(deps, ctx, row, serviceNames);
    await ctx.progress(((i + 1) / waiting.length) * 100);
  }
  // The job panel's download: one line per document, what became of it (the queue has the rest).
  const done = await withActor(db, actor, (tx) => repo.batchRows(tx, payload.batchId));
  const report = [['File', 'Status', 'Error'], ...done.map((r) => [r.fileName, r.status, r.error ?? ''])];
  await ctx.saveResult(datedFileName('Existing_contracts_read', 'csv'), Buffer.from(toCsv(report)));
}

async function readOne({ db, isolate, storage, ai }: TDeps, { actor }: TJobContext, row: TExtractionRow, serviceNames: string[]): Promise<void> {
  await withActor(db, actor, (tx) => repo.update(tx, row.id, { status: 'READING' }));
  let extraction: TContractExtraction;
  try {
    const bytes = row.fileKey ? await storage.readAuthorised(row.fileKey) : null;
    if (!bytes) throw new HttpError(400, `"${row.fileName}" is no longer stored. Upload it again.`);
    const rules = ZContractExtractionSchema.parse(await isolate(extractor, 'readAndExtractRules', [bytes, row.fileName, { services: serviceNames }]));
    // With a model configured, its reading is merged with the rules' (the rules alone, with a warning, when it fails).
    const merged = ai.online ? await extractContract(rules.pages, { services: serviceNames, llm: { ai, actor } }) : rules;
    extraction = { ...merged, warnings: [...new Set([...rules.warnings, ...merged.warnings])] };
  } catch (error) {
    await withActor(db, actor, (tx) => repo.update(tx, row.id, { status: 'FAILED', error: reasonOf(error) }));
    return;
  }
  await withActor(db, actor, async (tx) => {
    const f = extraction.fields;
    const matches = await matchRecords(tx, row.clientId, {
      vendorName: f.vendorName.value,
      properties: f.properties.value ?? [],
      services: f.services.value ?? [],
    });
    await repo.update(tx, row.id, { status: 'NEEDS_REVIEW', extraction, matches, reviewed: initialValues(extraction, matches, row.fileName), error: null });
  });
}
