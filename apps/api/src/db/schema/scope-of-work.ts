import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { properties } from './properties.js';
import { services } from './services.js';
import { storedFiles } from './storage.js';
import { partiesIndex, sharedWithParties, tenantOwned } from './tenancy.js';
import { clients } from './clients.js';
import { users } from './users.js';

/*
 * Scope of work (issue #10). A SOW text is kept three ways at once: the editor's JSON (what is
 * edited), HTML rendered from that JSON by our own whitelist renderer (what is shown; never
 * HTML from the browser), and plain text (what is searched, diffed and given to the model).
 */

/** A reusable SOW text for a service: the provider's, read by clients. */
export const sowLibraryEntries = pgTable(
  'sow_library_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    title: text('title').notNull(),
    content: jsonb('content').notNull(),
    contentHtml: text('content_html').notNull(),
    contentText: text('content_text').notNull(),
    /** The number of the newest version; every save writes a version row with it. */
    version: integer('version').notNull().default(1),
    status: text('status').notNull().default('ACTIVE'),
    createdBy: uuid('created_by').references(() => users.id),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sow_library_entries_service_idx').on(t.serviceId, t.title),
    index('sow_library_entries_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    check('sow_library_entries_status_check', sql`${t.status} in ('ACTIVE', 'ARCHIVED')`),
  ],
);

/** Every saved state of a library text: who, when, with what note. */
export const sowLibraryVersions = pgTable(
  'sow_library_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => sowLibraryEntries.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    content: jsonb('content').notNull(),
    contentHtml: text('content_html').notNull(),
    contentText: text('content_text').notNull(),
    changeNote: text('change_note'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sow_library_versions_entry_version_idx').on(t.entryId, t.version)],
);

/**
 * A client's scope of work for one service. Owned by the client's tenant (the provider reads
 * and writes it from its own workspace); vendors read it as parties of an RFP that includes it.
 */
export const clientScopesOfWork = pgTable(
  'client_scopes_of_work',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...tenantOwned(),
    ...sharedWithParties(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    /** The library text it started from, if any (kept when the library text is archived). */
    libraryEntryId: uuid('library_entry_id').references(() => sowLibraryEntries.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    content: jsonb('content').notNull(),
    contentHtml: text('content_html').notNull(),
    contentText: text('content_text').notNull(),
    version: integer('version').notNull().default(1),
    /** DRAFT → ACTIVE → ARCHIVED (an archived scope can be made a draft again). */
    status: text('status').notNull().default('DRAFT'),
    /** LIBRARY, UPLOAD, ASSISTANT or BLANK: how it was first made. */
    source: text('source').notNull().default('BLANK'),
    /** The uploaded file its text was extracted from (source UPLOAD). */
    sourceFileKey: text('source_file_key').references(() => storedFiles.key),
    /** Drafted by the offline composer rather than a model: the UI says so. */
    composedOffline: boolean('composed_offline').notNull().default(false),
    searchText: text('search_text').generatedAlwaysAs((): ReturnType<typeof sql> => sql`lower(name)`),
    createdBy: uuid('created_by').references(() => users.id),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('client_scopes_of_work_client_idx').on(t.clientId, t.updatedAt),
    index('client_scopes_of_work_tenant_idx').on(t.tenantId, t.updatedAt),
    index('client_scopes_of_work_service_idx').on(t.serviceId),
    index('client_scopes_of_work_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    partiesIndex('client_scopes_of_work', t.partyTenantIds),
    check('client_scopes_of_work_status_check', sql`${t.status} in ('DRAFT', 'ACTIVE', 'ARCHIVED')`),
    check('client_scopes_of_work_source_check', sql`${t.source} in ('LIBRARY', 'UPLOAD', 'ASSISTANT', 'BLANK')`),
  ],
);

/** Every saved state of a client scope. */
export const clientSowVersions = pgTable(
  'client_sow_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...tenantOwned(),
    sowId: uuid('sow_id')
      .notNull()
      .references(() => clientScopesOfWork.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    content: jsonb('content').notNull(),
    contentHtml: text('content_html').notNull(),
    contentText: text('content_text').notNull(),
    changeNote: text('change_note'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('client_sow_versions_sow_version_idx').on(t.sowId, t.version)],
);

/** A property a client scope applies to, with that property's own variables. */
export const clientSowProperties = pgTable(
  'client_sow_properties',
  {
    ...tenantOwned(),
    sowId: uuid('sow_id')
      .notNull()
      .references(() => clientScopesOfWork.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The serviced area at this property (defaults to the property's size). */
    sizeValue: doublePrecision('size_value'),
    sizeUnit: text('size_unit'),
    siteNotes: text('site_notes'),
    seasonStart: date('season_start'),
    seasonEnd: date('season_end'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sowId, t.propertyId] }),
    index('client_sow_properties_property_idx').on(t.propertyId),
    check('client_sow_properties_size_unit_check', sql`${t.sizeUnit} is null or ${t.sizeUnit} in ('SQ_FT', 'ACRES')`),
    check('client_sow_properties_season_check', sql`${t.seasonStart} is null or ${t.seasonEnd} is null or ${t.seasonStart} <= ${t.seasonEnd}`),
  ],
);

/** An uploaded DOCX with placeholders, from which one document per property is generated. */
export const sowTemplates = pgTable(
  'sow_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...tenantOwned(),
    name: text('name').notNull(),
    fileKey: text('file_key')
      .notNull()
      .references(() => storedFiles.key),
    /** The placeholders the template uses (all known: a template with unknown ones is refused). */
    placeholders: text('placeholders')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sow_templates_tenant_idx').on(t.tenantId, t.createdAt)],
);
