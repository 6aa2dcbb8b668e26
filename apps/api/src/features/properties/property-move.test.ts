import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { THistoryPage, TPresignedUpload, TPropertyDetail, TPropertyDocument, TPropertyService } from '@procura/shared';
import { propertyUserAccess, services } from '../../db/schema/index.js';
import { startWithBuilders, type factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, type TSession, type TTestApp } from '../../../test/harness.js';
import { systemDb } from '../../platform/system-db.js';

/*
 * POST /v1/properties/:id/move (issue #17 point 1): the provider files a property saved under the
 * wrong client under the right one. What is the property's moves with it; what is the old
 * client's either ends (access grants) or refuses the move with a reason (contacts, scopes).
 */

type TErr = { message: string; fieldErrors?: Record<string, string[]> };

let t: TTestApp;
let build: ReturnType<typeof factories>;
let provider: TSession;
const db = () => systemDb(t.platform.database);

beforeAll(async () => {
  ({ t, build } = await startWithBuilders());
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
});
afterAll(() => t.close());

const call = <T>(session: TSession, method: string, path: string, body?: unknown) => t.http<T & TErr>(method, path, { token: session.accessToken, body });

/** A client of its own with a signed-in admin. */
async function clientWithAdmin(name: string) {
  const client = await build.buildClient({ name });
  const admin = await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] });
  return { ...client, admin: await admin.signIn() };
}

