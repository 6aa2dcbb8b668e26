import { performance } from 'node:perf_hooks';
import PizZip from 'pizzip';
import type { TActor } from '../../platform/actor.js';
import type { TTemplateData } from '../../platform/documents/docx-template.js';
import { datedFileName } from '../../platform/downloads.js';
import { badRequest } from '../../platform/errors.js';
import { asBuffer, type TRunIsolated } from '../../platform/isolated.js';
import type { TJobContext, TJobQueue } from '../../platform/jobs.js';
import type { TStorageService } from '../storage/storage.service.js';
import { DOCX_TEMPLATE } from './documents.service.js';
import type { TTemplateGenerationType } from './documents.repo.js';

/*
 * One template-generation job for every feature: the feature's source says which template and
 * which documents (with their placeholder values), read as the requester when the job runs;
 * this fills the template in the capped child a batch at a time, adds what the source makes
 * beside each batch (a PDF of each), reports progress, and keeps one ZIP as the job's result.
 */

export interface TPlannedDocument {
  /** The entry's name in the ZIP, without its extension (`0001_NW-1_Maple_Court`). */
  name: string;
  data: TTemplateData;
}

export interface TGenerationPlan {
  /** A DOCX template the requester may read (its placeholders were checked when it was kept). */
  template: { fileName: string; fileKey: string };
  /** The ZIP's name before its date (`Snow_Removal_SOW_documents` → `…_2026-07-30.zip`). */
  archiveName: string;
  documents: readonly TPlannedDocument[];
  /** Files made beside a batch of documents (in the capped child too), named in full. */
  companions?(batch: readonly TPlannedDocument[]): Promise<{ name: string; bytes: Uint8Array }[]>;
}

export interface TGenerationSource<P> {
  /**
   * Checks the requester may still generate, and reads what the documents need, as the
   * requester now (what they see may have changed since they asked). A refusal with words is
   * an HttpError below 500: the job fails with that message.
   */
  plan(actor: TActor, payload: P): Promise<TGenerationPlan>;
}

type TDeps = { storage: Pick<TStorageService, 'readAuthorised'>; isolate: TRunIsolated };

/** Documents filled per call of the capped child: big enough to amortise the hop, small enough to report progress. */
const FILL_BATCH = 50;

export function registerTemplateGeneration<P>(
  jobs: Pick<TJobQueue, 'register'>,
  deps: TDeps,
  type: TTemplateGenerationType,
  source: TGenerationSource<P>,
): void {
  jobs.register(type, async (ctx) => {
    await runTemplateGeneration(deps, source, ctx);
  });
}

export async function runTemplateGeneration<P>(
  { storage, isolate }: TDeps,
  source: TGenerationSource<P>,
  ctx: TJobContext,
): Promise<{ documents: number; ms: number }> {
  const started = performance.now();
  const plan = await source.plan(ctx.actor, ctx.job.payload as P);
  if (plan.documents.length === 0) throw badRequest('There is nothing to generate any more: none of the chosen records is left.');
  const templateBytes = await storage.readAuthorised(plan.template.fileKey);
  if (!templateBytes) throw badRequest('The template file is no longer available. Upload the template again.');
  await ctx.progress(5);

  const zip = new PizZip();
  const steps = plan.companions ? plan.documents.length * 2 : plan.documents.length;
  let done = 0;
  for (let at = 0; at < plan.documents.length; at += FILL_BATCH) {
    const batch = plan.documents.slice(at, at + FILL_BATCH);
    const filled = await isolate(DOCX_TEMPLATE, 'fillDocxTemplate', [templateBytes, batch.map((d) => d.data)]);
    filled.forEach((bytes, i) => zip.file(`${batch[i].name}.docx`, asBuffer(bytes)));
    done += batch.length;
    if (plan.companions) {
      for (const file of await plan.companions(batch)) zip.file(file.name, asBuffer(file.bytes));
      done += batch.length;
    }
    await ctx.progress(5 + (done / steps) * 90);
  }
  // DOCX and PDF are compressed already: stored, the ZIP costs no second compression.
  const archive = zip.generate({ type: 'nodebuffer', compression: 'STORE' });
  await ctx.saveResult(datedFileName(plan.archiveName, 'zip'), archive);
  const ms = Math.round(performance.now() - started);
  ctx.log.info({ type: ctx.job.type, documents: plan.documents.length, ms }, 'template documents generated');
  return { documents: plan.documents.length, ms };
}
