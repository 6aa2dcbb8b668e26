import { z } from 'zod';
import { ZEmailSchema } from './auth.js';
import { ZClientZipSchema, ZWebsiteSchema } from './clients.js';
import { BUSINESS_STRUCTURES, LEAD_SOURCES, ONBOARDING_SOURCES, OWNERSHIP_TAGS, VENDOR_TENANT_TYPES } from './enums.js';
import { pageOf, ZPageQuerySchema } from './pagination.js';
import { csvList } from './user-management.js';
import { ZPhoneCodeSchema, ZPhoneNumberSchema, ZTenantSchema } from './users.js';

/*
 * Vendors (issue #9 items 1, 3, 4): profiles, the approval workflow, branches and franchises
 * (contacts: vendor-contacts.ts). One contract for the API, the Vendors screens and their forms.
 */

// ---------------------------------------------------------------------------------------------
// Enumerations and their labels

export type TOwnershipTag = (typeof OWNERSHIP_TAGS)[number];
export type TOnboardingSource = (typeof ONBOARDING_SOURCES)[number];
export type TLeadSource = (typeof LEAD_SOURCES)[number];
export type TBusinessStructure = (typeof BUSINESS_STRUCTURES)[number];
export type TVendorType = (typeof VENDOR_TENANT_TYPES)[number];

/** The whole workflow (spec §3 lists only the two decisions; DRAFT and PENDING come first). */
export const VENDOR_APPROVAL_STATUSES = ['DRAFT', 'PENDING_FOR_APPROVAL', 'APPROVED', 'NOT_APPROVED'] as const;
export type TVendorApprovalStatus = (typeof VENDOR_APPROVAL_STATUSES)[number];

export const VENDOR_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type TVendorStatus = (typeof VENDOR_STATUSES)[number];

/** Kept on the vendor row by the compliance service and the daily job. */
export const VENDOR_COMPLIANCE_STATES = ['COMPLIANT', 'EXPIRING', 'EXPIRED', 'MISSING'] as const;
export type TVendorComplianceState = (typeof VENDOR_COMPLIANCE_STATES)[number];

export const VENDOR_APPROVAL_STATUS_LABELS: Record<TVendorApprovalStatus, string> = {
  DRAFT: 'Draft',
  PENDING_FOR_APPROVAL: 'Pending approval',
  APPROVED: 'Approved',
  NOT_APPROVED: 'Not approved',
};
export const VENDOR_COMPLIANCE_STATE_LABELS: Record<TVendorComplianceState, string> = {
  COMPLIANT: 'Compliant',
  EXPIRING: 'Expiring soon',
  EXPIRED: 'Expired',
  MISSING: 'Missing documents',
};
export const VENDOR_TYPE_LABELS: Record<TVendorType, string> = { VENDOR: 'Vendor', VENDOR_BRANCH: 'Branch', VENDOR_FRANCHISE: 'Franchise' };
export const OWNERSHIP_TAG_LABELS: Record<TOwnershipTag, string> = {
  FAMILY_OWNED: 'Family owned',
  MINORITY_OWNED: 'Minority owned',
  VETERAN_OWNED: 'Veteran owned',
  WOMAN_OWNED: 'Woman owned',
};
export const ONBOARDING_SOURCE_LABELS: Record<TOnboardingSource, string> = {
  CONNEXUS: 'Provider',
  CLIENT_ONBOARDED: 'Client onboarded',
  SELF: 'Self-registered',
};
export const LEAD_SOURCE_LABELS: Record<TLeadSource, string> = {
  EMAIL_OUTREACH: 'E-mail outreach',
  EVENT: 'Event',
  INSTAGRAM: 'Instagram',
  INTERNET_SEARCH: 'Internet search',
  LINKEDIN: 'LinkedIn',
  OTHER: 'Other',
  REFERRAL: 'Referral',
  PHONECALL_OUTREACH: 'Phone call outreach',
  WEBSITE: 'Website',
};
export const BUSINESS_STRUCTURE_LABELS: Record<TBusinessStructure, string> = {
  SOLE_PROPRIETORSHIPS: 'Sole proprietorship',
  PARTNERSHIPS: 'Partnership',
  CORPORATIONS: 'Corporation',
  S_CORPORATIONS: 'S corporation',
  LIMITED_LIABILITY_COMPANY: 'Limited liability company',
  NON_PROFIT: 'Non-profit',
};

