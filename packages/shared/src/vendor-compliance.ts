import { z } from 'zod';
import { pageOf, ZPageQuerySchema } from './pagination.js';
import { csvList } from './user-management.js';
import { VENDOR_COMPLIANCE_STATES, type TVendorComplianceState } from './vendors.js';

/*
 * Vendor compliance (issue #9 item 2): W-9s and certificates of insurance (COIs), the computed
 * compliance state, the minimum coverage a client requires. One contract for the API, the daily
 * job and the screens; the state rule is a pure function here so the badge the web shows and
 * the column the API keeps can never disagree.
 */

// ---------------------------------------------------------------------------------------------
// Enumerations and their labels

export const VENDOR_DOCUMENT_KINDS = ['W9', 'COI'] as const;
export type TVendorDocumentKind = (typeof VENDOR_DOCUMENT_KINDS)[number];
export const VENDOR_DOCUMENT_KIND_LABELS: Record<TVendorDocumentKind, string> = { W9: 'W-9', COI: 'Certificate of insurance' };
/** The storage category each kind is uploaded under (POST /v1/storage/create-presigned-url). */
export const VENDOR_DOCUMENT_UPLOAD_CATEGORY = { W9: 'vendor_w9', COI: 'vendor_certificate_of_insurance' } as const satisfies Record<
  TVendorDocumentKind,
  string
>;

/** CURRENT; REPLACED by a newer one of its kind (and coverage); EXPIRED, marked by the daily job. */
export const VENDOR_DOCUMENT_STATUSES = ['CURRENT', 'REPLACED', 'EXPIRED'] as const;
export type TVendorDocumentStatus = (typeof VENDOR_DOCUMENT_STATUSES)[number];
export const VENDOR_DOCUMENT_STATUS_LABELS: Record<TVendorDocumentStatus, string> = { CURRENT: 'Current', REPLACED: 'Replaced', EXPIRED: 'Expired' };

export const COVERAGE_TYPES = ['GENERAL_LIABILITY', 'AUTO_LIABILITY', 'WORKERS_COMPENSATION', 'UMBRELLA', 'PROFESSIONAL_LIABILITY'] as const;
export type TCoverageType = (typeof COVERAGE_TYPES)[number];
export const COVERAGE_TYPE_LABELS: Record<TCoverageType, string> = {
  GENERAL_LIABILITY: 'General liability',
  AUTO_LIABILITY: 'Auto liability',
  WORKERS_COMPENSATION: "Workers' compensation",
  UMBRELLA: 'Umbrella',
  PROFESSIONAL_LIABILITY: 'Professional liability',
};

// The states and their labels live with the vendor contract (vendors.ts): VENDOR_COMPLIANCE_STATES, VENDOR_COMPLIANCE_STATE_LABELS.

/** A sentence for the badge's tooltip and screen readers. */
export const VENDOR_COMPLIANCE_STATE_DESCRIPTIONS: Record<TVendorComplianceState, string> = {
  COMPLIANT: 'A current W-9 and certificates of insurance that are in force.',
  EXPIRING: 'A certificate of insurance expires within 30 days.',
  EXPIRED: 'A certificate of insurance has expired.',
  MISSING: 'No current W-9 or no certificate of insurance on file.',
};

/** A certificate expiring within this many days makes the vendor EXPIRING. */
export const COMPLIANCE_EXPIRING_DAYS = 30;
/** The daily job e-mails the primary contact this many days before expiry, once each. */
export const COMPLIANCE_WARNING_DAYS = [30, 7] as const;

/**
 * The screen where a vendor's people keep its documents current: the link the expiry e-mails
 * carry (the web router serves it).
 */
export const vendorCompliancePath = (vendorId: string): string => `/vendor/${vendorId}/compliance`;

// ---------------------------------------------------------------------------------------------
// Dates: plain calendar days (YYYY-MM-DD), compared as text and counted in UTC

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string): number => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** Days from `today` to `isoDate` (negative when past). */
export const daysBetween = (today: string, isoDate: string): number => Math.round(dayNumber(isoDate) - dayNumber(today));
/** `isoDate` plus `days` calendar days. */
export const addDays = (isoDate: string, days: number): string => new Date((dayNumber(isoDate) + days) * DAY_MS).toISOString().slice(0, 10);
/** Today's calendar date in UTC. */
export const todayIso = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

// ---------------------------------------------------------------------------------------------
// The compliance rule

