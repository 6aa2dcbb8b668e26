import os from 'node:os';
import { DASHBOARD_TILES_BY_KIND, todayIso, type TActorKind, type TDashboardTile } from '@procura/shared';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { coverageSummaries } from '../src/db/schema/index.js';
import { seedLargePortfolio } from '../src/db/seed/large.js';
import { countCoverageSummaries } from '../src/features/contract-management/coverage-summaries.jobs.js';
import { tileStatement } from '../src/features/dashboard/dashboard.repo.js';
import { queryRows, type TDatabase } from '../src/platform/database.js';
import { APP_ROLE, scopeOpening, type TScopeRequest } from '../src/platform/scope-sql.js';
import { systemDb } from '../src/platform/system-db.js';
import { factories } from '../test/factories.js';
import { DEMO_ACCOUNTS, startTestApp, type TTestApp } from '../test/harness.js';
import { requestUrlFor } from '../test/test-database.js';
import { PROPERTY_FIXTURE } from './properties.js';

/**
 * `npx tsx bench/dashboard-run.ts` (TEST_DATABASE_URL for the server), or the `dashboard` part of
 * `npm run bench`: the whole dashboard of each kind of workspace (every tile requested at once,
 * as the browser does) on the large seed — `npm run seed:large`'s own portfolio and contracts
 * (seedLargePortfolio with contracts: 200 clients × 500 properties, three required services each,
 * about 12,000 contracts over a dozen vendors) — beside the same tile statements run bare: each
 * in a transaction opened with the same scope (so row security reads the same rows), straight on
 * the database, with no HTTP, sign-in check, validation or framework; in alternating rounds.
 * The readers: the provider's admin (the whole portfolio), a client admin of one large-seed client
 * (500 properties, its contracts) and a vendor admin of one large-seed vendor (its share of them).
 * Target (docs/product.md "Dashboard"): each dashboard answers within 150 ms. The provider's
 * coverage is read from the summaries counted ahead (docs/contracts.md "Coverage counted ahead"):
 * the bench times counting all of them, then the dashboards, then the provider's coverage tile
 * with one client changed since its count (that client counted live).
 */
const ROUNDS = Number(process.env.BENCH_DASHBOARD_ROUNDS ?? 15);
const TARGET_MS = 150;

interface TReader {
  kind: TActorKind;
  label: string;
  token: string;
  scope: TScopeRequest;
}

type TRunScoped = (scope: TScopeRequest, text: string, params: unknown[]) => Promise<unknown>;

/**
 * The statement in a transaction opened with the reader's scope, as the request path opens it, nothing
 * else: on a server, over a connection made as the request pool makes its own (platform/database.ts:
 * the request login, the application role from the first byte, no JIT), so row security and the
 * planner's settings are the product's.
 */
