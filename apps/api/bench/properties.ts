import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { PROPERTY_IMPORT_COLUMNS } from '@procura/shared';
import { backgroundJobs } from '../src/db/schema/index.js';
import { seedLargePortfolio } from '../src/db/seed/large.js';
import { encodeCursor, propertiesRepo } from '../src/features/properties/properties.repo.js';
import { createBackgroundJobsService } from '../src/features/background-jobs/background-jobs.service.js';
import { runPropertyImport } from '../src/features/properties/property-import.jobs.js';
import type { TIsolatedRunner } from '../src/platform/isolated.js';
import { loadActor, type TActor } from '../src/platform/actor.js';
import { queryRows, type TDatabase, type TDb } from '../src/platform/database.js';
import { createLocalObjectStore } from '../src/platform/storage/local-store.js';
import type { TJobContext } from '../src/platform/jobs.js';
import { withActor } from '../src/platform/scope.js';
import { systemDb } from '../src/platform/system-db.js';
import type { TRunQuery } from './baseline.js';

/*
 * The properties figures of issue #8 on a 100,000-property fixture (200 clients × 500): the
 * list and its search beside their floors over HTTP (run.ts measures those), a deep keyset
 * page's server time, an XLSX import of 10,000 rows beside a COPY of the same rows, and an
 * export of every property to XLSX beside bare exceljs, each side in a child process of its
 * own so its peak memory is its own.
 */

export const PROPERTY_FIXTURE = { clients: 200, propertiesPerClient: 500, prefix: 'Bench portfolio' };
export const IMPORT_ROWS = 10_000;
/** The V8 heap cap of each export child, in MiB. */
export const EXPORT_HEAP_MB = 128;
const EXPORT_RUNS = 2;
/** A word of the fixture's names (one in twelve properties) and of some city names. */
export const SEARCH_TERM = 'harbor';

export async function seedBenchProperties(db: TDb): Promise<number> {
  const count = await seedLargePortfolio(db, { ...PROPERTY_FIXTURE, batchClients: 20 });
  // The table as autovacuum leaves it minutes after such a load: statistics gathered and the
  // visibility map set, so index-only scans read no heap. Without it the figures depend on
  // whether autovacuum happened to pass during the run.
  await db.execute(sql`vacuum (analyze) properties`);
  return count;
}

/**
 * The list's first page by name with the exact total, as GET /v1/properties runs it for the
 * provider (properties.repo.ts: the window count over ids, then the page's details), without
 * scope, row-level security, validation or framework.
 */
const PROPERTIES_SQL = (where: string) => `
  select p.id, p.name, p.code, p.client_id as "clientId", c.name as "clientName", p.property_type as "propertyType", p.status,
    p.address_line1 as "addressLine1", p.city_name as "cityName", s.code as "stateCode", s.name as "stateName", p.zip,
    p.latitude, p.longitude, p.size_value as "sizeValue", p.size_unit as "sizeUnit",
    (select count(*)::int from property_services ps where ps.property_id = p.id) as "serviceCount",
    to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", page.total
  from (
    select p.id, count(*) over () as total, row_number() over (order by p.name, p.id) as position
    from properties p ${where} order by p.name, p.id limit $1) page
  join properties p on p.id = page.id
  join clients c on c.id = p.client_id
  left join states s on s.id = p.state_id
  order by page.position`;

export function registerPropertyBaselines(app: FastifyInstance, runQuery: TRunQuery): void {
  const answer = async (text: string, params: unknown[]) => {
    const { rows } = (await runQuery(text, params)) as { rows: Record<string, unknown>[] };
    const total = rows.length ? Number(rows[0].total) : 0;
    return { data: rows.map(({ total: _t, ...row }) => row), total };
  };
  app.get<{ Querystring: { limit?: string } }>('/properties', async (request) => answer(PROPERTIES_SQL(''), [Number(request.query.limit ?? 25)]));
  app.get<{ Querystring: { limit?: string; search: string } }>('/properties/search', async (request) =>
    // The pattern the product sends: the term lower-cased between wildcards (none in the bench's term).
    answer(PROPERTIES_SQL('where p.search_text like $2'), [Number(request.query.limit ?? 25), `%${request.query.search.toLowerCase()}%`]),
  );
}

// ---------------------------------------------------------------------------------------------
// 3. A keyset page deep in the list

export interface TDeepPage {
  position: number;
  /** The repo's page in the actor's scope: open scope, query, commit, as a request runs it. */
  scopedMedianMs: number;
  scopedP95Ms: number;
  /** EXPLAIN ANALYZE of the page's statement: the database's own time for it. */
  executionMs: number;
  rows: number;
}

