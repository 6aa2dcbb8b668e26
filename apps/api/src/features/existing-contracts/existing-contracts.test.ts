import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TExistingContract, TExistingContractBatch, TExistingContractConfirmed } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/database.js';
import { systemDb } from '../../platform/system-db.js';
import { settledJob } from '../../../test/background-jobs.js';
import { contractPdf, zipOf } from '../../../test/builders/existing-contracts.js';
import { signInDemo, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';
import { uploadFile } from '../../../test/uploads.js';
import { zeroBomb } from '../../../test/zip-bomb.js';

/*
 * Existing contracts through HTTP (docs/contracts.md "Existing contracts: upload and review"):
 * a ZIP of three contracts (one of them broken) → one batch, one job → the queue → corrections
 * recorded → confirm makes one contract under a double click; tenants and vendors kept out.
 */

let t: TTestApp;
let provider: TSession;
let clientAdmin: TSession;
let clientPm: TSession;
let vendorAdmin: TSession;
let batch: TExistingContractBatch;
let fileKey: string;
let rows: TExistingContract[];

const NORTHWIND = { client: 'Northwind Residential', start: 'March 1, 2025', annual: '$48,000.00' };

async function uploaded(session: TSession, category: 'ai_contract_document' | 'ai_contracts_zip', fileName: string, content: Buffer): Promise<string> {
  const res = await uploadFile(t, session.accessToken, { category, fileName, content });
  if (!res.fileKey) throw new Error(`upload refused: ${JSON.stringify(res.refused?.body)}`);
  return res.fileKey;
}

const queue = (session: TSession, query = '') =>
  t.http<{ data: TExistingContract[]; total: number }>('GET', `/v1/existing-contracts${query}`, { token: session.accessToken });
const one = (session: TSession, id: string) => t.http<TExistingContract>('GET', `/v1/existing-contracts/${id}`, { token: session.accessToken });

beforeAll(async () => {
  t = await startTestApp({ jobs: true });
  [provider, clientAdmin, clientPm, vendorAdmin] = await signInDemo(t, 'providerAdmin', 'clientAdmin', 'clientPm', 'vendorAdmin');
  const zip = zipOf({
    'mueller-landscaping.pdf': await contractPdf({
      ...NORTHWIND,
      vendor: 'GreenLeaf Grounds LLC',
      premises: 'The Residences at Mueller, 1900 Aldrich St, Austin, TX 78723',
      services: ['Lawn mowing', 'Irrigation maintenance'],
    }),
    'folder/barton-janitorial.pdf': await contractPdf({
      ...NORTHWIND,
      vendor: 'BrightClean Janitorial Inc.',
      premises: 'Barton Creek Flats, 2800 S Lamar Blvd, Austin, TX 78704',
      services: ['Janitorial'],
      annual: '$12,000.00',
    }),
    // A PDF by its first bytes, and nothing after: read it fails, the rest of the batch goes on.
    'broken.pdf': Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj <<>>\nthis is not a PDF body'),
    '__MACOSX/._mueller-landscaping.pdf': Buffer.from('resource fork'),
  });
  fileKey = await uploaded(provider, 'ai_contracts_zip', 'northwind-contracts.zip', zip);
  const res = await t.http<TExistingContractBatch>('POST', '/v1/existing-contracts', {
    token: provider.accessToken,
    body: { clientId: t.world.clientA.clientId, fileKeys: [fileKey] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  batch = res.body;
  const job = await settledJob(t, provider, batch.jobId!, 90_000);
  expect(job.status, job.error ?? '').toBe('success');
  const list = await queue(provider, `?batchId=${batch.batchId}&sort=fileName&sortDirection=asc`);
  rows = list.body.data;
}, 120_000);
afterAll(() => t.close());

describe('a ZIP of three contracts', () => {
  it('makes one batch: each contract read and waiting for review, the broken one FAILED with why', () => {
    expect(rows.map((r) => [r.fileName, r.status])).toEqual([
      ['barton-janitorial.pdf', 'NEEDS_REVIEW'],
      ['broken.pdf', 'FAILED'],
      ['mueller-landscaping.pdf', 'NEEDS_REVIEW'],
    ]);
    expect(rows[1].error).toMatch(/could not be read/);
    expect(rows[2].vendorName).toBe('GreenLeaf Grounds LLC');
  });

  it('extracts each field with its extractor, confidence and source, and matches the client’s records', async () => {
    const res = await one(provider, rows[2].id);
    expect(res.status).toBe(200);
    const { extraction, matches, values } = res.body;
    const page = extraction!.pages[0].text;
    const vendor = extraction!.fields.vendorName;
    expect(vendor).toMatchObject({ value: 'GreenLeaf Grounds LLC', extractor: 'rules' });
    expect(page.slice(vendor.source!.start, vendor.source!.end)).toContain('GreenLeaf Grounds');
    expect(extraction!.fields.noticeDays.value).toBe(90);
    expect(matches!.vendor.candidates[0]).toMatchObject({ name: 'GreenLeaf Grounds', id: expect.any(String) });
    expect(matches!.properties[0].candidates[0].name).toBe('The Residences at Mueller');
    expect(values).toMatchObject({ startOn: '2025-03-01', endOn: '2026-02-28', autoRenews: true, renewalTermMonths: 12, noticeDays: 90, annualValue: 48000 });
    expect(values!.vendorId).toBe(matches!.vendor.candidates[0].id);
    expect(values!.properties).toHaveLength(1);
    expect(values!.properties[0].serviceIds.length).toBeGreaterThan(0);
    // The document itself, through the signed download flow.
    const download = await t.http<{ url: string }>('POST', '/v1/storage/create-download-url', {
      token: provider.accessToken,
      body: { fileKey: res.body.fileKey },
    });
    expect(download.status).toBe(200);
  });

  it('answers a replayed upload with the same batch, queueing nothing again', async () => {
    const again = await t.http<TExistingContractBatch>('POST', '/v1/existing-contracts', {
      token: provider.accessToken,
      body: { clientId: t.world.clientA.clientId, fileKeys: [fileKey] },
    });
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ batchId: batch.batchId, jobId: batch.jobId, created: false });
    expect((await queue(provider, `?batchId=${batch.batchId}`)).body.total).toBe(3);
  });

  it('records each correction with who and when, and refuses to confirm until every required field is there', async () => {
    const id = rows[0].id;
    const before = (await one(provider, id)).body.values!;
    const corrected = await t.http<TExistingContract>('PATCH', `/v1/existing-contracts/${id}`, {
      token: provider.accessToken,
      body: { values: { title: 'Barton Creek janitorial', properties: [], startOn: before.startOn } },
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.corrections).toEqual([
      expect.objectContaining({ field: 'title', from: before.title, to: 'Barton Creek janitorial', by: t.world.userIds.providerAdmin }),
      expect.objectContaining({ field: 'properties', from: before.properties, to: [] }),
    ]);
    const refused = await t.http<{ fieldErrors: Record<string, string[]> }>('POST', `/v1/existing-contracts/${id}/confirm`, { token: provider.accessToken });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fieldErrors)).toContain('properties');
  });

  it('makes the contract once under a double click: ACTIVE, from the reviewed values, origin EXISTING', async () => {
    const id = rows[2].id;
    const [a, b] = await Promise.all([
      t.http<TExistingContractConfirmed>('POST', `/v1/existing-contracts/${id}/confirm`, { token: provider.accessToken }),
      t.http<TExistingContractConfirmed>('POST', `/v1/existing-contracts/${id}/confirm`, { token: provider.accessToken }),
    ]);
    expect([a.status, b.status], JSON.stringify([a.body, b.body])).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    const made = await queryRows<{ status: string; origin: string; start_on: string; auto_renews: boolean; notice_days: number; lines: number }>(
      systemDb(t.platform.database),
      sql`select c.status, c.origin, c.start_on::text, c.auto_renews, c.notice_days, (select count(*)::int from property_contract_services s where s.contract_id = c.id) as lines
          from contracts c where c.extraction_id = ${id}`,
    );
    expect(made).toEqual([{ status: 'ACTIVE', origin: 'EXISTING', start_on: '2025-03-01', auto_renews: true, notice_days: 90, lines: expect.any(Number) }]);
    expect(made[0].lines).toBeGreaterThan(0);
    const after = await one(provider, id);
    expect(after.body).toMatchObject({ status: 'CONFIRMED', contractId: a.body.contractId, canEdit: false });
    const late = await t.http('PATCH', `/v1/existing-contracts/${id}`, { token: provider.accessToken, body: { values: { title: 'Too late' } } });
    expect(late.status).toBe(409);
    expect((await t.http('POST', `/v1/existing-contracts/${id}/discard`, { token: provider.accessToken })).status).toBe(409);
  });

  it('discards a failed document', async () => {
    const res = await t.http<TExistingContract>('POST', `/v1/existing-contracts/${rows[1].id}/discard`, { token: provider.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('DISCARDED');
    expect((await queue(provider, `?batchId=${batch.batchId}&status=DISCARDED`)).body.total).toBe(1);
  });
});

describe('a scanned contract', () => {
  it('is read through OCR in the job and waits for review like any other', async () => {
    const samples = path.resolve(import.meta.dirname, '../../../../../docs/samples/existing-contracts');
    const name = '05-irrigation-agreement-scanned.pdf';
    const answers = JSON.parse(fs.readFileSync(path.join(samples, 'answers.json'), 'utf8')) as Record<string, { vendorName: string }>;
    const key = await uploaded(provider, 'ai_contract_document', name, fs.readFileSync(path.join(samples, name)));
    const started = await t.http<TExistingContractBatch>('POST', '/v1/existing-contracts', {
      token: provider.accessToken,
      body: { clientId: t.world.clientA.clientId, fileKeys: [key] },
    });
    expect(started.status).toBe(202);
    // Before the job has read it, the document is already in the queue.
    expect((await queue(provider, `?batchId=${started.body.batchId}`)).body.total).toBe(1);
    expect((await settledJob(t, provider, started.body.jobId!, 120_000)).status).toBe('success');
    const [row] = (await queue(provider, `?batchId=${started.body.batchId}`)).body.data;
    const res = await one(provider, row.id);
    expect(res.body.status, res.body.error ?? '').toBe('NEEDS_REVIEW');
    expect(res.body.extraction!.pages.some((p) => p.ocr)).toBe(true);
    expect(res.body.extraction!.fields.vendorName.value).toBe(answers[name].vendorName);
  }, 150_000);
});

describe('who may', () => {
  it('keeps another client’s queue out of reach: its client and its rows are not found', async () => {
    const pdf = await contractPdf({
      ...NORTHWIND,
      client: 'Harborview Hospitality',
      vendor: 'GreenLeaf Grounds',
      premises: '1 Harbor Way, Miami, FL 33139',
      services: ['Snow plowing'],
    });
    const key = await uploaded(clientAdmin, 'ai_contract_document', 'harborview.pdf', pdf);
    const foreign = await t.http('POST', '/v1/existing-contracts', {
      token: clientAdmin.accessToken,
      body: { clientId: t.world.clientC.clientId, fileKeys: [key] },
    });
    expect(foreign.status).toBe(404);
    const providerKey = await uploaded(provider, 'ai_contract_document', 'harborview.pdf', pdf);
    const started = await t.http<TExistingContractBatch>('POST', '/v1/existing-contracts', {
      token: provider.accessToken,
      body: { clientId: t.world.clientC.clientId, fileKeys: [providerKey] },
    });
    expect(started.status).toBe(202);
    const [row] = (await queue(provider, `?batchId=${started.body.batchId}`)).body.data;
    expect((await one(clientAdmin, row.id)).status).toBe(404);
    expect((await t.http('POST', `/v1/existing-contracts/${row.id}/discard`, { token: clientAdmin.accessToken })).status).toBe(404);
    expect((await queue(clientAdmin, `?clientId=${t.world.clientC.clientId}`)).body.total).toBe(0);
    await settledJob(t, provider, started.body.jobId!, 60_000);
  });

  it('refuses vendors (the queue is the client’s) and people without Existing Contracts Edit', async () => {
    expect((await queue(vendorAdmin)).status).toBe(403);
    expect((await one(vendorAdmin, rows[0].id)).status).toBe(403);
    expect((await queue(clientPm)).status).toBe(200);
    // The client's own people read the queue of their client, whoever uploaded it.
    expect((await queue(clientAdmin, `?batchId=${batch.batchId}`)).body.total).toBe(3);
    expect((await t.http('PATCH', `/v1/existing-contracts/${rows[0].id}`, { token: clientPm.accessToken, body: { values: { title: 'x' } } })).status).toBe(403);
  });

  it('refuses a file uploaded for something else, and a ZIP bomb at upload', async () => {
    const key = await uploaded(
      clientAdmin,
      'ai_contract_document',
      'plain.pdf',
      await contractPdf({ ...NORTHWIND, vendor: 'X', premises: 'Y', services: ['Z'] }),
    );
    const missing = await t.http<{ fieldErrors: Record<string, string[]> }>('POST', '/v1/existing-contracts', {
      token: clientAdmin.accessToken,
      body: {
        clientId: t.world.clientA.clientId,
        fileKeys: [key, `${t.world.clientA.tenantId}/ai_contract_document/00000000-0000-4000-8000-000000000000/none.pdf`],
      },
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fieldErrors)).toEqual(['fileKeys.1']);
    const bomb = await uploadFile(t, clientAdmin.accessToken, {
      category: 'ai_contracts_zip',
      fileName: 'bomb.zip',
      content: zeroBomb('contract.pdf', 200 * 1024 * 1024),
    });
    expect(bomb.refused?.status).toBe(400);
  });
});
