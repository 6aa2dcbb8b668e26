import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { todayIso, ZCoverageQuerySchema } from '@procura/shared';
import { seedLargePortfolio } from '../src/db/seed/large.js';
import { coverageGridStatement } from '../src/features/contract-management/coverage.repo.js';
import { queryRows, type TDb } from '../src/platform/database.js';
import { systemDb } from '../src/platform/system-db.js';
import { DEMO_ACCOUNTS, startTestApp, type TTestApp } from '../test/harness.js';
import { bareQueries, startBaseline, type TRunQuery } from './baseline.js';

/*
 * Bench part `coverage` (docs/contracts.md "Performance"): Contract Management's coverage grid
 * (GET /v1/contract-management/coverage, first page of 25) on 5,000 properties × 15 required
 * services for the provider, beside the same statement run bare (the owner's connection: no scope,
 * no row-level security, no framework). Requests go one at a time, product and bare in turn, so
 * each latency is the server's time for one page and the machine's other load falls on both.
 */
export const COVERAGE_FIXTURE = { clients: 10, propertiesPerClient: 500, services: 15, prefix: 'Coverage bench' };
const ROUNDS = 12;

/**
 * The portfolio: every property requires the 15 services; 10 % of the cells are held by no line
 * (missing), the rest by an active contract of one of 50 per client (some ending within the
 * expiring window, some not yet started), and one property in twenty holds two services twice.
 */
