import { and, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { TServiceListQuery, TServiceSortField } from '@procura/shared';
import { propertyServices } from '../../db/schema/properties.js';
import { serviceCategories, services } from '../../db/schema/services.js';
import { subquery, valueOf } from '../../db/subqueries.js';
import { likePattern, type TExecutor, type TScopedTx } from '../../platform/database.js';
import { pageSize } from '../../db/page-size.js';

export interface TServiceCategoryRow {
  id: string;
  name: string;
  description: string | null;
  sortOrder: number;
  serviceCount: number;
  activeServiceCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface TServiceRow {
  id: string;
  name: string;
  description: string | null;
  unit: string;
  status: string;
  categoryId: string;
  categoryName: string;
  createdAt: Date;
  updatedAt: Date;
}

/*
 * The catalogue is one list for everyone (no tenant column): every signed-in actor reads all of
 * it, and the policies let only the provider's scope write. So there is no scope condition here;
 * the service checks that the writer is the provider before it gets this far.
 */

const countServices = (condition?: SQL) =>
  valueOf(
    subquery
      .select({ n: count() })
      .from(services)
      .where(and(eq(services.categoryId, serviceCategories.id), condition)),
  ).mapWith(Number);
const serviceCount = countServices();
const activeServiceCount = countServices(eq(services.status, 'ACTIVE'));

const CATEGORY_COLUMNS = {
  id: serviceCategories.id,
  name: serviceCategories.name,
  description: serviceCategories.description,
  sortOrder: serviceCategories.sortOrder,
  serviceCount,
  activeServiceCount,
  createdAt: serviceCategories.createdAt,
  updatedAt: serviceCategories.updatedAt,
};

const SERVICE_COLUMNS = {
  id: services.id,
  name: services.name,
  description: services.description,
  unit: services.unit,
  status: services.status,
  categoryId: services.categoryId,
  categoryName: serviceCategories.name,
  createdAt: services.createdAt,
  updatedAt: services.updatedAt,
};

/** Sort keys per field; the direction applies to each, the id keeps pages stable. */
const SORT_KEYS: Record<TServiceSortField, SQL[]> = {
  name: [sql`lower(${services.name})`],
  category: [sql`lower(${serviceCategories.name})`, sql`lower(${services.name})`],
  createdAt: [sql`${services.createdAt}`],
};

function filters(query: Partial<TServiceListQuery>): SQL[] {
  const where: SQL[] = [];
  // ILIKE '%…%' on the name is served by the trigram GIN index (services_name_trgm_idx).
  if (query.search) where.push(ilike(services.name, likePattern(query.search)));
  const categoryIds = [...(query.categoryIds ?? []), ...(query.categoryId ? [query.categoryId] : [])];
  if (categoryIds.length) where.push(inArray(services.categoryId, categoryIds));
  if (query.status?.length) where.push(inArray(services.status, query.status));
  return where;
}

export type TCategoryChanges = Partial<Pick<typeof serviceCategories.$inferInsert, 'name' | 'description' | 'sortOrder'>>;
export type TServiceChanges = Partial<Pick<typeof services.$inferInsert, 'categoryId' | 'name' | 'description' | 'unit' | 'status'>>;
export type TNewService = Pick<typeof services.$inferInsert, 'categoryId' | 'name' | 'description' | 'unit' | 'status'>;

export const serviceCategoriesRepo = {
  list: (tx: TScopedTx): Promise<TServiceCategoryRow[]> =>
    tx
      .select(CATEGORY_COLUMNS)
      .from(serviceCategories)
      .orderBy(serviceCategories.sortOrder, sql`lower(${serviceCategories.name})`, serviceCategories.id),

  async get(tx: TScopedTx, id: string): Promise<TServiceCategoryRow | undefined> {
    const [row] = await tx.select(CATEGORY_COLUMNS).from(serviceCategories).where(eq(serviceCategories.id, id));
    return row;
  },

  /** Categories by id or by name (case-insensitive), for the rows of a bulk add. */
  async find(tx: TScopedTx, ids: readonly string[], names: readonly string[]): Promise<{ id: string; name: string }[]> {
    if (ids.length === 0 && names.length === 0) return [];
    const lowered = names.map((n) => n.toLowerCase());
    const byId = ids.length ? inArray(serviceCategories.id, [...ids]) : undefined;
    const byName = lowered.length ? inArray(sql`lower(${serviceCategories.name})`, lowered) : undefined;
    return tx
      .select({ id: serviceCategories.id, name: serviceCategories.name })
      .from(serviceCategories)
      .where(byId && byName ? sql`(${byId} or ${byName})` : (byId ?? byName));
  },

  async insert(tx: TScopedTx, values: Required<TCategoryChanges>): Promise<string> {
    const [row] = await tx.insert(serviceCategories).values(values).returning({ id: serviceCategories.id });
    return row.id;
  },

  async update(tx: TScopedTx, id: string, changes: TCategoryChanges): Promise<void> {
    await tx
      .update(serviceCategories)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(serviceCategories.id, id));
  },

  async remove(tx: TScopedTx, id: string): Promise<void> {
    await tx.delete(serviceCategories).where(eq(serviceCategories.id, id));
  },
};

export const servicesRepo = {
  /** Which of these services exist (active ones only, when asked). */
  async existing(tx: TExecutor, ids: readonly string[], activeOnly: boolean): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await tx
      .select({ id: services.id })
      .from(services)
      .where(and(inArray(services.id, [...ids]), activeOnly ? eq(services.status, 'ACTIVE') : undefined));
    return new Set(rows.map((r) => r.id));
  },

  /** One page and the exact total in one statement (the window count runs before the limit). */
  async list(tx: TScopedTx, query: TServiceListQuery): Promise<{ rows: TServiceRow[]; total: number }> {
    const where = and(...filters(query));
    const direction = query.sortDirection === 'desc' ? sql`desc` : sql`asc`;
    const order = [...SORT_KEYS[query.sort].map((key) => sql`${key} ${direction}`), sql`${services.id}`];
    const rows = await tx
      .select({ ...SERVICE_COLUMNS, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(services)
      .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
      .where(where)
      .orderBy(...order)
      .limit(pageSize(query.limit))
      .offset((query.page - 1) * query.limit);
    if (rows.length > 0) return { rows, total: rows[0].total };
    // Past the last page there is no row to carry the total: count it on its own.
    if (query.page === 1) return { rows, total: 0 };
    const [counted] = await tx.select({ total: count() }).from(services).where(where);
    return { rows, total: counted.total };
  },

  /** Every active service with its category, in the order pickers show them. */
  all: (tx: TScopedTx) =>
    tx
      .select({ id: services.id, name: services.name, unit: services.unit, categoryId: services.categoryId, categoryName: serviceCategories.name })
      .from(services)
      .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
      .where(eq(services.status, 'ACTIVE'))
      .orderBy(serviceCategories.sortOrder, sql`lower(${serviceCategories.name})`, sql`lower(${services.name})`, services.id),

  async get(tx: TScopedTx, id: string): Promise<TServiceRow | undefined> {
    const [row] = await tx
      .select(SERVICE_COLUMNS)
      .from(services)
      .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
      .where(eq(services.id, id));
    return row;
  },

  /** Whether a service of this name (any case) exists in the category, other than `exceptId`. */
  async nameTaken(tx: TScopedTx, categoryId: string, name: string, exceptId?: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: services.id })
      .from(services)
      .where(
        and(
          eq(services.categoryId, categoryId),
          eq(sql`lower(${services.name})`, name.toLowerCase()),
          exceptId ? sql`${services.id} <> ${exceptId}` : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** `categoryId|lower(name)` of every service in these categories: a bulk add's duplicates. */
  async namesIn(tx: TScopedTx, categoryIds: readonly string[]): Promise<Set<string>> {
    if (categoryIds.length === 0) return new Set();
    const rows = await tx
      .select({ categoryId: services.categoryId, name: sql<string>`lower(${services.name})` })
      .from(services)
      .where(inArray(services.categoryId, [...categoryIds]));
    return new Set(rows.map((r) => `${r.categoryId}|${r.name}`));
  },

  async insert(tx: TScopedTx, values: TNewService): Promise<string> {
    const [row] = await tx.insert(services).values(values).returning({ id: services.id });
    return row.id;
  },

  /** Many at once; a row that a concurrent writer took meanwhile is skipped, not an error for all. */
  async insertMany(tx: TScopedTx, values: TNewService[]): Promise<{ id: string; categoryId: string; name: string }[]> {
    if (values.length === 0) return [];
    return tx.insert(services).values(values).onConflictDoNothing().returning({ id: services.id, categoryId: services.categoryId, name: services.name });
  },

  async update(tx: TScopedTx, id: string, changes: TServiceChanges): Promise<void> {
    await tx
      .update(services)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(services.id, id));
  },

  async remove(tx: TScopedTx, id: string): Promise<void> {
    await tx.delete(services).where(eq(services.id, id));
  },

  /** Services filed under the category (any status). */
  async countInCategory(tx: TScopedTx, categoryId: string): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(services).where(eq(services.categoryId, categoryId));
    return row.n;
  },

  /**
   * Distinct properties that require the service. Read as the provider, whose scope sees every
   * tenant's property services; only the provider deletes services.
   */
  async propertiesRequiring(tx: TScopedTx, serviceId: string): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(distinct ${propertyServices.propertyId})`.mapWith(Number) })
      .from(propertyServices)
      .where(eq(propertyServices.serviceId, serviceId));
    return row.n;
  },
};