/** Vendor row type ↔ tenant type (tenants.type is lower case, the vendor row upper case). */
export const VENDOR_TYPE_OF_TENANT_TYPE = { vendor: 'VENDOR', vendor_branch: 'VENDOR_BRANCH', vendor_franchise: 'VENDOR_FRANCHISE' } as const;
export const TENANT_TYPE_OF_VENDOR_TYPE = { VENDOR: 'vendor', VENDOR_BRANCH: 'vendor_branch', VENDOR_FRANCHISE: 'vendor_franchise' } as const;

// ---------------------------------------------------------------------------------------------
// Small pieces

const text = (label: string, max = 200) => z.string().trim().min(1, `Enter the ${label}.`).max(max, `The ${label} is too long.`);
/** An empty input means "none": stored as null, never as ''. */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max, `Keep it under ${max} characters.`).nullable().optional());
const geoId = z.coerce.number().int().positive().max(2_147_483_647);
const optionalGeoId = z.preprocess((v) => (v === '' ? null : v), geoId.nullable().optional());
const optionalCount = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z.coerce
      .number()
      .int(`The ${label} is a whole number.`)
      .min(0, `The ${label} cannot be negative.`)
      .max(max, `The ${label} is too large.`)
      .nullable()
      .optional(),
  );
const fileKey = z.string().trim().min(1).max(500);

/** Digits only: "12-3456789" and "123456789" are the same tax id (the unique index sees digits). */

export const normaliseTaxId = (value: string): string => value.replace(/\D/g, '');

/** Digits, spaces and dashes: what a tax id may be typed as. */
export const TAX_ID_PATTERN = /^[\d\s-]+$/;

/** A US EIN or SSN/ITIN: 9 digits, dashes and spaces allowed on input, stored as digits. */
export const ZTaxIdSchema = z
  .string()
  .trim()
  .max(20, 'Enter a 9-digit tax id such as 12-3456789.')
  .regex(TAX_ID_PATTERN, 'Enter a 9-digit tax id such as 12-3456789.')
  .transform(normaliseTaxId)
  .refine((v) => v.length === 9, 'Enter a 9-digit tax id such as 12-3456789.');

/** What people without vendor_management Edit see: the last four digits only. */
export const maskTaxId = (digits: string): string => `•••••${digits.slice(-4)}`;

/** One service area: a whole state (countyId null) or one county of it. */
export const ZVendorAreaInputSchema = z.object({
  stateId: geoId,
  countyId: z.preprocess((v) => (v === '' || v === undefined ? null : v), geoId.nullable()),
});
export type TVendorAreaInput = z.input<typeof ZVendorAreaInputSchema>;

export const MAX_VENDOR_SERVICES = 200;
export const MAX_VENDOR_AREAS = 500;

export const ZVendorServiceIdsSchema = z.array(z.uuid('Choose a service.')).max(MAX_VENDOR_SERVICES, `Choose at most ${MAX_VENDOR_SERVICES} services.`);
export const ZVendorAreasSchema = z.array(ZVendorAreaInputSchema).max(MAX_VENDOR_AREAS, `Choose at most ${MAX_VENDOR_AREAS} service areas.`);

// ---------------------------------------------------------------------------------------------
// Lists

export const VENDOR_SORT_FIELDS = ['name', 'approvalStatus', 'status', 'complianceState', 'complianceExpiresOn', 'createdAt'] as const;
export type TVendorSortField = (typeof VENDOR_SORT_FIELDS)[number];

const queryBoolean = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().optional());

