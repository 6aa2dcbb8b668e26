import fs from 'node:fs';
import { DEMO_ACCOUNTS, startTestApp, type TTestApp } from '../test/harness.js';
import { startBareServer } from './bare-server.js';
import { bareQueries, type TRunQuery } from './baseline.js';
import { measure, type TMeasurement } from './measure.js';

/** The page the issue measured: ten people, on the demo data alone. */
const LIMIT = 10;

export interface TFixedCostFigures {
  path: string;
  rounds: { product: TMeasurement; bare: TMeasurement; ratio: number }[];
  /** Median over the rounds of product req/s ÷ bare req/s, each pair measured back to back. */
  ratio: number;
  /** Median requests per second and p99 of each side over the rounds. */
  requestsPerSecond: { product: number; bare: number };
  p99Ms: { product: number; bare: number };
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * GET /v1/users?limit=10 as the provider admin beside the bare one-statement server on the
 * same database, before any bench data is added (the demo world's few people, so the fixed
 * cost is not hidden behind a large query). The two sides alternate for `rounds` rounds so
 * that load from elsewhere on the machine falls on both.
 */
export async function measureFixedCost(
  t: TTestApp,
  runQuery: TRunQuery,
  options: { connections: number; seconds: number; warmupSeconds: number; rounds: number },
): Promise<TFixedCostFigures> {
  const bare = await startBareServer(runQuery);
  try {
    const token = (await t.signIn(DEMO_ACCOUNTS.providerAdmin)).accessToken;
    const path = `/v1/users?limit=${LIMIT}`;
    const productUrl = `${t.baseUrl}${path}`;
    const headers = { authorization: `Bearer ${token}` };
    const [product, floor] = await Promise.all([
      fetch(productUrl, { headers }).then((r) => r.json() as Promise<{ data: { id: string }[]; total: number }>),
      fetch(bare.url(LIMIT)).then((r) => r.json() as Promise<{ data: { id: string }[]; total: number }>),
    ]);
    if (product.total !== floor.total || product.data.map((u) => u.id).join() !== floor.data.map((u) => u.id).join()) {
      throw new Error(`the first page differs: product ${product.total} people, bare ${floor.total}`);
    }
    const rounds: TFixedCostFigures['rounds'] = [];
    for (let i = 0; i < options.rounds; i++) {
      const common = { connections: options.connections, seconds: options.seconds, warmupSeconds: options.warmupSeconds };
      const p = await measure({ ...common, url: productUrl, headers });
      const b = await measure({ ...common, url: bare.url(LIMIT) });
      rounds.push({ product: p, bare: b, ratio: p.requestsPerSecond / b.requestsPerSecond });
      console.log(
        `  fixed cost round ${i + 1}: product ${p.requestsPerSecond.toFixed(0)} req/s (p99 ${p.p99Ms} ms), bare ${b.requestsPerSecond.toFixed(0)} req/s (p99 ${b.p99Ms} ms) = ${(p.requestsPerSecond / b.requestsPerSecond).toFixed(2)}×`,
      );
    }
    return {
      path,
      rounds,
      ratio: median(rounds.map((r) => r.ratio)),
      requestsPerSecond: { product: median(rounds.map((r) => r.product.requestsPerSecond)), bare: median(rounds.map((r) => r.bare.requestsPerSecond)) },
      p99Ms: { product: median(rounds.map((r) => r.product.p99Ms)), bare: median(rounds.map((r) => r.bare.p99Ms)) },
    };
  } finally {
    await bare.close();
  }
}

/**
 * Bench part `fixed`: GET /v1/users?limit=10 on the demo data beside the bare one-statement
 * server (issue #15 item 9), on an app of its own before anything is seeded. The product logs
 * as it does by default (one line a request, at info), to /dev/null.
 */
export async function runFixedCost(options: { connections: number; seconds: number; warmupSeconds: number; rounds: number }): Promise<TFixedCostFigures> {
  const devNull = fs.openSync('/dev/null', 'w');
  const t = await startTestApp({
    config: { RATE_LIMIT_PER_MINUTE: 1_000_000_000, LOG_LEVEL: 'info' },
    logStream: { write: (line) => fs.writeSync(devNull, line) },
  });
  const database = t.platform.database;
  const bare = bareQueries(database);
  try {
    console.log(
      `bench: fixed cost of a request [${database.kind}], ${options.connections} connections, ${options.rounds} rounds of ${options.warmupSeconds}s warm-up + ${options.seconds}s per side`,
    );
    const figures = await measureFixedCost(t, bare.runQuery, options);
    const ok = figures.ratio >= 0.35 ? 'ok' : 'MISSED';
    console.log(
      `\nfixed cost [${database.kind}]: GET ${figures.path} ${figures.requestsPerSecond.product.toFixed(0)} req/s vs bare ${figures.requestsPerSecond.bare.toFixed(0)} req/s = ${figures.ratio.toFixed(2)}× (target ≥ 0.35×: ${ok}); p99 ${figures.p99Ms.product} ms vs ${figures.p99Ms.bare} ms\n`,
    );
    return figures;
  } finally {
    await bare.close();
    await t.close();
    fs.closeSync(devNull);
  }
}