/** The least a document needs for the rule. */
export interface TComplianceDocumentFacts {
  kind: TVendorDocumentKind;
  status: TVendorDocumentStatus;
  expiresOn: string | null;
}

export interface TComplianceResult {
  state: TVendorComplianceState;
  /** The earliest expiry among its in-force (not replaced) certificates, or null. */
  expiresOn: string | null;
}

/**
 * A vendor's compliance state. Replaced documents do not count; a certificate the daily job
 * marked EXPIRED still counts (as expired) until a new one replaces it.
 *
 * - MISSING: no W-9, or no certificate of insurance;
 * - EXPIRED: a certificate is past its expiry date (the expiry day itself is still covered);
 * - EXPIRING: a certificate expires within 30 days (today included);
 * - otherwise COMPLIANT.
 *
 * The API writes the same rule as SQL (vendor-compliance.repo.ts); a test holds them equal.
 */
export function computeComplianceState(documents: readonly TComplianceDocumentFacts[], today: string): TComplianceResult {
  const live = documents.filter((d) => d.status !== 'REPLACED');
  const certificates = live.filter((d) => d.kind === 'COI');
  const expiries = certificates.map((d) => d.expiresOn).filter((d): d is string => d !== null);
  const expiresOn = expiries.length === 0 ? null : expiries.reduce((a, b) => (b < a ? b : a));
  if (!live.some((d) => d.kind === 'W9') || certificates.length === 0) return { state: 'MISSING', expiresOn };
  if (certificates.some((d) => d.status === 'EXPIRED' || (d.expiresOn !== null && d.expiresOn < today))) return { state: 'EXPIRED', expiresOn };
  if (expiresOn !== null && expiresOn <= addDays(today, COMPLIANCE_EXPIRING_DAYS)) return { state: 'EXPIRING', expiresOn };
  return { state: 'COMPLIANT', expiresOn };
}

// ---------------------------------------------------------------------------------------------
// Coverage requirements and the gaps against them

/** Insurance amounts in dollars, cents allowed (numeric(14, 2) in the database). */
export const MAX_COVERAGE_AMOUNT = 999_999_999_999;
const amount = (label: string) =>
  z.coerce
    .number(`Enter the ${label} in dollars.`)
    .min(0, `The ${label} cannot be negative.`)
    .max(MAX_COVERAGE_AMOUNT, `The ${label} is too large.`)
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `The ${label} has at most two decimals.`);

export const ZCoverageRequirementInputSchema = z.object({
  coverageType: z.enum(COVERAGE_TYPES, 'Choose a coverage type.'),
  minEachOccurrence: amount('minimum each occurrence'),
  minAggregate: amount('minimum aggregate'),
});
export type TCoverageRequirementInput = z.input<typeof ZCoverageRequirementInputSchema>;

/** `PUT /v1/coverage-requirements`: replaces the whole list of one client (or the provider default). */
export const ZPutCoverageRequirementsSchema = z.object({
  /** null: the provider's default, used for every client without its own row for a coverage type. */
  clientId: z.uuid('Choose a client, or send null for the default.').nullable(),
  requirements: z
    .array(ZCoverageRequirementInputSchema)
    .max(COVERAGE_TYPES.length)
    .refine((list) => new Set(list.map((r) => r.coverageType)).size === list.length, 'Each coverage type may appear once.'),
});
export type TPutCoverageRequirementsInput = z.input<typeof ZPutCoverageRequirementsSchema>;
export type TPutCoverageRequirements = z.infer<typeof ZPutCoverageRequirementsSchema>;

export const ZCoverageRequirementsQuerySchema = z.object({ clientId: z.uuid('Not a valid client id.').optional() });
export type TCoverageRequirementsQuery = z.infer<typeof ZCoverageRequirementsQuerySchema>;

export const ZCoverageRequirementSchema = z.object({
  coverageType: z.enum(COVERAGE_TYPES),
  minEachOccurrence: z.number(),
  minAggregate: z.number(),
  /** Taken from the provider default (the client has no row of its own for this type). */
  inherited: z.boolean(),
});
export type TCoverageRequirement = z.infer<typeof ZCoverageRequirementSchema>;

