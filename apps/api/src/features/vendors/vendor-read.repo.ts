import { and, eq, inArray, sql } from 'drizzle-orm';
import { clients } from '../../db/schema/clients.js';
import { cities, counties, countries, states } from '../../db/schema/geography.js';
import { serviceCategories, services } from '../../db/schema/services.js';
import { vendors, vendorServiceAreas, vendorServices } from '../../db/schema/vendors.js';
import type { TActor } from '../../platform/actor.js';
import type { TScopedTx } from '../../platform/database.js';
import { DETAIL_COLUMNS, parent } from './vendor-columns.js';
import { vendorRows } from './vendor-scope.js';

/** One vendor's reads, always inside the actor's scope (row-level security checks again). */
export const vendorReadRepo = {
  async get(tx: TScopedTx, actor: TActor, id: string) {
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
      .where(and(eq(vendors.id, id), vendorRows.read(actor)))
      .groupBy(vendors.id, parent.id, clients.id, countries.id, cities.id, states.id);
    if (!row) return undefined;
    return { ...row, serviceDetails: row.serviceDetails.filter((s) => s.id !== null).sort((a, b) => a.name.localeCompare(b.name)) };
  },

  /** The vendor's areas with their names, states first then counties. */
  async areas(tx: TScopedTx, vendorId: string) {
    return tx
      .select({
        stateId: vendorServiceAreas.stateId,
        stateName: states.name,
        stateCode: states.code,
        countyId: vendorServiceAreas.countyId,
        countyName: counties.name,
      })
      .from(vendorServiceAreas)
      .innerJoin(states, eq(states.id, vendorServiceAreas.stateId))
      .leftJoin(counties, eq(counties.id, vendorServiceAreas.countyId))
      .where(eq(vendorServiceAreas.vendorId, vendorId))
      .orderBy(states.code, sql`${vendorServiceAreas.countyId} is not null`, counties.name);
  },

  /** A vendor the actor may write (its own or its children; the provider's all), or undefined. */
  async writable(tx: TScopedTx, actor: TActor, id: string) {
    const [row] = await tx
      .select({ id: vendors.id, tenantId: vendors.tenantId, vendorType: vendors.vendorType, approvalStatus: vendors.approvalStatus })
      .from(vendors)
      .where(and(eq(vendors.id, id), vendorRows.write(actor)));
    return row;
  },

  async exists(tx: TScopedTx, actor: TActor, id: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.id, id), vendorRows.read(actor)));
    return row !== undefined;
  },

  /** The vendor of a tenant, when the actor can see it. */
  async byTenant(tx: TScopedTx, actor: TActor, tenantId: string) {
    const [row] = await tx
      .select({ id: vendors.id, tenantId: vendors.tenantId, name: vendors.name, vendorType: vendors.vendorType })
      .from(vendors)
      .where(and(eq(vendors.tenantId, tenantId), vendorRows.read(actor)));
    return row;
  },

  /**
   * Vendors, branches and franchises of these tenants that the actor may read: the person's own
   * workspaces too (row security lets members read them), so not narrowed to the active one.
   */
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
};

export type TVendorDetailRow = NonNullable<Awaited<ReturnType<typeof vendorReadRepo.get>>>;
export type TVendorAreaRow = Awaited<ReturnType<typeof vendorReadRepo.areas>>[number];
export type TVendorWorkspaceRow = Awaited<ReturnType<typeof vendorReadRepo.ofTenants>>[number];
