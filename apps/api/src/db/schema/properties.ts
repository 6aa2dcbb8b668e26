import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cities, counties, countries, states } from './geography.js';
import { services } from './services.js';
import { storedFiles } from './storage.js';
import { partiesIndex, sharedWithParties, tenantOwned } from './tenancy.js';
import { clients } from './clients.js';
import { users } from './users.js';

/**
 * A client's property (issue #8). Owned by the client's tenant; vendors read it as parties of
 * an RFP or contract that names it. A member whose property access is ASSIGNED sees only the
 * properties granted to them (`property_user_access`): a restrictive policy holds that too.
 */
export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...tenantOwned(),
    ...sharedWithParties(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
    /** Unique per client, case-insensitive: how the client's own systems name it. */
    code: text('code').notNull(),
    /** OFFICE, RETAIL, INDUSTRIAL, MULTI_FAMILY, HOTEL, HOA_COMMUNITY, STUDENT_HOUSING, MIXED_USE, OTHER */
    propertyType: text('property_type').notNull().default('OFFICE'),
    sizeValue: doublePrecision('size_value'),
    /** SQ_FT or ACRES */
    sizeUnit: text('size_unit').notNull().default('SQ_FT'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    countryId: integer('country_id').references(() => countries.id),
    stateId: integer('state_id').references(() => states.id),
    countyId: integer('county_id').references(() => counties.id),
    cityId: integer('city_id').references(() => cities.id),
    /** The city's name as shown and searched (kept with the row: lists and search need no join). */
    cityName: text('city_name'),
    zip: text('zip'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    status: text('status').notNull().default('ACTIVE'),
    notes: text('notes'),
    /** What search matches: name, code and city, lower-cased, under a trigram index. */
    searchText: text('search_text').generatedAlwaysAs((): ReturnType<typeof sql> => sql`lower(name || ' ' || code || ' ' || coalesce(city_name, ''))`),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('properties_client_code_idx').on(t.clientId, sql`lower(${t.code})`),
    // Migration 0013 gives it INCLUDE (tenant_id, party_tenant_ids): the row-security check of the
    // list's count then reads the index only. drizzle cannot say INCLUDE; keep the two in step.
    index('properties_name_idx').on(t.name, t.id),
    index('properties_tenant_name_idx').on(t.tenantId, t.name, t.id),
    index('properties_state_idx').on(t.stateId),
    index('properties_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    partiesIndex('properties', t.partyTenantIds),
    check('properties_status_check', sql`${t.status} in ('ACTIVE', 'INACTIVE')`),
    check('properties_size_unit_check', sql`${t.sizeUnit} in ('SQ_FT', 'ACRES')`),
    check('properties_coordinates_check', sql`(${t.latitude} between -90 and 90) and (${t.longitude} between -180 and 180)`),
  ],
);

/** Which properties a member with ASSIGNED property access may see. */
export const propertyUserAccess = pgTable(
  'property_user_access',
  {
    ...tenantOwned(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantedBy: uuid('granted_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.userId] }), index('property_user_access_user_idx').on(t.userId, t.propertyId)],
);

/** A person (a user, signed in or not) linked to a property with a contact type. */
export const propertyContacts = pgTable(
  'property_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...tenantOwned(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactType: text('contact_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('property_contacts_property_user_idx').on(t.propertyId, t.userId), index('property_contacts_user_idx').on(t.userId)],
);

/** A service the property needs, how often and when. */
export const propertyServices = pgTable(
  'property_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...tenantOwned(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    /** DAILY, WEEKLY, BIWEEKLY, MONTHLY, QUARTERLY, SEMI_ANNUAL, ANNUAL, ON_DEMAND, PER_EVENT */
    frequency: text('frequency').notNull().default('MONTHLY'),
    /** YEAR_ROUND, SPRING, SUMMER, FALL, WINTER, CUSTOM (then the dates) */
    season: text('season').notNull().default('YEAR_ROUND'),
    seasonStart: date('season_start'),
    seasonEnd: date('season_end'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('property_services_property_service_idx').on(t.propertyId, t.serviceId), index('property_services_service_idx').on(t.serviceId)],
);

/** A document about a property (site plan, photos, a prior contract), stored in storage. */
export const propertyDocuments = pgTable(
  'property_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...tenantOwned(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    fileKey: text('file_key')
      .notNull()
      .references(() => storedFiles.key),
    title: text('title').notNull(),
    description: text('description'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('property_documents_property_idx').on(t.propertyId, t.createdAt)],
);
