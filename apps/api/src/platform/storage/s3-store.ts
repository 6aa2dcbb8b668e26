import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { dispositionHeader, type TObjectStore } from './object-store.js';

export interface TS3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** Uploads wait here until checked; published objects live under their own key (a tenant id first). */
const uploadKeyOf = (key: string) => `uploads/${key}`;
const secondsUntil = (date: Date) => Math.max(1, Math.ceil((date.getTime() - Date.now()) / 1000));

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

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
    credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
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

  return {
    kind: 's3',
    client,
    async presignUpload(key, { contentType, expiresAt }) {
      const url = await getSignedUrl(client, new PutObjectCommand({ Bucket, Key: uploadKeyOf(key), ContentType: contentType }), {
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
    async readUpload(key, length) {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: uploadKeyOf(key), Range: length === undefined ? undefined : `bytes=0-${Math.max(0, length - 1)}` }));
      if (!res.Body) return Buffer.alloc(0);
      const bytes = Buffer.from(await res.Body.transformToByteArray());
      // A store that ignores Range still answers with the whole object.
      return length === undefined ? bytes : bytes.subarray(0, length);
    },
    async readObject(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async publishUpload(key, contentType) {
      await client.send(
        new CopyObjectCommand({ Bucket, Key: key, CopySource: `${Bucket}/${uploadKeyOf(key)}`, ContentType: contentType, MetadataDirective: 'REPLACE' }),
      );
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
  };
}

/** The origin browsers reach the store at: the CSP lets the web app PUT to it and show its images. */
export function s3Origin(settings: Pick<TS3Settings, 'bucket' | 'region' | 'endpoint' | 'forcePathStyle'>): string {
  if (settings.endpoint) {
    const url = new URL(settings.endpoint);
    return settings.forcePathStyle ? url.origin : `${url.protocol}//${settings.bucket}.${url.host}`;
  }
  return settings.forcePathStyle ? `https://s3.${settings.region}.amazonaws.com` : `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
}