export async function measureDeepPage(database: TDatabase, actor: TActor, position: number, runs = 200): Promise<TDeepPage> {
  const db = systemDb(database);
  const [at] = await queryRows<{ name: string; id: string }>(db, sql`select name, id from properties order by name, id offset ${position - 1} limit 1`);
  const cursor = encodeCursor({ s: 'name', d: 'asc', k: at.name, i: at.id });
  const query = { page: 1, limit: 25, sort: 'name' as const, sortDirection: 'asc' as const, cursor };
  const page = () => withActor(database.request, actor, (tx) => propertiesRepo.list(tx, actor, query));
  const first = await page();
  for (let i = 0; i < 20; i++) await page();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await page();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  // The repo's keyset statement (its page of ids, then the rows' details), as the owner.
  const plan = await queryRows<Record<string, string>>(
    db,
    sql`explain (analyze, format text)
      select p.id, p.name, c.name, s.code, (select count(*)::int from property_services ps where ps.property_id = p.id)
      from (select p.id, row_number() over (order by p.name, p.id) as position from properties p
            where (p.name, p.id) > (${at.name}::text, ${at.id}::uuid) order by p.name, p.id limit 26) page
      join properties p on p.id = page.id join clients c on c.id = p.client_id left join states s on s.id = p.state_id
      order by page.position`,
  );
  const executionLine = plan.map((r) => Object.values(r)[0]).find((line) => line.startsWith('Execution Time'));
  return {
    position,
    scopedMedianMs: times[Math.floor(times.length / 2)],
    scopedP95Ms: times[Math.floor(times.length * 0.95)],
    executionMs: Number(/([\d.]+) ms/.exec(executionLine ?? '')?.[1] ?? NaN),
    rows: first.rows.length,
  };
}

// ---------------------------------------------------------------------------------------------
// 4. Import 10,000 properties from XLSX vs a COPY of the same rows

interface TImportSource {
  cells: (string | number)[][];
  /** The same rows with ids resolved, as CSV for COPY (tenant, client and creator filled in per run). */
  copyRows: (tenantId: string, clientId: string, createdBy: string) => string;
}

async function importSource(db: TDb): Promise<TImportSource> {
  // Real US cities with a ZIP: the import resolves state, city and county by name.
  const places = await queryRows<{
    state: string;
    state_id: number;
    city: string;
    city_id: number;
    county_id: number | null;
    country_id: number;
    zip: string;
    lat: number;
    lng: number;
  }>(
    db,
    sql`select s.code as state, s.id as state_id, c.name as city, c.id as city_id, c.county_id, c.country_id, z.zip, c.latitude as lat, c.longitude as lng
        from cities c join states s on s.id = c.state_id join countries co on co.id = c.country_id
        join lateral (select zip from zip_codes z where z.city_id = c.id and z.state_id = s.id order by zip limit 1) z on true
        where co.iso2 = 'US' and c.latitude is not null
        order by c.id limit 500`,
  );
  const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => ({ i, place: places[i % places.length] }));
  const cells = rows.map(({ i, place }) => [
    '',
    `Imported Plaza ${i}`,
    `IMP-${String(i).padStart(5, '0')}`,
    'Office',
    10_000 + i,
    'sq ft',
    `${100 + (i % 900)} Main St`,
    '',
    place.city,
    place.state,
    '',
    place.zip,
    'US',
    place.lat,
    place.lng,
    'Active',
    '',
  ]);
  const csvText = (v: string | number | null) => (v === null ? '' : typeof v === 'number' ? String(v) : `"${v.replaceAll('"', '""')}"`);
  return {
    cells,
    copyRows: (tenantId, clientId, createdBy) =>
      rows
        .map(({ i, place }) =>
          [
            tenantId,
            clientId,
            `Imported Plaza ${i}`,
            `IMP-${String(i).padStart(5, '0')}`,
            'OFFICE',
            10_000 + i,
            'SQ_FT',
            `${100 + (i % 900)} Main St`,
            place.country_id,
            place.state_id,
            place.county_id,
            place.city_id,
            place.city,
            place.zip,
            place.lat,
            place.lng,
            'ACTIVE',
            createdBy,
          ]
            .map(csvText)
            .join(','),
        )
        .join('\n') + '\n',
  };
}

const COPY_SQL = `copy properties (tenant_id, client_id, name, code, property_type, size_value, size_unit, address_line1,
  country_id, state_id, county_id, city_id, city_name, zip, latitude, longitude, status, created_by) from stdin with (format csv)`;

