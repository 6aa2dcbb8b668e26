import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { backgroundJobs } from '../src/db/schema/index.js';
import { DEMO_ACCOUNTS, startTestApp } from '../test/harness.js';
import { systemDb } from '../src/platform/system-db.js';
import { startBaseline, type TRunQuery } from './baseline.js';
import { measureFixedCost, type TFixedCostFigures } from './fixed-cost.js';
import { seedPeople } from './seed-people.js';
import {
  benchActor,
  EXPORT_HEAP_MB,
  measureDeepPage,
  measureExport,
  measureImport,
  PROPERTY_FIXTURE,
  registerPropertyBaselines,
  SEARCH_TERM,
  seedBenchProperties,
} from './properties.js';
import { measure, type TMeasurement, type TMeasureOptions } from './measure.js';
import { registerVendorBaselines, seedBenchVendors } from './vendors.js';
import { printVendorFigures, runVendorFigures } from './vendors-run.js';
import { measureSowGeneration, printSowGeneration } from './sow-documents.js';
import { runAnalysisFigure } from './bid-analysis-run.js';
import { printAnalysisFigure } from './bid-analysis.js';
import { measureBidSheet, printBidSheetFigure } from './bid-sheet.js';
import { registerRfpListBaselines } from './rfp-lists.js';
import { printRfpListFigures, runRfpListFigures } from './rfp-lists-run.js';
import { measureExtraction, printExtraction } from './contract-extraction.js';
import { todayIso } from '@procura/shared';

/**
 * `npm run bench`: the product's requests beside a bare Fastify + one-statement baseline on
 * the same throwaway database (PGlite, or TEST_DATABASE_URL's server), loopback only.
 */
const SECONDS = positiveNumber(process.env.BENCH_SECONDS, 8);
const WARMUP_SECONDS = positiveNumber(process.env.BENCH_WARMUP_SECONDS, 2);
const CONNECTIONS = 10;
const SEEDED_JOBS = 200;
const PEOPLE = { tenants: 50, usersPerTenant: 200 };
const OUTPUT = path.resolve(import.meta.dirname, '../.tmp/bench-latest.json');
/** Rounds of the fixed-cost pair (product, then bare), each side BENCH_SECONDS long; the median counts. */
const FIXED_ROUNDS = positiveNumber(process.env.BENCH_FIXED_ROUNDS, 3);
/**
 * BENCH_ONLY=list,import (comma-separated): run only those parts, to iterate on one figure.
 * Parts: fixed (the fixed cost of a request: ten people on the demo data beside a bare
 * node:http + pg server), requests (profile, jobs, users), list (properties list and search),
 * deep, export, import, vendors, sow (500-property SOW document generation), analysis (the bid
 * analysis of 100,000 bid lines beside its bare statistics), bidsheet (the XLSX bid sheet of
 * 5,000 lines, downloaded, and uploaded as the draft), rfplists (the RFP list and the vendor's
 * inbox beside their bare statements), extraction (100 contract PDFs read and extracted in the
 * capped child beside bare text reading, with the rules' precision and recall). Unset: everything.
 */
const PARTS = ['fixed', 'requests', 'list', 'deep', 'export', 'import', 'vendors', 'sow', 'analysis', 'bidsheet', 'rfplists', 'extraction'] as const;
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
for (const part of ONLY) if (!(PARTS as readonly string[]).includes(part)) throw new Error(`BENCH_ONLY: unknown part ${part} (parts: ${PARTS.join(', ')})`);
const runs = (part: (typeof PARTS)[number]) => ONLY.size === 0 || ONLY.has(part);

interface TScenario {
  name: string;
  part: 'requests' | 'list';
  product: { url: string; token: string };
  baselineUrl: string;
  /** Fewer than CONNECTIONS where one request takes seconds on PGlite: latency stays the service time, not the queue's. */
  connections?: number;
}

interface TScenarioResult {
  name: string;
  product: TMeasurement;
  baseline: TMeasurement;
  ratio: { requestsPerSecond: number; p99: number };
}

function positiveNumber(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : fallback;
}

