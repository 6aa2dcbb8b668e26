import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where generated and uploaded files live; a local directory until S3 is configured. */
export interface TFileStore {
  save(key: string, source: Readable | Buffer): Promise<void>;
  open(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /** Removes every file under the folder `prefix`, finished or half-written; none there is fine. */
  removeAll(prefix: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function createLocalFileStore(root: string): TFileStore {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe file key ${key}`);
    return path.join(root, key);
  };
  // A save writes beside its target and renames when complete: a process killed mid-write
  // leaves a `.part` file, never a truncated one under the key that gets offered.
  return {
    async save(key, source) {
      const target = resolve(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${process.pid}.part`;
      await pipeline(Buffer.isBuffer(source) ? Readable.from([source]) : source, fs.createWriteStream(temp));
      await fsp.rename(temp, target);
    },
    async open(key) {
      const target = resolve(key);
      await fsp.access(target);
      return fs.createReadStream(target);
    },
    async removeAll(prefix) {
      await fsp.rm(resolve(prefix), { recursive: true, force: true });
    },
    async exists(key) {
      try {
        await fsp.access(resolve(key));
        return true;
      } catch {
        return false;
      }
    },
  };
}
