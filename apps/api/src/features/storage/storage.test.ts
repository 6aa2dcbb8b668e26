import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDownloadUrl, TPresignedUpload, TStoredFile } from '@procura/shared';
import { storedFiles } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';
import { storageServiceOf } from '../../../test/storage-service.js';
import { zeroBomb } from '../../../test/zip-bomb.js';
import { loadActor } from '../../platform/actor.js';
import { withActor } from '../../platform/scope.js';
import { systemDb } from '../../platform/system-db.js';

/** The first bytes of a 64-bit ELF executable, padded: what a "PDF" that is a program starts with. */
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0x01)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

let t: TTestApp;
const sessions: Record<string, TSession> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['providerAdmin', 'clientAdmin', 'clientPm', 'vendorAdmin', 'franchiseUser'] as const)
    sessions[name] = await t.signIn(DEMO_ACCOUNTS[name]);
});
afterAll(() => t.close());

const token = (name: string) => sessions[name].accessToken;

async function presign(who: string, body: Record<string, unknown>) {
  return t.http<TPresignedUpload & { fieldErrors?: Record<string, string[]>; message: string }>('POST', '/v1/storage/create-presigned-url', {
    token: token(who),
    body,
  });
}

async function put(upload: Pick<TPresignedUpload, 'uploadUrl' | 'headers'>, bytes: Buffer | ReadableStream<Uint8Array>, base = t.baseUrl) {
  const url = upload.uploadUrl.startsWith('http') ? upload.uploadUrl : base + upload.uploadUrl;
  const res = await fetch(url, { method: 'PUT', headers: upload.headers, body: bytes, duplex: 'half' } as RequestInit);
  return { status: res.status, text: await res.text() };
}

const complete = (who: string, fileKey: string) =>
  t.http<TStoredFile & { message: string; fieldErrors?: Record<string, string[]> }>('POST', '/v1/storage/complete-upload', {
    token: token(who),
    body: { fileKey },
  });

const downloadUrl = (who: string, fileKey: string) => t.http<TDownloadUrl>('POST', '/v1/storage/create-download-url', { token: token(who), body: { fileKey } });

/** presign → PUT → complete, as `who`; answers the completion. */
async function upload(who: string, body: { category: string; fileName: string; contentType: string; tenantId?: string }, bytes: Buffer) {
  const res = await presign(who, { ...body, size: bytes.length });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect((await put(res.body, bytes)).status).toBe(204);
  return { key: res.body.fileKey, completed: await complete(who, res.body.fileKey) };
}

