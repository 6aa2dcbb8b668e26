import path from 'node:path';
import { loadConfig } from '../config.js';
import { restoreBackup } from './backup-service.js';

/**
 * `npm run restore -- <folder>`: a backup into a new, empty database (DATABASE_URL) or DATA_DIR,
 * after every file of the backup was checked against its manifest. Start the API afterwards: it
 * runs the migrations newer than the backup. docs/operations.md "Backup and restore".
 */
try {
  const arg = process.argv[2];
  if (!arg) throw new Error('Name the backup folder: npm run restore -- <folder>.');
  const started = Date.now();
  // npm runs the script in apps/api: a relative folder is read from where the command was typed.
  const { manifest, missingFiles } = await restoreBackup(loadConfig(), path.resolve(process.env.INIT_CWD ?? process.cwd(), arg));
  process.stdout.write(`Restored the backup of ${manifest.createdAt} in ${((Date.now() - started) / 1000).toFixed(1)} s. Start the API now.\n`);
  if (missingFiles.length > 0)
    process.stdout.write(`${missingFiles.length} files the backup listed are no longer in the bucket, e.g. ${missingFiles.slice(0, 3).join(', ')}.\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
