import { and, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { TClientListQuery, TClientSortField } from '@procura/shared';
import { clientParentCompanies, clients } from '../../db/schema/clients.js';
import { cities, countries, states } from '../../db/schema/geography.js';
import { properties } from '../../db/schema/properties.js';
import { subquery, valueOf } from '../../db/subqueries.js';
import { lockUntilCommit } from '../../platform/advisory-locks.js';
import { likePattern, type TScopedTx } from '../../platform/database.js';
import { inScope } from '../../platform/scope-sql.js';
import { pageSize } from '../../db/page-size.js';

/**
 * The one scope of clients (issue #8 "Visibility"): the provider sees all; a client's people
 * their own client — of the active workspace only, although row-level security would also
 * let them read the other clients they belong to; a vendor sees none. The parent company
 * gives no access: it is an attribute, not a tenant.
 */
export const clientScope = (): SQL => inScope(sql`${clients.tenantId}`);

/** Properties of the client the actor can see, counted in the same statement as the list. */
const propertyCount = valueOf(
  subquery
    .select({ n: sql<number>`count(*)::int` })
    .from(properties)
    .where(eq(properties.clientId, clients.id)),
);

const LIST_COLUMNS = {
  id: clients.id,
  tenantId: clients.tenantId,
  name: clients.name,
  clientType: clients.clientType,
  status: clients.status,
  parentCompanyId: clients.parentCompanyId,
  parentCompanyName: clientParentCompanies.name,
  logoKey: clients.logoKey,
  cityName: cities.name,
  stateName: states.name,
  stateCode: states.code,
  propertyCount,
  createdAt: clients.createdAt,
};

const DETAIL_COLUMNS = {
  ...LIST_COLUMNS,
  addressLine1: clients.addressLine1,
  addressLine2: clients.addressLine2,
  countryId: clients.countryId,
  countryName: countries.name,
  stateId: clients.stateId,
  cityId: clients.cityId,
  zip: clients.zip,
  phoneCode: clients.phoneCode,
  phoneNumber: clients.phoneNumber,
  website: clients.website,
  notes: clients.notes,
  contractsRequireSignedDocument: clients.contractsRequireSignedDocument,
  headerImageKey: clients.headerImageKey,
  updatedAt: clients.updatedAt,
};

/** The columns a client's create or edit writes (its tenant is made by the repo). */
export type TClientValues = Partial<
  Pick<
    typeof clients.$inferInsert,
    | 'name'
    | 'parentCompanyId'
    | 'clientType'
    | 'status'
    | 'logoKey'
    | 'headerImageKey'
    | 'addressLine1'
    | 'addressLine2'
    | 'countryId'
    | 'stateId'
    | 'cityId'
    | 'zip'
    | 'phoneCode'
    | 'phoneNumber'
    | 'website'
    | 'notes'
    | 'contractsRequireSignedDocument'
  >
>;

const SORT_KEYS: Record<TClientSortField, SQL> = {
  name: sql`lower(${clients.name})`,
  status: sql`${clients.status}`,
  propertyCount: sql`${propertyCount}`,
  createdAt: sql`${clients.createdAt}`,
};

function filters(query: Partial<TClientListQuery>): SQL[] {
  const where: (SQL | undefined)[] = [];
  // ILIKE '%…%' is answered from the trigram index on clients.name.
  if (query.search) where.push(ilike(clients.name, likePattern(query.search)));
  if (query.status?.length) where.push(inArray(clients.status, query.status));
  if (query.clientType?.length) where.push(inArray(clients.clientType, query.clientType));
  if (query.parentCompanyId?.length) where.push(inArray(clients.parentCompanyId, query.parentCompanyId));
  return where.filter((c) => c !== undefined);
}

/** Reads and writes of clients, always inside the actor's scope (row-level security checks again). */
export const clientsRepo = {
  /** One page and its exact total in one statement. */
  async list(tx: TScopedTx, query: TClientListQuery) {
    const where = and(clientScope(), ...filters(query)) as SQL;
    const direction = query.sortDirection === 'desc' ? sql`desc` : sql`asc`;
    const order = [sql`${SORT_KEYS[query.sort]} ${direction}`, sql`lower(${clients.name})`, clients.id];
    const rows = await tx
      .select({ ...LIST_COLUMNS, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(clients)
      .leftJoin(clientParentCompanies, eq(clientParentCompanies.id, clients.parentCompanyId))
      .leftJoin(cities, eq(cities.id, clients.cityId))
      .leftJoin(states, eq(states.id, clients.stateId))
      .where(where)
      .orderBy(...order)
      .limit(pageSize(query.limit))
      .offset((query.page - 1) * query.limit);
    const total = rows.length > 0 ? rows[0].total : query.page === 1 ? 0 : await this.count(tx, where);
    return { rows, total };
  },

  async count(tx: TScopedTx, where: SQL): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(clients).where(where);
    return row.n;
  },

  async get(tx: TScopedTx, id: string) {
    const [row] = await tx
      .select(DETAIL_COLUMNS)
      .from(clients)
      .leftJoin(clientParentCompanies, eq(clientParentCompanies.id, clients.parentCompanyId))
      .leftJoin(countries, eq(countries.id, clients.countryId))
      .leftJoin(cities, eq(cities.id, clients.cityId))
      .leftJoin(states, eq(states.id, clients.stateId))
      .where(and(eq(clients.id, id), clientScope()));
    return row as typeof row | undefined;
  },

  /** The client of a tenant, when the actor can see it. */
  async byTenant(tx: TScopedTx, tenantId: string): Promise<{ id: string; tenantId: string; name: string } | undefined> {
    const [row] = await tx
      .select({ id: clients.id, tenantId: clients.tenantId, name: clients.name })
      .from(clients)
      .where(and(eq(clients.tenantId, tenantId), clientScope()));
    return row;
  },

  async exists(tx: TScopedTx, id: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.id, id), clientScope()));
    return row !== undefined;
  },

  /**
   * Client names are unique, case-insensitively: two requests creating the same name at once
   * are serialised by a transaction lock on the name, then the check sees the winner's row.
   */
  async isNameTaken(tx: TScopedTx, name: string, exceptId?: string): Promise<boolean> {
    await lockUntilCommit(tx, `clients.name:${name.toLowerCase()}`);
    const [row] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(sql`lower(${clients.name}) = ${name.toLowerCase()}`, exceptId ? sql`${clients.id} <> ${exceptId}` : undefined))
      .limit(1);
    return row !== undefined;
  },

  /** The client of a workspace just made for it, in the caller's transaction. */
  async insert(tx: TScopedTx, tenantId: string, values: TClientValues & { name: string }): Promise<string> {
    const [client] = await tx
      .insert(clients)
      .values({ ...values, tenantId })
      .returning({ id: clients.id });
    return client.id;
  },

  async update(tx: TScopedTx, id: string, values: TClientValues): Promise<void> {
    if (Object.values(values).every((v) => v === undefined)) return;
    await tx
      .update(clients)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(clients.id, id), clientScope()));
  },

  /** Clients of the caller's own memberships (any of them, not only the active workspace). */
  async ofTenants(tx: TScopedTx, tenantIds: readonly string[]) {
    if (tenantIds.length === 0) return [];
    return tx
      .select({
        id: clients.id,
        tenantId: clients.tenantId,
        name: clients.name,
        status: clients.status,
        logoKey: clients.logoKey,
        headerImageKey: clients.headerImageKey,
      })
      .from(clients)
      .where(inArray(clients.tenantId, [...tenantIds]))
      .orderBy(sql`lower(${clients.name})`);
  },
};

export type TClientListRow = Omit<Awaited<ReturnType<typeof clientsRepo.list>>['rows'][number], 'total'>;
export type TClientDetailRow = NonNullable<Awaited<ReturnType<typeof clientsRepo.get>>>;
