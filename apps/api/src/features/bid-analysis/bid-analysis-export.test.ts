import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBackgroundJob, TPresignedUpload } from '@procura/shared';
import { systemDb } from '../../platform/system-db.js';
import { settledJob } from '../../../test/background-jobs.js';
import { startAnalysedWorld, type TAnalysedWorld } from '../../../test/builders/analysed-world.js';
import { DEMO_ACCOUNTS, type TSession } from '../../../test/harness.js';

/*
 * Exports of the analysis (docs/rfp.md "Exporting the analysis") against the hand-computed
 * fixture of bid-analysis.test.ts (test/builders/bid-analysis.ts): the job runs, and the file it
 * keeps holds the fixture's figures.
 */

let t: TAnalysedWorld['t'];
let provider: TAnalysedWorld['provider'];
let rfps: TAnalysedWorld['rfps'];
let w: TAnalysedWorld['w'];
beforeAll(async () => {
  ({ t, provider, rfps, w } = await startAnalysedWorld({ jobs: true }));
}, 120_000);
afterAll(() => t.close());

const exportsOf = (rfpId: string) => `/v1/rfp/${rfpId}/analysis/exports`;

async function exported(session: TSession, format: 'xlsx' | 'pdf'): Promise<{ job: TBackgroundJob; bytes: Buffer; contentType: string | null }> {
  const started = await t.http<TBackgroundJob>('POST', exportsOf(w.rfp.id), { token: session.accessToken, body: { format } });
  expect(started.status).toBe(202);
  const queued = started.body;
  expect(queued).toMatchObject({ type: 'bid_analysis_export', status: 'pending', title: `Bid analysis ${w.rfp.number} (${format.toUpperCase()})` });
  const job = await settledJob(t, session, queued.id, 60_000);
  const res = await fetch(`${t.baseUrl}/v1/background-jobs/${job.id}/download`, { headers: { authorization: `Bearer ${session.accessToken}` } });
  expect(res.status).toBe(200);
  return { job, bytes: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type') };
}

/** A sheet's rows as plain values, the header row first. */
function rowsOf(workbook: ExcelJS.Workbook, name: string): unknown[][] {
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The PDF's text with its line breaks as spaces: a table cell wraps where its column ends. */
const textOfPdf = async (bytes: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text.replace(/\s+/g, ' ');

/** The fixture client's logo, uploaded and checked like any logo, then set on the client. */
async function setClientLogo(): Promise<void> {
  const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#1c5fb8' } })
    .png()
    .toBuffer();
  const presigned = await t.http<TPresignedUpload>('POST', '/v1/storage/create-presigned-url', {
    token: w.admin.accessToken,
    body: { category: 'client_logo', fileName: 'logo.png', contentType: 'image/png', size: png.length },
  });
  expect(presigned.status).toBe(200);
  expect((await fetch(t.baseUrl + presigned.body.uploadUrl, { method: 'PUT', headers: presigned.body.headers, body: png })).status).toBe(204);
  expect((await t.http('POST', '/v1/storage/complete-upload', { token: w.admin.accessToken, body: { fileKey: presigned.body.fileKey } })).status).toBe(200);
  const db = systemDb(t.platform.database);
  const key = presigned.body.fileKey;
  await db.execute(sql`update stored_files set owner_table = 'clients', owner_id = ${w.client.clientId}, confirmed_at = now() where key = ${key}`);
  await db.execute(sql`update clients set logo_key = ${key} where id = ${w.client.clientId}`);
}

describe('exporting the bid analysis', () => {
  it('makes the workbook through a job in the panel: vendors, lines with flags, scenarios and the recommended award, as numbers', async () => {
    const { job, bytes, contentType } = await exported(w.admin, 'xlsx');
    expect(job).toMatchObject({
      status: 'success',
      progress: 100,
      resultFileName: expect.stringMatching(new RegExp(`^${w.rfp.number.replace('-', '_')}_bid_analysis_\\d{4}-\\d{2}-\\d{2}\\.xlsx$`)),
    });
    expect(contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Summary', 'Vendors', 'Lines', 'Scenarios', 'Recommended award', 'Adjustments', 'Awards']);

    const summary = Object.fromEntries(rowsOf(workbook, 'Summary').map(([k, v]) => [k, v]));
    expect(summary).toMatchObject({ RFP: w.rfp.number, 'Term (months)': 24, Lines: 4, 'Submitted bids': 5, 'Outlier bids': 2, 'Abnormally low bids': 2 });

    // The fixture's totals (bid-analysis.test.ts): rank, vendor, lines bid, missing, base, adjustments, leveled, term, bundle.
    const name = (k: keyof typeof w.bidders) => w.bidders[k].name;
    expect(rowsOf(workbook, 'Vendors').map((r) => r.slice(0, 9))).toEqual([
      ['Rank', 'Vendor', 'Lines bid', 'Lines missing', 'Base a year', 'Adjustments a year', 'Leveled a year', 'Base over the term', 'Bundle price a year'],
      [1, name('D'), 4, 0, 7370, 0, 7370, 14740, 7000],
      [2, name('C'), 4, 0, 7710, 0, 7710, 15420, undefined],
      [3, name('A'), 4, 0, 7800, 0, 7800, 15600, undefined],
      [4, name('B'), 4, 0, 8150, 0, 8150, 16300, undefined],
      [5, name('E'), 2, 2, 8350, 0, 8350, 16700, undefined],
    ]);
    expect(rowsOf(workbook, 'Vendors')[1][9]).toMatch(/^Lakeside Plaza · .+: Edging$/);
    expect(workbook.getWorksheet('Vendors')?.getCell('E2').numFmt).toBe('#,##0.00');

    // Lines: L1 (Lakeside Plaza, mowing) with its statistics, each vendor's column in rank order, and D flagged.
    const lines = rowsOf(workbook, 'Lines');
    expect(lines[0]).toEqual([
      'Property',
      'Service',
      'Budget a year',
      'Incumbent a year',
      'Bids',
      'Lowest',
      'Highest',
      'Mean',
      'Median',
      'Spread',
      'Q1',
      'Q3',
      name('D'),
      name('C'),
      name('A'),
      name('B'),
      name('E'),
      'Flags',
    ]);
    const l1 = lines.find((r) => r[0] === 'Lakeside Plaza' && r[1] === w.lines.L1.serviceName) as unknown[];
    expect(l1.slice(2)).toEqual([
      3000,
      2800,
      4,
      2000,
      3000,
      2525,
      2550,
      1000,
      2375,
      2700,
      2000,
      2500,
      2600,
      3000,
      undefined,
      `${name('D')}: abnormally low, check for scope gaps`,
    ]);
    const l2 = lines.find((r) => r[0] === 'Birch Court' && r[1] === w.lines.L2.serviceName) as unknown[];
    expect(l2[17]).toBe(`${name('E')}: outlier`);

    // Scenarios: the fixture's 6,860 / 7,000 (D's bundle) / 7,110, with savings against the budget.
    expect(rowsOf(workbook, 'Scenarios').map((r) => r.slice(0, 4))).toEqual([
      ['Scenario', 'Total a year', 'Total over the term', 'Savings vs budget'],
      ['Lowest per line', 6860, expect.any(Number), 2240],
      ['Single vendor for everything', 7000, expect.any(Number), 2100],
      ['Lowest per property', 7110, expect.any(Number), 1990],
    ]);
    const recommended = rowsOf(workbook, 'Recommended award');
    expect(recommended).toHaveLength(5);
    expect(recommended.find((r) => r[0] === 'Lakeside Plaza' && r[1] === w.lines.L1.serviceName)?.[4]).toMatch(/abnormally low/);
  });

  it('makes a client-ready PDF headed with the client’s logo: vendors, scenarios, the recommended award and the flagged lines', async () => {
    await setClientLogo();
    const { job, bytes, contentType } = await exported(provider, 'pdf');
    expect(job).toMatchObject({ status: 'success', progress: 100, resultFileName: expect.stringMatching(/_bid_analysis_\d{4}-\d{2}-\d{2}\.pdf$/) });
    expect(contentType).toBe('application/pdf');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const text = await textOfPdf(bytes);
    const name = (k: keyof typeof w.bidders) => w.bidders[k].name;
    for (const expected of [
      `Bid analysis ${w.rfp.number}`,
      'Vendors',
      name('D'),
      '$7,370.00',
      '$7,000.00',
      'Award scenarios',
      'Lowest per line',
      '$6,860.00',
      'Single vendor for everything',
      'Lowest per property',
      '$7,110.00',
      'Recommended award',
      `${name('D')}: abnormally low, check for scope gaps`,
      `${name('E')}: outlier`,
    ])
      expect(text).toContain(expected);
  });

  it('answers a replayed or concurrent start with the export already waiting or running, and starts a new one once it is done', async () => {
    const start = (session: TSession, format: 'xlsx' | 'pdf') =>
      t.http<TBackgroundJob>('POST', exportsOf(w.rfp.id), { token: session.accessToken, body: { format } });
    const burst = await Promise.all([...Array.from({ length: 6 }, () => start(w.admin, 'xlsx')), start(w.admin, 'pdf')]);
    expect(burst.map((r) => r.status)).toEqual(Array(7).fill(202));
    const xlsxIds = new Set(burst.slice(0, 6).map((r) => r.body.id));
    expect(xlsxIds.size).toBe(1);
    const [xlsxId] = xlsxIds;
    const pdfId = burst[6].body.id;
    expect(pdfId).not.toBe(xlsxId);
    // Another reader's export is their own file: the same RFP and format is a job of theirs.
    const providers = await start(provider, 'xlsx');
    expect(providers.body.id).not.toBe(xlsxId);
    const jobsOf = async (session: TSession) =>
      (await t.http<{ data: TBackgroundJob[] }>('GET', '/v1/background-jobs', { token: session.accessToken })).body.data.filter((job) =>
        [xlsxId, pdfId, providers.body.id].includes(job.id),
      );
    expect(await jobsOf(w.admin)).toHaveLength(2);
    await settledJob(t, w.admin, xlsxId, 60_000);
    await settledJob(t, w.admin, pdfId, 60_000);
    await settledJob(t, provider, providers.body.id, 60_000);
    const again = await start(w.admin, 'xlsx');
    expect(again.status).toBe(202);
    expect(again.body.id).not.toBe(xlsxId);
    await settledJob(t, w.admin, again.body.id, 60_000);
  });

  it('refuses vendors, sealed and unseen RFPs and a bad format, naming the field, before queueing anything', async () => {
    expect((await rfps.call(w.bidders.D.admin, 'POST', exportsOf(w.rfp.id), { format: 'xlsx' })).status).toBe(403);
    const otherClient = await t.signIn(DEMO_ACCOUNTS.clientAdmin);
    expect((await rfps.call(otherClient, 'POST', exportsOf(w.rfp.id), { format: 'xlsx' })).status).toBe(404);
    const bad = await rfps.call(w.admin, 'POST', exportsOf(w.rfp.id), { format: 'docx' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/format/);
    const draft = await rfps.buildDraftRfp();
    const sealed = await rfps.call(draft.admin, 'POST', exportsOf(draft.rfp.id), { format: 'xlsx' });
    expect(sealed.status).toBe(409);
    const jobs = await t.http<{ data: TBackgroundJob[] }>('GET', '/v1/background-jobs', { token: draft.admin.accessToken });
    expect(jobs.body.data).toEqual([]);
  });
});
