import type { TUploadFileCategory } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TScopedTx } from '../../platform/database.js';

/** What clients need of the storage feature (its service satisfies this at the composition root). */
export interface TClientFiles {
  /** Binds an uploaded file to its record; a 400 naming `field` when the file is not acceptable. */
  confirmFile(
    tx: TScopedTx,
    actor: TActor,
    input: { key: string; categories: readonly TUploadFileCategory[]; ownerTable: string; ownerId: string; tenantId?: string; field: string },
  ): Promise<unknown>;
  /** A short-lived URL for a file of a row the caller has just read under its scope. */
  viewUrl(key: string): Promise<string>;
}

export const CLIENT_FILES_OWNER = 'clients';

/** URLs for keys that may be null, in one go. */
export async function urlsOf<T extends Record<string, string | null>>(files: TClientFiles, keys: T): Promise<{ [K in keyof T]: string | null }> {
  const entries = await Promise.all(Object.entries(keys).map(async ([name, key]) => [name, key ? await files.viewUrl(key) : null] as const));
  return Object.fromEntries(entries) as { [K in keyof T]: string | null };
}
