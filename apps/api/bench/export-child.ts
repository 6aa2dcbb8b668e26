import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { PROPERTY_IMPORT_COLUMNS } from '@procura/shared';
import { backgroundJobs } from '../src/db/schema/index.js';
import { exportJob, type TExportPayload } from '../src/features/export-data/export-data.service.js';
import { propertiesExport } from '../src/features/properties/property-export.js';
import type { TPropertyExportRow } from '../src/features/properties/property-export.repo.js';
import { loadActor } from '../src/platform/actor.js';
import { openDatabase, type TDatabase } from '../src/platform/database.js';
import { createLocalObjectStore } from '../src/platform/storage/local-store.js';
import type { TJobContext } from '../src/platform/jobs.js';
import { systemDb } from '../src/platform/system-db.js';

/*
 * One side of the export figure, alone in this process (bench/properties.ts forks it), so its
 * peak RSS is its own: `product` runs the export job on the properties definition as the worker does; `bare`
 * reads the same rows through a server-side cursor into exceljs's streaming writer.
 * Prints one JSON line: { ms, rows, bytes, startRssMb, peakRssMb }.
 */

const [mode, databaseArg, userId, workspaceId] = process.argv.slice(2);
const BATCH = 2000;

/** The export's rows, in its order, by the owner: what the product writes, without scope or keyset. */
const BARE_SQL = `
  select p.id, c.name as "clientName", p.name, p.code, p.property_type as "propertyType", p.size_value as "sizeValue", p.size_unit as "sizeUnit",
    p.address_line1 as "addressLine1", p.address_line2 as "addressLine2", p.city_name as "cityName", s.code as "stateCode",
    ct.name as "countyName", p.zip, co.iso2 as "countryCode", p.latitude, p.longitude, p.status, p.notes
  from properties p join clients c on c.id = p.client_id
  left join states s on s.id = p.state_id left join counties ct on ct.id = p.county_id left join countries co on co.id = p.country_id
  order by p.name, p.id`;

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function open(): Promise<TDatabase> {
  if (databaseArg.startsWith('pglite:')) return openDatabase({ dataDir: databaseArg.slice('pglite:'.length) });
  return openDatabase({ databaseUrl: databaseArg, poolSize: 2 });
}

async function product(database: TDatabase, folder: string): Promise<number> {
  const db = systemDb(database);
  const actor = await loadActor(db, userId, workspaceId, 'bench-export');
  const payload: TExportPayload = { entity: 'properties', format: 'xlsx', filters: {}, workspaceId };
  const [job] = await db
    .insert(backgroundJobs)
    .values({ tenantId: workspaceId, ownerUserId: userId, type: 'data_export', title: 'Properties export (XLSX)', payload })
    .returning();
  const files = createLocalObjectStore(folder, 'bench-export-signing-secret-0123456789');
  let rows = 0;
  const noop = () => undefined;
  const log = {
    info: (fields: { rows?: number }) => (rows = fields.rows ?? rows),
    warn: noop,
    error: noop,
    debug: noop,
    child: () => log,
  } as unknown as TJobContext['log'];
  const { eq } = await import('drizzle-orm');
  await exportJob(
    database.request,
    () => propertiesExport,
  )({
    job,
    actor,
    isRerun: false,
    log,
    progress: async (percent) => {
      await db
        .update(backgroundJobs)
        .set({ progress: Math.round(percent) })
        .where(eq(backgroundJobs.id, job.id));
    },
    saveResult: (fileName, content) => files.saveResult(`jobs/${job.id}/${fileName}`, content),
  });
  return rows;
}

async function bare(database: TDatabase, folder: string): Promise<number> {
  const stream = new PassThrough();
  const written = new Promise<void>((resolve, reject) => {
    const file = fs.createWriteStream(path.join(folder, 'bare.xlsx'));
    stream.pipe(file);
    file.on('finish', resolve);
    file.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet('Properties');
  sheet.columns = PROPERTY_IMPORT_COLUMNS.map((header, i) => ({ header, key: `c${i}` }));
  sheet.getRow(1).commit();
  let rows = 0;
  const add = (batch: TPropertyExportRow[]) => {
    for (const row of batch) sheet.addRow(propertiesExport.columns.map((c) => c.value(row))).commit();
    rows += batch.length;
  };
  if (database.pglite) {
    await database.pglite.transaction(async (tx) => {
      await tx.query(`declare bare cursor for ${BARE_SQL}`);
      for (;;) {
        const { rows: batch } = await tx.query<TPropertyExportRow>(`fetch ${BATCH} from bare`);
        add(batch);
        if (batch.length < BATCH) break;
      }
    });
  } else {
    const client = new pg.Client({ connectionString: databaseArg });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(`declare bare cursor for ${BARE_SQL}`);
      for (;;) {
        const { rows: batch } = await client.query<TPropertyExportRow>(`fetch ${BATCH} from bare`);
        add(batch);
        if (batch.length < BATCH) break;
      }
      await client.query('commit');
    } finally {
      await client.end();
    }
  }
  sheet.commit();
  await workbook.commit();
  await written;
  return rows;
}

async function main(): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `procura-bench-export-${mode}-`));
  const database = await open();
  try {
    const startRss = process.memoryUsage().rss;
    const start = performance.now();
    const rows = mode === 'product' ? await product(database, folder) : await bare(database, folder);
    const ms = performance.now() - start;
    const bytes = fs
      .readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .reduce((sum, e) => sum + fs.statSync(path.join(e.parentPath, e.name)).size, 0);
    const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
    process.stdout.write(`${JSON.stringify({ ms, rows, bytes, startRssMb: mb(startRss), peakRssMb })}\n`);
  } finally {
    await database.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
