import crypto from 'node:crypto';
import {
  can,
  type TBackgroundJob,
  type TClientSow,
  type TSowExtractResult,
  type TSowGenerateRequest,
  type TSowLibraryEntry,
  type TSowTemplate,
} from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import { recordAudit } from '../../platform/audit.js';
import type { TRequestDb } from '../../platform/database.js';
import { datedFileName, fileStem as nameStem } from '../../platform/downloads.js';
import { fieldError, forbidden, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import type { TDocumentsService, TGenerationPayload } from '../documents/documents.service.js';
import type { TStorageService } from '../storage/storage.service.js';
import { sowDocumentsRepo as repo, type TTemplateRow } from './sow-documents.repo.js';
import { SOW_READ, sowDocFromText } from './sow-extract.js';
import type { TDocumentHeading } from './sow-render.js';
import { SOW_TEMPLATE_RULES } from './sow-template-data.js';

/** What sow-core's service gives the documents: a scope or library text the actor may read (404 otherwise). */
export interface TSowReads {
  getClientSow(actor: TActor, id: string): Promise<TClientSow>;
  getLibraryEntry(actor: TActor, id: string): Promise<TSowLibraryEntry>;
}

export interface TSowDocumentsDeps {
  db: TRequestDb;
  storage: Pick<TStorageService, 'readFile' | 'readAuthorised' | 'confirmFile' | 'registerOwner'>;
  scopeOfWork: TSowReads;
  documents: Pick<TDocumentsService, 'readText' | 'inspectTemplate' | 'startGeneration'>;
}

export interface TSowGenerationPayload extends TGenerationPayload {
  templateId: string;
  sowId: string;
  /** null: every property the scope applies to when the job runs. */
  propertyIds: string[] | null;
  includePdf: boolean;
  workspaceId: string;
}

const READABLE_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];
const TEMPLATES_NOT_FOR_VENDORS = 'SOW templates are kept by the provider and clients; vendors receive documents through RFPs.';
const TEMPLATE = 'SOW template';

/** "Snow Removal" → "Snow_Removal": letters and digits of a name, for a file name. */
export const fileStem = (name: string): string => nameStem(name, 'Scope_of_work');

export const presentTemplate = (row: TTemplateRow): TSowTemplate => ({
  id: row.id,
  name: row.name,
  fileName: row.fileName,
  placeholders: row.placeholders,
  createdAt: row.createdAt.toISOString(),
  createdByName: row.createdByName,
});

/** A client's logo as PNG (what both pdfmake and docx draw), at most 192 px high; none when unreadable. */
export async function logoPng(bytes: Buffer | null): Promise<TDocumentHeading['logo']> {
  if (!bytes) return null;
  // Loaded at first use, not with the app (docs/contributing.md "Tests": heavy packages).
  const { default: sharp } = await import('sharp');
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: 60_000_000 })
      .resize({ height: 192, width: 768, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    // A logo that cannot be drawn leaves the header without one rather than the document unmade.
    return null;
  }
}

/**
 * SOW files and documents (issue #10): text out of an uploaded PDF/DOCX, downloads of a library
 * text or a client scope as PDF/DOCX, DOCX templates, and generating one document per property.
 */
