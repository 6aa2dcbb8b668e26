import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { TAwardScenario } from '@procura/shared';
import { bids } from '../../db/schema/bids.js';
import { rfpInvitations } from '../../db/schema/rfp.js';
import { queryRows, type TScopedTx } from '../../platform/database.js';
import { isAbnormallyLow, leveledLines, lineStatistics } from './bid-analysis.sql.js';

/** One line as a scenario (or the recommendation) awards it. */
export interface TAssignmentRow {
  scenario: TAwardScenario | 'RECOMMENDED';
  rfpLineId: string;
  propertyId: string;
  bidId: string;
  bidLineId: string;
  annual: number;
  term: number;
  leveled: number;
  budget: number | null;
  incumbent: number | null;
  /** The recommendation's facts: abnormally low bids passed over, the property's lines all priced by this bid. */
  skipped: number;
  coversProperty: boolean;
}

/** The single vendor's lot: its total with the bundle price applied. */
export interface TSingleVendorRow {
  bidId: string;
  total: number;
  term: number;
}

/*
 * The scenarios read every bid line in force (lev) as it is; only the recommendation needs a
 * flag, "abnormally low", and only bid lines under their line's low cut (15 % under the median)
 * can carry it. Those are a prefix of each line's order (leveled, then bid id), so their place in
 * it is their row number among themselves, and the next bid up is the line's ordered amounts
 * (stats.sorted) at the next place: the same rule as the analysis's flaggedLines, without ranking
 * every bid line of the RFP.
 */
const scenarioCtes = (rfpId: string, termMonths: number) => sql`
  with ${leveledLines(rfpId)}, ${lineStatistics},
  under_cut as (
    select l.bid_line_id, l.rfp_line_id, l.leveled, l.leveled::float8 as leveled8, s.low_cut, s.sorted,
      row_number() over (partition by l.rfp_line_id order by l.leveled, l.bid_id) as place
    from lev l join stats s using (rfp_line_id)
    where l.leveled::float8 < s.low_cut
  ),
  abnormally_low as (
    select u.bid_line_id, u.rfp_line_id, u.leveled from under_cut u
    where ${isAbnormallyLow(sql`u.leveled8`, sql`u.leveled`, sql`u`, sql`u.sorted[u.place + 1]`)}
  ),
  lines as (select l.id, l.property_id, l.budget_annual, l.incumbent_annual from rfp_lines l where l.rfp_id = ${rfpId}),
  cheapest as (
    select distinct on (f.rfp_line_id) 'LOWEST_PER_LINE' as scenario, f.rfp_line_id, f.bid_id, f.bid_line_id, f.annual, f.term, f.leveled
    -- The line's lowest amount is its statistics' first: only the bids at it are sorted, for the tie.
    from lev f join stats s on s.rfp_line_id = f.rfp_line_id and f.leveled = s.lowest
    order by f.rfp_line_id, f.bid_id
  ),
  -- Each bid line with its property, once: joined to a property's best bid on both keys, not to every line of that bid first.
  lev_property as materialized (select f.*, l.property_id from lev f join lines l on l.id = f.rfp_line_id),
  property_bids as (
    select f.property_id, f.bid_id, count(*) as n, sum(f.leveled) as leveled
    from lev_property f group by f.property_id, f.bid_id
  ),
  property_lines as (select property_id, count(*) as n from lines group by property_id),
  property_best as (
    select distinct on (pb.property_id) pb.property_id, pb.bid_id
    from property_bids pb order by pb.property_id, pb.n desc, pb.leveled, pb.bid_id
  ),
  per_property as (
    select 'PER_PROPERTY' as scenario, f.rfp_line_id, f.bid_id, f.bid_line_id, f.annual, f.term, f.leveled
    from lev_property f join property_best pb on pb.property_id = f.property_id and pb.bid_id = f.bid_id
  ),
  bidder as (
    select c.bid_id, count(*) as n, sum(c.annual) as base, sum(c.leveled) as leveled, sum(c.term) as term from lev c group by c.bid_id
  ),
  single as (
    select b.bid_id,
      coalesce(s.bundle_price, b.base) + (b.leveled - b.base)
        + coalesce((select sum(a.annual_amount) from bid_adjustments a where a.rfp_id = ${rfpId} and a.bid_id = b.bid_id and a.rfp_line_id is null), 0) as total,
      coalesce(round(s.bundle_price * ${termMonths} / 12, 2), b.term) as term
    from bidder b
    join bids bb on bb.id = b.bid_id
    left join bid_submissions s on s.bid_id = b.bid_id and s.number = bb.current_submission
    order by b.n desc, 2, b.bid_id
    limit 1
  ),
  single_vendor as (
    select 'SINGLE_VENDOR' as scenario, f.rfp_line_id, f.bid_id, f.bid_line_id, f.annual, f.term, f.leveled
    from lev f join single s on s.bid_id = f.bid_id
  ),
  recommended as (
    select distinct on (f.rfp_line_id) 'RECOMMENDED' as scenario, f.rfp_line_id, f.bid_id, f.bid_line_id, f.annual, f.term, f.leveled
    from lev f left join abnormally_low a using (bid_line_id)
    order by f.rfp_line_id, a.bid_line_id is not null, f.leveled, f.bid_id
  ),
  -- The recommendation's facts, joined per line rather than looked up once per picked line.
  recommended_facts as (
    select r.rfp_line_id, coalesce(sk.n, 0)::int as skipped, coalesce(pb.n, 0) = pl.n as covers_property
    from recommended r
    join lines l on l.id = r.rfp_line_id
    join property_lines pl on pl.property_id = l.property_id
    left join property_bids pb on pb.property_id = l.property_id and pb.bid_id = r.bid_id
    left join (
      select a.rfp_line_id, count(*) as n from abnormally_low a join recommended r using (rfp_line_id) where a.leveled < r.leveled group by a.rfp_line_id
    ) sk on sk.rfp_line_id = r.rfp_line_id
  ),
  picked as (
    select * from cheapest union all select * from per_property union all select * from single_vendor union all select * from recommended
  )`;

