/** Enumerations of spec §3 and §4, the single source for API, web and database. */

export const USER_TYPES = ['connexus', 'client', 'vendor', 'vendor_branch', 'vendor_franchise'] as const;
export type TUserType = (typeof USER_TYPES)[number];

/** A tenant's type is the user type of the people who work in it. */
export const TENANT_TYPES = USER_TYPES;
export type TTenantType = TUserType;

/** Roles are defined per role type; branch and franchise users hold vendor roles. */
export const ROLE_TYPES = ['connexus', 'client', 'vendor'] as const;
export type TRoleType = (typeof ROLE_TYPES)[number];

export const roleTypeOfTenantType = (tenantType: TTenantType): TRoleType =>
  tenantType === 'connexus' ? 'connexus' : tenantType === 'client' ? 'client' : 'vendor';

export const VENDOR_TENANT_TYPES = ['VENDOR', 'VENDOR_BRANCH', 'VENDOR_FRANCHISE'] as const;
export type TVendorTenantType = (typeof VENDOR_TENANT_TYPES)[number];

export const ACTION_TYPES = ['Create', 'Edit', 'View', 'Delete'] as const;
export type TActionType = (typeof ACTION_TYPES)[number];

export const STATUSES = [
  'ACTIVE',
  'INACTIVE',
  'PENDING',
  'PENDING_FILE_UPLOAD',
  'COMPLETED',
  'PENDING_FOR_APPROVAL',
  'PENDING_CONNEXUS',
  'ERROR',
  'FAILED',
  'DRAFT',
  'REJECTED',
  'PROCESSING',
  'DEACTIVE',
] as const;
export type TStatus = (typeof STATUSES)[number];
/** How the generic statuses read on screen ("PENDING_CONNEXUS": waiting for the provider). */
export const STATUS_LABELS: Record<TStatus, string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  PENDING: 'Pending',
  PENDING_FILE_UPLOAD: 'Waiting for a file',
  COMPLETED: 'Completed',
  PENDING_FOR_APPROVAL: 'Pending approval',
  PENDING_CONNEXUS: 'Waiting for the provider',
  ERROR: 'Error',
  FAILED: 'Failed',
  DRAFT: 'Draft',
  REJECTED: 'Rejected',
  PROCESSING: 'Processing',
  DEACTIVE: 'Deactivated',
};

/** PENDING = invited, ACTIVE = password created, INACTIVE = deactivated. */
export const USER_STATUSES = ['PENDING', 'ACTIVE', 'INACTIVE'] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];

export const CONTACT_TYPES = ['Primary', 'Secondary', 'Onsite Member'] as const;
export type TContactType = (typeof CONTACT_TYPES)[number];

export const BACKGROUND_JOB_TYPES = [
  'sow_template_generation',
  'data_export',
  'rfp_template_generation',
  'user_upload',
  'property_import',
  'bid_analysis_export',
  'existing_contracts_extraction',
] as const;
export type TBackgroundJobType = (typeof BACKGROUND_JOB_TYPES)[number];

export const BACKGROUND_JOB_STATUSES = ['pending', 'success', 'error'] as const;
export type TBackgroundJobStatus = (typeof BACKGROUND_JOB_STATUSES)[number];

export const UPLOAD_FILE_CATEGORIES = [
  'client_logo',
  'vendor_logo',
  'vendor_w9',
  'vendor_certificate_of_insurance',
  'ai_contract_document',
  'ai_contracts_zip',
  'scope_of_work',
  'rfp_property_attachment',
  'rfp_attachment',
  'client_header_image',
  'sow_template',
  'rfp_template',
] as const;
export type TUploadFileCategory = (typeof UPLOAD_FILE_CATEGORIES)[number];

export const OWNERSHIP_TAGS = ['FAMILY_OWNED', 'MINORITY_OWNED', 'VETERAN_OWNED', 'WOMAN_OWNED'] as const;
export const ONBOARDING_SOURCES = ['CONNEXUS', 'CLIENT_ONBOARDED', 'SELF'] as const;
export const LEAD_SOURCES = [
  'EMAIL_OUTREACH',
  'EVENT',
  'INSTAGRAM',
  'INTERNET_SEARCH',
  'LINKEDIN',
  'OTHER',
  'REFERRAL',
  'PHONECALL_OUTREACH',
  'WEBSITE',
] as const;
export const BUSINESS_STRUCTURES = [
  'SOLE_PROPRIETORSHIPS',
  'PARTNERSHIPS',
  'CORPORATIONS',
  'S_CORPORATIONS',
  'LIMITED_LIABILITY_COMPANY',
  'NON_PROFIT',
] as const;
export const APPROVAL_STATUSES = ['APPROVED', 'NOT_APPROVED'] as const;
