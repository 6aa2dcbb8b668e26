import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.js';
import { cities, counties, countries, states } from './geography.js';
import { services } from './services.js';
import { storedFiles } from './storage.js';
import { tenantOwned, tenants } from './tenancy.js';

/*
 * Vendors (issue #9), their branches and franchises: the profile, what they offer and where.
 * Every row belongs to the vendor's (or branch's) tenant; the provider reads all.
 */

export const vendors = pgTable(
  'vendors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .unique()
      .references(() => tenants.id),
    /** Tenants other than the vendor's own that may read the profile (a client that onboarded it). */
    partyTenantIds: uuid('party_tenant_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    name: text('name').notNull(),
    vendorType: text('vendor_type').notNull().default('VENDOR'),
    parentVendorId: uuid('parent_vendor_id').references((): AnyPgColumn => vendors.id),
    status: text('status').notNull().default('ACTIVE'),
    /** Kept equal to approval_status = 'APPROVED' (older readers use it). */
    isApproved: boolean('is_approved').notNull().default(false),
    /** DRAFT → PENDING_FOR_APPROVAL → APPROVED | NOT_APPROVED (issue #9). */
    approvalStatus: text('approval_status').notNull().default('DRAFT'),
    /** Why it was not approved, in words the vendor reads. */
    approvalReason: text('approval_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    dba: text('dba'),
    /** Stored as entered; shown masked to everyone without vendor_management Edit. */
    taxId: text('tax_id'),
    businessStructure: text('business_structure'),
    ownershipTags: text('ownership_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    onboardingSource: text('onboarding_source').notNull().default('CONNEXUS'),
    /** For CLIENT_ONBOARDED: the client it was onboarded for (that client is a party). */
    onboardedByClientId: uuid('onboarded_by_client_id').references((): AnyPgColumn => clients.id),
    leadSource: text('lead_source'),
    logoKey: text('logo_key').references((): AnyPgColumn => storedFiles.key),
    email: text('email'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    countryId: integer('country_id').references((): AnyPgColumn => countries.id),
    stateId: integer('state_id').references((): AnyPgColumn => states.id),
    cityId: integer('city_id').references((): AnyPgColumn => cities.id),
    zip: text('zip'),
    phoneCode: text('phone_code'),
    phoneNumber: text('phone_number'),
    website: text('website'),
    yearsInBusiness: integer('years_in_business'),
    employeeCount: integer('employee_count'),
    notes: text('notes'),
    /**
     * COMPLIANT, EXPIRING, EXPIRED, MISSING: kept by the compliance service on every document
     * change and by the daily job, so lists filter on a column instead of recomputing.
     */
    complianceState: text('compliance_state').notNull().default('MISSING'),
    /** The earliest expiry among its current certificates. */
    complianceExpiresOn: date('compliance_expires_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vendors_parent_idx').on(t.parentVendorId),
    index('vendors_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('vendors_parties_idx').using('gin', t.partyTenantIds),
    index('vendors_list_idx').on(t.approvalStatus, t.complianceState, t.name),
    // A self-registration not approved holds no tax id (features/vendors/vendor-identity.repo.ts).
    uniqueIndex('vendors_tax_id_idx')
      .on(t.taxId)
      .where(sql`${t.taxId} is not null and ${t.vendorType} = 'VENDOR' and not (${t.onboardingSource} = 'SELF' and ${t.approvalStatus} <> 'APPROVED')`),
    check('vendors_type_check', sql`${t.vendorType} in ('VENDOR', 'VENDOR_BRANCH', 'VENDOR_FRANCHISE')`),
    check('vendors_status_check', sql`${t.status} in ('ACTIVE', 'INACTIVE')`),
    check('vendors_approval_check', sql`${t.approvalStatus} in ('DRAFT', 'PENDING_FOR_APPROVAL', 'APPROVED', 'NOT_APPROVED')`),
    check('vendors_compliance_check', sql`${t.complianceState} in ('COMPLIANT', 'EXPIRING', 'EXPIRED', 'MISSING')`),
    check('vendors_onboarding_check', sql`${t.onboardingSource} in ('CONNEXUS', 'CLIENT_ONBOARDED', 'SELF')`),
  ],
);

export const vendorServices = pgTable(
  'vendor_services',
  {
    ...tenantOwned(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.serviceId] }), index('vendor_services_service_idx').on(t.serviceId, t.vendorId)],
);

/** Where a vendor works: a whole state (county null) or one county. */
export const vendorServiceAreas = pgTable(
  'vendor_service_areas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...tenantOwned(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    countyId: integer('county_id').references(() => counties.id),
  },
  (t) => [
    index('vendor_service_areas_vendor_idx').on(t.vendorId),
    index('vendor_service_areas_state_idx').on(t.stateId, t.countyId),
    index('vendor_service_areas_county_idx').on(t.countyId),
  ],
);
