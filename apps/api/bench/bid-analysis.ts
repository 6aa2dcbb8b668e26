import { sql } from 'drizzle-orm';
import { queryRows, type TExecutor } from '../src/platform/database.js';
import type { TRunQuery } from './baseline.js';

/*
 * Issue 18's analysis figure: one opened RFP of 500 properties × 10 services (5,000 lines), each
 * priced by 20 vendors (100,000 submitted bid lines, and each vendor's working draft beside them
 * as the bid page leaves it: 200,000 rows in bid_lines), analysed by the buyer.
 */

export const ANALYSIS_FIXTURE = { properties: 500, services: 10, vendors: 20 };
const PREFIX = 'Bench bidder ';

/**
 * A published RFP of `properties` new properties of the client × the first `services` services,
 * sent to `vendorTenants`, in set-based statements (generate_series; nothing per row from here).
 * Budgets lie between 2,000 and 12,000 a year, the incumbent a little under.
 */
export async function seedBenchRfp(
  db: TExecutor,
  client: { tenantId: string; clientId: string },
  shape: { number: string; properties: number; services: number; vendors: { id: string; tenantId: string }[] },
): Promise<string> {
  const [{ name: clientName }] = await queryRows<{ name: string }>(db, sql`select name from tenants where id = ${client.tenantId}`);
  const site = `${shape.number} site `;
  await db.execute(sql`insert into properties (tenant_id, client_id, name, code)
    select ${client.tenantId}, ${client.clientId}, ${site} || lpad(i::text, 5, '0'), ${shape.number} || '-' || i from generate_series(1, ${shape.properties}::int) i`);
  const vendorIds = sql.raw(`array[${shape.vendors.map((v) => `'${v.id}'`).join(',')}]::uuid[]`);
  const [{ id: rfpId }] = await queryRows<{ id: string }>(
    db,
    sql`insert into rfps (tenant_id, client_id, client_name, number, title, status, bids_due_at, service_start_on, term_months, published_at, party_tenant_ids)
      select ${client.tenantId}, ${client.clientId}, ${clientName}, ${shape.number}, 'Bench portfolio services', 'PUBLISHED',
        now() + interval '1 hour', current_date + 30, 24, now(), (select array_agg(tenant_id) from vendors where id = any(${vendorIds}))
      returning id`,
  );
  const parties = sql`(select party_tenant_ids from rfps where id = ${rfpId})`;
  await db.execute(sql`insert into rfp_lines (tenant_id, party_tenant_ids, rfp_id, property_id, service_id, property_name, property_code, service_name, position, budget_annual, incumbent_annual)
    select ${client.tenantId}, ${parties}, ${rfpId}, p.id, s.id, p.name, p.code, s.name, row_number() over (order by p.name, s.name),
      2000 + abs(hashtext(p.id::text || s.id::text)) % 10000, 1800 + abs(hashtext(p.id::text || s.id::text)) % 10000
    from (select id, name, code from properties where client_id = ${client.clientId} and name like ${`${site}%`}) p
    cross join (select id, name from services order by name, id limit ${shape.services}) s`);
  await db.execute(sql`insert into rfp_invitations (tenant_id, party_tenant_ids, rfp_id, vendor_id, vendor_tenant_id)
    select ${client.tenantId}, array[v.tenant_id], ${rfpId}, v.id, v.tenant_id from vendors v where v.id = any(${vendorIds})`);
  return rfpId;
}

/**
 * Seeds the analysis fixture. The bid rows go in while the RFP is open, through the database's
 * own guard (which computes each line's yearly and term amounts and shares the row with the
 * buyer), then the RFP is closed and its bids opened, as the lifecycle leaves it.
 */
export async function seedBenchAnalysis(
  db: TExecutor,
  client: { tenantId: string; clientId: string },
  openedBy: string,
): Promise<{ rfpId: string; lines: number; bidLines: number }> {
  const f = ANALYSIS_FIXTURE;
  await db.execute(sql`with g as (select i, ${PREFIX} || lpad(i::text, 2, '0') as name from generate_series(1, ${f.vendors}::int) i),
      t as (insert into tenants (type, name) select 'vendor', name from g returning id, name)
    insert into vendors (tenant_id, name, approval_status, is_approved) select id, name, 'APPROVED', true from t`);
  const vendors = await queryRows<{ id: string; tenantId: string }>(db, sql`select id, tenant_id as "tenantId" from vendors where name like ${`${PREFIX}%`}`);
  const rfpId = await seedBenchRfp(db, client, { number: 'RFP-BENCH', properties: f.properties, services: f.services, vendors });
  await db.execute(sql`insert into bids (tenant_id, rfp_id, invitation_id, status, current_submission, submitted_at, intent)
    select i.vendor_tenant_id, ${rfpId}, i.id, 'SUBMITTED', 1, now(), 'INTENDING' from rfp_invitations i where i.rfp_id = ${rfpId}`);
  await db.execute(sql`insert into bid_submissions (tenant_id, bid_id, rfp_id, number)
    select b.tenant_id, b.id, ${rfpId}, 1 from bids b where b.rfp_id = ${rfpId}`);
  // Each vendor within ±30 % of the line's budget; one line in fifty has a bid at a third of it
  // (abnormally low), one in seventy a bid at three times (an outlier). Some price per visit.
  for (const submission of [sql`1`, sql`null`]) {
    await db.execute(sql`insert into bid_lines (tenant_id, bid_id, rfp_id, rfp_line_id, submission_number, price, unit, quantity_per_year)
      select b.tenant_id, b.id, ${rfpId}, l.id, ${submission},
        round(case
          when l.position % 50 = 0 and b.k = 1 then l.budget_annual / 3
          when l.position % 70 = 0 and b.k = 2 then l.budget_annual * 3
          else l.budget_annual * (0.7 + (abs(hashtext(b.id::text || l.id::text)) % 600) / 1000.0)
        end / case when l.position % 4 = 0 then 26 else 1 end, 2),
        case when l.position % 4 = 0 then 'PER_VISIT' else 'PER_YEAR' end,
        case when l.position % 4 = 0 then 26 end
      from (select id, tenant_id, row_number() over (order by id) as k from bids where rfp_id = ${rfpId}) b
      cross join rfp_lines l where l.rfp_id = ${rfpId}`);
  }
  await db.execute(sql`update rfps set status = 'CLOSED', bids_due_at = now() - interval '1 minute', closed_at = now(), opened_at = now(), opened_by = ${openedBy}
    where id = ${rfpId}`);
  // Statistics as a live database has them (autovacuum would gather them after such a load).
  await db.execute(sql`analyze rfps, rfp_lines, rfp_invitations, bids, bid_submissions, bid_lines, bid_adjustments`);
  const [counts] = await queryRows<{ lines: number; bidLines: number }>(
    db,
    sql`select (select count(*)::int from rfp_lines where rfp_id = ${rfpId}) as lines,
      (select count(*)::int from bid_lines where rfp_id = ${rfpId} and submission_number = 1) as "bidLines"`,
  );
  return { rfpId, ...counts };
}

