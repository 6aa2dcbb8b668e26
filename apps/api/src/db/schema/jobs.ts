import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantOwned } from './tenancy.js';
import { users } from './users.js';

export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...tenantOwned(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    title: text('title').notNull(),
    status: text('status').notNull().default('pending'),
    progress: integer('progress').notNull().default(0),
    payload: jsonb('payload').notNull().default({}),
    resultPath: text('result_path'),
    resultFileName: text('result_file_name'),
    error: text('error'),
    /** Set when a worker claims the job: a second delivery of the same job does not run it again. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('background_jobs_owner_idx').on(t.ownerUserId, t.createdAt),
    check('background_jobs_status_check', sql`${t.status} in ('pending', 'success', 'error')`),
  ],
);
