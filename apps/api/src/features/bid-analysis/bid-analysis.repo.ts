import { and, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { TBidAnalysisQuery, TLineAnalysis } from '@procura/shared';
import { rfpAwards } from '../../db/schema/bid-analysis.js';
import { bids } from '../../db/schema/bids.js';
import { rfpLines, rfps } from '../../db/schema/rfp.js';
import { subquery, valueOf } from '../../db/subqueries.js';
import { likePattern, queryRows, type TScopedTx } from '../../platform/database.js';
import { cents, flagCounts, flaggedLines, leveledLines, lineStatistics, someLeveledLines } from './bid-analysis.sql.js';
import { pageSize } from '../../db/page-size.js';

/** The list's sort keys (ZBidAnalysisQuerySchema) and their columns. */
const LIST_SORT_COLUMNS = { bidsDueAt: rfps.bidsDueAt, openedAt: rfps.openedAt, number: rfps.number, title: rfps.title } as const;

export interface TVendorTotalsRow {
  bidId: string;
  vendorId: string;
  vendorTenantId: string;
  vendorName: string;
  bundlePrice: number | null;
  baseAnnual: number;
  baseTerm: number;
  adjustmentsAnnual: number;
  linesBid: number;
  exclusions: { rfpLineId: string; propertyName: string; serviceName: string; text: string }[] | null;
}

export interface TAnalysisRow {
  vendors: TVendorTotalsRow[] | null;
  summary: { bidCount: number; outliers: number; abnormallyLow: number; linesWithBids: number };
  lines: Omit<TLineAnalysis, 'bids'>[] | null;
  lineBids: (Omit<TLineAnalysis['bids'][number], 'vendorName'> & { rfpLineId: string })[] | null;
}

/** How many rows of `table` match: a correlated count in the statement. */
const countOf = (table: typeof rfpLines | typeof bids | typeof rfpAwards, where: SQL | undefined) =>
  valueOf(
    subquery
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(table)
      .where(where),
  );

/** The RFP's lines of one page, in their order. */
const pageLines = (rfpId: string, page: number, limit: number) => sql`
  page_lines as (
    select l.id, l.property_id, l.property_name, l.service_name, l.budget_annual, l.incumbent_annual, l.position
    from rfp_lines l
    where l.rfp_id = ${rfpId}
    order by l.position, l.id
    limit ${limit} offset ${(page - 1) * limit}
  )`;

export const bidAnalysisRepo = {
  /*
   * Raw SQL: the analysis is one statement of common table expressions (a materialized set of the
   * bid lines in force read by both the totals and the statistics), ordered-set aggregates
   * (percentile_cont … within group) and a named window, which the query builder cannot write.
   */
  /**
   * The whole analysis in one statement: each bid's totals over every line, the flags counted
   * over every line, and one page of lines with their statistics and bids.
   */
  async analysis(tx: TScopedTx, rfpId: string, page: number, limit: number): Promise<TAnalysisRow> {
    const [row] = await queryRows<TAnalysisRow>(
      tx,
      sql`with ${leveledLines(rfpId)}, ${lineStatistics}, ${flagCounts}, ${pageLines(rfpId, page, limit)},
      ${someLeveledLines(rfpId, sql`(select id from page_lines)`)}, ${flaggedLines(sql`page_lev`)},
      totals as (
        select bid_id, sum(annual) as base_annual, sum(term) as base_term, count(*)::int as lines
        from lev group by bid_id
      ),
      excluded as (
        select c.bid_id, json_agg(json_build_object('rfpLineId', c.rfp_line_id, 'propertyName', l.property_name, 'serviceName', l.service_name, 'text', c.exclusions) order by l.position) as exclusions
        from lev c join rfp_lines l on l.id = c.rfp_line_id
        where c.exclusions is not null
        group by c.bid_id
      ),
      vendor_rows as (
        select b.id as "bidId", i.vendor_id as "vendorId", i.vendor_tenant_id as "vendorTenantId", coalesce(app.invited_vendor_name(b.invitation_id), '') as "vendorName",
          s.bundle_price as "bundlePrice", coalesce(t.base_annual, 0) as "baseAnnual", coalesce(t.base_term, 0) as "baseTerm",
          coalesce((select sum(a.annual_amount) from bid_adjustments a where a.rfp_id = ${rfpId} and a.bid_id = b.id), 0) as "adjustmentsAnnual",
          coalesce(t.lines, 0) as "linesBid", e.exclusions
        from bids b
        join rfp_invitations i on i.id = b.invitation_id
        left join bid_submissions s on s.bid_id = b.id and s.number = b.current_submission
        left join totals t on t.bid_id = b.id
        left join excluded e on e.bid_id = b.id
        where b.rfp_id = ${rfpId} and b.status = 'SUBMITTED'
      )
      select
        (select json_agg(vr) from vendor_rows vr) as vendors,
        (select json_build_object(
           'bidCount', (select count(*) from vendor_rows)::int,
           'outliers', fc.outliers,
           'abnormallyLow', fc.abnormally_low,
           'linesWithBids', (select count(*) from stats)::int)
         from flag_counts fc) as summary,
        (select json_agg(json_build_object(
           'rfpLineId', p.id, 'propertyId', p.property_id, 'propertyName', p.property_name, 'serviceName', p.service_name,
           'budgetAnnual', p.budget_annual, 'incumbentAnnual', p.incumbent_annual, 'bidCount', coalesce(st.n, 0),
           'lowest', st.lowest, 'highest', st.highest, 'mean', st.mean, 'median', ${cents(sql`st.q[2]`)},
           'spread', st.highest - st.lowest, 'q1', ${cents(sql`st.q[1]`)}, 'q3', ${cents(sql`st.q[3]`)}) order by p.position, p.id)
         from page_lines p left join stats st on st.rfp_line_id = p.id) as lines,
        (select json_agg(json_build_object(
           'rfpLineId', f.rfp_line_id, 'bidId', f.bid_id, 'annual', f.annual, 'term', f.term,
           'leveledAnnual', f.leveled, 'rank', f.rank, 'outlier', f.outlier, 'abnormallyLow', f.abnormally_low, 'exclusions', f.exclusions)
           order by f.rfp_line_id, f.rank, f.bid_id)
         from flagged f) as "lineBids"`,
    );
    return row;
  },

  /** RFPs the actor reads with at least one submitted bid, by the asked column (unknown values last), the id breaking ties. */
  async listWithBids(tx: TScopedTx, query: TBidAnalysisQuery, readable: SQL) {
    return tx
      .select({
        id: rfps.id,
        number: rfps.number,
        title: rfps.title,
        clientName: rfps.clientName,
        status: rfps.status,
        bidsDueAt: rfps.bidsDueAt,
        openedAt: rfps.openedAt,
        lineCount: countOf(rfpLines, eq(rfpLines.rfpId, rfps.id)),
        bidCount: countOf(bids, and(eq(bids.rfpId, rfps.id), eq(bids.status, 'SUBMITTED'))),
        awardedLines: countOf(rfpAwards, eq(rfpAwards.rfpId, rfps.id)),
        total: sql<number>`count(*) over ()::int`,
      })
      .from(rfps)
      .where(
        and(
          readable,
          exists(
            subquery
              .select({ one: sql`1` })
              .from(bids)
              .where(and(eq(bids.rfpId, rfps.id), eq(bids.status, 'SUBMITTED'))),
          ),
          query.search ? sql`${rfps.searchText} like ${likePattern(query.search.toLowerCase())}` : undefined,
          query.status?.length ? inArray(rfps.status, query.status) : undefined,
        ),
      )
      .orderBy(sql`${LIST_SORT_COLUMNS[query.sort]} ${sql.raw(query.sortDirection)} nulls last`, rfps.id)
      .limit(pageSize(query.limit))
      .offset((query.page - 1) * query.limit);
  },
};
