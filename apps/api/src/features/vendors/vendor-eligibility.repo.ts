import { and, count, inArray, type SQL, sql } from 'drizzle-orm';
import { properties } from '../../db/schema/properties.js';
import { vendors, vendorServiceAreas, vendorServices } from '../../db/schema/vendors.js';
import { queryRows, sqlArray, type TScopedTx } from '../../platform/database.js';
import type { TActor } from '../../platform/actor.js';
import { vendorRows } from './vendor-scope.js';
import { pageSize } from '../../db/page-size.js';

/** Which vendors could do which lines (property × service): the facts eligibility is judged on. */
export const vendorEligibilityRepo = {
  /** How many of these properties the actor sees (row-level security on properties). */
  async visibleProperties(tx: TScopedTx, propertyIds: readonly string[]): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(properties)
      .where(inArray(properties.id, [...propertyIds]));
    return row.n;
  },

  /**
   * The candidates, by name, one page and the total in one statement: the vendors named, else
   * every vendor the actor sees that offers one of the services.
   */
  async candidates(tx: TScopedTx, actor: TActor, query: { serviceIds: readonly string[]; vendorIds?: readonly string[]; page: number; limit: number }) {
    const which: SQL = query.vendorIds
      ? inArray(vendors.id, [...query.vendorIds])
      : sql`exists (select 1 from ${vendorServices} vs where vs.vendor_id = ${vendors.id} and vs.service_id = any(${sqlArray(query.serviceIds, 'uuid')}))`;
    const rows = await tx
      .select({
        id: vendors.id,
        name: vendors.name,
        vendorType: vendors.vendorType,
        approvalStatus: vendors.approvalStatus,
        status: vendors.status,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(vendors)
      .where(and(vendorRows.read(actor), which))
      .orderBy(sql`lower(${vendors.name})`, vendors.id)
      .limit(pageSize(query.limit))
      .offset((query.page - 1) * query.limit);
    return { rows, total: rows[0]?.total ?? 0 };
  },

  /**
   * Per vendor × property × service: does it offer the service, and serve the property's county
   * (or its whole state)? A property with no state is served by nobody. Raw SQL: the vendor
   * and service ids are arrays crossed with the properties (unnest), which the builder cannot.
   */
  lineFacts(tx: TScopedTx, vendorIds: readonly string[], propertyIds: readonly string[], serviceIds: readonly string[]) {
    return queryRows<{ vendorId: string; propertyId: string; serviceId: string; offers: boolean; serves: boolean }>(
      tx,
      sql`select v.id as "vendorId", p.id as "propertyId", s.id as "serviceId",
            exists (select 1 from ${vendorServices} vs where vs.vendor_id = v.id and vs.service_id = s.id) as offers,
            exists (select 1 from ${vendorServiceAreas} a where a.vendor_id = v.id and a.state_id = p.state_id
                      and (a.county_id is null or a.county_id = p.county_id)) as serves
          from unnest(${sqlArray(vendorIds, 'uuid')}) as v(id)
          cross join ${properties} p
          cross join unnest(${sqlArray(serviceIds, 'uuid')}) as s(id)
          where p.id = any(${sqlArray(propertyIds, 'uuid')})`,
    );
  },
};