async function newProperty(clientId: string, code: string) {
  const res = await call<TPropertyDetail>(provider, 'POST', '/v1/properties', { clientId, name: `Moving ${code}`, code });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function uploadDocument(propertyId: string) {
  const bytes = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  const presigned = await call<TPresignedUpload>(provider, 'POST', '/v1/storage/create-presigned-url', {
    category: 'property_document',
    fileName: 'site-plan.pdf',
    contentType: 'application/pdf',
    size: bytes.length,
  });
  expect(presigned.status, JSON.stringify(presigned.body)).toBe(200);
  expect((await fetch(t.baseUrl + presigned.body.uploadUrl, { method: 'PUT', headers: presigned.body.headers, body: bytes })).status).toBe(204);
  expect((await call(provider, 'POST', '/v1/storage/complete-upload', { fileKey: presigned.body.fileKey })).status).toBe(200);
  const doc = await call<TPropertyDocument>(provider, 'POST', '/v1/property-documents', { propertyId, fileKey: presigned.body.fileKey, title: 'Site plan' });
  expect(doc.status, JSON.stringify(doc.body)).toBe(201);
  return presigned.body.fileKey;
}

describe('moving a property to another client', () => {
  it('moves its services and documents, ends the old client’s access grants, and records it on both sides', async () => {
    const wrong = await clientWithAdmin('Harbor Mistake Holdings');
    const right = await clientWithAdmin('Lakes Right Storage');
    const property = await newProperty(wrong.clientId, 'MV-1');
    const [service] = await db().select({ id: services.id }).from(services).limit(1);
    expect((await call<TPropertyService>(provider, 'POST', '/v1/property-services', { propertyId: property.id, serviceId: service.id })).status).toBe(201);
    const fileKey = await uploadDocument(property.id);
    const pm = await build.buildUser({ userType: 'client', tenantId: wrong.tenantId, roleNames: ['Client Property Manager'] });
    await db().insert(propertyUserAccess).values({ tenantId: wrong.tenantId, propertyId: property.id, userId: pm.id });

    const moved = await call<TPropertyDetail>(provider, 'POST', `/v1/properties/${property.id}/move`, { clientId: right.clientId });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ id: property.id, clientId: right.clientId, clientName: 'Lakes Right Storage', code: 'MV-1' });

    // The new client has it all; the old one has nothing of it left.
    expect((await call(right.admin, 'GET', `/v1/properties/${property.id}`)).status).toBe(200);
    expect((await call<{ total: number }>(right.admin, 'GET', `/v1/property-services?propertyId=${property.id}`)).body.total).toBe(1);
    expect((await call<{ total: number }>(right.admin, 'GET', `/v1/property-documents?propertyId=${property.id}`)).body.total).toBe(1);
    expect((await call(right.admin, 'POST', '/v1/storage/create-download-url', { fileKey })).status).toBe(200);
    expect((await call(wrong.admin, 'GET', `/v1/properties/${property.id}`)).status).toBe(404);
    expect((await call(wrong.admin, 'POST', '/v1/storage/create-download-url', { fileKey })).status).toBe(404);
    expect(await db().select().from(propertyUserAccess).where(eq(propertyUserAccess.propertyId, property.id))).toEqual([]);

    const history = await call<THistoryPage>(provider, 'GET', `/v1/properties/${property.id}/history`);
    const moves = history.body.data.filter((entry) => entry.action === 'move');
    expect(moves).toHaveLength(2);
    expect(moves.flatMap((entry) => entry.changes)).toContainEqual({ field: 'clientName', before: 'Harbor Mistake Holdings', after: 'Lakes Right Storage' });
    // The new client reads that the property arrived, not whose it was before.
    const theirs = await call<THistoryPage>(right.admin, 'GET', `/v1/properties/${property.id}/history`);
    expect(theirs.body.data.map((entry) => entry.action)).toEqual(['move']);
    expect(theirs.body.data[0].changes).toContainEqual({ field: 'accessGrantsEnded', before: null, after: 1 });
    expect(JSON.stringify(theirs.body)).not.toContain('Harbor Mistake');

    // Asked again (a double click, a retry): already done, nothing more recorded.
    const again = await call<TPropertyDetail>(provider, 'POST', `/v1/properties/${property.id}/move`, { clientId: right.clientId });
    expect(again.status).toBe(200);
    expect(again.body.clientId).toBe(right.clientId);
    const after = await call<THistoryPage>(provider, 'GET', `/v1/properties/${property.id}/history`);
    expect(after.body.data.filter((entry) => entry.action === 'move')).toHaveLength(2);
  });

  it('refuses, naming clientId, when the old client’s contacts or scopes hang on it, or the code is taken there', async () => {
    const wrong = await clientWithAdmin('Refusing Old Client');
    const right = await clientWithAdmin('Refusing New Client');
    const withContact = await newProperty(wrong.clientId, 'RF-1');
    const contact = await call(provider, 'POST', '/v1/property-contacts', {
      propertyId: withContact.id,
      contactType: 'Primary',
      person: { firstName: 'Dana', lastName: 'Onsite', email: `dana.${crypto.randomUUID().slice(0, 8)}@example.com` },
    });
    expect(contact.status, JSON.stringify(contact.body)).toBe(201);
    const refused = await call(provider, 'POST', `/v1/properties/${withContact.id}/move`, { clientId: right.clientId });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/1 contact of Refusing Old Client.*remove them/);
    expect(Object.keys(refused.body.fieldErrors ?? {})).toEqual(['clientId']);

    const scoped = await newProperty(wrong.clientId, 'RF-2');
    const [service] = await db().select({ id: services.id }).from(services).limit(1);
    const doc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Scope and tasks' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Weekly.' }] },
      ],
    };
    const scope = await call<{ id: string }>(provider, 'POST', '/v1/client-scope-of-work', {
      clientId: wrong.clientId,
      serviceId: service.id,
      name: 'Old scope',
      source: 'BLANK',
      content: doc,
    });
    expect(scope.status, JSON.stringify(scope.body)).toBe(201);
    expect((await call(provider, 'POST', '/v1/client-scope-of-work/property', { sowId: scope.body.id, propertyIds: [scoped.id] })).status).toBeLessThan(300);
    const scopeRefused = await call(provider, 'POST', `/v1/properties/${scoped.id}/move`, { clientId: right.clientId });
    expect(scopeRefused.status).toBe(409);
    expect(scopeRefused.body.message).toMatch(/1 scope of work of Refusing Old Client/);

    const clash = await newProperty(wrong.clientId, 'SAME-1');
    await newProperty(right.clientId, 'same-1');
    const clashRefused = await call(provider, 'POST', `/v1/properties/${clash.id}/move`, { clientId: right.clientId });
    expect(clashRefused.status).toBe(409);
    expect(clashRefused.body.fieldErrors?.clientId?.[0]).toMatch(/already has a property with the code SAME-1/);
    // Nothing moved on a refusal.
    expect((await call<TPropertyDetail>(provider, 'GET', `/v1/properties/${clash.id}`)).body.clientId).toBe(wrong.clientId);
  });

  it('is the provider’s to do: a client admin is refused, a client that does not exist or a malformed id names clientId', async () => {
    const mine = await clientWithAdmin('Own Client Admin Co');
    const other = await clientWithAdmin('Other Client Co');
    const property = await newProperty(mine.clientId, 'OWN-1');
    expect((await call(mine.admin, 'POST', `/v1/properties/${property.id}/move`, { clientId: other.clientId })).status).toBe(403);
    // Another client's property does not exist for them.
    const foreign = await newProperty(other.clientId, 'OTH-1');
    expect((await call(mine.admin, 'POST', `/v1/properties/${foreign.id}/move`, { clientId: mine.clientId })).status).toBe(404);

    const missing = await call(provider, 'POST', `/v1/properties/${property.id}/move`, { clientId: crypto.randomUUID() });
    expect({ status: missing.status, fields: Object.keys(missing.body.fieldErrors ?? {}) }).toEqual({ status: 404, fields: ['clientId'] });
    const malformed = await call(provider, 'POST', `/v1/properties/${property.id}/move`, { clientId: 'not-a-client' });
    expect({ status: malformed.status, fields: Object.keys(malformed.body.fieldErrors ?? {}) }).toEqual({ status: 400, fields: ['clientId'] });
  });
});
