import { and, asc, count, eq, exists, gt, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { TPropertyFilters } from '@procura/shared';
import { clients } from '../../db/schema/clients.js';
import { counties, countries, states } from '../../db/schema/geography.js';
import { properties, propertyServices } from '../../db/schema/properties.js';
import { subquery } from '../../db/subqueries.js';
import type { TActor } from '../../platform/actor.js';
import { likePattern, type TScopedTx } from '../../platform/database.js';
import { propertyRows } from './properties.repo.js';

/**
 * The properties an export writes: the list's filters (ZPropertyFiltersSchema) in the actor's
 * scope (the properties' own, propertyRows). Row-level security decides visibility (tenant,
 * parties, assigned access); the scope gives the planner the tenant's index.
 */
function exportWhere(actor: TActor, filters: TPropertyFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [propertyRows.read(actor)];
  // search_text is lower-cased under a trigram index: a lower-cased LIKE uses it.
  if (filters.search) conditions.push(like(properties.searchText, likePattern(filters.search.toLowerCase())));
  if (filters.ids?.length) conditions.push(inArray(properties.id, filters.ids));
  if (filters.clientIds?.length) conditions.push(inArray(properties.clientId, filters.clientIds));
  // Reference ids are int4: a larger one matches nothing (and must not overflow the statement).
  const stateIds = filters.stateIds?.filter((id) => id <= INT4_MAX);
  const cityIds = filters.cityIds?.filter((id) => id <= INT4_MAX);
  if (filters.stateIds?.length) conditions.push(stateIds?.length ? inArray(properties.stateId, stateIds) : sql`false`);
  if (filters.cityIds?.length) conditions.push(cityIds?.length ? inArray(properties.cityId, cityIds) : sql`false`);
  if (filters.status?.length) conditions.push(inArray(properties.status, filters.status));
  if (filters.propertyTypes?.length) conditions.push(inArray(properties.propertyType, filters.propertyTypes));
  if (filters.serviceIds?.length) {
    const ids = filters.serviceIds;
    conditions.push(
      exists(
        subquery
          .select({ one: sql`1` })
          .from(propertyServices)
          .where(and(eq(propertyServices.propertyId, properties.id), inArray(propertyServices.serviceId, ids))),
      ),
    );
  }
  return and(...conditions);
}

const INT4_MAX = 2_147_483_647;

const EXPORT_ROW = {
  id: properties.id,
  clientName: clients.name,
  name: properties.name,
  code: properties.code,
  propertyType: properties.propertyType,
  sizeValue: properties.sizeValue,
  sizeUnit: properties.sizeUnit,
  addressLine1: properties.addressLine1,
  addressLine2: properties.addressLine2,
  cityName: properties.cityName,
  stateCode: states.code,
  countyName: counties.name,
  zip: properties.zip,
  countryCode: countries.iso2,
  latitude: properties.latitude,
  longitude: properties.longitude,
  status: properties.status,
  notes: properties.notes,
};

/** Where the previous batch ended: the export is in name order, ties by id. */
export interface TPropertyExportCursor {
  name: string;
  id: string;
}

/** The properties export's statements, through the actor's scope with the list's filters. */
export const propertyExportRepo = {
  /** One keyset batch in name order: the same cost at any depth, constant memory. */
  async batch(tx: TScopedTx, actor: TActor, filters: TPropertyFilters, after: TPropertyExportCursor | null, limit: number) {
    return tx
      .select(EXPORT_ROW)
      .from(properties)
      .innerJoin(clients, eq(clients.id, properties.clientId))
      .leftJoin(states, eq(states.id, properties.stateId))
      .leftJoin(counties, eq(counties.id, properties.countyId))
      .leftJoin(countries, eq(countries.id, properties.countryId))
      .where(and(exportWhere(actor, filters), after ? gt(sql`(${properties.name}, ${properties.id})`, sql`(${after.name}, ${after.id}::uuid)`) : undefined))
      .orderBy(asc(properties.name), asc(properties.id))
      .limit(limit);
  },

  async count(tx: TScopedTx, actor: TActor, filters: TPropertyFilters): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(properties).where(exportWhere(actor, filters));
    return row?.n ?? 0;
  },
};

export type TPropertyExportRow = Awaited<ReturnType<typeof propertyExportRepo.batch>>[number];
