import os from 'node:os';
import pg from 'pg';
import { systemDb } from '../src/platform/system-db.js';
import { DEMO_ACCOUNTS, startTestApp, type TTestApp } from '../test/harness.js';
import { startBaseline, type TRunQuery } from './baseline.js';
import { measure, type TMeasurement } from './measure.js';
import { registerRfpListBaselines, seedBenchRfpLists } from './rfp-lists.js';

/**
 * `npx tsx bench/rfp-lists-run.ts` (or `BENCH_ONLY=rfplists npm run bench`): the RFP list and the
 * vendor's inbox beside their bare statements, on PGlite or TEST_DATABASE_URL's server.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const TURNS = 4;

/** Turns of equal length as one measurement: mean throughput, the worst p50 and p99. */
const combined = (turns: TMeasurement[]): TMeasurement => ({
  requestsPerSecond: turns.reduce((sum, m) => sum + m.requestsPerSecond, 0) / turns.length,
  p50Ms: Math.max(...turns.map((m) => m.p50Ms)),
  p99Ms: Math.max(...turns.map((m) => m.p99Ms)),
  requests: turns.reduce((sum, m) => sum + m.requests, 0),
  failures: turns.reduce((sum, m) => sum + m.failures, 0),
});

export interface TRfpListFigure {
  name: string;
  total: number;
  product: TMeasurement;
  baseline: TMeasurement;
  ratio: number;
}

type TPage = { data: Record<string, unknown>[]; total: number };

async function page(url: string, token?: string): Promise<TPage> {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as TPage;
}

/** Seeds the fixture, checks both sides answer the same page, then measures each pair in turn. */
export async function runRfpListFigures(t: TTestApp, baselineUrl: string): Promise<TRfpListFigure[]> {
  const seeded = await seedBenchRfpLists(systemDb(t.platform.database), t.world.clientA, t.world.vendor);
  console.log(`  rfp lists: ${seeded} RFPs seeded`);
  const provider = (await t.signIn(DEMO_ACCOUNTS.providerAdmin)).accessToken;
  const vendor = (await t.signIn(DEMO_ACCOUNTS.vendorAdmin)).accessToken;
  const pairs = [
    { name: 'GET /v1/rfp?limit=25 (provider admin)', key: 'id', token: provider, product: `${t.baseUrl}/v1/rfp?limit=25`, bare: `${baselineUrl}/rfp?limit=25` },
    {
      name: 'GET /v1/rfp/inbox?limit=25 (vendor admin)',
      key: 'invitationId',
      token: vendor,
      product: `${t.baseUrl}/v1/rfp/inbox?limit=25`,
      bare: `${baselineUrl}/rfp/inbox?limit=25&vendorTenantId=${t.world.vendor.tenantId}`,
    },
  ];
  const figures: TRfpListFigure[] = [];
  for (const p of pairs) {
    const [mine, bare] = [await page(p.product, p.token), await page(p.bare)];
    const ids = (x: TPage) => x.data.map((row) => row[p.key]).join();
    if (mine.total !== bare.total || ids(mine) !== ids(bare) || mine.data.length === 0) {
      throw new Error(`${p.name}: the page differs: product ${mine.total} rows, baseline ${bare.total}`);
    }
    // In turns of a fraction of the time each, so that a burst of the machine's other load falls
    // on both sides rather than on one.
    const turn = { connections: 10, seconds: SECONDS / TURNS, warmupSeconds: 0 };
    console.log(`  ${p.name}: product and baseline, ${TURNS} turns each…`);
    await measure({ ...turn, seconds: WARMUP_SECONDS, url: p.product, headers: { authorization: `Bearer ${p.token}` } });
    await measure({ ...turn, seconds: WARMUP_SECONDS, url: p.bare });
    const products: TMeasurement[] = [];
    const baselines: TMeasurement[] = [];
    for (let i = 0; i < TURNS; i++) {
      products.push(await measure({ ...turn, url: p.product, headers: { authorization: `Bearer ${p.token}` } }));
      baselines.push(await measure({ ...turn, url: p.bare }));
    }
    const [product, baseline] = [combined(products), combined(baselines)];
    figures.push({ name: p.name, total: mine.total, product, baseline, ratio: product.requestsPerSecond / baseline.requestsPerSecond });
  }
  return figures;
}

export function printRfpListFigures(kind: string, figures: TRfpListFigure[], load: number[]): void {
  for (const f of figures) {
    const failures = f.product.failures + f.baseline.failures;
    console.log(
      `\n${f.name} [${kind}], ${f.total} rows: ${f.product.requestsPerSecond.toFixed(0)} vs bare ${f.baseline.requestsPerSecond.toFixed(0)} req/s = ` +
        `${f.ratio.toFixed(2)}× (target ≥ 0.5×: ${f.ratio >= 0.5 ? 'ok' : 'MISSED'}); p99 ${f.product.p99Ms} / ${f.baseline.p99Ms} ms` +
        `${failures ? `; ${failures} FAILED requests` : ''}; load ${load.map((n) => n.toFixed(1)).join(' / ')}`,
    );
  }
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
    baseline = await startBaseline(runQuery, registerRfpListBaselines);
    printRfpListFigures(database.kind, await runRfpListFigures(t, baseline.baseUrl), os.loadavg());
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