describe('POST /v1/storage/create-presigned-url', () => {
  it('gives a key under the owning tenant and category, a signed PUT URL and a PENDING row', async () => {
    const res = await presign('clientAdmin', { category: 'client_logo', fileName: 'Logo Été (final).PNG', contentType: 'image/png', size: 1234 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.method).toBe('PUT');
    expect(res.body.headers).toEqual({ 'content-type': 'image/png' });
    expect(res.body.fileKey).toMatch(new RegExp(`^${t.world.clientA.tenantId}/client_logo/[0-9a-f-]{36}/Logo_Ete_final.png$`));
    expect(res.body.uploadUrl).toMatch(/^\/v1\/storage\/uploads\/.+\?expires=\d+&size=1234&signature=[\w-]{43}$/);
    const [row] = await systemDb(t.platform.database).select().from(storedFiles).where(eq(storedFiles.key, res.body.fileKey));
    expect(row).toMatchObject({
      status: 'PENDING',
      tenantId: t.world.clientA.tenantId,
      createdBy: t.world.userIds.clientAdmin,
      fileName: 'Logo Été (final).PNG',
      sizeBytes: 1234,
    });
  });

  it('refuses an unknown category, a type or extension the category does not take, and SVG (script-capable)', async () => {
    const base = { category: 'client_logo', fileName: 'logo.png', contentType: 'image/png', size: 100 };
    const cases: [Record<string, unknown>, string][] = [
      [{ category: 'passport_scan' }, 'category'],
      [{ contentType: 'application/x-msdownload', fileName: 'logo.exe' }, 'contentType'],
      [{ contentType: 'image/svg+xml', fileName: 'logo.svg' }, 'contentType'],
      [{ contentType: 'application/pdf', fileName: 'logo.pdf' }, 'contentType'],
      [{ fileName: 'logo.exe' }, 'fileName'],
      [{ fileName: 'logo' }, 'fileName'],
      [{ category: 'sow_template', contentType: 'application/pdf', fileName: 'sow.pdf' }, 'contentType'],
    ];
    for (const [change, field] of cases) {
      const res = await presign('providerAdmin', { ...base, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.body.fieldErrors ?? {}), JSON.stringify(res.body)).toContain(field);
    }
  });

  it('answers 413 for a declared size over the category limit', async () => {
    const res = await presign('providerAdmin', { category: 'client_logo', fileName: 'logo.png', contentType: 'image/png', size: 5 * 1024 * 1024 + 1 });
    expect(res.status).toBe(413);
    expect(res.body.fieldErrors?.size).toBeDefined();
    expect(res.body.message).toMatch(/limit is 5 MB/);
    expect(
      (await presign('providerAdmin', { category: 'ai_contracts_zip', fileName: 'all.zip', contentType: 'application/zip', size: 150 * 1024 * 1024 })).status,
    ).toBe(200);
  });

  it('asks the permission of the category; a vendor’s own people may upload their company documents', async () => {
    const logo = { category: 'client_logo', fileName: 'logo.png', contentType: 'image/png', size: 100 };
    expect((await presign('clientPm', logo)).status).toBe(403);
    expect((await presign('clientPm', { ...logo, category: 'property_document', fileName: 'plan.pdf', contentType: 'application/pdf' })).status).toBe(200);
    // The estimator may not manage the vendor, but keeps its own W-9 current.
    const w9 = { category: 'vendor_w9', fileName: 'w9.pdf', contentType: 'application/pdf', size: 100 };
    const own = await presign('franchiseUser', w9);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect((await presign('franchiseUser', { ...w9, tenantId: t.world.vendor.tenantId })).status).toBe(403);
  });

  it('answers 404 for a tenant the actor does not see', async () => {
    const body = { category: 'client_logo', fileName: 'logo.png', contentType: 'image/png', size: 100 };
    expect((await presign('clientAdmin', { ...body, tenantId: t.world.vendor.tenantId })).status).toBe(404);
    expect((await presign('providerAdmin', { ...body, tenantId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await presign('providerAdmin', { ...body, tenantId: t.world.clientB.tenantId })).status).toBe(200);
  });
});

describe('upload and check of the bytes (local driver)', () => {
  it('re-encodes a logo: resized to 512 px, EXIF and GPS gone; served inline with nosniff', async () => {
    const photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'X' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 44/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '104/1 59/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { key, completed } = await upload('clientAdmin', { category: 'client_logo', fileName: 'photo.jpg', contentType: 'image/jpeg' }, photo);
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body).toMatchObject({ status: 'READY', contentType: 'image/jpeg' });
    expect(completed.body.size).toBeLessThan(photo.length);

    const link = await downloadUrl('clientAdmin', key);
    expect(link.status).toBe(200);
    expect(new Date(link.body.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    const res = await fetch(t.baseUrl + link.body.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="photo.jpg"/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const served = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(served).metadata();
    expect([meta.width, meta.height]).toEqual([512, 256]);
    expect(meta.exif).toBeUndefined();
    expect(served.includes(Buffer.from('PhoneCo'))).toBe(false);

    // Completing again answers the same; the size recorded is the re-encoded one.
    const again = await complete('clientAdmin', key);
    expect(again.body).toMatchObject({ status: 'READY', size: served.length });
  });

  it('refuses a disguised executable (ELF bytes named x.pdf) with a plain message, and drops it', async () => {
    const { key, completed } = await upload('providerAdmin', { category: 'property_document', fileName: 'x.pdf', contentType: 'application/pdf' }, ELF);
    expect(completed.status).toBe(400);
    expect(completed.body.message).toBe('This file is a program, not a document. Programs cannot be uploaded.');
    expect(completed.body.fieldErrors?.file).toBeDefined();
    expect((await complete('providerAdmin', key)).status).toBe(400);
    const [row] = await systemDb(t.platform.database).select().from(storedFiles).where(eq(storedFiles.key, key));
    expect(row).toMatchObject({ status: 'REJECTED' });
    expect(await t.platform.storage.store.uploadedSize(key)).toBeNull();
    expect((await downloadUrl('providerAdmin', key)).status).toBe(409);

    const pe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
    const exe = await upload('providerAdmin', { category: 'rfp_attachment', fileName: 'invoice.pdf', contentType: 'application/pdf' }, pe);
    expect(exe.completed.status).toBe(400);
    expect(exe.completed.body.message).toMatch(/program|not a PDF/);
  });

  it('refuses a file whose bytes are another type than its name, and accepts a real PDF', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const wrong = await upload('providerAdmin', { category: 'property_document', fileName: 'plan.pdf', contentType: 'application/pdf' }, png);
    expect(wrong.completed.status).toBe(400);
    expect(wrong.completed.body.message).toMatch(/not a PDF file/);
    const right = await upload('providerAdmin', { category: 'property_document', fileName: 'plan.pdf', contentType: 'application/pdf' }, PDF);
    expect(right.completed.body).toMatchObject({ status: 'READY', contentType: 'application/pdf', size: PDF.length });
    const link = await downloadUrl('providerAdmin', right.key);
    const res = await fetch(t.baseUrl + link.body.url);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="plan.pdf"/);
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('checks a ZIP before accepting it: a zip bomb is refused', async () => {
    const bomb = zeroBomb('contract.pdf', 150 * 1024 * 1024);
    const res = await upload('providerAdmin', { category: 'ai_contracts_zip', fileName: 'contracts.zip', contentType: 'application/zip' }, bomb);
    expect(res.completed.status).toBe(400);
    expect(res.completed.body.message).toMatch(/^The file was refused: .*(unpacks to more than|compressed more than)/);
  });

  it('refuses a tampered or expired URL (403), a second upload to one key (409), and completing before uploading (409)', async () => {
    const res = await presign('providerAdmin', { category: 'property_document', fileName: 'plan.pdf', contentType: 'application/pdf', size: PDF.length });
    const tampered = [
      res.body.uploadUrl.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`),
      res.body.uploadUrl.replace(/size=\d+/, 'size=99999999'),
      res.body.uploadUrl.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`),
      res.body.uploadUrl.replace('/property_document/', '/client_logo/'),
    ];
    for (const uploadUrl of tampered) {
      const attempt = await put({ uploadUrl, headers: res.body.headers }, PDF);
      expect(attempt.status, uploadUrl).toBe(403);
      expect(attempt.text).toMatch(/not valid/);
    }
    expect((await complete('providerAdmin', res.body.fileKey)).status).toBe(409);

    const expired = await t.platform.storage.store.presignUpload(res.body.fileKey, {
      contentType: 'application/pdf',
      size: PDF.length,
      expiresAt: new Date(Date.now() - 1000),
    });
    const late = await put({ uploadUrl: expired.url, headers: expired.headers }, PDF);
    expect(late.status).toBe(403);
    expect(late.text).toMatch(/expired/);

    expect((await put(res.body, PDF)).status).toBe(204);
    expect((await put(res.body, PDF)).status).toBe(409);
    expect((await complete('providerAdmin', res.body.fileKey)).body.status).toBe('READY');
    expect((await put(res.body, PDF)).status).toBe(409);

    const link = await downloadUrl('providerAdmin', res.body.fileKey);
    const forged = link.body.url.replace('disposition=attachment', 'disposition=inline');
    expect((await fetch(t.baseUrl + forged)).status).toBe(403);
    const old = await t.platform.storage.store.presignDownload(res.body.fileKey, {
      expiresAt: new Date(Date.now() - 1000),
      contentType: 'application/pdf',
      disposition: 'attachment',
      fileName: 'plan.pdf',
    });
    expect((await fetch(t.baseUrl + old)).status).toBe(403);
  });

  it('answers 413 for an upload larger than declared, with or without a Content-Length', async () => {
    const res = await presign('providerAdmin', { category: 'property_document', fileName: 'plan.pdf', contentType: 'application/pdf', size: 100 });
    const big = Buffer.concat([PDF, Buffer.alloc(200, 0x20)]);
    expect((await put(res.body, big)).status).toBe(413);
    const chunks = [big.subarray(0, 60), big.subarray(60, 120), big.subarray(120)];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(new Uint8Array(next));
        else controller.close();
      },
    });
    expect((await put(res.body, stream)).status).toBe(413);
    expect(await t.platform.storage.store.uploadedSize(res.body.fileKey)).toBeNull();
    // Nothing was kept, so the link still takes a file of the declared size.
    expect((await put(res.body, PDF)).status).toBe(204);
  });
});

describe('what is published is what was checked (local driver)', () => {
  const fileOf = (area: 'uploads' | 'objects', key: string) => path.join(t.platform.config.dataDir, 'storage', area, key);

  it('a PUT replayed between the check and the publish is refused; an upload replaced on disk then publishes nothing', async () => {
    const store = t.platform.storage.store;
    const publishUpload = store.publishUpload.bind(store);
    const presignPdf = async () =>
      (await presign('providerAdmin', { category: 'property_document', fileName: 'plan.pdf', contentType: 'application/pdf', size: PDF.length })).body;
    const program = ELF.subarray(0, PDF.length);

    // The signed URL replayed after the check: the upload under the key is not replaced (one file per link).
    const first = await presignPdf();
    expect((await put(first, PDF)).status).toBe(204);
    const replays: number[] = [];
    store.publishUpload = async (key, contentType, etag) => {
      replays.push((await put(first, program)).status);
      return publishUpload(key, contentType, etag);
    };
    try {
      expect((await complete('providerAdmin', first.fileKey)).body.status).toBe('READY');
    } finally {
      store.publishUpload = publishUpload;
    }
    expect(replays).toEqual([409]);
    const served = await fetch(t.baseUrl + (await downloadUrl('providerAdmin', first.fileKey)).body.url);
    expect(Buffer.from(await served.arrayBuffer()).equals(PDF)).toBe(true);

    // However the upload is swapped after the check (another file moved in under its name), the
    // publish compares the file's identity with the one read, as S3's copy compares the ETag.
    const second = await presignPdf();
    expect((await put(second, PDF)).status).toBe(204);
    store.publishUpload = async (key, contentType, etag) => {
      const swap = `${fileOf('uploads', key)}.swap`;
      fs.writeFileSync(swap, program);
      fs.renameSync(swap, fileOf('uploads', key));
      return publishUpload(key, contentType, etag);
    };
    try {
      const completed = await complete('providerAdmin', second.fileKey);
      expect(completed.status).toBe(409);
      expect(completed.body.message).toBe('The file was replaced while it was being checked. Upload it again.');
    } finally {
      store.publishUpload = publishUpload;
    }
    expect(fs.existsSync(fileOf('objects', second.fileKey))).toBe(false);
    expect((await downloadUrl('providerAdmin', second.fileKey)).status).toBe(409);
  });

  it('reads no more of an upload than was declared, and never a stored object beyond its category’s limit', async () => {
    const store = t.platform.storage.store;
    const res = await presign('providerAdmin', {
      category: 'sow_template',
      fileName: 'form.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      size: 100,
    });
    // What no signed PUT can leave (the link takes at most 100 bytes): 3 MiB under the upload's name.
    fs.mkdirSync(path.dirname(fileOf('uploads', res.body.fileKey)), { recursive: true });
    fs.writeFileSync(fileOf('uploads', res.body.fileKey), Buffer.alloc(3 * 1024 * 1024, 0x41));
    await expect(store.readUpload(res.body.fileKey, { maxBytes: 100 })).rejects.toThrow('The file is larger than declared.');
    const completed = await complete('providerAdmin', res.body.fileKey);
    expect(completed.status).toBe(413);
    expect(await store.uploadedSize(res.body.fileKey)).toBeNull();

    const logo = await presign('providerAdmin', { category: 'client_logo', fileName: 'logo.png', contentType: 'image/png', size: 100 });
    fs.mkdirSync(path.dirname(fileOf('objects', logo.body.fileKey)), { recursive: true });
    fs.writeFileSync(fileOf('objects', logo.body.fileKey), Buffer.alloc(6 * 1024 * 1024, 0x42));
    const service = storageServiceOf(t);
    await expect(service.readAuthorised(logo.body.fileKey)).rejects.toMatchObject({ statusCode: 413, message: expect.stringMatching(/larger than 5 MB/) });
    expect((await store.readObject(logo.body.fileKey, 7 * 1024 * 1024))?.length).toBe(6 * 1024 * 1024);
  });
});

describe('POST /v1/storage/create-download-url', () => {
  it('answers 404 for another tenant’s key, and for a colleague’s unconfirmed upload', async () => {
    const logo = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#0a0' } })
      .png()
      .toBuffer();
    const { key, completed } = await upload('vendorAdmin', { category: 'vendor_logo', fileName: 'logo.png', contentType: 'image/png' }, logo);
    expect(completed.body.status).toBe('READY');
    expect((await downloadUrl('vendorAdmin', key)).status).toBe(200);
    expect((await downloadUrl('clientAdmin', key)).status).toBe(404);
    expect((await complete('clientAdmin', key)).status).toBe(404);
    // Same tenant, not the uploader, nothing confirmed it: not theirs to read.
    expect((await downloadUrl('franchiseUser', key)).status).toBe(404);
  });

  it('after confirmation, asks the owning record’s registered check (service API)', async () => {
    const db = systemDb(t.platform.database);
    const service = storageServiceOf(t);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00f' } })
      .png()
      .toBuffer();
    const { key } = await upload('providerAdmin', { category: 'client_logo', fileName: 'new-client.png', contentType: 'image/png' }, png);
    const provider = await loadActor(db, t.world.userIds.providerAdmin, undefined, 'test');
    const clientAdmin = await loadActor(db, t.world.userIds.clientAdmin, undefined, 'test');
    const ownerId = t.world.clientA.clientId;
    const confirm = (input: Partial<Parameters<typeof service.confirmFile>[2]>) =>
      withActor(t.platform.db, provider, (tx) =>
        service.confirmFile(tx, provider, { key, categories: ['client_logo'], ownerTable: 'test_clients', ownerId, field: 'logoKey', ...input }),
      );
    await expect(confirm({ categories: ['client_header_image'] })).rejects.toMatchObject({ statusCode: 400, fieldErrors: { logoKey: expect.any(Array) } });
    await confirm({ tenantId: t.world.clientA.tenantId });
    await confirm({ tenantId: t.world.clientA.tenantId });
    await expect(confirm({ ownerId: t.world.clientB.clientId })).rejects.toMatchObject({ statusCode: 400 });
    const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, key));
    expect(row).toMatchObject({ tenantId: t.world.clientA.tenantId, ownerTable: 'test_clients', ownerId });
    expect(row.confirmedAt).not.toBeNull();

    // No owner registered for the table: nobody reads it.
    await expect(service.createDownloadUrl(clientAdmin, key)).rejects.toMatchObject({ statusCode: 404 });
    const asked: string[] = [];
    service.registerOwner('test_clients', async (actor, id) => {
      asked.push(id);
      return actor.userId === t.world.userIds.clientAdmin;
    });
    expect((await service.createDownloadUrl(clientAdmin, key)).url).toMatch(/^\/v1\/storage\/objects\//);
    await expect(service.createDownloadUrl(provider, key)).rejects.toMatchObject({ statusCode: 404 });
    expect(asked).toEqual([ownerId, ownerId]);

    const view = await service.viewUrl(key);
    const res = await fetch(t.baseUrl + view);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });
});

