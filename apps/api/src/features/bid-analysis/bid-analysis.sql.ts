import { type SQL, sql } from 'drizzle-orm';
import { ABNORMALLY_LOW_UNDER_MEDIAN, ABNORMALLY_LOW_UNDER_NEXT, OUTLIER_IQR_FACTOR } from '@procura/shared';

/*
 * The set-shaped part of the analysis (docs/rfp.md "Analysing bids"), as SQL the repo composes.
 * A bid counts when it is submitted (not withdrawn); its lines are those of the submission in
 * force. Row security decides what is read: the buyer reads the amounts once the bids are opened.
 */

/**
 * The bid lines in force on the RFP, each with its leveled yearly amount (the line's adjustments
 * added), materialized once: the totals, the statistics and the ranks all read it. The
 * adjustments are few, so they join here rather than in a second set of every bid line.
 */
export const leveledLines = (rfpId: string): SQL => sql`
  line_adjustments as (
    select a.bid_id, a.rfp_line_id, sum(a.annual_amount) as amount
    from bid_adjustments a
    where a.rfp_id = ${rfpId} and a.rfp_line_id is not null
    group by a.bid_id, a.rfp_line_id
  ),
  lev as materialized (
    select bl.id as bid_line_id, bl.bid_id, bl.rfp_line_id, bl.annual_amount as annual, bl.term_amount as term, bl.exclusions,
      bl.annual_amount + coalesce(la.amount, 0) as leveled
    from bid_lines bl
    join bids b on b.id = bl.bid_id
    left join line_adjustments la on la.bid_id = bl.bid_id and la.rfp_line_id = bl.rfp_line_id
    where b.rfp_id = ${rfpId} and bl.rfp_id = ${rfpId} and b.status = 'SUBMITTED' and bl.submission_number = b.current_submission
  )`;

/**
 * Per line: count, lowest, highest, mean and the quartiles (continuous percentiles, as a
 * spreadsheet's QUARTILE.INC: the median of an even count is the mean of the middle two), and
 * the line's leveled amounts in order, from which the flags of every line are counted without
 * ranking every bid line (see flagCounts).
 */
export const lineStatistics = sql`
  stats as (
    select rfp_line_id, count(*)::int as n, min(leveled) as lowest, max(leveled) as highest, round(avg(leveled), 2) as mean,
      percentile_cont(array[0.25, 0.5, 0.75]) within group (order by leveled::float8) as q,
      array_agg(leveled order by leveled) as sorted
    from lev
    group by rfp_line_id
  )`;

/** An outlier lies more than 1.5 IQR outside the line's quartiles `q`. */
const isOutlier = (amount: SQL, q: SQL) => sql`(${amount}::float8 < ${q}[1] - ${OUTLIER_IQR_FACTOR}::float8 * (${q}[3] - ${q}[1])
  or ${amount}::float8 > ${q}[3] + ${OUTLIER_IQR_FACTOR}::float8 * (${q}[3] - ${q}[1]))`;

/** An abnormally low bid is more than 15 % under the median and more than 1 % under the next bid up on the line. */
const isAbnormallyLow = (amount: SQL, q: SQL, nextUp: SQL) => sql`(${amount}::float8 < ${q}[2] * (1 - ${ABNORMALLY_LOW_UNDER_MEDIAN}::float8)
  and ${nextUp} is not null and ${amount} < ${nextUp} * (1 - ${ABNORMALLY_LOW_UNDER_NEXT}::numeric))`;

/**
 * Each bid line's rank on its line and its flags, for the bid lines of `source` (every line in
 * force by default; the analysis passes one page of them). The next bid up is the next in the
 * line's order, as `lead` gives it.
 */
export const flaggedLines = (source: SQL = sql`lev`) => sql`
  ranked as (
    select l.*, s.q, rank() over w as rank, lead(l.leveled) over w as next_up
    from ${source} l
    join stats s using (rfp_line_id)
    window w as (partition by l.rfp_line_id order by l.leveled)
  ),
  flagged as (
    select r.*, ${isOutlier(sql`r.leveled`, sql`r.q`)} as outlier, ${isAbnormallyLow(sql`r.leveled`, sql`r.q`, sql`r.next_up`)} as abnormally_low
    from ranked r
  )`;

/**
 * The flags counted over every line from each line's ordered amounts (the same rule as
 * flaggedLines: the element after an amount is the next bid up, ties included), one small array a
 * line rather than a sort and a window over every bid line of the RFP.
 */
export const flagCounts = sql`
  flag_counts as (
    select count(*) filter (where ${isOutlier(sql`v.amount`, sql`s.q`)})::int as outliers,
      count(*) filter (where ${isAbnormallyLow(sql`v.amount`, sql`s.q`, sql`s.sorted[v.i::int + 1]`)})::int as abnormally_low
    from stats s
    cross join lateral unnest(s.sorted) with ordinality as v(amount, i)
  )`;

/** Money from a float8 percentile, to the cent. */
export const cents = (value: SQL) => sql`round((${value})::numeric, 2)`;