/** The scenarios' one statement. */
const scenarioStatement = (rfpId: string, termMonths: number) =>
  sql`${scenarioCtes(rfpId, termMonths)}
        select
          (select json_agg(json_build_object(
             'scenario', p.scenario, 'rfpLineId', p.rfp_line_id, 'propertyId', l.property_id, 'bidId', p.bid_id, 'bidLineId', p.bid_line_id,
             'annual', p.annual, 'term', p.term, 'leveled', p.leveled, 'budget', l.budget_annual, 'incumbent', l.incumbent_annual,
             'skipped', coalesce(rf.skipped, 0), 'coversProperty', coalesce(rf.covers_property, false)))
           from picked p join lines l on l.id = p.rfp_line_id
             left join recommended_facts rf on p.scenario = 'RECOMMENDED' and rf.rfp_line_id = p.rfp_line_id) as rows,
          (select json_build_object('bidId', s.bid_id, 'total', s.total, 'term', s.term) from single s) as single`;

export const bidScenariosRepo = {
  /*
   * Raw SQL: the scenarios are ordered picks (distinct on) over the same common table expressions
   * as the analysis, one statement for every line, which the query builder cannot write.
   */
  /** Every scenario's lines, the recommendation's, and the single vendor's lot in one statement. */
  async assignments(tx: TScopedTx, rfpId: string, termMonths: number): Promise<{ rows: TAssignmentRow[]; single: TSingleVendorRow | null }> {
    const [result] = await queryRows<{ rows: TAssignmentRow[] | null; single: TSingleVendorRow | null }>(tx, scenarioStatement(rfpId, termMonths));
    return { rows: result.rows ?? [], single: result.single };
  },

  /** Why a vendor invited although not eligible was invited, per bid (the invitation's record). */
  async ineligibleBids(tx: TScopedTx, rfpId: string): Promise<Map<string, string>> {
    const rows = await tx
      .select({ bidId: bids.id, reason: rfpInvitations.overrideReason })
      .from(bids)
      .innerJoin(rfpInvitations, eq(rfpInvitations.id, bids.invitationId))
      .where(and(eq(bids.rfpId, rfpId), isNotNull(rfpInvitations.overrideReason)));
    return new Map(rows.map((r) => [r.bidId, r.reason ?? '']));
  },

  /** Each submitted bid's vendor name, as the buyer reads it (app.invited_vendor_name). */
  async bidderNames(tx: TScopedTx, rfpId: string): Promise<Map<string, string>> {
    const rows = await tx
      .select({ bidId: bids.id, name: sql<string>`coalesce(app.invited_vendor_name(${bids.invitationId}), '')` })
      .from(bids)
      .where(eq(bids.rfpId, rfpId));
    return new Map(rows.map((r) => [r.bidId, r.name]));
  },
};
