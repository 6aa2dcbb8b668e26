/*
 * The words of contracts (issue 19, docs/contracts.md), the same on both sides and in the
 * database's checks (apps/api/src/db/schema/contracts.ts).
 */

export const CONTRACT_STATUSES = ['DRAFT', 'PENDING_FOR_APPROVAL', 'ACTIVE', 'EXPIRED', 'TERMINATED'] as const;
export type TContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_STATUS_LABELS: Record<TContractStatus, string> = {
  DRAFT: 'Draft',
  PENDING_FOR_APPROVAL: 'Pending approval',
  ACTIVE: 'Active',
  EXPIRED: 'Expired',
  TERMINATED: 'Terminated',
};

/** Where a contract came from: an RFP's award, an uploaded existing contract, or typed in. */
export const CONTRACT_ORIGINS = ['AWARD', 'EXISTING', 'MANUAL'] as const;
export type TContractOrigin = (typeof CONTRACT_ORIGINS)[number];
export const CONTRACT_ORIGIN_LABELS: Record<TContractOrigin, string> = {
  AWARD: 'From an award',
  EXISTING: 'Existing contract',
  MANUAL: 'Entered by hand',
};

export const CONTRACT_DOCUMENT_KINDS = ['SIGNED', 'AMENDMENT', 'OTHER'] as const;
export type TContractDocumentKind = (typeof CONTRACT_DOCUMENT_KINDS)[number];

export const CONTRACT_VERSION_KINDS = ['CREATED', 'AMENDED', 'ACTIVATED', 'RENEWED', 'EXPIRED', 'TERMINATED', 'BULK_UPDATE'] as const;
export type TContractVersionKind = (typeof CONTRACT_VERSION_KINDS)[number];

export const CONTRACT_ALERT_KINDS = ['EXPIRING', 'NOTICE_DEADLINE', 'RENEWED', 'EXPIRED'] as const;
export type TContractAlertKind = (typeof CONTRACT_ALERT_KINDS)[number];
/** Days before the end date, and before the last day to give notice, when an alert is raised. */
export const CONTRACT_EXPIRY_THRESHOLDS = [90, 60, 30] as const;
export const CONTRACT_NOTICE_THRESHOLDS = [60, 30, 7] as const;
/** A contracted cell is "expiring" within this many days of its end (Contract Management). */
export const CONTRACT_EXPIRING_DAYS = 90;

export const CONTRACT_EXTRACTION_STATUSES = ['QUEUED', 'READING', 'NEEDS_REVIEW', 'CONFIRMED', 'FAILED', 'DISCARDED'] as const;
export type TContractExtractionStatus = (typeof CONTRACT_EXTRACTION_STATUSES)[number];
