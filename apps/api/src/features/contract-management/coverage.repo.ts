import { type SQL, sql } from 'drizzle-orm';
import { CONTRACT_EXPIRING_DAYS, type TCoverageQuery } from '@procura/shared';
import { likePattern, queryRows, sqlArray, type TScopedTx } from '../../platform/database.js';

/*
 * The coverage grid in one statement (docs/contracts.md "Coverage"). Row-level security holds the
 * actor's scope: the provider reads every client's properties, a client's people their own (and a
 * person with assigned properties only those); contract lines are read for those properties only.
 */

/** A line "in force" on `today`: its contract ACTIVE, the day within the line's dates (the contract's where the line has none). */
export const lineInForce = (today: string): SQL => sql`c.status = 'ACTIVE'
  and coalesce(l.start_on, c.start_on, ${today}::date) <= ${today}::date
  and coalesce(l.end_on, c.end_on, ${today}::date) >= ${today}::date`;

/**
 * Every cell (property × service) of the properties `props` selects (`id` column): required
 * (property_services) or held by a line in force, with the vendors holding it and its state.
 * Shared with the map's per-property state so the two never disagree. A cell's lines are not
 * here: the grid builds them for its page's cells alone (`pageCellLines`), so a portfolio of
 * 75,000 cells does not write 75,000 lists nobody reads (docs/contracts.md "Performance").
 */
export function coverageCells(input: { props: SQL; today: string; serviceIds?: readonly string[] }): SQL {
  const services = input.serviceIds?.length ? sqlArray(input.serviceIds, 'uuid') : null;
  const onlyServices = (column: SQL) => (services ? sql`and ${column} = any(${services})` : sql``);
  return sql`with held as (
      select l.property_id, l.service_id, count(*)::int as n, min(coalesce(l.end_on, c.end_on)) as first_end, array_agg(c.vendor_id) as vendor_ids
      from property_contract_services l join contracts c on c.id = l.contract_id
      where l.property_id in (select id from (${input.props}) pp) and ${lineInForce(input.today)} ${onlyServices(sql`l.service_id`)}
      group by l.property_id, l.service_id
    ), required as (
      select ps.property_id, ps.service_id from property_services ps
      where ps.property_id in (select id from (${input.props}) pr) ${onlyServices(sql`ps.service_id`)}
    )
    select coalesce(r.property_id, h.property_id) as property_id, coalesce(r.service_id, h.service_id) as service_id,
      r.property_id is not null as required, coalesce(h.vendor_ids, '{}') as vendor_ids,
      case when coalesce(h.n, 0) = 0 then 'MISSING'
        when h.n > 1 then 'DUPLICATED'
        when r.property_id is null then 'NOT_REQUIRED'
        when h.first_end is not null and h.first_end <= ${input.today}::date + ${CONTRACT_EXPIRING_DAYS}::int then 'EXPIRING'
        else 'CONTRACTED' end as state
    from required r full join held h on h.property_id = r.property_id and h.service_id = r.service_id`;
}

/** The lines in force of the cell `cell` (property_id, service_id), as the drill-down lists them: soonest end first. */
function pageCellLines(cell: string, today: string): SQL {
  const at = sql.raw(cell);
  return sql`coalesce((select json_agg(json_build_object('lineId', l.id, 'contractId', c.id, 'contractNumber', c.number, 'vendorName', c.vendor_name,
      'endOn', to_char(coalesce(l.end_on, c.end_on), 'YYYY-MM-DD')) order by coalesce(l.end_on, c.end_on) nulls last, c.number)
    from property_contract_services l join contracts c on c.id = l.contract_id
    where l.property_id = ${at}.property_id and l.service_id = ${at}.service_id and ${lineInForce(today)}), '[]'::json)`;
}

