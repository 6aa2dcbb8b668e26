import type { TActor } from '../../platform/actor.js';
import type { TScopedTx } from '../../platform/database.js';
import { tooManyRequests } from '../../platform/errors.js';
import { storageRepo, type TPendingTotal } from './storage.repo.js';

/*
 * Upload quotas (docs/security.md "Pending uploads have quotas; readiness is cheap and watches the disk"): how many uploads not yet saved with a record a
 * person and an organization may have waiting, and the 429 past either.
 */

/** Megabytes to one decimal, for the messages. */
export const MB = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

export interface TUploadQuotas {
  filesPerPerson: number;
  bytesPerPerson: number;
  filesPerTenant: number;
  bytesPerTenant: number;
}

/** The quotas the settings name (STORAGE_PENDING_*), in bytes. */
export const uploadQuotasOf = (config: {
  STORAGE_PENDING_FILES_PER_PERSON: number;
  STORAGE_PENDING_MB_PER_PERSON: number;
  STORAGE_PENDING_FILES_PER_TENANT: number;
  STORAGE_PENDING_MB_PER_TENANT: number;
}): TUploadQuotas => ({
  filesPerPerson: config.STORAGE_PENDING_FILES_PER_PERSON,
  bytesPerPerson: config.STORAGE_PENDING_MB_PER_PERSON * 1024 * 1024,
  filesPerTenant: config.STORAGE_PENDING_FILES_PER_TENANT,
  bytesPerTenant: config.STORAGE_PENDING_MB_PER_TENANT * 1024 * 1024,
});

/**
 * Refuses (429, with Retry-After) an upload that would take the person's or the tenant's
 * uploads not yet saved with a record past a quota. Run under `storageRepo.lockQuotas`.
 */
export async function assertWithinQuotas(
  tx: TScopedTx,
  actor: TActor,
  tenantId: string,
  size: number,
  { quotas, unconfirmedTtlHours }: { quotas: TUploadQuotas; unconfirmedTtlHours: number },
): Promise<void> {
  const ttlMs = unconfirmedTtlHours * 3600_000;
  const totals = await storageRepo.pendingTotals(tx, actor.userId, tenantId, new Date(Date.now() - ttlMs));
  const over = (total: TPendingTotal, files: number, bytes: number) => total.files + 1 > files || total.bytes + size > bytes;
  const retryAfter = (total: TPendingTotal) => (total.oldest ? (total.oldest.getTime() + ttlMs - Date.now()) / 1000 : 60);
  const later = `Uploads not saved with a record are deleted after ${unconfirmedTtlHours} hours.`;
  if (over(totals.person, quotas.filesPerPerson, quotas.bytesPerPerson)) {
    throw tooManyRequests(
      retryAfter(totals.person),
      `You have ${totals.person.files} uploads (${MB(totals.person.bytes)}) not yet saved with a record; one person may have at most ${quotas.filesPerPerson} files or ${MB(quotas.bytesPerPerson)} waiting. Save the forms that use them, or try again later. ${later}`,
    );
  }
  if (over(totals.tenant, quotas.filesPerTenant, quotas.bytesPerTenant)) {
    throw tooManyRequests(
      retryAfter(totals.tenant),
      `This organization has ${totals.tenant.files} uploads (${MB(totals.tenant.bytes)}) not yet saved with a record; it may have at most ${quotas.filesPerTenant} files or ${MB(quotas.bytesPerTenant)} waiting. Try again later. ${later}`,
    );
  }
}
