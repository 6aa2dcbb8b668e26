import type { TContractDiffEntry, TContractVersionKind } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import { recordAudit } from '../../platform/audit.js';
import type { TScopedTx } from '../../platform/database.js';
import { recordContractVersion } from './contract-versions.js';

export const CONTRACT_ENTITY = 'contract';

/**
 * A contract's History tab is one audit trail (its making, amendments, moves, documents). Each
 * entry belongs to the contract's tenant, the client's, so the client reads the provider's changes.
 */
export const auditContract = (tx: TScopedTx, actor: TActor, contract: { id: string; tenantId: string }, action: string, before: unknown, after: unknown) =>
  recordAudit(tx, actor, { entity: CONTRACT_ENTITY, entityId: contract.id, action, before, after, tenantId: contract.tenantId });

/**
 * Records the contract's next version and its audit entry in one step: the entry holds each
 * changed path (`endOn`, `lines.<id>.price`) before and after, the version numbers and the
 * reason, so the History tab reads the change field by field while the Versions tab keeps the
 * snapshots (docs/contracts.md "Versions"). An amendment that changed nothing records nothing.
 */
export async function recordContractChange(
  tx: TScopedTx,
  actor: TActor,
  contract: { id: string; tenantId: string; version: number },
  kind: TContractVersionKind,
  reason: string | null,
): Promise<{ version: number; diff: TContractDiffEntry[] } | null> {
  const recorded = await recordContractVersion(tx, { contractId: contract.id, kind, reason, changedBy: actor.userId });
  if (!recorded) return null;
  const before: Record<string, unknown> = { version: contract.version };
  const after: Record<string, unknown> = { version: recorded.version, reason };
  for (const { path, before: was, after: is } of recorded.diff) {
    before[path] = was;
    after[path] = is;
  }
  await auditContract(tx, actor, contract, kind.toLowerCase(), before, after);
  return recorded;
}
