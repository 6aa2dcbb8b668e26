import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backgroundJobs } from '../src/db/schema/index.js';
import { startTestApp } from '../test/harness.js';
import { systemDb } from '../src/platform/system-db.js';
import { bareQueries, startBaseline } from './baseline.js';
import { runFixedCost } from './fixed-cost.js';
import { seedPeople } from './seed-people.js';
import { benchActor, measureDeepPage, measureExport, measureImport, PROPERTY_FIXTURE, registerPropertyBaselines, seedBenchProperties } from './properties.js';
import { printPropertyFigures, type TPropertyFigures } from './properties-figures.js';
import type { TMeasureOptions } from './measure.js';
import { PEOPLE, printTable, runRequestScenarios } from './requests.js';
import { printContractFigures, registerContractBaselines, runContractFigures } from './contract-figures-run.js';
import { measureCoverage, printCoverageFigure } from './coverage.js';
import { registerVendorBaselines, seedBenchVendors } from './vendors.js';
import { printVendorFigures, runVendorFigures } from './vendors-run.js';
import { measureSowGeneration, printSowGeneration } from './sow-documents.js';
import { runAnalysisFigure } from './bid-analysis-run.js';
import { printAnalysisFigure } from './bid-analysis.js';
import { measureBidSheet, printBidSheetFigure } from './bid-sheet.js';
import { registerRfpListBaselines } from './rfp-lists.js';
import { printRfpListFigures, runRfpListFigures } from './rfp-lists-run.js';
import { measureExtraction, printExtraction } from './contract-extraction.js';
import { printDashboardFigures, runDashboardFigures } from './dashboard-run.js';
import { measureStartup, printStartup } from './startup.js';
import { todayIso } from '@procura/shared';

/**
 * `npm run bench`: the product's requests beside a bare Fastify + one-statement baseline on
 * the same throwaway database (PGlite, or TEST_DATABASE_URL's server), loopback only.
 */
const SECONDS = positiveNumber(process.env.BENCH_SECONDS, 8);
const WARMUP_SECONDS = positiveNumber(process.env.BENCH_WARMUP_SECONDS, 2);
const CONNECTIONS = 10;
const SEEDED_JOBS = 200;
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
 * capped child beside bare text reading, with the rules' precision and recall), contracts (the
 * contracts list and the property-wise view beside their bare statements), coverage (Contract
 * Management's coverage grid of 5,000 properties × 15 services beside its bare statement, on an
 * app of its own), dashboard (each kind's whole dashboard on the large portfolio beside its bare
 * statements), startup (spawn to /readyz of the compiled server beside the
 * same under tsx). Unset: everything.
 */
const PARTS = [
  'fixed',
  'requests',
  'list',
  'deep',
  'export',
  'import',
  'vendors',
  'sow',
  'analysis',
  'bidsheet',
  'rfplists',
  'extraction',
  'contracts',
  'coverage',
  'dashboard',
  'startup',
] as const;
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
for (const part of ONLY) if (!(PARTS as readonly string[]).includes(part)) throw new Error(`BENCH_ONLY: unknown part ${part} (parts: ${PARTS.join(', ')})`);
const runs = (part: (typeof PARTS)[number]) => ONLY.size === 0 || ONLY.has(part);

function positiveNumber(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : fallback;
}

async function main(): Promise<void> {
  console.log(
    `bench: load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min) on ${os.cpus().length} CPUs`,
  );
  // First, on a database of its own holding the demo data alone: nothing seeded yet hides it.
  const common: Omit<TMeasureOptions, 'url' | 'headers'> = { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS };
  const fixedCost = runs('fixed') ? await runFixedCost({ ...common, rounds: FIXED_ROUNDS }) : undefined;
  // The product's rate limiter stays registered (its cost is real) but must not answer 429.
  const t = await startTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1_000_000_000 } });
  const database = t.platform.database;
  const bare = bareQueries(database);
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

    baseline = await startBaseline(bare.runQuery, (app, query) => {
      registerPropertyBaselines(app, query);
      registerVendorBaselines(app, query);
      registerRfpListBaselines(app, query);
      registerContractBaselines(app, query);
    });
    console.log(
      `bench: ${database.kind}, node ${process.version}, ${os.cpus().length} CPUs, ${CONNECTIONS} connections, ${WARMUP_SECONDS}s warm-up + ${SECONDS}s per run`,
    );

    const requests = await runRequestScenarios(t, { baselineUrl: baseline.baseUrl, propertyCount, runs, ...common });
    if (requests.results.length) printTable(database.kind, requests.results);

    // The properties figures that are not request rates (issue #8).
    const { list, search } = requests;
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
    if (Object.values(properties).some((v) => v !== undefined)) printPropertyFigures(database.kind, properties);

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
    // Issue 19: the contracts list and the property-wise view, before the parts below add awards.
    let contracts: Awaited<ReturnType<typeof runContractFigures>> | undefined;
    if (runs('contracts')) {
      contracts = await runContractFigures(t, baseline.baseUrl);
      printContractFigures(database.kind, contracts, os.loadavg());
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
    // Issue 19: the coverage grid, on an app of its own (the provider's portfolio is the fixture alone).
    let coverage: Awaited<ReturnType<typeof measureCoverage>> | undefined;
    if (runs('coverage')) {
      coverage = await measureCoverage();
      printCoverageFigure(coverage.database, coverage, os.loadavg());
    }
    const dashboard = runs('dashboard') ? await runDashboardFigures(t) : undefined;
    if (dashboard) printDashboardFigures(dashboard, database.kind);
    const startup = runs('startup') ? await measureStartup() : undefined;
    if (startup) printStartup(startup);
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
      scenarios: requests.results,
      properties,
      vendors,
      sowDocuments,
      analysis,
      bidSheet,
      rfpLists,
      extraction,
      contracts,
      coverage,
      dashboard,
      startup,
    };
    fs.writeFileSync(OUTPUT, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nwritten to ${path.relative(process.cwd(), OUTPUT)}`);
  } finally {
    await baseline?.app.close();
    await bare.close();
    await t.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
