import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/*
 * The services catalogue (issue #8): one list the provider keeps for every client and vendor.
 * Everyone signed in reads it; only the provider writes it (service_management), which the
 * policies hold too.
 */

export const serviceCategories = pgTable(
  'service_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('service_categories_name_idx').on(sql`lower(${t.name})`)],
);

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => serviceCategories.id),
    name: text('name').notNull(),
    description: text('description'),
    /** How the service is usually priced: PER_VISIT, MONTHLY, SEASONAL, PER_SQ_FT, PER_HOUR, LUMP_SUM. */
    unit: text('unit').notNull().default('PER_VISIT'),
    status: text('status').notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('services_category_name_idx').on(t.categoryId, sql`lower(${t.name})`),
    index('services_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check('services_status_check', sql`${t.status} in ('ACTIVE', 'INACTIVE')`),
  ],
);
