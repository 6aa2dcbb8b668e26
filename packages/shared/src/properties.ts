import { z } from 'zod';
import { EXPORT_FORMATS } from './background-jobs.js';
import { CONTACT_TYPES } from './enums.js';
import { pageOf, ZPageQuerySchema } from './pagination.js';
import { PROPERTY_ACCESS_MODES, PROPERTY_SIZE_UNITS, PROPERTY_STATUSES, PROPERTY_TYPES, SERVICE_FREQUENCIES, SERVICE_SEASONS } from './property-enums.js';
import { csvList } from './user-management.js';
import { ZEmailSchema } from './auth.js';
import { ZPhoneCodeSchema, ZPhoneNumberSchema } from './users.js';
import { ZFileKeySchema } from './storage.js';
import { blankToNull, optionalText } from './form-values.js';
import { PROPERTY_COVERAGE_STATES } from './contract-management.js';

/*
 * Properties (issue #8): the contract the API, the Property Lists and Property Maps screens and
 * the client detail share. Coordinates are WGS84 degrees.
 */

const text = (label: string, max = 200) => z.string().trim().min(1, `Enter the ${label}.`).max(max, `The ${label} is too long.`);
/** Reference geography ids are PostgreSQL integers. */
const ZGeoIdSchema = z.coerce.number().int().positive().max(2_147_483_647, 'No such id.');
const optionalId = z.preprocess((v) => (v === '' ? null : v), ZGeoIdSchema.nullable().optional());

export const ZZipSchema = z
  .string()
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code.');

// ---------------------------------------------------------------------------------------------
// Lists

export const PROPERTY_SORT_FIELDS = ['name', 'code', 'client', 'city', 'state', 'status', 'createdAt'] as const;
export type TPropertySortField = (typeof PROPERTY_SORT_FIELDS)[number];

/** Filters every property view shares: the list, the map and the export (kept in the URL). */
export const ZPropertyFiltersSchema = z.object({
  search: z.string().trim().max(200).optional(),
  /** These properties only (at most 100): the names of ones chosen elsewhere, such as on a map. */
  ids: csvList(z.uuid()),
  clientIds: csvList(z.uuid()),
  stateIds: csvList(ZGeoIdSchema),
  cityIds: csvList(ZGeoIdSchema),
  serviceIds: csvList(z.uuid()),
  status: csvList(z.enum(PROPERTY_STATUSES)),
  propertyTypes: csvList(z.enum(PROPERTY_TYPES)),
});
export type TPropertyFilters = z.infer<typeof ZPropertyFiltersSchema>;

export const ZPropertyListQuerySchema = z.object({
  ...ZPageQuerySchema.shape,
  ...ZPropertyFiltersSchema.shape,
  sort: z.enum(PROPERTY_SORT_FIELDS).default('name'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
  /**
   * Keyset pagination: the `nextCursor` of the previous page. With a cursor, `page` is ignored
   * and the page costs the same at any depth.
   */
  cursor: z.string().max(500).optional(),
});
export type TPropertyListQuery = z.infer<typeof ZPropertyListQuerySchema>;
export type TPropertyListQueryInput = z.input<typeof ZPropertyListQuerySchema>;

export const ZPropertyAbilitiesSchema = z.object({ edit: z.boolean(), delete: z.boolean(), manageContacts: z.boolean(), manageAccess: z.boolean() });
export type TPropertyAbilities = z.infer<typeof ZPropertyAbilitiesSchema>;

export const ZPropertyListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  propertyType: z.enum(PROPERTY_TYPES),
  status: z.enum(PROPERTY_STATUSES),
  addressLine1: z.string().nullable(),
  cityName: z.string().nullable(),
  stateCode: z.string().nullable(),
  stateName: z.string().nullable(),
  zip: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  sizeValue: z.number().nullable(),
  sizeUnit: z.enum(PROPERTY_SIZE_UNITS),
  serviceCount: z.number().int(),
  createdAt: z.string(),
  /** What the caller may do with it (policies/properties.ts; the server checks again when it is done). */
  abilities: ZPropertyAbilitiesSchema,
});
export type TPropertyListItem = z.infer<typeof ZPropertyListItemSchema>;

export const ZPropertyPageSchema = pageOf(ZPropertyListItemSchema).extend({
  /**
   * Pass as `cursor` for the next page; null on the last page. A page read with a cursor is not
   * counted again (that would cost a scan at every depth): its `total` is -1, keep the first page's.
   */
  nextCursor: z.string().nullable(),
});
export type TPropertyPage = z.infer<typeof ZPropertyPageSchema>;

/**
 * Every matching property as a compact point for the map: [id, latitude, longitude, coverage],
 * the coverage as Contract Management states it today (docs/contracts.md "Coverage on the map").
 */
