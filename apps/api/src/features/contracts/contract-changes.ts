import type { TBidUnit, TContractAmend, TContractVersionKind, TContractVersionPage } from '@procura/shared';
import { activationMissing, contractAbilities } from '@procura/shared/policies';
import type { TActor } from '../../platform/actor.js';
import type { TScopedTx } from '../../platform/database.js';
import { conflict, fieldError, forbidden, HttpError, notFound } from '../../platform/errors.js';
import { lineAnnualCost } from './contract-amounts.js';
import { contractChangesRepo } from './contract-changes.repo.js';
import { auditContract, recordContractChange } from './contract-history.js';
import { contractStatus } from './contracts.presenter.js';
import { contractsRepo, type TContractDetailRow } from './contracts.repo.js';

/**
 * The contract the actor may change, locked until the change commits: the buyer's. A vendor that
 * reads it is refused (403); anyone who does not see it is told it does not exist (404).
 */
export async function writableContract(tx: TScopedTx, actor: TActor, id: string): Promise<TContractDetailRow> {
  const row = await contractsRepo.get(tx, actor, id, 'write', true);
  if (row) return row;
  if (await contractsRepo.get(tx, actor, id, 'read')) throw forbidden('A vendor reads its contracts; the buyer changes them.');
  throw notFound('Contract');
}

const abilitiesOf = (actor: TActor, row: TContractDetailRow) => contractAbilities(actor, { status: contractStatus(row) });

/** The change was made against an older version: someone else changed the contract since. */
export function assertVersion(row: { version: number }, expected: number | undefined): void {
  if (expected !== undefined && expected !== row.version)
    throw conflict('The contract was changed since you opened it: reload it and make your change again.', {
      version: [`The contract is at version ${row.version}, not ${expected}.`],
    });
}

export function assertEditable(actor: TActor, row: TContractDetailRow): void {
  if (!abilitiesOf(actor, row).edit) throw conflict('An ended contract is kept as it ended: it no longer changes.', { status: ['Ended.'] });
}

/** After the contract's or a property's dates move, a lump sum's annual cost follows the new term. */
export async function refreshAnnualCosts(tx: TScopedTx, row: { id: string; startOn: string | null; endOn: string | null }): Promise<void> {
  for (const line of await contractChangesRepo.linePrices(tx, row.id)) {
    const dates = { startOn: line.propertyStartOn ?? row.startOn, endOn: line.propertyEndOn ?? row.endOn };
    const cost = lineAnnualCost({ ...line, unit: line.unit as TBidUnit }, dates);
    if (cost !== line.annualCost) await contractChangesRepo.setAnnualCost(tx, line.id, cost);
  }
}

const AMENDED_FIELDS = [
  'title',
  'startOn',
  'endOn',
  'autoRenews',
  'renewalTermMonths',
  'noticeDays',
  'terminationTerms',
  'governingLaw',
  'totalValue',
  'paymentTerms',
] as const;

type TAmend = Omit<TContractAmend, 'reason' | 'version'> & { reason: string; version: number };

