import { type SQL, sql } from 'drizzle-orm';
import type { TActor } from '../../platform/actor.js';
import { likePattern, queryRows, type TRequestDb } from '../../platform/database.js';
import { withActor } from '../../platform/scope.js';
import { clientSowRows } from './client-sow.repo.js';
import { assertLibraryReader } from './sow-access.js';

interface TPickQuery {
  page: number;
  limit: number;
  search?: string;
  clientId?: string;
  serviceId?: string;
}

interface TPickRow {
  id: string;
  kind: 'LIBRARY' | 'CLIENT';
  name: string;
  service_id: string;
  service_name: string;
  client_id: string | null;
  client_name: string | null;
  status: string;
  total: number | string;
}

/** The library's active texts and the client scopes the actor sees, as one set of picks. */
function picks(actor: TActor, query: TPickQuery, like: string | null): SQL {
  return sql`select e.id, 'LIBRARY' as kind, e.title as name, e.service_id, null::uuid as client_id, e.status
               from sow_library_entries e
              where e.status = 'ACTIVE'
                ${like ? sql`and lower(e.title) like ${like}` : sql``}
                ${query.serviceId ? sql`and e.service_id = ${query.serviceId}` : sql``}
             union all
             select client_scopes_of_work.id, 'CLIENT', name, service_id, client_id, status
               from client_scopes_of_work
              where ${clientSowRows.read(actor) ?? sql`true`}
                ${like ? sql`and search_text like ${like}` : sql``}
                ${query.serviceId ? sql`and service_id = ${query.serviceId}` : sql``}
                ${query.clientId ? sql`and client_id = ${query.clientId}` : sql``}`;
}

/** One page of picks with its exact total (window count) and the names joined for its rows alone. */
function pickPage(actor: TActor, query: TPickQuery, like: string | null): SQL {
  return sql`with picks as (${picks(actor, query, like)}),
             page as (
               select p.*, count(*) over () as total from picks p
                order by p.kind desc, lower(p.name), p.id
                limit ${query.limit} offset ${(query.page - 1) * query.limit}
             )
             select page.*, s.name as service_name, cl.name as client_name
               from page
               join services s on s.id = page.service_id
               left join clients cl on cl.id = page.client_id
              order by page.kind desc, lower(page.name), page.id`;
}

/**
 * GET /v1/scope-of-work: the texts an actor may start from or pick, in one list: the library's
 * active texts (for any client) and the client scopes the actor sees, searched and paged with
 * the exact total in one statement.
 */
export function createSowPickService({ db }: { db: TRequestDb }) {
  return {
    async list(actor: TActor, query: TPickQuery) {
      assertLibraryReader(actor);
      const like = query.search ? likePattern(query.search.toLowerCase()) : null;
      // Past the last page no row carries the total: the same picks are counted on their own.
      const { rows, total } = await withActor(db, actor, async (tx) => {
        const found = await queryRows<TPickRow>(tx, pickPage(actor, query, like));
        if (found.length > 0 || query.page === 1) return { rows: found, total: Number(found[0]?.total ?? 0) };
        const [counted] = await queryRows<{ n: number | string }>(tx, sql`with picks as (${picks(actor, query, like)}) select count(*) as n from picks`);
        return { rows: found, total: Number(counted.n) };
      });
      return {
        data: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          name: r.name,
          serviceId: r.service_id,
          serviceName: r.service_name,
          clientId: r.client_id,
          clientName: r.client_name,
          status: r.status,
        })),
        total,
        page: query.page,
        limit: query.limit,
      };
    },
  };
}

export type TSowPickService = ReturnType<typeof createSowPickService>;
