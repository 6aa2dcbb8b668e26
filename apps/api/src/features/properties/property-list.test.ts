import { eq } from 'drizzle-orm';
import type { TApiError as TErr, TPropertyDetail, TPropertyMapPoints, TPropertyPage } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema/index.js';
import { propertyCalls, startPropertiesTest } from '../../../test/builders/properties.js';
import type { factories } from '../../../test/factories.js';
import type { TSession, TTestApp } from '../../../test/harness.js';

/* Reading properties: the list, its search, filters and cursor, the map pins, and who sees which. */

let t: TTestApp, build: ReturnType<typeof factories>, s: Record<string, TSession>;
beforeAll(async () => void ({ t, build, s } = await startPropertiesTest()));
afterAll(() => t.close());
const { get, send, db, place } = propertyCalls(() => ({ t, s }));

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
    // By id: the names of properties chosen on a map; a malformed id names the field.
    const chosen = t.world.propertyIds.clientA.slice(0, 2);
    const byId = await get<TPropertyPage>('providerAdmin', `/v1/properties?ids=${chosen.join(',')}`);
    expect(byId.body.data.map((p) => p.id).sort()).toEqual([...chosen].sort());
    const badId = await get<{ fieldErrors?: Record<string, string[]> }>('providerAdmin', '/v1/properties?ids=nope');
    expect(badId.status).toBe(400);
    expect(Object.keys(badId.body.fieldErrors ?? {})).toEqual(['ids.0']);
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
    const foreignById = await get<TPropertyPage>('clientAdmin', `/v1/properties?ids=${t.world.propertyIds.clientB[0]},${t.world.propertyIds.clientA[0]}`);
    expect(foreignById.body.data.map((p) => p.id)).toEqual([t.world.propertyIds.clientA[0]]);
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
