import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays } from '@procura/shared';
import { runComplianceJob, type TComplianceRunResult } from '../src/features/vendor-compliance/vendor-compliance.jobs.js';
import { queryRows, type TDatabase, type TExecutor } from '../src/platform/database.js';
import type { TMail } from '../src/platform/mail.js';
import { systemDb } from '../src/platform/system-db.js';
import type { TRunQuery } from './baseline.js';

/*
 * Issue #9 figures: a 20,000-vendor / 60,000-certificate fixture (bench only), the daily
 * compliance job over it, and the vendors list filtered by service, service area and
 * compliance beside its bare statement.
 */

export const VENDOR_FIXTURE = { vendors: 20_000, certificatesPerVendor: 3, services: 12, contactEvery: 10 };
const NAME_PREFIX = 'Bench Vendor ';

/**
 * Seeds the fixture in a handful of set-based statements (generate_series and unnest on the
 * server, nothing per row from here). Certificates expire between 60 days ago and 400 days
 * ahead, none yet marked; states are as a run a week earlier left them, so the job has a
 * week's work: certificates to mark, states to move, 30- and 7-day warnings to claim. Every
 * tenth vendor has an active Primary contact to mail.
 */
export async function seedBenchVendors(db: TExecutor, today: string): Promise<{ vendors: number; certificates: number; contacts: number }> {
  const n = VENDOR_FIXTURE.vendors;
  let mark = performance.now();
  const step = (label: string) => {
    if (process.env.BENCH_VERBOSE) console.log(`    seed ${label}: ${((performance.now() - mark) / 1000).toFixed(1)} s`);
    mark = performance.now();
  };
  await db.execute(sql`with g as (select i, ${NAME_PREFIX} || lpad(i::text, 5, '0') as name from generate_series(1, ${n}::int) i),
      t as (insert into tenants (type, name) select 'vendor', name from g returning id, name)
    insert into vendors (tenant_id, name, approval_status, is_approved) select id, name, 'APPROVED', true from t`);
  step('vendors');
  const bench = sql`(select v.id, v.tenant_id, row_number() over (order by v.name) as i from vendors v where v.name like ${`${NAME_PREFIX}%`})`;
  const serviceIds = (await queryRows<{ id: string }>(db, sql`select id from services order by name, id limit ${VENDOR_FIXTURE.services}`)).map((r) => r.id);
  // The 50-odd US states and territories: a vendor of the list is American.
  const stateIds = (
    await queryRows<{ id: number }>(db, sql`select s.id from states s join countries c on c.id = s.country_id where c.iso2 = 'US' order by s.id`)
  ).map((r) => r.id);
  if (serviceIds.length === 0 || stateIds.length === 0) throw new Error('The vendor bench needs the service catalog and the reference geography.');
  // Two services each, one state each: half of them state-wide, half in one county of it.
  await db.execute(sql`insert into vendor_services (tenant_id, vendor_id, service_id)
    select b.tenant_id, b.id, s.id from ${bench} b
    join unnest(${sql.raw(`array[${serviceIds.map((id) => `'${id}'`).join(',')}]::uuid[]`)}) with ordinality as s(id, k)
      on k - 1 in (b.i % ${serviceIds.length}, (b.i * 7 + 1) % ${serviceIds.length})`);
  step('services');
  await db.execute(sql`insert into vendor_service_areas (tenant_id, vendor_id, state_id, county_id)
    select b.tenant_id, b.id, st.id,
      case when b.i % 2 = 1 then (select c.id from counties c where c.state_id = st.id order by c.id offset (b.i / 2) % 5 limit 1) end
    from ${bench} b
    join unnest(${sql.raw(`array[${stateIds.join(',')}]::int[]`)}) with ordinality as st(id, k) on k - 1 = b.i % ${stateIds.length}`);
  step('areas');
  // A W-9 for 95 in 100; three certificates each.
  await db.execute(sql`insert into vendor_documents (tenant_id, vendor_id, kind)
    select b.tenant_id, b.id, 'W9' from ${bench} b where b.i % 20 <> 0`);
  step('w9');
  await db.execute(sql`insert into vendor_documents (tenant_id, vendor_id, kind, insurer, policy_number, coverage_type, each_occurrence, aggregate, effective_on, expires_on)
    select b.tenant_id, b.id, 'COI', 'Bench Mutual', 'BM-' || b.i || '-' || k, c.type, 1000000, 2000000,
      ${today}::date + e.days - 365, ${today}::date + e.days
    from ${bench} b
    cross join unnest(array['GENERAL_LIABILITY', 'AUTO_LIABILITY', 'WORKERS_COMPENSATION']) with ordinality as c(type, k)
    cross join lateral (select (abs(hashtext(b.id::text || c.k::text)) % 460) - 60 as days) e
    where c.k <= ${VENDOR_FIXTURE.certificatesPerVendor}`);
  step('certificates');
  await db.execute(sql`with contacts as (
      insert into users (email, first_name, last_name, user_type, status, contact_type, authorized)
      select 'bench-vendor-' || b.i || '@example.test', 'Bench', 'Contact ' || b.i, 'vendor', 'ACTIVE', 'Primary', true
      from ${bench} b where b.i % ${VENDOR_FIXTURE.contactEvery} = 0
      returning id, email)
    insert into user_tenants (user_id, tenant_id, is_primary)
    select c.id, b.tenant_id, true from contacts c join ${bench} b on c.email = 'bench-vendor-' || b.i || '@example.test'`);
  step('contacts');
  await setStatesAsOf(db, addDays(today, -7));
  // Statistics as a live database has them (autovacuum would gather them after such a load).
  await db.execute(sql`analyze tenants, vendors, vendor_documents, vendor_services, vendor_service_areas, users, user_tenants`);
  step('states');
  const [counts] = await queryRows<{ vendors: number; certificates: number; contacts: number }>(
    db,
    sql`select (select count(*)::int from vendors where name like ${`${NAME_PREFIX}%`}) as vendors,
      (select count(*)::int from vendor_documents d join vendors v on v.id = d.vendor_id where d.kind = 'COI' and v.name like ${`${NAME_PREFIX}%`}) as certificates,
      (select count(*)::int from users where email like 'bench-vendor-%') as contacts`,
  );
  return counts;
}

