import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TClientSowQuery } from '@procura/shared';
import { clients } from '../../db/schema/clients.js';
import { clientScopesOfWork, clientSowProperties } from '../../db/schema/scope-of-work.js';
import { serviceCategories, services } from '../../db/schema/services.js';
import { users } from '../../db/schema/users.js';
import { subquery, valueOf } from '../../db/subqueries.js';
import type { TActor } from '../../platform/actor.js';
import { likePattern, type TScopedTx } from '../../platform/database.js';
import { rowScope } from '../../platform/row-scope.js';
import { pageSize } from '../../db/page-size.js';

/** A row as the statements below read it. */
export interface TClientSowRow {
  id: string;
  name: string;
  status: string;
  source: string;
  composedOffline: boolean;
  version: number;
  clientId: string;
  clientName: string;
  serviceId: string;
  serviceName: string;
  categoryId: string;
  categoryName: string;
  libraryEntryId: string | null;
  propertyCount: number;
  updatedAt: Date;
  updatedByName: string | null;
}
export interface TClientSowDetailRow extends TClientSowRow {
  tenantId: string;
  content: unknown;
  contentHtml: string;
  contentText: string;
  sourceFileKey: string | null;
  createdAt: Date;
}

/** A client scope as lists show it, with what the reader may do to it at `now` (policies/scope-of-work.ts). */
const c = clientScopesOfWork;
const uuidArray = (ids: readonly string[]) => sql`${sql.param(ids)}::uuid[]`;

/**
 * A client's scopes of work are its own; vendors will read those an RFP shares with them as
 * parties (none yet).
 */
export const clientSowRows = rowScope({ owner: c.tenantId, ownedBy: ['client'], parties: c.partyTenantIds, sharedWith: ['vendor'] });

/** Clients the actor may write scopes for: the provider any, a client's people their own. */
const clientRows = rowScope({ owner: clients.tenantId, ownedBy: ['client'] });

export type TClientSowFilters = Pick<TClientSowQuery, 'search' | 'clientIds' | 'serviceIds' | 'propertyId' | 'status'>;

function filters(f: TClientSowFilters): SQL[] {
  const where: SQL[] = [];
  // search_text is lower(name) under a trigram index, which answers LIKE '%…%'.
  if (f.search) where.push(sql`${c.searchText} like ${likePattern(f.search.toLowerCase())}`);
  if (f.clientIds?.length) where.push(sql`${c.clientId} = any(${uuidArray(f.clientIds)})`);
  if (f.serviceIds?.length) where.push(sql`${c.serviceId} = any(${uuidArray(f.serviceIds)})`);
  if (f.status?.length) where.push(inArray(c.status, f.status));
  if (f.propertyId) {
    where.push(
      sql`exists (select 1 from ${clientSowProperties} where ${clientSowProperties.sowId} = ${c.id} and ${clientSowProperties.propertyId} = ${f.propertyId})`,
    );
  }
  return where;
}

const SORT_KEYS: Record<TClientSowQuery['sort'], { key: SQL; join?: 'client' | 'service' }> = {
  name: { key: sql`lower(${c.name})` },
  client: { key: sql`lower(${clients.name})`, join: 'client' },
  service: { key: sql`lower(${services.name})`, join: 'service' },
  status: { key: sql`${c.status}` },
  updatedAt: { key: sql`${c.updatedAt}` },
};

/** Row security counts only the properties the reader sees (an assigned manager's own). */
const propertyCount = valueOf(
  subquery
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(clientSowProperties)
    .where(eq(clientSowProperties.sowId, c.id)),
);

