import { eq } from 'drizzle-orm';
import type {
  TPresignedUpload,
  TPropertyContact,
  TPropertyDetail,
  TPropertyDocument,
  TPropertyPage,
  TPropertyService,
  TUserPropertiesPage,
  TUserPropertyPermission,
} from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services, users } from '../../db/schema/index.js';
import { propertyCalls, startPropertiesTest } from '../../../test/builders/properties.js';
import type { factories } from '../../../test/factories.js';
import type { TSession, TTestApp } from '../../../test/harness.js';

/* A property's contacts, required services and documents, and per-person property access. */

let t: TTestApp, build: ReturnType<typeof factories>, s: Record<string, TSession>;
beforeAll(async () => void ({ t, build, s } = await startPropertiesTest()));
afterAll(() => t.close());
const { get, send, db } = propertyCalls(() => ({ t, s }));

describe('contacts, services and documents', () => {
  it('links the client’s people, creates new contact people, and refuses strangers and repeats', async () => {
    const propertyId = t.world.propertyIds.clientA[3];
    const colleague = await build.buildUser({ userType: 'client', tenantId: t.world.clientA.tenantId, firstName: 'Lena', lastName: 'Ortiz' });
    const linked = await send<TPropertyContact>('clientAdmin', 'POST', '/v1/property-contacts', { propertyId, userId: colleague.id, contactType: 'Secondary' });
    expect(linked.status, JSON.stringify(linked.body)).toBe(201);
    expect(linked.body).toMatchObject({ firstName: 'Lena', lastName: 'Ortiz', contactType: 'Secondary' });
    const again = await send('clientAdmin', 'POST', '/v1/property-contacts', { propertyId, userId: colleague.id, contactType: 'Primary' });
    expect({ status: again.status, fields: Object.keys(again.body.fieldErrors ?? {}) }).toEqual({ status: 409, fields: ['userId'] });
    const stranger = await send('providerAdmin', 'POST', '/v1/property-contacts', { propertyId, userId: t.world.hospitalityAdmin.id, contactType: 'Primary' });
    expect({ status: stranger.status, fields: Object.keys(stranger.body.fieldErrors ?? {}) }).toEqual({ status: 400, fields: ['userId'] });

    const created = await send<TPropertyContact>('clientAdmin', 'POST', '/v1/property-contacts', {
      propertyId,
      contactType: 'Onsite Member',
      person: { firstName: 'Rosa', lastName: 'Delgado', email: 'rosa.delgado@example.test', phoneCode: '+1', phoneNumber: '5125550111' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ email: 'rosa.delgado@example.test', authorized: false, contactType: 'Onsite Member' });
    const taken = await send('clientAdmin', 'POST', '/v1/property-contacts', {
      propertyId,
      contactType: 'Primary',
      person: { firstName: 'R', lastName: 'D', email: 'rosa.delgado@example.test' },
    });
    expect({ status: taken.status, fields: Object.keys(taken.body.fieldErrors ?? {}) }).toEqual({ status: 409, fields: ['person.email'] });
    // The property manager may link people but not create them (adding people is the admin's).
    const pmCreates = await send('clientPm', 'POST', '/v1/property-contacts', {
      propertyId: t.world.assignedPropertyIds[0],
      contactType: 'Primary',
      person: { firstName: 'N', lastName: 'O', email: 'no.one@example.test' },
    });
    expect(pmCreates.status).toBe(403);

    const changed = await send<TPropertyContact>('clientAdmin', 'PATCH', `/v1/property-contacts/${linked.body.id}`, { contactType: 'Primary' });
    expect(changed.body.contactType).toBe('Primary');
    const list = await get<{ data: TPropertyContact[]; total: number }>('clientAdmin', `/v1/property-contacts?propertyId=${propertyId}&limit=100`);
    expect(list.body.data.map((c) => c.email)).toEqual(expect.arrayContaining([colleague.email, 'rosa.delgado@example.test']));
    expect((await send('clientAdmin', 'DELETE', `/v1/property-contacts/${linked.body.id}`)).status).toBe(204);
    const [person] = await db().select({ id: users.id }).from(users).where(eq(users.id, colleague.id));
    expect(person).toBeDefined();
  });

  it('requires catalogue services once each, with seasons that make sense', async () => {
    const propertyId = t.world.propertyIds.clientB[4];
    const [service] = await db().select({ id: services.id }).from(services).where(eq(services.name, 'Roof inspection'));
    const added = await send<TPropertyService>('clientAdmin', 'POST', '/v1/property-services', {
      propertyId: t.world.propertyIds.clientA[4],
      serviceId: service.id,
      frequency: 'ANNUAL',
      season: 'SPRING',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ serviceName: 'Roof inspection', categoryName: 'Exterior', frequency: 'ANNUAL', season: 'SPRING' });
    const dup = await send('providerAdmin', 'POST', '/v1/property-services', { propertyId: t.world.propertyIds.clientA[4], serviceId: service.id });
    expect({ status: dup.status, fields: Object.keys(dup.body.fieldErrors ?? {}) }).toEqual({ status: 409, fields: ['serviceId'] });
    const unknown = await send('providerAdmin', 'POST', '/v1/property-services', { propertyId, serviceId: t.world.clientA.clientId });
    expect({ status: unknown.status, fields: Object.keys(unknown.body.fieldErrors ?? {}) }).toEqual({ status: 400, fields: ['serviceId'] });
    const custom = await send('providerAdmin', 'POST', '/v1/property-services', { propertyId, serviceId: service.id, season: 'CUSTOM' });
    expect({ status: custom.status, fields: Object.keys(custom.body.fieldErrors ?? {}) }).toEqual({ status: 400, fields: ['seasonStart'] });
    const patched = await send<TPropertyService>('clientAdmin', 'PATCH', `/v1/property-services/${added.body.id}`, {
      season: 'CUSTOM',
      seasonStart: '2026-03-01',
      seasonEnd: '2026-04-15',
    });
    expect(patched.body).toMatchObject({ frequency: 'ANNUAL', season: 'CUSTOM', seasonStart: '2026-03-01', seasonEnd: '2026-04-15' });
    const back = await send<TPropertyService>('clientAdmin', 'PATCH', `/v1/property-services/${added.body.id}`, { season: 'FALL' });
    expect(back.body).toMatchObject({ season: 'FALL', seasonStart: null, seasonEnd: null, frequency: 'ANNUAL' });
    const detail = await get<TPropertyDetail>('clientAdmin', `/v1/properties/${t.world.propertyIds.clientA[4]}`);
    const list = await get<{ total: number }>('clientAdmin', `/v1/property-services?propertyId=${t.world.propertyIds.clientA[4]}`);
    expect(detail.body.serviceCount).toBe(list.body.total);
  });

  it('attaches an uploaded document, lists it, lets whoever sees the property download it, and removes it', async () => {
    const propertyId = t.world.assignedPropertyIds[1];
    const bytes = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    const presigned = await send<TPresignedUpload>('clientAdmin', 'POST', '/v1/storage/create-presigned-url', {
      category: 'property_document',
      fileName: 'site-plan.pdf',
      contentType: 'application/pdf',
      size: bytes.length,
    });
    expect(presigned.status, JSON.stringify(presigned.body)).toBe(200);
    const put = await fetch(t.baseUrl + presigned.body.uploadUrl, { method: 'PUT', headers: presigned.body.headers, body: bytes });
    expect(put.status).toBe(204);
    expect((await send('clientAdmin', 'POST', '/v1/storage/complete-upload', { fileKey: presigned.body.fileKey })).status).toBe(200);
    const doc = await send<TPropertyDocument>('clientAdmin', 'POST', '/v1/property-documents', {
      propertyId,
      fileKey: presigned.body.fileKey,
      title: 'Site plan',
      description: 'Survey 2024',
    });
    expect(doc.status, JSON.stringify(doc.body)).toBe(201);
    expect(doc.body).toMatchObject({
      title: 'Site plan',
      fileName: 'site-plan.pdf',
      contentType: 'application/pdf',
      sizeBytes: bytes.length,
      createdByName: 'Morgan Lee',
    });
    const reused = await send('clientAdmin', 'POST', '/v1/property-documents', {
      propertyId: t.world.propertyIds.clientA[7],
      fileKey: presigned.body.fileKey,
      title: 'Again',
    });
    expect({ status: reused.status, fields: Object.keys(reused.body.fieldErrors ?? {}) }).toEqual({ status: 400, fields: ['fileKey'] });
    const list = await get<{ data: TPropertyDocument[] }>('clientPm', `/v1/property-documents?propertyId=${propertyId}`);
    expect(list.body.data.map((d) => d.id)).toEqual([doc.body.id]);
    expect((await send('clientPm', 'POST', '/v1/storage/create-download-url', { fileKey: presigned.body.fileKey })).status).toBe(200);
    expect((await send('vendorAdmin', 'POST', '/v1/storage/create-download-url', { fileKey: presigned.body.fileKey })).status).toBe(404);
    expect((await send('clientAdmin', 'DELETE', `/v1/property-documents/${doc.body.id}`)).status).toBe(204);
    expect((await get<{ total: number }>('clientAdmin', `/v1/property-documents?propertyId=${propertyId}`)).body.total).toBe(0);
  });
});

describe('per-person property access', () => {
  it('restricts a person to granted properties at once, and only a manager of people may change it', async () => {
    const pm = await build.buildUser({ userType: 'client', tenantId: t.world.clientA.tenantId, roleNames: ['Client Property Manager'] });
    const session = await pm.signIn();
    const before = await t.http<TPropertyPage>('GET', '/v1/properties?limit=100', { token: session.accessToken });
    const everyA = (await get<TPropertyPage>('clientAdmin', '/v1/properties?limit=100')).body.total;
    expect(before.body.total).toBe(everyA);

    const [first, second, third] = t.world.propertyIds.clientA;
    const set = await send<TUserPropertyPermission>('clientAdmin', 'POST', '/v1/properties/update-property-permission', {
      userId: pm.id,
      propertyAccess: 'ASSIGNED',
      grant: [first, second, third],
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toEqual({ userId: pm.id, tenantId: t.world.clientA.tenantId, propertyAccess: 'ASSIGNED', grantedCount: 3 });
    // The same token: the membership changed, the scope follows on the next request.
    const after = await t.http<TPropertyPage>('GET', '/v1/properties?limit=100', { token: session.accessToken });
    expect(after.body.data.map((p) => p.id).sort()).toEqual([first, second, third].sort());

    const revoked = await send<TUserPropertyPermission>('clientAdmin', 'POST', '/v1/properties/update-property-permission', {
      userId: pm.id,
      propertyAccess: 'ASSIGNED',
      revoke: [second],
    });
    expect(revoked.body.grantedCount).toBe(2);
    const page = await get<TUserPropertiesPage>('clientAdmin', `/v1/properties/user-properties?userId=${pm.id}&granted=true`);
    expect(page.body.data.map((p) => p.id).sort()).toEqual([first, third].sort());
    const notGranted = await get<TUserPropertiesPage>('clientAdmin', `/v1/properties/user-properties?userId=${pm.id}&granted=false&limit=100`);
    expect(notGranted.body.total).toBe(everyA - 2);
    expect((await get<TUserPropertyPermission>('providerAdmin', `/v1/properties/user-permission?userId=${pm.id}`)).body.propertyAccess).toBe('ASSIGNED');

    const foreign = await send('clientAdmin', 'POST', '/v1/properties/update-property-permission', {
      userId: pm.id,
      propertyAccess: 'ASSIGNED',
      grant: [t.world.propertyIds.clientC[0]],
    });
    expect({ status: foreign.status, fields: Object.keys(foreign.body.fieldErrors ?? {}) }).toEqual({ status: 400, fields: ['grant'] });
    const self = await send('clientAdmin', 'POST', '/v1/properties/update-property-permission', {
      userId: t.world.userIds.clientAdmin,
      propertyAccess: 'ASSIGNED',
    });
    expect(self.status).toBe(403);
    const otherClient = await send('clientAdmin', 'POST', '/v1/properties/update-property-permission', {
      userId: t.world.hospitalityAdmin.id,
      propertyAccess: 'ASSIGNED',
    });
    expect(otherClient.status).toBe(404);
    const vendorPerson = await get('providerAdmin', `/v1/properties/user-permission?userId=${t.world.userIds.vendorAdmin}`);
    expect(vendorPerson.status).toBe(404);
    expect(
      (await send('clientPm', 'POST', '/v1/properties/update-property-permission', { userId: t.world.userIds.clientPm, propertyAccess: 'ALL' })).status,
    ).toBe(403);

    const all = await send<TUserPropertyPermission>('clientAdmin', 'POST', '/v1/properties/update-property-permission', {
      userId: pm.id,
      propertyAccess: 'ALL',
    });
    expect(all.body).toMatchObject({ propertyAccess: 'ALL', grantedCount: 2 });
    const back = await t.http<TPropertyPage>('GET', '/v1/properties?limit=100', { token: session.accessToken });
    expect(back.body.total).toBe(everyA);
  });
});
