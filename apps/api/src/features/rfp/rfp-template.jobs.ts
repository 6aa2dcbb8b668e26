import { badRequest } from '../../platform/errors.js';
import type { TRequestDb } from '../../platform/database.js';
import { fileStem } from '../../platform/downloads.js';
import type { TRunIsolated } from '../../platform/isolated.js';
import type { TJobQueue } from '../../platform/jobs.js';
import { withActor } from '../../platform/scope.js';
import { registerTemplateGeneration, type TGenerationSource } from '../documents/template-generation.jobs.js';
import type { TStorageService } from '../storage/storage.service.js';
import { plannedDocuments, usDate } from './rfp-template.data.js';
import { rfpTemplateRepo as repo } from './rfp-template.repo.js';
import { buyerRfp, type TRfpTemplatePayload } from './rfp-template.service.js';

type TDeps = { db: TRequestDb; storage: Pick<TStorageService, 'readAuthorised'>; isolate: TRunIsolated };

/**
 * rfp_template_generation (the documents feature's generation job): the RFP as its requester
 * reads it when the job runs, one document per invited vendor or per property.
 */
export function rfpTemplateSource({ db }: Pick<TDeps, 'db'>): TGenerationSource<TRfpTemplatePayload> {
  return {
    async plan(actor, payload) {
      const { rfp, lines, vendors } = await withActor(db, actor, async (tx) => {
        const rfp = await buyerRfp(tx, actor, payload.rfpId);
        return { rfp, lines: await repo.lines(tx, rfp.id), vendors: payload.per === 'vendor' ? await repo.vendors(tx, rfp.id) : [] };
      });
      if (lines.length === 0) throw badRequest('The RFP has no lines any more: add properties and services, then generate again.');
      return {
        template: { fileName: payload.templateFileName, fileKey: payload.templateFileKey },
        archiveName: `${fileStem(rfp.number, 'RFP')}_${payload.per}_documents`,
        documents: plannedDocuments(payload.per, rfp, lines, vendors, usDate(new Date().toISOString().slice(0, 10))),
      };
    },
  };
}

export function registerRfpTemplateJob(jobs: Pick<TJobQueue, 'register'>, deps: TDeps): void {
  registerTemplateGeneration(jobs, deps, 'rfp_template_generation', rfpTemplateSource(deps));
}
