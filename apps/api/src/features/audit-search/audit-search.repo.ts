import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TAuditFilters, TAuditQuery } from '@procura/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditLog } from '../../db/schema/audit.js';
import { tenants } from '../../db/schema/tenancy.js';
import { users } from '../../db/schema/users.js';
import { auditActorColumns, auditWorkspace } from '../../platform/audit.js';
import { likePattern, type TScopedTx } from '../../platform/database.js';
import { pageSize } from '../../db/page-size.js';

const ROW = {
  id: auditLog.id,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  action: auditLog.action,
  before: auditLog.before,
  after: auditLog.after,
  createdAt: auditLog.createdAt,
  ...auditActorColumns,
  actorEmail: users.email,
  tenantName: tenants.name,
};

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** The search's filters as conditions; the words are looked for in the id, the action, who, and the values before and after. */
function filtersOf(filters: TAuditFilters): SQL[] {
  const where: (SQL | undefined)[] = [
    filters.entity ? eq(auditLog.entity, filters.entity) : undefined,
    filters.actorUserId ? eq(auditLog.actorUserId, filters.actorUserId) : undefined,
    filters.from ? gte(auditLog.createdAt, new Date(`${filters.from}T00:00:00Z`)) : undefined,
    filters.to ? lt(auditLog.createdAt, nextDay(filters.to)) : undefined,
  ];
  if (filters.search) {
    const pattern = likePattern(filters.search);
    where.push(
      or(
        ilike(auditLog.entityId, pattern),
        ilike(auditLog.action, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(users.email, pattern),
        ilike(sql`${auditLog.before}::text`, pattern),
        ilike(sql`${auditLog.after}::text`, pattern),
      ),
    );
  }
  return where.filter((w): w is SQL => w !== undefined);
}

const ORDER: Record<TAuditQuery['sort'], SQL | AnyPgColumn> = {
  createdAt: auditLog.createdAt,
  entity: auditLog.entity,
  action: auditLog.action,
  actor: sql`${users.lastName} || ' ' || ${users.firstName}`,
};

const from = (tx: TScopedTx) =>
  tx
    .select(ROW)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .leftJoin(tenants, eq(tenants.id, auditLog.tenantId))
    .leftJoin(auditWorkspace, eq(auditWorkspace.id, auditLog.workspaceTenantId));

export type TAuditSearchRow = Awaited<ReturnType<typeof auditSearchRepo.batch>>[number];

/**
 * The provider's audit search across every record (docs/history.md): row security lets the
 * provider read every tenant's entries; the service keeps the search to the provider.
 */
export const auditSearchRepo = {
  async page(tx: TScopedTx, query: TAuditQuery) {
    const where = and(...filtersOf(query));
    const direction = query.sortDirection === 'asc' ? asc : desc;
    const rows = await from(tx)
      .where(where)
      .orderBy(direction(ORDER[query.sort]), direction(auditLog.createdAt), direction(auditLog.id))
      .limit(pageSize(query.limit))
      .offset((query.page - 1) * query.limit);
    const [{ n }] = await tx.select({ n: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorUserId)).where(where);
    return { rows, total: n };
  },

  /** Keyset batches for the export, newest first by id: constant cost per batch, however deep. */
  async batch(tx: TScopedTx, filters: TAuditFilters, beforeId: number | null, limit: number) {
    return from(tx)
      .where(and(...filtersOf(filters), beforeId === null ? undefined : lt(auditLog.id, beforeId)))
      .orderBy(desc(auditLog.id))
      .limit(limit);
  },

  async count(tx: TScopedTx, filters: TAuditFilters): Promise<number> {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(and(...filtersOf(filters)));
    return n;
  },
};
