import { and, count, eq, exists, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TVendorBasicQuery, TVendorListQuery, TVendorOutletListQuery, TVendorSortField } from '@procura/shared';
import {
  cities,
  clients,
  counties,
  countries,
  properties,
  roles,
  serviceCategories,
  services,
  states,
  tenants,
  vendors,
  vendorServiceAreas,
  vendorServices,
} from '../../db/schema/index.js';
import { jsonArray, subquery, valueOf } from '../../db/subqueries.js';
import { likePattern, queryRows, type TScopedTx } from '../../platform/database.js';
import { inScope } from '../../platform/scope-sql.js';

/**
 * The one scope of vendors: the provider sees all; a vendor its own row and its branches' and
 * franchises' (the database puts a vendor's children in its scope); a branch or franchise
 * only itself; a client the vendors it onboarded (a party of the row). The active workspace
 * only, although row-level security would also let a person read the other vendors they
 * belong to.
 */
export const vendorScope = (): SQL =>
  or(inScope(sql`${vendors.tenantId}`), sql`${vendors.partyTenantIds} && coalesce((select app.visible_tenant_ids()), '{}'::uuid[])`) as SQL;

/** Rows the actor may write: its own (and its children's), never a party's read. */
export const vendorWriteScope = (): SQL => inScope(sql`${vendors.tenantId}`);

const parent = alias(vendors, 'parent_vendor');

/** Service names of one vendor, alphabetical, read with the page. */
const serviceNames = sql<string[]>`(select coalesce(array_agg(${services.name} order by lower(${services.name})), '{}'::text[])
  from ${vendorServices} join ${services} on ${services.id} = ${vendorServices.serviceId} where ${vendorServices.vendorId} = ${vendors.id})`;

/** Per state: its code, whether the whole state is served, and how many counties otherwise. */
const areaStates = sql<{ code: string; wholeState: boolean; counties: number }[]>`(select coalesce(json_agg(json_build_object('code', x.code, 'wholeState', x.whole, 'counties', x.n) order by x.code), '[]'::json)
  from (select ${states.code} as code, bool_or(${vendorServiceAreas.countyId} is null) as whole, count(${vendorServiceAreas.countyId})::int as n
    from ${vendorServiceAreas} join ${states} on ${states.id} = ${vendorServiceAreas.stateId}
    where ${vendorServiceAreas.vendorId} = ${vendors.id} group by ${states.code}) x)`;

const LIST_COLUMNS = {
  id: vendors.id,
  tenantId: vendors.tenantId,
  name: vendors.name,
  dba: vendors.dba,
  vendorType: vendors.vendorType,
  parentVendorId: vendors.parentVendorId,
  parentName: parent.name,
  status: vendors.status,
  approvalStatus: vendors.approvalStatus,
  complianceState: vendors.complianceState,
  complianceExpiresOn: vendors.complianceExpiresOn,
  onboardingSource: vendors.onboardingSource,
  logoKey: vendors.logoKey,
  cityName: cities.name,
  stateName: states.name,
  stateCode: states.code,
  createdAt: vendors.createdAt,
  services: serviceNames,
  areaStates,
};

const childCount = (type: 'VENDOR_BRANCH' | 'VENDOR_FRANCHISE') => {
  const child = alias(vendors, 'child_vendor');
  return valueOf(subquery.select({ n: sql<number>`count(*)::int` }).from(child).where(and(eq(child.parentVendorId, vendors.id), eq(child.vendorType, type))));
};

