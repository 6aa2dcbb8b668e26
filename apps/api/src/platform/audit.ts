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

/** Who changed something outside a signed-in request: identity flows act for the user. */
export interface TAuditSubject {
  userId: string;
  tenantId: string | null;
}

const isActor = (who: TActor | TAuditSubject): who is TActor => 'workspace' in who;

/** Records a change in the same transaction as the change itself. */
export async function recordAudit(tx: TExecutor, who: TActor | TAuditSubject, entry: TAuditEntry): Promise<void> {
  const actor = isActor(who) ? who : null;
  await tx.insert(auditLog).values({
    tenantId: actor ? actor.workspace.tenantId : (who as TAuditSubject).tenantId,
    actorUserId: who.userId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: actor?.requestId ?? null,
  });
}
