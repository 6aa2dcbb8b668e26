import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPresignedUpload, TStoredFile } from '@procura/shared';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';

/** Quotas on uploads not yet saved with a record (issue 16, finding 6), small enough to reach. */
const QUOTAS = {
  STORAGE_PENDING_FILES_PER_PERSON: 3,
  STORAGE_PENDING_MB_PER_PERSON: 1,
  STORAGE_PENDING_FILES_PER_TENANT: 5,
  STORAGE_PENDING_MB_PER_TENANT: 100,
};
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0x01)]);

let t: TTestApp;
const sessions: Record<string, TSession> = {};
beforeAll(async () => {
  t = await startTestApp({ config: QUOTAS });
  for (const name of ['providerAdmin', 'providerCoordinator', 'clientAdmin', 'clientPm', 'vendorAdmin'] as const)
    sessions[name] = await t.signIn(DEMO_ACCOUNTS[name]);
});
afterAll(() => t.close());

type TAnswer = TPresignedUpload & { message: string };
const presign = (who: string, body: Record<string, unknown>) =>
  t.http<TAnswer>('POST', '/v1/storage/create-presigned-url', {
    token: sessions[who].accessToken,
    body: { category: 'property_document', fileName: 'plan.pdf', contentType: 'application/pdf', size: 100, ...body },
  });

describe('quotas on uploads not yet saved with a record', () => {
  it('8 concurrent requests for one person: exactly the quota is granted, the rest 429 with words and Retry-After', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => presign('clientAdmin', { size: 1000 })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.body.message).toMatch(/^You have 3 uploads \(0 MB\) not yet saved with a record; one person may have at most 3 files or 1 MB waiting\./);
    expect(refused?.body.message).toMatch(/deleted after 24 hours/);
    // Until the oldest of them is swept: a day, less the moments since.
    const retryAfter = Number(refused?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(24 * 3600 - 120);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
  });

  it('counts the bytes declared per person', async () => {
    expect((await presign('clientPm', { size: 700 * 1024 })).status).toBe(200);
    const over = await presign('clientPm', { size: 400 * 1024 });
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/at most 3 files or 1 MB/);
    expect((await presign('clientPm', { size: 300 * 1024 })).status).toBe(200);
  });

  it('counts per owning tenant across its people, concurrent requests included', async () => {
    const tenantId = t.world.clientB.tenantId;
    const logo = { category: 'client_logo', fileName: 'logo.png', contentType: 'image/png', tenantId };
    for (let i = 0; i < 3; i += 1) expect((await presign('providerAdmin', logo)).status).toBe(200);
    // Two more fit in the tenant; the coordinator, with room of their own, meets the tenant's quota.
    const answers = await Promise.all(Array.from({ length: 4 }, () => presign('providerCoordinator', logo)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429, 429]);
    expect(answers.find((a) => a.status === 429)?.body.message).toMatch(
      /^This organization has 5 uploads \(0 MB\) not yet saved with a record; it may have at most 5 files or 100 MB waiting\./,
    );
    // Another tenant (the coordinator's own workspace) is another count.
    expect((await presign('providerCoordinator', {})).status).toBe(200);
  });

  it('a refused upload no longer counts', async () => {
    const granted = await Promise.all(Array.from({ length: 3 }, () => presign('vendorAdmin', { category: 'vendor_w9', fileName: 'w9.pdf', size: ELF.length })));
    expect(granted.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await presign('vendorAdmin', { category: 'vendor_w9', fileName: 'w9.pdf' })).status).toBe(429);
    const first = granted[0].body;
    expect((await fetch(t.baseUrl + first.uploadUrl, { method: 'PUT', headers: first.headers, body: ELF })).status).toBe(204);
    const completed = await t.http<TStoredFile>('POST', '/v1/storage/complete-upload', {
      token: sessions.vendorAdmin.accessToken,
      body: { fileKey: first.fileKey },
    });
    expect(completed.status).toBe(400);
    expect((await presign('vendorAdmin', { category: 'vendor_w9', fileName: 'w9.pdf' })).status).toBe(200);
  });
});
