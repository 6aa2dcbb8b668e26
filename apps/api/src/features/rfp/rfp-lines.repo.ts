import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TRfpLinesQuery } from '@procura/shared';
import { counties, states } from '../../db/schema/geography.js';
import { properties } from '../../db/schema/properties.js';
import { rfpLines } from '../../db/schema/rfp.js';
import { clientScopesOfWork } from '../../db/schema/scope-of-work.js';
import { services } from '../../db/schema/services.js';
import { likePattern, type TScopedTx } from '../../platform/database.js';
import { pageSize } from '../../db/page-size.js';

const l = rfpLines;

export interface TRfpLineRow {
  id: string;
  position: number;
  propertyId: string;
  propertyName: string;
  propertyCode: string;
  addressLine1: string | null;
  cityName: string | null;
  countyName: string | null;
  stateCode: string | null;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
  serviceId: string;
  serviceName: string;
  clientSowId: string | null;
  clientSowName: string | null;
  budgetAnnual: number | null;
  incumbentAnnual: number | null;
}

const SORT_KEYS: Record<TRfpLinesQuery['sort'], SQL[]> = {
  position: [sql`${l.position}`],
  property: [sql`lower(${l.propertyName})`, sql`lower(${l.serviceName})`],
  service: [sql`lower(${l.serviceName})`, sql`lower(${l.propertyName})`],
  city: [sql`lower(${l.cityName})`, sql`lower(${l.propertyName})`],
};

/** The property as a line shows it to vendors, read from the client's own rows. */
const SNAPSHOT = {
  propertyId: properties.id,
  propertyName: properties.name,
  propertyCode: properties.code,
  addressLine1: properties.addressLine1,
  cityName: properties.cityName,
  countyName: counties.name,
  stateCode: states.code,
  zip: properties.zip,
  latitude: properties.latitude,
  longitude: properties.longitude,
};

const LINE_FIELDS = {
  id: l.id,
  position: l.position,
  propertyId: l.propertyId,
  propertyName: l.propertyName,
  propertyCode: l.propertyCode,
  addressLine1: l.addressLine1,
  cityName: l.cityName,
  countyName: l.countyName,
  stateCode: l.stateCode,
  zip: l.zip,
  latitude: l.latitude,
  longitude: l.longitude,
  serviceId: l.serviceId,
  serviceName: l.serviceName,
  clientSowId: l.clientSowId,
  // An invited vendor does not read client scopes: null to it (and the presenter hides it anyway).
  clientSowName: clientScopesOfWork.name,
  budgetAnnual: l.budgetAnnual,
  incumbentAnnual: l.incumbentAnnual,
};

/** A line named as vendors read it. */
export interface TLineNamed {
  id: string;
  propertyName: string;
  serviceName: string;
}

export const rfpLinesRepo = {
  /** The properties among `ids` that are the client's and that the actor sees. */
  async propertiesOfClient(tx: TScopedTx, clientId: string, ids: readonly string[]) {
    return tx
      .select(SNAPSHOT)
      .from(properties)
      .leftJoin(counties, eq(counties.id, properties.countyId))
      .leftJoin(states, eq(states.id, properties.stateId))
      .where(and(inArray(properties.id, [...ids]), eq(properties.clientId, clientId)));
  },

  async servicesNamed(tx: TScopedTx, ids: readonly string[]) {
    return tx
      .select({ id: services.id, name: services.name })
      .from(services)
      .where(inArray(services.id, [...ids]));
  },

  /** The client's active scope per service, the latest changed first: a new line starts with it. */
  async activeScopes(tx: TScopedTx, clientId: string, serviceIds: readonly string[]): Promise<Map<string, string>> {
    const rows = await tx
      .selectDistinctOn([clientScopesOfWork.serviceId], { serviceId: clientScopesOfWork.serviceId, id: clientScopesOfWork.id })
      .from(clientScopesOfWork)
      .where(and(eq(clientScopesOfWork.clientId, clientId), inArray(clientScopesOfWork.serviceId, [...serviceIds]), eq(clientScopesOfWork.status, 'ACTIVE')))
      .orderBy(clientScopesOfWork.serviceId, desc(clientScopesOfWork.updatedAt));
    return new Map(rows.map((r) => [r.serviceId, r.id]));
  },

  /** A scope of the client for the service, or undefined. */
  async scopeFor(tx: TScopedTx, clientId: string, serviceId: string, sowId: string) {
    const [row] = await tx
      .select({ id: clientScopesOfWork.id, status: clientScopesOfWork.status })
      .from(clientScopesOfWork)
      .where(and(eq(clientScopesOfWork.id, sowId), eq(clientScopesOfWork.clientId, clientId), eq(clientScopesOfWork.serviceId, serviceId)));
    return row;
  },

  async count(tx: TScopedTx, rfpId: string): Promise<{ lines: number; lastPosition: number }> {
    const [row] = await tx
      .select({ lines: count(), lastPosition: sql<number>`coalesce(max(${l.position}), 0)`.mapWith(Number) })
      .from(l)
      .where(eq(l.rfpId, rfpId));
    return row;
  },

  /** Adds the lines not there yet; answers those added. */
  async add(tx: TScopedTx, values: (typeof l.$inferInsert)[]): Promise<TLineNamed[]> {
    if (values.length === 0) return [];
    return tx.insert(l).values(values).onConflictDoNothing().returning({ id: l.id, propertyName: l.propertyName, serviceName: l.serviceName });
  },

  /** One page of the RFP's lines with the exact total in one statement. */
  async list(tx: TScopedTx, rfpId: string, query: TRfpLinesQuery): Promise<{ rows: TRfpLineRow[]; total: number }> {
    const where = and(
      eq(l.rfpId, rfpId),
      query.search
        ? sql`lower(${l.propertyName} || ' ' || ${l.propertyCode} || ' ' || ${l.serviceName}) like ${likePattern(query.search.toLowerCase())}`
        : undefined,
    );
    const direction = query.sortDirection === 'desc' ? desc : asc;
    const rows = await tx
      .select({ ...LINE_FIELDS, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(l)
      .leftJoin(clientScopesOfWork, eq(clientScopesOfWork.id, l.clientSowId))
      .where(where)
      .orderBy(...SORT_KEYS[query.sort].map((key) => direction(key)), direction(l.id))
      .limit(pageSize(query.limit))
      .offset((query.page - 1) * query.limit);
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && query.page > 1) [{ n: total }] = await tx.select({ n: count() }).from(l).where(where);
    return { rows: rows.map(({ total: _t, ...row }) => row), total };
  },

  async get(tx: TScopedTx, rfpId: string, lineId: string): Promise<TRfpLineRow | undefined> {
    const [row] = await tx
      .select(LINE_FIELDS)
      .from(l)
      .leftJoin(clientScopesOfWork, eq(clientScopesOfWork.id, l.clientSowId))
      .where(and(eq(l.rfpId, rfpId), eq(l.id, lineId)));
    return row;
  },

  async update(tx: TScopedTx, lineId: string, values: Partial<typeof l.$inferInsert>): Promise<void> {
    await tx.update(l).set(values).where(eq(l.id, lineId));
  },

  /** Takes the lines out; answers those removed. */
  async remove(tx: TScopedTx, rfpId: string, lineIds: readonly string[]): Promise<TLineNamed[]> {
    return tx
      .delete(l)
      .where(and(eq(l.rfpId, rfpId), inArray(l.id, [...new Set(lineIds)])))
      .returning({ id: l.id, propertyName: l.propertyName, serviceName: l.serviceName });
  },
};