async function expectOk(url: string, token?: string): Promise<unknown> {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

function listLength(body: unknown): number {
  const data = (body as { data?: unknown }).data;
  return Array.isArray(data) ? data.length : -1;
}

async function main(): Promise<void> {
  console.log(
    `bench: load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min) on ${os.cpus().length} CPUs`,
  );
  // First, on a database of its own holding the demo data alone: nothing seeded yet hides it.
  const fixedCost = runs('fixed') ? await runFixedCost() : undefined;
  // The product's rate limiter stays registered (its cost is real) but must not answer 429.
  const t = await startTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1_000_000_000 } });
  const database = t.platform.database;
  let pool: pg.Pool | undefined;
  let baseline: Awaited<ReturnType<typeof startBaseline>> | undefined;
  try {
    const now = Date.now();
    if (runs('requests')) {
      await systemDb(database)
        .insert(backgroundJobs)
        .values(
          Array.from({ length: SEEDED_JOBS }, (_, i) => ({
            tenantId: t.world.clientA.tenantId,
            ownerUserId: t.world.userIds.clientAdmin,
            type: 'data_export',
            title: `Users export ${i + 1}`,
            status: 'success',
            progress: 100,
            resultFileName: `users-${i + 1}.xlsx`,
            createdAt: new Date(now - i * 60_000),
            updatedAt: new Date(now - i * 60_000),
          })),
        );

      await seedPeople(systemDb(database), PEOPLE);
    }
    const seedStart = Date.now();
    const propertyCount = runs('list') || runs('deep') || runs('export') || runs('import') ? await seedBenchProperties(systemDb(database)) : 0;
    if (propertyCount)
      console.log(`bench: ${propertyCount} properties over ${PROPERTY_FIXTURE.clients} clients seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

    let runQuery: TRunQuery;
    if (database.kind === 'pglite' && database.pglite) {
      const pglite = database.pglite;
      runQuery = (text, params) => pglite.query(text, params);
    } else {
      // Same database, same pool size as the product's (createTestDatabase: 4); the owner
      // connection sees every row, as the product's system scope does.
      pool = new pg.Pool({ connectionString: database.connectionString, max: 4 });
      const p = pool;
      runQuery = (text, params) => p.query(text, params);
    }
    baseline = await startBaseline(runQuery, (app, query) => {
      registerPropertyBaselines(app, query);
      registerVendorBaselines(app, query);
      registerRfpListBaselines(app, query);
    });

    const providerToken = (await t.signIn(DEMO_ACCOUNTS.providerAdmin)).accessToken;
    const clientToken = (await t.signIn(DEMO_ACCOUNTS.clientAdmin)).accessToken;
    const scenarios: TScenario[] = [
      {
        name: 'GET /v1/users/profile (provider admin)',
        part: 'requests',
        product: { url: `${t.baseUrl}/v1/users/profile`, token: providerToken },
        baselineUrl: `${baseline.baseUrl}/profile/${t.world.userIds.providerAdmin}`,
      },
      {
        name: 'GET /v1/background-jobs (client admin)',
        part: 'requests',
        product: { url: `${t.baseUrl}/v1/background-jobs`, token: clientToken },
        baselineUrl: `${baseline.baseUrl}/jobs/${t.world.userIds.clientAdmin}`,
      },
      {
        name: `GET /v1/users?limit=25 + count, ${PEOPLE.tenants * PEOPLE.usersPerTenant} people (provider admin)`,
        part: 'requests',
        product: { url: `${t.baseUrl}/v1/users?limit=25`, token: providerToken },
        baselineUrl: `${baseline.baseUrl}/users?limit=25`,
      },
      {
        name: `GET /v1/properties?limit=25 + count, ${propertyCount} properties (provider admin)`,
        part: 'list',
        product: { url: `${t.baseUrl}/v1/properties?limit=25`, token: providerToken },
        baselineUrl: `${baseline.baseUrl}/properties?limit=25`,
        connections: 2,
      },
      {
        name: `GET /v1/properties?limit=25&search=${SEARCH_TERM} + count (provider admin)`,
        part: 'list',
        product: { url: `${t.baseUrl}/v1/properties?limit=25&search=${SEARCH_TERM}`, token: providerToken },
        baselineUrl: `${baseline.baseUrl}/properties/search?limit=25&search=${SEARCH_TERM}`,
        connections: 2,
      },
    ];

    // Both sides must answer what they claim to before they are timed.
    if (runs('requests')) {
      await expectOk(scenarios[0].product.url, providerToken);
      await expectOk(scenarios[0].baselineUrl);
      const jobCounts = [listLength(await expectOk(scenarios[1].product.url, clientToken)), listLength(await expectOk(scenarios[1].baselineUrl))];
      if (jobCounts.some((n) => n !== 50)) throw new Error(`expected 50 jobs from both sides, got ${jobCounts.join(' / ')}`);
      const pages = [await expectOk(scenarios[2].product.url, providerToken), await expectOk(scenarios[2].baselineUrl)] as {
        data: { id: string }[];
        total: number;
      }[];
      if (pages[0].total !== pages[1].total || pages[0].data.map((u) => u.id).join() !== pages[1].data.map((u) => u.id).join()) {
        throw new Error(`the users page differs: product ${pages[0].total} people, baseline ${pages[1].total}`);
      }
    }
    for (const s of scenarios.slice(3).filter((s) => runs(s.part))) {
      const sides = [await expectOk(s.product.url, providerToken), await expectOk(s.baselineUrl)] as { data: { id: string }[]; total: number }[];
      if (sides[0].total !== sides[1].total || sides[0].data.map((p) => p.id).join() !== sides[1].data.map((p) => p.id).join()) {
        throw new Error(`${s.name}: the page differs: product ${sides[0].total} properties, baseline ${sides[1].total}`);
      }
    }

    console.log(
      `bench: ${database.kind}, node ${process.version}, ${os.cpus().length} CPUs, ${CONNECTIONS} connections, ${WARMUP_SECONDS}s warm-up + ${SECONDS}s per run`,
    );
    const common: Omit<TMeasureOptions, 'url' | 'headers'> = { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS };
    const results: TScenarioResult[] = [];
    for (const s of scenarios.filter((s) => runs(s.part))) {
      console.log(`  ${s.name}: product…`);
      const connections = s.connections ?? CONNECTIONS;
      const product = await measure({ ...common, connections, url: s.product.url, headers: { authorization: `Bearer ${s.product.token}` } });
      console.log(`  ${s.name}: baseline…`);
      const base = await measure({ ...common, connections, url: s.baselineUrl });
      for (const [side, m] of [
        ['product', product],
        ['baseline', base],
      ] as const) {
        if (m.failures > 0) console.warn(`  warning: ${s.name} ${side} had ${m.failures} failed requests of ${m.requests}`);
      }
      results.push({
        name: s.name,
        product,
        baseline: base,
        ratio: { requestsPerSecond: product.requestsPerSecond / base.requestsPerSecond, p99: product.p99Ms / base.p99Ms },
      });
    }

    if (results.length) printTable(database.kind, results);

    // The properties figures that are not request rates (issue #8).
    const list = results.find((r) => r.name === scenarios[3].name);
    const search = results.find((r) => r.name === scenarios[4].name);
    const searchVsList = list && search ? search.product.requestsPerSecond / list.product.requestsPerSecond : undefined;
    const provider = await benchActor(database, t.world.userIds.providerAdmin, t.world.providerTenantId);
    let deepPage: TPropertyFigures['deepPage'];
    if (runs('deep')) {
      console.log('\n  properties: deep keyset page…');
      deepPage = await measureDeepPage(database, provider, 90_000);
    }
    // The export first: it reads the fixture as seeded, before the import adds to it.
    let exportFigures: TPropertyFigures['export'];
    if (runs('export')) {
      console.log('  properties: export every property to XLSX vs bare exceljs (child processes)…');
      exportFigures = await measureExport(database, provider);
    }
    let importFigures: TPropertyFigures['import'];
    if (runs('import')) {
      console.log('  properties: import 10,000 rows from XLSX vs COPY…');
      importFigures = await measureImport(database, provider, t.platform.isolate);
    }
    const properties: TPropertyFigures = { listRatio: list?.ratio.requestsPerSecond, searchVsList, deepPage, import: importFigures, export: exportFigures };
    printPropertyFigures(database.kind, properties);

    // The vendors figures of issue #9 on their own 20,000-vendor fixture.
    let vendors: Awaited<ReturnType<typeof runVendorFigures>> | undefined;
    if (runs('vendors')) {
      const today = todayIso();
      const vendorSeed = await seedBenchVendors(systemDb(database), today);
      const bareUrl = baseline.baseUrl;
      vendors = await runVendorFigures(t, today, vendorSeed.certificates, () => Promise.resolve(bareUrl));
      printVendorFigures(database.kind, vendors);
    }
    // Issue #10: SOW documents for 500 properties, on an app of its own that works jobs.
    let sowDocuments: Awaited<ReturnType<typeof measureSowGeneration>> | undefined;
    if (runs('sow')) {
      sowDocuments = await measureSowGeneration();
      printSowGeneration(sowDocuments);
    }
    // Issue 18: the RFP list and the vendor's inbox, first (the parts below add RFPs to both).
    let rfpLists: Awaited<ReturnType<typeof runRfpListFigures>> | undefined;
    if (runs('rfplists')) {
      rfpLists = await runRfpListFigures(t, baseline.baseUrl);
      printRfpListFigures(database.kind, rfpLists, os.loadavg());
    }
    // Issue 18: the bid analysis of one RFP of 5,000 lines × 20 vendors.
    let analysis: Awaited<ReturnType<typeof runAnalysisFigure>> | undefined;
    if (runs('analysis')) {
      analysis = await runAnalysisFigure(t);
      printAnalysisFigure(database.kind, analysis, os.loadavg());
    }
    let bidSheet: Awaited<ReturnType<typeof measureBidSheet>> | undefined;
    if (runs('bidsheet')) {
      bidSheet = await measureBidSheet(t);
      printBidSheetFigure(database.kind, bidSheet, os.loadavg());
    }
    let extraction: Awaited<ReturnType<typeof measureExtraction>> | undefined;
    if (runs('extraction')) {
      extraction = await measureExtraction();
      printExtraction(extraction);
    }
    fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
    const report = {
      at: new Date().toISOString(),
      database: database.kind,
      node: process.version,
      cpus: os.cpus().length,
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      loadAverage: os.loadavg(),
      fixedCost,
      scenarios: results,
      properties,
      vendors,
      sowDocuments,
      analysis,
      bidSheet,
      rfpLists,
      extraction,
    };
    fs.writeFileSync(OUTPUT, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nwritten to ${path.relative(process.cwd(), OUTPUT)}`);
  } finally {
    await baseline?.app.close();
    await pool?.end();
    await t.close();
  }
}

