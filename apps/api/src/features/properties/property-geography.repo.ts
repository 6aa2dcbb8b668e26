import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import { cities, counties, countries, states, zipCodes } from '../../db/schema/geography.js';
import { jsonObject, subquery, valueOrNull } from '../../db/subqueries.js';
import type { TScopedTx } from '../../platform/database.js';

/** What each id of an address names, or null when it names nothing. */
export interface TGeoLookup {
  country: { id: number } | null;
  state: { id: number; countryId: number } | null;
  county: { id: number; stateId: number } | null;
  city: { id: number; stateId: number; countryId: number; countyId: number | null; name: string; latitude: number | null; longitude: number | null } | null;
  zip: { stateId: number; countryId: number; countyId: number | null; cityId: number | null; cityName: string; latitude: number; longitude: number } | null;
}

/** `column = id`, or no row for no id. */
const idIs = (column: AnyColumn, id: number | null): SQL => (id === null ? sql`false` : eq(column, id));

/** The reference geography a property's address is checked against (the geography feature's tables, read only). */
export const propertyGeographyRepo = {
  /**
   * Every row the checks need, in one statement: five lookups, each a JSON object of the row's
   * columns (typed by them) or null, on a row of their own.
   */
  async lookup(
    tx: TScopedTx,
    ids: { countryId: number | null; stateId: number | null; countyId: number | null; cityId: number | null; zip: string | null },
  ): Promise<TGeoLookup> {
    const zip5 = ids.zip ? ids.zip.slice(0, 5) : null;
    const city = jsonObject({
      id: cities.id,
      stateId: cities.stateId,
      countryId: cities.countryId,
      countyId: cities.countyId,
      name: cities.name,
      latitude: cities.latitude,
      longitude: cities.longitude,
    });
    const zip = jsonObject({
      stateId: zipCodes.stateId,
      countryId: states.countryId,
      countyId: zipCodes.countyId,
      cityId: zipCodes.cityId,
      cityName: zipCodes.cityName,
      latitude: zipCodes.latitude,
      longitude: zipCodes.longitude,
    });
    const [row] = await tx
      .select({
        country: valueOrNull(
          subquery
            .select({ country: jsonObject({ id: countries.id }) })
            .from(countries)
            .where(idIs(countries.id, ids.countryId)),
        ),
        state: valueOrNull(
          subquery
            .select({ state: jsonObject({ id: states.id, countryId: states.countryId }) })
            .from(states)
            .where(idIs(states.id, ids.stateId)),
        ),
        county: valueOrNull(
          subquery
            .select({ county: jsonObject({ id: counties.id, stateId: counties.stateId }) })
            .from(counties)
            .where(idIs(counties.id, ids.countyId)),
        ),
        city: valueOrNull(subquery.select({ city }).from(cities).where(idIs(cities.id, ids.cityId))),
        zip: valueOrNull(
          subquery
            .select({ zip })
            .from(zipCodes)
            .innerJoin(states, eq(states.id, zipCodes.stateId))
            .where(zip5 === null ? sql`false` : eq(zipCodes.zip, zip5)),
        ),
      })
      .from(sql`(select 1) as one`);
    return row;
  },
};
