import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { TConfig } from '../src/config.js';
import { startTestApp, type TTestApp } from './harness.js';

/** A real S3-compatible server (s3rver) on loopback with one bucket, and the settings that point the app at it. */
export async function startS3Server(bucket: string): Promise<{ config: Partial<TConfig>; close(): Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    config: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The test app with its files in a fresh bucket of an S3 server on loopback; `close` stops both. */
export async function startTestAppOnS3(bucket: string, options: { jobs?: boolean } = {}): Promise<{ t: TTestApp; close(): Promise<void> }> {
  const s3 = await startS3Server(bucket);
  try {
    const t = await startTestApp({ ...options, config: s3.config });
    return {
      t,
      close: async () => {
        await t.close();
        await s3.close();
      },
    };
  } catch (error) {
    await s3.close();
    throw error;
  }
}
