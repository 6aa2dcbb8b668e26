import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TPropertyFilters, TPropertyListQuery, TPropertySortField } from '@procura/shared';
import { clients } from '../../db/schema/clients.js';
import { cities, counties, countries, states } from '../../db/schema/geography.js';
import { properties, propertyDocuments, propertyServices } from '../../db/schema/properties.js';
import { subquery, valueOf } from '../../db/subqueries.js';
import type { TActor } from '../../platform/actor.js';
import { likePattern, queryRows, type TScopedTx } from '../../platform/database.js';
import { fieldError } from '../../platform/errors.js';
import { rowScope } from '../../platform/row-scope.js';
import { propertyCoverageStates } from '../contract-management/property-coverage.js';
import { pageSize } from '../../db/page-size.js';

/** A property as the list statement reads it. */
export interface TPropertyRow {
  id: string;
  name: string;
  code: string;
  clientId: string;
  clientName: string;
  propertyType: string;
  status: string;
  addressLine1: string | null;
  cityName: string | null;
  stateCode: string | null;
  stateName: string | null;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
  sizeValue: number | null;
  sizeUnit: string;
  serviceCount: number;
  createdAt: Date;
}

/** One property with its geography names, as the detail statement reads it. */
export interface TPropertyDetailRow extends TPropertyRow {
  tenantId: string;
  addressLine2: string | null;
  notes: string | null;
  updatedAt: Date;
  countryId: number | null;
  countryName: string | null;
  stateId: number | null;
  countyId: number | null;
  countyName: string | null;
  cityId: number | null;
  cityRowName: string | null;
}

const p = properties;

/**
 * Properties are a client's, shown to the vendors of their RFPs and contracts as parties.
 * Assigned property access is the database's restrictive policy on top.
 */
export const propertyRows = rowScope({ owner: p.tenantId, ownedBy: ['client'], parties: p.partyTenantIds, sharedWith: ['vendor'] });

/** Clients the actor may add properties to: the provider any, a client's people their own. */
const clientRows = rowScope({ owner: clients.tenantId, ownedBy: ['client'] });

const intArray = (ids: readonly number[]) => sql`${sql.param(ids)}::int[]`;
const uuidArray = (ids: readonly string[]) => sql`${sql.param(ids)}::uuid[]`;

/** The filters every property view shares (list, map, export). */
export function propertyFilters(filters: TPropertyFilters): SQL[] {
  const where: SQL[] = [];
  // search_text is lower(name code city) under a trigram index, which answers LIKE '%…%'.
  if (filters.search) where.push(sql`${p.searchText} like ${likePattern(filters.search.toLowerCase())}`);
  if (filters.ids?.length) where.push(sql`${p.id} = any(${uuidArray(filters.ids)})`);
  if (filters.clientIds?.length) where.push(sql`${p.clientId} = any(${uuidArray(filters.clientIds)})`);
  if (filters.stateIds?.length) where.push(sql`${p.stateId} = any(${intArray(filters.stateIds)})`);
  if (filters.cityIds?.length) where.push(sql`${p.cityId} = any(${intArray(filters.cityIds)})`);
  if (filters.status?.length) where.push(inArray(p.status, filters.status));
  if (filters.propertyTypes?.length) where.push(inArray(p.propertyType, filters.propertyTypes));
  if (filters.serviceIds?.length) {
    where.push(
      sql`exists (select 1 from ${propertyServices} where ${propertyServices.propertyId} = ${p.id} and ${propertyServices.serviceId} = any(${uuidArray(filters.serviceIds)}))`,
    );
  }
  return where;
}

export const propertyWhere = (actor: TActor, filters: TPropertyFilters): SQL | undefined => and(propertyRows.read(actor), ...propertyFilters(filters));

/** Each sort's key: never null (keyset comparisons need a value), compared as `type`. */
const SORT_KEYS: Record<TPropertySortField, { key: SQL; type: 'text' | 'timestamptz'; join?: 'client' | 'state' }> = {
  name: { key: sql`${p.name}`, type: 'text' },
  code: { key: sql`${p.code}`, type: 'text' },
  client: { key: sql`${clients.name}`, type: 'text', join: 'client' },
  city: { key: sql`coalesce(${p.cityName}, '')`, type: 'text' },
  state: { key: sql`coalesce(${states.name}, '')`, type: 'text', join: 'state' },
  status: { key: sql`${p.status}`, type: 'text' },
  createdAt: { key: sql`${p.createdAt}`, type: 'timestamptz' },
};

