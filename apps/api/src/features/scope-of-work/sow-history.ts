import type { TActor } from '../../platform/actor.js';
import { recordAudit } from '../../platform/audit.js';
import type { TScopedTx } from '../../platform/database.js';

export const CLIENT_SOW_ENTITY = 'client_scope_of_work';
export const SOW_LIBRARY_ENTITY = 'sow_library_entry';

/**
 * A client scope's history is one audit trail (content, status, properties). Each entry belongs
 * to the scope's tenant, not the actor's workspace, so the client reads the provider's changes.
 */
export const auditClientSow = (tx: TScopedTx, actor: TActor, sow: { id: string; tenantId: string }, action: string, before: unknown, after: unknown) =>
  recordAudit(tx, actor, { entity: CLIENT_SOW_ENTITY, entityId: sow.id, action, before, after, tenantId: sow.tenantId });

/** Library texts are the provider's: their entries sit in the provider's own trail. */
export const auditLibraryEntry = (tx: TScopedTx, actor: TActor, id: string, action: string, before: unknown, after: unknown) =>
  recordAudit(tx, actor, { entity: SOW_LIBRARY_ENTITY, entityId: id, action, before, after });
