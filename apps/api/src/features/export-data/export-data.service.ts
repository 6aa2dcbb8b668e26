import { PassThrough } from 'node:stream';
import { z } from 'zod';
import { can, type TBackgroundJob, type TExportableEntity } from '@procura/shared';
import { access, type TRouteAccess } from '../../platform/access.js';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb } from '../../platform/database.js';
import { datedFileName } from '../../platform/downloads.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import type { TJobContext, TJobHandler, TJobQueue } from '../../platform/jobs.js';
import { withActor } from '../../platform/scope.js';
import type { TBackgroundJobsService } from '../background-jobs/background-jobs.service.js';
import type { TExportDefinition } from './export-definition.js';
import { csvWriter, xlsxWriter } from './export-writers.js';

const BATCH = 1000;

export interface TExportPayload extends Record<string, unknown> {
  entity: TExportableEntity;
  format: 'xlsx' | 'csv';
  /** The list's filters as checked when the export was asked for. */
  filters: Record<string, unknown>;
  workspaceId: string;
}

export interface TExportRequest {
  entity: TExportableEntity;
  format: TExportPayload['format'];
  filters?: Record<string, unknown>;
}

/** Kept with the job as JSON, which cannot hold half of a surrogate pair. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The data_export job: a feature's definition, with the list's filters, streamed in keyset
 * batches into a CSV or a streaming XLSX with typed cells. The job runs as its requester,
 * loaded afresh, so it exports what they may see (and the list would show) when it runs.
 */
export function exportJob(db: TRequestDb, definitionOf: (entity: TExportableEntity) => TExportDefinition): TJobHandler {
  return async (ctx: TJobContext) => {
    const payload = ctx.job.payload as TExportPayload;
    const definition = definitionOf(payload.entity);
    const filters = definition.filters ? definition.filters.parse(payload.filters ?? {}) : {};
    const { actor } = ctx;
    const batchSize = definition.batchSize ?? BATCH;
    const total = await withActor(db, actor, (tx) => definition.count(tx, actor, filters));
    const stream = new PassThrough();
    const saved = ctx.saveResult(datedFileName(definition.fileBaseName, payload.format), stream);
    const headers = definition.columns.map((c) => c.header);
    const writer = payload.format === 'csv' ? csvWriter(stream, headers) : await xlsxWriter(stream, definition.fileBaseName, definition.columns);
    let after: unknown = null;
    let done = 0;
    let reported = 0;
    for (;;) {
      const batch = await withActor(db, actor, (tx) => definition.batch(tx, actor, filters, after, batchSize));
      for (const row of batch) writer.add(definition.columns.map((c) => c.value(row)));
      done += batch.length;
      // A progress write per ~5%: the panel moves, the database is not written per batch.
      if (total > 0 && done - reported >= total / 20) {
        reported = done;
        await ctx.progress((done / total) * 99);
      }
      if (batch.length < batchSize) break;
      after = definition.cursorOf(batch[batch.length - 1]);
    }
    await writer.finish();
    await saved;
    ctx.log.info({ entity: payload.entity, rows: done }, 'export finished');
  };
}

const mayExport = (actor: TActor, definition: TExportDefinition) =>
  (definition.allows?.(actor) ?? true) &&
  (definition.access === 'signedIn' || definition.access.some(([type, action]) => can(actor.permissions, type, action)));

function routeAccess(definitions: readonly TExportDefinition[]): TRouteAccess {
  const pairs = definitions.flatMap((d) => (d.access === 'signedIn' ? [] : d.access));
  return definitions.some((d) => d.access === 'signedIn') ? access.signedIn : access.anyOf(...pairs);
}

/** The export runner: every feature's definition behind one job type and one way to start it. */
export function createExportService(deps: {
  db: TRequestDb;
  jobs: Pick<TJobQueue, 'register'>;
  backgroundJobs: Pick<TBackgroundJobsService, 'start'>;
  definitions: readonly TExportDefinition[];
}) {
  const byEntity = new Map(deps.definitions.map((d) => [d.entity, d]));
  const definitionOf = (entity: TExportableEntity) => {
    const definition = byEntity.get(entity);
    if (!definition) throw forbidden('That export does not exist.');
    return definition;
  };
  deps.jobs.register('data_export', exportJob(deps.db, definitionOf));

  /** The request's filters as the list takes them; a bad one is a 400 naming `fieldOf(its path)`. */
  function checkedFilters(definition: TExportDefinition, filters: Record<string, unknown>, fieldOf: (path: string) => string): Record<string, unknown> {
    for (const [key, value] of Object.entries(filters)) {
      if (typeof value === 'string' && LONE_SURROGATE.test(value))
        throw badRequest('The filters hold a character that is not valid text.', { [fieldOf(key)]: ['This holds a character that is not valid text.'] });
    }
    if (!definition.filters) {
      if (Object.keys(filters).length) throw badRequest('This export takes no filters.', { [fieldOf('')]: ['This export takes no filters.'] });
      return {};
    }
    // A filter the list does not take would be ignored, and the file would hold more than asked for.
    const schema = definition.filters;
    if (schema instanceof z.ZodObject) {
      const unknown = Object.keys(filters).filter((key) => !(key in schema.shape));
      if (unknown.length)
        throw badRequest(
          `Unknown filters: ${unknown.join(', ')}.`,
          Object.fromEntries(unknown.map((key) => [fieldOf(key), ['This list has no such filter.']])),
        );
    }
    const parsed = definition.filters.safeParse(filters);
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (fieldErrors[fieldOf(issue.path.join('.'))] ??= []).push(issue.message);
      throw badRequest(`Invalid filters: ${Object.keys(fieldErrors).join(', ')}.`, fieldErrors);
    }
    // Kept with the job as checked (JSON); the job parses them again with the same schema when it runs.
    return parsed.data as Record<string, unknown>;
  }

  return {
    /** The generic route's own gate (any permission that allows some export), narrowed per entity here. */
    access: routeAccess(deps.definitions),

    /**
     * Starts an export of what `actor` sees of `entity`, with the list's `filters`. `fieldOf`
     * names a filter in the caller's request (`filters.search` by default; a list's own
     * export route takes them at the top of its body).
     */
    start(
      actor: TActor,
      request: TExportRequest,
      fieldOf: (path: string) => string = (path) => (path ? `filters.${path}` : 'filters'),
    ): Promise<TBackgroundJob> {
      const definition = definitionOf(request.entity);
      if (!mayExport(actor, definition)) throw forbidden();
      const filters = checkedFilters(definition, request.filters ?? {}, fieldOf);
      const payload: TExportPayload = { entity: request.entity, format: request.format, filters, workspaceId: actor.workspace.tenantId };
      // A replayed or concurrent start of the same export while it waits or runs answers that job.
      return deps.backgroundJobs.start(actor, 'data_export', `${definition.title} (${request.format.toUpperCase()})`, payload, { oncePending: true });
    },
  };
}

export type TExportService = ReturnType<typeof createExportService>;
