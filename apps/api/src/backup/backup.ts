import path from 'node:path';
import { loadConfig } from '../config.js';
import { takeBackup } from './backup-service.js';

/**
 * `npm run backup [-- <folder>]`: the database and the files of this instance into a new folder
 * (default: backups/procura-<time> under the working directory). On the embedded database, stop
 * the API first. docs/operations.md "Backup and restore".
 */
try {
  // npm runs the script in apps/api: a relative folder is read from where the command was typed.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const folder = path.resolve(cwd, process.argv[2] ?? path.join('backups', `procura-${new Date().toISOString().replace(/[:.]/g, '-')}`));
  const started = Date.now();
  const { manifest } = await takeBackup(loadConfig(), folder);
  const bytes = manifest.contents.reduce((sum, entry) => sum + entry.size, 0);
  process.stdout.write(
    `Backed up the ${manifest.database} database and the ${manifest.files === 'local' ? 'stored files' : 'S3 keys'} to ${folder}: ${manifest.contents.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MiB, in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
