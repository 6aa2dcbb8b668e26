import {
  maskTaxId,
  TENANT_TYPE_OF_VENDOR_TYPE,
  type TBusinessStructure,
  type TLeadSource,
  type TOnboardingSource,
  type TOwnershipTag,
  type TVendorApprovalStatus,
  type TVendorComplianceState,
  type TVendorDetail,
  type TVendorListItem,
  type TVendorStatus,
  type TVendorType,
  type TVendorWorkspace,
} from '@procura/shared';
import { type TPolicyActor, vendorAbilities } from '@procura/shared/policies';
import type { TVendorListRow } from './vendor-list.repo.js';
import type { TVendorAreaRow, TVendorDetailRow, TVendorWorkspaceRow } from './vendor-read.repo.js';

/** "CO · TX (3 counties)": whole states by code, otherwise how many of their counties. */
export function areaSummary(areas: readonly { code: string; wholeState: boolean; counties: number }[]): string {
  return areas.map((a) => (a.wholeState || a.counties === 0 ? a.code : `${a.code} (${a.counties} ${a.counties === 1 ? 'county' : 'counties'})`)).join(' · ');
}

const dateOnly = (value: string | Date | null): string | null =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
const iso = (value: Date | string | null): string | null =>
  value === null ? null : typeof value === 'string' ? new Date(value).toISOString() : value.toISOString();

/** A vendor as lists show it, with what the reader may do to it (policies/vendors.ts). */
export function presentVendorListItem(actor: TPolicyActor, row: TVendorListRow, logoUrl: string | null): TVendorListItem {
  return {
    id: row.id,
    tenantId: row.tenantId,
    name: row.name,
    dba: row.dba,
    // The database's check constraints hold these to the shared enums.
    vendorType: row.vendorType as TVendorType,
    parent: row.parentVendorId && row.parentName ? { id: row.parentVendorId, name: row.parentName } : null,
    status: row.status as TVendorStatus,
    approvalStatus: row.approvalStatus as TVendorApprovalStatus,
    complianceState: row.complianceState as TVendorComplianceState,
    complianceExpiresOn: dateOnly(row.complianceExpiresOn),
    onboardingSource: row.onboardingSource as TOnboardingSource,
    logoUrl,
    services: row.services,
    areaSummary: areaSummary(row.areaStates),
    cityName: row.cityName,
    stateName: row.stateName,
    stateCode: row.stateCode,
    createdAt: row.createdAt.toISOString(),
    abilities: vendorAbilities(actor, row),
  };
}

export function presentVendorDetail(actor: TPolicyActor, row: TVendorDetailRow, areas: TVendorAreaRow[], logoUrl: string | null): TVendorDetail {
  const item = presentVendorListItem(actor, row, logoUrl);
  const { abilities } = item;
  return {
    ...item,
    taxId: row.taxId === null ? null : abilities.viewTaxId ? row.taxId : maskTaxId(row.taxId),
    taxIdMasked: row.taxId !== null && !abilities.viewTaxId,
    businessStructure: row.businessStructure as TBusinessStructure | null,
    ownershipTags: row.ownershipTags as TOwnershipTag[],
    leadSource: row.leadSource as TLeadSource | null,
    onboardedByClient: row.onboardedByClientId && row.onboardedByClientName ? { id: row.onboardedByClientId, name: row.onboardedByClientName } : null,
    approvalReason: row.approvalReason,
    submittedAt: iso(row.submittedAt),
    decidedAt: iso(row.decidedAt),
    email: row.email,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    country: row.countryId !== null && row.countryName !== null ? { id: row.countryId, name: row.countryName } : null,
    state: row.stateId !== null && row.stateName !== null ? { id: row.stateId, name: row.stateName, code: row.stateCode ?? '' } : null,
    city: row.cityId !== null && row.cityName !== null ? { id: row.cityId, name: row.cityName } : null,
    zip: row.zip,
    phoneCode: row.phoneCode,
    phoneNumber: row.phoneNumber,
    website: row.website,
    yearsInBusiness: row.yearsInBusiness,
    employeeCount: row.employeeCount,
    notes: row.notes,
    logoKey: row.logoKey,
    serviceDetails: row.serviceDetails,
    areas: areas.map((a) => ({ stateId: a.stateId, stateName: a.stateName, stateCode: a.stateCode, countyId: a.countyId, countyName: a.countyName })),
    branchCount: row.branchCount,
    franchiseCount: row.franchiseCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The fields of a vendor its history records: what a person edits, never URLs or counts. */
export function vendorSnapshot(row: TVendorDetailRow, areas: TVendorAreaRow[]) {
  return {
    name: row.name,
    dba: row.dba,
    // The history is read by people who may not see the full tax id.
    taxId: row.taxId === null ? null : maskTaxId(row.taxId),
    businessStructure: row.businessStructure,
    ownershipTags: row.ownershipTags,
    leadSource: row.leadSource,
    email: row.email,
    status: row.status,
    approvalStatus: row.approvalStatus,
    approvalReason: row.approvalReason,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    country: row.countryName,
    state: row.stateName,
    city: row.cityName,
    zip: row.zip,
    phoneCode: row.phoneCode,
    phoneNumber: row.phoneNumber,
    website: row.website,
    yearsInBusiness: row.yearsInBusiness,
    employeeCount: row.employeeCount,
    notes: row.notes,
    logoKey: row.logoKey,
    services: row.serviceDetails.map((s) => s.name),
    areas: areas.map((a) => (a.countyName ? `${a.countyName}, ${a.stateCode}` : a.stateCode)),
  };
}

export function presentWorkspace(row: TVendorWorkspaceRow, member: boolean, logoUrl: string | null): TVendorWorkspace {
  const vendorType = row.vendorType as TVendorType;
  return {
    id: row.id,
    tenantId: row.tenantId,
    name: row.name,
    vendorType,
    parent: row.parentVendorId && row.parentName ? { id: row.parentVendorId, name: row.parentName } : null,
    status: row.status as TVendorStatus,
    approvalStatus: row.approvalStatus as TVendorApprovalStatus,
    logoUrl,
    member,
    tenant: {
      id: row.tenantId,
      name: row.name,
      type: TENANT_TYPE_OF_VENDOR_TYPE[vendorType],
      parentId: row.parentTenantId,
      client: null,
      vendor: { id: row.id, name: row.name },
    },
  };
}
