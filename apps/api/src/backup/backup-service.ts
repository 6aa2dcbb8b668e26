import fs from 'node:fs';
import path from 'node:path';
import type { TConfig } from '../config.js';
import { GENERATED_SECRET_FILE } from '../platform/signing-key-secret.js';
import { BACKUP_FORMAT, listContents, MANIFEST_FILE, type TBackupManifest, verifiedManifest } from './backup-manifest.js';
import { assertEmbeddedStopped, assertServerEmpty, dumpServer, lastServerMigration, restoreServer } from './database-backup.js';
import { copyTree, listS3Keys, missingS3Keys, readS3Keys, S3_KEYS_FILE } from './file-backup.js';

/*
 * Backup and restore of one instance (docs/operations.md "Backup and restore"): the database —
 * pg_dump's custom format from a server, or the embedded database's directory copied while the
 * API is stopped — and the files — the local store copied, or the S3 bucket's keys listed. A
 * manifest lists every file of the backup with its digest; a restore checks them all before it
 * writes anything, and restores only into an empty database and data directory.
 */

const DUMP_FILE = 'database.dump';
const EMBEDDED_DIR = 'database';
const FILES_DIR = 'files';

const pgliteDir = (config: TConfig) => path.join(config.dataDir, 'pglite');
const storageDir = (config: TConfig) => path.join(config.dataDir, 'storage');
/** Backups and restores read past row security: BACKUP_DATABASE_URL names such a role, DATABASE_URL's otherwise. */
const backupUrl = (config: TConfig) => (config.DATABASE_URL ? (config.BACKUP_DATABASE_URL ?? config.DATABASE_URL) : undefined);

export interface TBackupSummary {
  folder: string;
  manifest: TBackupManifest;
}

export async function takeBackup(config: TConfig, folder: string): Promise<TBackupSummary> {
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) throw new Error(`${folder} is not empty: name a new folder for the backup.`);
  fs.mkdirSync(folder, { recursive: true });
  try {
    return await writeBackup(config, folder);
  } catch (error) {
    // The folder was empty or new: a backup that failed leaves nothing that looks like one.
    fs.rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

async function writeBackup(config: TConfig, folder: string): Promise<TBackupSummary> {
  const url = backupUrl(config);
  let lastMigration: string | null = null;
  if (url) {
    await dumpServer(url, path.join(folder, DUMP_FILE));
    lastMigration = await lastServerMigration(url);
  } else {
    if (!fs.existsSync(path.join(pgliteDir(config), 'PG_VERSION'))) throw new Error(`${pgliteDir(config)} holds no database: check DATA_DIR.`);
    assertEmbeddedStopped(pgliteDir(config));
    copyTree(pgliteDir(config), path.join(folder, EMBEDDED_DIR));
    // The embedded instance's generated secret encrypts its signing keys: without it the restored keys are unreadable.
    const secret = path.join(config.dataDir, GENERATED_SECRET_FILE);
    if (fs.existsSync(secret)) fs.copyFileSync(secret, path.join(folder, GENERATED_SECRET_FILE));
  }
  if (config.S3_BUCKET) fs.writeFileSync(path.join(folder, S3_KEYS_FILE), JSON.stringify(await listS3Keys(config, config.S3_BUCKET)));
  else copyTree(storageDir(config), path.join(folder, FILES_DIR));
  const manifest: TBackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    database: url ? 'server' : 'embedded',
    lastMigration,
    files: config.S3_BUCKET ? 's3' : 'local',
    contents: await listContents(folder),
  };
  fs.writeFileSync(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return { folder, manifest };
}

export interface TRestoreSummary {
  manifest: TBackupManifest;
  /** S3 keys the backup listed that the bucket no longer holds. */
  missingFiles: string[];
}

export async function restoreBackup(config: TConfig, folder: string): Promise<TRestoreSummary> {
  const manifest = await verifiedManifest(folder);
  const url = backupUrl(config);
  if ((manifest.database === 'server') !== Boolean(url))
    throw new Error(
      manifest.database === 'server'
        ? 'This backup is of a database server: set DATABASE_URL to a new, empty database to restore it into.'
        : 'This backup is of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.',
    );
  if ((manifest.files === 's3') !== Boolean(config.S3_BUCKET))
    throw new Error(
      manifest.files === 's3' ? 'This backup lists files in S3: set S3_BUCKET and its settings.' : 'This backup holds local files: unset S3_BUCKET.',
    );
  for (const dir of [pgliteDir(config), storageDir(config)])
    if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new Error(`${dir} is not empty: restore into a new DATA_DIR.`);

  if (url) {
    await assertServerEmpty(url);
    await restoreServer(url, path.join(folder, DUMP_FILE));
  } else {
    copyTree(path.join(folder, EMBEDDED_DIR), pgliteDir(config));
    const secret = path.join(folder, GENERATED_SECRET_FILE);
    if (fs.existsSync(secret)) {
      fs.mkdirSync(config.dataDir, { recursive: true });
      fs.copyFileSync(secret, path.join(config.dataDir, GENERATED_SECRET_FILE));
      fs.chmodSync(path.join(config.dataDir, GENERATED_SECRET_FILE), 0o600);
    }
  }
  if (manifest.files === 'local') {
    copyTree(path.join(folder, FILES_DIR), storageDir(config));
    return { manifest, missingFiles: [] };
  }
  return { manifest, missingFiles: await missingS3Keys(config, config.S3_BUCKET ?? '', readS3Keys(folder)) };
}
