import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { PROPERTY_IMPORT_COLUMNS, PROPERTY_IMPORT_MAX_ROWS, type TBackgroundJob } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../platform/csv.js';
import { queryRows } from '../../platform/database.js';
import { systemDb } from '../../platform/system-db.js';
import { zeroBomb } from '../../../test/zip-bomb.js';
import { DEMO_ACCOUNTS, signInDemo, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';
import { settledJob } from '../../../test/background-jobs.js';
import { uploadFile } from '../../../test/uploads.js';

let t: TTestApp;
let provider: TSession;
let clientAdmin: TSession;
beforeAll(async () => {
  t = await startTestApp({ jobs: true });
  [provider, clientAdmin] = await signInDemo(t, 'providerAdmin', 'clientAdmin');
});
afterAll(() => t.close());

type TRow = Partial<Record<(typeof PROPERTY_IMPORT_COLUMNS)[number], string>>;
const csvOf = (rows: TRow[]) =>
  [PROPERTY_IMPORT_COLUMNS.join(','), ...rows.map((r) => PROPERTY_IMPORT_COLUMNS.map((c) => JSON.stringify(r[c] ?? '')).join(','))].join('\r\n');

async function xlsxOf(rows: TRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Properties');
  sheet.addRow([...PROPERTY_IMPORT_COLUMNS]);
  for (const r of rows) sheet.addRow(PROPERTY_IMPORT_COLUMNS.map((c) => r[c] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The file through the upload path, then the import on its key; the first answer that refuses. */
async function upload(session: TSession, fileName: string, content: Buffer | string, fields: Record<string, string> = {}) {
  type TAnswer = TBackgroundJob & { message?: string; fieldErrors?: Record<string, string[]> };
  const uploaded = await uploadFile(t, session.accessToken, { category: 'property_import', fileName, content });
  if (uploaded.refused) return { status: uploaded.refused.status, body: uploaded.refused.body as TAnswer };
  const res = await t.http<TAnswer>('POST', '/v1/properties/import', { token: session.accessToken, body: { fileKey: uploaded.fileKey, ...fields } });
  return { status: res.status, body: res.body };
}

const finished = (session: TSession, id: string) => settledJob(t, session, id, 60_000);

async function importFile(session: TSession, fileName: string, content: Buffer | string, fields?: Record<string, string>) {
  const started = await upload(session, fileName, content, fields);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  expect(started.body).toMatchObject({ type: 'property_import', status: 'pending' });
  return finished(session, started.body.id);
}

async function download(session: TSession, id: string): Promise<Buffer> {
  const res = await fetch(`${t.baseUrl}/v1/background-jobs/${id}/download`, { headers: { authorization: `Bearer ${session.accessToken}` } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

const propertiesWithCodes = (codes: string[]) =>
  queryRows<{
    code: string;
    client: string;
    state: string | null;
    city: string | null;
    county: string | null;
    latitude: number | null;
    zip: string | null;
    property_type: string;
    size_unit: string;
    status: string;
  }>(
    systemDb(t.platform.database),
    sql`select p.code, c.name as client, s.code as state, p.city_name as city, ct.name as county, p.latitude, p.zip, p.property_type, p.size_unit, p.status
        from properties p join clients c on c.id = p.client_id left join states s on s.id = p.state_id left join counties ct on ct.id = p.county_id
        where p.code = any(${sql.param(codes)}::text[]) order by p.code`,
  );

const good = (i: number, extra: TRow = {}): TRow => ({
  Client: 'Northwind Residential',
  'Property Name': `Lakeside Tower ${i}`,
  'Property Code': `IMP-${i}`,
  'Property Type': 'Office',
  Size: '12,500',
  'Size Unit': 'sq ft',
  'Address Line 1': `${100 + i} N Michigan Ave`,
  City: 'Chicago',
  State: 'IL',
  ZIP: '60601',
  Status: 'Active',
  ...extra,
});

describe('property import', () => {
  it('imports the good rows of a CSV, resolves names and ZIPs, and reports the bad row by row and field', async () => {
    const rows: TRow[] = [
      good(1),
      good(2, { City: '', State: '', 'Property Type': 'retail', 'Size Unit': 'acres' }),
      good(3, { ZIP: '62701', City: 'Springfield', County: 'Sangamon County' }),
      good(4, { State: 'Illinois', Status: 'inactive' }),
      good(5),
      good(6, { ZIP: '', County: 'Cook' }),
      good(7, { City: 'Springfeld' }),
      good(8, { Latitude: '41.9', Longitude: '-87.7' }),
      good(9, { Country: 'United States' }),
      good(10, { 'Property Type': 'HOTEL' }),
    ];
    const job = await importFile(provider, 'portfolio.csv', csvOf(rows));
    expect(job).toMatchObject({ status: 'success', progress: 100, error: null });
    expect(job.title).toBe('Property import: portfolio.csv (9 imported, 1 with errors)');
    expect(job.resultFileName).toMatch(/^Property_import_report_\d{4}-\d{2}-\d{2}\.csv$/);

    const report = parseCsv((await download(provider, job.id)).toString('utf8'));
    expect(report[0]).toEqual(['Row', 'Status', 'Errors']);
    expect(report.slice(1).map((r) => r[1])).toEqual([...Array(6).fill('Imported'), 'Not imported', 'Imported', 'Imported', 'Imported']);
    expect(report[7]).toEqual(['8', 'Not imported', 'City ‘Springfeld’ is not a city in IL.']);

    const stored = await propertiesWithCodes(rows.map((r) => r['Property Code'] ?? ''));
    expect(stored.map((p) => p.code)).toEqual(['IMP-1', 'IMP-10', 'IMP-2', 'IMP-3', 'IMP-4', 'IMP-5', 'IMP-6', 'IMP-8', 'IMP-9']);
    const byCode = new Map(stored.map((p) => [p.code, p]));
    expect(byCode.get('IMP-1')).toMatchObject({
      client: 'Northwind Residential',
      state: 'IL',
      city: 'Chicago',
      county: 'Cook',
      zip: '60601',
      property_type: 'OFFICE',
      status: 'ACTIVE',
    });
    expect(byCode.get('IMP-1')?.latitude).toBeCloseTo(41.8858, 3);
    // State, city and county from the ZIP alone.
    expect(byCode.get('IMP-2')).toMatchObject({ state: 'IL', city: 'Chicago', county: 'Cook', property_type: 'RETAIL', size_unit: 'ACRES' });
    expect(byCode.get('IMP-3')).toMatchObject({ city: 'Springfield', county: 'Sangamon' });
    expect(byCode.get('IMP-4')).toMatchObject({ state: 'IL', status: 'INACTIVE' });
    expect(byCode.get('IMP-8')?.latitude).toBe(41.9);
  });

  it('reports codes used twice in the file or already taken, and unknown names, without importing them', async () => {
    const rows: TRow[] = [
      good(1),
      good(20),
      good(20, { 'Property Name': 'Second with the same code' }),
      good(21, { Client: 'Nobody Inc' }),
      good(22, { State: 'ZZ' }),
      good(23, { County: 'Atlantis' }),
      good(24, { 'Property Code': '' }),
    ];
    const job = await importFile(provider, 'dupes.csv', csvOf(rows));
    expect(job.title).toBe('Property import: dupes.csv (1 imported, 6 with errors)');
    const report = parseCsv((await download(provider, job.id)).toString('utf8'));
    expect(report.slice(1)).toEqual([
      ['2', 'Not imported', 'Property Code ‘IMP-1’ already belongs to a property of Northwind Residential.'],
      ['3', 'Imported', ''],
      ['4', 'Not imported', 'Property Code ‘IMP-20’ is already used by row 3 of this file.'],
      ['5', 'Not imported', 'Client ‘Nobody Inc’ is not a client you may add properties to.'],
      ['6', 'Not imported', 'State ‘ZZ’ is not a state of United States.'],
      ['7', 'Not imported', 'County ‘Atlantis’ is not a county in IL.'],
      ['8', 'Not imported', 'Property Code: Enter the property code.'],
    ]);
  });

  it('reads XLSX and takes the client from the upload', async () => {
    const bytes = await xlsxOf([good(30, { Client: '' }), good(31, { Client: '', ZIP: '2108', City: '', State: '' })]);
    const job = await importFile(provider, 'boston.xlsx', bytes, { clientId: t.world.clientB.clientId });
    expect(job.title).toBe('Property import: boston.xlsx (2 imported, 0 with errors)');
    expect(job.resultFileName).toMatch(/\.csv$/);
    expect(parseCsv((await download(provider, job.id)).toString('utf8'))).toEqual([
      ['Row', 'Status', 'Errors'],
      ['2', 'Imported', ''],
      ['3', 'Imported', ''],
    ]);
    const stored = await propertiesWithCodes(['IMP-30', 'IMP-31']);
    expect(stored).toMatchObject([
      { client: 'Northwind Commercial', city: 'Chicago' },
      { client: 'Northwind Commercial', state: 'MA', city: 'Boston', zip: '02108' },
    ]);
  });

  it('keeps a client admin to their own client: another client’s id is not found, its name a row error', async () => {
    const other = await upload(clientAdmin, 'b.csv', csvOf([good(40)]), { clientId: t.world.clientB.clientId });
    expect(other.status).toBe(404);
    const bad = await upload(clientAdmin, 'b.csv', csvOf([good(40)]), { clientId: 'not-a-uuid' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('clientId');

    const job = await importFile(clientAdmin, 'mixed.csv', csvOf([good(41), good(42, { Client: 'Northwind Commercial' })]));
    expect(job.title).toBe('Property import: mixed.csv (1 imported, 1 with errors)');
    const report = parseCsv((await download(clientAdmin, job.id)).toString('utf8'));
    expect(report[2]).toEqual(['3', 'Not imported', 'Client ‘Northwind Commercial’ is not a client you may add properties to.']);
    expect(await propertiesWithCodes(['IMP-41', 'IMP-42'])).toMatchObject([{ code: 'IMP-41', client: 'Northwind Residential' }]);
  });

  it('imports nothing of the good rows when the insert fails, and says so', async () => {
    const db = systemDb(t.platform.database);
    // A stand-in for any failure in the middle of the insert (a constraint, a lost connection).
    await db.execute(sql`create function test_refuse_boom() returns trigger language plpgsql as $$
      begin if new.name = 'Boom' then raise exception 'boom'; end if; return new; end $$`);
    await db.execute(sql`create trigger test_refuse_boom before insert on properties for each row execute function test_refuse_boom()`);
    try {
      const job = await importFile(provider, 'boom.csv', csvOf([good(50), good(51, { 'Property Name': 'Boom' }), good(52)]));
      expect(job.status).toBe('error');
      expect(job.error).toMatch(/could not be finished/);
      expect(job.resultFileName).toBeNull();
      expect(await propertiesWithCodes(['IMP-50', 'IMP-51', 'IMP-52'])).toEqual([]);
    } finally {
      await db.execute(sql`drop trigger test_refuse_boom on properties`);
      await db.execute(sql`drop function test_refuse_boom()`);
    }
  });

  it('refuses an XLSX zip bomb with a plain message, and a file past the row limit', async () => {
    const bomb = zeroBomb('xl/worksheets/sheet1.xml', 100 * 1024 * 1024);
    const refused = await upload(provider, 'bomb.xlsx', bomb);
    expect([400, 413]).toContain(refused.status);
    // The upload's own check refuses it now, before any import sees it: a ZIP of one bare part is no workbook.
    expect(refused.body.message).toBe("The file's contents are not a XLSX file, as its name says. Upload the original XLSX file.");
    expect(refused.body.message).not.toMatch(/Error|at \w+ \(/);

    const many = [
      PROPERTY_IMPORT_COLUMNS.join(','),
      ...Array.from({ length: PROPERTY_IMPORT_MAX_ROWS + 1 }, (_, i) => `Northwind Residential,P ${i},MANY-${i}`),
    ].join('\n');
    const job = await importFile(provider, 'many.csv', many);
    expect(job).toMatchObject({
      status: 'error',
      error: `"many.csv" has more than ${PROPERTY_IMPORT_MAX_ROWS} properties; the limit is ${PROPERTY_IMPORT_MAX_ROWS}. Split it and upload each part.`,
    });
    expect(await propertiesWithCodes(['MANY-0'])).toEqual([]);
  });

  it('refuses what is not a property file', async () => {
    expect((await upload(provider, 'notes.txt', 'hello')).status).toBe(400);
    const noHeader = await importFile(provider, 'plain.csv', 'a,b,c\r\n1,2,3');
    expect(noHeader).toMatchObject({ status: 'error' });
    expect(noHeader.error).toMatch(/lacks Property Name, Property Code/);
    const pm = await t.signIn(DEMO_ACCOUNTS.clientPm);
    expect((await upload(pm, 'x.csv', csvOf([good(60)]))).status).toBe(403);
  });
});
