import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TContract, TContractDocument, TDownloadUrl } from '@procura/shared';
import { clients, services, storedFiles } from '../../db/schema/index.js';
import { systemDb } from '../../platform/system-db.js';
import { startWithBuilders, type factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, type TSession, type TTestApp } from '../../../test/harness.js';
import { uploadFile } from '../../../test/uploads.js';

type TErr = { message: string; fieldErrors?: Record<string, string[]> };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

let t: TTestApp;
let build: ReturnType<typeof factories>;
let provider: TSession;
let serviceId: string;
beforeAll(async () => {
  ({ t, build } = await startWithBuilders());
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  [{ id: serviceId }] = await systemDb(t.platform.database).select({ id: services.id }).from(services).orderBy(services.id).limit(1);
});
afterAll(() => t.close());

const call = <T>(session: TSession, method: string, path: string, body?: unknown) => t.http<T & TErr>(method, path, { token: session.accessToken, body });

describe('a contract’s documents', () => {
  it('hold the signed copy the client requires before activation; the vendor reads and downloads them, never writes', async () => {
    const client = await build.buildClient();
    await systemDb(t.platform.database).update(clients).set({ contractsRequireSignedDocument: true }).where(eq(clients.id, client.clientId));
    const admin = await (await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] })).signIn();
    const property = await build.buildProperty(client);
    const vendor = await build.buildVendor();
    const vendorAdmin = await (await build.buildUser({ userType: 'vendor', tenantId: vendor.tenantId, roleNames: ['Vendor Admin'] })).signIn();
    const other = await build.buildClient();
    const otherAdmin = await (await build.buildUser({ userType: 'client', tenantId: other.tenantId, roleNames: ['Client Admin'] })).signIn();
    const made = await call<TContract>(provider, 'POST', '/v1/contracts', {
      clientId: client.clientId,
      vendorId: vendor.vendorId,
      title: 'Signed',
      startOn: '2027-01-01',
      endOn: '2027-12-31',
      properties: [{ propertyId: property.id, lines: [{ serviceId, price: 100, unit: 'PER_MONTH' }] }],
    });
    expect(made.body).toMatchObject({ signedDocumentRequired: true, activationMissing: [{ field: 'documents' }] });
    const path = `/v1/contracts/${made.body.id}`;
    const refused = await call(admin, 'POST', `${path}/activate`);
    expect(refused.status).toBe(409);
    expect(Object.keys(refused.body.fieldErrors ?? {})).toEqual(['documents']);

    const uploaded = await uploadFile(t, admin.accessToken, { category: 'ai_contract_document', fileName: 'signed.pdf', content: PDF });
    if (!uploaded.fileKey) throw new Error(JSON.stringify(uploaded.refused?.body));
    const saves = await Promise.all([
      call<TContractDocument>(admin, 'POST', `${path}/documents`, { fileKey: uploaded.fileKey, kind: 'SIGNED' }),
      call<TContractDocument>(admin, 'POST', `${path}/documents`, { fileKey: uploaded.fileKey, kind: 'SIGNED' }),
    ]);
    expect(saves.map((s) => s.status)).toEqual([201, 201]);
    expect(saves[0].body.id).toBe(saves[1].body.id);
    expect(saves[0].body).toMatchObject({ kind: 'SIGNED', title: 'signed.pdf' });
    expect((await call(vendorAdmin, 'POST', `${path}/documents`, { fileKey: uploaded.fileKey, kind: 'OTHER' })).status).toBe(403);
    expect(
      (await call(admin, 'POST', `${path}/documents`, { fileKey: 'tenant/ai_contract_document/none/x.pdf', kind: 'OTHER' })).body.fieldErrors,
    ).toHaveProperty('fileKey');

    expect((await call<TContract>(admin, 'POST', `${path}/activate`)).body.status).toBe('ACTIVE');
    const listed = await call<{ data: TContractDocument[] }>(vendorAdmin, 'GET', `${path}/documents`);
    expect(listed.body.data.map((d) => d.id)).toEqual([saves[0].body.id]);
    const link = await call<TDownloadUrl>(vendorAdmin, 'GET', `${path}/documents/${saves[0].body.id}/download`);
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const bytes = Buffer.from(await (await fetch(link.body.url.startsWith('http') ? link.body.url : t.baseUrl + link.body.url)).arrayBuffer());
    expect(bytes.equals(PDF)).toBe(true);
    expect((await call(otherAdmin, 'GET', `${path}/documents`)).status).toBe(404);
    expect((await call(otherAdmin, 'GET', `${path}/documents/${saves[0].body.id}/download`)).status).toBe(404);

    const kept = await call(admin, 'DELETE', `${path}/documents/${saves[0].body.id}`);
    expect(kept.status).toBe(409);
    expect((await call(admin, 'DELETE', `${path}/documents/not-an-id`)).status).toBe(404);
  });

  it('takes its stored file with it when removed; a vendor may not even ask for an upload URL', async () => {
    const client = await build.buildClient();
    const admin = await (await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] })).signIn();
    const property = await build.buildProperty(client);
    const vendor = await build.buildVendor();
    const vendorAdmin = await (await build.buildUser({ userType: 'vendor', tenantId: vendor.tenantId, roleNames: ['Vendor Admin'] })).signIn();
    const made = await call<TContract>(provider, 'POST', '/v1/contracts', {
      clientId: client.clientId,
      vendorId: vendor.vendorId,
      title: 'Removed document',
      properties: [{ propertyId: property.id, lines: [{ serviceId, price: 100, unit: 'PER_MONTH' }] }],
    });
    const path = `/v1/contracts/${made.body.id}`;
    const uploaded = await uploadFile(t, admin.accessToken, { category: 'ai_contract_document', fileName: 'amendment.pdf', content: PDF });
    if (!uploaded.fileKey) throw new Error(JSON.stringify(uploaded.refused?.body));
    const saved = await call<TContractDocument>(admin, 'POST', `${path}/documents`, { fileKey: uploaded.fileKey, kind: 'AMENDMENT' });
    expect(saved.status).toBe(201);
    const store = t.platform.storage.store;
    expect((await store.readObject(uploaded.fileKey, 1024 * 1024))?.equals(PDF)).toBe(true);

    expect((await call(admin, 'DELETE', `${path}/documents/${saved.body.id}`)).status).toBe(204);
    expect(await store.readObject(uploaded.fileKey, 1024 * 1024)).toBeNull();
    expect(await systemDb(t.platform.database).select().from(storedFiles).where(eq(storedFiles.key, uploaded.fileKey))).toEqual([]);

    const asked = await call(vendorAdmin, 'POST', '/v1/storage/create-presigned-url', {
      category: 'ai_contract_document',
      fileName: 'contract.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    expect(asked.status).toBe(403);
    expect(asked.body.message).toMatch(/client or the provider/);
  });
});
