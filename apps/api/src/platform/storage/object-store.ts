import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (issue #8 "File storage"): a local directory whose URLs the API
 * signs and serves itself, or any S3-compatible store. One interface, two drivers.
 *
 * A browser's PUT lands in an upload area, never under the object's own key: the bytes are
 * checked there and only then published (moved, or re-encoded and written) under the key.
 * A second PUT after the check therefore never replaces what was checked.
 */
export interface TObjectStore {
  readonly kind: 'local' | 's3';
  /**
   * Where the browser PUTs the bytes, and the headers it must send. The URL binds the length:
   * a body of any other size is refused by the store (S3: `content-length` is a signed header;
   * local: the signed `size`).
   */
  presignUpload(key: string, options: { contentType: string; size: number; expiresAt: Date }): Promise<{ url: string; headers: Record<string, string> }>;
  /** A short-lived URL serving the published object. */
  presignDownload(key: string, options: { expiresAt: Date; contentType: string; disposition: 'inline' | 'attachment'; fileName: string }): Promise<string>;
  /** The size of the upload waiting to be checked, or null when nothing was uploaded. */
  uploadedSize(key: string): Promise<number | null>;
  /**
   * The upload as one read sees it: its size, its tag (S3's ETag; the local file's identity) and
   * its first `length` bytes, or all of them. Null when nothing was uploaded. An upload larger
   * than `maxBytes` is not read at all: UploadTooLargeError.
   */
  readUpload(key: string, options: { maxBytes: number; length?: number }): Promise<TUploadRead | null>;
  /**
   * The published object's bytes, or null when there is none (a record reading its own file).
   * Never more than `maxBytes` (its category's limit): past that, StoredObjectTooLargeError.
   */
  readObject(key: string, maxBytes: number): Promise<Buffer | null>;
  /**
   * Publishes the upload under `key` as it is, only while it is still the upload that was read
   * and checked (`etag`): otherwise UploadChangedError, and nothing is published.
   */
  publishUpload(key: string, contentType: string, etag: string): Promise<void>;
  /** Publishes `body` under `key` instead of the upload (a re-encoded image), and drops the upload. */
  publish(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Drops the upload and the published object; either missing is fine. */
  remove(key: string): Promise<void>;
  /** Bytes free where the files live, or null when the store cannot tell (S3 has no such figure). */
  freeBytes(): Promise<number | null>;
  /**
   * Files a background job made (an export, a ZIP of generated documents), under
   * `jobs/<job id>/<name>`: written from a stream, in constant memory, and seen under their key
   * only once complete (a job killed mid-write leaves nothing that gets offered).
   */
  saveResult(key: string, source: Readable | Buffer): Promise<void>;
  /** A job's file as a stream, or null when there is none. */
  openResult(key: string): Promise<Readable | null>;
  /** Removes every file of the folder `jobs/<job id>`, finished or not; none there is fine. */
  removeResults(folder: string): Promise<void>;
}

/** A job's folder (`jobs/<uuid>`) and its files' keys: nothing else is a result key. */
export const RESULT_FOLDER_PATTERN = /^jobs\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const RESULT_KEY_PATTERN = /^jobs\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[A-Za-z0-9._-]{1,200}$/;

/** Refuses a key that is not a job's file (or folder): a result key never reaches outside its area. */
export function checkedResultKey(key: string, pattern: RegExp = RESULT_KEY_PATTERN): string {
  if (!pattern.test(key) || key.includes('..')) throw new Error(`Unsafe result key ${key}`);
  return key;
}

export interface TUploadRead {
  bytes: Buffer;
  size: number;
  etag: string;
}

/** The PUT carried more bytes than were declared. */
export class UploadTooLargeError extends Error {
  constructor() {
    super('The file is larger than declared.');
  }
}

/** Something is already uploaded under that key: an upload URL is good for one file. */
export class UploadExistsError extends Error {
  constructor() {
    super('A file was already uploaded with this link.');
  }
}

/** The upload was replaced (a presigned PUT replayed) after it was read for the check. */
export class UploadChangedError extends Error {
  constructor() {
    super('The file was replaced while it was being checked. Upload it again.');
  }
}

/** A stored object is larger than it may be: reading it whole into the process was refused. */
export class StoredObjectTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The stored file is larger than ${maxBytes} bytes.`);
  }
}

export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
export const DOWNLOAD_URL_TTL_SECONDS = 5 * 60;

/** RFC 6266: an ASCII fallback plus the exact UTF-8 name. */
export const dispositionHeader = (disposition: 'inline' | 'attachment', fileName: string): string =>
  `${disposition}; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
