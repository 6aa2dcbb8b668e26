import ExcelJS from 'exceljs';
import type { TBackgroundJob, TUserPage } from '@procura/shared';
import { USER_UPLOAD_COLUMNS } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../platform/csv.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';

let t: TTestApp;
let clientAdmin: TSession;
beforeAll(async () => {
  t = await startTestApp({ jobs: true });
  clientAdmin = await t.signIn(DEMO_ACCOUNTS.clientAdmin);
});
afterAll(() => t.close());

async function upload(session: TSession, fileName: string, content: Buffer | string) {
  const form = new FormData();
  form.append('file', new Blob([content]), fileName);
  const res = await fetch(`${t.baseUrl}/v1/background-jobs/uploaded-user`, { method: 'POST', headers: { authorization: `Bearer ${session.accessToken}` }, body: form });
  return { status: res.status, body: (await res.json()) as TBackgroundJob & { fieldErrors?: Record<string, string[]> } };
}

async function finished(session: TSession, id: string): Promise<TBackgroundJob> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const list = await t.http<{ data: TBackgroundJob[] }>('GET', '/v1/background-jobs', { token: session.accessToken });
    const job = list.body.data.find((j) => j.id === id);
    if (job && job.status !== 'pending') return job;
    if (Date.now() > deadline) throw new Error('upload job did not finish');
    await new Promise((r) => setTimeout(r, 200));
  }
}

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
    expect(rows.slice(1).map((r) => [r[0], r[2]])).toEqual([['2', 'created'], ['3', 'failed'], ['4', 'created'], ['5', 'failed']]);
    expect(rows[2][3]).toMatch(/email/);
    expect(rows[4][3]).toMatch(/not one you may add people to/);

    const people = await t.http<TUserPage>('GET', '/v1/users?search=example.com&limit=100', { token: clientAdmin.accessToken });
    const emails = people.body.data.map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['ann.bell@example.com', 'carl.dunn@example.com']));
    expect(people.body.data.find((u) => u.email === 'carl.dunn@example.com')).toMatchObject({ firstName: 'Carl, Jr.', authorized: false, contactType: 'Onsite Member' });
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
    expect(job.error).toMatch(/header row lacks/);
    const pdf = await upload(clientAdmin, 'people.pdf', 'x');
    expect(pdf.status).toBe(400);
    expect(Object.keys(pdf.body.fieldErrors ?? {})).toEqual(['file']);
  });
});