/** `GET /v1/coverage-requirements?clientId=`: what applies to that client (or the default). */
export const ZCoverageRequirementsSchema = z.object({
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  /** The rows set for this client itself (for the default: the default's own rows). */
  own: z.array(ZCoverageRequirementInputSchema.extend({ minEachOccurrence: z.number(), minAggregate: z.number() })),
  /** What applies: the client's rows, and the default's for the types it has none of. */
  effective: z.array(ZCoverageRequirementSchema),
  updatedAt: z.string().nullable(),
  /** The caller may change them (provider with vendor_management Edit). */
  canEdit: z.boolean(),
});
export type TCoverageRequirements = z.infer<typeof ZCoverageRequirementsSchema>;

export const COVERAGE_GAP_REASONS = ['NO_CERTIFICATE', 'EXPIRED', 'EACH_OCCURRENCE_BELOW', 'AGGREGATE_BELOW'] as const;
export type TCoverageGapReason = (typeof COVERAGE_GAP_REASONS)[number];
export const COVERAGE_GAP_REASON_LABELS: Record<TCoverageGapReason, string> = {
  NO_CERTIFICATE: 'No certificate for this coverage',
  EXPIRED: 'The certificate has expired',
  EACH_OCCURRENCE_BELOW: 'Each occurrence is below the minimum',
  AGGREGATE_BELOW: 'Aggregate is below the minimum',
};

export interface TCoverageFacts {
  kind: TVendorDocumentKind;
  status: TVendorDocumentStatus;
  coverageType: TCoverageType | null;
  eachOccurrence: number | null;
  aggregate: number | null;
  expiresOn: string | null;
}

export interface TCoverageGap {
  coverageType: TCoverageType;
  required: { eachOccurrence: number; aggregate: number };
  /** The best in-force certificate of that type, or null. */
  actual: { eachOccurrence: number | null; aggregate: number | null; expiresOn: string | null } | null;
  reasons: TCoverageGapReason[];
}

/**
 * Per required coverage type, what falls short: no certificate, only an expired one, or
 * amounts below the minimum. Only the types with a reason are returned (empty: meets them all).
 * Of several in-force certificates of one type, the highest amounts count.
 */
export function belowRequirements(
  documents: readonly TCoverageFacts[],
  requirements: readonly { coverageType: TCoverageType; minEachOccurrence: number; minAggregate: number }[],
  today: string,
): TCoverageGap[] {
  const gaps: TCoverageGap[] = [];
  for (const requirement of requirements) {
    const ofType = documents.filter((d) => d.kind === 'COI' && d.status !== 'REPLACED' && d.coverageType === requirement.coverageType);
    const inForce = ofType.filter((d) => d.status !== 'EXPIRED' && (d.expiresOn === null || d.expiresOn >= today));
    const required = { eachOccurrence: requirement.minEachOccurrence, aggregate: requirement.minAggregate };
    if (inForce.length === 0) {
      const expired = ofType[0];
      gaps.push({
        coverageType: requirement.coverageType,
        required,
        actual: expired ? { eachOccurrence: expired.eachOccurrence, aggregate: expired.aggregate, expiresOn: expired.expiresOn } : null,
        reasons: [expired ? 'EXPIRED' : 'NO_CERTIFICATE'],
      });
      continue;
    }
    const eachOccurrence = Math.max(...inForce.map((d) => d.eachOccurrence ?? 0));
    const aggregate = Math.max(...inForce.map((d) => d.aggregate ?? 0));
    const reasons: TCoverageGapReason[] = [];
    if (eachOccurrence < requirement.minEachOccurrence) reasons.push('EACH_OCCURRENCE_BELOW');
    if (aggregate < requirement.minAggregate) reasons.push('AGGREGATE_BELOW');
    if (reasons.length > 0) {
      const expiresOn = inForce.map((d) => d.expiresOn).reduce<string | null>((a, b) => (a === null || (b !== null && b < a) ? b : a), null);
      gaps.push({ coverageType: requirement.coverageType, required, actual: { eachOccurrence, aggregate, expiresOn }, reasons });
    }
  }
  return gaps;
}

// ---------------------------------------------------------------------------------------------
// Documents: inputs

const fileKey = z.string().trim().min(1, 'Upload the file first.').max(500, 'Not a file key.');
const requiredText = (label: string, max = 200) => z.string().trim().min(1, `Enter the ${label}.`).max(max, `The ${label} is too long.`);
const isoDate = (label: string) => z.iso.date(`Enter the ${label} as a date like 2026-11-01.`);

const expiryNotBeforeEffective = (v: { effectiveOn?: string | null; expiresOn?: string | null }) =>
  !v.effectiveOn || !v.expiresOn || v.expiresOn >= v.effectiveOn;
