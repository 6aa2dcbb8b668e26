import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TContractFilters } from '@procura/shared';
import { contracts, propertyContracts, propertyContractServices } from '../../db/schema/contracts.js';
import { subquery } from '../../db/subqueries.js';
import type { TActor } from '../../platform/actor.js';
import { likePattern } from '../../platform/database.js';
import { rowScope } from '../../platform/row-scope.js';

const c = contracts;

/** The client's contracts; the contracted vendor (or its outlet) reads them as a party. */
export const contractViewRows = rowScope({ owner: c.tenantId, ownedBy: ['client'], parties: c.partyTenantIds, sharedWith: ['vendor'] });

/** search_text is lower(number || ' ' || title || ' ' || vendor_name) under a trigram index. */
export const contractSearch = (search: string): SQL => sql`${c.searchText} like ${likePattern(search.toLowerCase())}`;

/**
 * The list's filters (GET /v1/contracts) on `contracts` in the actor's scope, without the search
 * when the caller matches it more widely (the property-wise view matches the property's name too).
 */
export function contractWhere(actor: TActor, f: TContractFilters, options: { search: boolean } = { search: true }): SQL | undefined {
  const where: (SQL | undefined)[] = [contractViewRows.read(actor)];
  if (options.search && f.search) where.push(contractSearch(f.search));
  if (f.status?.length) where.push(inArray(c.status, f.status));
  if (f.origin?.length) where.push(inArray(c.origin, f.origin));
  if (f.clientId?.length) where.push(inArray(c.clientId, f.clientId));
  if (f.vendorId?.length) where.push(inArray(c.vendorId, f.vendorId));
  if (f.propertyId?.length) {
    const ids = f.propertyId;
    where.push(
      sql`exists (${subquery
        .select({ one: sql`1` })
        .from(propertyContracts)
        .where(and(eq(propertyContracts.contractId, c.id), inArray(propertyContracts.propertyId, ids)))})`,
    );
  }
  if (f.serviceId?.length) {
    const ids = f.serviceId;
    where.push(
      sql`exists (${subquery
        .select({ one: sql`1` })
        .from(propertyContractServices)
        .where(and(eq(propertyContractServices.contractId, c.id), inArray(propertyContractServices.serviceId, ids)))})`,
    );
  }
  // Ends from today to today + n days: what is about to run out, not what already has.
  if (f.endsWithinDays !== undefined) where.push(sql`${c.endOn} between current_date and current_date + ${f.endsWithinDays}::int`);
  return and(...where);
}
