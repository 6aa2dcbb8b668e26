import { and, count, eq, exists, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { TVendorBasicQuery, TVendorListQuery, TVendorOutletListQuery, TVendorSortField } from '@procura/shared';
import { cities, counties, states } from '../../db/schema/geography.js';
import { properties } from '../../db/schema/properties.js';
import { vendors, vendorServiceAreas, vendorServices } from '../../db/schema/vendors.js';
import { subquery } from '../../db/subqueries.js';
import type { TActor } from '../../platform/actor.js';
import { likePattern, type TScopedTx } from '../../platform/database.js';
import { LIST_COLUMNS, parent } from './vendor-columns.js';
import { vendorRows } from './vendor-scope.js';
import { pageSize } from '../../db/page-size.js';

const SORT_KEYS: Record<TVendorSortField, SQL> = {
  name: sql`lower(${vendors.name})`,
  approvalStatus: sql`${vendors.approvalStatus}`,
  status: sql`${vendors.status}`,
  complianceState: sql`${vendors.complianceState}`,
  complianceExpiresOn: sql`${vendors.complianceExpiresOn}`,
  createdAt: sql`${vendors.createdAt}`,
};

/** The county's state, for "serves this county": a state-wide area covers all its counties. */
const countyState = (countyId: number) => sql`(select ${counties.stateId} from ${counties} where ${counties.id} = ${countyId})`;

function filters(query: Partial<TVendorListQuery>): SQL[] {
  const where: (SQL | undefined)[] = [];
  // ILIKE '%…%' is answered from the trigram index on vendors.name.
  if (query.search) where.push(or(ilike(vendors.name, likePattern(query.search)), ilike(vendors.dba, likePattern(query.search))));
  if (query.status?.length) where.push(inArray(vendors.status, query.status));
  if (query.approvalStatus?.length) where.push(inArray(vendors.approvalStatus, query.approvalStatus));
  if (query.complianceState?.length) where.push(inArray(vendors.complianceState, query.complianceState));
  if (query.vendorType?.length) where.push(inArray(vendors.vendorType, query.vendorType));
  if (query.onboardingSource?.length) where.push(inArray(vendors.onboardingSource, query.onboardingSource));
  if (query.ownershipTags?.length) where.push(sql`${vendors.ownershipTags} && ${sql.param(query.ownershipTags)}::text[]`);
  if (query.parentVendorId) where.push(eq(vendors.parentVendorId, query.parentVendorId));
  // Service and area filters are EXISTS on their (service, vendor) and (state, county) indexes.
  if (query.serviceIds?.length) {
    where.push(
      exists(
        subquery
          .select({ one: sql`1` })
          .from(vendorServices)
          .where(and(eq(vendorServices.vendorId, vendors.id), inArray(vendorServices.serviceId, query.serviceIds))),
      ),
    );
  }
  if (query.stateId !== undefined) {
    where.push(
      exists(
        subquery
          .select({ one: sql`1` })
          .from(vendorServiceAreas)
          .where(and(eq(vendorServiceAreas.vendorId, vendors.id), eq(vendorServiceAreas.stateId, query.stateId))),
      ),
    );
  }
  if (query.countyId !== undefined) {
    const served = or(
      eq(vendorServiceAreas.countyId, query.countyId),
      and(isNull(vendorServiceAreas.countyId), sql`${vendorServiceAreas.stateId} = ${countyState(query.countyId)}`),
    );
    where.push(
      exists(
        subquery
          .select({ one: sql`1` })
          .from(vendorServiceAreas)
          .where(and(eq(vendorServiceAreas.vendorId, vendors.id), served)),
      ),
    );
  }
  if (query.servesPropertyId) {
    // The property as the caller sees it (row-level security on properties): none, no vendor.
    where.push(
      exists(
        subquery
          .select({ one: sql`1` })
          .from(properties)
          .innerJoin(
            vendorServiceAreas,
            and(
              eq(vendorServiceAreas.stateId, properties.stateId),
              or(isNull(vendorServiceAreas.countyId), eq(vendorServiceAreas.countyId, properties.countyId)),
            ),
          )
          .where(and(eq(properties.id, query.servesPropertyId), eq(vendorServiceAreas.vendorId, vendors.id))),
      ),
    );
  }
  return where.filter((c) => c !== undefined);
}

async function countWhere(tx: TScopedTx, where: SQL): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(vendors).where(where);
  return row.n;
}

