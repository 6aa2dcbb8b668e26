import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { readBounded } from './bounded-read.js';
import {
  checkedResultKey,
  dispositionHeader,
  RESULT_FOLDER_PATTERN,
  StoredObjectTooLargeError,
  UploadChangedError,
  UploadTooLargeError,
  type TObjectStore,
} from './object-store.js';
import type { TS3Settings } from './s3-settings.js';

/** Uploads wait here until checked; published objects live under their own key (a tenant id first). */
const uploadKeyOf = (key: string) => `uploads/${key}`;
const secondsUntil = (date: Date) => Math.max(1, Math.ceil((date.getTime() - Date.now()) / 1000));

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');
const isPreconditionFailed = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 412 || error.name === 'PreconditionFailed');
const isUnsatisfiableRange = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 416 || error.name === 'InvalidRange');

/** The whole object's size from a ranged answer (`bytes 0-65535/123456`), else its length. */
const totalSizeOf = (res: { ContentRange?: string; ContentLength?: number }) => {
  const total = res.ContentRange ? /\/(\d+)$/.exec(res.ContentRange)?.[1] : undefined;
  return total === undefined ? (res.ContentLength ?? 0) : Number(total);
};

/**
 * Any S3-compatible store, through presigned URLs the browser uses directly. Without keys
 * in the settings the SDK's default credential chain applies (instance role, environment).
 * The bucket needs CORS for PUT and GET from PUBLIC_URL (docs/operations.md).
 */
export function createS3ObjectStore(settings: TS3Settings): TObjectStore & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: a presigned PUT carrying a checksum of no body
    // fails, and several S3-compatible stores know no CRC32 headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
  });
  const Bucket = settings.bucket;

  async function head(key: string): Promise<number | null> {
    try {
      const res = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return res.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function headTag(key: string): Promise<string | null> {
    try {
      return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ETag ?? null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    kind: 's3',
    client,
    async presignUpload(key, { contentType, size, expiresAt }) {
      // ContentLength makes `content-length` a signed header: S3 refuses (403) a body of any
      // other size, so a 100-byte URL cannot carry 3 MiB, however often it is replayed.
      const url = await getSignedUrl(client, new PutObjectCommand({ Bucket, Key: uploadKeyOf(key), ContentType: contentType, ContentLength: size }), {
        expiresIn: secondsUntil(expiresAt),
      });
      return { url, headers: { 'content-type': contentType } };
    },
    async presignDownload(key, { expiresAt, contentType, disposition, fileName }) {
      return getSignedUrl(
        client,
        new GetObjectCommand({ Bucket, Key: key, ResponseContentType: contentType, ResponseContentDisposition: dispositionHeader(disposition, fileName) }),
        { expiresIn: secondsUntil(expiresAt) },
      );
    },
    uploadedSize: (key) => head(uploadKeyOf(key)),
    async readUpload(key, { maxBytes, length }) {
      const get = (range?: string) => client.send(new GetObjectCommand({ Bucket, Key: uploadKeyOf(key), Range: range }));
      let res;
      try {
        res = await get(length === undefined ? undefined : `bytes=0-${Math.max(0, length - 1)}`);
      } catch (error) {
        if (isNotFound(error)) return null;
        // An empty upload has no byte 0: read it whole (it is nothing).
        if (!isUnsatisfiableRange(error)) throw error;
        res = await get();
      }
      // In Node the SDK's body is the response stream.
      const body = res.Body as Readable | undefined;
      // Size and tag come from the same answer as the bytes: what is checked is what the tag names.
      const size = totalSizeOf(res);
      if (size > maxBytes) {
        body?.destroy();
        throw new UploadTooLargeError();
      }
      const bytes = body ? await readBounded(body, maxBytes, length).catch(rethrowTooLargeAsUpload) : Buffer.alloc(0);
      return { bytes, size, etag: res.ETag ?? '' };
    },
    async readObject(key, maxBytes) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const body = res.Body as Readable | undefined;
        if ((res.ContentLength ?? 0) > maxBytes) {
          body?.destroy();
          throw new StoredObjectTooLargeError(maxBytes);
        }
        return body ? await readBounded(body, maxBytes) : Buffer.alloc(0);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async publishUpload(key, contentType, etag) {
      // S3 copies only while the upload still has the tag of the bytes checked (412 otherwise):
      // a PUT replayed between the check and this copy publishes nothing.
      let copied: string | undefined;
      try {
        const res = await client.send(
          new CopyObjectCommand({
            Bucket,
            Key: key,
            CopySource: `${Bucket}/${uploadKeyOf(key)}`,
            CopySourceIfMatch: etag,
            ContentType: contentType,
            MetadataDirective: 'REPLACE',
          }),
        );
        copied = res.CopyObjectResult?.ETag;
      } catch (error) {
        if (isPreconditionFailed(error)) throw new UploadChangedError();
        throw error;
      }
      // Checked on our side too, for stores that ignore the condition (s3rver does): a one-part
      // object's copy has the tag of the bytes copied. Where tags are not digests (SSE-KMS), a
      // copy's tag may differ for the same bytes: then the upload's own tag must still be `etag`.
      if (copied !== etag && (await headTag(uploadKeyOf(key))) !== etag) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
        throw new UploadChangedError();
      }
      await client.send(new DeleteObjectCommand({ Bucket, Key: uploadKeyOf(key) }));
    },
    async publish(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
      await client.send(new DeleteObjectCommand({ Bucket, Key: uploadKeyOf(key) }));
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: uploadKeyOf(key) }));
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    // A bucket has no free space to report: its quota, if any, is the provider's.
    freeBytes: async () => null,
    async saveResult(key, source) {
      checkedResultKey(key);
      if (Buffer.isBuffer(source)) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: source, ContentLength: source.length }));
        return;
      }
      // A PUT needs its length up front and a stream has none: the file is spooled to a
      // temporary file first (constant memory, however large the export), then sent whole, so
      // the key holds nothing until the object is complete.
      const temp = path.join(os.tmpdir(), `procura-result-${crypto.randomUUID()}`);
      try {
        await pipeline(source, fs.createWriteStream(temp));
        const { size } = await fsp.stat(temp);
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: fs.createReadStream(temp), ContentLength: size }));
      } finally {
        await fsp.rm(temp, { force: true });
      }
    },
    async openResult(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: checkedResultKey(key) }));
        return (res.Body as Readable | undefined) ?? Readable.from([]);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async removeResults(folder) {
      const Prefix = `${checkedResultKey(folder, RESULT_FOLDER_PATTERN)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        // A job keeps a file or two: one delete each, which every S3-compatible store answers.
        for (const object of page.Contents ?? []) if (object.Key) await client.send(new DeleteObjectCommand({ Bucket, Key: object.Key }));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

const rethrowTooLargeAsUpload = (error: unknown): never => {
  throw error instanceof StoredObjectTooLargeError ? new UploadTooLargeError() : error;
};
