import os from 'node:os';
import pg from 'pg';
import { systemDb } from '../src/platform/system-db.js';
import { DEMO_ACCOUNTS, startTestApp, type TTestApp } from '../test/harness.js';
import type { TRunQuery } from './baseline.js';
import { measureAnalysis, printAnalysisFigure, seedBenchAnalysis, type TAnalysisFigure } from './bid-analysis.js';

/**
 * `npx tsx bench/bid-analysis-run.ts` (or `BENCH_ONLY=analysis npm run bench`): issue 18's
 * analysis figure alone, on PGlite or TEST_DATABASE_URL's server.
 */
export async function runAnalysisFigure(t: TTestApp): Promise<TAnalysisFigure & { seedMs: number }> {
  const database = t.platform.database;
  const seedStart = performance.now();
  const seeded = await seedBenchAnalysis(systemDb(database), t.world.clientA, t.world.userIds.providerAdmin);
  const seedMs = performance.now() - seedStart;
  console.log(`  analysis: ${seeded.lines} lines, ${seeded.bidLines} bid lines in force seeded in ${(seedMs / 1000).toFixed(1)} s`);
  // The bare side's own pool on a server (the product's request pool is 4), PGlite's handle otherwise.
  const pool = database.kind === 'pg' ? new pg.Pool({ connectionString: database.connectionString, max: 4 }) : undefined;
  try {
    const pglite = database.pglite;
    const runQuery: TRunQuery = pool
      ? (text, params) => pool.query(text, params)
      : (text, params) => (pglite as NonNullable<typeof pglite>).query(text, params);
    const token = (await t.signIn(DEMO_ACCOUNTS.providerAdmin)).accessToken;
    return { ...(await measureAnalysis(t.baseUrl, token, runQuery, seeded)), seedMs };
  } finally {
    await pool?.end();
  }
}

async function main(): Promise<void> {
  const t = await startTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1_000_000_000 } });
  try {
    const figure = await runAnalysisFigure(t);
    printAnalysisFigure(t.platform.database.kind, figure, os.loadavg());
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
