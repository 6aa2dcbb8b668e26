import { auditLog } from '../../db/schema/index.js';
import type { TActor } from '../../platform/actor.js';
import type { TScopedTx } from '../../platform/database.js';

/**
 * A property's history is one audit trail: changes to its contacts, services, documents and
 * access are entries of the property too. Each entry belongs to the property's tenant (not the
 * actor's workspace), so the client reads the provider's changes to its portfolio.
 */
export async function auditProperty(
  tx: TScopedTx,
  actor: TActor,
  property: { id: string; tenantId: string },
  action: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await tx.insert(auditLog).values({
    tenantId: property.tenantId,
    actorUserId: actor.userId,
    entity: 'property',
    entityId: property.id,
    action,
    before: before ?? null,
    after: after ?? null,
    requestId: actor.requestId,
  });
}
