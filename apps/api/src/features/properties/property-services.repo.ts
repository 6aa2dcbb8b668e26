import { and, asc, eq, sql } from 'drizzle-orm';
import { propertyServices } from '../../db/schema/properties.js';
import { serviceCategories, services } from '../../db/schema/services.js';
import type { TScopedTx } from '../../platform/database.js';
import { pageSize } from '../../db/page-size.js';

const ps = propertyServices;

const FIELDS = {
  id: ps.id,
  propertyId: ps.propertyId,
  serviceId: ps.serviceId,
  serviceName: services.name,
  categoryName: serviceCategories.name,
  frequency: ps.frequency,
  season: ps.season,
  seasonStart: ps.seasonStart,
  seasonEnd: ps.seasonEnd,
  notes: ps.notes,
  updatedAt: ps.updatedAt,
};

/** A service a property requires, as the statements read it, with the catalogue's names. */
export interface TPropertyServiceRow {
  id: string;
  propertyId: string;
  serviceId: string;
  serviceName: string;
  categoryName: string;
  frequency: string;
  season: string;
  seasonStart: string | null;
  seasonEnd: string | null;
  notes: string | null;
  updatedAt: Date;
}

/** The services a property requires: which catalogue service, how often, in which season. */
export const propertyServicesRepo = {
  async list(tx: TScopedTx, propertyId: string, page: number, limit: number): Promise<{ rows: TPropertyServiceRow[]; total: number }> {
    const found = await tx
      .select({ ...FIELDS, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(ps)
      .innerJoin(services, eq(services.id, ps.serviceId))
      .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
      .where(eq(ps.propertyId, propertyId))
      .orderBy(asc(serviceCategories.sortOrder), asc(serviceCategories.name), asc(services.name), asc(ps.id))
      .limit(pageSize(limit))
      .offset((page - 1) * limit);
    return { rows: found.map(({ total: _total, ...row }) => row), total: found[0]?.total ?? 0 };
  },

  async get(tx: TScopedTx, id: string): Promise<TPropertyServiceRow | undefined> {
    const [row] = await tx
      .select(FIELDS)
      .from(ps)
      .innerJoin(services, eq(services.id, ps.serviceId))
      .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
      .where(eq(ps.id, id));
    return row;
  },

  async activeService(tx: TScopedTx, serviceId: string): Promise<boolean> {
    const rows = await tx
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.id, serviceId), eq(services.status, 'ACTIVE')));
    return rows.length > 0;
  },

  async insert(tx: TScopedTx, values: typeof ps.$inferInsert): Promise<string> {
    const [row] = await tx.insert(ps).values(values).returning({ id: ps.id });
    return row.id;
  },

  async update(tx: TScopedTx, id: string, values: Partial<typeof ps.$inferInsert>): Promise<void> {
    await tx
      .update(ps)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(ps.id, id));
  },

  async remove(tx: TScopedTx, id: string): Promise<void> {
    await tx.delete(ps).where(eq(ps.id, id));
  },
};
