import type { TActor } from '../../platform/actor.js';
import { recordAudit } from '../../platform/audit.js';
import type { TScopedTx } from '../../platform/database.js';

export const RFP_ENTITY = 'rfp';

/**
 * An RFP's history is one audit trail (its fields, lines, invitations, moves). Each entry
 * belongs to the RFP's tenant, the client's, so the client reads the provider's changes.
 */
export const auditRfp = (tx: TScopedTx, actor: TActor, rfp: { id: string; tenantId: string }, action: string, before: unknown, after: unknown) =>
  recordAudit(tx, actor, { entity: RFP_ENTITY, entityId: rfp.id, action, before, after, tenantId: rfp.tenantId });
