import fs from 'node:fs';
import path from 'node:path';
import type { TConfig } from '../config.js';

export const S3_KEYS_FILE = 's3-keys.json';

interface TS3Key {
  key: string;
  size: number;
  etag: string | null;
}

async function s3Client(config: TConfig) {
  const { S3Client } = await import('@aws-sdk/client-s3');
  const credentials =
    config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } : undefined;
  return new S3Client({ region: config.S3_REGION, endpoint: config.S3_ENDPOINT, forcePathStyle: config.S3_FORCE_PATH_STYLE, credentials });
}

/**
 * The bucket's keys with their sizes and tags, page by page: the bucket keeps the bytes (its own
 * versioning or replication is their backup); the listing says what the database's rows expect.
 */
export async function listS3Keys(config: TConfig, bucket: string): Promise<TS3Key[]> {
  const { ListObjectsV2Command } = await import('@aws-sdk/client-s3');
  const client = await s3Client(config);
  const keys: TS3Key[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) keys.push({ key: object.Key, size: object.Size ?? 0, etag: object.ETag ?? null });
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  client.destroy();
  return keys;
}

/** The listed keys the bucket no longer holds: what a restore cannot bring back. */
export async function missingS3Keys(config: TConfig, bucket: string, listed: readonly TS3Key[]): Promise<string[]> {
  const present = new Set((await listS3Keys(config, bucket)).map((k) => k.key));
  return listed.filter((k) => !present.has(k.key)).map((k) => k.key);
}

export const readS3Keys = (folder: string): TS3Key[] => JSON.parse(fs.readFileSync(path.join(folder, S3_KEYS_FILE), 'utf8')) as TS3Key[];

/** Copies a directory tree (an empty or absent one copies nothing). */
export function copyTree(from: string, to: string): void {
  if (!fs.existsSync(from)) return;
  fs.cpSync(from, to, { recursive: true, errorOnExist: true, force: false });
}