/** COPY … FROM STDIN on one pg connection (pg has no COPY of its own; this is the protocol's). */
function copyIn(client: pg.Client, text: string, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    let failed: Error | null = null;
    const submittable = {
      submit: (connection: { query(text: string): void }) => connection.query(text),
      handleCopyInResponse: (connection: { sendCopyFromChunk(b: Buffer): void; endCopyFrom(): void }) => {
        connection.sendCopyFromChunk(data);
        connection.endCopyFrom();
      },
      handleCommandComplete: () => undefined,
      handleRowDescription: () => undefined,
      handleDataRow: () => undefined,
      handleEmptyQuery: () => undefined,
      handleError: (error: Error) => {
        failed = error;
      },
      handleReadyForQuery: () => (failed ? reject(failed) : resolve()),
    };
    void client.query(submittable as unknown as pg.QueryConfig);
  });
}

async function newClient(db: TDb, name: string): Promise<{ tenantId: string; clientId: string }> {
  const [row] = await queryRows<{ tenant_id: string; id: string }>(
    db,
    sql`with t as (insert into tenants (type, name) values ('client', ${name}) returning id)
        insert into clients (tenant_id, name) select id, ${name} from t returning tenant_id, id`,
  );
  return { tenantId: row.tenant_id, clientId: row.id };
}

export interface TImportFigures {
  rows: number;
  /** Imports with the unpacking child already running (one ran in the last minute). */
  productMs: number[];
  copyMs: number[];
  ratio: number;
  /** The first import of a freshly started worker (its child already started, as the worker keeps it). */
  coldMs: number;
  coldRatio: number;
  /** Where the product's time went, per run, the cold one first (read, lookups, check, insert, report). */
  phases: Record<string, unknown>[];
}

/**
 * `isolate`: the platform's runner, as a job process holds it: kept warm from the start
 * (server.ts / job-worker.ts), so an import never waits for its unpacking child to start.
 * The first run is timed on its own (the first import of a freshly started worker), the
 * median of the next `runs` is the figure.
 */