/** The properties the grid's filters choose (before any cell filter). */
function gridProperties(query: TCoverageQuery): SQL {
  const where: SQL[] = [sql`true`];
  if (query.search) where.push(sql`p.search_text like ${likePattern(query.search.toLowerCase())}`);
  if (query.clientIds?.length) where.push(sql`p.client_id = any(${sqlArray(query.clientIds, 'uuid')})`);
  if (query.stateIds?.length) where.push(sql`p.state_id = any(${sqlArray(query.stateIds, 'int')})`);
  return sql`select p.id, p.name, p.code, p.client_id, p.city_name, p.state_id from properties p where ${sql.join(where, sql` and `)}`;
}

/** The grid's one statement, answering `body` (also run bare by `npm run bench`, part coverage). */
export function coverageGridStatement(query: TCoverageQuery, today: string): SQL {
  const props = gridProperties(query);
  // The summary counts the vendor-filtered cells of every state; the page and the total the chosen states too.
  const vendorMatch = query.vendorIds?.length ? sql`vendor_ids && ${sqlArray(query.vendorIds, 'uuid')}` : sql`true`;
  const stateMatch = query.cellStates?.length ? sql`state = any(${sqlArray(query.cellStates, 'text')})` : sql`true`;
  // Unfiltered, the chosen cells are the cells: no second copy of 75,000 rows.
  const chosen = query.vendorIds?.length || query.cellStates?.length ? sql`chosen` : sql`cells`;
  // Raw SQL: a full join of required services and lines in force, then JSON for the page, the
  // columns and the counts, all in one statement; the builder writes neither the full join over CTEs nor the JSON.
  return sql`with props as (${props}),
      cells as (${coverageCells({ props: sql`select id from props`, today, serviceIds: query.serviceIds })}),
      chosen as (select * from cells where ${vendorMatch} and ${stateMatch}),
      chosen_properties as (select distinct property_id from ${chosen}),
      page as (
        select p.* from props p join chosen_properties cp on cp.property_id = p.id
        order by p.name, p.id limit ${query.limit} offset ${(query.page - 1) * query.limit}
      ),
      page_cells as materialized (select ch.property_id, ch.service_id, ch.state, ch.required from ${chosen} ch join page p on p.id = ch.property_id)
      select json_build_object(
        'today', ${today}::text,
        'total', (select count(*) from chosen_properties),
        'page', ${query.page}::bigint,
        'limit', ${query.limit}::int,
        'summary', (select json_build_object(
          'CONTRACTED', count(*) filter (where state = 'CONTRACTED'), 'EXPIRING', count(*) filter (where state = 'EXPIRING'),
          'MISSING', count(*) filter (where state = 'MISSING'), 'DUPLICATED', count(*) filter (where state = 'DUPLICATED'),
          'NOT_REQUIRED', count(*) filter (where state = 'NOT_REQUIRED')) from cells where ${vendorMatch}),
        'vendors', coalesce((select json_agg(v order by v.name, v.id) from (
            select distinct c.vendor_id as id, c.vendor_name as name from contracts c where c.vendor_id in (select unnest(vendor_ids) from cells)
          ) v), '[]'::json),
        'services', coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name, s.id)
          from services s where s.id in (select service_id from ${chosen})), '[]'::json),
        'data', coalesce((select json_agg(json_build_object(
            'propertyId', pg.id, 'propertyName', pg.name, 'propertyCode', pg.code, 'clientId', pg.client_id, 'clientName', cl.name,
            'cityName', pg.city_name, 'stateCode', st.code,
            'cells', (select json_agg(json_build_object('serviceId', pc.service_id, 'state', pc.state, 'required', pc.required,
                'lines', ${pageCellLines('pc', today)}) order by pc.service_id)
              from page_cells pc where pc.property_id = pg.id)
          ) order by pg.name, pg.id)
          from page pg join clients cl on cl.id = pg.client_id left join states st on st.id = pg.state_id), '[]'::json)
      )::text as body`;
}

export const coverageRepo = {
  /** The page of the grid as JSON text, written by the database (ZCoverageGridSchema's shape). */
  async grid(tx: TScopedTx, query: TCoverageQuery, today: string): Promise<string> {
    // Raw SQL: the grid's statement (coverageGridStatement above) is raw for the reasons said there.
    const [row] = await queryRows<{ body: string }>(tx, coverageGridStatement(query, today));
    return row.body;
  },
};
