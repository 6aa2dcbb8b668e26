import type { TCityPage, TCountryPage, TCountyPage, TStatePage, TZipCode } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceData } from '../../db/schema/index.js';
import { GEOGRAPHY_TABLES, syncGeography } from '../../db/seed/geography.js';
import { queryRows } from '../../platform/database.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';
import { systemDb } from '../../platform/system-db.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { sql } from 'drizzle-orm';

let t: TTestApp;
let clientPm: TSession;
let vendorAdmin: TSession;
let us: number;
let texas: number;
let travis: number;
beforeAll(async () => {
  t = await startTestApp();
  [clientPm, vendorAdmin] = await Promise.all([DEMO_ACCOUNTS.clientPm, DEMO_ACCOUNTS.vendorAdmin].map((e) => t.signIn(e)));
  const countries = await get<TCountryPage>('/v1/countries?search=united states');
  us = countries.body.data.find((c) => c.iso2 === 'US')?.id as number;
  texas = (await get<TStatePage>(`/v1/states?countryId=${us}&search=TX`)).body.data[0].id;
  travis = (await get<TCountyPage>(`/v1/counties?stateId=${texas}&search=travis`)).body.data[0].id;
});
afterAll(() => t.close());

const get = <T>(path: string, session: TSession | null = clientPm, headers: Record<string, string> = {}) =>
  t.http<T>('GET', path, { token: session?.accessToken, headers });
const sys = () => systemDb(t.platform.database);
const counts = () =>
  queryRows<Record<string, number>>(
    sys(),
    sql`select (select count(*) from countries)::int as countries, (select count(*) from states)::int as states,
               (select count(*) from counties)::int as counties, (select count(*) from cities)::int as cities,
               (select count(*) from zip_codes)::int as zip_codes, (select sum(id) from cities)::float8 as city_ids`,
  ).then((rows) => rows[0]);