export async function seedCoverage(db: TDb, vendors: { tenantId: string; vendorId: string }[]): Promise<{ properties: number; lines: number }> {
  const f = COVERAGE_FIXTURE;
  const properties = await seedLargePortfolio(db, { clients: f.clients, propertiesPerClient: f.propertiesPerClient, prefix: f.prefix, batchClients: 10 });
  const bench = sql`select p.id, p.tenant_id, p.client_id, p.name, p.code, row_number() over (partition by p.client_id order by p.id) as k
    from properties p join clients c on c.id = p.client_id where c.name like ${`${f.prefix} %`}`;
  const chosen = sql`select id, name from services order by name, id limit ${f.services}`;
  await db.execute(sql`insert into property_services (tenant_id, property_id, service_id)
    select p.tenant_id, p.id, s.id from (${bench}) p cross join (${chosen}) s on conflict do nothing`);
  // 50 contracts per client and vendor side: the first vendor's hold most cells, the second's the duplicates.
  await db.execute(sql`insert into contracts (tenant_id, party_tenant_ids, client_id, client_name, vendor_id, vendor_tenant_id, vendor_name, number, title, status, start_on, end_on)
    select c.tenant_id, array[v.tenant_id], c.id, c.name, v.vendor_id, v.tenant_id, 'Bench vendor ' || v.n, 'CB-' || v.n || '-' || lpad(i::text, 3, '0'),
      'Coverage bench contract ' || i, 'ACTIVE', current_date - 60, current_date + 20 + i * 9
    from clients c cross join generate_series(0, 49) i
    cross join (select * from unnest(${sql.param(vendors.map((v) => v.tenantId))}::uuid[], ${sql.param(vendors.map((v) => v.vendorId))}::uuid[])
      with ordinality as v(tenant_id, vendor_id, n)) v
    where c.name like ${`${f.prefix} %`}`);
  const contractOf = (n: number) => sql`select c.id, c.tenant_id, c.party_tenant_ids, c.client_id, (right(c.number, 3))::int as i
    from contracts c where c.title like 'Coverage bench contract %' and c.number like ${`CB-${n}-%`}`;
  await db.execute(sql`insert into property_contracts (tenant_id, party_tenant_ids, contract_id, property_id, property_name, property_code)
    select c.tenant_id, c.party_tenant_ids, c.id, p.id, p.name, p.code from (${bench}) p join (${contractOf(1)}) c on c.client_id = p.client_id and c.i = p.k % 50
    union all
    select c.tenant_id, c.party_tenant_ids, c.id, p.id, p.name, p.code from (${bench}) p join (${contractOf(2)}) c on c.client_id = p.client_id and c.i = p.k % 50
    where p.k % 20 = 0`);
  await db.execute(sql`insert into property_contract_services (tenant_id, party_tenant_ids, contract_id, property_contract_id, property_id, service_id, service_name, price, unit, annual_cost, start_on)
    select pc.tenant_id, pc.party_tenant_ids, pc.contract_id, pc.id, pc.property_id, s.id, s.name, 1000, 'PER_YEAR', 1000,
      case when abs(hashtext(pc.id::text || s.id::text)) % 40 = 0 then current_date + 10 end
    from property_contracts pc join contracts c on c.id = pc.contract_id and c.title like 'Coverage bench contract %'
    cross join lateral (select ss.id, ss.name, row_number() over (order by ss.name, ss.id) as r from (${chosen}) ss) s
    where case when c.number like 'CB-1-%' then abs(hashtext(pc.property_id::text || s.id::text)) % 10 <> 0 else s.r <= 2 end`);
  await db.execute(sql`vacuum (analyze) property_services, contracts, property_contracts, property_contract_services`);
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from property_contract_services where contract_id in (select id from contracts where title like 'Coverage bench contract %')`,
  );
  return { properties, lines: n };
}

const LIMIT = 25;
const PAGE_QUERY = ZCoverageQuerySchema.parse({ limit: LIMIT });

/** The bare side: the product's own statement with its parameters, on the owner's connection. */
export function registerCoverageBaseline(app: FastifyInstance, runQuery: TRunQuery): void {
  const dialect = new PgDialect();
  app.get('/coverage', async (_request, reply) => {
    const { sql: text, params } = dialect.sqlToQuery(coverageGridStatement(PAGE_QUERY, todayIso()));
    const { rows } = (await runQuery(text, params)) as { rows: { body: string }[] };
    return reply.type('application/json').send(rows[0].body);
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timed(url: string, headers: Record<string, string>): Promise<{ ms: number; body: { total: number; data: unknown[] } }> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return { ms, body: JSON.parse(text) as { total: number; data: unknown[] } };
}

export async function runCoverageFigure(t: TTestApp, baselineUrl: string) {
  const seedStart = performance.now();
  const seeded = await seedCoverage(systemDb(t.platform.database), [t.world.vendor, t.world.vendor2]);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const token = (await t.signIn(DEMO_ACCOUNTS.providerAdmin)).accessToken;
  const product = { url: `${t.baseUrl}/v1/contract-management/coverage?limit=${LIMIT}`, headers: { authorization: `Bearer ${token}` } };
  const bare = { url: `${baselineUrl}/coverage`, headers: {} };
  const [mine, theirs] = [await timed(product.url, product.headers), await timed(bare.url, bare.headers)];
  if (mine.body.total !== theirs.body.total || mine.body.total < seeded.properties || JSON.stringify(mine.body.data) !== JSON.stringify(theirs.body.data)) {
    throw new Error(`coverage: the product's page (${mine.body.total} properties) differs from the bare statement's (${theirs.body.total})`);
  }
  const [productMs, bareMs]: number[][] = [[], []];
  for (let i = 0; i < ROUNDS; i++) {
    productMs.push((await timed(product.url, product.headers)).ms);
    bareMs.push((await timed(bare.url, bare.headers)).ms);
  }
  const [p, b] = [median(productMs), median(bareMs)];
  return { ...seeded, seedSeconds, total: mine.body.total, rounds: ROUNDS, productMs: p, bareMs: b, ratio: p / b };
}

/** The part on an app and database of its own: the other parts' properties stay out of the provider's portfolio. */
export async function measureCoverage() {
  const t = await startTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1_000_000_000 } });
  const bare = bareQueries(t.platform.database);
  let baseline: Awaited<ReturnType<typeof startBaseline>> | undefined;
  try {
    baseline = await startBaseline(bare.runQuery, registerCoverageBaseline);
    return { database: t.platform.database.kind, ...(await runCoverageFigure(t, baseline.baseUrl)) };
  } finally {
    await baseline?.app.close();
    await bare.close();
    await t.close();
  }
}

export function printCoverageFigure(kind: string, f: Awaited<ReturnType<typeof runCoverageFigure>>, load: number[]): void {
  const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED');
  console.log(
    `\ncoverage grid [${kind}], ${f.total} properties × ${COVERAGE_FIXTURE.services} services, ${f.lines} lines (seeded in ${f.seedSeconds.toFixed(1)} s): ` +
      `GET /v1/contract-management/coverage (page 1 of ${LIMIT}) ${f.productMs.toFixed(0)} ms vs its bare statement ${f.bareMs.toFixed(0)} ms, median of ${f.rounds} each in turn = ` +
      `${f.ratio.toFixed(2)}× (target ≤ 2×: ${ok(f.ratio <= 2)}; ≤ 300 ms: ${ok(f.productMs <= 300)}); load ${load.map((n) => n.toFixed(1)).join(' / ')}`,
  );
}
