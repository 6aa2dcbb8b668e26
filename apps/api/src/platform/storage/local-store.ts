import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_KEY_PATTERN } from '@procura/shared';
import { readBounded } from './bounded-read.js';
import {
  checkedResultKey,
  RESULT_FOLDER_PATTERN,
  StoredObjectTooLargeError,
  UploadChangedError,
  UploadExistsError,
  UploadTooLargeError,
  type TObjectStore,
} from './object-store.js';

/** The signed URLs of the local driver, answered by the API's own object routes. */
export interface TLocalObjects {
  /** Whether `signature` is this API's for (method, key, expiry, detail) and not expired. */
  verify(method: 'PUT' | 'GET', key: string, expires: number, detail: string, signature: string): 'valid' | 'expired' | 'invalid';
  /** Streams a PUT body into the upload area, at most `maxBytes`; a second upload to one key is refused. */
  receive(key: string, body: Readable, maxBytes: number): Promise<number>;
  /** The published object, or null. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
}

const OBJECTS = 'objects';
const UPLOADS = 'uploads';
/** Background jobs' files (`jobs/<job id>/<name>`), beside the uploads' objects. */
const RESULTS = 'results';

/**
 * Files under `root` (DATA_DIR/storage), their URLs signed with HMAC-SHA256 under a key
 * derived from the SIGNING_KEY_SECRET (`secret`): nothing new for an operator to keep.
 */
export function createLocalObjectStore(root: string, secret: string, urlPrefix = '/v1/storage'): TObjectStore & { local: TLocalObjects } {
  const hmacKey = Buffer.from(crypto.hkdfSync('sha256', secret, 'procura storage urls', 'local object store', 32));
  const pathOf = (area: string, key: string) => {
    if (!FILE_KEY_PATTERN.test(key)) throw new Error('Unsafe file key');
    return path.join(root, area, key);
  };
  const sign = (method: string, key: string, expires: number, detail: string) =>
    crypto.createHmac('sha256', hmacKey).update(`${method}\n${key}\n${expires}\n${detail}`).digest('base64url');
  const expiryOf = (date: Date) => Math.floor(date.getTime() / 1000);
  const sizeOf = async (file: string) => {
    try {
      return (await fsp.stat(file)).size;
    } catch {
      return null;
    }
  };
  const exists = async (file: string) => (await sizeOf(file)) !== null;
  const openIfExists = async (file: string) => {
    try {
      return await fsp.open(file, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  /** A file's identity: another upload under the same name is another inode (or another time and size). */
  const tagOf = (stat: fs.Stats) => `${stat.dev}-${stat.ino}-${stat.size}-${stat.mtimeMs}`;
  /** Each key has a folder of its own (its uuid): removing it leaves no empty one behind. */
  const removeFolderOf = (file: string) => fsp.rm(path.dirname(file), { recursive: true, force: true });

  async function writeAtomically(target: string, write: (temp: string) => Promise<void>): Promise<void> {
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${crypto.randomUUID()}.part`;
    try {
      await write(temp);
      await fsp.rename(temp, target);
    } finally {
      await fsp.rm(temp, { force: true });
    }
  }

  return {
    kind: 'local',
    async presignUpload(key, { contentType, size, expiresAt }) {
      const expires = expiryOf(expiresAt);
      const query = new URLSearchParams({ expires: String(expires), size: String(size), signature: sign('PUT', key, expires, String(size)) });
      return { url: `${urlPrefix}/uploads/${key}?${query}`, headers: { 'content-type': contentType } };
    },
    async presignDownload(key, { expiresAt, disposition }) {
      const expires = expiryOf(expiresAt);
      const query = new URLSearchParams({ expires: String(expires), disposition, signature: sign('GET', key, expires, disposition) });
      return `${urlPrefix}/objects/${key}?${query}`;
    },
    uploadedSize: (key) => sizeOf(pathOf(UPLOADS, key)),
    async readUpload(key, { maxBytes, length }) {
      const handle = await openIfExists(pathOf(UPLOADS, key));
      if (!handle) return null;
      try {
        // Size and tag from the open file: what is read is what the tag names, even if renamed meanwhile.
        const stat = await handle.stat();
        if (stat.size > maxBytes) throw new UploadTooLargeError();
        const bytes = await readBounded(handle.createReadStream({ autoClose: false }), maxBytes, length).catch((error: unknown) => {
          throw error instanceof StoredObjectTooLargeError ? new UploadTooLargeError() : error;
        });
        return { bytes, size: stat.size, etag: tagOf(stat) };
      } finally {
        await handle.close();
      }
    },
    async readObject(key, maxBytes) {
      const handle = await openIfExists(pathOf(OBJECTS, key));
      if (!handle) return null;
      try {
        if ((await handle.stat()).size > maxBytes) throw new StoredObjectTooLargeError(maxBytes);
        return await readBounded(handle.createReadStream({ autoClose: false }), maxBytes);
      } finally {
        await handle.close();
      }
    },
    async publishUpload(key, _contentType, etag) {
      const target = pathOf(OBJECTS, key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      // An upload is never replaced in place (receive links, and refuses an existing one), so the
      // file renamed is the one checked; the tag is compared all the same, as S3's copy is.
      await fsp.rename(pathOf(UPLOADS, key), target);
      await removeFolderOf(pathOf(UPLOADS, key));
      if (tagOf(await fsp.stat(target)) !== etag) {
        await removeFolderOf(target);
        throw new UploadChangedError();
      }
    },
    async publish(key, body) {
      await writeAtomically(pathOf(OBJECTS, key), (temp) => fsp.writeFile(temp, body));
      await removeFolderOf(pathOf(UPLOADS, key));
    },
    async remove(key) {
      await removeFolderOf(pathOf(UPLOADS, key));
      await removeFolderOf(pathOf(OBJECTS, key));
    },
    async freeBytes() {
      await fsp.mkdir(root, { recursive: true });
      const stats = await fsp.statfs(root);
      return stats.bavail * stats.bsize;
    },
    async saveResult(key, source) {
      await writeAtomically(path.join(root, RESULTS, checkedResultKey(key)), (temp) =>
        pipeline(Buffer.isBuffer(source) ? Readable.from([source]) : source, fs.createWriteStream(temp)),
      );
    },
    async openResult(key) {
      const handle = await openIfExists(path.join(root, RESULTS, checkedResultKey(key)));
      return handle ? handle.createReadStream() : null;
    },
    async removeResults(folder) {
      await fsp.rm(path.join(root, RESULTS, checkedResultKey(folder, RESULT_FOLDER_PATTERN)), { recursive: true, force: true });
    },
    local: {
      verify(method, key, expires, detail, signature) {
        const expected = Buffer.from(sign(method, key, expires, detail));
        const given = Buffer.from(signature);
        if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return 'invalid';
        return expires * 1000 < Date.now() ? 'expired' : 'valid';
      },
      async receive(key, body, maxBytes) {
        const target = pathOf(UPLOADS, key);
        if ((await exists(target)) || (await exists(pathOf(OBJECTS, key)))) throw new UploadExistsError();
        await fsp.mkdir(path.dirname(target), { recursive: true });
        const temp = `${target}.${crypto.randomUUID()}.part`;
        let received = 0;
        try {
          await new Promise<void>((resolve, reject) => {
            const out = fs.createWriteStream(temp, { flags: 'wx' });
            const fail = (error: Error) => {
              body.unpipe(out);
              out.destroy();
              reject(error);
            };
            body.on('data', (chunk: Buffer) => {
              received += chunk.length;
              if (received > maxBytes) fail(new UploadTooLargeError());
            });
            body.on('error', fail);
            body.on('aborted', () => fail(new Error('The upload was interrupted.')));
            out.on('error', fail);
            out.on('finish', resolve);
            body.pipe(out);
          });
          // A hard link fails when the target exists: of two PUTs racing on one key, one wins.
          await fsp.link(temp, target).catch((error: NodeJS.ErrnoException) => {
            throw error.code === 'EEXIST' ? new UploadExistsError() : error;
          });
          // A PUT that was still streaming when the first one was checked and published lands
          // after it: it is never served, and goes at once rather than lingering unswept.
          if (await exists(pathOf(OBJECTS, key))) {
            await removeFolderOf(target);
            throw new UploadExistsError();
          }
          return received;
        } finally {
          await fsp.rm(temp, { force: true });
        }
      },
      async open(key) {
        const file = pathOf(OBJECTS, key);
        const size = await sizeOf(file);
        return size === null ? null : { stream: fs.createReadStream(file), size };
      },
    },
  };
}
