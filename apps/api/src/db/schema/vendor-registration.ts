import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { vendors } from './vendors.js';

/**
 * A vendor's self-registration in progress (public, no tenant yet): resumable from an e-mailed
 * link whose token is stored hashed; submitted, it becomes a vendor PENDING_FOR_APPROVAL.
 */
export const vendorRegistrations = pgTable(
  'vendor_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    step: integer('step').notNull().default(1),
    data: jsonb('data').notNull().default({}),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    vendorId: uuid('vendor_id').references(() => vendors.id),
  },
  (t) => [index('vendor_registrations_email_idx').on(sql`lower(${t.email})`)],
);