/** The contract's moves and amendments (docs/contracts.md "Statuses", "Versions"), each in the caller's transaction. */
export const contractChanges = {
  async amend(tx: TScopedTx, actor: TActor, id: string, input: TAmend): Promise<void> {
    const row = await writableContract(tx, actor, id);
    assertVersion(row, input.version);
    assertEditable(actor, row);
    const next = { ...row, ...Object.fromEntries(AMENDED_FIELDS.filter((f) => input[f] !== undefined).map((f) => [f, input[f]])) } as TContractDetailRow;
    if (next.startOn && next.endOn && next.startOn > next.endOn) throw fieldError('endOn', 'The end date must not come before the start date.');
    if (next.autoRenews && next.renewalTermMonths === null) throw fieldError('renewalTermMonths', 'Say for how many months it renews.');
    if (row.status === 'ACTIVE' && (!next.startOn || !next.endOn)) throw fieldError(next.startOn ? 'endOn' : 'startOn', 'An active contract keeps its dates.');
    await contractsRepo.update(tx, id, { ...Object.fromEntries(AMENDED_FIELDS.map((f) => [f, next[f]])), updatedBy: actor.userId });
    if (next.startOn !== row.startOn || next.endOn !== row.endOn) await refreshAnnualCosts(tx, next);
    await record(tx, actor, row, 'AMENDED', input.reason);
  },

  async submit(tx: TScopedTx, actor: TActor, id: string): Promise<void> {
    const row = await writableContract(tx, actor, id);
    if (row.status === 'PENDING_FOR_APPROVAL') return;
    if (!abilitiesOf(actor, row).submit) throw conflict('Only a draft is submitted for approval.', { status: ['Not a draft.'] });
    await contractsRepo.update(tx, id, { status: 'PENDING_FOR_APPROVAL', updatedBy: actor.userId });
    await record(tx, actor, row, 'AMENDED', 'Submitted for approval.');
  },

  /** Activation needs the dates, a line and, when the client requires it, the signed copy; each missing thing is named. Again on an active contract: nothing happens. */
  async activate(tx: TScopedTx, actor: TActor, id: string): Promise<void> {
    const row = await writableContract(tx, actor, id);
    if (row.status === 'ACTIVE') return;
    if (!abilitiesOf(actor, row).activate) throw conflict('Only a draft or a contract awaiting approval is activated.', { status: ['Ended.'] });
    const missing = activationMissing(row);
    if (missing.length > 0)
      throw new HttpError(
        409,
        `The contract cannot be activated yet: ${missing.map((m) => m.message).join(' ')}`,
        Object.fromEntries(missing.map((m) => [m.field, [m.message]])),
      );
    await contractsRepo.update(tx, id, { status: 'ACTIVE', activatedAt: new Date(), activatedBy: actor.userId, updatedBy: actor.userId });
    await record(tx, actor, row, 'ACTIVATED', null);
  },

  async terminate(tx: TScopedTx, actor: TActor, id: string, input: { reason: string; endOn: string }): Promise<void> {
    const row = await writableContract(tx, actor, id);
    if (!abilitiesOf(actor, row).terminate) throw conflict('Only an active contract is terminated.', { status: ['Not active.'] });
    if (row.startOn && input.endOn < row.startOn) throw fieldError('endOn', 'The last day cannot come before the contract starts.');
    const endOn = row.endOn && row.endOn < input.endOn ? row.endOn : input.endOn;
    await contractsRepo.update(tx, id, {
      status: 'TERMINATED',
      endOn,
      terminatedAt: new Date(),
      terminatedBy: actor.userId,
      terminationReason: input.reason,
      updatedBy: actor.userId,
    });
    await contractChangesRepo.endPartsBy(tx, id, endOn);
    await refreshAnnualCosts(tx, { ...row, endOn });
    await record(tx, actor, row, 'TERMINATED', input.reason);
  },

  async remove(tx: TScopedTx, actor: TActor, id: string): Promise<void> {
    const row = await writableContract(tx, actor, id);
    if (!abilitiesOf(actor, row).delete) {
      if (row.status !== 'DRAFT') throw conflict('Only a draft contract is deleted: terminate an active one instead.', { status: ['Not a draft.'] });
      throw forbidden('You may not delete contracts.');
    }
    await contractChangesRepo.remove(tx, id);
    await auditContract(tx, actor, row, 'delete', { number: row.number, title: row.title }, null);
  },

  async versions(tx: TScopedTx, id: string, page: number, limit: number): Promise<TContractVersionPage> {
    const { rows, total } = await contractChangesRepo.versions(tx, id, page, limit);
    return {
      data: rows.map((r) => ({
        ...r,
        kind: r.kind as TContractVersionKind,
        diff: r.diff as TContractVersionPage['data'][number]['diff'],
        changedAt: r.changedAt.toISOString(),
      })),
      total,
      page,
      limit,
    };
  },
};

/** The version of a change and its audit entry (the History tab). */
async function record(tx: TScopedTx, actor: TActor, row: TContractDetailRow, kind: TContractVersionKind, reason: string | null): Promise<void> {
  await recordContractChange(tx, actor, row, kind, reason);
}