describe('sweep', () => {
  it('removes uploads never confirmed after the time limit, and refused ones; keeps the rest', async () => {
    const db = systemDb(t.platform.database);
    const service = storageServiceOf(t);
    const old = await upload('providerAdmin', { category: 'property_document', fileName: 'old.pdf', contentType: 'application/pdf' }, PDF);
    const fresh = await upload('providerAdmin', { category: 'property_document', fileName: 'fresh.pdf', contentType: 'application/pdf' }, PDF);
    const refused = await upload('providerAdmin', { category: 'property_document', fileName: 'bad.pdf', contentType: 'application/pdf' }, ELF);
    const kept = await upload('providerAdmin', { category: 'property_document', fileName: 'kept.pdf', contentType: 'application/pdf' }, PDF);
    await db
      .update(storedFiles)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(sql`${storedFiles.key} in (${old.key}, ${kept.key})`);
    await db.update(storedFiles).set({ confirmedAt: new Date(), ownerTable: 'test', ownerId: t.world.clientA.clientId }).where(eq(storedFiles.key, kept.key));
    const oldLink = await downloadUrl('providerAdmin', old.key);

    const { removed } = await service.sweep(db);
    expect(removed).toBeGreaterThanOrEqual(2);
    const left = new Set((await db.select({ key: storedFiles.key }).from(storedFiles)).map((r) => r.key));
    expect(left.has(old.key)).toBe(false);
    expect(left.has(refused.key)).toBe(false);
    expect(left.has(fresh.key)).toBe(true);
    expect(left.has(kept.key)).toBe(true);
    expect((await fetch(t.baseUrl + oldLink.body.url)).status).toBe(404);
  });
});