/**
 * The floor under GET /v1/rfp/{id}/analysis: the same per-line statistics (count, lowest,
 * highest, mean, quartiles) over every line's bids in force, answered for one page of lines, in
 * one plain statement: no scope, row security, adjustments, ranks, flags or vendor totals.
 */
const STATISTICS_SQL = `
  with cur as materialized (
    select bl.rfp_line_id, bl.annual_amount as leveled
    from bid_lines bl join bids b on b.id = bl.bid_id
    where b.rfp_id = $1 and bl.rfp_id = $1 and b.status = 'SUBMITTED' and bl.submission_number = b.current_submission
  ),
  stats as materialized (
    select rfp_line_id, count(*)::int as n, min(leveled) as lowest, max(leveled) as highest, round(avg(leveled), 2) as mean,
      percentile_cont(array[0.25, 0.5, 0.75]) within group (order by leveled::float8) as q
    from cur group by rfp_line_id
  )
  select l.id, l.property_name, l.service_name, s.n, s.lowest, s.highest, s.mean, s.q, (select count(*) from stats)::int as lines_with_bids
  from rfp_lines l left join stats s on s.rfp_line_id = l.id
  where l.rfp_id = $1 order by l.position, l.id limit $2`;

export interface TAnalysisFigure {
  lines: number;
  bidLines: number;
  /** Wall time of one GET on loopback, product; and of the bare statement; medians and p95 of `rounds`. */
  productMs: number[];
  bareMs: number[];
}

const timed = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

/**
 * Product and bare statement in turns (so a burst of load on the machine falls on both), after
 * a warm-up of each; every answer is checked to be the analysis it claims to be.
 */
export async function measureAnalysis(
  baseUrl: string,
  token: string,
  runQuery: TRunQuery,
  seeded: { rfpId: string; lines: number; bidLines: number },
  rounds = 15,
): Promise<TAnalysisFigure> {
  const limit = 50;
  const product = async () => {
    const res = await fetch(`${baseUrl}/v1/rfp/${seeded.rfpId}/analysis?limit=${limit}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { lines?: { data: { bidCount: number }[] }; vendors?: unknown[] };
    if (res.status !== 200 || body.lines?.data.length !== limit || body.lines.data.some((l) => l.bidCount !== ANALYSIS_FIXTURE.vendors)) {
      throw new Error(`the analysis answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    }
  };
  const bare = async () => {
    const { rows } = (await runQuery(STATISTICS_SQL, [seeded.rfpId, limit])) as { rows: { n: number; lines_with_bids: number }[] };
    if (rows.length !== limit || rows[0].lines_with_bids !== seeded.lines || rows.some((r) => r.n !== ANALYSIS_FIXTURE.vendors)) {
      throw new Error('the bare statistics statement answered something else');
    }
  };
  for (let i = 0; i < 3; i++) {
    await product();
    await bare();
  }
  const productMs: number[] = [];
  const bareMs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    productMs.push(await timed(product));
    bareMs.push(await timed(bare));
  }
  return { lines: seeded.lines, bidLines: seeded.bidLines, productMs, bareMs };
}

export const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

export function printAnalysisFigure(kind: string, f: TAnalysisFigure, load: number[]): void {
  const med = percentile(f.productMs, 0.5);
  const bare = percentile(f.bareMs, 0.5);
  const ratio = med / bare;
  const ok = med <= 300 && ratio <= 2 ? 'ok' : 'MISSED';
  console.log(
    `\nanalysis [${kind}], ${f.lines.toLocaleString('en-US')} lines × ${ANALYSIS_FIXTURE.vendors} vendors = ${f.bidLines.toLocaleString('en-US')} bid lines in force: ` +
      `GET /v1/rfp/{id}/analysis?limit=50 median ${med.toFixed(0)} ms (p95 ${percentile(f.productMs, 0.95).toFixed(0)}) vs bare statistics ${bare.toFixed(0)} ms ` +
      `(p95 ${percentile(f.bareMs, 0.95).toFixed(0)}) = ${ratio.toFixed(2)}× (targets ≤ 300 ms and ≤ 2×: ${ok}); load ${load.map((n) => n.toFixed(1)).join(' / ')}`,
  );
}
