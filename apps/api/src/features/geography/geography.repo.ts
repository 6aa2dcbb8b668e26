import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TCityListQuery, TCountryListQuery, TCountyListQuery, TStateListQuery } from '@procura/shared';
import { cities, counties, countries, states, zipCodes } from '../../db/schema/geography.js';
import { likePattern, type TExecutor } from '../../platform/database.js';
import { pageSize } from '../../db/page-size.js';

/*
 * Reference geography reads. The tables are global (no tenant column, no row-level security):
 * the application role reads them in an unscoped transaction.
 */

/** Prefix matches first, then the rest of the contains matches; by name, then id, throughout. */
function ordering(name: PgColumn, id: PgColumn, search: string | undefined): SQL[] {
  const byName = [asc(name), asc(id)];
  if (!search) return byName;
  const prefix = likePattern(search).slice(1); // 'term%'
  return [desc(sql`${name} ilike ${prefix}`), ...byName];
}

const contains = (column: PgColumn, search: string) => ilike(column, likePattern(search));

/** One page and the total of the same filter, in the caller's transaction. */
async function paged<TRow>(rows: PromiseLike<TRow[]>, total: PromiseLike<{ n: number }[]>): Promise<{ data: TRow[]; total: number }> {
  const data = await rows;
  const [{ n }] = await total;
  return { data, total: n };
}

const countryColumns = {
  id: countries.id,
  iso2: countries.iso2,
  name: countries.name,
  phoneCode: countries.phoneCode,
  latitude: countries.latitude,
  longitude: countries.longitude,
};
const stateColumns = {
  id: states.id,
  countryId: states.countryId,
  code: states.code,
  name: states.name,
  fips: states.fips,
  latitude: states.latitude,
  longitude: states.longitude,
};
const countyColumns = {
  id: counties.id,
  stateId: counties.stateId,
  fips: counties.fips,
  name: counties.name,
  latitude: counties.latitude,
  longitude: counties.longitude,
};
const cityColumns = {
  id: cities.id,
  countryId: cities.countryId,
  stateId: cities.stateId,
  countyId: cities.countyId,
  name: cities.name,
  latitude: cities.latitude,
  longitude: cities.longitude,
};

export const geographyRepo = {
  countries(tx: TExecutor, q: TCountryListQuery) {
    const where = q.search ? or(contains(countries.name, q.search), eq(sql`upper(${countries.iso2})`, q.search.toUpperCase())) : undefined;
    return paged(
      tx
        .select(countryColumns)
        .from(countries)
        .where(where)
        .orderBy(...ordering(countries.name, countries.id, q.search))
        .limit(pageSize(q.limit))
        .offset((q.page - 1) * q.limit),
      tx.select({ n: count() }).from(countries).where(where),
    );
  },

  states(tx: TExecutor, q: TStateListQuery) {
    const where = and(
      q.countryId === undefined ? undefined : eq(states.countryId, q.countryId),
      q.search ? or(contains(states.name, q.search), eq(sql`upper(${states.code})`, q.search.toUpperCase())) : undefined,
    );
    return paged(
      tx
        .select(stateColumns)
        .from(states)
        .where(where)
        .orderBy(...ordering(states.name, states.id, q.search))
        .limit(pageSize(q.limit))
        .offset((q.page - 1) * q.limit),
      tx.select({ n: count() }).from(states).where(where),
    );
  },

  counties(tx: TExecutor, q: TCountyListQuery) {
    const where = and(q.stateId === undefined ? undefined : eq(counties.stateId, q.stateId), q.search ? contains(counties.name, q.search) : undefined);
    return paged(
      tx
        .select(countyColumns)
        .from(counties)
        .where(where)
        .orderBy(...ordering(counties.name, counties.id, q.search))
        .limit(pageSize(q.limit))
        .offset((q.page - 1) * q.limit),
      tx.select({ n: count() }).from(counties).where(where),
    );
  },

  cities(tx: TExecutor, q: TCityListQuery) {
    const where = and(
      q.stateId === undefined ? undefined : eq(cities.stateId, q.stateId),
      q.countryId === undefined ? undefined : eq(cities.countryId, q.countryId),
      q.countyId === undefined ? undefined : eq(cities.countyId, q.countyId),
      q.search ? contains(cities.name, q.search) : undefined,
    );
    return paged(
      tx
        .select(cityColumns)
        .from(cities)
        .where(where)
        .orderBy(...ordering(cities.name, cities.id, q.search))
        .limit(pageSize(q.limit))
        .offset((q.page - 1) * q.limit),
      tx.select({ n: count() }).from(cities).where(where),
    );
  },

  /** Which of the named parents exist (a list under an unknown parent is a 404, not an empty page). */
  async exists(tx: TExecutor, table: 'countries' | 'states' | 'counties', id: number): Promise<boolean> {
    const target = { countries, states, counties }[table];
    const [row] = await tx.select({ id: target.id }).from(target).where(eq(target.id, id)).limit(1);
    return Boolean(row);
  },

  async zipCode(tx: TExecutor, zip: string) {
    const [row] = await tx
      .select({
        zip: zipCodes.zip,
        countryId: countries.id,
        countryName: countries.name,
        stateId: states.id,
        stateCode: states.code,
        stateName: states.name,
        countyId: counties.id,
        countyName: counties.name,
        cityId: cities.id,
        cityName: cities.name,
        postOfficeName: zipCodes.cityName,
        latitude: zipCodes.latitude,
        longitude: zipCodes.longitude,
      })
      .from(zipCodes)
      .innerJoin(states, eq(states.id, zipCodes.stateId))
      .innerJoin(countries, eq(countries.id, states.countryId))
      .leftJoin(counties, eq(counties.id, zipCodes.countyId))
      .leftJoin(cities, eq(cities.id, zipCodes.cityId))
      .where(eq(zipCodes.zip, zip));
    return row ?? null;
  },
};

export type TZipCodeRow = NonNullable<Awaited<ReturnType<typeof geographyRepo.zipCode>>>;