const DETAIL_COLUMNS = {
  ...LIST_COLUMNS,
  taxId: vendors.taxId,
  businessStructure: vendors.businessStructure,
  ownershipTags: vendors.ownershipTags,
  leadSource: vendors.leadSource,
  onboardedByClientId: vendors.onboardedByClientId,
  onboardedByClientName: clients.name,
  partyTenantIds: vendors.partyTenantIds,
  approvalReason: vendors.approvalReason,
  submittedAt: vendors.submittedAt,
  decidedAt: vendors.decidedAt,
  email: vendors.email,
  addressLine1: vendors.addressLine1,
  addressLine2: vendors.addressLine2,
  countryId: vendors.countryId,
  countryName: countries.name,
  stateId: vendors.stateId,
  cityId: vendors.cityId,
  zip: vendors.zip,
  phoneCode: vendors.phoneCode,
  phoneNumber: vendors.phoneNumber,
  website: vendors.website,
  yearsInBusiness: vendors.yearsInBusiness,
  employeeCount: vendors.employeeCount,
  notes: vendors.notes,
  updatedAt: vendors.updatedAt,
  branchCount: childCount('VENDOR_BRANCH'),
  franchiseCount: childCount('VENDOR_FRANCHISE'),
  serviceDetails: jsonArray(
    sql<{ id: string; name: string; categoryName: string | null }>`json_build_object('id', ${services.id}, 'name', ${services.name}, 'categoryName', ${serviceCategories.name})`,
  ),
};

/** The columns a vendor's create or edit writes (its tenant is made by the repo). */
export type TVendorValues = Partial<
  Pick<
    typeof vendors.$inferInsert,
    | 'name'
    | 'dba'
    | 'taxId'
    | 'businessStructure'
    | 'ownershipTags'
    | 'leadSource'
    | 'email'
    | 'logoKey'
    | 'addressLine1'
    | 'addressLine2'
    | 'countryId'
    | 'stateId'
    | 'cityId'
    | 'zip'
    | 'phoneCode'
    | 'phoneNumber'
    | 'website'
    | 'yearsInBusiness'
    | 'employeeCount'
    | 'notes'
    | 'status'
    | 'approvalStatus'
    | 'isApproved'
    | 'approvalReason'
    | 'submittedAt'
    | 'decidedAt'
    | 'decidedBy'
    | 'onboardingSource'
    | 'onboardedByClientId'
    | 'partyTenantIds'
  >
>;

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
    where.push(exists(subquery.select({ one: sql`1` }).from(vendorServices).where(and(eq(vendorServices.vendorId, vendors.id), inArray(vendorServices.serviceId, query.serviceIds)))));
  }
  if (query.stateId !== undefined) {
    where.push(exists(subquery.select({ one: sql`1` }).from(vendorServiceAreas).where(and(eq(vendorServiceAreas.vendorId, vendors.id), eq(vendorServiceAreas.stateId, query.stateId)))));
  }
  if (query.countyId !== undefined) {
    const served = or(eq(vendorServiceAreas.countyId, query.countyId), and(isNull(vendorServiceAreas.countyId), sql`${vendorServiceAreas.stateId} = ${countyState(query.countyId)}`));
    where.push(exists(subquery.select({ one: sql`1` }).from(vendorServiceAreas).where(and(eq(vendorServiceAreas.vendorId, vendors.id), served))));
  }
  if (query.servesPropertyId) {
    // The property as the caller sees it (row-level security on properties): none, no vendor.
    where.push(
      exists(
        subquery
          .select({ one: sql`1` })
          .from(properties)
          .innerJoin(vendorServiceAreas, and(eq(vendorServiceAreas.stateId, properties.stateId), or(isNull(vendorServiceAreas.countyId), eq(vendorServiceAreas.countyId, properties.countyId))))
          .where(and(eq(properties.id, query.servesPropertyId), eq(vendorServiceAreas.vendorId, vendors.id))),
      ),
    );
  }
  return where.filter((c) => c !== undefined);
}

