import { and, asc, eq, sql } from 'drizzle-orm';
import { aiUsage, clients, serviceCategories, services, sowLibraryEntries } from '../../db/schema/index.js';
import { queryRows, type TScopedTx } from '../../platform/database.js';
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

export interface TUsageRecord {
  tenantId: string;
  userId: string;
  feature: string;
  model: string;
  promptTokens: number;
  completionTokens: number;
  costMicros: number;
  offline: boolean;
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

  /** This calendar month's (UTC) use by the tenant: model tokens and cost, the offline composer's calls apart. */
  async monthUsage(tx: TScopedTx, tenantId: string): Promise<{ tokens: number; costMicros: number }> {
    const [row] = await queryRows<{ tokens: string | number | null; cost: string | number | null }>(
      tx,
      sql`select coalesce(sum(${aiUsage.promptTokens} + ${aiUsage.completionTokens}), 0) as tokens, coalesce(sum(${aiUsage.costMicros}), 0) as cost
          from ${aiUsage}
          where ${aiUsage.tenantId} = ${tenantId} and ${inScope(sql`${aiUsage.tenantId}`)} and not ${aiUsage.offline}
            and ${aiUsage.createdAt} >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`,
    );
    return { tokens: Number(row?.tokens ?? 0), costMicros: Number(row?.cost ?? 0) };
  },

  async record(tx: TScopedTx, usage: TUsageRecord): Promise<void> {
    await tx.insert(aiUsage).values(usage);
  },
};