export async function measureImport(database: TDatabase, actor: TActor, isolate: TIsolatedRunner, runs = 3): Promise<TImportFigures> {
  isolate.keepWarm();
  // A worker has been up for longer than its child takes to start (~0.5 s).
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const db = systemDb(database);
  const source = await importSource(db);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Properties');
  sheet.addRow([...PROPERTY_IMPORT_COLUMNS]);
  for (const row of source.cells) sheet.addRow(row);
  const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-bench-import-'));
  const files = createLocalObjectStore(folder, 'bench-import-signing-secret-0123456789');
  const serverClient = database.connectionString ? new pg.Client({ connectionString: database.connectionString }) : null;
  await serverClient?.connect();
  const productMs: number[] = [];
  const phases: Record<string, unknown>[] = [];
  const copyMs: number[] = [];
  let coldMs = NaN;
  let coldCopyMs = NaN;
  try {
    for (let run = 0; run <= runs; run++) {
      // Product: the import job as the worker runs it (read, resolve, check, insert, report).
      const target = await newClient(db, `Bench import target ${run}`);
      const [job] = await db
        .insert(backgroundJobs)
        .values({
          tenantId: actor.workspace.tenantId,
          ownerUserId: actor.userId,
          type: 'property_import',
          title: 'Property import: bench.xlsx',
          payload: { fileKey: 'uploads/bench.xlsx', fileName: 'bench.xlsx', clientId: target.clientId, workspaceId: actor.workspace.tenantId },
        })
        .returning();
      const ctx: TJobContext = {
        job,
        actor,
        isRerun: false,
        log: { ...silentLog, info: (fields: Record<string, unknown>) => phases.push(fields) } as unknown as TJobContext['log'],
        progress: async (percent) => {
          await db
            .update(backgroundJobs)
            .set({ progress: Math.round(percent) })
            .where(sql`id = ${job.id}`);
        },
        saveResult: async (fileName, content) => files.saveResult(`jobs/${job.id}/${fileName}`, content),
      };
      let start = performance.now();
      // The upload as the storage service hands it to the job (read from the store, checked before);
      // the job retitles itself through the jobs feature, which the bench gives no queue.
      const backgroundJobsService = createBackgroundJobsService({
        db: database.request,
        jobs: { enqueue: () => Promise.reject(new Error('The bench enqueues no job.')) },
        results: files,
      });
      const outcome = await runPropertyImport(
        { db: database.request, isolate, storage: { readAuthorised: async () => xlsx }, backgroundJobs: backgroundJobsService },
        ctx,
      );
      const took = performance.now() - start;
      if (run === 0) coldMs = took;
      else productMs.push(took);
      if (outcome.imported !== IMPORT_ROWS) throw new Error(`the bench import took ${outcome.imported} of ${IMPORT_ROWS} rows`);

      // Floor: the same rows, ids already resolved, by COPY as the table's owner.
      const floor = await newClient(db, `Bench copy target ${run}`);
      const data = Buffer.from(source.copyRows(floor.tenantId, floor.clientId, actor.userId));
      start = performance.now();
      if (serverClient) await copyIn(serverClient, COPY_SQL, data);
      else if (database.pglite) await database.pglite.query(COPY_SQL.replace('from stdin', `from '/dev/blob'`), [], { blob: new Blob([data]) });
      if (run === 0) coldCopyMs = performance.now() - start;
      else copyMs.push(performance.now() - start);
      const [copied] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from properties where client_id = ${floor.clientId}`);
      if (copied.n !== IMPORT_ROWS) throw new Error(`the COPY took ${copied.n} of ${IMPORT_ROWS} rows`);
    }
  } finally {
    await serverClient?.end();
    fs.rmSync(folder, { recursive: true, force: true });
  }
  return {
    rows: IMPORT_ROWS,
    productMs,
    copyMs,
    ratio: median(productMs) / median(copyMs),
    coldMs,
    coldRatio: coldMs / median([...copyMs, coldCopyMs]),
    phases,
  };
}

// ---------------------------------------------------------------------------------------------
// 5. Export every property to XLSX vs bare exceljs, each in a child process

export interface TExportRun {
  ms: number;
  rows: number;
  bytes: number;
  /** Resident memory before the export started (on PGlite the database lives in the process). */
  startRssMb: number;
  peakRssMb: number;
}

export interface TExportFigures {
  product: TExportRun;
  bare: TExportRun;
  ratio: number;
}

/** Where a child finds the same data: the server database, or a copy of the embedded one on disk. */
async function childDatabase(database: TDatabase): Promise<{ arg: string; cleanup(): void }> {
  if (database.connectionString) return { arg: database.connectionString, cleanup: () => undefined };
  const pglite = database.pglite;
  if (!pglite) throw new Error('no database for the export children');
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-bench-pglite-'));
  const dump = await pglite.dumpDataDir('none');
  const copy = new PGlite({ dataDir: dir, loadDataDir: dump, extensions: { pg_trgm } });
  await copy.waitReady;
  await copy.close();
  return { arg: `pglite:${dir}`, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

function runChild(mode: 'product' | 'bare', databaseArg: string, actor: TActor): Promise<TExportRun> {
  return new Promise((resolve, reject) => {
    // Both sides under the same V8 heap cap, as jobs run in production (a child with JOB_MEMORY_MB):
    // without one V8 collects lazily and the peak says more about the machine than the export.
    const execArgv = [...process.execArgv.filter((arg) => !arg.startsWith('--max-old-space-size')), `--max-old-space-size=${EXPORT_HEAP_MB}`];
    const child = fork(path.join(import.meta.dirname, 'export-child.ts'), [mode, databaseArg, actor.userId, actor.workspace.tenantId], {
      execArgv,
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0) return reject(new Error(`export child (${mode}) exited with ${code}: ${out}`));
      resolve(JSON.parse(line) as TExportRun);
    });
  });
}

export async function measureExport(database: TDatabase, actor: TActor): Promise<TExportFigures> {
  const source = await childDatabase(database);
  try {
    // Interleaved, the faster run of each side: the machine's other load touches both alike.
    const runs: { product: TExportRun[]; bare: TExportRun[] } = { product: [], bare: [] };
    for (let i = 0; i < EXPORT_RUNS; i++) {
      runs.bare.push(await runChild('bare', source.arg, actor));
      runs.product.push(await runChild('product', source.arg, actor));
    }
    const fastest = (xs: TExportRun[]) => xs.reduce((a, b) => (b.ms < a.ms ? b : a));
    const product = { ...fastest(runs.product), peakRssMb: Math.max(...runs.product.map((r) => r.peakRssMb)) };
    const bare = { ...fastest(runs.bare), peakRssMb: Math.max(...runs.bare.map((r) => r.peakRssMb)) };
    if (product.rows !== bare.rows) throw new Error(`the exports differ: product ${product.rows} rows, bare ${bare.rows}`);
    return { product, bare, ratio: product.ms / bare.ms };
  } finally {
    source.cleanup();
  }
}

export async function benchActor(database: TDatabase, userId: string, workspaceId: string): Promise<TActor> {
  return loadActor(systemDb(database), userId, workspaceId, 'bench');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const noop = () => undefined;
const silentLog = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silentLog,
} as unknown as TJobContext['log'];
