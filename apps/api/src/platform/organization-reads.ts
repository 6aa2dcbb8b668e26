import { and, eq, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { cities, countries, states, userTenants } from '../db/schema/index.js';
import { subquery } from '../db/subqueries.js';
import type { TScopedTx } from './database.js';
import { badRequest } from './errors.js';

/** What an organization's address names: which of its reference rows exist and belong together. */
export interface TGeographyCheck {
  countryId?: number | null;
  stateId?: number | null;
  cityId?: number | null;
}

const member = alias(userTenants, 'member');
/** Another membership of the same person. */
const elsewhere = subquery
  .select({ one: sql`1` })
  .from(userTenants)
  .where(and(eq(userTenants.userId, member.userId), ne(userTenants.tenantId, member.tenantId)));

/**
 * Reads beside an organization's own row (a client, a vendor): its address against the
 * reference geography and its people's memberships (its history: platform/audit.ts).
 */
export const organizationReads = {
  /** Field errors for an address whose parts do not exist or do not belong together. */
  async geographyErrors(tx: TScopedTx, input: TGeographyCheck): Promise<Record<string, string[]>> {
    const errors: Record<string, string[]> = {};
    let stateCountryId: number | undefined;
    let cityStateId: number | undefined;
    if (input.countryId) {
      const [row] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, input.countryId));
      if (!row) errors.countryId = ['That country does not exist.'];
    }
    if (input.stateId) {
      const [row] = await tx.select({ countryId: states.countryId }).from(states).where(eq(states.id, input.stateId));
      if (!row) errors.stateId = ['That state does not exist.'];
      else stateCountryId = row.countryId;
    }
    if (input.cityId) {
      const [row] = await tx.select({ stateId: cities.stateId }).from(cities).where(eq(cities.id, input.cityId));
      if (!row) errors.cityId = ['That city does not exist.'];
      else cityStateId = row.stateId;
    }
    if (stateCountryId !== undefined && input.countryId && stateCountryId !== input.countryId) errors.stateId = ['That state is not in the chosen country.'];
    if (cityStateId !== undefined && input.stateId && cityStateId !== input.stateId) errors.cityId = ['That city is not in the chosen state.'];
    if (cityStateId !== undefined && !input.stateId) {
      errors.stateId = ['Choose the state of the city.'];
      errors.cityId = ['Choose the state of the city first.'];
    }
    return errors;
  },

  /**
   * The one address check of an organization (a client, a vendor, a branch or franchise): 400
   * naming each field whose reference row does not exist or does not belong with the others.
   */
  async assertAddress(tx: TScopedTx, input: TGeographyCheck): Promise<void> {
    const errors = await organizationReads.geographyErrors(tx, input);
    const [first] = Object.values(errors);
    if (first) throw badRequest(first[0], errors);
  },

  /**
   * People whose every membership is in this tenant: deactivating the organization ends their
   * sign-ins. People who also work elsewhere keep their other workspaces.
   */
  async soleMemberIds(tx: TScopedTx, tenantId: string): Promise<string[]> {
    const rows = await tx
      .select({ id: member.userId })
      .from(member)
      .where(and(eq(member.tenantId, tenantId), notExists(elsewhere)));
    return rows.map((r) => r.id);
  },
};
