import { and, asc, eq, sql } from 'drizzle-orm';
import { clients } from '../../db/schema/clients.js';
import { sowLibraryEntries } from '../../db/schema/scope-of-work.js';
import { serviceCategories, services } from '../../db/schema/services.js';
import type { TScopedTx } from '../../platform/database.js';
import { inScope } from '../../platform/scope-sql.js';

/*
 * Every read the assistant makes for a prompt is here, and each is one of the actor's own
 * records: the client (in the actor's workspace scope, not merely readable as a member of
 * another workspace), the service catalogue, and the provider's library text, which every
 * provider and client workspace reads. Nothing else reaches the model.
 */

export interface TAssistantClient {
  id: string;
  name: string;
}

export interface TAssistantService {
  id: string;
  name: string;
  categoryName: string;
}

export interface TAssistantLibraryText {
  id: string;
  serviceId: string;
  title: string;
  content: unknown;
}

export const sowAssistantRepo = {
  async client(tx: TScopedTx, id: string): Promise<TAssistantClient | undefined> {
    const [row] = await tx
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(and(eq(clients.id, id), inScope(sql`${clients.tenantId}`)));
    return row;
  },

  async service(tx: TScopedTx, id: string): Promise<TAssistantService | undefined> {
    const [row] = await tx
      .select({ id: services.id, name: services.name, categoryName: serviceCategories.name })
      .from(services)
      .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
      .where(eq(services.id, id));
    return row;
  },

  /** The chosen library text, or the service's first active one (by title). */
  async libraryText(tx: TScopedTx, serviceId: string, entryId: string | undefined): Promise<TAssistantLibraryText | undefined> {
    const columns = { id: sowLibraryEntries.id, serviceId: sowLibraryEntries.serviceId, title: sowLibraryEntries.title, content: sowLibraryEntries.content };
    if (entryId) {
      const [row] = await tx.select(columns).from(sowLibraryEntries).where(eq(sowLibraryEntries.id, entryId));
      return row;
    }
    const [row] = await tx
      .select(columns)
      .from(sowLibraryEntries)
      .where(and(eq(sowLibraryEntries.serviceId, serviceId), eq(sowLibraryEntries.status, 'ACTIVE')))
      .orderBy(asc(sowLibraryEntries.title), asc(sowLibraryEntries.id))
      .limit(1);
    return row;
  },
};
