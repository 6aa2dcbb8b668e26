import { sql, type SQL } from 'drizzle-orm';
import { COMPLIANCE_EXPIRING_DAYS, DASHBOARD_HORIZONS } from '@procura/shared';
import { lineInForce, requiredCoverageCells } from '../contract-management/property-coverage.js';
import { figure, isoDay, item, jsonList, type TTileClock } from './dashboard-sql.js';

/*
 * The tiles about certificates, contracts, coverage and spend (docs/product.md "Dashboard"), one
 * statement each in the reader's scope (row-level security), like dashboard-pipeline.repo.ts.
 */

const day = (today: string, plus = 0) => sql`(${today}::date + ${plus}::int)`;

/**
 * Vendors by compliance (the Vendors list's filter) and the certificates of insurance next to
 * expire: within 30 days for the provider, every current one for a vendor (what expires when).
 */
export const certificatesTile = ({ today }: TTileClock, options: { withinDays: boolean }): { figures: SQL; items: SQL } => ({
  figures: sql`(select json_build_array(${figure('EXPIRING', sql`count(*) filter (where compliance_state = 'EXPIRING')::int`)},
      ${figure('EXPIRED', sql`count(*) filter (where compliance_state = 'EXPIRED')::int`)}, ${figure('MISSING', sql`count(*) filter (where compliance_state = 'MISSING')::int`)})
    from vendors)`,
  items: jsonList(
    item({ id: sql`x.id`, name: sql`x.vendor_name`, detail: sql`x.coverage_type`, at: isoDay(sql`x.expires_on`), refId: sql`x.vendor_id` }),
    sql`select d.id, d.vendor_id, v.name as vendor_name, d.coverage_type, d.expires_on from vendor_documents d join vendors v on v.id = d.vendor_id
      where d.kind = 'COI' and d.status = 'CURRENT' and d.expires_on >= ${day(today)}
        ${options.withinDays ? sql`and d.expires_on <= ${day(today, COMPLIANCE_EXPIRING_DAYS)}` : sql``}
      order by d.expires_on, d.id limit 5`,
    sql`x.expires_on, x.id`,
  ),
});

/**
 * Active contracts ending within 30, 60 and 90 days and those whose notice to stop an automatic
 * renewal falls due within them (the end less the notice days), with the next five such dates.
 */
export const contractsTile = ({ today }: TTileClock): { figures: SQL; items: SQL } => {
  const rows = sql`select id, number, title, vendor_name, client_name, status, end_on,
      case when auto_renews and notice_days is not null then end_on - notice_days end as notice_on
    from contracts where status in ('ACTIVE', 'PENDING_FOR_APPROVAL')`;
  const within = (column: string, days: number) =>
    sql`count(*) filter (where status = 'ACTIVE' and ${sql.raw(column)} between ${day(today)} and ${day(today, days)})::int`;
  const horizon = DASHBOARD_HORIZONS[DASHBOARD_HORIZONS.length - 1];
  return {
    figures: sql`(select json_build_array(
        ${figure('ACTIVE', sql`count(*) filter (where status = 'ACTIVE')::int`)},
        ${figure('PENDING_FOR_APPROVAL', sql`count(*) filter (where status = 'PENDING_FOR_APPROVAL')::int`)},
        ${sql.join(
          DASHBOARD_HORIZONS.flatMap((n) => [figure(`ENDS_${n}`, within('end_on', n)), figure(`NOTICE_${n}`, within('notice_on', n))]),
          sql`, `,
        )})
      from (${rows}) c)`,
    items: jsonList(
      item({ id: sql`x.id`, name: sql`x.number || ' · ' || x.title`, detail: sql`x.kind`, at: isoDay(sql`x.due_on`) }),
      sql`select * from (
          select id, number, title, 'END' as kind, end_on as due_on from (${rows}) c where status = 'ACTIVE' and end_on between ${day(today)} and ${day(today, horizon)}
          union all
          select id, number, title, 'NOTICE', notice_on from (${rows}) c where status = 'ACTIVE' and notice_on between ${day(today)} and ${day(today, horizon)}
        ) d order by due_on, id limit 5`,
      sql`x.due_on, x.id`,
    ),
  };
};

const COVERAGE_STATES = [
  ['CONTRACTED', 'contracted'],
  ['EXPIRING', 'expiring'],
  ['MISSING', 'missing'],
  ['DUPLICATED', 'duplicated'],
] as const;

/**
 * The required cells of the reader's properties by state, the grid's own (contract-management's
 * coverage SQL), and the clients with the most missing services. Per client: its summary counted
 * ahead where it is of today and no change came after it (only the provider reads summaries,
 * docs/contracts.md "Coverage counted ahead"), else its cells counted here. A client's people read
 * no summary: theirs is counted live, under their property access.
 */
export const coverageTile = ({ today }: TTileClock): { figures: SQL; items: SQL; with: SQL } => ({
  with: sql`with counted as (
      select s.tenant_id, s.client_id, s.contracted, s.expiring, s.missing, s.duplicated from coverage_summaries s
      where s.counted_for = ${today}::date and not exists (select 1 from coverage_changes ch where ch.tenant_id = s.tenant_id)
    ),
    uncounted as (select cl.id as client_id, cl.tenant_id from clients cl where not exists (select 1 from counted k where k.tenant_id = cl.tenant_id)),
    -- Client by client (lateral): the planner then reads one client's properties through the
    -- tenant index; over a set of clients it cannot size, it read every property and line.
    live as (
      select u.client_id, c.state from uncounted u
      cross join lateral (${requiredCoverageCells({ props: sql`select p.id from properties p where p.tenant_id = u.tenant_id`, today })}) c
    ),
    per_client as (
      select client_id, contracted, expiring, missing, duplicated from counted
      union all
      select client_id, ${sql.join(
        COVERAGE_STATES.map(([s]) => sql`count(*) filter (where state = ${s})::int`),
        sql`, `,
      )} from live group by client_id
    )`,
  figures: sql`(select json_build_array(${sql.join(
    COVERAGE_STATES.map(([s, column]) => figure(s, sql`coalesce(sum(${sql.identifier(column)}), 0)::int`)),
    sql`, `,
  )}) from per_client)`,
  items: jsonList(
    item({ id: sql`x.client_id`, name: sql`x.name`, value: sql`x.missing` }),
    sql`select g.client_id, cl.name, g.missing from per_client g join clients cl on cl.id = g.client_id
      where g.missing > 0 order by g.missing desc, cl.name, g.client_id limit 5`,
    sql`x.missing desc, x.name, x.client_id`,
  ),
});

/** The annual cost of the contract lines in force today, by service (the largest first), and its total. */
export const spendTile = ({ today }: TTileClock): { figures: SQL; items: SQL; with: SQL } => ({
  with: sql`with spend as (select l.service_id, min(l.service_name) as name, sum(coalesce(l.annual_cost, 0))::float8 as amount
    from property_contract_services l join contracts c on c.id = l.contract_id
    where ${lineInForce(today)}
    group by l.service_id)`,
  figures: sql`json_build_array(${figure('TOTAL', sql`select coalesce(sum(amount), 0)::float8 from spend`)})`,
  items: jsonList(
    item({ id: sql`x.service_id`, name: sql`x.name`, value: sql`x.amount` }),
    sql`select * from spend order by amount desc, name limit 8`,
    sql`x.amount desc, x.name`,
  ),
});
