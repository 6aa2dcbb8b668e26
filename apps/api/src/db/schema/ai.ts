import { bigint, bigserial, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantOwned } from './tenancy.js';
import { users } from './users.js';

/**
 * Every model call, per workspace (platform/ai). A call's row is written before the model is
 * asked, holding its cap in `reserved_tokens`, and settled after to what it used
 * (`reserved_tokens` back to 0). The monthly budget is summed from here, reservations included,
 * so calls running at once cannot all pass the same check (docs/security.md).
 */
export const aiUsage = pgTable(
  'ai_usage',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...tenantOwned(),
    userId: uuid('user_id').references(() => users.id),
    feature: text('feature').notNull(),
    model: text('model').notNull(),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    /** Tokens held for a call not settled yet (its cap); a call that never settles keeps them. */
    reservedTokens: integer('reserved_tokens').notNull().default(0),
    /** Millionths of a US dollar, from the configured prices. */
    costMicros: bigint('cost_micros', { mode: 'number' }).notNull().default(0),
    offline: boolean('offline').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_usage_tenant_idx').on(t.tenantId, t.createdAt)],
);
