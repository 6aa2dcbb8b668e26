import type { TCreateProperty } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb } from '../../platform/database.js';
import type { TBackgroundJobsService } from '../background-jobs/background-jobs.service.js';
import { withActor } from '../../platform/scope.js';
import { lower, type TLookups } from './property-import.lookups.js';
import { emptyInsertColumns, propertyImportRepo as repo, type TPropertyInsertColumns } from './property-import.repo.js';
import type { TResolved } from './property-import.resolve.js';
import type { TImportCandidate } from './property-import.validate.js';

/** Rows per insert statement: a few array parameters each, all in one transaction. */
const INSERT_BATCH = 5000;

/**
 * The import's insert step. One transaction: the good rows go in together. A code the client
 * already uses is skipped by the unique index (and reported in `errors`); any other failure
 * rolls back every row of the file. The job's title, with its counts, is committed with them.
 */
export async function insertCandidates(
  { db, backgroundJobs }: { db: TRequestDb; backgroundJobs: Pick<TBackgroundJobsService, 'retitle'> },
  actor: TActor,
  input: { candidates: readonly TImportCandidate[]; lookups: TLookups; errors: Map<number, string[]>; jobId: string; title: (imported: number) => string },
): Promise<number> {
  const { candidates, lookups, errors } = input;
  const inserted = new Set<string>();
  await withActor(db, actor, async (tx) => {
    for (let start = 0; start < candidates.length; start += INSERT_BATCH) {
      const columns = emptyInsertColumns();
      for (const { resolved, data } of candidates.slice(start, start + INSERT_BATCH)) pushRow(columns, resolved, data);
      for (const key of await repo.insert(tx, columns, actor.userId)) inserted.add(key);
    }
    for (const { row, resolved } of candidates) {
      if (inserted.has(`${resolved.input.clientId}|${lower(resolved.input.code)}`)) continue;
      const clientName = lookups.clientsById.get(resolved.input.clientId)?.name ?? 'this client';
      errors.set(row.line, [`Property Code ‘${resolved.input.code}’ already belongs to a property of ${clientName}.`]);
    }
    // The summary is committed with the rows it counts.
    await backgroundJobs.retitle(tx, input.jobId, input.title(inserted.size));
  });
  return inserted.size;
}

function pushRow(c: TPropertyInsertColumns, { tenantId, cityName }: TResolved, p: TCreateProperty): void {
  c.tenantId.push(tenantId);
  c.clientId.push(p.clientId);
  c.name.push(p.name);
  c.code.push(p.code);
  c.propertyType.push(p.propertyType);
  c.sizeValue.push(p.sizeValue ?? null);
  c.sizeUnit.push(p.sizeUnit);
  c.addressLine1.push(p.addressLine1 ?? null);
  c.addressLine2.push(p.addressLine2 ?? null);
  c.countryId.push(p.countryId ?? null);
  c.stateId.push(p.stateId ?? null);
  c.countyId.push(p.countyId ?? null);
  c.cityId.push(p.cityId ?? null);
  c.cityName.push(cityName);
  c.zip.push(p.zip ?? null);
  c.latitude.push(p.latitude ?? null);
  c.longitude.push(p.longitude ?? null);
  c.status.push(p.status);
  c.notes.push(p.notes ?? null);
}