export const ZPropertyMapPointsSchema = z.object({
  total: z.number().int(),
  points: z.array(z.tuple([z.string(), z.number(), z.number(), z.enum(PROPERTY_COVERAGE_STATES)])),
});
export type TPropertyMapPoints = z.infer<typeof ZPropertyMapPointsSchema>;

// ---------------------------------------------------------------------------------------------
// One property

const named = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const ZPropertyDetailSchema = ZPropertyListItemSchema.extend({
  addressLine2: z.string().nullable(),
  country: named,
  state: z.object({ id: z.number().int(), name: z.string(), code: z.string() }).nullable(),
  county: named,
  city: named,
  notes: z.string().nullable(),
  updatedAt: z.string(),
});
export type TPropertyDetail = z.infer<typeof ZPropertyDetailSchema>;

const ZPropertyFieldsBaseSchema = z.object({
  name: text('property name'),
  code: z
    .string()
    .trim()
    .min(1, 'Enter the property code.')
    .max(40, 'The property code is too long.')
    .regex(/^[A-Za-z0-9][A-Za-z0-9._\-/ ]*$/, 'Use letters, digits, spaces and . _ - / in the code.'),
  propertyType: z.enum(PROPERTY_TYPES),
  sizeValue: z.preprocess((v) => (v === '' ? null : v), z.coerce.number().positive('The size must be positive.').max(1e9).nullable().optional()),
  sizeUnit: z.enum(PROPERTY_SIZE_UNITS),
  addressLine1: optionalText(200),
  addressLine2: optionalText(200),
  countryId: optionalId,
  stateId: optionalId,
  countyId: optionalId,
  cityId: optionalId,
  zip: z.preprocess((v) => (v === '' ? null : v), ZZipSchema.nullable().optional()),
  latitude: z.preprocess((v) => (v === '' ? null : v), z.coerce.number().min(-90).max(90).nullable().optional()),
  longitude: z.preprocess((v) => (v === '' ? null : v), z.coerce.number().min(-180).max(180).nullable().optional()),
  status: z.enum(PROPERTY_STATUSES),
  notes: optionalText(5000),
});
/** Defaults only on create: a change that leaves a field out keeps the stored value. */
const ZPropertyFieldsSchema = ZPropertyFieldsBaseSchema.extend({
  propertyType: z.enum(PROPERTY_TYPES).default('OFFICE'),
  sizeUnit: z.enum(PROPERTY_SIZE_UNITS).default('SQ_FT'),
  status: z.enum(PROPERTY_STATUSES).default('ACTIVE'),
});

export const ZCreatePropertySchema = ZPropertyFieldsSchema.extend({ clientId: z.uuid('Choose a client.') });
export type TCreatePropertyInput = z.input<typeof ZCreatePropertySchema>;
export type TCreateProperty = z.infer<typeof ZCreatePropertySchema>;

export const ZUpdatePropertySchema = ZPropertyFieldsBaseSchema.partial();
export type TUpdatePropertyInput = z.input<typeof ZUpdatePropertySchema>;
export type TUpdateProperty = z.infer<typeof ZUpdatePropertySchema>;

/**
 * The provider files a property under the right client (POST /v1/properties/:id/move). Its
 * required services and documents move with it; grants of access to the old client's people
 * end; contacts and scopes of the old client must be removed first.
 */
export const ZMovePropertySchema = z.object({ clientId: z.uuid('Choose a client.') });
export type TMovePropertyInput = z.input<typeof ZMovePropertySchema>;

// ---------------------------------------------------------------------------------------------
// Contacts, required services, documents

export const ZPropertyContactSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  contactType: z.enum(CONTACT_TYPES),
  authorized: z.boolean(),
  createdAt: z.string(),
});
export type TPropertyContact = z.infer<typeof ZPropertyContactSchema>;

/** Link an existing person of the property's client (userId), or add a new contact person. */
export const ZCreatePropertyContactSchema = z.object({
  propertyId: z.uuid(),
  contactType: z.enum(CONTACT_TYPES),
  userId: z.uuid().optional(),
  person: z
    .object({
      firstName: text('first name', 100),
      lastName: text('last name', 100),
      // The people rules of the users feature, which creates the person.
      email: ZEmailSchema,
      phoneCode: z.preprocess(blankToNull, ZPhoneCodeSchema),
      phoneNumber: z.preprocess(blankToNull, ZPhoneNumberSchema),
    })
    .optional(),
});
export type TCreatePropertyContactInput = z.input<typeof ZCreatePropertyContactSchema>;
export const ZUpdatePropertyContactSchema = z.object({ contactType: z.enum(CONTACT_TYPES) });

export const ZPropertyServiceSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  categoryName: z.string(),
  frequency: z.enum(SERVICE_FREQUENCIES),
  season: z.enum(SERVICE_SEASONS),
  seasonStart: z.string().nullable(),
  seasonEnd: z.string().nullable(),
  notes: z.string().nullable(),
  updatedAt: z.string(),
});
export type TPropertyService = z.infer<typeof ZPropertyServiceSchema>;

