import { and, eq, inArray } from 'drizzle-orm';
import { clients } from '../../db/schema/clients.js';
import { states } from '../../db/schema/geography.js';
import { properties } from '../../db/schema/properties.js';
import { services } from '../../db/schema/services.js';
import { vendors } from '../../db/schema/vendors.js';
import type { TActor } from '../../platform/actor.js';
import type { TScopedTx } from '../../platform/database.js';
import { rowScope } from '../../platform/row-scope.js';

/** Clients the actor may write contracts for: the provider any, a client's people their own. */
const clientRows = rowScope({ owner: clients.tenantId, ownedBy: ['client'] });

/**
 * What a contract copies of its parties, properties and services when it is made (each row read
 * under the actor's row security: what the actor cannot see is not there).
 */
export const contractPartiesRepo = {
  async writableClient(tx: TScopedTx, actor: TActor, clientId: string) {
    const [row] = await tx
      .select({ tenantId: clients.tenantId, name: clients.name, signedDocumentRequired: clients.contractsRequireSignedDocument })
      .from(clients)
      .where(and(eq(clients.id, clientId), clientRows.write(actor)));
    return row;
  },

  /** The vendor, branch or franchise as the actor sees it; its own tenant is the contract's party. */
  async vendor(tx: TScopedTx, vendorId: string) {
    const [row] = await tx.select({ tenantId: vendors.tenantId, name: vendors.name }).from(vendors).where(eq(vendors.id, vendorId));
    return row;
  },

  /** The client's properties among `ids`, with what the contract keeps of each. */
  async properties(tx: TScopedTx, clientId: string, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return tx
      .select({
        id: properties.id,
        name: properties.name,
        code: properties.code,
        addressLine1: properties.addressLine1,
        cityName: properties.cityName,
        stateCode: states.code,
        zip: properties.zip,
      })
      .from(properties)
      .leftJoin(states, eq(states.id, properties.stateId))
      .where(and(eq(properties.clientId, clientId), inArray(properties.id, [...ids])));
  },

  async services(tx: TScopedTx, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return tx
      .select({ id: services.id, name: services.name })
      .from(services)
      .where(inArray(services.id, [...ids]));
  },
};
