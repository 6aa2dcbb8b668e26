import { eq } from 'drizzle-orm';
import type { TPropertyDetail, THistoryPage, TPropertyService } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counties, services, zipCodes } from '../../db/schema/index.js';
import { propertyCalls, startPropertiesTest } from '../../../test/builders/properties.js';
import type { TSession, TTestApp } from '../../../test/harness.js';

/* Creating, changing and deleting a property: its geography filled and checked, who may, the history. */

let t: TTestApp, s: Record<string, TSession>;
beforeAll(async () => void ({ t, s } = await startPropertiesTest()));
afterAll(() => t.close());
const { get, send, db, place } = propertyCalls(() => ({ t, s }));

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
