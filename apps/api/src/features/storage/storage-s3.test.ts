import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDownloadUrl, TPresignedUpload, TStoredFile } from '@procura/shared';
import { DEMO_ACCOUNTS, type TSession, type TTestApp } from '../../../test/harness.js';
import { storageServiceOf } from '../../../test/storage-service.js';
import { startTestAppOnS3 } from '../../../test/s3-server.js';

/**
 * The S3 driver against a real S3-compatible server on loopback (s3rver): the browser's path,
 * presign → PUT to the store → complete → download from the store.
 */
const BUCKET = 'procura-test';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0x01)]);

let t: TTestApp, admin: TSession, close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await startTestAppOnS3(BUCKET));
  admin = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
});
afterAll(() => close?.());

const post = <T>(url: string, body: unknown) => t.http<T & { message: string }>('POST', url, { token: admin.accessToken, body });

async function uploadToS3(body: { category: string; fileName: string; contentType: string }, bytes: Buffer) {
  const presigned = await post<TPresignedUpload>('/v1/storage/create-presigned-url', { ...body, size: bytes.length });
  expect(presigned.status, JSON.stringify(presigned.body)).toBe(200);
  expect(presigned.body.uploadUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/${BUCKET}/uploads/`));
  const put = await fetch(presigned.body.uploadUrl, { method: 'PUT', headers: presigned.body.headers, body: bytes });
  expect(put.status, await put.text()).toBe(200);
  return { key: presigned.body.fileKey, completed: await post<TStoredFile>('/v1/storage/complete-upload', { fileKey: presigned.body.fileKey }) };
}

describe('S3 driver (s3rver on loopback)', () => {
  it('presign → PUT → complete → download', async () => {
    const { key, completed } = await uploadToS3({ category: 'property_document', fileName: 'site plan.pdf', contentType: 'application/pdf' }, PDF);
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body).toMatchObject({ status: 'READY', contentType: 'application/pdf', size: PDF.length });

    const link = await post<TDownloadUrl>('/v1/storage/create-download-url', { fileKey: key });
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/X-Amz-Expires=(\d{1,2}|[12]\d\d|300)&/);
    const res = await fetch(link.body.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="site plan.pdf"/);
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);

    // The upload area is emptied once the file is published.
    const client = (t.platform.storage.store as unknown as { client: S3Client }).client;
    await expect(client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `uploads/${key}` }))).rejects.toMatchObject({ name: 'NotFound' });
  });

  it('re-encodes a logo and refuses a disguised executable, removing it from the bucket', async () => {
    const photo = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#345' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 44/1 0/1' } })
      .toBuffer();
    const logo = await uploadToS3({ category: 'client_logo', fileName: 'logo.jpg', contentType: 'image/jpeg' }, photo);
    expect(logo.completed.body.status).toBe('READY');
    const link = await post<TDownloadUrl>('/v1/storage/create-download-url', { fileKey: logo.key });
    const served = Buffer.from(await (await fetch(link.body.url)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([512, 512, undefined]);

    const exe = await uploadToS3({ category: 'property_document', fileName: 'x.pdf', contentType: 'application/pdf' }, ELF);
    expect(exe.completed.status).toBe(400);
    expect(exe.completed.body.message).toMatch(/program/);
    expect(await t.platform.storage.store.uploadedSize(exe.key)).toBeNull();
  });

  it('a PUT replayed between the check and the copy publishes nothing: the copy needs the ETag of the bytes checked', async () => {
    const store = t.platform.storage.store;
    const presigned = await post<TPresignedUpload>('/v1/storage/create-presigned-url', {
      category: 'property_document',
      fileName: 'plan.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    const putBytes = (bytes: Buffer) => fetch(presigned.body.uploadUrl, { method: 'PUT', headers: presigned.body.headers, body: bytes });
    expect((await putBytes(PDF)).status).toBe(200);
    // The same URL, replayed once the PDF was checked and before it is copied: a program of the same length.
    const program = ELF.subarray(0, PDF.length);
    const publishUpload = store.publishUpload.bind(store);
    const replays: number[] = [];
    store.publishUpload = async (key, contentType, etag) => {
      replays.push((await putBytes(program)).status);
      return publishUpload(key, contentType, etag);
    };
    try {
      const completed = await post<TStoredFile>('/v1/storage/complete-upload', { fileKey: presigned.body.fileKey });
      // s3rver ignores x-amz-copy-source-if-match (real S3 answers 412): the copy's own ETag is compared too.
      expect(replays).toEqual([200]);
      expect(completed.status, JSON.stringify(completed.body)).toBe(409);
      expect(completed.body.message).toBe('The file was replaced while it was being checked. Upload it again.');
    } finally {
      store.publishUpload = publishUpload;
    }
    const client = (store as unknown as { client: S3Client }).client;
    await expect(client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: presigned.body.fileKey }))).rejects.toMatchObject({ name: 'NotFound' });
    expect((await post('/v1/storage/create-download-url', { fileKey: presigned.body.fileKey })).status).toBe(409);
    expect((await post('/v1/storage/complete-upload', { fileKey: presigned.body.fileKey })).status).toBe(400);
  });

  it('signs the length into the upload URL; a 3 MiB body on a 100-byte URL is refused unread', async () => {
    const presigned = await post<TPresignedUpload>('/v1/storage/create-presigned-url', {
      category: 'rfp_template',
      fileName: 'form.docx',
      contentType: DOCX,
      size: 100,
    });
    // `content-length` among the signed headers: real S3 answers 403 SignatureDoesNotMatch to any other length.
    expect(new URL(presigned.body.uploadUrl).searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-length');
    // s3rver does not verify V4 signatures, so it stores the body S3 would refuse: our side refuses it too.
    const big = Buffer.alloc(3 * 1024 * 1024, 0x41);
    expect((await fetch(presigned.body.uploadUrl, { method: 'PUT', headers: presigned.body.headers, body: big })).status).toBe(200);
    // A DOCX is checked whole: the 100 declared bytes are the most the check may read.
    const store = t.platform.storage.store;
    const readUpload = store.readUpload.bind(store);
    const asked: number[] = [];
    store.readUpload = async (key, options) => {
      asked.push(options.maxBytes);
      return readUpload(key, options);
    };
    try {
      const completed = await post<TStoredFile>('/v1/storage/complete-upload', { fileKey: presigned.body.fileKey });
      expect(completed.status).toBe(413);
      expect(completed.body.message).toBe('The file is larger than declared.');
    } finally {
      store.readUpload = readUpload;
    }
    expect(asked).toEqual([100]);
    await expect(readUpload(presigned.body.fileKey, { maxBytes: 100 })).resolves.toBeNull();
  });

  it('never reads a stored object whole beyond its category’s limit', async () => {
    const presigned = await post<TPresignedUpload>('/v1/storage/create-presigned-url', {
      category: 'client_logo',
      fileName: 'logo.png',
      contentType: 'image/png',
      size: 100,
    });
    const key = presigned.body.fileKey;
    const client = (t.platform.storage.store as unknown as { client: S3Client }).client;
    // What an unbound URL let in before: 6 MiB under a logo's key (logos are at most 5 MB).
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: Buffer.alloc(6 * 1024 * 1024, 0x42), ContentType: 'image/png' }));
    const service = storageServiceOf(t);
    await expect(service.readAuthorised(key)).rejects.toMatchObject({ statusCode: 413, message: expect.stringMatching(/larger than 5 MB/) });
    await expect(t.platform.storage.store.readObject(key, 5 * 1024 * 1024)).rejects.toThrow(/larger than/);
    expect((await t.platform.storage.store.readObject(key, 7 * 1024 * 1024))?.length).toBe(6 * 1024 * 1024);
  });

  it('answers 404 on the local driver’s signed routes', async () => {
    const url = `/v1/storage/objects/${t.world.clientA.tenantId}/client_logo/${t.world.clientA.tenantId}/a.png?expires=1&signature=${'A'.repeat(43)}`;
    expect((await t.http('GET', url)).status).toBe(404);
  });
});
