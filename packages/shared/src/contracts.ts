import { z } from 'zod';
import { CONTRACT_ORIGINS, CONTRACT_STATUSES, CONTRACT_VERSION_KINDS } from './contract-enums.js';
import {
  datesInOrder,
  datesInOrderMessage,
  ZContractDateSchema,
  ZContractMoneySchema,
  ZPropertyContractInputSchema,
  ZPropertyContractSchema,
} from './contract-lines.js';
import { blankToNull } from './form-values.js';
import { pageOf, ZPageQuerySchema } from './pagination.js';
import { csvList } from './user-management.js';

/*
 * Contracts (issue 19, docs/contracts.md): what a client pays a vendor (or one of its branches or
 * franchises) for, property by property and service by service. The buyer (the provider, the
 * client) writes them; the vendor reads its own; every change is a numbered version.
 */

export const CONTRACT_TITLE_MAX = 200;
export const CONTRACT_TEXT_MAX = 4_000;
export const CONTRACT_PROPERTIES_MAX = 500;
export const CONTRACT_RENEWAL_MONTHS_MAX = 120;
export const CONTRACT_NOTICE_DAYS_MAX = 3_650;

const text = (label: string, max = CONTRACT_TEXT_MAX) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(max, `Keep the ${label} under ${max.toLocaleString('en-US')} characters.`)
      .nullable(),
  );

const contractFields = {
  title: z.string().trim().min(1, 'Enter a title.').max(CONTRACT_TITLE_MAX, `The title is at most ${CONTRACT_TITLE_MAX} characters.`),
  startOn: ZContractDateSchema.nullable(),
  endOn: ZContractDateSchema.nullable(),
  autoRenews: z.boolean('Say whether the contract renews by itself.'),
  renewalTermMonths: z
    .number('Enter the renewal term in months.')
    .int('Enter whole months.')
    .min(1, 'The renewal term is at least one month.')
    .max(CONTRACT_RENEWAL_MONTHS_MAX, `The renewal term is at most ${CONTRACT_RENEWAL_MONTHS_MAX} months.`)
    .nullable(),
  noticeDays: z
    .number('Enter the notice period in days.')
    .int('Enter whole days.')
    .min(0, 'The notice period cannot be negative.')
    .max(CONTRACT_NOTICE_DAYS_MAX, `The notice period is at most ${CONTRACT_NOTICE_DAYS_MAX.toLocaleString('en-US')} days.`)
    .nullable(),
  terminationTerms: text('termination terms'),
  governingLaw: text('governing law', 200),
  totalValue: ZContractMoneySchema('total value').nullable(),
  paymentTerms: text('payment terms', 500),
};

/** An automatic renewal needs its term: without one the renewals job would not know how far to roll. */
const renewalHasTerm = (c: { autoRenews?: boolean; renewalTermMonths?: number | null }) => c.autoRenews !== true || (c.renewalTermMonths ?? null) !== null;
const renewalHasTermMessage = { message: 'Say for how many months it renews.', path: ['renewalTermMonths'] };

/** POST /v1/contracts: a contract entered by hand (a DRAFT), with its properties and lines if known. */
export const ZContractCreateSchema = z
  .strictObject({
    clientId: z.uuid('Choose a client.'),
    vendorId: z.uuid('Choose a vendor.'),
    title: contractFields.title,
    startOn: contractFields.startOn.default(null),
    endOn: contractFields.endOn.default(null),
    autoRenews: contractFields.autoRenews.default(false),
    renewalTermMonths: contractFields.renewalTermMonths.default(null),
    noticeDays: contractFields.noticeDays.default(null),
    terminationTerms: contractFields.terminationTerms.default(null),
    governingLaw: contractFields.governingLaw.default(null),
    totalValue: contractFields.totalValue.default(null),
    paymentTerms: contractFields.paymentTerms.default(null),
    properties: z
      .array(ZPropertyContractInputSchema)
      .max(CONTRACT_PROPERTIES_MAX, `A contract covers at most ${CONTRACT_PROPERTIES_MAX} properties.`)
      .refine((list) => new Set(list.map((p) => p.propertyId)).size === list.length, 'Each property once.')
      .refine((list) => list.every((p) => new Set(p.lines.map((l) => l.serviceId)).size === p.lines.length), 'Each service once per property.')
      .default([]),
  })
  .refine(datesInOrder, datesInOrderMessage)
  .refine(renewalHasTerm, renewalHasTermMessage);
export type TContractCreate = z.input<typeof ZContractCreateSchema>;
export type TContractCreateOutput = z.output<typeof ZContractCreateSchema>;

const ZReasonSchema = z
  .string()
  .trim()
  .min(1, 'Say why the contract changes: it is kept with the version.')
  .max(2_000, 'Keep the reason under 2,000 characters.');

/**
 * PATCH /v1/contracts/{id}: an amendment. `version` is the one the change was made against: a
 * contract changed since answers 409 naming `version`.
 */
export const ZContractAmendSchema = z
  .strictObject({ ...contractFields })
  .partial()
  .extend({ reason: ZReasonSchema, version: z.number('Send the version you changed.').int().min(1) })
  .refine(datesInOrder, datesInOrderMessage)
  .refine(renewalHasTerm, renewalHasTermMessage);
