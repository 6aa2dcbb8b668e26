import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type TScopedTx } from '../../platform/database.js';
import { inScope } from '../../platform/scope-sql.js';

/*
 * The import's reads are set-based (one statement per kind of name, whatever the row count)
 * and its write is one `insert … select from unnest(arrays)` per batch, all in one
 * transaction: the good rows go in together or not at all.
 */

/** One array parameter, sent whole (drizzle would otherwise spread a JS array into a list). */
const arr = (values: readonly (string | number | null)[], type: 'text' | 'uuid' | 'int' | 'float8'): SQL => sql`${sql.param(values)}::${sql.raw(type)}[]`;

export interface TImportClient {
  id: string;
  tenantId: string;
  name: string;
}
export interface TImportCountry {
  id: number;
  iso2: string;
  name: string;
}
export interface TImportState {
  id: number;
  countryId: number;
  code: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
}
export interface TImportPlace {
  id: number;
  stateId: number;
  countyId: number | null;
  name: string;
  latitude: number | null;
  longitude: number | null;
}
export interface TImportZip {
  zip: string;
  stateId: number;
  countyId: number | null;
  cityId: number | null;
  cityName: string;
  latitude: number;
  longitude: number;
}

/**
 * Raw SQL, every statement: each list goes as one array parameter (the builder's inArray sends
 * one parameter per value, and an import has up to 10,000 names), the insert selects from
 * unnest(arrays), which the builder cannot; each statement's row type is declared above.
 */
export const propertyImportRepo = {
  /**
   * Clients the actor may add properties to: in the actor's scope (a client admin who also
   * belongs to another client reads that client's row, but may not add to it from here).
   */
  clients: (tx: TScopedTx, ids: readonly string[], lowerNames: readonly string[]) =>
    queryRows<TImportClient>(
      tx,
      sql`select id, tenant_id as "tenantId", name from clients
          where ${inScope(sql`tenant_id`)} and (id = any(${arr(ids, 'uuid')}) or lower(name) = any(${arr(lowerNames, 'text')}))`,
    ),

  countries: (tx: TScopedTx) => queryRows<TImportCountry>(tx, sql`select id, iso2, name from countries`),

  states: (tx: TScopedTx, countryIds: readonly number[]) =>
    queryRows<TImportState>(
      tx,
      sql`select id, country_id as "countryId", code, name, latitude, longitude from states where country_id = any(${arr(countryIds, 'int')})`,
    ),

  cities: (tx: TScopedTx, stateIds: readonly number[], lowerNames: readonly string[]) =>
    queryRows<TImportPlace>(
      tx,
      sql`select id, state_id as "stateId", county_id as "countyId", name, latitude, longitude from cities
          where state_id = any(${arr(stateIds, 'int')}) and lower(name) = any(${arr(lowerNames, 'text')})`,
    ),

  counties: (tx: TScopedTx, stateIds: readonly number[]) =>
    queryRows<TImportPlace>(
      tx,
      sql`select id, state_id as "stateId", null::int as "countyId", name, latitude, longitude from counties where state_id = any(${arr(stateIds, 'int')})`,
    ),

  zips: (tx: TScopedTx, zips: readonly string[]) =>
    queryRows<TImportZip>(
      tx,
      sql`select zip, state_id as "stateId", county_id as "countyId", city_id as "cityId", city_name as "cityName", latitude, longitude
          from zip_codes where zip = any(${arr(zips, 'text')})`,
    ),

  /**
   * Inserts the rows whose code their client does not use yet (the unique index decides, so a
   * code added meanwhile by someone else is caught too) and returns the keys it inserted.
   */
  async insert(tx: TScopedTx, rows: TPropertyInsertColumns, createdBy: string): Promise<Set<string>> {
    const result = await queryRows<{ key: string }>(
      tx,
      sql`insert into properties (tenant_id, client_id, name, code, property_type, size_value, size_unit, address_line1, address_line2,
              country_id, state_id, county_id, city_id, city_name, zip, latitude, longitude, status, notes, created_by)
            select u.tenant_id, u.client_id, u.name, u.code, u.property_type, u.size_value, u.size_unit, u.address_line1, u.address_line2,
              u.country_id, u.state_id, u.county_id, u.city_id, u.city_name, u.zip, u.latitude, u.longitude, u.status, u.notes, ${createdBy}::uuid
            from unnest(${arr(rows.tenantId, 'uuid')}, ${arr(rows.clientId, 'uuid')}, ${arr(rows.name, 'text')}, ${arr(rows.code, 'text')},
              ${arr(rows.propertyType, 'text')}, ${arr(rows.sizeValue, 'float8')}, ${arr(rows.sizeUnit, 'text')}, ${arr(rows.addressLine1, 'text')},
              ${arr(rows.addressLine2, 'text')}, ${arr(rows.countryId, 'int')}, ${arr(rows.stateId, 'int')}, ${arr(rows.countyId, 'int')},
              ${arr(rows.cityId, 'int')}, ${arr(rows.cityName, 'text')}, ${arr(rows.zip, 'text')}, ${arr(rows.latitude, 'float8')},
              ${arr(rows.longitude, 'float8')}, ${arr(rows.status, 'text')}, ${arr(rows.notes, 'text')})
              as u(tenant_id, client_id, name, code, property_type, size_value, size_unit, address_line1, address_line2,
                   country_id, state_id, county_id, city_id, city_name, zip, latitude, longitude, status, notes)
            on conflict (client_id, lower(code)) do nothing
            returning client_id || '|' || lower(code) as key`,
    );
    return new Set(result.map((r) => r.key));
  },
};

/** The rows to insert, column by column (what `unnest` takes). */
export interface TPropertyInsertColumns {
  tenantId: string[];
  clientId: string[];
  name: string[];
  code: string[];
  propertyType: string[];
  sizeValue: (number | null)[];
  sizeUnit: string[];
  addressLine1: (string | null)[];
  addressLine2: (string | null)[];
  countryId: (number | null)[];
  stateId: (number | null)[];
  countyId: (number | null)[];
  cityId: (number | null)[];
  cityName: (string | null)[];
  zip: (string | null)[];
  latitude: (number | null)[];
  longitude: (number | null)[];
  status: string[];
  notes: (string | null)[];
}

export const emptyInsertColumns = (): TPropertyInsertColumns => ({
  tenantId: [],
  clientId: [],
  name: [],
  code: [],
  propertyType: [],
  sizeValue: [],
  sizeUnit: [],
  addressLine1: [],
  addressLine2: [],
  countryId: [],
  stateId: [],
  countyId: [],
  cityId: [],
  cityName: [],
  zip: [],
  latitude: [],
  longitude: [],
  status: [],
  notes: [],
});
