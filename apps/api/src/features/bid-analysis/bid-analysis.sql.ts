import { type SQL, sql } from 'drizzle-orm';
import { ABNORMALLY_LOW_UNDER_MEDIAN, ABNORMALLY_LOW_UNDER_NEXT, OUTLIER_IQR_FACTOR } from '@procura/shared';

/*
 * The set-shaped part of the analysis (docs/rfp.md "Analysing bids"), as SQL the repo composes.
 * A bid counts when it is submitted (not withdrawn); its lines are those of the submission in
 * force. Row security decides what is read: the buyer reads the amounts once the bids are opened.
 */

/**
 * The bid lines in force on the RFP (all of them, or those of the `lines` subquery), each with
 * its leveled yearly amount (the line's adjustments added). A draft line has no submission
 * number: saying so lets the scan drop the drafts before row security looks at them.
 */
const leveledOf = (rfpId: string, lines?: SQL): SQL => sql`
    select bl.id as bid_line_id, bl.bid_id, bl.rfp_line_id, bl.annual_amount as annual, bl.term_amount as term, bl.exclusions,
      bl.annual_amount + coalesce(la.amount, 0) as leveled
    from bid_lines bl
    join bids b on b.id = bl.bid_id
    left join line_adjustments la on la.bid_id = bl.bid_id and la.rfp_line_id = bl.rfp_line_id
    where b.rfp_id = ${rfpId} and bl.rfp_id = ${rfpId} and b.status = 'SUBMITTED'
      and bl.submission_number is not null and bl.submission_number = b.current_submission
      ${lines ? sql`and bl.rfp_line_id in ${lines}` : sql``}`;

/**
 * The line adjustments and the bid lines in force (`lev`), materialized once: the totals, the
 * statistics and the ranks all read it. The adjustments are few, so they join here rather than
 * in a second set of every bid line.
 */
export const leveledLines = (rfpId: string): SQL => sql`
  line_adjustments as (
    select a.bid_id, a.rfp_line_id, sum(a.annual_amount) as amount
    from bid_adjustments a
    where a.rfp_id = ${rfpId} and a.rfp_line_id is not null
    group by a.bid_id, a.rfp_line_id
  ),
  lev as materialized (${leveledOf(rfpId)})`;

/**
 * The bid lines in force of some lines only (`page_lev`), read through the bid lines' index on
 * (rfp, line) rather than picked out of every line's set. Needs leveledLines' CTEs before it.
 */
export const someLeveledLines = (rfpId: string, lines: SQL): SQL => sql`
  page_lev as (${leveledOf(rfpId, lines)})`;

/**
 * The `p` quantile of a line's `n` ordered amounts `sorted`, computed as PostgreSQL's
 * percentile_cont computes it (QUARTILE.INC: the amounts as float8, the one at p × (n − 1)
 * counted from 0, or between two, the lower plus the fraction of the step), so no second sort
 * of each line's amounts is needed beside the array.
 */
const quantileOf = (p: number, sorted: SQL, n: SQL): SQL => {
  const at = sql`(${p}::float8 * (${n} - 1))`;
  const below = sql`${sorted}[floor(${at})::int + 1]::float8`;
  const above = sql`${sorted}[ceil(${at})::int + 1]::float8`;
  return sql`case when ceil(${at}) > floor(${at}) then ${below} + (${at} - floor(${at})) * (${above} - ${below}) else ${below} end`;
};

/**
 * Per line: count, lowest, highest, mean and the quartiles `q` (continuous percentiles, as a
 * spreadsheet's QUARTILE.INC: the median of an even count is the mean of the middle two), read
 * off the line's leveled amounts in order (`sorted`), from which the flags of every line are also
 * counted without ranking every bid line (see flagCounts); and the line's flag thresholds,
 * computed once a line rather than once a bid: an outlier lies more than 1.5 IQR outside the
 * quartiles (below low_fence or above high_fence); an abnormally low bid is more than 15 % under
 * the median (below low_cut) and more than 1 % under the next bid up on the line.
 */
