import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { TSowPropertyVariables } from '@procura/shared';
import { states } from '../../db/schema/geography.js';
import { properties } from '../../db/schema/properties.js';
import { clientSowProperties } from '../../db/schema/scope-of-work.js';
import { likePattern, type TScopedTx } from '../../platform/database.js';
import { pageSize } from '../../db/page-size.js';

const sp = clientSowProperties;
const p = properties;

const FIELDS = {
  sowId: sp.sowId,
  propertyId: sp.propertyId,
  propertyName: p.name,
  propertyCode: p.code,
  cityName: p.cityName,
  stateCode: states.code,
  propertySizeValue: p.sizeValue,
  propertySizeUnit: p.sizeUnit,
  sizeValue: sp.sizeValue,
  sizeUnit: sp.sizeUnit,
  siteNotes: sp.siteNotes,
  seasonStart: sp.seasonStart,
  seasonEnd: sp.seasonEnd,
};

/** Variables as stored: a field left out is not written (undefined), a blank one is cleared (null). */
/** A row as the statements below read it. */
export interface TSowPropertyRow {
  sowId: string;
  propertyId: string;
  propertyName: string;
  propertyCode: string;
  cityName: string | null;
  stateCode: string | null;
  propertySizeValue: number | null;
  propertySizeUnit: string;
  sizeValue: number | null;
  sizeUnit: string | null;
  siteNotes: string | null;
  seasonStart: string | null;
  seasonEnd: string | null;
}

export const variableColumns = (v: TSowPropertyVariables | undefined) => ({
  sizeValue: v?.sizeValue as number | null | undefined,
  sizeUnit: v?.sizeUnit as string | null | undefined,
  siteNotes: v?.siteNotes as string | null | undefined,
  seasonStart: v?.seasonStart as string | null | undefined,
  seasonEnd: v?.seasonEnd as string | null | undefined,
});

/**
 * A scope's property rows. Row security shows a row only with its property, so an assigned
 * property manager reads, counts and searches only the properties granted to them.
 */
export const sowPropertiesRepo = {
  async list(tx: TScopedTx, sowId: string, query: { search?: string; page: number; limit: number }) {
    const where = and(eq(sp.sowId, sowId), query.search ? sql`${p.searchText} like ${likePattern(query.search.toLowerCase())}` : undefined);
    const rows = await tx
      .select({ ...FIELDS, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(sp)
      .innerJoin(p, eq(p.id, sp.propertyId))
      .leftJoin(states, eq(states.id, p.stateId))
      .where(where)
      .orderBy(asc(p.name), asc(p.id))
      .limit(pageSize(query.limit))
      .offset((query.page - 1) * query.limit);
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && query.page > 1) [{ n: total }] = await tx.select({ n: count() }).from(sp).innerJoin(p, eq(p.id, sp.propertyId)).where(where);
    return { rows: rows.map(({ total: _t, ...r }): TSowPropertyRow => r), total };
  },

  async get(tx: TScopedTx, sowId: string, propertyId: string): Promise<TSowPropertyRow | undefined> {
    const [row] = await tx
      .select(FIELDS)
      .from(sp)
      .innerJoin(p, eq(p.id, sp.propertyId))
      .leftJoin(states, eq(states.id, p.stateId))
      .where(and(eq(sp.sowId, sowId), eq(sp.propertyId, propertyId)));
    return row;
  },

  /** Of `ids`, those that are not properties of `clientId` the actor sees. */
  async notOfClient(tx: TScopedTx, clientId: string, ids: readonly string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    const found = await tx
      .select({ id: p.id })
      .from(p)
      .where(and(inArray(p.id, unique), eq(p.clientId, clientId)));
    const ok = new Set(found.map((r) => r.id));
    return unique.filter((id) => !ok.has(id));
  },

  /** Adds the rows not there yet (those already applied keep their variables); returns how many were added. */
  async add(
    tx: TScopedTx,
    sow: { id: string; tenantId: string },
    propertyIds: readonly string[],
    variables: TSowPropertyVariables | undefined,
  ): Promise<number> {
    const unique = [...new Set(propertyIds)];
    if (unique.length === 0) return 0;
    const v = variableColumns(variables);
    const added = await tx
      .insert(sp)
      .values(unique.map((propertyId) => ({ tenantId: sow.tenantId, sowId: sow.id, propertyId, ...v })))
      .onConflictDoNothing()
      .returning({ propertyId: sp.propertyId });
    return added.length;
  },

  async update(tx: TScopedTx, sowId: string, propertyId: string, variables: TSowPropertyVariables): Promise<boolean> {
    const rows = await tx
      .update(sp)
      .set({ ...variableColumns(variables), updatedAt: sql`now()` })
      .where(and(eq(sp.sowId, sowId), eq(sp.propertyId, propertyId)))
      .returning({ propertyId: sp.propertyId });
    return rows.length > 0;
  },

  async remove(tx: TScopedTx, sowId: string, propertyIds: readonly string[]): Promise<number> {
    const rows = await tx
      .delete(sp)
      .where(and(eq(sp.sowId, sowId), inArray(sp.propertyId, [...new Set(propertyIds)])))
      .returning({ propertyId: sp.propertyId });
    return rows.length;
  },
};
