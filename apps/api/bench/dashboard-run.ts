import os from 'node:os';
import { DASHBOARD_TILES_BY_KIND, todayIso, type TActorKind } from '@procura/shared';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { tileStatement } from '../src/features/dashboard/dashboard.repo.js';
import { queryRows, type TDb } from '../src/platform/database.js';
import { systemDb } from '../src/platform/system-db.js';
import { DEMO_ACCOUNTS, startTestApp, type TTestApp } from '../test/harness.js';
import type { TRunQuery } from './baseline.js';
import { seedBenchProperties } from './properties.js';

/**
 * `npx tsx bench/dashboard-run.ts` (TEST_DATABASE_URL for the server), or the `dashboard` part of
 * `npm run bench`: the whole dashboard of each kind of workspace (every tile requested at once,
 * as the browser does) on the large portfolio (200 clients × 500 properties), each property with
 * two required services and one client in ten holding contracts, beside the same tile statements
 * run bare (no HTTP, scope or row security) at once on the same database, in alternating rounds.
 * Target (docs/product.md "Dashboard"): the provider's dashboard answers within 150 ms.
 */
const ROUNDS = Number(process.env.BENCH_DASHBOARD_ROUNDS ?? 15);
const KINDS: { kind: TActorKind; account: string }[] = [
  { kind: 'provider', account: DEMO_ACCOUNTS.providerAdmin },
  { kind: 'client', account: DEMO_ACCOUNTS.clientAdmin },
  { kind: 'vendor', account: DEMO_ACCOUNTS.vendorAdmin },
];