/**
 * The state every bench vendor had on `day` (the rule of the compliance repo), 2,000 vendors
 * per statement as the job writes them: the vendors table's statement trigger pairs old and
 * new rows, which costs the square of the rows one statement changes.
 */
async function setStatesAsOf(db: TExecutor, day: string): Promise<void> {
  for (let lo = 1; lo <= VENDOR_FIXTURE.vendors; lo += 2000) {
    const from = `${NAME_PREFIX}${String(lo).padStart(5, '0')}`;
    const to = `${NAME_PREFIX}${String(lo + 2000).padStart(5, '0')}`;
    await db.execute(sql`with facts as (
        select v.id,
          coalesce(bool_or(d.kind = 'W9'), false) as has_w9, coalesce(bool_or(d.kind = 'COI'), false) as has_coi,
          coalesce(bool_or(d.kind = 'COI' and d.expires_on < ${day}::date), false) as any_expired,
          min(d.expires_on) filter (where d.kind = 'COI') as expires_on
        from vendors v left join vendor_documents d on d.vendor_id = v.id and d.status <> 'REPLACED'
        where v.name >= ${from} and v.name < ${to} group by v.id)
      update vendors v set compliance_expires_on = f.expires_on,
        compliance_state = case when not f.has_w9 or not f.has_coi then 'MISSING' when f.any_expired then 'EXPIRED'
          when f.expires_on <= ${day}::date + 30 then 'EXPIRING' else 'COMPLIANT' end
      from facts f where v.id = f.id`);
  }
}

export interface TComplianceJobFigure extends TComplianceRunResult {
  ms: number;
  /** Certificates in the fixture. */
  certificates: number;
}

