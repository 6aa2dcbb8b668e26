import { z } from 'zod';
import { CONTRACT_EXTRACTION_STATUSES } from './contract-enums.js';
import { ZContractExtractionSchema } from './contract-extraction.js';
import { pageOf, ZPageQuerySchema } from './pagination.js';
import { csvList } from './user-management.js';

/*
 * Existing contracts (issue 19 item 4, docs/contracts.md "Existing contracts: upload and
 * review"): uploaded PDFs (or a ZIP of them) are read and extracted by a background job into a
 * review queue; a person confirms or corrects each field, picks the matched vendor, properties
 * and services, and only then does the contract exist.
 */

export const EXISTING_CONTRACT_FILES_MAX = 50;

/** POST /v1/existing-contracts: uploaded `ai_contract_document` files and/or `ai_contracts_zip` archives for one client. */
export const ZExistingContractUploadSchema = z.strictObject({
  clientId: z.uuid('Choose a client.'),
  fileKeys: z
    .array(z.string().min(1).max(1_000), 'Upload at least one contract.')
    .min(1, 'Upload at least one contract.')
    .max(EXISTING_CONTRACT_FILES_MAX, `Upload at most ${EXISTING_CONTRACT_FILES_MAX} files at once (a ZIP holds more).`)
    .refine((keys) => new Set(keys).size === keys.length, 'Each file once.'),
});
export type TExistingContractUpload = z.input<typeof ZExistingContractUploadSchema>;

export const ZExistingContractBatchSchema = z.object({
  batchId: z.string(),
  jobId: z.string().nullable(),
  /** False when the same upload was sent before: the answer is that batch. */
  created: z.boolean(),
});
export type TExistingContractBatch = z.infer<typeof ZExistingContractBatchSchema>;

export const EXISTING_CONTRACT_SORT_FIELDS = ['createdAt', 'fileName', 'status', 'client'] as const;

/** GET /v1/existing-contracts: the review queue. */
export const ZExistingContractQuerySchema = z.object({
  ...ZPageQuerySchema.shape,
  status: csvList(z.enum(CONTRACT_EXTRACTION_STATUSES)),
  clientId: csvList(z.uuid('Not a valid client id.')),
  batchId: z.uuid('Not a valid batch id.').optional(),
  sort: z.enum(EXISTING_CONTRACT_SORT_FIELDS).default('createdAt'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type TExistingContractQuery = z.input<typeof ZExistingContractQuerySchema>;
export type TExistingContractQueryOutput = z.output<typeof ZExistingContractQuerySchema>;

export const ZExistingContractItemSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  batchId: z.string(),
  fileName: z.string(),
  status: z.enum(CONTRACT_EXTRACTION_STATUSES),
  error: z.string().nullable(),
  /** The vendor as the document names it (extracted), for the queue's column. */
  vendorName: z.string().nullable(),
  contractId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TExistingContractItem = z.infer<typeof ZExistingContractItemSchema>;
export const ZExistingContractPageSchema = pageOf(ZExistingContractItemSchema);

/** A record a written name may be: its id, what it is called, and how alike (0..1, pg_trgm). */
export const ZMatchCandidateSchema = z.object({ id: z.string(), name: z.string(), detail: z.string().nullable(), score: z.number() });
export type TMatchCandidate = z.infer<typeof ZMatchCandidateSchema>;

/** What each written name (vendor, property, service) may be; no candidate above the floor means "create new". */
export const ZExistingContractMatchesSchema = z.object({
  vendor: z.object({ written: z.string().nullable(), candidates: z.array(ZMatchCandidateSchema) }),
  properties: z.array(z.object({ written: z.string(), candidates: z.array(ZMatchCandidateSchema) })),
  services: z.array(z.object({ written: z.string(), candidates: z.array(ZMatchCandidateSchema) })),
});
export type TExistingContractMatches = z.infer<typeof ZExistingContractMatchesSchema>;

const money = z.number('Enter an amount.').min(0, 'An amount cannot be negative.').max(1e10, 'At most 10,000,000,000.');
const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).nullable();

/** The values a person confirms: what the contract is made from. Every key is optional in a PATCH. */
export const ZExistingContractValuesSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(200, 'The title is at most 200 characters.'),
  /** The vendor picked among the candidates (or any the reviewer sees); null: not chosen yet. */
  vendorId: z.uuid('Choose a vendor.').nullable(),
  startOn: z.iso.date('Use a date like 2027-03-01.').nullable(),
  endOn: z.iso.date('Use a date like 2027-03-01.').nullable(),
  autoRenews: z.boolean('Say whether the contract renews by itself.'),
  renewalTermMonths: z.number().int('Enter whole months.').min(1).max(120).nullable(),
  noticeDays: z.number().int('Enter whole days.').min(0).max(3650).nullable(),
  terminationTerms: optionalText(4_000),
  governingLaw: optionalText(200),
  totalValue: money.nullable(),
  /** Priced onto the lines (equal shares, per year) when the contract is made. */
  annualValue: money.nullable(),
  paymentTerms: optionalText(500),
  /** The client's properties the contract covers, each with the catalog services done there. */
  properties: z
    .array(z.object({ propertyId: z.uuid('Choose a property.'), serviceIds: z.array(z.uuid('Choose a service.')).max(100) }))
    .max(500)
    .refine((list) => new Set(list.map((p) => p.propertyId)).size === list.length, 'Each property once.'),
});
export type TExistingContractValues = z.infer<typeof ZExistingContractValuesSchema>;
export const EXISTING_CONTRACT_VALUE_FIELDS = Object.keys(ZExistingContractValuesSchema.shape) as (keyof TExistingContractValues)[];

/** PATCH /v1/existing-contracts/{id}: the reviewer's corrections (only the fields sent change). */
export const ZExistingContractReviewSchema = z.strictObject({ values: ZExistingContractValuesSchema.partial().strict() });
export type TExistingContractReview = z.input<typeof ZExistingContractReviewSchema>;

export const ZExistingContractCorrectionSchema = z.object({ field: z.string(), from: z.unknown(), to: z.unknown(), by: z.string(), at: z.string() });
export type TExistingContractCorrection = z.infer<typeof ZExistingContractCorrectionSchema>;

export const ZExistingContractSchema = ZExistingContractItemSchema.extend({
  fileKey: z.string().nullable(),
  extraction: ZContractExtractionSchema.nullable(),
  matches: ZExistingContractMatchesSchema.nullable(),
  values: ZExistingContractValuesSchema.nullable(),
  corrections: z.array(ZExistingContractCorrectionSchema),
  confirmedAt: z.string().nullable(),
  /** Whether the actor may correct, confirm and discard (Existing Contracts Edit). */
  canEdit: z.boolean(),
});
export type TExistingContract = z.infer<typeof ZExistingContractSchema>;

/** POST /v1/existing-contracts/{id}/confirm: the contract made (or the one made before: a replay). */
export const ZExistingContractConfirmedSchema = z.object({ contractId: z.string(), number: z.string() });
export type TExistingContractConfirmed = z.infer<typeof ZExistingContractConfirmedSchema>;