/** Two required services on every bench property, and contracts (one a property, ending over the year) for one bench client in ten. */
async function seedCoverage(db: TDb): Promise<{ required: number; lines: number }> {
  await db.execute(sql`insert into property_services (tenant_id, property_id, service_id)
    select p.tenant_id, p.id, s.id from properties p join clients c on c.id = p.client_id and c.name like 'Bench portfolio %'
    cross join lateral (select id from services order by name, id offset (abs(hashtext(p.id::text)) % 5) limit 2) s
    on conflict do nothing`);
  const vendor = sql`(select v.id from vendors v where v.vendor_type = 'VENDOR' order by v.name limit 1)`;
  await db.execute(sql`insert into contracts (tenant_id, party_tenant_ids, client_id, client_name, vendor_id, vendor_tenant_id, vendor_name, number, title, status, start_on, end_on)
    select c.tenant_id, array[v.tenant_id], c.id, c.name, v.id, v.tenant_id, v.name, 'CON-D' || lpad(p.k::text, 6, '0'), 'Dashboard bench ' || p.k, 'ACTIVE',
      current_date - 30, current_date + (p.k % 365)
    from (select id, client_id, row_number() over (order by id) as k from properties p
          where p.client_id in (select id from clients where name like 'Bench portfolio %' and abs(hashtext(id::text)) % 10 = 0)) p
    join clients c on c.id = p.client_id cross join lateral (select id, tenant_id, name from vendors where id = ${vendor}) v
    where not exists (select 1 from contracts where title like 'Dashboard bench %')`);
  await db.execute(sql`insert into property_contracts (tenant_id, party_tenant_ids, contract_id, property_id, property_name, property_code)
    select c.tenant_id, c.party_tenant_ids, c.id, p.id, p.name, p.code
    from contracts c join lateral (select id, name, code from properties where client_id = c.client_id order by id offset (substr(c.number, 6)::int % 500) limit 1) p on true
    where c.title like 'Dashboard bench %' and not exists (select 1 from property_contracts x where x.contract_id = c.id)`);
  await db.execute(sql`insert into property_contract_services (tenant_id, party_tenant_ids, contract_id, property_contract_id, property_id, service_id, service_name, price, unit, annual_cost)
    select pc.tenant_id, pc.party_tenant_ids, pc.contract_id, pc.id, pc.property_id, ps.service_id, s.name, 1000, 'PER_YEAR', 1000
    from property_contracts pc join contracts c on c.id = pc.contract_id and c.title like 'Dashboard bench %'
    join property_services ps on ps.property_id = pc.property_id join services s on s.id = ps.service_id
    where not exists (select 1 from property_contract_services x where x.property_contract_id = pc.id)`);
  await db.execute(sql`vacuum (analyze) property_services, contracts, property_contracts, property_contract_services`);
  const [row] = await queryRows<{ required: number; lines: number }>(
    db,
    sql`select (select count(*)::int from property_services) as required, (select count(*)::int from property_contract_services) as lines`,
  );
  return row;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

export interface TDashboardFigure {
  kind: TActorKind;
  tiles: number;
  productMs: number;
  bareMs: number;
  ratio: number;
}

/** Each kind's dashboard beside its bare statements: the medians of ROUNDS alternating rounds, after one of each to warm. */
export async function runDashboardFigures(
  t: TTestApp,
  runQuery: TRunQuery,
): Promise<{ seeded: { properties: number; required: number; lines: number }; figures: TDashboardFigure[] }> {
  const db = systemDb(t.platform.database);
  const properties = await seedBenchProperties(db);
  const seeded = { properties, ...(await seedCoverage(db)) };
  const dialect = new PgDialect();
  const figures: TDashboardFigure[] = [];
  for (const { kind, account } of KINDS) {
    const token = (await t.signIn(account)).accessToken;
    const tiles = DASHBOARD_TILES_BY_KIND[kind];
    const product = () =>
      Promise.all(
        tiles.map(async (tile) => {
          const res = await fetch(`${t.baseUrl}/v1/dashboard/${tile}`, { headers: { authorization: `Bearer ${token}` } });
          if (res.status !== 200) throw new Error(`/v1/dashboard/${tile} answered ${res.status}: ${await res.text()}`);
          return res.text();
        }),
      );
    const bare = () => {
      const now = new Date();
      return Promise.all(
        tiles.map((tile) => {
          const q = dialect.sqlToQuery(tileStatement(tile, { today: todayIso(now), now }, { vendor: kind === 'vendor' }));
          return runQuery(q.sql, q.params);
        }),
      );
    };
    await product();
    await bare();
    const [p, b]: number[][] = [[], []];
    for (let i = 0; i < ROUNDS; i++) {
      p.push(await timed(product));
      b.push(await timed(bare));
    }
    figures.push({ kind, tiles: tiles.length, productMs: median(p), bareMs: median(b), ratio: median(p) / median(b) });
  }
  return { seeded, figures };
}

export function printDashboardFigures(f: Awaited<ReturnType<typeof runDashboardFigures>>, databaseKind: string): void {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
  console.log(
    `dashboard [${databaseKind}], ${f.seeded.properties} properties, ${f.seeded.required} required services, ${f.seeded.lines} contract lines; load ${load}`,
  );
  for (const x of f.figures) {
    const target = x.kind === 'provider' ? ` (target ≤ 150 ms: ${x.productMs <= 150 ? 'ok' : 'MISSED'})` : '';
    console.log(
      `  ${x.kind}: ${x.tiles} tiles at once ${x.productMs.toFixed(0)} ms vs bare statements ${x.bareMs.toFixed(0)} ms = ${x.ratio.toFixed(2)}× the bare time${target}`,
    );
  }
}

async function main(): Promise<void> {
  const t = await startTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1_000_000_000 } });
  const database = t.platform.database;
  const pool = database.kind === 'pg' ? new pg.Pool({ connectionString: database.connectionString, max: 8 }) : undefined;
  try {
    const pglite = database.pglite;
    const runQuery: TRunQuery = pool
      ? (text, params) => pool.query(text, params)
      : (text, params) => (pglite as NonNullable<typeof pglite>).query(text, params);
    printDashboardFigures(await runDashboardFigures(t, runQuery), database.kind);
  } finally {
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
