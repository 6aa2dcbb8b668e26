import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { cities, countries, states } from '../../db/schema/geography.js';
import { permissions, rolePermissions, roles, userRoles } from '../../db/schema/roles.js';
import { serviceCategories, services } from '../../db/schema/services.js';
import { tenants } from '../../db/schema/tenancy.js';
import { users } from '../../db/schema/users.js';
import { vendorRegistrations } from '../../db/schema/vendor-registration.js';
import type { TExecutor } from '../../platform/database.js';

/*
 * Registrations have no tenant and no actor (a public flow, like sign-in): every statement
 * here runs on the system handle, and each one names exactly the rows it touches (by the
 * token's hash), never a list of another tenant's data. The vendor and its contact are made
 * by the vendors and users features (src/services.ts hands their services in).
 */

export type TRegistrationRow = typeof vendorRegistrations.$inferSelect;

export const vendorRegistrationRepo = {
  /** Registrations started for this address since `since`: the per-address mail budget. */
  async startsSince(db: TExecutor, email: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(vendorRegistrations)
      .where(and(eq(sql`lower(${vendorRegistrations.email})`, email.toLowerCase()), gt(vendorRegistrations.startedAt, since)));
    return row?.n ?? 0;
  },

  async insert(db: TExecutor, values: { email: string; tokenHash: string; expiresAt: Date }): Promise<TRegistrationRow> {
    const [row] = await db
      .insert(vendorRegistrations)
      .values({ ...values, step: 1, data: {} })
      .returning();
    return row;
  },

  async byTokenHash(db: TExecutor, tokenHash: string): Promise<TRegistrationRow | undefined> {
    const [row] = await db.select().from(vendorRegistrations).where(eq(vendorRegistrations.tokenHash, tokenHash));
    return row;
  },

  /** Saves only while the draft is open: a submit that won the race leaves it untouched. */
  async save(db: TExecutor, id: string, data: Record<string, unknown>, step: number): Promise<TRegistrationRow | undefined> {
    const [row] = await db
      .update(vendorRegistrations)
      .set({ data, step, updatedAt: sql`now()` })
      .where(and(eq(vendorRegistrations.id, id), isNull(vendorRegistrations.submittedAt)))
      .returning();
    return row;
  },

  /** Marks it submitted once (with the vendor it made, if any); false when another submit got there first. */
  async markSubmitted(db: TExecutor, id: string, vendorId: string | null): Promise<boolean> {
    const rows = await db
      .update(vendorRegistrations)
      .set({ submittedAt: sql`now()`, updatedAt: sql`now()`, vendorId })
      .where(and(eq(vendorRegistrations.id, id), isNull(vendorRegistrations.submittedAt)))
      .returning({ id: vendorRegistrations.id });
    return rows.length === 1;
  },

  async countryId(db: TExecutor, iso2: string): Promise<number | null> {
    const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.iso2, iso2));
    return row?.id ?? null;
  },

  /** The catalogue's active services with their categories, as the services step lists them. */
  publicServices(db: TExecutor) {
    return db
      .select({ id: services.id, name: services.name, category: { id: serviceCategories.id, name: serviceCategories.name } })
      .from(services)
      .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
      .where(eq(services.status, 'ACTIVE'))
      .orderBy(asc(serviceCategories.sortOrder), asc(serviceCategories.name), asc(services.name));
  },

  /** The states among these ids that belong to the country. */
  async statesOf(db: TExecutor, countryId: number | null, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: states.id })
      .from(states)
      .where(and(inArray(states.id, [...ids]), countryId === null ? undefined : eq(states.countryId, countryId)));
    return new Set(rows.map((r) => r.id));
  },

  async cityIsInState(db: TExecutor, cityId: number, stateId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: cities.id })
      .from(cities)
      .where(and(eq(cities.id, cityId), eq(cities.stateId, stateId)));
    return row !== undefined;
  },

  async vendorAdminRoleId(db: TExecutor): Promise<string | undefined> {
    const [row] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.name, 'Vendor Admin'), eq(roles.roleType, 'vendor'), isNull(roles.tenantId)))
      .limit(1);
    return row?.id;
  },

  /** Provider people who decide on vendors (vendor_management Edit in the provider's workspace). */
  async vendorDeciders(db: TExecutor): Promise<{ email: string; firstName: string }[]> {
    return db
      .selectDistinct({ email: users.email, firstName: users.firstName })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(tenants, and(eq(tenants.id, userRoles.tenantId), eq(tenants.type, 'connexus')))
      .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
      .innerJoin(
        permissions,
        and(eq(permissions.id, rolePermissions.permissionId), eq(permissions.permissionType, 'vendor_management'), eq(permissions.actionType, 'Edit')),
      )
      .where(and(eq(users.status, 'ACTIVE'), eq(users.authorized, true), isNull(users.deletedAt)))
      .orderBy(asc(users.email));
  },
};
