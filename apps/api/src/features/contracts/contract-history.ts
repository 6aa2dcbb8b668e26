import type { TActor } from '../../platform/actor.js';
import { recordAudit } from '../../platform/audit.js';
import type { TScopedTx } from '../../platform/database.js';

export const CONTRACT_ENTITY = 'contract';

/**
 * A contract's History tab is one audit trail (its making, amendments, moves, documents). Each
 * entry belongs to the contract's tenant, the client's, so the client reads the provider's changes.
 */
export const auditContract = (tx: TScopedTx, actor: TActor, contract: { id: string; tenantId: string }, action: string, before: unknown, after: unknown) =>
  recordAudit(tx, actor, { entity: CONTRACT_ENTITY, entityId: contract.id, action, before, after, tenantId: contract.tenantId });