/**
 * GET /v1/users?limit=10 on the demo data beside the bare one-statement server (issue #15
 * item 9). The product logs as it does by default (one line a request, at info), to /dev/null.
 */
async function runFixedCost(): Promise<TFixedCostFigures> {
  const devNull = fs.openSync('/dev/null', 'w');
  const t = await startTestApp({
    config: { RATE_LIMIT_PER_MINUTE: 1_000_000_000, LOG_LEVEL: 'info' },
    logStream: { write: (line) => fs.writeSync(devNull, line) },
  });
  const database = t.platform.database;
  // The bare side's own pool, the size of the product's request pool (createTestDatabase: 4).
  const pool = database.kind === 'pg' ? new pg.Pool({ connectionString: database.connectionString, max: 4 }) : undefined;
  try {
    const pglite = database.pglite;
    const runQuery: TRunQuery = pool
      ? (text, params) => pool.query(text, params)
      : (text, params) => (pglite as NonNullable<typeof pglite>).query(text, params);
    console.log(
      `bench: fixed cost of a request [${database.kind}], ${CONNECTIONS} connections, ${FIXED_ROUNDS} rounds of ${WARMUP_SECONDS}s warm-up + ${SECONDS}s per side`,
    );
    const figures = await measureFixedCost(t, runQuery, { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, rounds: FIXED_ROUNDS });
    const ok = figures.ratio >= 0.35 ? 'ok' : 'MISSED';
    console.log(
      `\nfixed cost [${database.kind}]: GET ${figures.path} ${figures.requestsPerSecond.product.toFixed(0)} req/s vs bare ${figures.requestsPerSecond.bare.toFixed(0)} req/s = ${figures.ratio.toFixed(2)}× (target ≥ 0.35×: ${ok}); p99 ${figures.p99Ms.product} ms vs ${figures.p99Ms.bare} ms\n`,
    );
    return figures;
  } finally {
    await pool?.end();
    await t.close();
    fs.closeSync(devNull);
  }
}

