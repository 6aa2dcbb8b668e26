import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { propertyContacts } from '../../db/schema/properties.js';
import { userTenants, users } from '../../db/schema/users.js';
import type { TScopedTx } from '../../platform/database.js';
import { pageSize } from '../../db/page-size.js';

const pc = propertyContacts;

const FIELDS = {
  id: pc.id,
  propertyId: pc.propertyId,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneCode: users.phoneCode,
  phoneNumber: users.phoneNumber,
  contactType: pc.contactType,
  authorized: users.authorized,
  createdAt: pc.createdAt,
};

/** A property contact as the statements read it: the link and the person's own fields. */
export interface TPropertyContactRow {
  id: string;
  propertyId: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneCode: string | null;
  phoneNumber: string | null;
  contactType: string;
  authorized: boolean;
  createdAt: Date;
}

/** People of the property's client linked to it with a contact type. */
export const propertyContactsRepo = {
  async list(tx: TScopedTx, propertyId: string, page: number, limit: number): Promise<{ rows: TPropertyContactRow[]; total: number }> {
    const found = await tx
      .select({ ...FIELDS, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(pc)
      .innerJoin(users, eq(users.id, pc.userId))
      .where(and(eq(pc.propertyId, propertyId), isNull(users.deletedAt)))
      .orderBy(sql`lower(${users.lastName})`, sql`lower(${users.firstName})`, asc(pc.id))
      .limit(pageSize(limit))
      .offset((page - 1) * limit);
    return { rows: found.map(({ total: _total, ...row }) => row), total: found[0]?.total ?? 0 };
  },

  async get(tx: TScopedTx, id: string): Promise<TPropertyContactRow | undefined> {
    const [row] = await tx.select(FIELDS).from(pc).innerJoin(users, eq(users.id, pc.userId)).where(eq(pc.id, id));
    return row;
  },

  /** A person of the client: a live member of the property's tenant. */
  async isPersonOf(tx: TScopedTx, userId: string, tenantId: string): Promise<boolean> {
    const rows = await tx
      .select({ one: sql`1` })
      .from(userTenants)
      .innerJoin(users, eq(users.id, userTenants.userId))
      .where(and(eq(userTenants.userId, userId), eq(userTenants.tenantId, tenantId), isNull(users.deletedAt)));
    return rows.length > 0;
  },

  async insert(tx: TScopedTx, values: typeof pc.$inferInsert): Promise<string> {
    const [row] = await tx.insert(pc).values(values).returning({ id: pc.id });
    return row.id;
  },

  async setContactType(tx: TScopedTx, id: string, contactType: string): Promise<void> {
    await tx.update(pc).set({ contactType }).where(eq(pc.id, id));
  },

  async remove(tx: TScopedTx, id: string): Promise<void> {
    await tx.delete(pc).where(eq(pc.id, id));
  },
};
