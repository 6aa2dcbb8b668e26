import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantOwned } from './tenancy.js';
import { users } from './users.js';

/**
 * Every uploaded file (issue #8 "File storage"): its key lives under the owning tenant, its
 * type is checked from the bytes once uploaded, and a record that uses it confirms it. A file
 * never confirmed is swept by a scheduled job.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...tenantOwned(),
    /** Spec §3 upload category: client_logo, vendor_w9, … */
    category: text('category').notNull(),
    /** `<tenant id>/<category>/<uuid>/<safe file name>`: the object's name in the store. */
    key: text('key').notNull().unique(),
    fileName: text('file_name').notNull(),
    /** What the uploader declared; `detectedType` is what the bytes are. */
    contentType: text('content_type').notNull(),
    detectedType: text('detected_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('PENDING'),
    /** Why the bytes were refused, in words for the uploader. */
    rejection: text('rejection'),
    /** The record that uses the file, set when it is confirmed: 'clients', 'properties', … */
    ownerTable: text('owner_table'),
    ownerId: uuid('owner_id'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('stored_files_tenant_idx').on(t.tenantId, t.createdAt),
    index('stored_files_owner_idx').on(t.ownerTable, t.ownerId),
    index('stored_files_unconfirmed_idx')
      .on(t.createdAt)
      .where(sql`${t.confirmedAt} is null`),
    check('stored_files_status_check', sql`${t.status} in ('PENDING', 'READY', 'REJECTED')`),
  ],
);
