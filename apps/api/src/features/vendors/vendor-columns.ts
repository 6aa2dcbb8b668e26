import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { clients } from '../../db/schema/clients.js';
import { cities, countries, states } from '../../db/schema/geography.js';
import { serviceCategories, services } from '../../db/schema/services.js';
import { vendors, vendorServiceAreas, vendorServices } from '../../db/schema/vendors.js';
import { jsonArray, subquery, valueOf } from '../../db/subqueries.js';

/** What a vendor row is read as: the list's columns, the detail's, and the columns a write sets. */
export const parent = alias(vendors, 'parent_vendor');

/** Service names of one vendor, alphabetical, read with the page. */
const serviceNames = sql<string[]>`(select coalesce(array_agg(${services.name} order by lower(${services.name})), '{}'::text[])
  from ${vendorServices} join ${services} on ${services.id} = ${vendorServices.serviceId} where ${vendorServices.vendorId} = ${vendors.id})`;

/** Per state: its code, whether the whole state is served, and how many counties otherwise. */
const areaStates = sql<
  { code: string; wholeState: boolean; counties: number }[]
>`(select coalesce(json_agg(json_build_object('code', x.code, 'wholeState', x.whole, 'counties', x.n) order by x.code), '[]'::json)
  from (select ${states.code} as code, bool_or(${vendorServiceAreas.countyId} is null) as whole, count(${vendorServiceAreas.countyId})::int as n
    from ${vendorServiceAreas} join ${states} on ${states.id} = ${vendorServiceAreas.stateId}
    where ${vendorServiceAreas.vendorId} = ${vendors.id} group by ${states.code}) x)`;

export const LIST_COLUMNS = {
  id: vendors.id,
  tenantId: vendors.tenantId,
  name: vendors.name,
  dba: vendors.dba,
  vendorType: vendors.vendorType,
  parentVendorId: vendors.parentVendorId,
  parentName: parent.name,
  status: vendors.status,
  approvalStatus: vendors.approvalStatus,
  complianceState: vendors.complianceState,
  complianceExpiresOn: vendors.complianceExpiresOn,
  onboardingSource: vendors.onboardingSource,
  logoKey: vendors.logoKey,
  cityName: cities.name,
  stateName: states.name,
  stateCode: states.code,
  createdAt: vendors.createdAt,
  services: serviceNames,
  areaStates,
};

const childCount = (type: 'VENDOR_BRANCH' | 'VENDOR_FRANCHISE') => {
  const child = alias(vendors, 'child_vendor');
  return valueOf(
    subquery
      .select({ n: sql<number>`count(*)::int` })
      .from(child)
      .where(and(eq(child.parentVendorId, vendors.id), eq(child.vendorType, type))),
  );
};

export const DETAIL_COLUMNS = {
  ...LIST_COLUMNS,
  taxId: vendors.taxId,
  businessStructure: vendors.businessStructure,
  ownershipTags: vendors.ownershipTags,
  leadSource: vendors.leadSource,
  onboardedByClientId: vendors.onboardedByClientId,
  onboardedByClientName: clients.name,
  partyTenantIds: vendors.partyTenantIds,
  approvalReason: vendors.approvalReason,
  submittedAt: vendors.submittedAt,
  decidedAt: vendors.decidedAt,
  email: vendors.email,
  addressLine1: vendors.addressLine1,
  addressLine2: vendors.addressLine2,
  countryId: vendors.countryId,
  countryName: countries.name,
  stateId: vendors.stateId,
  cityId: vendors.cityId,
  zip: vendors.zip,
  phoneCode: vendors.phoneCode,
  phoneNumber: vendors.phoneNumber,
  website: vendors.website,
  yearsInBusiness: vendors.yearsInBusiness,
  employeeCount: vendors.employeeCount,
  notes: vendors.notes,
  updatedAt: vendors.updatedAt,
  branchCount: childCount('VENDOR_BRANCH'),
  franchiseCount: childCount('VENDOR_FRANCHISE'),
  serviceDetails: jsonArray(
    sql<{
      id: string;
      name: string;
      categoryName: string | null;
    }>`json_build_object('id', ${services.id}, 'name', ${services.name}, 'categoryName', ${serviceCategories.name})`,
  ),
};

/** The columns a vendor's create or edit writes (its tenant is made by the repo). */
export type TVendorValues = Partial<
  Pick<
    typeof vendors.$inferInsert,
    | 'name'
    | 'dba'
    | 'taxId'
    | 'businessStructure'
    | 'ownershipTags'
    | 'leadSource'
    | 'email'
    | 'logoKey'
    | 'addressLine1'
    | 'addressLine2'
    | 'countryId'
    | 'stateId'
    | 'cityId'
    | 'zip'
    | 'phoneCode'
    | 'phoneNumber'
    | 'website'
    | 'yearsInBusiness'
    | 'employeeCount'
    | 'notes'
    | 'status'
    | 'approvalStatus'
    | 'isApproved'
    | 'approvalReason'
    | 'submittedAt'
    | 'decidedAt'
    | 'decidedBy'
    | 'onboardingSource'
    | 'onboardedByClientId'
    | 'partyTenantIds'
  >
>;