describe('the loaded reference data', () => {
  it('has the countries, the US states and territories, and every US county', async () => {
    const countries = await get<TCountryPage>('/v1/countries');
    expect(countries.status).toBe(200);
    expect(countries.body.total).toBeGreaterThanOrEqual(240);
    expect(countries.body.data.find((c) => c.iso2 === 'US')).toMatchObject({ name: 'United States', phoneCode: '1' });

    const states = await get<TStatePage>(`/v1/states?countryId=${us}&limit=500`);
    expect(states.status).toBe(200);
    const codes = states.body.data.map((s) => s.code);
    // 50 states, DC, and the territories as country-state-city lists them.
    for (const code of ['AK', 'CA', 'DC', 'HI', 'NY', 'TX', 'WY', 'PR', 'GU', 'VI']) expect(codes).toContain(code);
    expect(states.body.total).toBeGreaterThanOrEqual(51);
    expect(states.body.data.find((s) => s.code === 'TX')).toMatchObject({ name: 'Texas', fips: '48' });
    expect(states.body.data.filter((s) => s.fips).length).toBeGreaterThanOrEqual(56);

    const counties = await get<TCountyPage>('/v1/counties?limit=1');
    expect(counties.body.total).toBeGreaterThan(3000);
  });

  it('places Austin in Travis County, Texas, and ZIP 78701 there', async () => {
    const county = await get<TCountyPage>(`/v1/counties?stateId=${texas}&search=Travis`);
    expect(county.body.data[0]).toMatchObject({ name: 'Travis', fips: '48453', stateId: texas });
    expect(county.body.data[0].latitude).toBeCloseTo(30.3, 0);
    expect(county.body.data[0].longitude).toBeCloseTo(-97.8, 0);

    const austin = await get<TCityPage>(`/v1/cities?stateId=${texas}&search=austin`);
    expect(austin.body.data[0]).toMatchObject({ name: 'Austin', stateId: texas, countryId: us, countyId: travis });

    const zip = await get<TZipCode>('/v1/zip-codes/78701');
    expect(zip.status).toBe(200);
    expect(zip.body).toMatchObject({
      zip: '78701',
      country: { id: us, name: 'United States' },
      state: { id: texas, code: 'TX', name: 'Texas' },
      county: { id: travis, name: 'Travis' },
      city: { id: austin.body.data[0].id, name: 'Austin' },
      cityName: 'Austin',
    });
    expect(Math.abs(zip.body.latitude - 30.27)).toBeLessThan(0.05);
    expect(Math.abs(zip.body.longitude - -97.74)).toBeLessThan(0.05);
  });

  it('keeps the post office name of a ZIP code whose town is not in the cities list', async () => {
    const rows = await queryRows<{ zip: string }>(sys(), sql`select zip from zip_codes where city_id is null order by zip limit 1`);
    const zip = await get<TZipCode>(`/v1/zip-codes/${rows[0].zip}`);
    expect(zip.status).toBe(200);
    expect(zip.body.city).toBeNull();
    expect(zip.body.cityName.length).toBeGreaterThan(0);
  });

  it('loads once: a second sync changes nothing and costs next to nothing', async () => {
    const before = await counts();
    const started = performance.now();
    await syncGeography(sys());
    expect(performance.now() - started).toBeLessThan(200);
    expect(await counts()).toEqual(before);
  });

  it('loads a new dataset version in place: the same rows and ids, nothing duplicated', async () => {
    const before = await counts();
    await sys().update(referenceData).set({ version: 'an older version' });
    await syncGeography(sys());
    expect(await counts()).toEqual(before);
    const versions = await sys().select({ name: referenceData.name, version: referenceData.version, rowCount: referenceData.rowCount }).from(referenceData);
    expect(versions.map((v) => v.name).sort()).toEqual([...GEOGRAPHY_TABLES].sort());
    expect(new Set(versions.map((v) => v.version)).size).toBe(1);
    expect(versions.find((v) => v.name === 'cities')?.rowCount).toBe(before.cities);
    const zip = await get<TZipCode>('/v1/zip-codes/78701');
    expect(zip.body.county?.id).toBe(travis);
  });

  it('is safe when two processes start at once on an empty database: one loads, the other waits and finds it loaded', async () => {
    const fresh = await createTestDatabase();
    try {
      await fresh.database.migrate();
      const db = systemDb(fresh.database);
      await Promise.all([syncGeography(db), syncGeography(db)]);
      const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from cities`);
      expect(n).toBe((await counts()).cities);
    } finally {
      await fresh.drop();
    }
  });
});

describe('lists', () => {
  it('sorts by name and pages', async () => {
    const first = await get<TStatePage>(`/v1/states?countryId=${us}&limit=10`);
    const second = await get<TStatePage>(`/v1/states?countryId=${us}&limit=10&page=2`);
    expect(first.body).toMatchObject({ page: 1, limit: 10 });
    expect(second.body).toMatchObject({ page: 2, limit: 10, total: first.body.total });
    const names = [...first.body.data, ...second.body.data].map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    expect(new Set(names).size).toBe(20);
    const past = await get<TStatePage>(`/v1/states?countryId=${us}&page=100`);
    expect(past.body).toMatchObject({ data: [], total: first.body.total });
  });

  it('searches case-insensitively, prefix matches first, and by state code', async () => {
    const res = await get<TStatePage>(`/v1/states?countryId=${us}&search=CAROL`);
    expect(res.body.data.map((s) => s.name)).toEqual(['North Carolina', 'South Carolina']);
    const virgin = await get<TStatePage>(`/v1/states?countryId=${us}&search=virgin`);
    expect(virgin.body.data[0].name).toBe('Virginia');
    expect(virgin.body.data.map((s) => s.name)).toContain('West Virginia');
    const code = await get<TStatePage>(`/v1/states?countryId=${us}&search=ny`);
    expect(code.body.data.map((s) => s.name)).toContain('New York');
    const wildcard = await get<TStatePage>(`/v1/states?search=${encodeURIComponent('%')}`);
    expect(wildcard.body.total).toBe(0);
  });

  it('filters cities by state, country and county', async () => {
    const inTexas = await get<TCityPage>(`/v1/cities?stateId=${texas}&limit=200`);
    expect(inTexas.body.total).toBeGreaterThan(500);
    expect(inTexas.body.data.every((c) => c.stateId === texas)).toBe(true);
    const inTravis = await get<TCityPage>(`/v1/cities?stateId=${texas}&countyId=${travis}&limit=200`);
    expect(inTravis.body.total).toBeGreaterThan(5);
    expect(inTravis.body.total).toBeLessThan(inTexas.body.total);
    expect(inTravis.body.data.every((c) => c.countyId === travis)).toBe(true);
    expect(inTravis.body.data.map((c) => c.name)).toContain('Austin');
    const springfields = await get<TCityPage>(`/v1/cities?countryId=${us}&search=springfield&limit=200`);
    expect(new Set(springfields.body.data.map((c) => c.stateId)).size).toBeGreaterThan(10);
    const counties = await get<TCountyPage>(`/v1/counties?stateId=${texas}&limit=200`);
    expect(counties.body.total).toBe(254);
  });

  it('allows large pages for pickers, within limits', async () => {
    expect((await get<TStatePage>('/v1/states?limit=500')).body.data).toHaveLength(500);
    const tooMany = await get<{ fieldErrors: Record<string, string[]> }>('/v1/states?limit=501');
    expect(tooMany.status).toBe(400);
    expect(Object.keys(tooMany.body.fieldErrors)).toEqual(['limit']);
    expect((await get<{ fieldErrors: Record<string, string[]> }>(`/v1/cities?stateId=${texas}&limit=201`)).status).toBe(400);
  });
});

describe('caching', () => {
  it('answers a strong ETag, and 304 with no body to the caller holding it', async () => {
    const path = `/v1/cities?stateId=${texas}&search=aus`;
    const first = await get<TCityPage>(path);
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('private, max-age=3600');

    const again = await get<string>(path, clientPm, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect((await get(path, clientPm, { 'if-none-match': `"other", W/${etag}` })).status).toBe(304);
    expect((await get(path, clientPm, { 'if-none-match': '"other"' })).status).toBe(200);

    // The same query however spelled; another query, another tag.
    const respelled = await get(`/v1/cities?search=AUS&stateId=${texas}&page=1`, vendorAdmin);
    expect(respelled.headers.get('etag')).toBe(etag);
    const other = await get(`/v1/cities?stateId=${texas}&search=aust`);
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('still asks who calls a signed-in route before answering 304', async () => {
    const first = await get('/v1/countries');
    const res = await get('/v1/countries', null, { 'if-none-match': first.headers.get('etag') as string });
    expect(res.status).toBe(401);
  });
});

describe('public lists', () => {
  it('answer without a token, cached publicly and rate-limited', async () => {
    const states = await get<TStatePage>(`/v1/public/states?countryId=${us}&search=texas`, null);
    expect(states.status).toBe(200);
    expect(states.body.data[0]).toMatchObject({ id: texas, code: 'TX' });
    expect(states.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(states.headers.get('x-ratelimit-limit')).not.toBeNull();

    const cities = await get<TCityPage>(`/v1/public/cities?stateId=${texas}&search=austin`, null);
    expect(cities.status).toBe(200);
    expect(cities.body.data[0].name).toBe('Austin');
    const etag = cities.headers.get('etag') as string;
    expect((await get(`/v1/public/cities?stateId=${texas}&search=austin`, null, { 'if-none-match': etag })).status).toBe(304);
  });

  it('refuse the same bad input', async () => {
    const res = await get<{ fieldErrors: Record<string, string[]> }>('/v1/public/cities', null);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(['stateId']);
  });
});

describe('bad input and unknown ids', () => {
  it('answers 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['/v1/cities', 'stateId'],
      ['/v1/cities?stateId=abc', 'stateId'],
      ['/v1/cities?countryId=-1', 'countryId'],
      [`/v1/cities?stateId=${texas}&countyId=1.5`, 'countyId'],
      ['/v1/states?countryId=99999999999', 'countryId'],
      ['/v1/counties?stateId=0', 'stateId'],
      [`/v1/states?search=${'x'.repeat(101)}`, 'search'],
      ['/v1/countries?page=0', 'page'],
      ['/v1/zip-codes/7870', 'zip'],
      ['/v1/zip-codes/abcde', 'zip'],
    ];
    for (const [path, field] of cases) {
      const res = await get<{ fieldErrors?: Record<string, string[]> }>(path);
      expect(res.status, path).toBe(400);
      expect(Object.keys(res.body.fieldErrors ?? {}), path).toEqual([field]);
    }
  });

  it('answers 404 for an unknown parent or ZIP code, naming nothing internal', async () => {
    const cases: [string, string][] = [
      ['/v1/states?countryId=99999', 'Country not found.'],
      ['/v1/counties?stateId=99999', 'State not found.'],
      ['/v1/cities?stateId=99999', 'State not found.'],
      [`/v1/cities?stateId=${texas}&countyId=99999`, 'County not found.'],
      ['/v1/public/cities?countryId=99999', 'Country not found.'],
      ['/v1/zip-codes/00000', 'ZIP code not found.'],
    ];
    for (const [path, message] of cases) {
      const res = await get<{ message: string }>(path, path.includes('/public/') ? null : clientPm);
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe(message);
    }
  });
});