async function scopedRunner(database: TDatabase): Promise<{ run: TRunScoped; close: () => Promise<void> }> {
  const pglite = database.pglite;
  if (database.kind === 'pglite' && pglite)
    return {
      run: (scope, text, params) =>
        pglite.transaction(async (tx) => {
          await tx.exec(scopeOpening(scope));
          return tx.query(text, params);
        }),
      close: () => Promise.resolve(),
    };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl || !database.connectionString) throw new Error('The bench on a server needs TEST_DATABASE_URL.');
  const pool = new pg.Pool({
    connectionString: await requestUrlFor(adminUrl, database.connectionString),
    max: 10,
    options: `-c role=${APP_ROLE} -c jit=off`,
  });
  return {
    run: async (scope, text, params) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(scopeOpening(scope));
        const result = await client.query(text, params);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** The large seed (idempotent: clients and contracts already there are kept), vacuumed as autovacuum would leave it. */
async function seedLarge(t: TTestApp): Promise<{ properties: number; required: number; contracts: number; lines: number }> {
  const db = systemDb(t.platform.database);
  const properties = await seedLargePortfolio(db, { ...PROPERTY_FIXTURE, batchClients: 20, contracts: {} });
  await db.execute(sql`vacuum (analyze) properties, property_services, contracts, property_contracts, property_contract_services`);
  const [row] = await queryRows<{ required: number; contracts: number; lines: number }>(
    db,
    sql`select (select count(*)::int from property_services) as required, (select count(*)::int from contracts) as contracts,
      (select count(*)::int from property_contract_services) as lines`,
  );
  return { properties, ...row };
}

/** The provider's admin, and an admin made for the first large-seed client and for its first vendor. */
async function readers(t: TTestApp): Promise<TReader[]> {
  const db = systemDb(t.platform.database);
  const f = factories(t);
  const [large] = await queryRows<{ client: string; vendor: string }>(
    db,
    sql`select (select tenant_id from clients where name = ${`${PROPERTY_FIXTURE.prefix} 001`})::text as client,
      (select tenant_id from vendors where name = ${`${PROPERTY_FIXTURE.prefix} vendor 01`})::text as vendor`,
  );
  if (!large.client || !large.vendor) throw new Error('The large seed has no first client or vendor.');
  const client = await f.buildUser({ userType: 'client', tenantId: large.client, roleNames: ['Client Admin'] });
  const vendor = await f.buildUser({ userType: 'vendor', tenantId: large.vendor, roleNames: ['Vendor Admin'] });
  return [
    {
      kind: 'provider',
      label: 'provider (whole portfolio)',
      token: (await t.signIn(DEMO_ACCOUNTS.providerAdmin)).accessToken,
      scope: { userId: t.world.userIds.providerAdmin, workspaceId: t.world.providerTenantId },
    },
    {
      kind: 'client',
      label: 'client (one large-seed client)',
      token: (await client.signIn()).accessToken,
      scope: { userId: client.id, workspaceId: large.client },
    },
    {
      kind: 'vendor',
      label: 'vendor (one large-seed vendor)',
      token: (await vendor.signIn()).accessToken,
      scope: { userId: vendor.id, workspaceId: large.vendor },
    },
  ];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

export interface TTileFigure {
  tile: TDashboardTile;
  productMs: number;
  bareMs: number;
}

export interface TDashboardFigure {
  kind: TActorKind;
  label: string;
  tiles: number;
  productMs: number;
  bareMs: number;
  ratio: number;
  /** Each tile alone, one after another: where the time goes. */
  perTile: TTileFigure[];
}

export interface TDashboardFigures {
  seeded: Awaited<ReturnType<typeof seedLarge>>;
  /** Every client's coverage counted ahead from none, as the scheduled run does after midnight. */
  countAhead: { clients: number; ms: number };
  /** The provider's coverage tile while one large-seed client has a change after its count. */
  oneClientChanged: { productMs: number; bareMs: number };
  figures: TDashboardFigure[];
}

/** Alternating rounds of `product` and `bare` after one of each to warm; the medians. */
async function pair(product: () => Promise<unknown>, bare: () => Promise<unknown>, rounds: number): Promise<{ productMs: number; bareMs: number }> {
  await product();
  await bare();
  const [p, b]: number[][] = [[], []];
  for (let i = 0; i < rounds; i++) {
    p.push(await timed(product));
    b.push(await timed(bare));
  }
  return { productMs: median(p), bareMs: median(b) };
}

/** Each kind's dashboard beside its bare statements (all tiles at once), then each tile alone. */
export async function runDashboardFigures(t: TTestApp): Promise<TDashboardFigures> {
  const seeded = await seedLarge(t);
  const db = systemDb(t.platform.database);
  await db.delete(coverageSummaries);
  let clients = 0;
  const countAheadMs = await timed(async () => (clients = await countCoverageSummaries(db)));
  const scoped = await scopedRunner(t.platform.database);
  const dialect = new PgDialect();
  const figures: TDashboardFigure[] = [];
  let oneClientChanged = { productMs: NaN, bareMs: NaN };
  try {
    for (const reader of await readers(t)) {
      const tiles = DASHBOARD_TILES_BY_KIND[reader.kind];
      const product = (only: readonly TDashboardTile[]) => () =>
        Promise.all(
          only.map(async (tile) => {
            const res = await fetch(`${t.baseUrl}/v1/dashboard/${tile}`, { headers: { authorization: `Bearer ${reader.token}` } });
            if (res.status !== 200) throw new Error(`/v1/dashboard/${tile} answered ${res.status}: ${await res.text()}`);
            return res.text();
          }),
        );
      const bare = (only: readonly TDashboardTile[]) => () => {
        const now = new Date();
        return Promise.all(
          only.map((tile) => {
            const q = dialect.sqlToQuery(
              tileStatement(tile, { today: todayIso(now), now }, { vendor: reader.kind === 'vendor', workspaceId: reader.scope.workspaceId }),
            );
            return scoped.run(reader.scope, q.sql, q.params);
          }),
        );
      };
      const whole = await pair(product(tiles), bare(tiles), ROUNDS);
      const perTile: TTileFigure[] = [];
      for (const tile of tiles) perTile.push({ tile, ...(await pair(product([tile]), bare([tile]), Math.max(3, Math.ceil(ROUNDS / 3)))) });
      figures.push({ kind: reader.kind, label: reader.label, tiles: tiles.length, ...whole, ratio: whole.productMs / whole.bareMs, perTile });
      if (reader.kind === 'provider') {
        await db.execute(sql`insert into coverage_changes (tenant_id) select tenant_id from clients where name = ${`${PROPERTY_FIXTURE.prefix} 001`}`);
        oneClientChanged = await pair(product(['coverage']), bare(['coverage']), Math.max(3, Math.ceil(ROUNDS / 3)));
        await countCoverageSummaries(db);
      }
    }
  } finally {
    await scoped.close();
  }
  return { seeded, countAhead: { clients, ms: countAheadMs }, oneClientChanged, figures };
}

export function printDashboardFigures(f: TDashboardFigures, databaseKind: string): void {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
  console.log(
    `dashboard [${databaseKind}] on the large seed: ${f.seeded.properties} properties, ${f.seeded.required} required services, ${f.seeded.contracts} contracts, ${f.seeded.lines} contract lines; ${os.cpus().length} CPUs, load ${load}`,
  );
  console.log(`  coverage counted ahead for ${f.countAhead.clients} clients in ${(f.countAhead.ms / 1000).toFixed(1)} s`);
  for (const x of f.figures) {
    console.log(
      `  ${x.label}: ${x.tiles} tiles at once ${x.productMs.toFixed(0)} ms vs bare statements ${x.bareMs.toFixed(0)} ms = ${x.ratio.toFixed(2)}× the bare time (target ≤ ${TARGET_MS} ms: ${x.productMs <= TARGET_MS ? 'ok' : 'MISSED'})`,
    );
    for (const tile of x.perTile) console.log(`    ${tile.tile}: ${tile.productMs.toFixed(0)} ms vs bare ${tile.bareMs.toFixed(0)} ms`);
  }
  const one = f.oneClientChanged;
  console.log(`  provider's coverage tile, one client changed since its count: ${one.productMs.toFixed(0)} ms vs bare ${one.bareMs.toFixed(0)} ms`);
}

async function main(): Promise<void> {
  const t = await startTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1_000_000_000 } });
  try {
    printDashboardFigures(await runDashboardFigures(t), t.platform.database.kind);
  } finally {
    await t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
