import type { TActor } from '../../platform/actor.js';
import { recordAudit } from '../../platform/audit.js';
import type { TScopedTx } from '../../platform/database.js';

/**
 * A property's history is one audit trail: changes to its contacts, services, documents and
 * access are entries of the property too. Each entry belongs to the property's tenant (not the
 * actor's workspace), so the client reads the provider's changes to its portfolio.
 */
export const auditProperty = (tx: TScopedTx, actor: TActor, property: { id: string; tenantId: string }, action: string, before: unknown, after: unknown) =>
  recordAudit(tx, actor, { entity: 'property', entityId: property.id, action, before, after, tenantId: property.tenantId });
