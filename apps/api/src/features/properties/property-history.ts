import { and, desc, eq, sql } from 'drizzle-orm';
import type { TPropertyHistoryEntry } from '@procura/shared';
import { auditLog, users } from '../../db/schema/index.js';
import type { TActor } from '../../platform/actor.js';
import type { TScopedTx } from '../../platform/database.js';

/**
 * A property's history is one audit trail: changes to its contacts, services, documents and
 * access are entries of the property too. Each entry belongs to the property's tenant (not the
 * actor's workspace), so the client reads the provider's changes to its portfolio.
 */
export async function auditProperty(
  tx: TScopedTx,
  actor: TActor,
  property: { id: string; tenantId: string },
  action: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await tx.insert(auditLog).values({
    tenantId: property.tenantId,
    actorUserId: actor.userId,
    entity: 'property',
    entityId: property.id,
    action,
    before: before ?? null,
    after: after ?? null,
    requestId: actor.requestId,
  });
}

/** What differs between two audited snapshots, field by field. */
export function changesOf(before: unknown, after: unknown): TPropertyHistoryEntry['changes'] {
  const b = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((f) => JSON.stringify(b[f] ?? null) !== JSON.stringify(a[f] ?? null))
    .map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }));
}

export async function propertyHistory(tx: TScopedTx, propertyId: string, page: number, limit: number): Promise<{ data: TPropertyHistoryEntry[]; total: number }> {
  const rows = await tx
    .select({
      id: auditLog.id,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entity, 'property'), eq(auditLog.entityId, propertyId)))
    .orderBy(desc(auditLog.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    total: rows[0]?.total ?? 0,
    data: rows.map((r) => ({ id: r.id, action: r.action, actorName: r.actorName, createdAt: r.createdAt.toISOString(), changes: changesOf(r.before, r.after) })),
  };
}
