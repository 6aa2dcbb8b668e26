import { and, count, eq, sql } from 'drizzle-orm';
import { properties, propertyContacts, propertyDocuments, propertyServices, propertyUserAccess } from '../../db/schema/properties.js';
import { clientSowProperties } from '../../db/schema/scope-of-work.js';
import type { TScopedTx } from '../../platform/database.js';

/** What ties a property to its client's people and scopes, counted before a move. */
export interface TClientTies {
  contacts: number;
  scopes: number;
  accessGrants: number;
}

export const propertyMoveRepo = {
  /**
   * Contacts are the old client's people, scope links its scopes (scope of work's table, read
   * here only to count: the move refuses rather than touching another feature's rows).
   */
  async ties(tx: TScopedTx, propertyId: string): Promise<TClientTies> {
    const [contacts] = await tx.select({ n: count() }).from(propertyContacts).where(eq(propertyContacts.propertyId, propertyId));
    const [scopes] = await tx.select({ n: count() }).from(clientSowProperties).where(eq(clientSowProperties.propertyId, propertyId));
    const [grants] = await tx.select({ n: count() }).from(propertyUserAccess).where(eq(propertyUserAccess.propertyId, propertyId));
    return { contacts: contacts.n, scopes: scopes.n, accessGrants: grants.n };
  },

  /** Another property of the client with this code (codes are unique per client, case aside). */
  async codeTaken(tx: TScopedTx, clientId: string, code: string, exceptId: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.clientId, clientId), sql`lower(${properties.code}) = lower(${code})`, sql`${properties.id} <> ${exceptId}`))
      .limit(1);
    return row !== undefined;
  },

  /** The documents whose files move with the property. */
  async documents(tx: TScopedTx, propertyId: string): Promise<{ id: string; fileKey: string }[]> {
    return tx
      .select({ id: propertyDocuments.id, fileKey: propertyDocuments.fileKey })
      .from(propertyDocuments)
      .where(eq(propertyDocuments.propertyId, propertyId));
  },

  /** The property and what moves with it now belong to the new client's tenant; the old client's grants end. */
  async move(tx: TScopedTx, propertyId: string, to: { clientId: string; tenantId: string }): Promise<{ services: number; documents: number }> {
    await tx.delete(propertyUserAccess).where(eq(propertyUserAccess.propertyId, propertyId));
    const movedServices = await tx
      .update(propertyServices)
      .set({ tenantId: to.tenantId })
      .where(eq(propertyServices.propertyId, propertyId))
      .returning({ id: propertyServices.id });
    const movedDocuments = await tx
      .update(propertyDocuments)
      .set({ tenantId: to.tenantId })
      .where(eq(propertyDocuments.propertyId, propertyId))
      .returning({ id: propertyDocuments.id });
    await tx
      .update(properties)
      .set({ clientId: to.clientId, tenantId: to.tenantId, updatedAt: sql`now()` })
      .where(eq(properties.id, propertyId));
    return { services: movedServices.length, documents: movedDocuments.length };
  },
};