/** Each figure is absent when its part did not run (BENCH_ONLY). */
interface TPropertyFigures {
  listRatio?: number;
  searchVsList?: number;
  deepPage?: Awaited<ReturnType<typeof measureDeepPage>>;
  import?: Awaited<ReturnType<typeof measureImport>>;
  export?: Awaited<ReturnType<typeof measureExport>>;
}

function printPropertyFigures(kind: string, f: TPropertyFigures): void {
  const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`;
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const rows: [string, string, string, string][] = [];
  if (f.listRatio !== undefined)
    rows.push(['list page + count vs its bare query', `${f.listRatio.toFixed(2)}×`, '≥ 0.6×', f.listRatio >= 0.6 ? 'ok' : 'MISSED']);
  if (f.searchVsList !== undefined)
    rows.push(['search vs the plain list (product)', `${f.searchVsList.toFixed(2)}×`, '≥ 0.35×', f.searchVsList >= 0.35 ? 'ok' : 'MISSED']);
  if (f.deepPage)
    rows.push([
      `keyset page at row ${f.deepPage.position.toLocaleString('en-US')}: statement / scoped repo call (median, p95)`,
      `${ms(f.deepPage.executionMs)} / ${ms(f.deepPage.scopedMedianMs)}, ${ms(f.deepPage.scopedP95Ms)}`,
      '≤ 2 ms',
      f.deepPage.executionMs <= 2 ? 'ok' : 'MISSED',
    ]);
  if (f.import)
    rows.push(
      [
        `import ${f.import.rows.toLocaleString('en-US')} rows from XLSX vs COPY (its child warm, median of ${f.import.productMs.length})`,
        `${ms(med(f.import.productMs))} vs ${ms(med(f.import.copyMs))} = ${f.import.ratio.toFixed(2)}×`,
        '≤ 2×',
        f.import.ratio <= 2 ? 'ok' : 'MISSED',
      ],
      [
        `import ${f.import.rows.toLocaleString('en-US')} rows, the first of a freshly started worker`,
        `${ms(f.import.coldMs)} = ${f.import.coldRatio.toFixed(2)}× the COPY`,
        '',
        'for information',
      ],
    );
  if (f.export)
    rows.push(
      [
        `export ${f.export.product.rows.toLocaleString('en-US')} rows to XLSX vs bare exceljs`,
        `${ms(f.export.product.ms)} vs ${ms(f.export.bare.ms)} = ${f.export.ratio.toFixed(2)}×`,
        '≤ 1.3×',
        f.export.ratio <= 1.3 ? 'ok' : 'MISSED',
      ],
      [
        `export peak RSS (child process, ${EXPORT_HEAP_MB} MiB heap cap): product / bare`,
        `${f.export.product.peakRssMb} MB / ${f.export.bare.peakRssMb} MB (at start ${f.export.product.startRssMb} / ${f.export.bare.startRssMb} MB)`,
        '≤ 256 MB',
        // On PGlite the database itself lives in the child and fills its memory with what it reads;
        // the export's own share is what the product needs beyond the bare writer.
        kind === 'pglite'
          ? `database in-process: export's own share ${f.export.product.peakRssMb - f.export.bare.peakRssMb} MB`
          : f.export.product.peakRssMb <= 256
            ? 'ok'
            : 'MISSED',
      ],
    );
  const header: [string, string, string, string] = [`properties figure [${kind}]`, 'measured', 'target', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join(' | ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
  for (const row of rows) console.log(line(row));
}

function printTable(kind: string, results: TScenarioResult[]): void {
  const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
  const header = ['scenario', 'product req/s', 'baseline req/s', 'ratio', 'product p99 ms', 'baseline p99 ms', 'ratio'];
  const rows = results.map((r) => [
    `${r.name} [${kind}]`,
    fixed(r.product.requestsPerSecond, 0),
    fixed(r.baseline.requestsPerSecond, 0),
    fixed(r.ratio.requestsPerSecond, 2),
    fixed(r.product.p99Ms, 1),
    fixed(r.baseline.p99Ms, 1),
    fixed(r.ratio.p99, 2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
  for (const row of rows) console.log(line(row));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
