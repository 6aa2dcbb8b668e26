import { sowDocText, sowSections } from '@procura/shared';
import type { TRequestDb } from '../../platform/database.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { isolatedModule, type TRunIsolated } from '../../platform/isolated.js';
import type { TJobQueue } from '../../platform/jobs.js';
import { withActor } from '../../platform/scope.js';
import { registerTemplateGeneration, type TGenerationSource, type TPlannedDocument } from '../documents/template-generation.jobs.js';
import type { TStorageService } from '../storage/storage.service.js';
import { sowDocumentsRepo as repo, type TContactRow, type TGenerationPropertyRow } from './sow-documents.repo.js';
import { fileStem, logoPng, mayGenerate, type TSowGenerationPayload, type TSowReads } from './sow-documents.service.js';
import type * as Render from './sow-render.js';
import type { TDocumentHeading } from './sow-render.js';
import { addressLine, templateData, usDate } from './sow-template-data.js';

type TDeps = {
  db: TRequestDb;
  storage: Pick<TStorageService, 'readAuthorised'>;
  scopeOfWork: TSowReads;
  isolate: TRunIsolated;
};

const RENDER = isolatedModule<typeof Render>(import.meta, 'sow-render');

const entryName = (index: number, p: TGenerationPropertyRow) => `${String(index + 1).padStart(4, '0')}_${fileStem(p.code)}_${fileStem(p.name)}`;

/**
 * sow_template_generation (the documents feature's generation job): the scope's properties, as
 * the requester sees them when it runs, each get the template filled with their values and,
 * when asked, a PDF of the scope headed with the property.
 */
export function registerSowGenerationJob(jobs: Pick<TJobQueue, 'register'>, deps: TDeps): void {
  registerTemplateGeneration(jobs, deps, 'sow_template_generation', sowGenerationSource(deps));
}

export function sowGenerationSource({ db, storage, scopeOfWork, isolate }: TDeps): TGenerationSource<TSowGenerationPayload> {
  return {
    async plan(actor, payload) {
      if (!mayGenerate(actor)) throw forbidden();
      const template = await withActor(db, actor, (tx) => repo.template(tx, actor.workspace.tenantId, payload.templateId));
      if (!template) throw badRequest('The template was deleted before the documents were made. Choose another template and generate again.');
      const sow = await scopeOfWork.getClientSow(actor, payload.sowId);
      const { rows, contacts, client } = await withActor(db, actor, async (tx) => {
        const rows = await repo.generationProperties(tx, sow.id, payload.propertyIds ?? undefined);
        return {
          rows,
          contacts: await repo.contacts(
            tx,
            rows.map((r) => r.propertyId),
          ),
          client: (await repo.client(tx, sow.clientId)) ?? { logoKey: null, phone: null },
        };
      });
      if (rows.length === 0) throw badRequest('The scope of work applies to none of the chosen properties any more. Add properties and generate again.');

      const contactsOf = new Map<string, TContactRow[]>();
      for (const c of contacts) contactsOf.set(c.propertyId, [...(contactsOf.get(c.propertyId) ?? []), c]);
      const shared = {
        sections: sowSections(sow.content).map((s) => ({ heading: s.heading, body: s.text })),
        text: sowDocText(sow.content),
        today: usDate(new Date().toISOString().slice(0, 10)),
      };
      const rowOf = new Map<string, TGenerationPropertyRow>();
      const documents = rows.map((p, i): TPlannedDocument => {
        const name = entryName(i, p);
        rowOf.set(name, p);
        return { name, data: templateData(sow, client, p, contactsOf.get(p.propertyId) ?? [], shared) };
      });
      const logo = payload.includePdf && client.logoKey ? await logoPng(await storage.readAuthorised(client.logoKey)) : null;
      return {
        template: { fileName: template.fileName, fileKey: template.fileKey },
        archiveName: `${fileStem(sow.name)}_SOW_documents`,
        documents,
        companions: payload.includePdf
          ? async (batch) => {
              const headings = batch.map(({ name, data }): TDocumentHeading => {
                const p = rowOf.get(name) as TGenerationPropertyRow;
                return {
                  title: sow.name,
                  subtitle: `${sow.clientName} · ${p.name} (${p.code})`,
                  logo,
                  details: [
                    { label: 'Address', value: [addressLine(p), p.cityName, p.stateCode, p.zip].filter(Boolean).join(', ') || '—' },
                    ...(data.property_size ? [{ label: 'Size', value: String(data.property_size) }] : []),
                    ...(p.seasonStart || p.seasonEnd ? [{ label: 'Season', value: `${usDate(p.seasonStart)} – ${usDate(p.seasonEnd)}` }] : []),
                    ...(p.siteNotes ? [{ label: 'Site notes', value: p.siteNotes }] : []),
                  ],
                };
              });
              // Laid out in the child too: hundreds of PDFs are seconds of CPU the API's event loop should not carry.
              const pdfs = await isolate(RENDER, 'sowPdfs', [sow.content, headings]);
              return pdfs.map((bytes, i) => ({ name: `${batch[i].name}.pdf`, bytes }));
            }
          : undefined,
      };
    },
  };
}
