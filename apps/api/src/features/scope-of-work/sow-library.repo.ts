import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { TSowLibraryQuery } from '@procura/shared';
import { sowLibraryEntries } from '../../db/schema/scope-of-work.js';
import { serviceCategories, services } from '../../db/schema/services.js';
import { users } from '../../db/schema/users.js';
import { likePattern, type TScopedTx } from '../../platform/database.js';
import { pageSize } from '../../db/page-size.js';

/** A row as the statements below read it. */
export interface TLibraryRow {
  id: string;
  title: string;
  status: string;
  version: number;
  serviceId: string;
  serviceName: string;
  categoryId: string;
  categoryName: string;
  excerpt: string;
  updatedAt: Date;
  updatedByName: string | null;
}
export interface TLibraryDetailRow extends TLibraryRow {
  content: unknown;
  contentHtml: string;
  createdAt: Date;
}

const e = sowLibraryEntries;
const uuidArray = (ids: readonly string[]) => sql`${sql.param(ids)}::uuid[]`;

const LIST_FIELDS = {
  id: e.id,
  title: e.title,
  status: e.status,
  version: e.version,
  serviceId: e.serviceId,
  serviceName: services.name,
  categoryId: services.categoryId,
  categoryName: serviceCategories.name,
  excerpt: sql<string>`left(${e.contentText}, 200)`,
  updatedAt: e.updatedAt,
  updatedByName: sql<string | null>`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
};

const SORTS: Record<TSowLibraryQuery['sort'], SQL[]> = {
  title: [sql`lower(${e.title})`],
  service: [sql`${serviceCategories.sortOrder}`, sql`lower(${serviceCategories.name})`, sql`lower(${services.name})`, sql`lower(${e.title})`],
  updatedAt: [sql`${e.updatedAt}`],
};

export interface TLibraryFilters {
  search?: string;
  categoryIds?: string[];
  serviceIds?: string[];
  /** Only this status (readers outside the provider see ACTIVE texts only). */
  status?: string;
}

function where(f: TLibraryFilters): SQL | undefined {
  // lower(title) carries a trigram index, which answers LIKE '%…%'.
  return and(
    f.search ? sql`lower(${e.title}) like ${likePattern(f.search.toLowerCase())}` : undefined,
    f.categoryIds?.length ? sql`${services.categoryId} = any(${uuidArray(f.categoryIds)})` : undefined,
    f.serviceIds?.length ? sql`${e.serviceId} = any(${uuidArray(f.serviceIds)})` : undefined,
    f.status ? eq(e.status, f.status) : undefined,
  );
}

export const sowLibraryRepo = {
  /** One page with its exact total, from one statement (the catalogue is hundreds of rows). */
  async list(tx: TScopedTx, query: TSowLibraryQuery, filters: TLibraryFilters): Promise<{ rows: TLibraryRow[]; total: number }> {
    const direction = query.sortDirection === 'desc' ? sql`desc` : sql`asc`;
    const order = sql.join([...SORTS[query.sort].map((k) => sql`${k} ${direction}`), sql`${e.id} ${direction}`], sql`, `);
    const found = await tx
      .select({ ...LIST_FIELDS, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(e)
      .innerJoin(services, eq(services.id, e.serviceId))
      .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
      .leftJoin(users, eq(users.id, e.updatedBy))
      .where(where(filters))
      .orderBy(order)
      .limit(pageSize(query.limit))
      .offset((query.page - 1) * query.limit);
    let total = found[0]?.total ?? 0;
    if (found.length === 0 && query.page > 1) {
      [{ n: total }] = await tx.select({ n: count() }).from(e).innerJoin(services, eq(services.id, e.serviceId)).where(where(filters));
    }
    return { rows: found.map(({ total: _t, ...r }) => r), total };
  },

  async get(tx: TScopedTx, id: string, status?: string): Promise<(TLibraryDetailRow & { contentText: string }) | undefined> {
    const [row] = await tx
      .select({ ...LIST_FIELDS, content: e.content, contentHtml: e.contentHtml, contentText: e.contentText, createdAt: e.createdAt })
      .from(e)
      .innerJoin(services, eq(services.id, e.serviceId))
      .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
      .leftJoin(users, eq(users.id, e.updatedBy))
      .where(and(eq(e.id, id), status ? eq(e.status, status) : undefined));
    return row;
  },

  async serviceExists(tx: TScopedTx, serviceId: string): Promise<boolean> {
    const rows = await tx.select({ id: services.id }).from(services).where(eq(services.id, serviceId));
    return rows.length > 0;
  },

  async insert(tx: TScopedTx, values: typeof e.$inferInsert): Promise<string> {
    const [row] = await tx.insert(e).values(values).returning({ id: e.id });
    return row.id;
  },

  /** Saves the changes; with `bumpVersion` the entry's version goes up by one and is returned. */
  async update(tx: TScopedTx, id: string, values: Partial<typeof e.$inferInsert>, bumpVersion: boolean): Promise<number> {
    const [row] = await tx
      .update(e)
      .set({ ...values, ...(bumpVersion && { version: sql`${e.version} + 1` }), updatedAt: sql`now()` })
      .where(eq(e.id, id))
      .returning({ version: e.version });
    return row.version;
  },
};
