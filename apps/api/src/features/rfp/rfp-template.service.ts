import { type TBackgroundJob, type TRfpTemplatePer } from '@procura/shared';
import { canMakeRfpDocuments } from '@procura/shared/policies';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb, TScopedTx } from '../../platform/database.js';
import { fieldError, forbidden, HttpError, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import type { TDocumentsService, TGenerationPayload } from '../documents/documents.service.js';
import type { TStorageService } from '../storage/storage.service.js';
import { RFP_TEMPLATE_RULES } from './rfp-template.data.js';
import { rfpTemplateRepo as repo } from './rfp-template.repo.js';
import type { TRfpDetailRow } from './rfp.presenter.js';
import { rfpRepo } from './rfp.repo.js';

export interface TRfpTemplatePayload extends TGenerationPayload {
  rfpId: string;
  per: TRfpTemplatePer;
  templateFileKey: string;
  templateFileName: string;
  workspaceId: string;
}

export interface TRfpTemplateDeps {
  db: TRequestDb;
  storage: Pick<TStorageService, 'readFile' | 'confirmFile' | 'registerOwner'>;
  documents: Pick<TDocumentsService, 'inspectTemplate' | 'startGeneration'>;
}

/** The template file is kept with the RFP it filled (not a document vendors read): the buyer's. */
const OWNER_TABLE = 'rfp_templates';
const FIELD = 'templateFileId';
const NOT_FOR_VENDORS = 'RFP documents are made by the buyer: the provider and the client.';

/**
 * The RFP the actor may make documents of (docs/rfp.md "Documents from a template"): the buyer's
 * (the provider with Client Management Edit, the client's people with it). A vendor that reads
 * the RFP is refused (403); an RFP the actor does not see is 404.
 */
export async function buyerRfp(tx: TScopedTx, actor: TActor, rfpId: string): Promise<TRfpDetailRow> {
  if (actor.kind === 'vendor') {
    if (!(await rfpRepo.get(tx, actor, rfpId))) throw notFound('RFP');
    throw forbidden(NOT_FOR_VENDORS);
  }
  const row = await rfpRepo.get(tx, actor, rfpId, 'write');
  if (!row) throw notFound('RFP');
  if (!canMakeRfpDocuments(actor)) throw forbidden();
  return row;
}

/** The document services' refusals name `fileKey`; the request calls it `templateFileId`. */
function renamed(error: unknown): unknown {
  if (!(error instanceof HttpError) || !error.fieldErrors?.fileKey) return error;
  const { fileKey, ...rest } = error.fieldErrors;
  return new HttpError(error.statusCode, error.message, { ...rest, [FIELD]: fileKey }, error.headers);
}

/** RFP documents from an uploaded `rfp_template` DOCX: checks the template and starts the rfp_template_generation job. */
export function createRfpTemplateService({ db, storage, documents }: TRfpTemplateDeps) {
  storage.registerOwner(OWNER_TABLE, (actor, rfpId) => withActor(db, actor, async (tx) => Boolean(await rfpRepo.get(tx, actor, rfpId, 'write'))));

  return {
    /**
     * One document per invited vendor or per property. A replay (the same template and choice)
     * while the first job is pending answers that job.
     */
    async generate(actor: TActor, rfpId: string, input: { templateFileId: string; per: TRfpTemplatePer }): Promise<TBackgroundJob> {
      const { rfp, counts } = await withActor(db, actor, async (tx) => {
        const rfp = await buyerRfp(tx, actor, rfpId);
        return { rfp, counts: await repo.counts(tx, rfp.id) };
      });
      const documentCount = input.per === 'vendor' ? counts.vendors : counts.properties;
      if (documentCount === 0) {
        throw fieldError(
          'per',
          input.per === 'vendor'
            ? 'No vendor is invited to this RFP yet: invite vendors first.'
            : 'This RFP has no lines yet: add properties and services first.',
        );
      }
      const file = await storage.readFile(actor, input.templateFileId, { categories: ['rfp_template'], field: FIELD }).catch((error: unknown) => {
        throw renamed(error);
      });
      await documents.inspectTemplate(file, RFP_TEMPLATE_RULES).catch((error: unknown) => {
        throw renamed(error);
      });
      await withActor(db, actor, (tx) =>
        storage.confirmFile(tx, actor, {
          key: input.templateFileId,
          categories: ['rfp_template'],
          ownerTable: OWNER_TABLE,
          ownerId: rfp.id,
          tenantId: rfp.tenantId,
          field: FIELD,
        }),
      );
      const payload: TRfpTemplatePayload = {
        rfpId: rfp.id,
        per: input.per,
        templateFileKey: input.templateFileId,
        templateFileName: file.fileName,
        workspaceId: actor.workspace.tenantId,
        documentCount,
      };
      const what = input.per === 'vendor' ? (documentCount === 1 ? 'vendor' : 'vendors') : documentCount === 1 ? 'property' : 'properties';
      return documents.startGeneration(actor, 'rfp_template_generation', `RFP documents: ${rfp.number} ${rfp.title} (${documentCount} ${what})`, payload, {
        oncePending: true,
      });
    },
  };
}

export type TRfpTemplateService = ReturnType<typeof createRfpTemplateService>;