/** Reads and writes of vendors, always inside the actor's scope (row-level security checks again). */
export const vendorsRepo = {
  /**
   * One page and its exact total in one statement. The page's ids are chosen first (with the
   * total beside them), so services and areas are read for those rows only, not for every match.
   */
  async list(tx: TScopedTx, query: TVendorListQuery) {
    const where = and(vendorScope(), ...filters(query)) as SQL;
    const direction = query.sortDirection === 'desc' ? sql`desc` : sql`asc`;
    const nulls = query.sort === 'complianceExpiresOn' ? sql` nulls last` : sql``;
    const page = tx
      .select({ pageId: sql<string>`${vendors.id}`.as('page_id'), ord: sql<number>`row_number() over (order by ${SORT_KEYS[query.sort]} ${direction}${nulls}, lower(${vendors.name}), ${vendors.id})`.as('ord'), total: sql<number>`count(*) over ()`.as('total') })
      .from(vendors)
      .where(where)
      .orderBy(sql`2`)
      .limit(query.limit)
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
    const total = rows.length > 0 ? rows[0].total : query.page === 1 ? 0 : await this.count(tx, where);
    return { rows, total };
  },

  async count(tx: TScopedTx, where: SQL): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(vendors).where(where);
    return row.n;
  },

  /** Pickers: id and name, best matches first. */
  async basic(tx: TScopedTx, query: TVendorBasicQuery) {
    const where = and(
      vendorScope(),
      query.includeAll ? undefined : and(eq(vendors.approvalStatus, 'APPROVED'), eq(vendors.status, 'ACTIVE')),
      query.vendorType?.length ? inArray(vendors.vendorType, query.vendorType) : undefined,
      query.search ? ilike(vendors.name, likePattern(query.search)) : undefined,
    );
    return tx
      .select({ id: vendors.id, name: vendors.name, vendorType: vendors.vendorType, complianceState: vendors.complianceState })
      .from(vendors)
      .where(where)
      .orderBy(sql`lower(${vendors.name})`, vendors.id)
      .limit(query.limit);
  },

  async selected(tx: TScopedTx, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return tx
      .select({ id: vendors.id, name: vendors.name, vendorType: vendors.vendorType, complianceState: vendors.complianceState })
      .from(vendors)
      .where(and(vendorScope(), inArray(vendors.id, [...ids])))
      .orderBy(sql`lower(${vendors.name})`);
  },

  async get(tx: TScopedTx, id: string) {
    const [row] = await tx
      .select(DETAIL_COLUMNS)
      .from(vendors)
      .leftJoin(parent, eq(parent.id, vendors.parentVendorId))
      .leftJoin(clients, eq(clients.id, vendors.onboardedByClientId))
      .leftJoin(countries, eq(countries.id, vendors.countryId))
      .leftJoin(cities, eq(cities.id, vendors.cityId))
      .leftJoin(states, eq(states.id, vendors.stateId))
      .leftJoin(vendorServices, eq(vendorServices.vendorId, vendors.id))
      .leftJoin(services, eq(services.id, vendorServices.serviceId))
      .leftJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
      .where(and(eq(vendors.id, id), vendorScope()))
      .groupBy(vendors.id, parent.id, clients.id, countries.id, cities.id, states.id);
    if (!row) return undefined;
    return { ...row, serviceDetails: row.serviceDetails.filter((s) => s.id !== null).sort((a, b) => a.name.localeCompare(b.name)) };
  },

  /** The vendor's areas with their names, states first then counties. */
  async areas(tx: TScopedTx, vendorId: string) {
    return tx
      .select({ stateId: vendorServiceAreas.stateId, stateName: states.name, stateCode: states.code, countyId: vendorServiceAreas.countyId, countyName: counties.name })
      .from(vendorServiceAreas)
      .innerJoin(states, eq(states.id, vendorServiceAreas.stateId))
      .leftJoin(counties, eq(counties.id, vendorServiceAreas.countyId))
      .where(eq(vendorServiceAreas.vendorId, vendorId))
      .orderBy(states.code, sql`${vendorServiceAreas.countyId} is not null`, counties.name);
  },

  /** A vendor the actor may write (its own or its children; the provider's all), or undefined. */
  async writable(tx: TScopedTx, id: string) {
    const [row] = await tx
      .select({ id: vendors.id, tenantId: vendors.tenantId, vendorType: vendors.vendorType, approvalStatus: vendors.approvalStatus })
      .from(vendors)
      .where(and(eq(vendors.id, id), vendorWriteScope()));
    return row;
  },

  async exists(tx: TScopedTx, id: string): Promise<boolean> {
    const [row] = await tx.select({ id: vendors.id }).from(vendors).where(and(eq(vendors.id, id), vendorScope()));
    return row !== undefined;
  },

  /** The vendor of a tenant, when the actor can see it. */
  async byTenant(tx: TScopedTx, tenantId: string) {
    const [row] = await tx
      .select({ id: vendors.id, tenantId: vendors.tenantId, name: vendors.name, vendorType: vendors.vendorType })
      .from(vendors)
      .where(and(eq(vendors.tenantId, tenantId), vendorScope()));
    return row;
  },

  /**
   * Tax ids are unique among vendors (not branches, which share their parent's): two requests
   * with the same id at once are serialised by a transaction lock, then the check sees the winner.
   */
  async isTaxIdTaken(tx: TScopedTx, taxId: string, exceptId?: string): Promise<boolean> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`vendors.tax_id:${taxId}`}))`);
    // Asked of every vendor, not only the visible ones: a security-definer check would be
    // needed to see the others, so the unique index answers for them (see insert/update).
    const [row] = await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.taxId, taxId), eq(vendors.vendorType, 'VENDOR'), exceptId ? sql`${vendors.id} <> ${exceptId}` : undefined))
      .limit(1);
    return row !== undefined;
  },

  /**
   * The vendor (or branch, franchise) and its workspace in the caller's transaction. A new
   * tenant is outside the scope the transaction opened with, so a branch or franchise, and a
   * vendor a client onboards, get theirs from a security-definer function (migration 0011)
   * that checks the scope may own it and adds it to the scope; the rows after it are written
   * under row security as usual. The provider (all tenants) writes the tenant itself.
   */
  async insert(
    tx: TScopedTx,
    values: TVendorValues & { name: string; vendorType: 'VENDOR' | 'VENDOR_BRANCH' | 'VENDOR_FRANCHISE'; parent?: { id: string; tenantId: string }; forClientTenantId?: string },
  ): Promise<{ id: string; tenantId: string }> {
    const { parent: parentRef, vendorType, forClientTenantId, ...columns } = values;
    let tenantId: string;
    if (parentRef) {
      const tenantType = vendorType === 'VENDOR_BRANCH' ? 'vendor_branch' : 'vendor_franchise';
      [{ id: tenantId }] = await queryRows<{ id: string }>(tx, sql`select app.create_vendor_outlet_tenant(${parentRef.tenantId}::uuid, ${tenantType}, ${values.name}) as id`);
    } else if (forClientTenantId) {
      [{ id: tenantId }] = await queryRows<{ id: string }>(tx, sql`select app.create_client_vendor_tenant(${forClientTenantId}::uuid, ${values.name}) as id`);
    } else {
      [{ id: tenantId }] = await tx.insert(tenants).values({ type: 'vendor', name: values.name }).returning({ id: tenants.id });
    }
    const [vendor] = await tx
      .insert(vendors)
      .values({ ...columns, tenantId, vendorType, parentVendorId: parentRef?.id ?? null })
      .returning({ id: vendors.id, tenantId: vendors.tenantId });
    return vendor;
  },

  async update(tx: TScopedTx, id: string, tenantId: string, values: TVendorValues): Promise<void> {
    if (Object.values(values).every((v) => v === undefined)) return;
    await tx.update(vendors).set({ ...values, updatedAt: sql`now()` }).where(and(eq(vendors.id, id), vendorWriteScope()));
    // The workspace carries the vendor's name (switcher, tenant search, people's organizations).
    if (values.name !== undefined) await tx.update(tenants).set({ name: values.name }).where(eq(tenants.id, tenantId));
  },

  /** Replaces the vendor's services in two statements. */
  async setServices(tx: TScopedTx, vendor: { id: string; tenantId: string }, serviceIds: readonly string[]): Promise<void> {
    await tx.delete(vendorServices).where(eq(vendorServices.vendorId, vendor.id));
    if (serviceIds.length) await tx.insert(vendorServices).values(serviceIds.map((serviceId) => ({ tenantId: vendor.tenantId, vendorId: vendor.id, serviceId })));
  },

  /** Replaces the vendor's areas in two statements. */
  async setAreas(tx: TScopedTx, vendor: { id: string; tenantId: string }, areas: readonly { stateId: number; countyId: number | null }[]): Promise<void> {
    await tx.delete(vendorServiceAreas).where(eq(vendorServiceAreas.vendorId, vendor.id));
    if (areas.length) await tx.insert(vendorServiceAreas).values(areas.map((a) => ({ tenantId: vendor.tenantId, vendorId: vendor.id, stateId: a.stateId, countyId: a.countyId })));
  },

  /** Which of these services exist (any status: a vendor may keep offering a retired one). */
  async existingServiceIds(tx: TScopedTx, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await tx.select({ id: services.id }).from(services).where(inArray(services.id, [...ids]));
    return new Set(rows.map((r) => r.id));
  },

  /** The states and counties named, with each county's state. */
  async geography(tx: TScopedTx, stateIds: readonly number[], countyIds: readonly number[]) {
    const stateRows = stateIds.length ? await tx.select({ id: states.id }).from(states).where(inArray(states.id, [...stateIds])) : [];
    const countyRows = countyIds.length ? await tx.select({ id: counties.id, stateId: counties.stateId }).from(counties).where(inArray(counties.id, [...countyIds])) : [];
    return { states: new Set(stateRows.map((r) => r.id)), counties: new Map(countyRows.map((r) => [r.id, r.stateId])) };
  },

  /** Branches and franchises of a vendor, as the list shows them. */
  async outlets(tx: TScopedTx, vendorId: string, query: TVendorOutletListQuery) {
    return this.list(tx, {
      page: query.page,
      limit: query.limit,
      search: query.search,
      parentVendorId: vendorId,
      vendorType: query.type?.length ? query.type : ['VENDOR_BRANCH', 'VENDOR_FRANCHISE'],
      sort: 'name',
      sortDirection: 'asc',
    });
  },

  /** Vendors, branches and franchises of these tenants that the actor may read. */
  async ofTenants(tx: TScopedTx, tenantIds: readonly string[]) {
    if (tenantIds.length === 0) return [];
    return tx
      .select({
        id: vendors.id,
        tenantId: vendors.tenantId,
        name: vendors.name,
        vendorType: vendors.vendorType,
        parentVendorId: vendors.parentVendorId,
        parentName: parent.name,
        parentTenantId: parent.tenantId,
        status: vendors.status,
        approvalStatus: vendors.approvalStatus,
        logoKey: vendors.logoKey,
      })
      .from(vendors)
      .leftJoin(parent, eq(parent.id, vendors.parentVendorId))
      .where(inArray(vendors.tenantId, [...tenantIds]))
      .orderBy(sql`${vendors.parentVendorId} is not null`, sql`lower(${vendors.name})`);
  },

  /** The client whose workspace this tenant is, as the actor sees it (a client onboarding for itself). */
  async clientOfTenant(tx: TScopedTx, tenantId: string) {
    const [row] = await tx.select({ id: clients.id, tenantId: clients.tenantId }).from(clients).where(and(eq(clients.tenantId, tenantId), inScope(sql`${clients.tenantId}`)));
    return row;
  },

  /** A client the actor can see (the one a vendor is onboarded for). */
  async client(tx: TScopedTx, id: string) {
    const [row] = await tx.select({ id: clients.id, tenantId: clients.tenantId }).from(clients).where(and(eq(clients.id, id), inScope(sql`${clients.tenantId}`)));
    return row;
  },

  /** The id of the system role every vendor admin holds. */
  async vendorAdminRoleId(tx: TScopedTx): Promise<string | undefined> {
    const [row] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.name, 'Vendor Admin'), eq(roles.roleType, 'vendor'), isNull(roles.tenantId)))
      .limit(1);
    return row?.id;
  },
};

export type TVendorListRow = Omit<Awaited<ReturnType<typeof vendorsRepo.list>>['rows'][number], 'total'>;
export type TVendorDetailRow = NonNullable<Awaited<ReturnType<typeof vendorsRepo.get>>>;
export type TVendorAreaRow = Awaited<ReturnType<typeof vendorsRepo.areas>>[number];
export type TVendorWorkspaceRow = Awaited<ReturnType<typeof vendorsRepo.ofTenants>>[number];
