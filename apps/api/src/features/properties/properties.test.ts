import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TPresignedUpload,
  TPropertyContact,
  TPropertyDetail,
  TPropertyDocument,
  THistoryPage,
  TPropertyMapPoints,
  TPropertyPage,
  TPropertyService,
  TUserPropertiesPage,
  TUserPropertyPermission,
} from '@procura/shared';
import { cities, counties, services, states, users, zipCodes } from '../../db/schema/index.js';
import { factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';
import { systemDb } from '../../platform/system-db.js';

type TErr = { message: string; fieldErrors?: Record<string, string[]> };

let t: TTestApp;
let build: ReturnType<typeof factories>;
const s: Record<string, TSession> = {};
beforeAll(async () => {
  t = await startTestApp();
  build = factories(t);
  for (const name of ['providerAdmin', 'clientAdmin', 'clientPm', 'vendorAdmin', 'branchUser'] as const) s[name] = await t.signIn(DEMO_ACCOUNTS[name]);
});
afterAll(() => t.close());

const as = (who: string) => ({ token: s[who].accessToken });
const get = <T>(who: string, path: string) => t.http<T>('GET', path, as(who));
const send = <T>(who: string, method: string, path: string, body?: unknown) => t.http<T & TErr>(method, path, { ...as(who), body });
const db = () => systemDb(t.platform.database);

async function place(city: string, stateCode: string) {
  const [row] = await db()
    .select({
      cityId: cities.id,
      stateId: states.id,
      countryId: states.countryId,
      countyId: cities.countyId,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(and(eq(cities.name, city), eq(states.code, stateCode)))
    .limit(1);
  return row;
}

describe('GET /v1/properties', () => {
  it('gives the provider every client’s properties with client names, service counts and the exact total', async () => {
    const res = await get<TPropertyPage>('providerAdmin', '/v1/properties?limit=100');
    expect(res.status).toBe(200);
    const ids = res.body.data.map((p) => p.id);
    for (const id of [...t.world.propertyIds.clientA, ...t.world.propertyIds.clientB, ...t.world.propertyIds.clientC]) expect(ids).toContain(id);
    expect(res.body.total).toBeGreaterThanOrEqual(60);
    const wacker = res.body.data.find((p) => p.code === 'NWC-CHI-101');
    expect(wacker).toMatchObject({ clientName: 'Northwind Commercial', cityName: 'Chicago', stateCode: 'IL', propertyType: 'OFFICE' });
    expect(wacker?.serviceCount).toBeGreaterThanOrEqual(2);
    const names = res.body.data.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('searches name, code and city through the trigram column, and filters by client, state, status and service', async () => {
    const byCity = await get<TPropertyPage>('providerAdmin', '/v1/properties?search=SCOTTSDALE&limit=100');
    expect(byCity.body.data.length).toBeGreaterThanOrEqual(2);
    expect(byCity.body.data.every((p) => p.cityName === 'Scottsdale')).toBe(true);
    const byCode = await get<TPropertyPage>('providerAdmin', '/v1/properties?search=nwr-aus');
    expect(byCode.body.data.map((p) => p.code).sort()).toEqual(['NWR-AUS-001', 'NWR-AUS-002']);
    const literal = await get<TPropertyPage>('providerAdmin', '/v1/properties?search=%25_');
    expect(literal.body.total).toBe(0);

    const tx = await place('Austin', 'TX');
    const filtered = await get<TPropertyPage>('providerAdmin', `/v1/properties?limit=100&clientIds=${t.world.clientC.clientId}&stateIds=${tx.stateId}`);
    expect(filtered.body.data.map((p) => p.code).sort()).toEqual(['HBV-AUS-01', 'HBV-GLS-01', 'HBV-SAT-01']);
    const inactive = await get<TPropertyPage>('providerAdmin', `/v1/properties?status=INACTIVE&clientIds=${t.world.clientA.clientId}`);
    expect(inactive.body.data.map((p) => p.code)).toEqual(['NWR-DAL-002']);
    const [snow] = await db().select({ id: services.id }).from(services).where(eq(services.name, 'Snow plowing'));
    const snowy = await get<TPropertyPage>('providerAdmin', `/v1/properties?limit=100&serviceIds=${snow.id}`);
    expect(snowy.body.total).toBeGreaterThan(0);
    expect(snowy.body.data.every((p) => ['CO', 'IL'].includes(p.stateCode ?? ''))).toBe(true);
  });

  it('walks the same rows by keyset cursor as by offset, in every sort and direction', async () => {
    for (const sort of ['name', 'client', 'city', 'state', 'createdAt', 'code', 'status']) {
      for (const dir of ['asc', 'desc']) {
        const all = await get<TPropertyPage>('providerAdmin', `/v1/properties?limit=100&sort=${sort}&sortDirection=${dir}`);
        const walked: string[] = [];
        let cursor: string | null = null;
        let first = true;
        do {
          const query: string = `/v1/properties?limit=7&sort=${sort}&sortDirection=${dir}${cursor ? `&cursor=${cursor}` : ''}`;
          const page: Awaited<ReturnType<typeof get<TPropertyPage>>> = await get<TPropertyPage>('providerAdmin', query);
          expect(page.status, JSON.stringify(page.body)).toBe(200);
          expect(page.body.total).toBe(first ? all.body.total : -1);
          walked.push(...page.body.data.map((p) => p.id));
          cursor = page.body.nextCursor;
          first = false;
        } while (cursor);
        expect(walked, `${sort} ${dir}`).toEqual(all.body.data.map((p) => p.id));
      }
    }
  });

  it('refuses a forged cursor or one of another sort with a 400 naming cursor', async () => {
    const page = await get<TPropertyPage>('providerAdmin', '/v1/properties?limit=5');
    for (const query of [
      `cursor=${page.body.nextCursor}&sort=city`,
      'cursor=bm90LWpzb24',
      `cursor=${Buffer.from('["name","asc","x","not-a-uuid"]').toString('base64url')}`,
    ]) {
      const res = await get<TErr>('providerAdmin', `/v1/properties?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.fieldErrors ?? {})).toContain('cursor');
    }
  });
});

describe('visibility', () => {
  it('shows a client admin only their client’s properties; another client’s id is 404 everywhere', async () => {
    const list = await get<TPropertyPage>('clientAdmin', '/v1/properties?limit=100');
    expect(list.body.data.every((p) => p.clientId === t.world.clientA.clientId)).toBe(true);
    expect(list.body.total).toBe(list.body.data.length);
    const points = await get<TPropertyMapPoints>('clientAdmin', '/v1/properties/map-points');
    expect(points.body.points.map((p) => p[0])).toEqual(expect.arrayContaining(t.world.propertyIds.clientA));
    expect(points.body.total).toBe(list.body.data.filter((p) => p.latitude !== null).length);
    for (const foreign of [t.world.propertyIds.clientB[0], t.world.propertyIds.clientC[0]]) {
      for (const path of [
        `/v1/properties/${foreign}`,
        `/v1/properties/${foreign}/history`,
        `/v1/property-contacts?propertyId=${foreign}`,
        `/v1/property-services?propertyId=${foreign}`,
        `/v1/property-documents?propertyId=${foreign}`,
      ]) {
        expect((await get('clientAdmin', path)).status, path).toBe(404);
      }
      expect((await send('clientAdmin', 'PATCH', `/v1/properties/${foreign}`, { name: 'Mine now' })).status).toBe(404);
      expect((await send('clientAdmin', 'DELETE', `/v1/properties/${foreign}`)).status).toBe(404);
      expect((await send('clientAdmin', 'POST', '/v1/property-services', { propertyId: foreign, serviceId: t.world.clientA.clientId })).status).toBe(404);
    }
  });

  it('shows the assigned property manager only the granted properties, in every view', async () => {
    // Its own client: five properties granted to the manager, two not; the first has a contact and a service.
    const client = await build.buildClient();
    const built = [];
    for (let i = 0; i < 7; i += 1) built.push(await build.buildProperty(client, { latitude: 39.7 + i / 100, longitude: -104.9 }));
    const granted = built
      .slice(0, 5)
      .map((p) => p.id)
      .sort();
    await build.buildPropertyChildren({ id: granted[0], tenantId: client.tenantId });
    const manager = await (await build.buildAssignedPropertyManager(client, granted)).signIn();
    const asManager = <T>(method: string, path: string, body?: unknown) => t.http<T>(method, path, { token: manager.accessToken, body });

    const list = await asManager<TPropertyPage>('GET', '/v1/properties?limit=100');
    expect(list.body.data.map((p) => p.id).sort()).toEqual(granted);
    expect(list.body.total).toBe(5);
    const points = await asManager<TPropertyMapPoints>('GET', '/v1/properties/map-points');
    expect(points.body.points.map((p) => p[0]).sort()).toEqual(granted);
    const hidden = built.map((p) => p.id).find((id) => !granted.includes(id)) as string;
    for (const path of [
      `/v1/properties/${hidden}`,
      `/v1/property-contacts?propertyId=${hidden}`,
      `/v1/property-services?propertyId=${hidden}`,
      `/v1/property-documents?propertyId=${hidden}`,
    ]) {
      expect((await asManager('GET', path)).status, path).toBe(404);
    }
    expect((await asManager('GET', `/v1/properties/${granted[0]}`)).status).toBe(200);
    expect((await asManager<{ total: number }>('GET', `/v1/property-services?propertyId=${granted[0]}`)).body.total).toBeGreaterThan(0);
    expect((await asManager<{ total: number }>('GET', `/v1/property-contacts?propertyId=${granted[0]}`)).body.total).toBeGreaterThan(0);
    expect((await asManager('PATCH', `/v1/properties/${hidden}`, { notes: 'x' })).status).toBe(404);
    const edit = await asManager<TPropertyDetail>('PATCH', `/v1/properties/${granted[0]}`, { notes: 'Gate code changed in March.' });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.abilities).toEqual({ edit: true, delete: false, manageContacts: true, manageAccess: false });
  });

  it('shows vendors nothing: an empty list and map, 404 for ids', async () => {
    for (const who of ['vendorAdmin', 'branchUser']) {
      const list = await get<TPropertyPage>(who, '/v1/properties');
      expect({ status: list.status, total: list.body.total, rows: list.body.data.length }).toEqual({ status: 200, total: 0, rows: 0 });
      expect((await get<TPropertyMapPoints>(who, '/v1/properties/map-points')).body).toEqual({ total: 0, points: [] });
      expect((await get(who, `/v1/properties/${t.world.propertyIds.clientA[0]}`)).status).toBe(404);
      expect((await get(who, `/v1/property-services?propertyId=${t.world.propertyIds.clientA[0]}`)).status).toBe(404);
    }
  });
});

describe('creating and changing a property', () => {
  it('fills state, county, city and coordinates from the ZIP, and keeps the city’s name', async () => {
    const [zip] = await db().select().from(zipCodes).where(eq(zipCodes.zip, '80202'));
    const res = await send<TPropertyDetail>('providerAdmin', 'POST', '/v1/properties', {
      clientId: t.world.clientA.clientId,
      name: 'Union Station Lofts',
      code: 'nwr-den-900',
      zip: '80202',
      addressLine1: '1701 Wynkoop St',
      propertyType: 'MULTI_FAMILY',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      clientName: 'Northwind Residential',
      cityName: zip.cityName,
      zip: '80202',
      latitude: zip.latitude,
      longitude: zip.longitude,
      stateCode: 'CO',
      status: 'ACTIVE',
      serviceCount: 0,
    });
    expect(res.body.state?.id).toBe(zip.stateId);
    expect(res.body.county?.id).toBe(zip.countyId);
    expect(res.body.country?.name).toBe('United States');

    const dup = await send('providerAdmin', 'POST', '/v1/properties', { clientId: t.world.clientA.clientId, name: 'Another', code: 'NWR-DEN-900' });
    expect(dup.status).toBe(409);
    expect(Object.keys(dup.body.fieldErrors ?? {})).toEqual(['code']);
    // The same code at another client is fine.
    const elsewhere = await send('providerAdmin', 'POST', '/v1/properties', { clientId: t.world.clientB.clientId, name: 'Another', code: 'NWR-DEN-900' });
    expect(elsewhere.status).toBe(201);
  });

  it('takes coordinates from the city when there is no ZIP, and keeps dragged ones', async () => {
    const denver = await place('Denver', 'CO');
    const res = await send<TPropertyDetail>('clientAdmin', 'POST', '/v1/properties', {
      clientId: t.world.clientA.clientId,
      name: 'RiNo Flats',
      code: 'RINO-1',
      cityId: denver.cityId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ latitude: denver.latitude, longitude: denver.longitude, cityName: 'Denver', stateCode: 'CO' });
    const moved = await send<TPropertyDetail>('clientAdmin', 'PATCH', `/v1/properties/${res.body.id}`, { latitude: 39.7686, longitude: -104.9791 });
    expect(moved.body).toMatchObject({ latitude: 39.7686, longitude: -104.9791, propertyType: 'OFFICE', status: 'ACTIVE' });
    const renamed = await send<TPropertyDetail>('clientAdmin', 'PATCH', `/v1/properties/${res.body.id}`, { name: 'RiNo Flats North', status: 'INACTIVE' });
    expect(renamed.body).toMatchObject({ name: 'RiNo Flats North', status: 'INACTIVE', latitude: 39.7686, cityName: 'Denver' });
    const kept = await send<TPropertyDetail>('clientAdmin', 'PATCH', `/v1/properties/${res.body.id}`, { notes: 'Rooftop deck.' });
    expect(kept.body.status).toBe('INACTIVE');
  });

  it('refuses geography that does not exist or does not agree, naming the field', async () => {
    const denver = await place('Denver', 'CO');
    const austin = await place('Austin', 'TX');
    const [otherCounty] = await db().select({ id: counties.id }).from(counties).where(eq(counties.stateId, austin.stateId)).limit(1);
    const base = { clientId: t.world.clientA.clientId, name: 'Bad Place', code: 'BAD-1' };
    const cases: [Record<string, unknown>, string][] = [
      [{ cityId: denver.cityId, stateId: austin.stateId }, 'cityId'],
      [{ stateId: denver.stateId, countyId: otherCounty.id }, 'countyId'],
      [{ stateId: 999_999 }, 'stateId'],
      [{ cityId: 99_999_999 }, 'cityId'],
      [{ countryId: 999_999 }, 'countryId'],
      [{ stateId: austin.stateId, zip: '80202' }, 'zip'],
      [{ latitude: 10 }, 'longitude'],
      [{ zip: '8020' }, 'zip'],
    ];
    for (const [change, field] of cases) {
      const res = await send('providerAdmin', 'POST', '/v1/properties', { ...base, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.body.fieldErrors ?? {}), JSON.stringify(res.body)).toContain(field);
    }
  });

  it('lets a client admin add properties only to their own client', async () => {
    const res = await send('clientAdmin', 'POST', '/v1/properties', { clientId: t.world.clientC.clientId, name: 'Not Mine', code: 'NM-1' });
    expect(res.status).toBe(404);
    expect((await send('clientPm', 'POST', '/v1/properties', { clientId: t.world.clientA.clientId, name: 'x', code: 'x' })).status).toBe(403);
  });

  it('deletes a bare property, refuses one with services, and keeps the history', async () => {
    const created = await send<TPropertyDetail>('providerAdmin', 'POST', '/v1/properties', {
      clientId: t.world.clientB.clientId,
      name: 'Short Lease',
      code: 'SL-1',
    });
    const id = created.body.id;
    const [service] = await db().select({ id: services.id }).from(services).limit(1);
    const required = await send<TPropertyService>('providerAdmin', 'POST', '/v1/property-services', { propertyId: id, serviceId: service.id });
    expect(required.status).toBe(201);
    const refused = await send('providerAdmin', 'DELETE', `/v1/properties/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Deactivate/);
    expect((await send('providerAdmin', 'DELETE', `/v1/property-services/${required.body.id}`)).status).toBe(204);
    const history = await get<THistoryPage>('clientAdmin', `/v1/properties/${id}/history`);
    expect(history.status).toBe(404);
    const provider = await get<THistoryPage>('providerAdmin', `/v1/properties/${id}/history`);
    expect(provider.body.data.map((e) => e.action)).toEqual(['service_remove', 'service_add', 'create']);
    expect(provider.body.data[2].changes).toContainEqual({ field: 'name', before: null, after: 'Short Lease' });
    expect(provider.body.data[0].actorName).toBe('Avery Stone');
    expect((await send('providerAdmin', 'DELETE', `/v1/properties/${id}`)).status).toBe(204);
    expect((await get('providerAdmin', `/v1/properties/${id}`)).status).toBe(404);
  });

  it('shows the client the provider’s changes in the property’s history', async () => {
    const id = t.world.propertyIds.clientA[10];
    expect((await send('providerAdmin', 'PATCH', `/v1/properties/${id}`, { notes: 'Pool resurfacing in May.' })).status).toBe(200);
    const history = await get<THistoryPage>('clientAdmin', `/v1/properties/${id}/history`);
    // The provider's people are not the client's to see: the change shows, the name does not.
    expect(history.body.data[0]).toMatchObject({
      action: 'update',
      actorName: null,
      changes: [{ field: 'notes', before: null, after: 'Pool resurfacing in May.' }],
    });
    const own = await get<THistoryPage>('providerAdmin', `/v1/properties/${id}/history`);
    expect(own.body.data[0].actorName).toBe('Avery Stone');
  });
});

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

describe('GET /v1/properties/map-points', () => {
  it('answers every pin with coordinates as [id, latitude, longitude], filtered like the list', async () => {
    const res = await get<TPropertyMapPoints>('providerAdmin', `/v1/properties/map-points?clientIds=${t.world.clientC.clientId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body.total).toBe(t.world.propertyIds.clientC.length);
    for (const [id, lat, lng] of res.body.points) {
      expect(t.world.propertyIds.clientC).toContain(id);
      expect(lat).toBeGreaterThan(24);
      expect(lng).toBeLessThan(-70);
    }
    const bare = await build.buildProperty({ tenantId: t.world.clientC.tenantId, clientId: t.world.clientC.clientId });
    const again = await get<TPropertyMapPoints>('providerAdmin', `/v1/properties/map-points?clientIds=${t.world.clientC.clientId}`);
    expect(again.body.points.map((p) => p[0])).not.toContain(bare.id);
  });
});