const EXPIRY_BEFORE_EFFECTIVE = { path: ['expiresOn'], message: 'The expiry date cannot be before the effective date.' };

/** The W-9 form: the file only. */
export const ZW9FormSchema = z.object({ fileKey });
export type TW9FormInput = z.input<typeof ZW9FormSchema>;

/**
 * An amount a certificate must state: an emptied input ('') or null is refused with the
 * amount's own message instead of being coerced to $0.
 */
const statedAmount = (label: string) => z.preprocess((value) => (value === '' || value === null ? undefined : value), amount(label));

const coiFields = {
  fileKey,
  insurer: requiredText('insurer'),
  policyNumber: requiredText('policy number', 100),
  coverageType: z.enum(COVERAGE_TYPES, 'Choose a coverage type.'),
  eachOccurrence: statedAmount('each occurrence amount'),
  aggregate: statedAmount('aggregate amount'),
  additionalInsured: z.boolean().default(false),
  effectiveOn: isoDate('effective date'),
  expiresOn: isoDate('expiry date'),
};

/** The certificate of insurance form, the same in the browser and the API. */
export const ZCoiFormSchema = z.object(coiFields).refine(expiryNotBeforeEffective, EXPIRY_BEFORE_EFFECTIVE);
export type TCoiFormInput = z.input<typeof ZCoiFormSchema>;
export type TCoiForm = z.infer<typeof ZCoiFormSchema>;

/** `POST /v1/vendors/:vendorId/documents`: a W-9 or a certificate, told apart by `kind`. */
export const ZCreateVendorDocumentSchema = z.discriminatedUnion(
  'kind',
  [
    // The discriminator first: a body without a valid kind is refused naming `kind`.
    z.object({ kind: z.literal('W9'), ...ZW9FormSchema.shape }),
    z.object({ kind: z.literal('COI'), ...coiFields }).refine(expiryNotBeforeEffective, EXPIRY_BEFORE_EFFECTIVE),
  ],
  { error: 'Choose W9 or COI.' },
);
export type TCreateVendorDocumentInput = z.input<typeof ZCreateVendorDocumentSchema>;
export type TCreateVendorDocument = z.infer<typeof ZCreateVendorDocumentSchema>;

/**
 * `PATCH /v1/vendors/:vendorId/documents/:id`: correct a document's details or its file. The
 * kind never changes; certificate fields are refused on a W-9. The dates are checked again
 * against the stored ones.
 */
export const ZUpdateVendorDocumentSchema = z
  .object({
    fileKey: fileKey.optional(),
    insurer: coiFields.insurer.optional(),
    policyNumber: coiFields.policyNumber.optional(),
    coverageType: coiFields.coverageType.optional(),
    eachOccurrence: amount('each occurrence amount').optional(),
    aggregate: amount('aggregate amount').optional(),
    additionalInsured: z.boolean().optional(),
    effectiveOn: coiFields.effectiveOn.optional(),
    expiresOn: coiFields.expiresOn.optional(),
  })
  .strict()
  .refine(expiryNotBeforeEffective, EXPIRY_BEFORE_EFFECTIVE);
export type TUpdateVendorDocumentInput = z.input<typeof ZUpdateVendorDocumentSchema>;
export type TUpdateVendorDocument = z.infer<typeof ZUpdateVendorDocumentSchema>;

export const ZVendorDocumentParamsSchema = z.object({ vendorId: z.uuid('Not a valid vendor id.'), id: z.uuid('Not a valid document id.') });
export const ZVendorDocumentsParamsSchema = z.object({ vendorId: z.uuid('Not a valid vendor id.') });

// ---------------------------------------------------------------------------------------------
// Documents: lists and one document

export const VENDOR_DOCUMENT_SORT_FIELDS = ['createdAt', 'expiresOn', 'kind', 'coverageType', 'status'] as const;
export type TVendorDocumentSortField = (typeof VENDOR_DOCUMENT_SORT_FIELDS)[number];

