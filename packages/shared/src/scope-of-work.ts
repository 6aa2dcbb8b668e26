import { z } from 'zod';
import { pageOf, ZPageQuerySchema } from './pagination.js';
import { PROPERTY_SIZE_UNITS } from './property-enums.js';
import { ZSowDocSchema } from './sow-document.js';
import { csvList } from './user-management.js';
import type { TTransitionTable } from './workflow.js';
import { blankToNull, optionalText } from './form-values.js';

/*
 * Scope of work (issue #10): the library (the provider's reusable texts per service), client
 * scopes (a client's SOW for one service, applied to properties with per-property variables),
 * versions and diffs, file extraction and downloads, DOCX templates. The assistant's contract is
 * in sow-assistant.ts.
 */

const text = (label: string, max: number) => z.string().trim().min(1, `Enter the ${label}.`).max(max, `The ${label} is at most ${max} characters.`);
const ZIsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.');

export const SOW_NAME_MAX = 200;
export const SOW_CHANGE_NOTE_MAX = 500;
/** How many properties one request may add to a scope (the screen adds in pages). */
export const SOW_PROPERTIES_PER_REQUEST_MAX = 1_000;

/** The sections of a library text, in order: the assistant drafts in this structure. */
export const SOW_SECTION_HEADINGS = [
  'Scope and tasks',
  'Frequency and schedule',
  'Season and service window',
  'Materials and equipment',
  'Exclusions',
  'Performance standards',
  'Safety and insurance requirements',
  'Reporting and communication',
] as const;

export const SOW_LIBRARY_STATUSES = ['ACTIVE', 'ARCHIVED'] as const;
export type TSowLibraryStatus = (typeof SOW_LIBRARY_STATUSES)[number];

export const CLIENT_SOW_STATUSES = ['DRAFT', 'ACTIVE', 'ARCHIVED'] as const;
export type TClientSowStatus = (typeof CLIENT_SOW_STATUSES)[number];
export const CLIENT_SOW_STATUS_LABELS: Record<TClientSowStatus, string> = { DRAFT: 'Draft', ACTIVE: 'Active', ARCHIVED: 'Archived' };
/**
 * A client scope's lifecycle: DRAFT → ACTIVE → ARCHIVED (a draft may be archived at once), and
 * an archived scope back to a draft. Whoever may change the scope may make these moves.
 */
export const CLIENT_SOW_LIFECYCLE: TTransitionTable<TClientSowStatus, unknown, unknown> = [
  { action: 'status', from: ['DRAFT'], to: 'ACTIVE' },
  { action: 'status', from: ['DRAFT', 'ACTIVE'], to: 'ARCHIVED' },
  { action: 'status', from: ['ARCHIVED'], to: 'DRAFT' },
];

export const CLIENT_SOW_SOURCES = ['LIBRARY', 'UPLOAD', 'ASSISTANT', 'BLANK'] as const;
export type TClientSowSource = (typeof CLIENT_SOW_SOURCES)[number];
export const CLIENT_SOW_SOURCE_LABELS: Record<TClientSowSource, string> = {
  LIBRARY: 'From the library',
  UPLOAD: 'From an uploaded file',
  ASSISTANT: 'Drafted with the assistant',
  BLANK: 'Written from scratch',
};

// ── Versions (library texts and client scopes share the shape) ─────────────────────────────

