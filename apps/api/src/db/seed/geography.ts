import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type TDb, type TExecutor } from '../../platform/database.js';
import { referenceData } from '../schema/index.js';
import { geographyColumns, geographyVersion, type TGeographyColumns } from './geography-data.js';

/*
 * Reference geography loader: countries, states, US counties, US cities and US ZIP codes from
 * country-state-city, us-atlas and zipcodes. It runs at every start (server and test harness)
 * and loads once per dataset version: each table's reference_data row holds the version it
 * was loaded at. Rows are never deleted — properties point at them — so a new version updates
 * rows in place by their natural key and adds the new ones.
 *
 * Each table is one `insert … select from unnest(arrays)` statement: the rows cross the wire
 * as a handful of array parameters and the database resolves parents by natural key in the
 * same statement, which keeps a full load at a few hundred milliseconds on either engine.
 */

export const GEOGRAPHY_TABLES = ['countries', 'states', 'counties', 'cities', 'zip_codes'] as const;
/** Serializes loaders of processes that start together (API + worker, two replicas). */
const GEOGRAPHY_LOCK = 727002;

export async function syncGeography(db: TDb): Promise<void> {
  const version = geographyVersion();
  if (await isLoaded(db, version)) return;
  const columns = await geographyColumns();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${GEOGRAPHY_LOCK})`);
    // The other process may have loaded it while this one waited for the lock.
    if (await isLoaded(tx, version)) return;
    const counts = await load(tx, columns);
    for (const name of GEOGRAPHY_TABLES) {
      await tx
        .insert(referenceData)
        .values({ name, version, rowCount: counts[name] })
        .onConflictDoUpdate({ target: referenceData.name, set: { version, rowCount: counts[name], loadedAt: sql`now()` } });
    }
  });
}

async function isLoaded(db: TExecutor, version: string): Promise<boolean> {
  const rows = await db.select({ name: referenceData.name, version: referenceData.version }).from(referenceData);
  const loaded = new Map(rows.map((r) => [r.name, r.version]));
  return GEOGRAPHY_TABLES.every((name) => loaded.get(name) === version);
}

/** One array parameter, sent whole (drizzle would otherwise spread a JS array into a list). */
const arr = (values: readonly (string | number | null)[], type: 'text' | 'float8'): SQL => sql`${sql.param(values)}::${sql.raw(type)}[]`;

async function load(tx: TExecutor, c: TGeographyColumns): Promise<Record<(typeof GEOGRAPHY_TABLES)[number], number>> {
  const [{ fresh, superuser }] = await queryRows<{ fresh: boolean; superuser: boolean }>(
    tx,
    sql`select not exists (select 1 from countries) as fresh, (select rolsuper from pg_roles where rolname = current_user) as superuser`,
  );
  // Into empty tables: plain inserts (no speculative insertion per row), and where the role may,
  // without the per-row foreign-key triggers — every reference below comes from a join with
  // its parent in the same statement, so the checks could only confirm it (they are half of
  // the ZIP codes' load time). Later versions upsert with every check on.
  // Later versions touch only the rows that changed: rewriting an unchanged row still rewrites
  // its index entries (the trigram ones are slow), and most rows of a new version are the same.
  const upsert = (table: string, key: string, columns: readonly string[]) =>
    fresh
      ? sql``
      : sql.raw(
          `on conflict (${key}) do update set ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}
           where (${columns.map((c) => `${table}.${c}`).join(', ')}) is distinct from (${columns.map((c) => `excluded.${c}`).join(', ')})`,
        );
  if (fresh && superuser) await tx.execute(sql`set local session_replication_role = replica`);

  await tx.execute(sql`
    insert into countries (iso2, name, phone_code, latitude, longitude)
    select * from unnest(${arr(c.countries.iso2, 'text')}, ${arr(c.countries.name, 'text')}, ${arr(c.countries.phoneCode, 'text')},
                         ${arr(c.countries.latitude, 'float8')}, ${arr(c.countries.longitude, 'float8')})
    ${upsert('countries', 'iso2', ['name', 'phone_code', 'latitude', 'longitude'])}`);

  await tx.execute(sql`
    insert into states (country_id, code, name, fips, latitude, longitude)
    select co.id, u.code, u.name, u.fips, u.lat, u.lng
    from unnest(${arr(c.states.country, 'text')}, ${arr(c.states.code, 'text')}, ${arr(c.states.name, 'text')}, ${arr(c.states.fips, 'text')},
                ${arr(c.states.latitude, 'float8')}, ${arr(c.states.longitude, 'float8')}) as u(country, code, name, fips, lat, lng)
    join countries co on co.iso2 = u.country
    ${upsert('states', 'country_id, code', ['name', 'fips', 'latitude', 'longitude'])}`);

  await tx.execute(sql`
    insert into counties (state_id, fips, name, latitude, longitude)
    select s.id, u.fips, u.name, u.lat, u.lng
    from unnest(${arr(c.counties.fips, 'text')}, ${arr(c.counties.stateFips, 'text')}, ${arr(c.counties.name, 'text')},
                ${arr(c.counties.latitude, 'float8')}, ${arr(c.counties.longitude, 'float8')}) as u(fips, state_fips, name, lat, lng)
    join states s on s.fips = u.state_fips and s.country_id = (select id from countries where iso2 = 'US')
    ${upsert('counties', 'fips', ['state_id', 'name', 'latitude', 'longitude'])}`);

  // Cities have no unique key in the schema; (state, name) is unique in what is loaded.
  const cityRows = sql`
    select co.id as country_id, s.id as state_id, ct.id as county_id, u.name, u.lat, u.lng
    from unnest(${arr(c.cities.country, 'text')}, ${arr(c.cities.state, 'text')}, ${arr(c.cities.county, 'text')}, ${arr(c.cities.name, 'text')},
                ${arr(c.cities.latitude, 'float8')}, ${arr(c.cities.longitude, 'float8')}) as u(country, state, county, name, lat, lng)
    join countries co on co.iso2 = u.country
    join states s on s.country_id = co.id and s.code = u.state
    left join counties ct on ct.fips = u.county`;
  if (!fresh) {
    await tx.execute(sql`
      update cities c set county_id = u.county_id, latitude = u.lat, longitude = u.lng
      from (${cityRows}) u where c.state_id = u.state_id and c.name = u.name
        and (c.county_id, c.latitude, c.longitude) is distinct from (u.county_id, u.lat, u.lng)`);
  }
  await tx.execute(sql`
    insert into cities (country_id, state_id, county_id, name, latitude, longitude)
    select u.country_id, u.state_id, u.county_id, u.name, u.lat, u.lng from (${cityRows}) u
    where not exists (select 1 from cities c where c.state_id = u.state_id and c.name = u.name)`);

  await tx.execute(sql`
    insert into zip_codes (zip, state_id, county_id, city_id, city_name, latitude, longitude)
    select u.zip, s.id, ct.id, ci.id, u.city_name, u.lat, u.lng
    from unnest(${arr(c.zipCodes.zip, 'text')}, ${arr(c.zipCodes.state, 'text')}, ${arr(c.zipCodes.county, 'text')}, ${arr(c.zipCodes.city, 'text')},
                ${arr(c.zipCodes.cityName, 'text')}, ${arr(c.zipCodes.latitude, 'float8')}, ${arr(c.zipCodes.longitude, 'float8')})
         as u(zip, state, county, city, city_name, lat, lng)
    join states s on s.code = u.state and s.country_id = (select id from countries where iso2 = 'US')
    left join counties ct on ct.fips = u.county
    left join cities ci on ci.state_id = s.id and ci.name = u.city
    ${upsert('zip_codes', 'zip', ['state_id', 'county_id', 'city_id', 'city_name', 'latitude', 'longitude'])}`);

  const [counted] = await queryRows<Record<(typeof GEOGRAPHY_TABLES)[number], number>>(
    tx,
    sql`
    select (select count(*) from countries)::int as countries, (select count(*) from states)::int as states,
           (select count(*) from counties)::int as counties, (select count(*) from cities)::int as cities,
           (select count(*) from zip_codes)::int as zip_codes`,
  );
  return counted;
}
