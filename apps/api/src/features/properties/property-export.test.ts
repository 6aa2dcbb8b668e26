import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { PROPERTY_IMPORT_COLUMNS, type TBackgroundJob, type TPropertyExportRequest } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../platform/csv.js';
import { queryRows } from '../../platform/database.js';
import { systemDb } from '../../platform/system-db.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';
import { settledJob } from '../../../test/background-jobs.js';
import { uploadFile } from '../../../test/uploads.js';

let t: TTestApp;
let provider: TSession;
const FORMULA = '=HYPERLINK("http://evil.example","Click")';

/** Test properties, all named "Xport …" so the search filter finds only these. */
async function seedProperties(): Promise<void> {
  const db = systemDb(t.platform.database);
  const { clientA, clientB } = t.world;
  await db.execute(sql`
    insert into properties (tenant_id, client_id, name, code, city_name, zip, latitude, longitude, size_value, notes, country_id, state_id)
    select v.tenant_id::uuid, v.client_id::uuid, v.name, v.code, 'Chicago', '60601', 41.8858, -87.6181, 1200.5, v.notes,
      (select id from countries where iso2 = 'US'), (select s.id from states s join countries c on c.id = s.country_id where c.iso2 = 'US' and s.code = 'IL')
    from (values
      (${clientA.tenantId}, ${clientA.clientId}, 'Xport Alpha', 'XA-1', ${FORMULA}),
      (${clientA.tenantId}, ${clientA.clientId}, 'Xport Beta', 'XA-2', '+SUM(1,2)'),
      (${clientA.tenantId}, ${clientA.clientId}, 'Xport Gamma', 'XA-3', null),
      (${clientB.tenantId}, ${clientB.clientId}, 'Xport Delta', 'XB-1', null)
    ) as v(tenant_id, client_id, name, code, notes)`);
}

beforeAll(async () => {
  t = await startTestApp({ jobs: true });
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  await seedProperties();
});
afterAll(() => t.close());

async function runExport(session: TSession, body: TPropertyExportRequest): Promise<TBackgroundJob> {
  const started = await t.http<TBackgroundJob>('POST', '/v1/properties/export', { token: session.accessToken, body });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  expect(started.body).toMatchObject({ type: 'data_export', status: 'pending' });
  return settledJob(t, session, started.body.id);
}

