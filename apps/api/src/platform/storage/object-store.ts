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
  /** Where the browser PUTs the bytes, and the headers it must send. */
  presignUpload(key: string, options: { contentType: string; size: number; expiresAt: Date }): Promise<{ url: string; headers: Record<string, string> }>;
  /** A short-lived URL serving the published object. */
  presignDownload(key: string, options: { expiresAt: Date; contentType: string; disposition: 'inline' | 'attachment'; fileName: string }): Promise<string>;
  /** The size of the upload waiting to be checked, or null when nothing was uploaded. */
  uploadedSize(key: string): Promise<number | null>;
  /** The first `length` bytes of the upload (ranged, for S3), or all of it. */
  readUpload(key: string, length?: number): Promise<Buffer>;
  /** The published object's bytes, or null when there is none (a record reading its own file). */
  readObject(key: string): Promise<Buffer | null>;
  /** Publishes the upload under `key` as it is. */
  publishUpload(key: string, contentType: string): Promise<void>;
  /** Publishes `body` under `key` instead of the upload (a re-encoded image), and drops the upload. */
  publish(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Drops the upload and the published object; either missing is fine. */
  remove(key: string): Promise<void>;
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

export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
export const DOWNLOAD_URL_TTL_SECONDS = 5 * 60;

/** RFC 6266: an ASCII fallback plus the exact UTF-8 name. */
export const dispositionHeader = (disposition: 'inline' | 'attachment', fileName: string): string =>
  `${disposition}; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