export function createSowDocumentsService({ db, storage, scopeOfWork, documents }: TSowDocumentsDeps) {
  // A template's file is read by whoever sees the template (its workspace).
  storage.registerOwner('sow_templates', (actor, ownerId) => withActor(db, actor, (tx) => repo.templateVisible(tx, ownerId)));

  function assertTemplateWorkspace(actor: TActor): void {
    if (actor.kind === 'vendor') throw forbidden(TEMPLATES_NOT_FOR_VENDORS);
  }

  async function clientLogo(actor: TActor, clientId: string): Promise<TDocumentHeading['logo']> {
    const client = await withActor(db, actor, (tx) => repo.client(tx, clientId));
    return client?.logoKey ? logoPng(await storage.readAuthorised(client.logoKey)) : null;
  }

  async function render(format: 'pdf' | 'docx', content: TClientSow['content'], heading: TDocumentHeading, name: string) {
    // pdfmake and docx load at the first document drawn, not with the app (docs/contributing.md).
    const { sowDocx, sowPdf } = await import('./sow-render.js');
    const body = format === 'pdf' ? await sowPdf(content, heading) : await sowDocx(content, heading);
    return { fileName: datedFileName(`${fileStem(name)}_SOW`, format), body };
  }

  return {
    /** The text of a `scope_of_work` upload (the uploader's own, or one a scope they read confirmed), as editor JSON. */
    async extract(actor: TActor, fileKey: string): Promise<TSowExtractResult> {
      const file = await storage.readFile(actor, fileKey, { categories: ['scope_of_work'], field: 'fileKey' });
      if (!READABLE_TYPES.includes(file.contentType)) {
        throw fieldError('fileKey', `"${file.fileName}" is not a PDF or Word (.docx) file: only those can be read into the editor.`);
      }
      return sowDocFromText(file.fileName, await documents.readText(file, SOW_READ));
    },

    async downloadLibrary(actor: TActor, id: string, format: 'pdf' | 'docx') {
      const entry = await scopeOfWork.getLibraryEntry(actor, id);
      return render(
        format,
        entry.content,
        { title: entry.title, subtitle: `${entry.categoryName} · ${entry.serviceName} · version ${entry.version}` },
        entry.title,
      );
    },

    async downloadClientSow(actor: TActor, id: string, format: 'pdf' | 'docx') {
      const sow = await scopeOfWork.getClientSow(actor, id);
      const heading: TDocumentHeading = {
        title: sow.name,
        subtitle: `${sow.clientName} · ${sow.categoryName} · ${sow.serviceName}`,
        logo: await clientLogo(actor, sow.clientId),
        details: [
          { label: 'Status', value: sow.status.charAt(0) + sow.status.slice(1).toLowerCase() },
          { label: 'Version', value: String(sow.version) },
          ...(sow.propertyCount ? [{ label: 'Properties', value: String(sow.propertyCount) }] : []),
        ],
      };
      return render(format, sow.content, heading, sow.name);
    },

    async listTemplates(actor: TActor): Promise<{ data: TSowTemplate[] }> {
      assertTemplateWorkspace(actor);
      const rows = await withActor(db, actor, (tx) => repo.listTemplates(tx, actor.workspace.tenantId));
      return { data: rows.map(presentTemplate) };
    },

    /** Checks the uploaded DOCX (ZIP rules, parse, known placeholders) and keeps it with its placeholders. */
    async createTemplate(actor: TActor, input: { name: string; fileKey: string }): Promise<TSowTemplate> {
      assertTemplateWorkspace(actor);
      const file = await storage.readFile(actor, input.fileKey, { categories: ['sow_template'], field: 'fileKey' });
      const placeholders = await documents.inspectTemplate(file, SOW_TEMPLATE_RULES);
      const tenantId = actor.workspace.tenantId;
      return withActor(db, actor, async (tx) => {
        const id = crypto.randomUUID();
        await storage.confirmFile(tx, actor, {
          key: input.fileKey,
          categories: ['sow_template'],
          ownerTable: 'sow_templates',
          ownerId: id,
          tenantId,
          field: 'fileKey',
        });
        await repo.insertTemplate(tx, { id, tenantId, name: input.name, fileKey: input.fileKey, placeholders, createdBy: actor.userId });
        await recordAudit(tx, actor, {
          entity: 'sow_template',
          entityId: id,
          action: 'create',
          after: { name: input.name, fileName: file.fileName, placeholders },
        });
        return presentTemplate((await repo.template(tx, tenantId, id)) as TTemplateRow);
      });
    },

    /** The template goes; its stored file stays with the audit trail (storage owns its lifecycle). */
    async removeTemplate(actor: TActor, id: string): Promise<void> {
      assertTemplateWorkspace(actor);
      await withActor(db, actor, async (tx) => {
        const row = await repo.template(tx, actor.workspace.tenantId, id);
        if (!row || !(await repo.deleteTemplate(tx, id))) throw notFound(TEMPLATE);
        await recordAudit(tx, actor, { entity: 'sow_template', entityId: id, action: 'delete', before: { name: row.name, fileName: row.fileName } });
      });
    },

    /** Starts the sow_template_generation job: one document per chosen property of the scope. */
    async generate(actor: TActor, input: TSowGenerateRequest & { includePdf: boolean }): Promise<TBackgroundJob> {
      assertTemplateWorkspace(actor);
      const template = await withActor(db, actor, (tx) => repo.template(tx, actor.workspace.tenantId, input.templateId));
      if (!template) throw notFound(TEMPLATE);
      const sow = await scopeOfWork.getClientSow(actor, input.sowId);
      const chosen = input.propertyIds ? [...new Set(input.propertyIds.map((id) => id.toLowerCase()))] : undefined;
      const ids = await withActor(db, actor, (tx) => repo.scopePropertyIds(tx, sow.id, chosen));
      if (chosen && ids.length < chosen.length) {
        throw fieldError('propertyIds', `${chosen.length - ids.length} of the chosen properties are not in this scope of work. Add them to the scope first.`);
      }
      if (ids.length === 0) throw fieldError('propertyIds', 'This scope of work applies to no properties yet. Add properties to it first.');
      const payload: TSowGenerationPayload = {
        templateId: template.id,
        sowId: sow.id,
        propertyIds: chosen ?? null,
        includePdf: input.includePdf,
        workspaceId: actor.workspace.tenantId,
        documentCount: ids.length,
      };
      return documents.startGeneration(
        actor,
        'sow_template_generation',
        `SOW documents: ${sow.name} (${ids.length} ${ids.length === 1 ? 'property' : 'properties'})`,
        payload,
      );
    },
  };
}

export type TSowDocumentsService = ReturnType<typeof createSowDocumentsService>;

/** Whether the actor may generate documents (the job checks again when it runs, as its requester). */
export const mayGenerate = (actor: TActor): boolean =>
  can(actor.permissions, 'client_management', 'Create') || can(actor.permissions, 'client_management', 'Edit');