/** `GET /v1/vendors`: every filter of the Vendors table, applied by the server. */
export const ZVendorListQuerySchema = z.object({
  ...ZPageQuerySchema.shape,
  search: z.string().trim().max(200).optional(),
  status: csvList(z.enum(VENDOR_STATUSES)),
  approvalStatus: csvList(z.enum(VENDOR_APPROVAL_STATUSES)),
  complianceState: csvList(z.enum(VENDOR_COMPLIANCE_STATES)),
  ownershipTags: csvList(z.enum(OWNERSHIP_TAGS)),
  vendorType: csvList(z.enum(VENDOR_TENANT_TYPES)),
  onboardingSource: csvList(z.enum(ONBOARDING_SOURCES)),
  /** Vendors offering any of these services. */
  serviceIds: csvList(z.uuid()),
  /** Vendors working in this state (state-wide or in any of its counties). */
  stateId: geoId.optional(),
  /** Vendors working in this county: the county itself or its whole state. */
  countyId: geoId.optional(),
  /** Vendors serving the county (or the whole state) where this property lies. */
  servesPropertyId: z.uuid('Not a valid property id.').optional(),
  parentVendorId: z.uuid('Not a valid vendor id.').optional(),
  sort: z.enum(VENDOR_SORT_FIELDS).default('name'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type TVendorListQuery = z.infer<typeof ZVendorListQuerySchema>;
export type TVendorListQueryInput = z.input<typeof ZVendorListQuerySchema>;

const ZNamedRefSchema = z.object({ id: z.string(), name: z.string() });
const ZGeoRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const ZVendorAbilitiesSchema = z.object({
  /** Profile fields, services and areas. */
  edit: z.boolean(),
  /** The full tax id is shown (vendor_management Edit). */
  viewTaxId: z.boolean(),
  /** Move DRAFT or NOT_APPROVED to PENDING_FOR_APPROVAL. */
  submit: z.boolean(),
  /** Approve or reject (provider with vendor_management Edit). */
  decide: z.boolean(),
  /** Approve or decline offered now: the actor decides and the vendor awaits approval. */
  review: z.boolean(),
  /** ACTIVE / INACTIVE (provider). */
  changeStatus: z.boolean(),
  viewBranches: z.boolean(),
  createBranch: z.boolean(),
  viewFranchises: z.boolean(),
  createFranchise: z.boolean(),
  viewContacts: z.boolean(),
  addContacts: z.boolean(),
  editContacts: z.boolean(),
  removeContacts: z.boolean(),
  viewHistory: z.boolean(),
});
export type TVendorAbilities = z.infer<typeof ZVendorAbilitiesSchema>;

export const ZVendorListItemSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  name: z.string(),
  dba: z.string().nullable(),
  vendorType: z.enum(VENDOR_TENANT_TYPES),
  /** The vendor a branch or franchise belongs to (null for a vendor). */
  parent: ZNamedRefSchema.nullable(),
  status: z.enum(VENDOR_STATUSES),
  approvalStatus: z.enum(VENDOR_APPROVAL_STATUSES),
  complianceState: z.enum(VENDOR_COMPLIANCE_STATES),
  /** The earliest expiry among its current certificates (YYYY-MM-DD). */
  complianceExpiresOn: z.string().nullable(),
  onboardingSource: z.enum(ONBOARDING_SOURCES),
  /** A short-lived URL for the logo, or null when there is none. */
  logoUrl: z.string().nullable(),
  /** Names of the services it offers, alphabetical. */
  services: z.array(z.string()),
  /** e.g. "CO, TX (3 counties)"; empty when it has no areas. */
  areaSummary: z.string(),
  cityName: z.string().nullable(),
  stateName: z.string().nullable(),
  stateCode: z.string().nullable(),
  createdAt: z.string(),
  abilities: ZVendorAbilitiesSchema,
});
export type TVendorListItem = z.infer<typeof ZVendorListItemSchema>;
export const ZVendorPageSchema = pageOf(ZVendorListItemSchema);
export type TVendorPage = z.infer<typeof ZVendorPageSchema>;

/** `GET /v1/vendors/basic`: pickers. Approved and active vendors unless `includeAll`. */
export const ZVendorBasicQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  includeAll: queryBoolean,
  vendorType: csvList(z.enum(VENDOR_TENANT_TYPES)),
});
export type TVendorBasicQuery = z.infer<typeof ZVendorBasicQuerySchema>;
export type TVendorBasicQueryInput = z.input<typeof ZVendorBasicQuerySchema>;

