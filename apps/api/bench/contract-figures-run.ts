import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { queryRows, type TExecutor } from '../src/platform/database.js';
import { systemDb } from '../src/platform/system-db.js';
import { DEMO_ACCOUNTS, startTestApp, type TTestApp } from '../test/harness.js';
import { startBaseline, type TRunQuery } from './baseline.js';
import { measure, type TMeasurement } from './measure.js';

/**
 * Bench part `contracts` (alone: `npx tsx bench/contract-figures-run.ts`, TEST_DATABASE_URL for the server): the contracts list
 * (contracts.repo.ts list) and the property-wise view (contract-views.repo.ts propertyWise), each
 * beside the same page read by one bare statement on a bare Fastify (issue 19: ≥ 0.5×), on 400
 * contracts of the demo's first client, 2 properties and 3 lines each, in alternating turns so
 * the machine's other load falls on both sides.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const TURNS = 4;
const CONTRACTS = 400;

async function seed(db: TExecutor, client: { tenantId: string; clientId: string }, vendor: { tenantId: string; vendorId: string }): Promise<number> {
  await db.execute(sql`insert into contracts (tenant_id, party_tenant_ids, client_id, client_name, vendor_id, vendor_tenant_id, vendor_name, number, title, status, start_on, end_on)
    select ${client.tenantId}, array[${vendor.tenantId}::uuid], ${client.clientId}, 'Bench client', ${vendor.vendorId}, ${vendor.tenantId}, 'Bench vendor',
      'CON-B' || lpad(i::text, 4, '0'), 'Bench contract ' || i, 'ACTIVE', current_date - 30, current_date + (i % 400)
    from generate_series(1, ${CONTRACTS}::int) i`);
  await db.execute(sql`insert into property_contracts (tenant_id, party_tenant_ids, contract_id, property_id, property_name, property_code)
    select c.tenant_id, c.party_tenant_ids, c.id, p.id, p.name, p.code
    from (select id, tenant_id, party_tenant_ids, row_number() over (order by number) k from contracts where title like 'Bench contract %') c
    join lateral (select id, name, code from properties where client_id = ${client.clientId} order by id offset (c.k % 10) limit 2) p on true`);
  await db.execute(sql`insert into property_contract_services (tenant_id, party_tenant_ids, contract_id, property_contract_id, property_id, service_id, service_name, price, unit, annual_cost)
    select pc.tenant_id, pc.party_tenant_ids, pc.contract_id, pc.id, pc.property_id, s.id, s.name, 1000, 'PER_YEAR', 1000
    from property_contracts pc join contracts c on c.id = pc.contract_id and c.title like 'Bench contract %'
    cross join lateral (select id, name from services order by name, id offset (abs(hashtext(pc.id::text)) % 5) limit 3) s`);
  await db.execute(sql`analyze contracts, property_contracts, property_contract_services`);
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from property_contract_services`);
  return n;
}

/** GET /v1/contracts?limit=25 for the provider (contracts.repo.ts list: the page's ids with the window total, then its rows, sums and counts). */
const LIST_SQL = `
  select c.id, c.number, c.title, c.status, c.origin, c.client_id as "clientId", c.client_name as "clientName", c.vendor_id as "vendorId",
    c.vendor_name as "vendorName", c.start_on as "startOn", c.end_on as "endOn", c.auto_renews as "autoRenews", c.notice_days as "noticeDays",
    c.total_value as "totalValue", c.version, c.updated_at as "updatedAt",
    (select coalesce(sum(x.annual_cost), 0)::float8 from property_contract_services x where x.contract_id = c.id) as "annualCost",
    (select count(*)::int from property_contracts x where x.contract_id = c.id) as "propertyCount",
    (select count(*)::int from property_contract_services x where x.contract_id = c.id) as "lineCount",
    page.total
  from (select id, count(*) over () as total, row_number() over (order by updated_at desc nulls last, id desc) as position
    from contracts order by updated_at desc nulls last, id desc limit $1) page
  join contracts c on c.id = page.id
  order by page.position`;

/**
 * GET /v1/contracts/property-wise?limit=25 for the provider (contract-views.repo.ts propertyWise):
 * the same page with the same fields — each property's address, client, sums and soonest end,
 * its contracts and its service lines — as one bare statement.
 */
const PROPERTY_WISE_SQL = `
  select page.property_id as "propertyId", page.name as "propertyName", page.code as "propertyCode", page.address as "addressLine1",
    page.city as "cityName", page.state as "stateCode", page.zip, page.client_id as "clientId", page.client_name as "clientName",
    page.contract_count as "contractCount", page."annualCost", page."nextEndOn", page.total,
    (select coalesce(json_agg(json_build_object('id', c.id, 'number', c.number, 'title', c.title, 'status', c.status,
         'vendorName', c.vendor_name, 'endOn', c.end_on) order by c.number), '[]'::json)
       from property_contracts pc join contracts c on c.id = pc.contract_id where pc.property_id = page.property_id) as contracts,
    (select coalesce(json_agg(json_build_object('lineId', l.id, 'contractId', l.contract_id, 'serviceId', l.service_id,
         'serviceName', l.service_name, 'vendorName', c.vendor_name, 'annualCost', l.annual_cost,
         'endOn', coalesce(l.end_on, pc.end_on, c.end_on)) order by l.service_name, c.number), '[]'::json)
       from property_contract_services l join property_contracts pc on pc.id = l.property_contract_id join contracts c on c.id = l.contract_id
       where pc.property_id = page.property_id) as services
  from (select pc.property_id, min(pc.property_name) as name, min(pc.property_code) as code, min(pc.address_line1) as address,
          min(pc.city_name) as city, min(pc.state_code) as state, min(pc.zip) as zip, min(c.client_id::text) as client_id,
          min(c.client_name) as client_name, count(*)::int as contract_count, count(*) over () as total,
          coalesce(sum((select sum(x.annual_cost) from property_contract_services x where x.property_contract_id = pc.id)), 0)::float8 as "annualCost",
          min(least(c.end_on, pc.end_on))::text as "nextEndOn"
        from property_contracts pc join contracts c on c.id = pc.contract_id
        group by pc.property_id order by lower(min(pc.property_name)), pc.property_id limit $1) page
  order by lower(page.name), page.property_id`;