/**
 * One page and its exact total in one statement. The page's ids are chosen first (with the
 * total beside them), so services and areas are read for those rows only, not for every match.
 */
async function list(tx: TScopedTx, actor: TActor, query: TVendorListQuery) {
  const where = and(vendorRows.read(actor), ...filters(query)) ?? sql`true`;
  const direction = query.sortDirection === 'desc' ? sql`desc` : sql`asc`;
  const nulls = query.sort === 'complianceExpiresOn' ? sql` nulls last` : sql``;
  const page = tx
    .select({
      pageId: sql<string>`${vendors.id}`.as('page_id'),
      ord: sql<number>`row_number() over (order by ${SORT_KEYS[query.sort]} ${direction}${nulls}, lower(${vendors.name}), ${vendors.id})`.as('ord'),
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(vendors)
    .where(where)
    .orderBy(sql`2`)
    .limit(pageSize(query.limit))
    .offset((query.page - 1) * query.limit)
    .as('page');
  const rows = await tx
    .select({ ...LIST_COLUMNS, total: sql<number>`${page.total}`.mapWith(Number) })
    .from(page)
    .innerJoin(vendors, eq(vendors.id, page.pageId))
    .leftJoin(parent, eq(parent.id, vendors.parentVendorId))
    .leftJoin(cities, eq(cities.id, vendors.cityId))
    .leftJoin(states, eq(states.id, vendors.stateId))
    .orderBy(page.ord);
  const total = rows.length > 0 ? rows[0].total : query.page === 1 ? 0 : await countWhere(tx, where);
  return { rows, total };
}

/** Lists of vendors, always inside the actor's scope (row-level security checks again). */
export const vendorListRepo = {
  list,

  /** Pickers: id and name, best matches first. */
  async basic(tx: TScopedTx, actor: TActor, query: TVendorBasicQuery) {
    const where = and(
      vendorRows.read(actor),
      query.includeAll ? undefined : and(eq(vendors.approvalStatus, 'APPROVED'), eq(vendors.status, 'ACTIVE')),
      query.vendorType?.length ? inArray(vendors.vendorType, query.vendorType) : undefined,
      query.search ? ilike(vendors.name, likePattern(query.search)) : undefined,
    );
    return tx
      .select({ id: vendors.id, name: vendors.name, vendorType: vendors.vendorType, complianceState: vendors.complianceState })
      .from(vendors)
      .where(where)
      .orderBy(sql`lower(${vendors.name})`, vendors.id)
      .limit(pageSize(query.limit));
  },

  async selected(tx: TScopedTx, actor: TActor, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return tx
      .select({ id: vendors.id, name: vendors.name, vendorType: vendors.vendorType, complianceState: vendors.complianceState })
      .from(vendors)
      .where(and(vendorRows.read(actor), inArray(vendors.id, [...ids])))
      .orderBy(sql`lower(${vendors.name})`);
  },

  /** Branches and franchises of a vendor, as the list shows them. */
  async outlets(tx: TScopedTx, actor: TActor, vendorId: string, query: TVendorOutletListQuery) {
    return list(tx, actor, {
      page: query.page,
      limit: query.limit,
      search: query.search,
      parentVendorId: vendorId,
      vendorType: query.type?.length ? query.type : ['VENDOR_BRANCH', 'VENDOR_FRANCHISE'],
      sort: 'name',
      sortDirection: 'asc',
    });
  },
};

export type TVendorListRow = Omit<Awaited<ReturnType<typeof list>>['rows'][number], 'total'>;
