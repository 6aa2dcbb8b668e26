import fs from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import type { TBackgroundJob } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../../db/schema/index.js';
import { parseCsv } from '../../platform/csv.js';
import { systemDb } from '../../platform/system-db.js';
import { DEMO_ACCOUNTS, startTestApp, type TTestApp } from '../../../test/harness.js';
import { settledJob } from '../../../test/background-jobs.js';
import { startS3Server } from '../../../test/s3-server.js';

/**
 * A job's file goes to the one file store: with S3 configured, into the bucket (a real
 * S3-compatible server on loopback), and nothing under the data directory.
 */
const BUCKET = 'procura-job-results';
let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TTestApp;
beforeAll(async () => {
  s3 = await startS3Server(BUCKET);
  t = await startTestApp({ jobs: true, config: s3.config });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('job results in the S3 store', () => {
  it('keeps an export in the bucket under jobs/<job id>/ and serves it to its owner only', async () => {
    const admin = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
    const started = await t.http<TBackgroundJob>('POST', '/v1/export-data', { token: admin.accessToken, body: { entity: 'users', format: 'csv' } });
    expect(started.status).toBe(202);
    const job = await settledJob(t, admin, started.body.id);
    expect(job?.status).toBe('success');

    const [row] = await systemDb(t.platform.database)
      .select({ resultPath: backgroundJobs.resultPath })
      .from(backgroundJobs)
      .where(eq(backgroundJobs.id, started.body.id));
    expect(row.resultPath).toMatch(new RegExp(`^jobs/${started.body.id}/Users_\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.config.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: row.resultPath! }));
    const inBucket = Buffer.from(await object.Body!.transformToByteArray());
    expect(parseCsv(inBucket.toString('utf8'))[0].slice(0, 3)).toEqual(['First name', 'Last name', 'Email']);

    const res = await fetch(`${t.baseUrl}/v1/background-jobs/${started.body.id}/download`, { headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(inBucket)).toBe(true);
    const other = await t.signIn(DEMO_ACCOUNTS.vendorAdmin);
    expect(
      (await fetch(`${t.baseUrl}/v1/background-jobs/${started.body.id}/download`, { headers: { authorization: `Bearer ${other.accessToken}` } })).status,
    ).toBe(404);
    // Nothing of it on the API's disk.
    expect(fs.existsSync(path.join(t.platform.config.dataDir, 'files'))).toBe(false);
    expect(fs.existsSync(path.join(t.platform.config.dataDir, 'storage', 'results'))).toBe(false);
  });
});