export const registerContractBaselines = (app: FastifyInstance, runQuery: TRunQuery) => {
  const page = async (text: string, limit: string | undefined) => {
    const { rows } = (await runQuery(text, [Number(limit ?? 25)])) as { rows: Record<string, unknown>[] };
    return { rows, total: rows.length ? Number(rows[0].total) : 0 };
  };
  app.get<{ Querystring: { limit?: string } }>('/contracts', async (request) => {
    const { rows, total } = await page(LIST_SQL, request.query.limit);
    return { data: rows.map(({ total: _t, ...row }) => row), total };
  });
  app.get<{ Querystring: { limit?: string } }>('/contracts/property-wise', async (request) => {
    const { rows, total } = await page(PROPERTY_WISE_SQL, request.query.limit);
    return { data: rows.map(({ total: _t, ...row }) => row), total };
  });
};

const combined = (turns: TMeasurement[]) => ({
  requestsPerSecond: turns.reduce((sum, m) => sum + m.requestsPerSecond, 0) / turns.length,
  p99Ms: Math.max(...turns.map((m) => m.p99Ms)),
  failures: turns.reduce((sum, m) => sum + m.failures, 0),
});

/** One route of the product beside its bare statement: the same total first, then alternating turns. */
async function sideBySide(productUrl: string, token: string, bareUrl: string) {
  const product = { url: productUrl, headers: { authorization: `Bearer ${token}` } };
  const bare = { url: bareUrl };
  const [mine, theirs] = await Promise.all(
    [fetch(product.url, { headers: product.headers }), fetch(bare.url)].map(async (r) => (await r).json() as Promise<{ total: number }>),
  );
  if (mine.total !== theirs.total || mine.total === 0) throw new Error(`${productUrl}: ${mine.total} rows, baseline ${theirs.total}`);
  const turn = { connections: 10, seconds: SECONDS / TURNS, warmupSeconds: 0 };
  await measure({ ...turn, seconds: 2, ...product });
  await measure({ ...turn, seconds: 2, ...bare });
  const [products, baselines]: TMeasurement[][] = [[], []];
  for (let i = 0; i < TURNS; i++) {
    products.push(await measure({ ...turn, ...product }));
    baselines.push(await measure({ ...turn, ...bare }));
  }
  const [p, b] = [combined(products), combined(baselines)];
  return { total: mine.total, product: p, baseline: b, ratio: p.requestsPerSecond / b.requestsPerSecond };
}

export async function runContractFigures(t: TTestApp, baselineUrl: string) {
  const lines = await seed(systemDb(t.platform.database), t.world.clientA, t.world.vendor);
  const token = (await t.signIn(DEMO_ACCOUNTS.providerAdmin)).accessToken;
  const list = await sideBySide(`${t.baseUrl}/v1/contracts?limit=25`, token, `${baselineUrl}/contracts?limit=25`);
  const propertyWise = await sideBySide(`${t.baseUrl}/v1/contracts/property-wise?limit=25`, token, `${baselineUrl}/contracts/property-wise?limit=25`);
  return { lines, list, propertyWise };
}

type TFigure = Awaited<ReturnType<typeof sideBySide>>;
const describe = (route: string, kind: string, rows: string, f: TFigure) =>
  `${route} [${kind}], ${rows}: ${f.product.requestsPerSecond.toFixed(0)} vs bare ${f.baseline.requestsPerSecond.toFixed(0)} req/s = ` +
  `${f.ratio.toFixed(2)}× (target ≥ 0.5×: ${f.ratio >= 0.5 ? 'ok' : 'MISSED'}); p99 ${f.product.p99Ms} / ${f.baseline.p99Ms} ms` +
  `${f.product.failures + f.baseline.failures ? `; ${f.product.failures + f.baseline.failures} FAILED` : ''}`;

export function printContractFigures(kind: string, f: Awaited<ReturnType<typeof runContractFigures>>, loadAverage: number[]): void {
  const load = loadAverage.map((n) => n.toFixed(1)).join(' / ');
  console.log(`\n${describe('GET /v1/contracts?limit=25', kind, `${f.list.total} contracts, ${f.lines} lines`, f.list)}; load ${load}`);
  console.log(`${describe('GET /v1/contracts/property-wise?limit=25', kind, `${f.propertyWise.total} properties`, f.propertyWise)}; load ${load}`);
}

async function main(): Promise<void> {
  const t = await startTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1_000_000_000 } });
  const database = t.platform.database;
  const pool = database.kind === 'pg' ? new pg.Pool({ connectionString: database.connectionString, max: 4 }) : undefined;
  let baseline: Awaited<ReturnType<typeof startBaseline>> | undefined;
  try {
    const pglite = database.pglite;
    const runQuery: TRunQuery = pool
      ? (text, params) => pool.query(text, params)
      : (text, params) => (pglite as NonNullable<typeof pglite>).query(text, params);
    baseline = await startBaseline(runQuery, registerContractBaselines);
    printContractFigures(database.kind, await runContractFigures(t, baseline.baseUrl), os.loadavg());
  } finally {
    await baseline?.app.close();
    await pool?.end();
    await t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
