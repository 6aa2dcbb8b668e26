import path from 'node:path';
import type { TConfig } from '../../config.js';
import { resolveSigningKeySecret } from '../signing-key-secret.js';
import { createLocalObjectStore, type TLocalObjects } from './local-store.js';
import type { TObjectStore } from './object-store.js';
import { s3Origin } from './s3-settings.js';

export * from './object-store.js';
export type { TLocalObjects } from './local-store.js';

export interface TStorage {
  store: TObjectStore;
  /** The local driver's signed URLs, answered by the API; null with S3. */
  local: TLocalObjects | null;
}

const s3Settings = (config: TConfig) =>
  config.S3_BUCKET
    ? {
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      }
    : null;

/**
 * S3 when S3_BUCKET is set; a directory under DATA_DIR otherwise. The AWS SDK loads only in the
 * first case: it is a quarter of a second of every start without S3 (docs/contributing.md "Tests").
 */
export async function createStorage(config: TConfig): Promise<TStorage> {
  const s3 = s3Settings(config);
  if (s3) return { store: (await import('./s3-store.js')).createS3ObjectStore(s3), local: null };
  const local = createLocalObjectStore(path.join(config.dataDir, 'storage'), resolveSigningKeySecret(config));
  return { store: local, local: local.local };
}

/** Origins besides the app's own that the browser talks to for files (for the CSP). */
export function storageOrigins(config: TConfig): string[] {
  const s3 = s3Settings(config);
  return s3 ? [s3Origin(s3)] : [];
}