export const ZVendorBasicSchema = z.object({
  id: z.string(),
  name: z.string(),
  vendorType: z.enum(VENDOR_TENANT_TYPES),
  complianceState: z.enum(VENDOR_COMPLIANCE_STATES),
});
export type TVendorBasic = z.infer<typeof ZVendorBasicSchema>;
export const ZVendorBasicListSchema = z.array(ZVendorBasicSchema);

/** `GET /v1/vendors/selected?ids=a,b`: the visible ones among these ids, in any order. */
export const ZVendorSelectedQuerySchema = z.object({
  ids: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()) : v),
    z.array(z.uuid('Not a valid vendor id.')).min(1, 'Name at least one vendor.').max(100),
  ),
});
export type TVendorSelectedQuery = z.infer<typeof ZVendorSelectedQuerySchema>;

// ---------------------------------------------------------------------------------------------
// One vendor

export const ZVendorServiceRefSchema = z.object({ id: z.string(), name: z.string(), categoryName: z.string().nullable() });
export const ZVendorAreaSchema = z.object({
  stateId: z.number().int(),
  stateName: z.string(),
  stateCode: z.string(),
  /** null: the whole state. */
  countyId: z.number().int().nullable(),
  countyName: z.string().nullable(),
});
export type TVendorArea = z.infer<typeof ZVendorAreaSchema>;

export const ZVendorDetailSchema = ZVendorListItemSchema.extend({
  /** Digits for people with vendor_management Edit, otherwise masked (`•••••6789`). */
  taxId: z.string().nullable(),
  taxIdMasked: z.boolean(),
  businessStructure: z.enum(BUSINESS_STRUCTURES).nullable(),
  ownershipTags: z.array(z.enum(OWNERSHIP_TAGS)),
  leadSource: z.enum(LEAD_SOURCES).nullable(),
  onboardedByClient: ZNamedRefSchema.nullable(),
  approvalReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  email: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  country: ZGeoRefSchema.nullable(),
  state: ZGeoRefSchema.extend({ code: z.string() }).nullable(),
  city: ZGeoRefSchema.nullable(),
  zip: z.string().nullable(),
  phoneCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  website: z.string().nullable(),
  yearsInBusiness: z.number().int().nullable(),
  employeeCount: z.number().int().nullable(),
  notes: z.string().nullable(),
  logoKey: z.string().nullable(),
  serviceDetails: z.array(ZVendorServiceRefSchema),
  areas: z.array(ZVendorAreaSchema),
  branchCount: z.number().int(),
  franchiseCount: z.number().int(),
  updatedAt: z.string(),
});
export type TVendorDetail = z.infer<typeof ZVendorDetailSchema>;

export const ZVendorIdParamsSchema = z.object({ id: z.uuid('Not a valid vendor id.') });

/**
 * The create and edit form of a vendor in the browser: blanks become null, typed numbers
 * numbers; its output is the API body (ZVendorBodySchema), checked the same way there.
 * Services and areas are part of it: when present they replace the vendor's lists.
 */
export const ZVendorFormSchema = z.object({
  name: text('company name'),
  dba: optionalText(200),
  taxId: z.preprocess(blankToNull, ZTaxIdSchema.nullable().optional()),
  businessStructure: z.preprocess(blankToNull, z.enum(BUSINESS_STRUCTURES).nullable().optional()),
  ownershipTags: z.array(z.enum(OWNERSHIP_TAGS)).max(OWNERSHIP_TAGS.length).optional(),
  leadSource: z.preprocess(blankToNull, z.enum(LEAD_SOURCES).nullable().optional()),
  email: z.preprocess(blankToNull, ZEmailSchema.nullable().optional()),
  addressLine1: optionalText(200),
  addressLine2: optionalText(200),
  countryId: optionalGeoId,
  stateId: optionalGeoId,
  cityId: optionalGeoId,
  zip: z.preprocess(blankToNull, ZClientZipSchema.nullable().optional()),
  phoneCode: ZPhoneCodeSchema,
  phoneNumber: ZPhoneNumberSchema,
  website: z.preprocess(blankToNull, ZWebsiteSchema.nullable().optional()),
  yearsInBusiness: optionalCount('years in business', 300),
  employeeCount: optionalCount('employee count', 10_000_000),
  notes: optionalText(5000),
  /** File key from POST /v1/storage/create-presigned-url (category vendor_logo). */
  logoKey: z.preprocess(blankToNull, fileKey.nullable().optional()),
  serviceIds: ZVendorServiceIdsSchema.optional(),
  areas: ZVendorAreasSchema.optional(),
});
export type TVendorFormInput = z.input<typeof ZVendorFormSchema>;
export type TVendorForm = z.infer<typeof ZVendorFormSchema>;

