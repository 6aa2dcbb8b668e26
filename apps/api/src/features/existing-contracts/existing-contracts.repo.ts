import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TExistingContractQueryOutput } from '@procura/shared';
import { clients } from '../../db/schema/clients.js';
import { contractExtractions, contracts } from '../../db/schema/contracts.js';
import { backgroundJobs } from '../../db/schema/jobs.js';
import { services } from '../../db/schema/services.js';
import type { TActor } from '../../platform/actor.js';
import { lockUntilCommit } from '../../platform/advisory-locks.js';
import type { TScopedTx } from '../../platform/database.js';
import { rowScope } from '../../platform/row-scope.js';
import { pageSize } from '../../db/page-size.js';

const e = contractExtractions;
/** The review queue is the client's (and the provider's): vendors are never parties of it. */
export const extractionRows = rowScope({ owner: e.tenantId, ownedBy: ['client'] });
const clientRows = rowScope({ owner: clients.tenantId, ownedBy: ['client'] });

export type TExtractionRow = typeof contractExtractions.$inferSelect;
export type TExtractionListRow = TExtractionRow & { clientName: string };

const SORTS: Record<TExistingContractQueryOutput['sort'], SQL | AnyPgColumn> = {
  createdAt: e.createdAt,
  fileName: sql`lower(${e.fileName})`,
  status: e.status,
  client: sql`lower(${clients.name})`,
};

export const existingContractsRepo = {
  /** The client as the actor may write for it (its tenant and name), or undefined: another tenant's is not found. */
  async writableClient(tx: TScopedTx, actor: TActor, clientId: string): Promise<{ tenantId: string; name: string } | undefined> {
    const [row] = await tx
      .select({ tenantId: clients.tenantId, name: clients.name })
      .from(clients)
      .where(and(eq(clients.id, clientId), clientRows.write(actor)));
    return row;
  },

  /** Concurrent uploads of one batch take turns: the second sees the first's rows. */
  lockBatch: (tx: TScopedTx, batchId: string) => lockUntilCommit(tx, `existing_contracts.batch:${batchId}`),

  batchRows: (tx: TScopedTx, batchId: string) => tx.select().from(e).where(eq(e.batchId, batchId)).orderBy(e.createdAt, e.fileName),

  async insert(tx: TScopedTx, values: (typeof e.$inferInsert)[]): Promise<TExtractionRow[]> {
    return values.length ? tx.insert(e).values(values).returning() : [];
  },

  async setJob(tx: TScopedTx, batchId: string, jobId: string): Promise<void> {
    await tx
      .update(e)
      .set({ jobId })
      .where(and(eq(e.batchId, batchId), sql`${e.jobId} is null`));
  },

  async update(tx: TScopedTx, id: string, values: Partial<typeof e.$inferInsert>): Promise<TExtractionRow> {
    const [row] = await tx
      .update(e)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(e.id, id))
      .returning();
    return row;
  },

  async list(tx: TScopedTx, actor: TActor, query: TExistingContractQueryOutput): Promise<{ rows: TExtractionListRow[]; total: number }> {
    const where = and(
      extractionRows.read(actor),
      query.status?.length ? inArray(e.status, query.status) : undefined,
      query.clientId?.length ? inArray(e.clientId, query.clientId) : undefined,
      query.batchId ? eq(e.batchId, query.batchId) : undefined,
    );
    const order = query.sortDirection === 'asc' ? asc : desc;
    const [rows, [{ total }]] = await Promise.all([
      tx
        .select({ ...tableColumns(), clientName: clients.name })
        .from(e)
        .innerJoin(clients, eq(clients.id, e.clientId))
        .where(where)
        .orderBy(order(SORTS[query.sort]), asc(e.id))
        .limit(pageSize(query.limit))
        .offset((query.page - 1) * query.limit),
      tx.select({ total: count() }).from(e).where(where),
    ]);
    return { rows, total };
  },

  /** One row the actor reads, with its client's name; `lock` holds it for a change (confirm, correct). */
  async get(tx: TScopedTx, actor: TActor, id: string, lock = false): Promise<TExtractionListRow | undefined> {
    const query = tx
      .select({ ...tableColumns(), clientName: clients.name })
      .from(e)
      .innerJoin(clients, eq(clients.id, e.clientId))
      .where(and(eq(e.id, id), extractionRows.read(actor)));
    const [row] = await (lock ? query.for('update', { of: e }) : query);
    return row;
  },

  /** The job an earlier upload of this batch started (the actor's own jobs only), or undefined. */
  async batchJob(tx: TScopedTx, actor: TActor, batchId: string): Promise<string | undefined> {
    const [row] = await tx
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(
        and(
          eq(backgroundJobs.ownerUserId, actor.userId),
          eq(backgroundJobs.type, 'existing_contracts_extraction'),
          sql`${backgroundJobs.payload} ->> 'batchId' = ${batchId}`,
        ),
      )
      .orderBy(asc(backgroundJobs.createdAt))
      .limit(1);
    return row?.id;
  },

  async contractNumber(tx: TScopedTx, contractId: string): Promise<string | undefined> {
    const [row] = await tx.select({ number: contracts.number }).from(contracts).where(eq(contracts.id, contractId));
    return row?.number;
  },

  /** The catalog's service names: what the rules extractor looks for. */
  async serviceNames(tx: TScopedTx): Promise<string[]> {
    const rows = await tx.select({ name: services.name }).from(services).where(eq(services.status, 'ACTIVE')).orderBy(services.name).limit(500);
    return rows.map((r) => r.name);
  },

  /** Whether the actor reads any row of the batch (who may read the batch's uploaded files). */
  async readsBatch(tx: TScopedTx, actor: TActor, batchId: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: e.id })
      .from(e)
      .where(and(eq(e.batchId, batchId), extractionRows.read(actor)))
      .limit(1);
    return Boolean(row);
  },
};

const tableColumns = () => ({
  id: e.id,
  tenantId: e.tenantId,
  clientId: e.clientId,
  batchId: e.batchId,
  jobId: e.jobId,
  fileKey: e.fileKey,
  fileName: e.fileName,
  status: e.status,
  extraction: e.extraction,
  matches: e.matches,
  reviewed: e.reviewed,
  corrections: e.corrections,
  error: e.error,
  contractId: e.contractId,
  createdBy: e.createdBy,
  createdAt: e.createdAt,
  updatedAt: e.updatedAt,
  confirmedAt: e.confirmedAt,
  confirmedBy: e.confirmedBy,
});
