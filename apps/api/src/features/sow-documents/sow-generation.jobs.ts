import { performance } from 'node:perf_hooks';
import PizZip from 'pizzip';
import { PROPERTY_SIZE_UNIT_LABELS, sowDocText, sowSections, type TClientSow, type TPropertySizeUnit } from '@procura/shared';
import type { TRequestDb } from '../../platform/database.js';
import { datedFileName } from '../../platform/downloads.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { asBuffer, type TRunIsolated } from '../../platform/isolated.js';
import type { TJobContext, TJobQueue } from '../../platform/jobs.js';
import { withActor } from '../../platform/scope.js';
import type { TStorageService } from '../storage/storage.service.js';
import { sowDocumentsRepo as repo, type TContactRow, type TGenerationPropertyRow } from './sow-documents.repo.js';
import { fileStem, logoPng, mayGenerate, RENDER_MODULE, TEMPLATE_MODULE, type TSowGenerationPayload, type TSowReads } from './sow-documents.service.js';
import type { TDocumentHeading } from './sow-render.js';
import type { TTemplateData } from './sow-template.parse.js';

type TDeps = {
  db: TRequestDb;
  storage: Pick<TStorageService, 'readAuthorised'>;
  scopeOfWork: TSowReads;
  isolate: TRunIsolated;
};

/** Documents filled per call of the capped child: big enough to amortise the hop, small enough to report progress. */
const FILL_BATCH = 50;

/** "2026-11-22" → "11/22/2026" (the placeholders' documented format). */
const usDate = (iso: string | null) => (iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '');
const sizeText = (value: number | null, unit: string | null) =>
  value === null ? '' : `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${PROPERTY_SIZE_UNIT_LABELS[(unit ?? 'SQ_FT') as TPropertySizeUnit] ?? unit ?? ''}`.trim();

export const addressLine = (p: Pick<TGenerationPropertyRow, 'addressLine1' | 'addressLine2'>) => [p.addressLine1, p.addressLine2].filter(Boolean).join(', ');

/** One property's placeholder values (SOW_TEMPLATE_PLACEHOLDERS). */
export function templateData(
  sow: TClientSow,
  client: { phone: string | null },
  p: TGenerationPropertyRow,
  contacts: readonly TContactRow[],
  shared: { sections: { heading: string; body: string }[]; text: string; today: string },
): TTemplateData {
  const scoped = p.sizeValue !== null;
  return {
    client_name: sow.clientName,
    client_phone: client.phone ?? '',
    property_name: p.name,
    property_code: p.code,
    property_address: addressLine(p),
    property_city: p.cityName ?? '',
    property_state: p.stateCode ?? '',
    property_zip: p.zip ?? '',
    property_size: scoped ? sizeText(p.sizeValue, p.sizeUnit) : sizeText(p.propertySizeValue, p.propertySizeUnit),
    site_notes: p.siteNotes ?? '',
    season_start: usDate(p.seasonStart),
    season_end: usDate(p.seasonEnd),
    service_name: sow.serviceName,
    service_category: sow.categoryName,
    sow_name: sow.name,
    sow_text: shared.text,
    sections: shared.sections,
    property_contacts: contacts.map((c) => `${c.name}, ${c.contactType}, ${c.email}`).join('\n'),
    generated_date: shared.today,
  };
}

const entryName = (index: number, p: TGenerationPropertyRow, ext: string) =>
  `${String(index + 1).padStart(4, '0')}_${fileStem(p.code)}_${fileStem(p.name)}.${ext}`;

/**
 * sow_template_generation: the scope's properties (as the requester sees them when it runs)
 * each get the template filled with their values, in the capped child a batch at a time,
 * optionally a PDF of the scope headed with the property, all in one ZIP as the job's result.
 */
export function registerSowGenerationJob(jobs: Pick<TJobQueue, 'register'>, deps: TDeps): void {
  jobs.register('sow_template_generation', async (ctx) => {
    await runSowGeneration(deps, ctx);
  });
}

