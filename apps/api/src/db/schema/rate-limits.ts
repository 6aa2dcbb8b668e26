import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counts per rate-limit key and fixed window, summed over every API process. Not
 * tenant data and worthless after a crash, so the migration creates it UNLOGGED (no WAL).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** `user:<id>` or `ip:<address>`, prefixed by the route for routes with their own limit. */
    key: text('key').notNull(),
    /** Epoch milliseconds: every process derives the same window from its clock. */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
