import { sql } from 'drizzle-orm';
import { queryRows, type TDb } from '../../platform/database.js';

/*
 * The large portfolio's contracts (`npm run seed:large`, docs/contracts.md "The large portfolio"):
 * required services for its properties, a dozen vendors, and contracts at the scale a large
 * buyer keeps them, all made by set-based statements per batch of clients (no per-row trips).
 *
 * Per client: each active property requires three services (picked from the catalogue by the
 * property's hash). The properties are taken in blocks of 25; each block has one contract per
 * required-service slot (so 60 contracts for 500 properties), one line per property × service.
 * About one cell in ten is left out (a gap). Per client, contract ordinal n decides the rest:
 * n % 20 = 1, 2, 3 end within 30, 60 and 90 days; n % 20 = 4 renews by itself (12 months,
 * notice 60 days, ending in 75 days: the last day for notice 15 days ahead); n % 20 = 5 is
 * still a draft; n % 25 = 7 expired a month ago; the rest are active, ending within the year.
 * One more contract per client covers its first ten properties' first service again with
 * another vendor (ten duplicated cells).
 */

export const LARGE_VENDOR_COUNT = 12;
const BLOCK = 25;
const SLOTS = 3;

/** The large portfolio's vendors (`${prefix} vendor 01`…), made once. */
async function ensureVendors(db: TDb, prefix: string): Promise<void> {
  const names = Array.from({ length: LARGE_VENDOR_COUNT }, (_, i) => `${prefix} vendor ${String(i + 1).padStart(2, '0')}`);
  await db.execute(sql`
    with missing as (select n from unnest(${sql.param(names)}::text[]) as n where not exists (select 1 from vendors v where v.name = n)),
    t as (insert into tenants (type, name) select 'vendor', n from missing returning id, name)
    insert into vendors (tenant_id, name, vendor_type, approval_status, is_approved) select id, name, 'VENDOR', 'APPROVED', true from t`);
}

