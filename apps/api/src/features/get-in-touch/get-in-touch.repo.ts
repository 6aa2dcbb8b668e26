import { and, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { TContactRequestListQuery, TContactRequestStatus } from '@procura/shared';
import { contactRequests, getInTouchSettings } from '../../db/schema/get-in-touch.js';
import { tenants } from '../../db/schema/tenancy.js';
import { likePattern, type TExecutor, type TScopedTx } from '../../platform/database.js';
import { pageSize } from '../../db/page-size.js';

/*
 * The public form writes on the system handle (no one is signed in; each statement names the
 * provider's tenant and the one row it adds). The provider's list, moves and setting run in the
 * provider's scope, where row security shows the provider's own rows.
 */

export type TContactRequestRow = typeof contactRequests.$inferSelect;
export type TNewContactRequest = Pick<typeof contactRequests.$inferInsert, 'name' | 'company' | 'email' | 'phone' | 'need' | 'propertiesCount'>;

const SORT_KEYS: Record<TContactRequestListQuery['sort'], SQL> = {
  createdAt: sql`${contactRequests.createdAt}`,
  company: sql`lower(${contactRequests.company})`,
  name: sql`lower(${contactRequests.name})`,
  propertiesCount: sql`${contactRequests.propertiesCount}`,
  status: sql`${contactRequests.status}`,
};

function filters(tenantId: string, query: TContactRequestListQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(contactRequests.tenantId, tenantId)];
  if (query.search) {
    const pattern = likePattern(query.search);
    where.push(or(ilike(contactRequests.name, pattern), ilike(contactRequests.company, pattern), ilike(contactRequests.email, pattern)));
  }
  if (query.status?.length) where.push(inArray(contactRequests.status, query.status));
  return and(...where);
}

export const getInTouchRepo = {
  /** The provider's tenant: the one organization of type connexus. */
  async providerTenantId(db: TExecutor): Promise<string | undefined> {
    const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.type, 'connexus')).orderBy(tenants.createdAt).limit(1);
    return row?.id;
  },

  async inbox(db: TExecutor, tenantId: string): Promise<string | null> {
    const [row] = await db.select({ inboxEmail: getInTouchSettings.inboxEmail }).from(getInTouchSettings).where(eq(getInTouchSettings.tenantId, tenantId));
    return row?.inboxEmail ?? null;
  },

  async setInbox(tx: TScopedTx, tenantId: string, inboxEmail: string | null): Promise<void> {
    await tx
      .insert(getInTouchSettings)
      .values({ tenantId, inboxEmail })
      .onConflictDoUpdate({ target: getInTouchSettings.tenantId, set: { inboxEmail, updatedAt: sql`now()` } });
  },

  async insert(db: TExecutor, tenantId: string, values: TNewContactRequest): Promise<TContactRequestRow> {
    const [row] = await db
      .insert(contactRequests)
      .values({ ...values, tenantId })
      .returning();
    return row;
  },

  async list(tx: TScopedTx, tenantId: string, query: TContactRequestListQuery): Promise<{ rows: TContactRequestRow[]; total: number }> {
    const where = filters(tenantId, query);
    const direction = query.sortDirection === 'desc' ? sql`desc` : sql`asc`;
    const rows = await tx
      .select({ row: contactRequests, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(contactRequests)
      .where(where)
      .orderBy(sql`${SORT_KEYS[query.sort]} ${direction}`, sql`${contactRequests.createdAt} desc`, contactRequests.id)
      .limit(pageSize(query.limit))
      .offset((query.page - 1) * query.limit);
    if (rows.length > 0) return { rows: rows.map((r) => r.row), total: rows[0].total };
    // Past the last page there is no row to carry the total: count it on its own.
    if (query.page === 1) return { rows: [], total: 0 };
    const [counted] = await tx.select({ total: count() }).from(contactRequests).where(where);
    return { rows: [], total: counted.total };
  },

  async get(tx: TScopedTx, tenantId: string, id: string): Promise<TContactRequestRow | undefined> {
    const [row] = await tx
      .select()
      .from(contactRequests)
      .where(and(eq(contactRequests.tenantId, tenantId), eq(contactRequests.id, id)));
    return row;
  },

  async update(
    tx: TScopedTx,
    tenantId: string,
    id: string,
    changes: { status: TContactRequestStatus; clientId?: string | null; vendorInvitedAt?: Date },
  ): Promise<TContactRequestRow | undefined> {
    const [row] = await tx
      .update(contactRequests)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(contactRequests.tenantId, tenantId), eq(contactRequests.id, id)))
      .returning();
    return row;
  },
};
