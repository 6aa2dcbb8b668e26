import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** What a backup folder holds (docs/operations.md "Backup and restore"); restore reads nothing it does not list. */
export const BACKUP_FORMAT = 1;
export const MANIFEST_FILE = 'manifest.json';

const ZFileEntrySchema = z.object({ path: z.string(), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });
export type TFileEntry = z.infer<typeof ZFileEntrySchema>;

export const ZBackupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string(),
  /** `server`: database.dump (pg_dump's custom format); `embedded`: the PGlite data directory under database/. */
  database: z.enum(['server', 'embedded']),
  /** The newest migration applied when the backup was taken: a restore runs the ones after it at start-up. */
  lastMigration: z.string().nullable(),
  /** `local`: the stored files under files/; `s3`: their keys in s3-keys.json (the bucket keeps the bytes). */
  files: z.enum(['local', 's3']),
  /** Every file of the backup folder but this manifest, with its digest: a restore checks each before it writes anything. */
  contents: z.array(ZFileEntrySchema),
});
export type TBackupManifest = z.infer<typeof ZBackupManifestSchema>;

export async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every regular file under `root`, as paths relative to it with '/' separators, sorted. */
export function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export async function listContents(folder: string): Promise<TFileEntry[]> {
  const entries: TFileEntry[] = [];
  for (const rel of filesUnder(folder).filter((f) => f !== MANIFEST_FILE)) {
    const file = path.join(folder, rel);
    entries.push({ path: rel, size: fs.statSync(file).size, sha256: await sha256Of(file) });
  }
  return entries;
}

/** The manifest of `folder`, every listed file present with its size and digest, and nothing unlisted; otherwise an error saying what is wrong. */
export async function verifiedManifest(folder: string): Promise<TBackupManifest> {
  const file = path.join(folder, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new Error(`${folder} is not a backup: it has no ${MANIFEST_FILE}.`);
  const parsed = ZBackupManifestSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a backup manifest this version reads (format ${BACKUP_FORMAT}).`);
  const manifest = parsed.data;
  const listed = new Set(manifest.contents.map((entry) => entry.path));
  const extra = filesUnder(folder).filter((f) => f !== MANIFEST_FILE && !listed.has(f));
  if (extra.length) throw new Error(`The backup holds files its manifest does not list (${extra.slice(0, 3).join(', ')}): it was changed after it was taken.`);
  for (const entry of manifest.contents) {
    const at = path.join(folder, entry.path);
    if (!at.startsWith(path.resolve(folder) + path.sep)) throw new Error(`The manifest names a file outside the backup: ${entry.path}.`);
    if (!fs.existsSync(at) || fs.statSync(at).size !== entry.size || (await sha256Of(at)) !== entry.sha256)
      throw new Error(`${entry.path} is missing or damaged in the backup: restore from another one.`);
  }
  return manifest;
}