export const ZSowVersionSchema = z.object({
  version: z.number().int(),
  /** The title (library) or name (client scope) at that version. */
  name: z.string(),
  changeNote: z.string().nullable(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type TSowVersion = z.infer<typeof ZSowVersionSchema>;
export const ZSowVersionPageSchema = pageOf(ZSowVersionSchema);
export const ZSowVersionDetailSchema = ZSowVersionSchema.extend({ content: ZSowDocSchema, contentHtml: z.string() });
export type TSowVersionDetail = z.infer<typeof ZSowVersionDetailSchema>;

/** GET …/versions/diff?from=&to= : a line-and-word diff of the two versions' plain text. */
export const ZSowDiffQuerySchema = z.object({ from: z.coerce.number().int().min(1), to: z.coerce.number().int().min(1) });
export const ZSowDiffPartSchema = z.object({ kind: z.enum(['same', 'added', 'removed']), text: z.string() });
export const ZSowDiffSchema = z.object({ from: z.number().int(), to: z.number().int(), parts: z.array(ZSowDiffPartSchema) });
export type TSowDiff = z.infer<typeof ZSowDiffSchema>;

export const ZSowChangeNoteSchema = optionalText(SOW_CHANGE_NOTE_MAX);

// ── Library ───────────────────────────────────────────────────────────────────────────────

export const SOW_LIBRARY_SORT_FIELDS = ['title', 'service', 'updatedAt'] as const;

export const ZSowLibraryQuerySchema = z.object({
  ...ZPageQuerySchema.shape,
  search: z.string().trim().max(200).optional(),
  categoryIds: csvList(z.uuid()),
  serviceIds: csvList(z.uuid()),
  status: z.enum(SOW_LIBRARY_STATUSES).optional(),
  sort: z.enum(SOW_LIBRARY_SORT_FIELDS).default('service'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type TSowLibraryQuery = z.infer<typeof ZSowLibraryQuerySchema>;
export type TSowLibraryQueryInput = z.input<typeof ZSowLibraryQuerySchema>;

/** What the reader may do to a library text (policies/scope-of-work.ts). */
export const ZSowLibraryAbilitiesSchema = z.object({ edit: z.boolean() });
export type TSowLibraryAbilities = z.infer<typeof ZSowLibraryAbilitiesSchema>;

export const ZSowLibraryItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(SOW_LIBRARY_STATUSES),
  version: z.number().int(),
  serviceId: z.string(),
  serviceName: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  /** The first ~200 characters of the plain text. */
  excerpt: z.string(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
  abilities: ZSowLibraryAbilitiesSchema,
});
export type TSowLibraryItem = z.infer<typeof ZSowLibraryItemSchema>;
export const ZSowLibraryPageSchema = pageOf(ZSowLibraryItemSchema);
export type TSowLibraryPage = z.infer<typeof ZSowLibraryPageSchema>;

export const ZSowLibraryEntrySchema = ZSowLibraryItemSchema.extend({ content: ZSowDocSchema, contentHtml: z.string(), createdAt: z.string() });
export type TSowLibraryEntry = z.infer<typeof ZSowLibraryEntrySchema>;

export const ZSowLibraryInputSchema = z.object({
  serviceId: z.uuid('Choose a service.'),
  title: text('title', SOW_NAME_MAX),
  content: ZSowDocSchema,
  changeNote: ZSowChangeNoteSchema,
});
export type TSowLibraryInput = z.input<typeof ZSowLibraryInputSchema>;

export const ZSowLibraryUpdateSchema = z.object({
  serviceId: z.uuid('Choose a service.').optional(),
  title: text('title', SOW_NAME_MAX).optional(),
  content: ZSowDocSchema.optional(),
  status: z.enum(SOW_LIBRARY_STATUSES).optional(),
  changeNote: ZSowChangeNoteSchema,
});
export type TSowLibraryUpdate = z.input<typeof ZSowLibraryUpdateSchema>;

// ── Client scopes ─────────────────────────────────────────────────────────────────────────

export const CLIENT_SOW_SORT_FIELDS = ['name', 'client', 'service', 'status', 'updatedAt'] as const;

export const ZClientSowQuerySchema = z.object({
  ...ZPageQuerySchema.shape,
  search: z.string().trim().max(200).optional(),
  clientIds: csvList(z.uuid()),
  serviceIds: csvList(z.uuid()),
  /** Scopes that apply to this property (the property's services tab). */
  propertyId: z.uuid().optional(),
  status: csvList(z.enum(CLIENT_SOW_STATUSES)),
  sort: z.enum(CLIENT_SOW_SORT_FIELDS).default('updatedAt'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type TClientSowQuery = z.infer<typeof ZClientSowQuerySchema>;
export type TClientSowQueryInput = z.input<typeof ZClientSowQuerySchema>;

/** What the reader may do to a client scope (policies/scope-of-work.ts). */
export const ZClientSowAbilitiesSchema = z.object({
  /** Its name, text, service and properties, and restoring a version. */
  edit: z.boolean(),
  /** The statuses it may be moved to now. */
  statusChanges: z.array(z.enum(CLIENT_SOW_STATUSES)),
  /** Documents from the workspace's DOCX templates. */
  generateDocuments: z.boolean(),
});
export type TClientSowAbilities = z.infer<typeof ZClientSowAbilitiesSchema>;

export const ZClientSowItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(CLIENT_SOW_STATUSES),
  source: z.enum(CLIENT_SOW_SOURCES),
  composedOffline: z.boolean(),
  version: z.number().int(),
  clientId: z.string(),
  clientName: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  libraryEntryId: z.string().nullable(),
  propertyCount: z.number().int(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
  abilities: ZClientSowAbilitiesSchema,
});
export type TClientSowItem = z.infer<typeof ZClientSowItemSchema>;
export const ZClientSowPageSchema = pageOf(ZClientSowItemSchema);
export type TClientSowPage = z.infer<typeof ZClientSowPageSchema>;

export const ZClientSowSchema = ZClientSowItemSchema.extend({
  content: ZSowDocSchema,
  contentHtml: z.string(),
  sourceFileKey: z.string().nullable(),
  createdAt: z.string(),
});
export type TClientSow = z.infer<typeof ZClientSowSchema>;

export const ZClientSowInputSchema = z.object({
  clientId: z.uuid('Choose a client.'),
  serviceId: z.uuid('Choose a service.'),
  name: text('name', SOW_NAME_MAX),
  source: z.enum(CLIENT_SOW_SOURCES).default('BLANK'),
  /** With source LIBRARY: the text it starts from (its content is copied when `content` is left out). */
  libraryEntryId: z.uuid().nullable().optional(),
  /** With source UPLOAD: the confirmed `scope_of_work` file the text was extracted from. */
  sourceFileKey: z.string().max(500).nullable().optional(),
  composedOffline: z.boolean().optional(),
  content: ZSowDocSchema.optional(),
  /** Properties of the same client it applies to from the start. */
  propertyIds: z.array(z.uuid()).max(SOW_PROPERTIES_PER_REQUEST_MAX).optional(),
});
export type TClientSowInput = z.input<typeof ZClientSowInputSchema>;

export const ZClientSowUpdateSchema = z.object({
  name: text('name', SOW_NAME_MAX).optional(),
  serviceId: z.uuid('Choose a service.').optional(),
  content: ZSowDocSchema.optional(),
  changeNote: ZSowChangeNoteSchema,
});
export type TClientSowUpdate = z.input<typeof ZClientSowUpdateSchema>;

export const ZClientSowStatusSchema = z.object({ status: z.enum(CLIENT_SOW_STATUSES) });

// ── A scope's properties and their variables ──────────────────────────────────────────────

export const ZSowPropertyVariablesSchema = z
  .object({
    sizeValue: z.preprocess(blankToNull, z.number().positive('Enter a size above 0.').max(1e9).nullable().optional()),
    sizeUnit: z.preprocess(blankToNull, z.enum(PROPERTY_SIZE_UNITS).nullable().optional()),
    siteNotes: optionalText(2_000),
    seasonStart: z.preprocess(blankToNull, ZIsoDateSchema.nullable().optional()),
    seasonEnd: z.preprocess(blankToNull, ZIsoDateSchema.nullable().optional()),
  })
  .refine((v) => !v.seasonStart || !v.seasonEnd || v.seasonStart <= v.seasonEnd, { message: 'The season ends after it starts.', path: ['seasonEnd'] });
export type TSowPropertyVariables = z.input<typeof ZSowPropertyVariablesSchema>;

export const ZSowPropertyQuerySchema = z.object({
  ...ZPageQuerySchema.shape,
  sowId: z.uuid(),
  search: z.string().trim().max(200).optional(),
});

export const ZSowPropertySchema = z.object({
  sowId: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  propertyCode: z.string(),
  cityName: z.string().nullable(),
  stateCode: z.string().nullable(),
  /** The property's own size, shown when the scope has none of its own. */
  propertySizeValue: z.number().nullable(),
  propertySizeUnit: z.enum(PROPERTY_SIZE_UNITS),
  sizeValue: z.number().nullable(),
  sizeUnit: z.enum(PROPERTY_SIZE_UNITS).nullable(),
  siteNotes: z.string().nullable(),
  seasonStart: z.string().nullable(),
  seasonEnd: z.string().nullable(),
});
export type TSowProperty = z.infer<typeof ZSowPropertySchema>;
export const ZSowPropertyPageSchema = pageOf(ZSowPropertySchema);

/** POST /v1/client-scope-of-work/property: apply the scope to properties (already applied ones are kept as they are). */
export const ZSowPropertyAddSchema = z.object({
  sowId: z.uuid(),
  propertyIds: z.array(z.uuid()).min(1, 'Choose at least one property.').max(SOW_PROPERTIES_PER_REQUEST_MAX),
  variables: ZSowPropertyVariablesSchema.optional(),
});
export const ZSowPropertyUpdateSchema = z.object({ sowId: z.uuid(), propertyId: z.uuid(), variables: ZSowPropertyVariablesSchema });
export const ZSowPropertyRemoveSchema = z.object({ sowId: z.uuid(), propertyIds: z.array(z.uuid()).min(1).max(SOW_PROPERTIES_PER_REQUEST_MAX) });
export const ZSowPropertyAddResultSchema = z.object({ added: z.number().int(), alreadyApplied: z.number().int() });

// ── Files: text from an upload, documents out ────────────────────────────────────────────────

/** POST /v1/scope-of-work/extract: the text of a confirmed `scope_of_work` upload (PDF or DOCX), as editor JSON. */
export const ZSowExtractRequestSchema = z.object({ fileKey: z.string().min(1).max(500) });
export const ZSowExtractResultSchema = z.object({
  content: ZSowDocSchema,
  /** e.g. "The PDF has no text layer (a scan): nothing could be read." */
  warnings: z.array(z.string()),
  pageCount: z.number().int().nullable(),
});
export type TSowExtractResult = z.infer<typeof ZSowExtractResultSchema>;

export const SOW_DOWNLOAD_FORMATS = ['pdf', 'docx'] as const;
export const ZSowDownloadQuerySchema = z.object({ format: z.enum(SOW_DOWNLOAD_FORMATS).default('pdf') });

/** GET /v1/scope-of-work: one searchable list of the SOW texts the actor may pick (library and client scopes). */
export const ZSowPickQuerySchema = z.object({
  ...ZPageQuerySchema.shape,
  search: z.string().trim().max(200).optional(),
  clientId: z.uuid().optional(),
  serviceId: z.uuid().optional(),
});
export const ZSowPickItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['LIBRARY', 'CLIENT']),
  name: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  status: z.string(),
});
export const ZSowPickPageSchema = pageOf(ZSowPickItemSchema);

// ── DOCX templates ───────────────────────────────────────────────────────────────────────────

/**
 * The placeholders a `sow_template` DOCX may use, written `{name}` in the document. A template
 * with any other placeholder is refused on upload with the unknown ones listed. `{#sections}…{/sections}`
 * repeats for each SOW section with `{heading}` and `{body}` inside.
 */
export const SOW_TEMPLATE_PLACEHOLDERS = [
  { name: 'client_name', description: "The client's name" },
  { name: 'client_phone', description: "The client's phone" },
  { name: 'property_name', description: 'The property name' },
  { name: 'property_code', description: 'The property code' },
  { name: 'property_address', description: 'Street address, one line' },
  { name: 'property_city', description: 'City' },
  { name: 'property_state', description: 'State (code)' },
  { name: 'property_zip', description: 'ZIP code' },
  { name: 'property_size', description: 'Serviced size with its unit (from the scope, else the property)' },
  { name: 'site_notes', description: 'Site notes for this property' },
  { name: 'season_start', description: 'Season start date (MM/DD/YYYY)' },
  { name: 'season_end', description: 'Season end date (MM/DD/YYYY)' },
  { name: 'service_name', description: 'The service' },
  { name: 'service_category', description: 'The service category' },
  { name: 'sow_name', description: 'The scope of work name' },
  { name: 'sow_text', description: 'The whole SOW text' },
  { name: 'sections', description: 'Loop over SOW sections: {#sections}{heading}{body}{/sections}' },
  { name: 'heading', description: 'Inside the sections loop: the section heading' },
  { name: 'body', description: 'Inside the sections loop: the section text' },
  { name: 'property_contacts', description: 'Property contacts, one per line (name, type, e-mail)' },
  { name: 'generated_date', description: 'The date the document was generated (MM/DD/YYYY)' },
] as const;
export type TSowTemplatePlaceholder = (typeof SOW_TEMPLATE_PLACEHOLDERS)[number]['name'];

export const ZSowTemplateInputSchema = z.object({
  name: text('template name', 150),
  /** A confirmed `sow_template` upload. */
  fileKey: z.string().min(1).max(500),
});
export const ZSowTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  fileName: z.string(),
  placeholders: z.array(z.string()),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type TSowTemplate = z.infer<typeof ZSowTemplateSchema>;
export const ZSowTemplateListSchema = z.object({ data: z.array(ZSowTemplateSchema) });

export const SOW_GENERATION_PROPERTIES_MAX = 2_000;
/** POST /v1/client-scope-of-work/sow-template/generate → 202 with the background job (type sow_template_generation). */
export const ZSowGenerateRequestSchema = z.object({
  templateId: z.uuid('Choose a template.'),
  sowId: z.uuid('Choose a scope of work.'),
  /** Default: every property the scope applies to. */
  propertyIds: z.array(z.uuid()).min(1).max(SOW_GENERATION_PROPERTIES_MAX).optional(),
  includePdf: z.boolean().default(false),
});
export type TSowGenerateRequest = z.input<typeof ZSowGenerateRequestSchema>;

/** One row of /v1/template-generation-tasks: a background job of a template-generation type, with what it generated. */
export const ZTemplateGenerationTaskSchema = z.object({
  id: z.string(),
  type: z.enum(['sow_template_generation', 'rfp_template_generation']),
  status: z.enum(['pending', 'success', 'error']),
  title: z.string(),
  progress: z.number().int().min(0).max(100),
  documentCount: z.number().int(),
  resultFileName: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTemplateGenerationTask = z.infer<typeof ZTemplateGenerationTaskSchema>;
export const ZTemplateGenerationTaskPageSchema = pageOf(ZTemplateGenerationTaskSchema);