/**
 * A provider may onboard a vendor for one client (CLIENT_ONBOARDED: that client reads it); a
 * client's own people onboard for their own client (omitted, or its own id: another is 400),
 * and the vendor waits for the provider's approval.
 */
const strictText = (max: number) => z.string().trim().max(max, `Keep it under ${max} characters.`).nullable().optional();
const strictGeoId = z.number().int().positive().max(2_147_483_647).nullable().optional();
const strictCount = (label: string, max: number) =>
  z.number().int(`The ${label} is a whole number.`).min(0, `The ${label} cannot be negative.`).max(max, `The ${label} is too large.`).nullable().optional();

/**
 * The JSON body of `POST /v1/vendors` and `PATCH /v1/vendors/:id`: exactly what the form
 * schema above outputs (null for none, numbers as numbers), so a request body says what it
 * means and '' or "12" are refused rather than guessed at.
 */
export const ZVendorBodySchema = z.object({
  name: text('company name'),
  dba: strictText(200),
  taxId: ZTaxIdSchema.nullable().optional(),
  businessStructure: z.enum(BUSINESS_STRUCTURES).nullable().optional(),
  ownershipTags: z.array(z.enum(OWNERSHIP_TAGS)).max(OWNERSHIP_TAGS.length).optional(),
  leadSource: z.enum(LEAD_SOURCES).nullable().optional(),
  email: ZEmailSchema.nullable().optional(),
  addressLine1: strictText(200),
  addressLine2: strictText(200),
  countryId: strictGeoId,
  stateId: strictGeoId,
  cityId: strictGeoId,
  zip: ZClientZipSchema.nullable().optional(),
  phoneCode: ZPhoneCodeSchema,
  phoneNumber: ZPhoneNumberSchema,
  website: ZWebsiteSchema.nullable().optional(),
  yearsInBusiness: strictCount('years in business', 300),
  employeeCount: strictCount('employee count', 10_000_000),
  notes: strictText(5000),
  logoKey: fileKey.nullable().optional(),
  serviceIds: ZVendorServiceIdsSchema.optional(),
  areas: ZVendorAreasSchema.optional(),
});

/**
 * A provider may onboard a vendor for one client (CLIENT_ONBOARDED: that client reads it); a
 * client's own people onboard for their own client (omitted, or its own id: another is 400),
 * and the vendor waits for the provider's approval.
 */
export const ZCreateVendorSchema = ZVendorBodySchema.extend({
  onboardedByClientId: z.uuid('Choose a client.').nullable().optional(),
});
export type TCreateVendorInput = z.input<typeof ZCreateVendorSchema>;
export const ZUpdateVendorSchema = ZVendorBodySchema.partial();
export type TUpdateVendorInput = z.input<typeof ZUpdateVendorSchema>;
export type TUpdateVendor = z.infer<typeof ZUpdateVendorSchema>;

// ---------------------------------------------------------------------------------------------
// Approval and status

