import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPresignedUpload, TSowExtractResult } from '@procura/shared';
import { DEMO_ACCOUNTS, type TSession, type TTestApp } from '../../../test/harness.js';
import { startTestAppOnS3 } from '../../../test/s3-server.js';

/** The documents read their files from S3 too (readObject on the S3 driver), against s3rver on loopback. */
const BUCKET = 'procura-sow-test';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let t: TTestApp, admin: TSession, close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await startTestAppOnS3(BUCKET));
  admin = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
});
afterAll(() => close?.());

describe('SOW documents on S3', () => {
  it('extracts the text of a DOCX uploaded to the store', async () => {
    const bytes = await Packer.toBuffer(
      new Document({
        sections: [
          { children: [new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun('Scope and tasks')] }), new Paragraph('Mow weekly.')] },
        ],
      }),
    );
    const presigned = await t.http<TPresignedUpload>('POST', '/v1/storage/create-presigned-url', {
      token: admin.accessToken,
      body: { category: 'scope_of_work', fileName: 'mowing.docx', contentType: DOCX, size: bytes.length },
    });
    expect(presigned.status).toBe(200);
    expect((await fetch(presigned.body.uploadUrl, { method: 'PUT', headers: presigned.body.headers, body: bytes })).ok).toBe(true);
    expect((await t.http('POST', '/v1/storage/complete-upload', { token: admin.accessToken, body: { fileKey: presigned.body.fileKey } })).status).toBe(200);
    const res = await t.http<TSowExtractResult>('POST', '/v1/scope-of-work/extract', { token: admin.accessToken, body: { fileKey: presigned.body.fileKey } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.content.content).toEqual([
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Scope and tasks' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Mow weekly.' }] },
    ]);
    expect(await t.platform.storage.store.readObject(`${presigned.body.fileKey}-missing`, 1024)).toBeNull();
  });
});
