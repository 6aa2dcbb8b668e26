import sharp from 'sharp';
import type { TClientDetail, TClientPage, TClientWorkspace, TDownloadUrl, TPresignedUpload } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithBuilders, type factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, type TSession, type TTestApp } from '../../../test/harness.js';

let t: TTestApp;
let provider: TSession;
let build: ReturnType<typeof factories>;
let png: Buffer;
beforeAll(async () => {
  ({ t, build } = await startWithBuilders());
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  png = await sharp({ create: { width: 320, height: 120, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

type TErrorBody = { message: string; fieldErrors?: Record<string, string[]> };

/** presign → PUT → complete, as `session`: the key a client form then sends. */
async function upload(session: TSession, category: 'client_logo' | 'client_header_image', tenantId?: string): Promise<string> {
  const presigned = await t.http<TPresignedUpload>('POST', '/v1/storage/create-presigned-url', {
    token: session.accessToken,
    body: { category, fileName: `${category}.png`, contentType: 'image/png', size: png.length, tenantId },
  });
  expect(presigned.status, JSON.stringify(presigned.body)).toBe(200);
  const url = presigned.body.uploadUrl.startsWith('http') ? presigned.body.uploadUrl : t.baseUrl + presigned.body.uploadUrl;
  expect((await fetch(url, { method: 'PUT', headers: presigned.body.headers, body: png })).status).toBe(204);
  expect((await t.http('POST', '/v1/storage/complete-upload', { token: session.accessToken, body: { fileKey: presigned.body.fileKey } })).status).toBe(200);
  return presigned.body.fileKey;
}

describe('client logo and header image', () => {
  it('are bound to the client on create, shown as URLs, and readable by its people', async () => {
    const logoKey = await upload(provider, 'client_logo');
    const headerImageKey = await upload(provider, 'client_header_image');
    const name = `Branded ${crypto.randomUUID().slice(0, 8)}`;
    const created = await t.http<TClientDetail & TErrorBody>('POST', '/v1/clients', { token: provider.accessToken, body: { name, logoKey, headerImageKey } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.logoUrl).toEqual(expect.any(String));
    expect(created.body.headerImageUrl).toEqual(expect.any(String));
    const logo = await fetch(t.baseUrl + created.body.logoUrl);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toMatch(/^image\//);

    const listed = await t.http<TClientPage>('GET', `/v1/clients?search=${encodeURIComponent(name)}`, { token: provider.accessToken });
    expect(listed.body.data[0].logoUrl).toEqual(expect.any(String));

    // Its people see the header image at the top of their workspace, and may download the logo.
    const member = await build.buildUser({ userType: 'client', tenantId: created.body.tenantId, roleNames: ['Client Property Manager'] });
    const session = await member.signIn();
    const spaces = await t.http<TClientWorkspace[]>('GET', '/v1/clients/work-spaces', { token: session.accessToken });
    expect(spaces.body).toEqual([expect.objectContaining({ id: created.body.id, headerImageUrl: expect.any(String) })]);
    const download = await t.http<TDownloadUrl>('POST', '/v1/storage/create-download-url', { token: session.accessToken, body: { fileKey: logoKey } });
    expect(download.status).toBe(200);

    // Another client's people may not.
    const stranger = await build.buildUser({ userType: 'client', tenantId: (await build.buildClient()).tenantId, roleNames: ['Client Admin'] });
    const refused = await t.http('POST', '/v1/storage/create-download-url', { token: (await stranger.signIn()).accessToken, body: { fileKey: logoKey } });
    expect(refused.status).toBe(404);
  });

  it('refuses a key that is not an uploaded file of the right category, naming the field', async () => {
    const client = await build.buildClient();
    const header = await upload(provider, 'client_header_image');
    const wrongCategory = await t.http<TErrorBody>('PATCH', `/v1/clients/${client.clientId}`, { token: provider.accessToken, body: { logoKey: header } });
    expect(wrongCategory.status).toBe(400);
    expect(wrongCategory.body.fieldErrors?.logoKey).toBeDefined();
    const bad = await t.http<TErrorBody>('POST', '/v1/clients/update-theme-header-image', {
      token: provider.accessToken,
      body: { clientId: client.clientId, fileKey: 'x/y.png' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.fileKey).toBeDefined();
  });

  it("lets the client's admin set and clear the theme header image of their own workspace", async () => {
    const client = await build.buildClient();
    const admin = await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] });
    const session = await admin.signIn();
    const fileKey = await upload(session, 'client_header_image');
    const set = await t.http<TClientDetail>('POST', '/v1/clients/update-theme-header-image', {
      token: session.accessToken,
      body: { clientId: client.clientId, fileKey },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.headerImageKey).toBe(fileKey);
    const cleared = await t.http<TClientDetail>('POST', '/v1/clients/update-theme-header-image', {
      token: session.accessToken,
      body: { clientId: client.clientId, fileKey: null },
    });
    expect(cleared.body).toMatchObject({ headerImageKey: null, headerImageUrl: null });
  });
});