/** The daily job over the fixture, as the schedule runs it (system handle), mail counted not sent. */
export async function measureComplianceJob(database: TDatabase, today: string, certificates: number): Promise<TComplianceJobFigure> {
  const sent: TMail[] = [];
  const started = performance.now();
  const run = await runComplianceJob(
    systemDb(database),
    { mailer: { send: async (mail) => void sent.push(mail) }, publicUrl: 'http://localhost:5173', brand: 'Procura' },
    { clock: { now: () => new Date(`${today}T05:15:00Z`) } },
  );
  const ms = performance.now() - started;
  if (run.mailsSent !== sent.length) throw new Error('the compliance job counted mails it did not send');
  return { ...run, ms, certificates };
}

// ---------------------------------------------------------------------------------------------
// The filtered vendors list beside its bare statement

/** A service, a state and a compliance state that match a few dozen bench vendors. */
export async function vendorListFilter(db: TExecutor): Promise<{ serviceId: string; stateId: number; query: string }> {
  const [row] = await queryRows<{ serviceId: string; stateId: number }>(
    db,
    sql`select vs.service_id as "serviceId", a.state_id as "stateId" from vendors v
      join vendor_services vs on vs.vendor_id = v.id join vendor_service_areas a on a.vendor_id = v.id
      where v.name like ${`${NAME_PREFIX}%`} and v.compliance_state = 'COMPLIANT'
      group by 1, 2 order by count(*) desc, 1, 2 limit 1`,
  );
  return { ...row, query: `limit=25&serviceIds=${row.serviceId}&stateId=${row.stateId}&complianceState=COMPLIANT` };
}

/**
 * GET /v1/vendors's statement for the provider (vendor-list.repo.ts list: the page's ids with the
 * window total, then the row's names, services and areas), without scope, row-level security,
 * validation or framework.
 */
const VENDORS_SQL = `
  select v.id, v.tenant_id as "tenantId", v.name, v.dba, v.vendor_type as "vendorType", v.parent_vendor_id as "parentVendorId", pv.name as "parentName",
    v.status, v.approval_status as "approvalStatus", v.compliance_state as "complianceState", v.compliance_expires_on as "complianceExpiresOn",
    v.onboarding_source as "onboardingSource", v.logo_key as "logoKey", ci.name as "cityName", s.name as "stateName", s.code as "stateCode",
    to_char(v.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
    (select coalesce(array_agg(sv.name order by lower(sv.name)), '{}'::text[]) from vendor_services x join services sv on sv.id = x.service_id where x.vendor_id = v.id) as services,
    (select coalesce(json_agg(json_build_object('code', y.code, 'wholeState', y.whole, 'counties', y.n) order by y.code), '[]'::json)
      from (select st.code, bool_or(a.county_id is null) as whole, count(a.county_id)::int as n
        from vendor_service_areas a join states st on st.id = a.state_id where a.vendor_id = v.id group by st.code) y) as "areaStates",
    page.total
  from (
    select v.id, row_number() over (order by lower(v.name) asc, lower(v.name), v.id) as ord, count(*) over () as total
    from vendors v
    where v.compliance_state = any($2::text[])
      and exists (select 1 from vendor_services x where x.vendor_id = v.id and x.service_id = any($3::uuid[]))
      and exists (select 1 from vendor_service_areas a where a.vendor_id = v.id and a.state_id = $4)
    order by 2 limit $1) page
  join vendors v on v.id = page.id
  left join vendors pv on pv.id = v.parent_vendor_id
  left join cities ci on ci.id = v.city_id
  left join states s on s.id = v.state_id
  order by page.ord`;

export function registerVendorBaselines(app: FastifyInstance, runQuery: TRunQuery): void {
  app.get<{ Querystring: { limit?: string; serviceIds: string; stateId: string; complianceState: string } }>('/vendors', async (request) => {
    const q = request.query;
    const { rows } = (await runQuery(VENDORS_SQL, [Number(q.limit ?? 25), q.complianceState.split(','), q.serviceIds.split(','), Number(q.stateId)])) as {
      rows: Record<string, unknown>[];
    };
    const total = rows.length ? Number(rows[0].total) : 0;
    return { data: rows.map(({ total: _t, ...row }) => row), total };
  });
}
