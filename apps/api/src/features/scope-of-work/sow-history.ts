import { auditLog } from '../../db/schema/index.js';
import type { TActor } from '../../platform/actor.js';
import { recordAudit } from '../../platform/audit.js';
import type { TScopedTx } from '../../platform/database.js';

export const CLIENT_SOW_ENTITY = 'client_scope_of_work';
export const SOW_LIBRARY_ENTITY = 'sow_library_entry';

/**
 * A client scope's history is one audit trail (content, status, properties). Each entry belongs
 * to the scope's tenant, not the actor's workspace, so the client reads the provider's changes.
 */
export async function auditClientSow(tx: TScopedTx, actor: TActor, sow: { id: string; tenantId: string }, action: string, before: unknown, after: unknown): Promise<void> {
  await tx.insert(auditLog).values({
    tenantId: sow.tenantId,
    actorUserId: actor.userId,
    entity: CLIENT_SOW_ENTITY,
    entityId: sow.id,
    action,
    before: before ?? null,
    after: after ?? null,
    requestId: actor.requestId,
  });
}

/** Library texts are the provider's: their entries sit in the provider's own trail. */
export const auditLibraryEntry = (tx: TScopedTx, actor: TActor, id: string, action: string, before: unknown, after: unknown) =>
  recordAudit(tx, actor, { entity: SOW_LIBRARY_ENTITY, entityId: id, action, before, after });
