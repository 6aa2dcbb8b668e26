import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { clients } from '../../db/schema/clients.js';
import { counties, states } from '../../db/schema/geography.js';
import { roles } from '../../db/schema/roles.js';
import type { TScopedTx } from '../../platform/database.js';
import { inScope } from '../../platform/scope-sql.js';

/** What a vendor's create or edit looks up elsewhere: geography, clients, the admin role. */
export const vendorLookupsRepo = {
  /** The states and counties named, with each county's state. */
  async geography(tx: TScopedTx, stateIds: readonly number[], countyIds: readonly number[]) {
    const stateRows = stateIds.length
      ? await tx
          .select({ id: states.id })
          .from(states)
          .where(inArray(states.id, [...stateIds]))
      : [];
    const countyRows = countyIds.length
      ? await tx
          .select({ id: counties.id, stateId: counties.stateId })
          .from(counties)
          .where(inArray(counties.id, [...countyIds]))
      : [];
    return { states: new Set(stateRows.map((r) => r.id)), counties: new Map(countyRows.map((r) => [r.id, r.stateId])) };
  },

  /** The client whose workspace this tenant is, as the actor sees it (a client onboarding for itself). */
  async clientOfTenant(tx: TScopedTx, tenantId: string) {
    const [row] = await tx
      .select({ id: clients.id, tenantId: clients.tenantId })
      .from(clients)
      .where(and(eq(clients.tenantId, tenantId), inScope(sql`${clients.tenantId}`)));
    return row;
  },

  /** A client the actor can see (the one a vendor is onboarded for). */
  async client(tx: TScopedTx, id: string) {
    const [row] = await tx
      .select({ id: clients.id, tenantId: clients.tenantId })
      .from(clients)
      .where(and(eq(clients.id, id), inScope(sql`${clients.tenantId}`)));
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
