import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { clients } from '../../db/schema/clients.js';
import { clientScopesOfWork, sowLibraryEntries } from '../../db/schema/scope-of-work.js';
import { services } from '../../db/schema/services.js';
import { subquery } from '../../db/subqueries.js';
import type { TActor } from '../../platform/actor.js';
import { likePattern, type TScopedTx } from '../../platform/database.js';
import { clientSowRows } from './client-sow.repo.js';
import { pageSize } from '../../db/page-size.js';

export interface TPickQuery {
  page: number;
  limit: number;
  search?: string;
  clientId?: string;
  serviceId?: string;
}

type TPickKind = 'LIBRARY' | 'CLIENT';

const e = sowLibraryEntries;
const c = clientScopesOfWork;

/**
 * The library's active texts and the client scopes the actor sees, as one set of picks. Computed
 * columns are named `pick_*`: the statement below refers to them unqualified, beside the joined
 * tables' own `name`.
 */
function picks(actor: TActor, query: TPickQuery) {
  const like = query.search ? likePattern(query.search.toLowerCase()) : null;
  const library = subquery
    .select({
      id: e.id,
      kind: sql<TPickKind>`'LIBRARY'`.as('pick_kind'),
      name: sql<string>`${e.title}`.as('pick_name'),
      serviceId: e.serviceId,
      clientId: sql<string | null>`null::uuid`.as('pick_client_id'),
      status: e.status,
    })
    .from(e)
    .where(and(eq(e.status, 'ACTIVE'), like ? sql`lower(${e.title}) like ${like}` : undefined, query.serviceId ? eq(e.serviceId, query.serviceId) : undefined));
  const scopes = subquery
    .select({
      id: c.id,
      kind: sql<TPickKind>`'CLIENT'`.as('pick_kind'),
      name: sql<string>`${c.name}`.as('pick_name'),
      serviceId: c.serviceId,
      clientId: sql<string | null>`${c.clientId}`.as('pick_client_id'),
      status: c.status,
    })
    .from(c)
    .where(
      and(
        clientSowRows.read(actor),
        like ? sql`${c.searchText} like ${like}` : undefined,
        query.serviceId ? eq(c.serviceId, query.serviceId) : undefined,
        query.clientId ? eq(c.clientId, query.clientId) : undefined,
      ),
    );
  return library.unionAll(scopes).as('picks');
}

export const sowPickRepo = {
  /**
   * One page of picks (library texts first, then by name) with the exact total from the same
   * statement (a window count over the picks), and the names joined for the page's rows alone.
   */
  async page(tx: TScopedTx, actor: TActor, query: TPickQuery) {
    const all = picks(actor, query);
    const order: SQL[] = [desc(all.kind), sql`lower(${all.name})`, sql`${all.id}`];
    const page = tx
      .select({
        id: all.id,
        kind: all.kind,
        name: all.name,
        serviceId: all.serviceId,
        clientId: all.clientId,
        status: all.status,
        total: sql<number>`count(*) over ()`.as('pick_total'),
        position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('pick_position'),
      })
      .from(all)
      .orderBy(...order)
      .limit(pageSize(query.limit))
      .offset((query.page - 1) * query.limit)
      .as('page');
    return tx
      .select({
        id: page.id,
        kind: page.kind,
        name: page.name,
        serviceId: page.serviceId,
        serviceName: services.name,
        clientId: page.clientId,
        clientName: clients.name,
        status: page.status,
        total: sql<number>`${page.total}`.mapWith(Number),
      })
      .from(page)
      .innerJoin(services, eq(services.id, page.serviceId))
      .leftJoin(clients, eq(clients.id, page.clientId))
      .orderBy(page.position);
  },

  /** The same picks counted on their own (past the last page no row carries the total). */
  async count(tx: TScopedTx, actor: TActor, query: TPickQuery): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(picks(actor, query));
    return row.n;
  },
};
