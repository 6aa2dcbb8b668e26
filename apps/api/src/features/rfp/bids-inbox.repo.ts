import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TBidInboxQuery } from '@procura/shared';
import { bids } from '../../db/schema/bids.js';
import { rfpInvitations, rfpLines, rfps } from '../../db/schema/rfp.js';
import { subquery, valueOf } from '../../db/subqueries.js';
import type { TActor } from '../../platform/actor.js';
import { likePattern, type TScopedTx } from '../../platform/database.js';
import { rfpRows } from './rfp.repo.js';
import { pageSize } from '../../db/page-size.js';

const i = rfpInvitations;
const r = rfps;

export interface TInboxRow {
  invitationId: string;
  rfpId: string;
  number: string;
  title: string;
  clientName: string;
  rfpStatus: string;
  bidsDueAt: Date | null;
  questionsDueAt: Date | null;
  timeZone: string;
  latestAddendum: number;
  invitedAt: Date;
  lineCount: number;
  bidStatus: string | null;
  intent: string | null;
  declineReason: string | null;
  viewedAt: Date | null;
  submittedAt: Date | null;
  currentSubmission: number | null;
  confirmedAddendum: number | null;
}

const FIELDS = {
  invitationId: i.id,
  rfpId: r.id,
  number: r.number,
  title: r.title,
  clientName: r.clientName,
  rfpStatus: r.status,
  bidsDueAt: r.bidsDueAt,
  questionsDueAt: r.questionsDueAt,
  timeZone: r.timeZone,
  latestAddendum: r.latestAddendum,
  invitedAt: i.invitedAt,
  lineCount: valueOf(
    subquery
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(rfpLines)
      .where(eq(rfpLines.rfpId, r.id)),
  ),
  bidStatus: bids.status,
  intent: bids.intent,
  declineReason: bids.declineReason,
  viewedAt: bids.viewedAt,
  submittedAt: bids.submittedAt,
  currentSubmission: bids.currentSubmission,
  confirmedAddendum: bids.confirmedAddendum,
};

function filters(actor: TActor, q: TBidInboxQuery): SQL[] {
  // The workspace's own invitations: a parent vendor reads what its outlets were sent, but an
  // outlet's invitation is the outlet's to answer, so it stays out of the parent's inbox.
  const where: SQL[] = [eq(i.vendorTenantId, actor.workspace.tenantId)];
  const seen = rfpRows.read(actor);
  if (seen) where.push(seen);
  if (q.search) {
    const pattern = likePattern(q.search.toLowerCase());
    where.push(sql`(${r.searchText} like ${pattern} or lower(${r.clientName}) like ${pattern})`);
  }
  if (q.status?.length) where.push(inArray(r.status, q.status));
  return where;
}

/** Open RFPs first, the nearest due time first; then the closed and the rest, latest due first. */
const ORDER = [
  sql`(${r.status} = 'PUBLISHED') desc`,
  sql`case when ${r.status} = 'PUBLISHED' then ${r.bidsDueAt} end asc`,
  sql`${r.bidsDueAt} desc nulls last`,
  sql`${i.id}`,
];

export const bidsInboxRepo = {
  /**
   * One page of the invitations sent to the actor's workspace with where its bid stands, and the
   * exact total, in one statement. Row security shows a vendor only the invitations published to
   * it, with its own bid.
   */
  async page(tx: TScopedTx, actor: TActor, query: TBidInboxQuery): Promise<{ rows: TInboxRow[]; total: number }> {
    const where = and(...filters(actor, query));
    const found = await tx
      .select({ ...FIELDS, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(i)
      .innerJoin(r, eq(r.id, i.rfpId))
      .leftJoin(bids, eq(bids.invitationId, i.id))
      .where(where)
      .orderBy(...ORDER)
      .limit(pageSize(query.limit))
      .offset((query.page - 1) * query.limit);
    let total = found[0]?.total ?? 0;
    if (found.length === 0 && query.page > 1) [{ n: total }] = await tx.select({ n: count() }).from(i).innerJoin(r, eq(r.id, i.rfpId)).where(where);
    return { rows: found.map(({ total: _t, ...row }) => row), total };
  },
};
