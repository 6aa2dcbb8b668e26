import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { THistoryEntry, THistoryPage } from '@procura/shared';
import { auditLog, tenants, users } from '../db/schema/index.js';
import type { TActor } from './actor.js';
import type { TExecutor, TScopedTx } from './database.js';
import { pageSize } from '../db/page-size.js';

export interface TAuditEntry {
  entity: string;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
  /**
   * Whose history holds the entry: the record's owner, so a client reads the provider's changes
   * to its records. The actor's workspace when absent.
   */
  tenantId?: string;
}

/** Who changed something outside a signed-in request: identity flows act for the user (none: a public form's registrant with no account made). */
export interface TAuditSubject {
  userId: string | null;
  tenantId: string | null;
}

const isActor = (who: TActor | TAuditSubject): who is TActor => 'workspace' in who;

/** A record as its history keeps it: what the reader of the moment may do to it is not part of it. */
function snapshotOf(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value) || !('abilities' in value)) return value ?? null;
  const { abilities: _abilities, ...record } = value as Record<string, unknown>;
  return record;
}

/** Records a change in the same transaction as the change itself. */
export async function recordAudit(tx: TExecutor, who: TActor | TAuditSubject, entry: TAuditEntry): Promise<void> {
  const actor = isActor(who) ? who : null;
  await tx.insert(auditLog).values({
    tenantId: entry.tenantId ?? (actor ? actor.workspace.tenantId : (who as TAuditSubject).tenantId),
    actorUserId: who.userId,
    // The workspace the change was made from, which the record's owner (tenantId) need not be.
    workspaceTenantId: actor ? actor.workspace.tenantId : (who as TAuditSubject).tenantId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: snapshotOf(entry.before),
    after: snapshotOf(entry.after),
    requestId: actor?.requestId ?? null,
  });
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** What differs between two audited snapshots, field by field. */
export function changesOf(before: unknown, after: unknown): THistoryEntry['changes'] {
  const b = asRecord(before);
  const a = asRecord(after);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((field) => JSON.stringify(b[field] ?? null) !== JSON.stringify(a[field] ?? null))
    .map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }));
}

/** The workspace an entry was made from, as its own alias beside the record owner's tenant. */
export const auditWorkspace = alias(tenants, 'audit_workspace');

/** Who made an entry and from where, when the reader may see them (row security hides the rest: null). */
export const auditActorColumns = {
  actorName: sql<string | null>`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
  workspaceName: sql<string | null>`${auditWorkspace.name}`,
};

/**
 * A record's History tab (a client, a vendor, a property): its audit entries, newest first, with
 * who made them when the reader may see that person. Row security decides which entries show.
 */
export async function auditHistory(tx: TScopedTx, entity: string, entityId: string, page: number, limit: number): Promise<THistoryPage> {
  const where = and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId));
  const rows = await tx
    .select({
      id: auditLog.id,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      ...auditActorColumns,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .leftJoin(auditWorkspace, eq(auditWorkspace.id, auditLog.workspaceTenantId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(pageSize(limit))
    .offset((page - 1) * limit);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) [{ n: total }] = await tx.select({ n: count() }).from(auditLog).where(where);
  return {
    data: rows.map((r) => ({
      id: r.id,
      action: r.action,
      actorName: r.actorName,
      workspaceName: r.workspaceName,
      createdAt: r.createdAt.toISOString(),
      changes: changesOf(r.before, r.after),
    })),
    total,
    page,
    limit,
  };
}
