import { PassThrough } from 'node:stream';
import { can, type TExportableEntity } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb } from '../../platform/database.js';
import { datedFileName } from '../../platform/downloads.js';
import { forbidden } from '../../platform/errors.js';
import type { TJobContext, TJobQueue } from '../../platform/jobs.js';
import { withActor } from '../../platform/scope.js';
import type { TBackgroundJobsService } from '../background-jobs/background-jobs.service.js';
import type { TExportDefinition } from './export-definition.js';
import { csvWriter, xlsxWriter } from './export-writers.js';

const BATCH = 1000;

export interface TExportPayload extends Record<string, unknown> {
  entity: TExportableEntity;
  format: 'xlsx' | 'csv';
  workspaceId: string;
}

/**
 * The export runner: each feature's definition, streamed in keyset batches into a CSV or a
 * streaming XLSX, as a background job. The job runs as its requester, loaded afresh, so it
 * exports what they may see when it runs.
 */
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

  async function run(ctx: TJobContext): Promise<void> {
    const { entity, format } = ctx.job.payload as TExportPayload;
    const definition = definitionOf(entity);
    const { actor } = ctx;
    const total = await withActor(deps.db, actor, (tx) => definition.count(tx, actor));
    const stream = new PassThrough();
    const saved = ctx.saveResult(datedFileName(definition.fileBaseName, format), stream);
    const headers = definition.columns.map((c) => c.header);
    const writer = format === 'csv' ? csvWriter(stream, headers) : xlsxWriter(stream, definition.fileBaseName, definition.columns);
    let afterId: string | null = null;
    let done = 0;
    for (;;) {
      const batch = await withActor(deps.db, actor, (tx) => definition.batch(tx, actor, afterId, BATCH));
      for (const row of batch) writer.add(definition.columns.map((c) => c.value(row)));
      done += batch.length;
      if (total > 0) await ctx.progress((done / total) * 99);
      if (batch.length < BATCH) break;
      afterId = batch[batch.length - 1].id;
    }
    await writer.finish();
    await saved;
  }
  deps.jobs.register('data_export', run);

  return {
    /** Every permission that allows some export: the route's own gate, narrowed per entity here. */
    access: deps.definitions.flatMap((d) => d.access),

    start(actor: TActor, entity: TExportableEntity, format: TExportPayload['format']) {
      const definition = definitionOf(entity);
      if (!definition.access.some(([type, action]) => can(actor.permissions, type, action))) throw forbidden();
      const payload: TExportPayload = { entity, format, workspaceId: actor.workspace.tenantId };
      return deps.backgroundJobs.start(actor, 'data_export', `${definition.title} (${format.toUpperCase()})`, payload);
    },
  };
}

export type TExportService = ReturnType<typeof createExportService>;