const serviceCount = valueOf(
  subquery
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(propertyServices)
    .where(eq(propertyServices.propertyId, p.id)),
);

/** A property as the list shows it. */
const LIST_FIELDS = {
  id: p.id,
  name: p.name,
  code: p.code,
  clientId: p.clientId,
  clientName: clients.name,
  propertyType: p.propertyType,
  status: p.status,
  addressLine1: p.addressLine1,
  cityName: p.cityName,
  stateCode: states.code,
  stateName: states.name,
  zip: p.zip,
  latitude: p.latitude,
  longitude: p.longitude,
  sizeValue: p.sizeValue,
  sizeUnit: p.sizeUnit,
  serviceCount,
  createdAt: p.createdAt,
};

/** The cursor: the last row's sort key (as text, exact to the microsecond) and id. */
interface TCursor {
  s: TPropertySortField;
  d: 'asc' | 'desc';
  k: string;
  i: string;
}

export const encodeCursor = (c: TCursor): string => Buffer.from(JSON.stringify([c.s, c.d, c.k, c.i])).toString('base64url');

function decodeCursor(raw: string, query: TPropertyListQuery): TCursor {
  const invalid = () => fieldError('cursor', 'This cursor is not valid for this list; start again from the first page.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4 || !parsed.every((v) => typeof v === 'string')) throw invalid();
  const [s, d, k, i] = parsed as string[];
  if (s !== query.sort || d !== query.sortDirection || !/^[0-9a-f-]{36}$/i.test(i) || k.length > 400 || k.includes('\u0000')) throw invalid();
  if (SORT_KEYS[query.sort].type === 'timestamptz' && Number.isNaN(Date.parse(k))) throw invalid();
  return { s: query.sort, d: query.sortDirection, k, i };
}

export interface TPropertyPageRows {
  rows: TPropertyRow[];
  total: number;
  nextCursor: string | null;
}

export const propertiesRepo = {
  /**
   * One page. Without a cursor: offset paging with the exact total from the same statement
   * (the window count runs over ids only; the page's details are read for its rows alone).
   * With a cursor: a keyset page, same cost at any depth, and no total (-1).
   */
  async list(tx: TScopedTx, actor: TActor, query: TPropertyListQuery): Promise<TPropertyPageRows> {
    const sort = SORT_KEYS[query.sort];
    const desc = query.sortDirection === 'desc';
    const direction = desc ? sql`desc` : sql`asc`;
    const order = sql`${sort.key} ${direction}, ${p.id} ${direction}`;
    const cursor = query.cursor ? decodeCursor(query.cursor, query) : null;
    const keyset = cursor ? sql`(${sort.key}, ${p.id}) ${desc ? sql`<` : sql`>`} (${cursor.k}::${sql.raw(sort.type)}, ${cursor.i}::uuid)` : undefined;
    const where = and(propertyWhere(actor, query), keyset);
    const take = query.limit + 1;

    let inner = tx
      .select({
        id: p.id,
        total: (cursor ? sql<number>`-1` : sql<number>`count(*) over ()`).mapWith(Number).as('total'),
        position: sql<number>`row_number() over (order by ${order})`.as('position'),
        sortKey: sql<string>`(${sort.key})::text`.as('sort_key'),
      })
      .from(p)
      .$dynamic();
    if (sort.join === 'client') inner = inner.innerJoin(clients, eq(clients.id, p.clientId));
    if (sort.join === 'state') inner = inner.leftJoin(states, eq(states.id, p.stateId));
    const page = inner
      .where(where)
      .orderBy(order)
      .limit(pageSize(cursor ? take : query.limit))
      .offset(cursor ? 0 : (query.page - 1) * query.limit)
      .as('page');

    const found = await tx
      .select({ ...LIST_FIELDS, total: page.total, sortKey: page.sortKey })
      .from(page)
      .innerJoin(p, eq(p.id, page.id))
      .innerJoin(clients, eq(clients.id, p.clientId))
      .leftJoin(states, eq(states.id, p.stateId))
      .orderBy(page.position);

    const more = cursor ? found.length > query.limit : found.length > 0 && (query.page - 1) * query.limit + found.length < found[0].total;
    const rows = found.slice(0, query.limit);
    const last = rows.at(-1);
    const nextCursor = more && last ? encodeCursor({ s: query.sort, d: query.sortDirection, k: last.sortKey, i: last.id }) : null;
    // Past the last page no row carries the total: count it on its own.
    const total = cursor ? -1 : rows.length > 0 ? found[0].total : query.page === 1 ? 0 : await this.count(tx, actor, query);
    return { rows, total, nextCursor };
  },

  async count(tx: TScopedTx, actor: TActor, filters: TPropertyFilters): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(p).where(propertyWhere(actor, filters));
    return row.n;
  },

  /**
   * Every matching pin as one JSON text built by the database: three columns read, no row
   * objects in Node, so 50,000 pins stay a few milliseconds of serialization.
   */
  /** Every located property as [id, latitude, longitude, coverage state] (propertyCoverageStates), as JSON text. */
  async mapPoints(tx: TScopedTx, actor: TActor, filters: TPropertyFilters, today: string): Promise<string> {
    const where = and(propertyWhere(actor, filters), sql`${p.latitude} is not null and ${p.longitude} is not null`);
    const coverage = propertyCoverageStates({ props: sql`select ${p.id} from ${p} where ${where}`, today });
    // Raw SQL: the pins left-joined to a grouped statement over the contract lines, and the JSON
    // written by the database, in one statement; the builder joins no SQL fragment.
    const [row] = await queryRows<{ body: string }>(
      tx,
      sql`select json_build_object('total', count(*), 'points', coalesce(json_agg(json_build_array(${p.id}, ${p.latitude}, ${p.longitude},
          coalesce(coverage.state, 'NONE'))), '[]'::json))::text as body
        from ${p} left join (${coverage}) coverage on coverage.property_id = ${p.id}
        where ${where}`,
    );
    return row.body;
  },

  async get(tx: TScopedTx, actor: TActor, id: string): Promise<TPropertyDetailRow | undefined> {
    const [row] = await tx
      .select({
        ...LIST_FIELDS,
        tenantId: p.tenantId,
        addressLine2: p.addressLine2,
        notes: p.notes,
        updatedAt: p.updatedAt,
        countryId: p.countryId,
        countryName: countries.name,
        stateId: p.stateId,
        countyId: p.countyId,
        countyName: counties.name,
        cityId: p.cityId,
        cityRowName: cities.name,
      })
      .from(p)
      .innerJoin(clients, eq(clients.id, p.clientId))
      .leftJoin(states, eq(states.id, p.stateId))
      .leftJoin(countries, eq(countries.id, p.countryId))
      .leftJoin(counties, eq(counties.id, p.countyId))
      .leftJoin(cities, eq(cities.id, p.cityId))
      .where(and(eq(p.id, id), propertyRows.read(actor)));
    return row;
  },

  /**
   * The property's owner and the columns a change is checked against, in the actor's `scope`:
   * undefined when the actor does not see it, or with 'write', may not change it.
   */
  async head(tx: TScopedTx, actor: TActor, id: string, scope: 'read' | 'write') {
    const [row] = await tx
      .select()
      .from(p)
      .where(and(eq(p.id, id), propertyRows[scope](actor)));
    return row;
  },

  async writableClient(tx: TScopedTx, actor: TActor, clientId: string): Promise<{ id: string; tenantId: string } | undefined> {
    const [row] = await tx
      .select({ id: clients.id, tenantId: clients.tenantId })
      .from(clients)
      .where(and(eq(clients.id, clientId), clientRows.write(actor)));
    return row;
  },

  async insert(tx: TScopedTx, values: typeof p.$inferInsert): Promise<string> {
    const [row] = await tx.insert(p).values(values).returning({ id: p.id });
    return row.id;
  },

  async update(tx: TScopedTx, id: string, values: Partial<typeof p.$inferInsert>): Promise<void> {
    await tx
      .update(p)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(p.id, id));
  },

  /** What still hangs on the property besides links (contacts, access grants). */
  async dependents(tx: TScopedTx, id: string): Promise<{ services: number; documents: number }> {
    const countOf = (table: typeof propertyServices | typeof propertyDocuments) =>
      valueOf(
        subquery
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(eq(table.propertyId, id)),
      );
    // Two counts on one row of their own: the answer does not depend on whether the property is seen.
    const [row] = await tx.select({ services: countOf(propertyServices), documents: countOf(propertyDocuments) }).from(sql`(select 1) as one`);
    return { services: Number(row.services), documents: Number(row.documents) };
  },

  async remove(tx: TScopedTx, id: string): Promise<void> {
    await tx.delete(p).where(eq(p.id, id));
  },
};