export async function runSowGeneration({ db, storage, scopeOfWork, isolate }: TDeps, ctx: TJobContext): Promise<{ documents: number; ms: number }> {
  const started = performance.now();
  const payload = ctx.job.payload as TSowGenerationPayload;
  const { actor } = ctx;
  if (!mayGenerate(actor)) throw forbidden();
  const template = await withActor(db, actor, (tx) => repo.template(tx, actor.workspace.tenantId, payload.templateId));
  if (!template) throw badRequest('The template was deleted before the documents were made. Choose another template and generate again.');
  const sow = await scopeOfWork.getClientSow(actor, payload.sowId);
  const { rows, contacts, client } = await withActor(db, actor, async (tx) => {
    const rows = await repo.generationProperties(tx, sow.id, payload.propertyIds ?? undefined);
    return { rows, contacts: await repo.contacts(tx, rows.map((r) => r.propertyId)), client: (await repo.client(tx, sow.clientId)) ?? { logoKey: null, phone: null } };
  });
  if (rows.length === 0) throw badRequest('The scope of work applies to none of the chosen properties any more. Add properties and generate again.');
  const templateBytes = await storage.readAuthorised(template.fileKey);
  if (!templateBytes) throw badRequest('The template file is no longer available. Upload the template again.');
  await ctx.progress(5);

  const contactsOf = new Map<string, TContactRow[]>();
  for (const c of contacts) contactsOf.set(c.propertyId, [...(contactsOf.get(c.propertyId) ?? []), c]);
  const shared = {
    sections: sowSections(sow.content).map((s) => ({ heading: s.heading, body: s.text })),
    text: sowDocText(sow.content),
    today: usDate(new Date().toISOString().slice(0, 10)),
  };
  const logo = payload.includePdf && client.logoKey ? await logoPng(await storage.readAuthorised(client.logoKey)) : null;
  const zip = new PizZip();
  const steps = payload.includePdf ? rows.length * 2 : rows.length;
  let done = 0;
  for (let at = 0; at < rows.length; at += FILL_BATCH) {
    const batch = rows.slice(at, at + FILL_BATCH);
    const data = batch.map((p) => templateData(sow, client, p, contactsOf.get(p.propertyId) ?? [], shared));
    const filled = await isolate(TEMPLATE_MODULE, 'fillSowTemplate', [template.fileName, templateBytes, data]);
    filled.forEach((bytes, i) => zip.file(entryName(at + i, batch[i], 'docx'), asBuffer(bytes)));
    done += batch.length;
    if (payload.includePdf) {
      const headings = batch.map((p, i): TDocumentHeading => ({
        title: sow.name,
        subtitle: `${sow.clientName} · ${p.name} (${p.code})`,
        logo,
        details: [
          { label: 'Address', value: [addressLine(p), p.cityName, p.stateCode, p.zip].filter(Boolean).join(', ') || '—' },
          ...(data[i].property_size ? [{ label: 'Size', value: String(data[i].property_size) }] : []),
          ...(p.seasonStart || p.seasonEnd ? [{ label: 'Season', value: `${usDate(p.seasonStart)} – ${usDate(p.seasonEnd)}` }] : []),
          ...(p.siteNotes ? [{ label: 'Site notes', value: p.siteNotes }] : []),
        ],
      }));
      // Laid out in the child too: hundreds of PDFs are seconds of CPU the API's event loop should not carry.
      const pdfs = await isolate(RENDER_MODULE, 'sowPdfs', [sow.content, headings]);
      pdfs.forEach((bytes, i) => zip.file(entryName(at + i, batch[i], 'pdf'), asBuffer(bytes)));
      done += batch.length;
    }
    await ctx.progress(5 + (done / steps) * 90);
  }
  // DOCX and PDF are compressed already: stored, the ZIP costs no second compression.
  const archive = zip.generate({ type: 'nodebuffer', compression: 'STORE' });
  await ctx.saveResult(datedFileName(`${fileStem(sow.name)}_SOW_documents`, 'zip'), archive);
  const ms = Math.round(performance.now() - started);
  ctx.log.info({ documents: rows.length, includePdf: payload.includePdf, ms }, 'SOW documents generated');
  return { documents: rows.length, ms };
}
