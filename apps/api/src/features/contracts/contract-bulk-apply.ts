import type { TContractBulkResult } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TScopedTx } from '../../platform/database.js';
import { notFound } from '../../platform/errors.js';
import { refreshAnnualCosts } from './contract-changes.js';
import { recordContractChange } from './contract-history.js';
import { contractLinesRepo } from './contract-lines.repo.js';
import { contractPartiesRepo } from './contract-parties.repo.js';
import { propertyContractValues } from './contract-parts.js';
import { contractsRepo, type TContractDetailRow } from './contracts.repo.js';

export type TBulkLine = Awaited<ReturnType<typeof contractLinesRepo.lines>>[number];

/** One checked row: the line, the contract it is on, the contract it ends on (itself unless it moves), its new values. */
export interface TBulkChange {
  line: TBulkLine;
  source: TContractDetailRow;
  target: TContractDetailRow;
  values: Record<string, unknown>;
}

/** The target's property contract for the line's property, added (with the property as it is now) when the target does not cover it yet. */
async function propertyContractOn(tx: TScopedTx, target: TContractDetailRow, propertyId: string): Promise<string> {
  const existing = await contractLinesRepo.propertyContractOf(tx, target.id, propertyId);
  if (existing) return existing;
  const [property] = await contractPartiesRepo.properties(tx, target.clientId, [propertyId]);
  if (!property) throw notFound('Property');
  return contractsRepo.insertProperty(tx, propertyContractValues(target, property, { startOn: null, endOn: null }));
}

/**
 * Applies a checked bulk update in the caller's transaction: changed lines take their values, a
 * moved line is re-parented to its target contract (its parties now the target's, so the old
 * vendor no longer reads it) and a property contract the moves emptied is taken off its contract.
 * Every contract touched — a move touches two — gets its lump sums re-costed and one BULK_UPDATE
 * version with the call's reason.
 */
export async function applyBulkPlan(tx: TScopedTx, actor: TActor, plan: TBulkChange[], reason: string): Promise<Omit<TContractBulkResult, 'errors'>> {
  const touched = new Map<string, TContractDetailRow>();
  const emptied = new Set<string>();
  for (const { line, source, target, values } of plan) {
    touched.set(source.id, source);
    if (target.id === source.id) {
      await contractLinesRepo.updateLine(tx, line.id, values);
      continue;
    }
    touched.set(target.id, target);
    const propertyContractId = await propertyContractOn(tx, target, line.propertyId);
    await contractLinesRepo.updateLine(tx, line.id, {
      ...values,
      contractId: target.id,
      propertyContractId,
      tenantId: target.tenantId,
      partyTenantIds: target.partyTenantIds,
    });
    emptied.add(line.propertyContractId);
  }
  for (const id of emptied) if (!(await contractLinesRepo.hasLines(tx, id))) await contractLinesRepo.removeProperty(tx, id);

  const contracts: TContractBulkResult['contracts'] = [];
  for (const contract of [...touched.values()].sort((a, b) => a.id.localeCompare(b.id))) {
    await refreshAnnualCosts(tx, contract);
    const recorded = await recordContractChange(tx, actor, contract, 'BULK_UPDATE', reason);
    contracts.push({ id: contract.id, version: recorded?.version ?? contract.version });
  }
  return { updated: plan.length, contracts };
}
