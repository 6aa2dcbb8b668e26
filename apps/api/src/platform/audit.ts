import { auditLog } from '../db/schema/index.js';
import type { TActor } from './actor.js';
import type { TExecutor } from './database.js';

export interface TAuditEntry {
  entity: string;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
}

/** Records a change in the same transaction as the change itself. */
export async function recordAudit(tx: TExecutor, actor: TActor | null, entry: TAuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    tenantId: actor?.workspace.tenantId ?? null,
    actorUserId: actor?.userId ?? null,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: actor?.requestId ?? null,
  });
}
