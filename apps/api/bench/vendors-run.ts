import os from 'node:os';
import pg from 'pg';
import { todayIso } from '@procura/shared';
import { systemDb } from '../src/platform/system-db.js';
import { DEMO_ACCOUNTS, startTestApp } from '../test/harness.js';
import { startBaseline, type TRunQuery } from './baseline.js';
import { measure } from './measure.js';
import { measureComplianceJob, registerVendorBaselines, seedBenchVendors, vendorListFilter, VENDOR_FIXTURE } from './vendors.js';

/**
 * `npx tsx bench/vendors-run.ts`: the issue #9 figures alone (the full `npm run bench` runs
 * them too), on PGlite or TEST_DATABASE_URL's server.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

async function main(): Promise<void> {
  const t = await startTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1_000_000_000 } });
  const database = t.platform.database;
  let pool: pg.Pool | undefined;
  let baseline: Awaited<ReturnType<typeof startBaseline>> | undefined;
  try {
    const today = todayIso();
    const seedStart = performance.now();
    const seeded = await seedBenchVendors(systemDb(database), today);
    console.log(
      `bench: ${seeded.vendors} vendors, ${seeded.certificates} certificates, ${seeded.contacts} contacts seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (${database.kind})`,
    );
    const vendorFigures = await runVendorFigures(t, today, seeded.certificates, async (more) => {
      let runQuery: TRunQuery;
      if (database.kind === 'pglite' && database.pglite) {
        const pglite = database.pglite;
        runQuery = (text, params) => pglite.query(text, params);
      } else {
        pool = new pg.Pool({ connectionString: database.connectionString, max: 4 });
        const p = pool;
        runQuery = (text, params) => p.query(text, params);
      }
      baseline = await startBaseline(runQuery, more);
      return baseline.baseUrl;
    });
    printVendorFigures(database.kind, vendorFigures);
  } finally {
    await baseline?.app.close();
    await pool?.end();
    await t.close();
  }
}

export type TVendorFigures = Awaited<ReturnType<typeof runVendorFigures>>;

/** The two figures; `startBaselineWith` starts the bare server with the vendor baseline registered. */
export async function runVendorFigures(
  t: Awaited<ReturnType<typeof startTestApp>>,
  today: string,
  certificates: number,
  startBaselineWith: (more: typeof registerVendorBaselines) => Promise<string>,
) {
  console.log('  vendors: the daily compliance job…');
  const job = await measureComplianceJob(t.platform.database, today, certificates);
  const filter = await vendorListFilter(systemDb(t.platform.database));
  const baseUrl = await startBaselineWith(registerVendorBaselines);
  const token = (await t.signIn(DEMO_ACCOUNTS.providerAdmin)).accessToken;
  const productUrl = `${t.baseUrl}/v1/vendors?${filter.query}`;
  const baselineUrl = `${baseUrl}/vendors?${filter.query}`;
  const sides = await Promise.all([
    fetch(productUrl, { headers: { authorization: `Bearer ${token}` } }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { data: { id: string }[]; total: number },
    })),
    fetch(baselineUrl).then(async (r) => ({ status: r.status, body: (await r.json()) as { data: { id: string }[]; total: number } })),
  ]);
  if (
    sides[0].status !== 200 ||
    sides[0].body.total !== sides[1].body.total ||
    sides[0].body.data.map((v) => v.id).join() !== sides[1].body.data.map((v) => v.id).join()
  ) {
    throw new Error(`the filtered vendors page differs: product ${sides[0].status} ${sides[0].body.total}, baseline ${sides[1].body.total}`);
  }
  console.log(`  vendors: GET /v1/vendors?${filter.query} (${sides[0].body.total} matches) product…`);
  const common = { connections: 10, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS };
  const product = await measure({ ...common, url: productUrl, headers: { authorization: `Bearer ${token}` } });
  console.log('  vendors: baseline…');
  const bare = await measure({ ...common, url: baselineUrl });
  return {
    job,
    list: { query: filter.query, matches: sides[0].body.total, product, baseline: bare, ratio: product.requestsPerSecond / bare.requestsPerSecond },
  };
}

export function printVendorFigures(kind: string, f: TVendorFigures): void {
  const rows: [string, string, string, string][] = [
    [
      `daily compliance job, ${VENDOR_FIXTURE.vendors.toLocaleString('en-US')} vendors / ${f.job.certificates.toLocaleString('en-US')} certificates`,
      `${(f.job.ms / 1000).toFixed(2)} s: ${f.job.batches} batches, ${f.job.queries} queries, ${f.job.vendors} vendors checked, ${f.job.expired} marked expired, ${f.job.changed} states changed, ${f.job.mailsSent} mails`,
      '≤ 5 s, one query per batch',
      f.job.ms <= 5000 && f.job.queries <= f.job.batches + 1 ? 'ok' : 'MISSED',
    ],
    [
      `GET /v1/vendors?limit=25 by service + area + compliance (${f.list.matches} matches) vs its bare query`,
      `${f.list.product.requestsPerSecond.toFixed(0)} vs ${f.list.baseline.requestsPerSecond.toFixed(0)} req/s = ${f.list.ratio.toFixed(2)}× (p99 ${f.list.product.p99Ms} / ${f.list.baseline.p99Ms} ms)`,
      '≥ 0.5×',
      f.list.ratio >= 0.5 ? 'ok' : 'MISSED',
    ],
  ];
  const header: [string, string, string, string] = [`vendors figure [${kind}, ${os.cpus().length} CPUs]`, 'measured', 'target', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join(' | ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
  for (const row of rows) console.log(line(row));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