/** Required services, contracts, property contracts, lines and each contract's first version, for `clientIds` (those without contracts). */
export async function seedLargeContracts(db: TDb, clientIds: readonly string[], prefix: string): Promise<void> {
  await ensureVendors(db, prefix);
  const ids = sql`${sql.param([...clientIds])}::uuid[]`;
  const vendorPattern = `${prefix} vendor %`;
  // Required services: three per active property, from the active catalogue.
  await db.execute(sql`
    with svc as materialized (select id, row_number() over (order by id) - 1 as n from services where status = 'ACTIVE'),
    p as materialized (select id, tenant_id, (hashtext(id::text)::bigint & 1048575) as h from properties
          where client_id = any(${ids}) and status = 'ACTIVE'
            and not exists (select 1 from property_services ps where ps.property_id = properties.id)),
    wanted as (select p.id, p.tenant_id, slot, (p.h + slot * 7) % (select count(*) from svc) as n from p cross join generate_series(0, ${SLOTS - 1}) slot)
    insert into property_services (tenant_id, property_id, service_id, frequency)
    select w.tenant_id, w.id, svc.id, (array['WEEKLY', 'MONTHLY', 'QUARTERLY'])[1 + w.slot]
    from wanted w join svc on svc.n = w.n
    on conflict do nothing`);

  // One contract per client × block of properties × slot, plus one duplicate per client; lines after.
  await db.execute(sql`
    with v as (select id, tenant_id, name, row_number() over (order by name) - 1 as n from vendors where name like ${vendorPattern}),
    vcount as (select count(*) as n from v),
    cl as (select c.id, c.tenant_id, c.name, hashtext(c.id::text)::bigint & 1048575 as k,
                  (select count(*) from properties p where p.client_id = c.id and p.status = 'ACTIVE') as props
           from clients c where c.id = any(${ids}) and not exists (select 1 from contracts x where x.client_id = c.id)),
    planned as (
      select cl.id as client_id, cl.tenant_id, cl.name as client_name, cl.k, b as block, s as slot, false as duplicate
      from cl, generate_series(0, greatest(0, ceil(cl.props / ${BLOCK}::numeric)::int - 1)) b, generate_series(0, ${SLOTS - 1}) s
      union all
      select cl.id, cl.tenant_id, cl.name, cl.k, 0, 0, true from cl where cl.props > 0),
    numbered as (select pl.*, row_number() over (partition by pl.client_id order by pl.duplicate, pl.block, pl.slot) as ord from planned pl),
    shaped as (
      select nb.*,
        case when nb.ord % 25 = 7 then 'EXPIRED' when nb.ord % 20 = 5 then 'DRAFT' else 'ACTIVE' end as status,
        case nb.ord % 20 when 1 then current_date + 20 when 2 then current_date + 50 when 3 then current_date + 80 when 4 then current_date + 75
          else current_date + 100 + ((nb.ord * 37 + nb.k) % 260)::int end as end_on
      from numbered nb)
    insert into contracts (tenant_id, party_tenant_ids, client_id, client_name, vendor_id, vendor_tenant_id, vendor_name, number, title,
      status, start_on, end_on, auto_renews, renewal_term_months, notice_days, origin, activated_at, payment_terms)
    select sh.tenant_id, array[v.tenant_id], sh.client_id, sh.client_name, v.id, v.tenant_id, v.name,
      'CON-' || lpad(sh.ord::text, 4, '0'),
      case when sh.duplicate then 'Second provider, block 1' else 'Services slot ' || (sh.slot + 1) || ', block ' || (sh.block + 1) end,
      sh.status,
      case when sh.status = 'EXPIRED' then current_date - 395 else (sh.end_on - interval '1 year' + interval '1 day')::date end,
      case when sh.status = 'EXPIRED' then current_date - 31 else sh.end_on end,
      sh.ord % 20 = 4, case when sh.ord % 20 = 4 then 12 end, case when sh.ord % 20 = 4 then 60 end,
      'MANUAL', case when sh.status <> 'DRAFT' then now() end, 'Net 30'
    from shaped sh
    join v on v.n = (sh.k + sh.block * ${SLOTS} + sh.slot + case when sh.duplicate then 5 else 0 end) % (select n from vcount)`);

  // Each contract's properties and lines: the block's properties with the slot's service, gaps left out.
  await db.execute(sql`
    with svc as materialized (select id, name, row_number() over (order by id) - 1 as n from services where status = 'ACTIVE'),
    p as materialized (
          select p.id, p.client_id, p.name, p.code, p.address_line1, p.city_name, p.zip, s.code as state_code,
                 (hashtext(p.id::text)::bigint & 1048575) as h, (row_number() over (partition by p.client_id order by p.code) - 1) / ${BLOCK} as block,
                 row_number() over (partition by p.client_id order by p.code) <= 10 as first_ten
          from properties p left join states s on s.id = p.state_id
          where p.client_id = any(${ids}) and p.status = 'ACTIVE'),
    -- Block and slot as the contract's number says (CON-0001 is block 1 slot 1, then slot 2…; the last is the duplicate).
    c as materialized (
          select x.id, x.tenant_id, x.party_tenant_ids, x.client_id, x.start_on, x.end_on, x.title like 'Second provider%' as duplicate,
                 case when x.title like 'Second provider%' then 0 else (substring(x.number from 5)::int - 1) / ${SLOTS} end as block,
                 case when x.title like 'Second provider%' then 0 else (substring(x.number from 5)::int - 1) % ${SLOTS} end as slot
          from contracts x where x.client_id = any(${ids}) and not exists (select 1 from property_contracts pc where pc.contract_id = x.id)),
    pairs as materialized (
      select c.*, p.id as property_id, p.name as property_name, p.code, p.address_line1, p.city_name, p.state_code, p.zip, p.h,
             (p.h + c.slot * 7) % (select count(*) from svc) as service_n
      from c join p on p.client_id = c.client_id and p.block = c.block
      where (not c.duplicate or p.first_ten) and (c.duplicate or (p.h + c.slot) % 10 <> 0)),
    -- Materialized once with each property contract's id, so the lines need not find them again.
    cells as materialized (
      select pairs.*, gen_random_uuid() as pc_id, svc.id as service_id, svc.name as service_name from pairs join svc on svc.n = pairs.service_n),
    pc as (
      insert into property_contracts (id, tenant_id, party_tenant_ids, contract_id, property_id, property_name, property_code, address_line1, city_name, state_code, zip, start_on, end_on)
      select pc_id, tenant_id, party_tenant_ids, id, property_id, property_name, code, address_line1, city_name, state_code, zip, start_on, end_on from cells)
    insert into property_contract_services (tenant_id, party_tenant_ids, contract_id, property_contract_id, property_id, service_id, service_name,
      price, unit, quantity_per_year, frequency, annual_cost, start_on, end_on)
    select tenant_id, party_tenant_ids, id, pc_id, property_id, service_id, service_name,
      150 + h % 900, 'PER_MONTH', 12, 'MONTHLY', (150 + h % 900) * 12, start_on, end_on
    from cells`);

  // Totals, then version 1 with the contract as made (its fields, properties and lines), as createContractIn records it.
  await db.execute(sql`
    update contracts x set total_value = t.total
    from (select contract_id, sum(annual_cost) as total from property_contract_services where contract_id in (select id from contracts where client_id = any(${ids})) group by contract_id) t
    where t.contract_id = x.id and x.total_value is null`);
  await db.execute(sql`
    insert into contract_versions (tenant_id, party_tenant_ids, contract_id, version, kind, reason, diff, snapshot)
    select x.tenant_id, x.party_tenant_ids, x.id, 1, 'CREATED', null, '[]'::jsonb,
      jsonb_build_object(
        'contract', jsonb_build_object('title', x.title, 'status', x.status, 'vendorId', x.vendor_id, 'vendorName', x.vendor_name,
          'startOn', x.start_on, 'endOn', x.end_on, 'autoRenews', x.auto_renews, 'renewalTermMonths', x.renewal_term_months,
          'noticeDays', x.notice_days, 'terminationTerms', x.termination_terms, 'governingLaw', x.governing_law,
          'totalValue', x.total_value, 'paymentTerms', x.payment_terms, 'terminationReason', x.termination_reason, 'renewalCount', x.renewal_count),
        'properties', coalesce((select jsonb_agg(jsonb_build_object('propertyId', pc.property_id, 'propertyName', pc.property_name,
            'startOn', pc.start_on, 'endOn', pc.end_on) order by pc.property_id) from property_contracts pc where pc.contract_id = x.id), '[]'::jsonb),
        'lines', coalesce((select jsonb_agg(jsonb_build_object('id', l.id, 'propertyId', l.property_id, 'serviceId', l.service_id,
            'serviceName', l.service_name, 'price', l.price, 'unit', l.unit, 'quantityPerYear', l.quantity_per_year, 'frequency', l.frequency,
            'annualCost', l.annual_cost, 'startOn', l.start_on, 'endOn', l.end_on, 'notes', l.notes) order by l.id)
          from property_contract_services l where l.contract_id = x.id), '[]'::jsonb))
    from contracts x
    where x.client_id = any(${ids}) and not exists (select 1 from contract_versions cv where cv.contract_id = x.id)`);
}

/** Contracts and lines the prefix's clients hold. */
export async function countLargeContracts(db: TDb, clientNames: readonly string[]): Promise<{ contracts: number; lines: number }> {
  const [row] = await queryRows<{ contracts: number; lines: number }>(
    db,
    sql`select (select count(*)::int from contracts x join clients c on c.id = x.client_id where c.name = any(${sql.param([...clientNames])}::text[])) as contracts,
               (select count(*)::int from property_contract_services l join contracts x on x.id = l.contract_id join clients c on c.id = x.client_id
                where c.name = any(${sql.param([...clientNames])}::text[])) as lines`,
  );
  return row ?? { contracts: 0, lines: 0 };
}