export type TContractAmend = z.input<typeof ZContractAmendSchema>;

/** POST /v1/contracts/{id}/terminate: why, and the last day the contract is in force. */
export const ZContractTerminateSchema = z.strictObject({
  reason: z.string().trim().min(1, 'Say why the contract is terminated.').max(2_000, 'Keep the reason under 2,000 characters.'),
  endOn: ZContractDateSchema,
});
export type TContractTerminate = z.input<typeof ZContractTerminateSchema>;

export const CONTRACT_SORT_FIELDS = ['number', 'title', 'client', 'vendor', 'status', 'startOn', 'endOn', 'totalValue', 'annualCost', 'updatedAt'] as const;
export type TContractSortField = (typeof CONTRACT_SORT_FIELDS)[number];

/** GET /v1/contracts: searched (number, title, vendor), filtered, sorted and paged by the server. */
export const ZContractQuerySchema = z.object({
  ...ZPageQuerySchema.shape,
  search: z.string().trim().max(200).optional(),
  status: csvList(z.enum(CONTRACT_STATUSES)),
  origin: csvList(z.enum(CONTRACT_ORIGINS)),
  clientId: csvList(z.uuid('Not a valid client id.')),
  vendorId: csvList(z.uuid('Not a valid vendor id.')),
  propertyId: csvList(z.uuid('Not a valid property id.')),
  serviceId: csvList(z.uuid('Not a valid service id.')),
  /** Ends within this many days from today (today included), ended ones left out. */
  endsWithinDays: z.coerce.number('Enter a number of days.').int('Enter whole days.').min(1, 'At least one day.').max(CONTRACT_NOTICE_DAYS_MAX).optional(),
  sort: z.enum(CONTRACT_SORT_FIELDS).default('updatedAt'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type TContractQuery = z.infer<typeof ZContractQuerySchema>;
export type TContractQueryInput = z.input<typeof ZContractQuerySchema>;

/** What the reader may do with the contract now (packages/shared/src/policies/contracts.ts). */
export const ZContractAbilitiesSchema = z.object({
  /** Amend its fields, properties, lines and documents. */
  edit: z.boolean(),
  /** A draft only. */
  delete: z.boolean(),
  submit: z.boolean(),
  /** The move is open to the reader; what the contract still lacks is in `activationMissing`. */
  activate: z.boolean(),
  terminate: z.boolean(),
});
export type TContractAbilities = z.infer<typeof ZContractAbilitiesSchema>;

export const ZContractItemSchema = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  origin: z.enum(CONTRACT_ORIGINS),
  clientId: z.string(),
  clientName: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  startOn: z.string().nullable(),
  endOn: z.string().nullable(),
  autoRenews: z.boolean(),
  noticeDays: z.number().int().nullable(),
  totalValue: z.number().nullable(),
  /** The lines' annual costs added up (lines without one left out). */
  annualCost: z.number(),
  propertyCount: z.number().int(),
  lineCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
  abilities: ZContractAbilitiesSchema,
});
export type TContractItem = z.infer<typeof ZContractItemSchema>;
export const ZContractPageSchema = pageOf(ZContractItemSchema);
export type TContractPage = z.infer<typeof ZContractPageSchema>;

/** One thing activation still needs, named by the field the screen shows it at. */
export const ZContractMissingSchema = z.object({ field: z.string(), message: z.string() });
export type TContractMissing = z.infer<typeof ZContractMissingSchema>;

export const ZContractSchema = ZContractItemSchema.extend({
  renewalTermMonths: z.number().int().nullable(),
  terminationTerms: z.string().nullable(),
  governingLaw: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  sourceRfpId: z.string().nullable(),
  extractionId: z.string().nullable(),
  signedDocumentRequired: z.boolean(),
  renewalCount: z.number().int(),
  activatedAt: z.string().nullable(),
  terminatedAt: z.string().nullable(),
  terminationReason: z.string().nullable(),
  createdAt: z.string(),
  /** What activation needs that the contract lacks (empty when it may be activated). */
  activationMissing: z.array(ZContractMissingSchema),
  properties: z.array(ZPropertyContractSchema),
});
export type TContract = z.infer<typeof ZContractSchema>;

/** One change of a field between two versions; `path` is `title`, `properties.<propertyId>.endOn`, `lines.<lineId>.price`… */
export const ZContractDiffEntrySchema = z.object({ path: z.string(), before: z.unknown(), after: z.unknown() });
export type TContractDiffEntry = z.infer<typeof ZContractDiffEntrySchema>;

export const ZContractVersionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  kind: z.enum(CONTRACT_VERSION_KINDS),
  reason: z.string().nullable(),
  diff: z.array(ZContractDiffEntrySchema),
  changedAt: z.string(),
  changedBy: z.string().nullable(),
  /** The person's name when the reader may see it; null for the system (the renewals job). */
  changedByName: z.string().nullable(),
});
export type TContractVersion = z.infer<typeof ZContractVersionSchema>;
export const ZContractVersionPageSchema = pageOf(ZContractVersionSchema);
export type TContractVersionPage = z.infer<typeof ZContractVersionPageSchema>;
