import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TRfpQuery } from '@procura/shared';
import { bids } from '../../db/schema/bids.js';
import { clients } from '../../db/schema/clients.js';
import { rfpInvitations, rfpLines, rfps } from '../../db/schema/rfp.js';
import { nextClientNumber } from '../../db/numbering.js';
import { subquery, valueOf } from '../../db/subqueries.js';
import type { TActor } from '../../platform/actor.js';
import { likePattern, type TScopedTx } from '../../platform/database.js';
import { rowScope } from '../../platform/row-scope.js';
import type { TRfpDetailRow, TRfpRow } from './rfp.presenter.js';
import { pageSize } from '../../db/page-size.js';

const r = rfps;
const uuidArray = (ids: readonly string[]) => sql`${sql.param(ids)}::uuid[]`;

/** The client's RFPs; an invited vendor (or outlet) reads those published to it as a party. */
export const rfpRows = rowScope({ owner: r.tenantId, ownedBy: ['client'], parties: r.partyTenantIds, sharedWith: ['vendor'] });

/** Clients the actor may write RFPs for: the provider any, a client's people their own. */
const clientRows = rowScope({ owner: clients.tenantId, ownedBy: ['client'] });

function filters(q: Pick<TRfpQuery, 'search' | 'status' | 'clientIds'>): SQL[] {
  const where: SQL[] = [];
  // search_text is lower(number || ' ' || title) under a trigram index.
  if (q.search) where.push(sql`${r.searchText} like ${likePattern(q.search.toLowerCase())}`);
  if (q.status?.length) where.push(inArray(r.status, q.status));
  if (q.clientIds?.length) where.push(sql`${r.clientId} = any(${uuidArray(q.clientIds)})`);
  return where;
}

const SORT_KEYS: Record<TRfpQuery['sort'], SQL> = {
  number: sql`${r.number}`,
  title: sql`lower(${r.title})`,
  client: sql`lower(${r.clientName})`,
  status: sql`${r.status}`,
  bidsDueAt: sql`${r.bidsDueAt}`,
  updatedAt: sql`${r.updatedAt}`,
};

// Row security decides what each count holds: the buyer counts every invitation and bid, a
// vendor its own.
const countOf = (table: typeof rfpLines | typeof rfpInvitations | typeof bids, extra?: SQL) =>
  valueOf(
    subquery
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(table)
      .where(and(eq(table.rfpId, r.id), extra)),
  );

const LIST_FIELDS = {
  id: r.id,
  tenantId: r.tenantId,
  number: r.number,
  title: r.title,
  status: r.status,
  clientId: r.clientId,
  clientName: r.clientName,
  bidsDueAt: r.bidsDueAt,
  timeZone: r.timeZone,
  openedAt: r.openedAt,
  updatedAt: r.updatedAt,
  lineCount: countOf(rfpLines),
  invitedCount: countOf(rfpInvitations),
  viewedCount: countOf(bids, sql`${bids.viewedAt} is not null`),
  submittedCount: countOf(bids, sql`${bids.status} = 'SUBMITTED'`),
};

export const rfpRepo = {
  /** One page with its exact total in one statement; the counts are read for the page's rows alone. */
  async list(tx: TScopedTx, actor: TActor, query: TRfpQuery): Promise<{ rows: TRfpRow[]; total: number }> {
    const direction = query.sortDirection === 'desc' ? sql`desc` : sql`asc`;
    const order = sql`${SORT_KEYS[query.sort]} ${direction} nulls last, ${r.id} ${direction}`;
    const where = and(rfpRows.read(actor), ...filters(query));
    const page = tx
      .select({
        id: r.id,
        total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
        position: sql<number>`row_number() over (order by ${order})`.as('position'),
      })
      .from(r)
      .where(where)
      .orderBy(order)
      .limit(pageSize(query.limit))
      .offset((query.page - 1) * query.limit)
      .as('page');
    const found = await tx
      .select({ ...LIST_FIELDS, total: page.total })
      .from(page)
      .innerJoin(r, eq(r.id, page.id))
      .orderBy(page.position);
    let total = found[0]?.total ?? 0;
    if (found.length === 0 && query.page > 1) [{ n: total }] = await tx.select({ n: count() }).from(r).where(where);
    return { rows: found.map(({ total: _t, ...row }) => row), total };
  },

  /** The RFP in the actor's `scope`: undefined when not seen, or with 'write', not theirs to change. */
  async get(tx: TScopedTx, actor: TActor, id: string, scope: 'read' | 'write' = 'read', lock = false): Promise<TRfpDetailRow | undefined> {
    const query = tx
      .select({
        ...LIST_FIELDS,
        description: r.description,
        questionsDueAt: r.questionsDueAt,
        serviceStartOn: r.serviceStartOn,
        termMonths: r.termMonths,
        requireAllLines: r.requireAllLines,
        latestAddendum: r.latestAddendum,
        publishedAt: r.publishedAt,
        closedAt: r.closedAt,
        cancelledAt: r.cancelledAt,
        cancelReason: r.cancelReason,
        partyTenantIds: r.partyTenantIds,
        linesWithoutScope: countOf(rfpLines, sql`${rfpLines.clientSowId} is null`),
        createdAt: r.createdAt,
      })
      .from(r)
      .where(and(eq(r.id, id), rfpRows[scope](actor)));
    const [row] = await (lock ? query.for('update', { of: r }) : query);
    return row;
  },

  /** The client as the actor may write RFPs for it: its tenant and name, or undefined. */
  async writableClient(tx: TScopedTx, actor: TActor, clientId: string): Promise<{ tenantId: string; name: string } | undefined> {
    const [row] = await tx
      .select({ tenantId: clients.tenantId, name: clients.name })
      .from(clients)
      .where(and(eq(clients.id, clientId), clientRows.write(actor)));
    return row;
  },

  /**
   * The client's next number, RFP-0001 upwards. The transaction holds the client's numbering lock
   * until it commits, so drafts started at once for one client take the numbers one by one.
   */
  nextNumber: (tx: TScopedTx, clientId: string) => nextClientNumber(tx, { prefix: 'RFP', table: r, number: r.number, clientId: r.clientId }, clientId),

  async insert(tx: TScopedTx, values: typeof r.$inferInsert): Promise<string> {
    const [row] = await tx.insert(r).values(values).returning({ id: r.id });
    return row.id;
  },

  async update(tx: TScopedTx, id: string, values: Partial<typeof r.$inferInsert>): Promise<void> {
    await tx
      .update(r)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(r.id, id));
  },

  async remove(tx: TScopedTx, id: string): Promise<void> {
    await tx.delete(r).where(eq(r.id, id));
  },
};