export const lineStatistics = sql`
  stats as (
    select s.*, s.q[1] - ${OUTLIER_IQR_FACTOR}::float8 * (s.q[3] - s.q[1]) as low_fence,
      s.q[3] + ${OUTLIER_IQR_FACTOR}::float8 * (s.q[3] - s.q[1]) as high_fence,
      s.q[2] * (1 - ${ABNORMALLY_LOW_UNDER_MEDIAN}::float8) as low_cut
    from (
      select a.rfp_line_id, a.n, a.sorted[1] as lowest, a.sorted[a.n] as highest, a.mean, a.sorted,
        array[${quantileOf(0.25, sql`a.sorted`, sql`a.n`)}, ${quantileOf(0.5, sql`a.sorted`, sql`a.n`)}, ${quantileOf(0.75, sql`a.sorted`, sql`a.n`)}] as q
      from (
        select rfp_line_id, count(*)::int as n, round(avg(leveled), 2) as mean, array_agg(leveled order by leveled) as sorted
        from lev
        group by rfp_line_id
      ) a
      -- Kept a subquery of its own (offset 0), so q is computed once a line, not once per use above.
      offset 0
    ) s
  )`;

/** An outlier, for an `amount` as float8 and its line's statistics `s`. */
const isOutlier = (amount: SQL, s: SQL) => sql`(${amount} < ${s}.low_fence or ${amount} > ${s}.high_fence)`;

/** Abnormally low, for an amount as float8 and as numeric, its line's statistics `s` and the next bid up. */
export const isAbnormallyLow = (amount8: SQL, amount: SQL, s: SQL, nextUp: SQL) => sql`(${amount8} < ${s}.low_cut
  and ${nextUp} is not null and ${amount} < ${nextUp} * (1 - ${ABNORMALLY_LOW_UNDER_NEXT}::numeric))`;

/**
 * Each bid line's rank on its line and its flags, for the bid lines of `source` (every line in
 * force by default; the analysis passes one page of them). The next bid up is the next in the
 * line's order, as `lead` gives it; tied amounts take the bid's id as their order, so the same
 * one of two equal bids is compared with the other whichever way the lines were read.
 */
export const flaggedLines = (source: SQL = sql`lev`) => sql`
  ranked as (
    select l.*, s.low_fence, s.high_fence, s.low_cut, rank() over w as rank, lead(l.leveled) over w_next as next_up
    from ${source} l
    join stats s using (rfp_line_id)
    window w as (partition by l.rfp_line_id order by l.leveled), w_next as (partition by l.rfp_line_id order by l.leveled, l.bid_id)
  ),
  flagged as (
    select r.*, ${isOutlier(sql`r.leveled::float8`, sql`r`)} as outlier,
      ${isAbnormallyLow(sql`r.leveled::float8`, sql`r.leveled`, sql`r`, sql`r.next_up`)} as abnormally_low
    from ranked r
  )`;

/**
 * The flags counted over every line from each line's ordered amounts (the same rule as
 * flaggedLines: the element after an amount is the next bid up, ties included), without a sort
 * and a window over every bid line of the RFP. The amounts under a threshold are a prefix of the
 * ordered amounts and those over one a suffix, so a binary search (width_bucket: how many are ≤
 * the threshold) finds them: the outliers over high_fence are counted from it, and only the
 * prefixes up to low_fence and low_cut are unnested, to check "under" strictly and the next bid
 * up. Each line's amounts are cast to float8 once (offset 0 keeps that subquery its own).
 */
export const flagCounts = sql`
  line_flags as (
    select s.*, width_bucket(s.low_fence, s.sorted8) as up_to_low_fence, width_bucket(s.high_fence, s.sorted8) as up_to_high_fence,
      width_bucket(s.low_cut, s.sorted8) as up_to_low_cut
    from (select s.n, s.sorted, s.sorted::float8[] as sorted8, s.low_fence, s.high_fence, s.low_cut from stats s offset 0) s
  ),
  flag_counts as (
    select (select coalesce(sum(f.n - f.up_to_high_fence), 0) from line_flags f)::int
        + (select count(*) from (
             select unnest(f.sorted8[1:f.up_to_low_fence]) as amount8, f.low_fence from line_flags f where f.up_to_low_fence > 0
           ) v where v.amount8 < v.low_fence)::int as outliers,
      (select count(*) from (
         select unnest(f.sorted8[1:f.up_to_low_cut]) as amount8, unnest(f.sorted[1:f.up_to_low_cut]) as amount,
           unnest(f.sorted[2:f.up_to_low_cut + 1]) as next_up, f.low_cut
         from line_flags f where f.up_to_low_cut > 0
       ) v where ${isAbnormallyLow(sql`v.amount8`, sql`v.amount`, sql`v`, sql`v.next_up`)})::int as abnormally_low
  )`;

/** Money from a float8 percentile, to the cent. */
export const cents = (value: SQL) => sql`round((${value})::numeric, 2)`;
