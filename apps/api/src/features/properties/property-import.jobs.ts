import { performance } from 'node:perf_hooks';
import { can } from '@procura/shared';
import { toCsv } from '../../platform/csv.js';
import type { TRequestDb } from '../../platform/database.js';
import { datedFileName } from '../../platform/downloads.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import type { TRunIsolated } from '../../platform/isolated.js';
import type { TJobContext, TJobQueue } from '../../platform/jobs.js';
import { withActor } from '../../platform/scope.js';
import type { TStorageService } from '../storage/storage.service.js';
import type { TBackgroundJobsService } from '../background-jobs/background-jobs.service.js';
import { insertCandidates } from './property-import.insert.js';
import { loadLookups } from './property-import.lookups.js';
import { readPropertyRows } from './property-import.parse.js';
import { validateRows, withoutRepeatedCodes } from './property-import.validate.js';

export interface TPropertyImportPayload extends Record<string, unknown> {
  fileKey: string;
  fileName: string;
  /** The client every row goes to; without it, each row's Client column names it. */
  clientId: string | null;
  workspaceId: string;
}

/** The report's columns: one line per row of the file. */
export const PROPERTY_IMPORT_REPORT_COLUMNS = ['Row', 'Status', 'Errors'] as const;
export const IMPORTED = 'Imported';
export const NOT_IMPORTED = 'Not imported';

type TDeps = {
  db: TRequestDb;
  isolate: TRunIsolated;
  storage: Pick<TStorageService, 'readAuthorised'>;
  backgroundJobs: Pick<TBackgroundJobsService, 'retitle'>;
};

/**
 * Property import: the file's rows are read (streamed, to the row limit), their names
 * resolved against the reference data and the actor's clients in a handful of set-based
 * reads (property-import.lookups.ts, .resolve.ts), each checked with the shared schema
 * (.validate.ts), and every good row inserted in one transaction (.insert.ts): a failure there
 * imports nothing. The report says, row by row, what became of it.
 */
export function registerPropertyImportJob(jobs: Pick<TJobQueue, 'register'>, deps: TDeps): void {
  jobs.register('property_import', async (ctx) => {
    await runPropertyImport(deps, ctx);
  });
}

export async function runPropertyImport({ db, isolate, storage, backgroundJobs }: TDeps, ctx: TJobContext): Promise<{ imported: number; failed: number }> {
  const payload = ctx.job.payload as TPropertyImportPayload;
  const { actor } = ctx;
  // The job runs as its requester loaded afresh: one who lost the right since asking gets nothing.
  if (!can(actor.permissions, 'property_management', 'Create')) throw forbidden();
  const started = performance.now();
  const phases: Record<string, number> = {};
  const phase = (name: string) => (phases[name] = Math.round(performance.now() - started - Object.values(phases).reduce((a, b) => a + b, 0)));
  const content = await storage.readAuthorised(payload.fileKey);
  if (!content) throw badRequest(`"${payload.fileName}" is no longer stored. Upload it again.`);
  const rows = await readPropertyRows(isolate, payload.fileName, content);
  if (rows.length === 0) throw badRequest(`"${payload.fileName}" has no properties under its header row.`);
  phase('readMs');
  await ctx.progress(30);

  const lookups = await withActor(db, actor, (tx) => loadLookups(tx, rows, payload.clientId));
  if (payload.clientId && !lookups.chosen) throw notFound('Client');
  phase('lookupsMs');
  await ctx.progress(50);

  const { errors, good } = validateRows(rows, lookups);
  phase('validateMs');
  const candidates = withoutRepeatedCodes(good, errors);
  phase('checkMs');
  await ctx.progress(60);

  const imported = await insertCandidates({ db, backgroundJobs }, actor, {
    candidates,
    lookups,
    errors,
    jobId: ctx.job.id,
    title: (n) => `Property import: ${payload.fileName} (${n} imported, ${rows.length - n} with errors)`,
  });
  const failed = rows.length - imported;
  phase('insertMs');
  await ctx.progress(95);

  const report: string[][] = rows.map((row) => {
    const problems = errors.get(row.line);
    return [String(row.line), problems ? NOT_IMPORTED : IMPORTED, problems?.join(' ') ?? ''];
  });
  // CSV whatever the upload was: every spreadsheet opens it, and writing 20,000 lines takes milliseconds.
  await ctx.saveResult(datedFileName('Property_import_report', 'csv'), Buffer.from(toCsv([[...PROPERTY_IMPORT_REPORT_COLUMNS], ...report])));
  phase('reportMs');
  ctx.log.info({ imported, failed, ...phases }, 'property import finished');
  return { imported, failed };
}