const isoDate = z.preprocess((v) => (v === '' ? null : v), z.iso.date('Use a date like 2026-11-01.').nullable().optional());
const ZPropertyServiceFieldsBaseSchema = z.object({
  frequency: z.enum(SERVICE_FREQUENCIES),
  season: z.enum(SERVICE_SEASONS),
  seasonStart: isoDate,
  seasonEnd: isoDate,
  notes: optionalText(2000),
});
const ZPropertyServiceFieldsSchema = ZPropertyServiceFieldsBaseSchema.extend({
  frequency: z.enum(SERVICE_FREQUENCIES).default('MONTHLY'),
  season: z.enum(SERVICE_SEASONS).default('YEAR_ROUND'),
});
const customSeasonHasDates = (v: { season?: string; seasonStart?: string | null; seasonEnd?: string | null }) =>
  v.season !== 'CUSTOM' || Boolean(v.seasonStart && v.seasonEnd);
export const ZCreatePropertyServiceSchema = ZPropertyServiceFieldsSchema.extend({ propertyId: z.uuid(), serviceId: z.uuid('Choose a service.') }).refine(
  customSeasonHasDates,
  { path: ['seasonStart'], message: 'A custom season needs its start and end dates.' },
);
export type TCreatePropertyServiceInput = z.input<typeof ZCreatePropertyServiceSchema>;
export const ZUpdatePropertyServiceSchema = ZPropertyServiceFieldsBaseSchema.partial();
export type TUpdatePropertyServiceInput = z.input<typeof ZUpdatePropertyServiceSchema>;

export const ZPropertyDocumentSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  fileKey: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type TPropertyDocument = z.infer<typeof ZPropertyDocumentSchema>;
export const ZCreatePropertyDocumentSchema = z.object({
  propertyId: z.uuid(),
  fileKey: z.string().min(1, 'Upload a file first.').max(500),
  title: text('title'),
  description: optionalText(2000),
});
export type TCreatePropertyDocumentInput = z.input<typeof ZCreatePropertyDocumentSchema>;

export const ZPropertyChildListQuerySchema = z.object({ ...ZPageQuerySchema.shape, propertyId: z.uuid() });

// ---------------------------------------------------------------------------------------------
// Per-person property access (spec §7 /properties/user-permission, update-property-permission,
// user-properties)

export const ZUserPropertyPermissionSchema = z.object({
  userId: z.string(),
  tenantId: z.string(),
  propertyAccess: z.enum(PROPERTY_ACCESS_MODES),
  grantedCount: z.number().int(),
});
export type TUserPropertyPermission = z.infer<typeof ZUserPropertyPermissionSchema>;

export const ZUpdatePropertyPermissionSchema = z.object({
  userId: z.uuid(),
  propertyAccess: z.enum(PROPERTY_ACCESS_MODES),
  grant: z.array(z.uuid()).max(5000).default([]),
  revoke: z.array(z.uuid()).max(5000).default([]),
});
export type TUpdatePropertyPermissionInput = z.input<typeof ZUpdatePropertyPermissionSchema>;

export const ZUserPropertiesQuerySchema = z.object({
  ...ZPageQuerySchema.shape,
  userId: z.uuid(),
  search: z.string().trim().max(200).optional(),
  granted: z.enum(['true', 'false', 'all']).default('all'),
});
export const ZUserPropertySchema = z.object({ id: z.string(), name: z.string(), code: z.string(), cityName: z.string().nullable(), granted: z.boolean() });
export const ZUserPropertiesPageSchema = pageOf(ZUserPropertySchema);
export type TUserPropertiesPage = z.infer<typeof ZUserPropertiesPageSchema>;

// ---------------------------------------------------------------------------------------------
// Export and import (background jobs)

export const ZPropertyExportRequestSchema = ZPropertyFiltersSchema.extend({ format: z.enum(EXPORT_FORMATS).default('xlsx') });
export type TPropertyExportRequest = z.input<typeof ZPropertyExportRequestSchema>;

/** The columns of the import file, in order; the export writes the same headers. */
export const PROPERTY_IMPORT_COLUMNS = [
  'Client',
  'Property Name',
  'Property Code',
  'Property Type',
  'Size',
  'Size Unit',
  'Address Line 1',
  'Address Line 2',
  'City',
  'State',
  'County',
  'ZIP',
  'Country',
  'Latitude',
  'Longitude',
  'Status',
  'Notes',
] as const;
export const PROPERTY_IMPORT_MAX_ROWS = 20_000;

/** A property import: the uploaded sheet (`property_import`) and, optionally, the client every row goes to. */
export const ZPropertyImportRequestSchema = z.object({ fileKey: ZFileKeySchema, clientId: z.uuid('Choose a client.').optional() });
export type TPropertyImportRequest = z.infer<typeof ZPropertyImportRequestSchema>;