const LIST_FIELDS = {
  id: c.id,
  name: c.name,
  status: c.status,
  source: c.source,
  composedOffline: c.composedOffline,
  version: c.version,
  clientId: c.clientId,
  clientName: clients.name,
  serviceId: c.serviceId,
  serviceName: services.name,
  categoryId: services.categoryId,
  categoryName: serviceCategories.name,
  libraryEntryId: c.libraryEntryId,
  propertyCount,
  updatedAt: c.updatedAt,
  updatedByName: sql<string | null>`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
};

export const clientSowRepo = {
  /**
   * One page with its exact total in one statement: the window count runs over the matching
   * ids only; names and property counts are read for the page's rows alone.
   */
  async list(tx: TScopedTx, actor: TActor, query: TClientSowQuery): Promise<{ rows: TClientSowRow[]; total: number }> {
    const sort = SORT_KEYS[query.sort];
    const direction = query.sortDirection === 'desc' ? sql`desc` : sql`asc`;
    const order = sql`${sort.key} ${direction}, ${c.id} ${direction}`;
    const where = and(clientSowRows.read(actor), ...filters(query));
    let inner = tx
      .select({
        id: c.id,
        total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
        position: sql<number>`row_number() over (order by ${order})`.as('position'),
      })
      .from(c)
      .$dynamic();
    if (sort.join === 'client') inner = inner.innerJoin(clients, eq(clients.id, c.clientId));
    if (sort.join === 'service') inner = inner.innerJoin(services, eq(services.id, c.serviceId));
    const page = inner
      .where(where)
      .orderBy(order)
      .limit(pageSize(query.limit))
      .offset((query.page - 1) * query.limit)
      .as('page');
    const found = await tx
      .select({ ...LIST_FIELDS, total: page.total })
      .from(page)
      .innerJoin(c, eq(c.id, page.id))
      .innerJoin(clients, eq(clients.id, c.clientId))
      .innerJoin(services, eq(services.id, c.serviceId))
      .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
      .leftJoin(users, eq(users.id, c.updatedBy))
      .orderBy(page.position);
    let total = found[0]?.total ?? 0;
    if (found.length === 0 && query.page > 1) [{ n: total }] = await tx.select({ n: count() }).from(c).where(where);
    return { rows: found.map(({ total: _t, ...r }) => r), total };
  },

  /** The scope in the actor's `scope`: undefined when not seen, or with 'write', not theirs to change. */
  async get(tx: TScopedTx, actor: TActor, id: string, scope: 'read' | 'write' = 'read'): Promise<TClientSowDetailRow | undefined> {
    const [row] = await tx
      .select({
        ...LIST_FIELDS,
        tenantId: c.tenantId,
        content: c.content,
        contentHtml: c.contentHtml,
        contentText: c.contentText,
        sourceFileKey: c.sourceFileKey,
        createdAt: c.createdAt,
      })
      .from(c)
      .innerJoin(clients, eq(clients.id, c.clientId))
      .innerJoin(services, eq(services.id, c.serviceId))
      .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
      .leftJoin(users, eq(users.id, c.updatedBy))
      .where(and(eq(c.id, id), clientSowRows[scope](actor)));
    return row;
  },

  /** Whether the actor sees the scope (a download of its source file is allowed with it). */
  async visible(tx: TScopedTx, actor: TActor, id: string): Promise<boolean> {
    const rows = await tx
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.id, id), clientSowRows.read(actor)));
    return rows.length > 0;
  },

  async writableClient(tx: TScopedTx, actor: TActor, clientId: string): Promise<{ id: string; tenantId: string } | undefined> {
    const [row] = await tx
      .select({ id: clients.id, tenantId: clients.tenantId })
      .from(clients)
      .where(and(eq(clients.id, clientId), clientRows.write(actor)));
    return row;
  },

  async insert(tx: TScopedTx, values: typeof c.$inferInsert): Promise<void> {
    await tx.insert(c).values(values);
  },

  /** Saves the changes; with `bumpVersion` the scope's version goes up by one and is returned. */
  async update(tx: TScopedTx, id: string, values: Partial<typeof c.$inferInsert>, bumpVersion: boolean): Promise<number> {
    const [row] = await tx
      .update(c)
      .set({ ...values, ...(bumpVersion && { version: sql`${c.version} + 1` }), updatedAt: sql`now()` })
      .where(eq(c.id, id))
      .returning({ version: c.version });
    return row.version;
  },
};