/** `POST /v1/vendors/:id/submit` and `/approve` take no fields. */
export const ZVendorSubmitSchema = z.object({}).strict();
export const ZVendorApproveSchema = z.object({}).strict();
/** `POST /v1/vendors/:id/reject`: the reason is shown to the vendor. */
export const ZVendorRejectSchema = z.object({ reason: text('reason', 2000) });
export type TVendorRejectInput = z.input<typeof ZVendorRejectSchema>;
/** What approving did about the vendor's admin contact (the invitation flow of issue #3). */
export const VENDOR_INVITATION_OUTCOMES = ['INVITED', 'ALREADY_ACTIVE', 'NO_CONTACT', 'NOT_ALLOWED'] as const;
export type TVendorInvitationOutcome = (typeof VENDOR_INVITATION_OUTCOMES)[number];
export const ZVendorApprovalResultSchema = z.object({
  vendor: ZVendorDetailSchema,
  invitation: z.object({
    outcome: z.enum(VENDOR_INVITATION_OUTCOMES),
    /** Who was invited (or is already signed up). */
    email: z.string().nullable(),
    /** Why nobody was invited, in words for the provider. */
    message: z.string().nullable(),
  }),
});
export type TVendorApprovalResult = z.infer<typeof ZVendorApprovalResultSchema>;
export const ZVendorStatusSchema = z.object({ status: z.enum(VENDOR_STATUSES) });
export type TVendorStatusInput = z.input<typeof ZVendorStatusSchema>;

// ---------------------------------------------------------------------------------------------
// Branches and franchises

export const VENDOR_OUTLET_TYPES = ['VENDOR_BRANCH', 'VENDOR_FRANCHISE'] as const;
export type TVendorOutletType = (typeof VENDOR_OUTLET_TYPES)[number];

export const ZVendorOutletListQuerySchema = z.object({
  ...ZPageQuerySchema.shape,
  type: csvList(z.enum(VENDOR_OUTLET_TYPES)),
  search: z.string().trim().max(200).optional(),
});
export type TVendorOutletListQuery = z.infer<typeof ZVendorOutletListQuerySchema>;
export type TVendorOutletListQueryInput = z.input<typeof ZVendorOutletListQuerySchema>;

/** What a branch or franchise carries of a vendor's profile (its tax id is its vendor's). */
const OUTLET_FIELDS = {
  name: true,
  dba: true,
  email: true,
  addressLine1: true,
  addressLine2: true,
  countryId: true,
  stateId: true,
  cityId: true,
  zip: true,
  phoneCode: true,
  phoneNumber: true,
  website: true,
  notes: true,
  logoKey: true,
  serviceIds: true,
  areas: true,
} as const;
const ZOutletTypeSchema = z.enum(VENDOR_OUTLET_TYPES, 'Choose Branch or Franchise.');

/** `POST /v1/vendors/:id/branches`: a branch or franchise with its own tenant and workspace. */
export const ZCreateVendorOutletSchema = ZVendorBodySchema.pick(OUTLET_FIELDS).extend({ type: ZOutletTypeSchema });
export type TCreateVendorOutletInput = z.input<typeof ZCreateVendorOutletSchema>;

/** The branch or franchise form: blank inputs are nulls, as in the vendor form, then the body's rules. */
export const ZVendorOutletFormSchema = ZVendorFormSchema.pick(OUTLET_FIELDS).extend({ type: ZOutletTypeSchema });
export type TVendorOutletFormInput = z.input<typeof ZVendorOutletFormSchema>;

// ---------------------------------------------------------------------------------------------
// Workspaces

/** A vendor, branch or franchise workspace the caller belongs to or manages. */
export const ZVendorWorkspaceSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  name: z.string(),
  vendorType: z.enum(VENDOR_TENANT_TYPES),
  parent: ZNamedRefSchema.nullable(),
  status: z.enum(VENDOR_STATUSES),
  approvalStatus: z.enum(VENDOR_APPROVAL_STATUSES),
  logoUrl: z.string().nullable(),
  /** The caller is a member of it (otherwise it manages it through the parent vendor). */
  member: z.boolean(),
  /** The shape the workspace switcher stores (packages/shared/src/workspace.ts). */
  tenant: ZTenantSchema,
});
export type TVendorWorkspace = z.infer<typeof ZVendorWorkspaceSchema>;
export const ZVendorWorkspaceListSchema = z.array(ZVendorWorkspaceSchema);

/** The form's output is a valid body: a change to one that the other cannot take fails to compile. */
export const vendorBodyOfForm = (form: TVendorForm): z.input<typeof ZVendorBodySchema> => form;
