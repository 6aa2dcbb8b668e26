import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy.js';
import { users } from './users.js';

/** Every change: who, from which workspace, what, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: uuid('tenant_id').references(() => tenants.id),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    /** The workspace the actor changed it from (a provider acting in a client's record); null before it was kept, or for the system. */
    workspaceTenantId: uuid('workspace_tenant_id').references(() => tenants.id),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_tenant_idx').on(t.tenantId, t.createdAt),
    // The provider's audit search reads newest first across every tenant (docs/history.md).
    index('audit_log_created_idx').on(t.createdAt, t.id),
  ],
);
