import type { TBackgroundJob, TTemplateGenerationTask } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb } from '../../platform/database.js';
import type * as DocumentText from '../../platform/documents/document-text.js';
import type { TDocumentText, TReadOptions } from '../../platform/documents/document-text.js';
import type * as DocxTemplate from '../../platform/documents/docx-template.js';
import type { TPlaceholderRules } from '../../platform/documents/docx-template.js';
import { notFound } from '../../platform/errors.js';
import { isolatedModule, type TRunIsolated } from '../../platform/isolated.js';
import type { TBackgroundJobRow, TEnqueueOptions } from '../../platform/jobs.js';
import { withActor } from '../../platform/scope.js';
import type { TBackgroundJobsService } from '../background-jobs/background-jobs.service.js';
import { documentsRepo as repo, type TTemplateGenerationType } from './documents.repo.js';

/*
 * Document services for every feature (docs/architecture.md "Documents"): the text of an
 * uploaded PDF/DOCX with page and character positions, DOCX templates checked against the
 * feature's placeholders, and template-generation jobs listed together whatever feature started
 * them. Reading and filling run in the capped child; uploads are read through storage by the
 * calling feature, which knows whose file it is.
 */

export const DOCUMENT_TEXT = isolatedModule<typeof DocumentText>(import.meta, '../../platform/documents/document-text');
export const DOCX_TEMPLATE = isolatedModule<typeof DocxTemplate>(import.meta, '../../platform/documents/docx-template');

/** A file as storage hands it over (`readFile`). */
export interface TDocumentFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** What every template-generation job's payload carries, besides its feature's own fields. */
export interface TGenerationPayload extends Record<string, unknown> {
  /** How many documents were asked for (what the tasks list shows). */
  documentCount: number;
}

export function presentTask(row: TBackgroundJobRow): TTemplateGenerationTask {
  const payload = row.payload as Partial<TGenerationPayload>;
  return {
    id: row.id,
    type: row.type as TTemplateGenerationTask['type'],
    status: row.status as TTemplateGenerationTask['status'],
    title: row.title,
    progress: row.progress,
    documentCount: typeof payload.documentCount === 'number' ? payload.documentCount : 0,
    resultFileName: row.status === 'success' ? row.resultFileName : null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface TDocumentsDeps {
  db: TRequestDb;
  isolate: TRunIsolated;
  backgroundJobs: Pick<TBackgroundJobsService, 'start'>;
}

export function createDocumentsService({ db, isolate, backgroundJobs }: TDocumentsDeps) {
  return {
    /** The file's text, blocks and pages (PDF or DOCX; 400 naming `options.field` otherwise, or when unreadable). */
    readText(file: TDocumentFile, options: TReadOptions): Promise<TDocumentText> {
      return isolate(DOCUMENT_TEXT, 'readDocumentText', [file.fileName, file.contentType, file.bytes, options]);
    },

    /** The template's placeholders, all known to `rules`; a malformed or unknown one is a 400 naming `fileKey`. */
    inspectTemplate(file: Pick<TDocumentFile, 'fileName' | 'bytes'>, rules: TPlaceholderRules): Promise<string[]> {
      return isolate(DOCX_TEMPLATE, 'inspectDocxTemplate', [file.fileName, file.bytes, rules]);
    },

    /**
     * Starts a template-generation job of a feature (registered with registerTemplateGeneration).
     * With `oncePending`, a start while the actor's same job is pending answers that job.
     */
    async startGeneration(
      actor: TActor,
      type: TTemplateGenerationType,
      title: string,
      payload: TGenerationPayload,
      options?: TEnqueueOptions,
    ): Promise<TBackgroundJob> {
      return backgroundJobs.start(actor, type, title, payload, options);
    },

    async tasks(actor: TActor, page: number, limit: number) {
      const { rows, total } = await withActor(db, actor, (tx) => repo.tasks(tx, actor.userId, page, limit));
      return { data: rows.map(presentTask), total, page, limit };
    },

    async task(actor: TActor, id: string): Promise<TTemplateGenerationTask> {
      const row = await withActor(db, actor, (tx) => repo.task(tx, actor.userId, id));
      if (!row) throw notFound('Template generation task');
      return presentTask(row);
    },
  };
}

export type TDocumentsService = ReturnType<typeof createDocumentsService>;
