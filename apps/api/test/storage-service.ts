import { uploadQuotasOf } from '../src/features/storage/storage.quotas.js';
import { createStorageService } from '../src/features/storage/storage.service.js';
import type { TTestApp } from './harness.js';

/**
 * A storage service of its own over the test app's database and store, made as services.ts makes
 * the app's, with unconfirmed uploads kept 24 hours (what the sweep tests measure against).
 */
export const storageServiceOf = (t: TTestApp) =>
  createStorageService({
    db: t.platform.db,
    storage: t.platform.storage,
    log: t.platform.log,
    unconfirmedTtlHours: 24,
    quotas: uploadQuotasOf(t.platform.config),
  });