async function download(session: TSession, id: string): Promise<Buffer> {
  const res = await fetch(`${t.baseUrl}/v1/background-jobs/${id}/download`, { headers: { authorization: `Bearer ${session.accessToken}` } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function exportedCsv(session: TSession, body: Omit<TPropertyExportRequest, 'format'> = {}): Promise<string[][]> {
  const job = await runExport(session, { ...body, format: 'csv' });
  expect(job).toMatchObject({ status: 'success', progress: 100 });
  return parseCsv((await download(session, job.id)).toString('utf8'));
}
const codesOf = (rows: string[][]) => rows.slice(1).map((r) => r[2]);

/** The codes the properties list shows with these filters, all pages, in its (default: name) order. */
async function listedCodes(session: TSession, filters: Omit<TPropertyExportRequest, 'format'>): Promise<string[]> {
  const query = new URLSearchParams({ limit: '100' });
  for (const [key, value] of Object.entries(filters)) query.set(key, Array.isArray(value) ? value.join(',') : String(value));
  const list = await t.http<{ data: { code: string }[]; total: number }>('GET', `/v1/properties?${query}`, { token: session.accessToken });
  expect(list.status).toBe(200);
  expect(list.body.total).toBe(list.body.data.length);
  return list.body.data.map((p) => p.code);
}

describe('properties export', () => {
  it('writes an XLSX with the import columns, numbers as numbers and formulas as plain text', async () => {
    const job = await runExport(provider, { search: 'xport', format: 'xlsx' });
    expect(job).toMatchObject({ status: 'success', title: 'Properties export (XLSX)' });
    expect(job.resultFileName).toMatch(/^Properties_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(provider, job.id)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Properties');
    expect((sheet?.getRow(1).values as unknown[]).slice(1)).toEqual([...PROPERTY_IMPORT_COLUMNS]);
    expect(sheet?.rowCount).toBe(5);
    const alpha = sheet?.getRow(2);
    expect(alpha?.getCell(2).value).toBe('Xport Alpha');
    expect(alpha?.getCell(1).value).toBe('Northwind Residential');
    expect(alpha?.getCell(5).value).toBe(1200.5);
    expect(alpha?.getCell(10).value).toBe('IL');
    expect(alpha?.getCell(14).value).toBe(41.8858);
    // A string cell, never a formula, whatever it starts with.
    expect(alpha?.getCell(17).type).toBe(ExcelJS.ValueType.String);
    expect(alpha?.getCell(17).value).toBe(FORMULA);
    expect(alpha?.getCell(17).formula).toBeUndefined();
  });

  it('neutralises formulas in CSV cells', async () => {
    const rows = await exportedCsv(provider, { search: 'xport' });
    expect(rows[0]).toEqual([...PROPERTY_IMPORT_COLUMNS]);
    expect(codesOf(rows)).toEqual(['XA-1', 'XA-2', 'XB-1', 'XA-3']);
    expect(rows[1][16]).toBe(`'${FORMULA}`);
    expect(rows[2][16]).toBe("'+SUM(1,2)");
    expect(rows[1].slice(3, 6)).toEqual(['Office', '1200.5', 'sq ft']);
    expect(rows[1][15]).toBe('Active');
  });

  it('applies the list filters: the file holds exactly the list’s rows, in its order', async () => {
    const [il] = await queryRows<{ id: number }>(
      systemDb(t.platform.database),
      sql`select s.id from states s join countries c on c.id = s.country_id where c.iso2 = 'US' and s.code = 'IL'`,
    );
    const cases: [Omit<TPropertyExportRequest, 'format'>, string[]][] = [
      [{ search: 'xport', clientIds: [t.world.clientB.clientId] }, ['XB-1']],
      [{ search: 'XPORT BE' }, ['XA-2']],
      [{ search: 'xport', status: ['INACTIVE'] }, []],
      [{ search: 'xport', stateIds: [il.id] }, ['XA-1', 'XA-2', 'XB-1', 'XA-3']],
    ];
    for (const [filters, expected] of cases) {
      const exported = codesOf(await exportedCsv(provider, filters));
      expect(exported, JSON.stringify(filters)).toEqual(expected);
      expect(exported).toEqual(await listedCodes(provider, filters));
    }
  });

  it('keeps a client admin’s export to their client, and an assigned property manager’s to the granted properties', async () => {
    const admin = await t.signIn(DEMO_ACCOUNTS.clientAdmin);
    const adminRows = await exportedCsv(admin);
    expect(codesOf(adminRows)).toEqual(expect.arrayContaining(['XA-1', 'XA-2', 'XA-3']));
    expect(codesOf(adminRows)).not.toContain('XB-1');
    expect(new Set(adminRows.slice(1).map((r) => r[0]))).toEqual(new Set(['Northwind Residential']));
    // Even naming the other client in the filter.
    expect(codesOf(await exportedCsv(admin, { clientIds: [t.world.clientB.clientId] }))).toEqual([]);

    const db = systemDb(t.platform.database);
    const { clientA } = t.world;
    const pmId = t.world.userIds.clientPm;
    await db.execute(sql`update user_tenants set property_access = 'ASSIGNED' where user_id = ${pmId} and tenant_id = ${clientA.tenantId}`);
    await db.execute(sql`insert into property_user_access (tenant_id, property_id, user_id)
      select tenant_id, id, ${pmId} from properties where code = 'XA-2' and client_id = ${clientA.clientId}`);
    const pm = await t.signIn(DEMO_ACCOUNTS.clientPm);
    const granted = await queryRows<{ code: string }>(
      db,
      sql`select p.code from property_user_access a join properties p on p.id = a.property_id where a.user_id = ${pmId} and a.tenant_id = ${clientA.tenantId}`,
    );
    const pmCodes = codesOf(await exportedCsv(pm));
    expect(pmCodes).toContain('XA-2');
    expect(pmCodes).not.toContain('XA-1');
    expect(new Set(pmCodes)).toEqual(new Set(granted.map((g) => g.code)));
  });

  it('writes a file the import reads back as it was', async () => {
    const job = await runExport(provider, { search: 'xport', clientIds: [t.world.clientA.clientId], format: 'csv' });
    const file = await download(provider, job.id);
    const db = systemDb(t.platform.database);
    const before = await queryRows<Record<string, unknown>>(
      db,
      sql`select name, code, notes, city_id, state_id, county_id, zip, latitude, longitude, size_value, size_unit, status, property_type
      from properties where code like 'XA-%' order by code`,
    );
    await db.execute(sql`delete from properties where code like 'XA-%'`);

    const { fileKey } = await uploadFile(t, provider.accessToken, { category: 'property_import', fileName: 'roundtrip.csv', content: file });
    const started = await t.http<TBackgroundJob>('POST', '/v1/properties/import', { token: provider.accessToken, body: { fileKey } });
    expect(started.status).toBe(202);
    const { id } = started.body;
    const imported = await settledJob(t, provider, id);
    expect(imported?.title).toBe('Property import: roundtrip.csv (3 imported, 0 with errors)');
    const after = await queryRows<Record<string, unknown>>(
      db,
      sql`select name, code, notes, city_id, state_id, county_id, zip, latitude, longitude, size_value, size_unit, status, property_type
      from properties where code like 'XA-%' order by code`,
    );
    // The county was unknown before (the seed left it out); the import fills it from the ZIP.
    expect(after.map(({ county_id: _c, city_id: _ci, ...rest }) => rest)).toEqual(before.map(({ county_id: _c, city_id: _ci, ...rest }) => rest));
    expect(after[0].notes).toBe(FORMULA);
  });

  it('is the generic export with the list’s filters: /v1/export-data gives the same file, and names a bad filter', async () => {
    const filters = { search: 'xport', clientIds: [t.world.clientA.clientId] };
    const started = await t.http<TBackgroundJob>('POST', '/v1/export-data', {
      token: provider.accessToken,
      body: { entity: 'properties', format: 'csv', filters },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body).toMatchObject({ type: 'data_export', title: 'Properties export (CSV)' });
    const job = await settledJob(t, provider, started.body.id);
    expect(job?.status).toBe('success');
    const generic = parseCsv((await download(provider, started.body.id)).toString('utf8'));
    expect(generic).toEqual(await exportedCsv(provider, filters));
    expect(codesOf(generic)).toEqual(['XA-1', 'XA-2', 'XA-3']);

    const bad = await t.http<{ fieldErrors?: Record<string, string[]> }>('POST', '/v1/export-data', {
      token: provider.accessToken,
      body: { entity: 'properties', format: 'csv', filters: { clientIds: ['nope'] } },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors ?? {})).toEqual(['filters.clientIds.0']);
    // A vendor holds no property_management View: the properties export is not theirs.
    const vendor = await t.signIn(DEMO_ACCOUNTS.vendorAdmin);
    expect((await t.http('POST', '/v1/export-data', { token: vendor.accessToken, body: { entity: 'properties', format: 'csv' } })).status).toBe(403);
  });

  it('refuses what the list would refuse', async () => {
    const bad = await t.http<{ fieldErrors?: Record<string, string[]> }>('POST', '/v1/properties/export', {
      token: provider.accessToken,
      body: { format: 'pdf' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('format');
    const badId = await t.http<{ fieldErrors?: Record<string, string[]> }>('POST', '/v1/properties/export', {
      token: provider.accessToken,
      body: { clientIds: ['nope'] },
    });
    expect(badId.status).toBe(400);
    const vendor = await t.signIn(DEMO_ACCOUNTS.vendorAdmin);
    expect((await t.http('POST', '/v1/properties/export', { token: vendor.accessToken, body: {} })).status).toBe(403);
  });
});
