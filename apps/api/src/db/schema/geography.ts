import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * Reference geography (issue #8): read by everyone, written only by the loader
 * (db/seed/geography.ts) through the system handle. Integer keys: these rows are many, small
 * and never created by users.
 */

export const countries = pgTable('countries', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  iso2: text('iso2').notNull().unique(),
  name: text('name').notNull(),
  phoneCode: text('phone_code'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});

export const states = pgTable(
  'states',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    /** ISO 3166-2 subdivision code without the country prefix: 'TX'. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** US states: the two-digit FIPS code that us-atlas and county FIPS codes start with. */
    fips: text('fips'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [uniqueIndex('states_country_code_idx').on(t.countryId, t.code), index('states_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`)],
);

export const counties = pgTable(
  'counties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    /** Five-digit FIPS code, the id us-atlas gives the county's shape. */
    fips: text('fips').notNull().unique(),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [index('counties_state_name_idx').on(t.stateId, t.name)],
);

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    countyId: integer('county_id').references(() => counties.id),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [index('cities_state_name_idx').on(t.stateId, t.name), index('cities_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`)],
);

/** US ZIP centroids: a property's coordinates before its pin is dragged. */
export const zipCodes = pgTable(
  'zip_codes',
  {
    zip: text('zip').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    countyId: integer('county_id').references(() => counties.id),
    cityId: integer('city_id').references(() => cities.id),
    cityName: text('city_name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('zip_codes_state_idx').on(t.stateId)],
);

/** Which reference dataset is loaded at which version: the loader runs once per version. */
export const referenceData = pgTable('reference_data', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  rowCount: integer('row_count').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});
