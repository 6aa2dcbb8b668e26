import type { TBackgroundJob } from '@procura/shared';
import { USER_UPLOAD_COLUMNS } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hungryWorkbook } from './fixtures/hungry-workbook.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from './harness.js';
import { settledJob } from './background-jobs.js';
import { uploadFile } from './uploads.js';

// Issue #7: on the embedded database jobs run in the API process, so the part that unpacks an
// upload runs in a child with the job heap cap. The API must outlive a file that needs more.
let t: TTestApp;
let admin: TSession;
beforeAll(async () => {
  t = await startTestApp({ jobs: true, config: { JOB_MEMORY_MB: 64 } });
  admin = await t.signIn(DEMO_ACCOUNTS.clientAdmin);
});
afterAll(() => t.close());

async function upload(fileName: string, content: Buffer | string): Promise<TBackgroundJob> {
  const { fileKey } = await uploadFile(t, admin.accessToken, { category: 'user_upload', fileName, content });
  const res = await t.http<TBackgroundJob>('POST', '/v1/background-jobs/uploaded-user', { token: admin.accessToken, body: { fileKey } });
  expect(res.status).toBe(202);
  return res.body;
}

const settled = (id: string) => settledJob(t, admin, id, 60_000);

describe('a job whose upload needs more memory than a job may use', () => {
  // Two jobs, each given up to 60 s to settle (the first one fills a capped heap before it dies).
  it('fails that job plainly; the API and the queue carry on', { timeout: 120_000 }, async () => {
    const hungry = await upload('hungry.xlsx', await hungryWorkbook());
    // While the child unpacks the file, the API answers.
    expect((await t.http('GET', '/healthz')).status).toBe(200);
    const failed = await settled(hungry.id);
    expect(failed.status).toBe('error');
    expect(failed.error).toMatch(
      /^The file needed more memory or time than an upload may use, so it was not read\. Split it into smaller files and upload each\. If it happens again, tell support error id [0-9a-f-]{36}\.$/,
    );
    expect((await t.http('GET', '/healthz')).status).toBe(200);

    const csv = [USER_UPLOAD_COLUMNS.join(','), 'Ina,Moss,ina.moss@example.com,,,,,,'].join('\r\n');
    const next = await settled((await upload('people.csv', csv)).id);
    expect(next).toMatchObject({ status: 'success', progress: 100 });
  });
});
