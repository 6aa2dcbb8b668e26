import { bigint, date, index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.js';
import { at } from './columns.js';
import { tenants } from './tenancy.js';

/*
 * The coverage counts of each client, kept ahead of time for the provider's dashboard
 * (docs/contracts.md "Coverage counted ahead"): a whole portfolio's cells are too many to count
 * while a page waits. A client's row is used only while it is of the day being read and no
 * change to the client's coverage is recorded after it; otherwise the client is counted live.
 */
export const coverageSummaries = pgTable('coverage_summaries', {
  /** The client's workspace: the tenant its properties, services and contracts are owned by. */
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  clientId: uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' }),
  /** The day (UTC) whose cell states these are: EXPIRING and lines in force depend on it. */
  countedFor: date('counted_for').notNull(),
  contracted: integer('contracted').notNull(),
  expiring: integer('expiring').notNull(),
  missing: integer('missing').notNull(),
  duplicated: integer('duplicated').notNull(),
  countedAt: at('counted_at').notNull().defaultNow(),
});

/**
 * A write that may change a client's coverage, recorded by triggers on properties, required
 * services, contracts and contract lines in the writing transaction. The refresh removes the
 * rows it counted; any row left makes its client counted live.
 */
export const coverageChanges = pgTable(
  'coverage_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id').notNull(),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (t) => [index('coverage_changes_tenant_idx').on(t.tenantId)],
);