/** `GET /v1/vendors/:vendorId/documents`: current documents and their history. */
export const ZVendorDocumentListQuerySchema = z.object({
  ...ZPageQuerySchema.shape,
  kind: csvList(z.enum(VENDOR_DOCUMENT_KINDS)),
  status: csvList(z.enum(VENDOR_DOCUMENT_STATUSES)),
  coverageType: csvList(z.enum(COVERAGE_TYPES)),
  /** Insurer, policy number or file name. */
  search: z.string().trim().max(200).optional(),
  sort: z.enum(VENDOR_DOCUMENT_SORT_FIELDS).default('createdAt'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type TVendorDocumentListQuery = z.infer<typeof ZVendorDocumentListQuerySchema>;
export type TVendorDocumentListQueryInput = z.input<typeof ZVendorDocumentListQuerySchema>;

export const ZVendorDocumentSchema = z.object({
  id: z.string(),
  vendorId: z.string(),
  kind: z.enum(VENDOR_DOCUMENT_KINDS),
  status: z.enum(VENDOR_DOCUMENT_STATUSES),
  fileKey: z.string().nullable(),
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /**
   * A short-lived link to the file for whoever may read the document (a client reading a vendor
   * onboarded for it included), or null without a file.
   */
  fileUrl: z.string().nullable(),
  insurer: z.string().nullable(),
  policyNumber: z.string().nullable(),
  coverageType: z.enum(COVERAGE_TYPES).nullable(),
  eachOccurrence: z.number().nullable(),
  aggregate: z.number().nullable(),
  additionalInsured: z.boolean(),
  effectiveOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  /** Days from the server's today to the expiry (negative when past), null without one. */
  expiresInDays: z.number().int().nullable(),
  warned30At: z.string().nullable(),
  warned7At: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TVendorDocument = z.infer<typeof ZVendorDocumentSchema>;
export const ZVendorDocumentPageSchema = pageOf(ZVendorDocumentSchema);
export type TVendorDocumentPage = z.infer<typeof ZVendorDocumentPageSchema>;

/** What a document change answers: the document and the vendor's state after it. */
export const ZVendorDocumentResultSchema = z.object({
  document: ZVendorDocumentSchema,
  compliance: z.object({ state: z.enum(VENDOR_COMPLIANCE_STATES), expiresOn: z.string().nullable() }),
});
export type TVendorDocumentResult = z.infer<typeof ZVendorDocumentResultSchema>;

// ---------------------------------------------------------------------------------------------
// The compliance summary of one vendor

/** `GET /v1/vendors/:vendorId/compliance?clientId=`: gaps against that client's requirements (or the default). */
export const ZVendorComplianceQuerySchema = z.object({ clientId: z.uuid('Not a valid client id.').optional() });
export type TVendorComplianceQuery = z.infer<typeof ZVendorComplianceQuerySchema>;

export const ZCoverageGapSchema = z.object({
  coverageType: z.enum(COVERAGE_TYPES),
  required: z.object({ eachOccurrence: z.number(), aggregate: z.number() }),
  actual: z.object({ eachOccurrence: z.number().nullable(), aggregate: z.number().nullable(), expiresOn: z.string().nullable() }).nullable(),
  reasons: z.array(z.enum(COVERAGE_GAP_REASONS)),
});

export const ZComplianceTimelineEntrySchema = z.object({
  documentId: z.string(),
  coverageType: z.enum(COVERAGE_TYPES).nullable(),
  insurer: z.string().nullable(),
  policyNumber: z.string().nullable(),
  status: z.enum(VENDOR_DOCUMENT_STATUSES),
  effectiveOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  expiresInDays: z.number().int().nullable(),
});
export type TComplianceTimelineEntry = z.infer<typeof ZComplianceTimelineEntrySchema>;

export const ZVendorComplianceSchema = z.object({
  vendorId: z.string(),
  state: z.enum(VENDOR_COMPLIANCE_STATES),
  expiresOn: z.string().nullable(),
  /** The server's today the state was computed against. */
  today: z.string(),
  /** The current W-9, or null. */
  w9: ZVendorDocumentSchema.nullable(),
  /** In-force and expired (not replaced) certificates, earliest expiry first. */
  certificates: z.array(ZVendorDocumentSchema),
  /** Every certificate not replaced, by expiry: what the timeline draws. */
  timeline: z.array(ZComplianceTimelineEntrySchema),
  requirementsFor: z.object({ clientId: z.string().nullable(), clientName: z.string().nullable() }),
  requirements: z.array(ZCoverageRequirementSchema),
  /** Required coverage types that fall short; empty when the vendor meets them all. */
  gaps: z.array(ZCoverageGapSchema),
  belowRequirements: z.boolean(),
  /** The caller may add, correct and remove this vendor's documents. */
  canManage: z.boolean(),
});
export type TVendorCompliance = z.infer<typeof ZVendorComplianceSchema>;
