import type { z } from 'zod';
import {
  todayIso,
  type TContract,
  type TContractCreateOutput,
  type TContractPage,
  type TContractQuery,
  type TContractVersionPage,
  type ZContractAmendSchema,
} from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import { auditHistory } from '../../platform/audit.js';
import type { TRequestDb, TScopedTx } from '../../platform/database.js';
import { notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { systemClock, type TClock } from '../../platform/workflow.js';
import { contractChanges } from './contract-changes.js';
import { CONTRACT_ENTITY } from './contract-history.js';
import { createContractIn } from './contract-create.js';
import { contractNotices } from './contract.notices.js';
import type { TNotifier } from '../notifications/notifications.service.js';
import { presentContract, presentContractItem } from './contracts.presenter.js';
import { contractsRepo, type TContractDetailRow } from './contracts.repo.js';

/** The contract as the actor may see it, or 404: another client's contract, or one with another vendor, does not exist. */
export async function visibleContract(tx: TScopedTx, actor: TActor, id: string): Promise<TContractDetailRow> {
  const row = await contractsRepo.get(tx, actor, id, 'read');
  if (!row) throw notFound('Contract');
  return row;
}

/** The contract, with its properties and lines, as the actor reads it now. */
export async function readContract(tx: TScopedTx, actor: TActor, id: string): Promise<TContract> {
  const row = await visibleContract(tx, actor, id);
  const [props, lines] = [await contractsRepo.properties(tx, id), await contractsRepo.lines(tx, id)];
  return presentContract(actor, row, props, lines);
}

/** Contracts (docs/contracts.md): the list, one contract, and contracts entered by hand. */
export function createContractsService({ db, clock = systemClock, notifications }: { db: TRequestDb; clock?: TClock; notifications?: TNotifier }) {
  /** Makes a change in one transaction and answers the contract as it is after it. */
  const change = (actor: TActor, id: string, fn: (tx: TScopedTx) => Promise<void>) =>
    withActor(db, actor, async (tx) => {
      await fn(tx);
      return readContract(tx, actor, id);
    });

  return {
    async list(actor: TActor, query: TContractQuery): Promise<TContractPage> {
      return withActor(db, actor, async (tx) => {
        const { rows, total } = await contractsRepo.list(tx, actor, query, todayIso(clock.now()));
        return { data: rows.map((row) => presentContractItem(actor, row)), total, page: query.page, limit: query.limit };
      });
    },

    async get(actor: TActor, id: string): Promise<TContract> {
      return withActor(db, actor, (tx) => readContract(tx, actor, id));
    },

    /** The contract as its list shows it to the actor, or 404: a person it does not list is not told of it (docs/notifications.md). */
    async listed(actor: TActor, id: string): Promise<void> {
      if (!(await withActor(db, actor, (tx) => contractsRepo.listed(tx, actor, id)))) throw notFound('Contract');
    },

    /** A DRAFT entered by hand (origin MANUAL); awards and confirmed uploads call createContractIn in their own transaction. */
    async create(actor: TActor, input: TContractCreateOutput): Promise<TContract> {
      const made = await withActor(db, actor, async (tx) => {
        const { id } = await createContractIn(tx, actor, input, notifications);
        return readContract(tx, actor, id);
      });
      await notifications?.dispatch();
      return made;
    },

    /** An amendment against `version` (409 naming `version` when the contract moved on). */
    async amend(actor: TActor, id: string, input: z.output<typeof ZContractAmendSchema>): Promise<TContract> {
      return change(actor, id, (tx) => contractChanges.amend(tx, actor, id, input));
    },

    async submit(actor: TActor, id: string): Promise<TContract> {
      return change(actor, id, (tx) => contractChanges.submit(tx, actor, id));
    },

    async activate(actor: TActor, id: string): Promise<TContract> {
      const active = await change(actor, id, async (tx) => {
        const before = await visibleContract(tx, actor, id);
        await contractChanges.activate(tx, actor, id);
        // Told once, when it becomes active (again on an active contract nothing happens, nothing is told).
        if (before.status !== 'ACTIVE')
          await notifications?.publish(tx, contractNotices.activated(before, { tenantId: actor.workspace.tenantId, userId: actor.userId }));
      });
      await notifications?.dispatch();
      return active;
    },

    async terminate(actor: TActor, id: string, input: { reason: string; endOn: string }): Promise<TContract> {
      return change(actor, id, (tx) => contractChanges.terminate(tx, actor, id, input));
    },

    async remove(actor: TActor, id: string): Promise<void> {
      await withActor(db, actor, (tx) => contractChanges.remove(tx, actor, id));
    },

    async versions(actor: TActor, id: string, page: number, limit: number): Promise<TContractVersionPage> {
      return withActor(db, actor, async (tx) => {
        await visibleContract(tx, actor, id);
        return contractChanges.versions(tx, id, page, limit);
      });
    },

    /** The History tab (docs/history.md): the audit entries, beside the Versions tab's snapshots. */
    async history(actor: TActor, id: string, page: number, limit: number) {
      return withActor(db, actor, async (tx) => auditHistory(tx, CONTRACT_ENTITY, (await visibleContract(tx, actor, id)).id, page, limit));
    },
  };
}

export type TContractsService = ReturnType<typeof createContractsService>;
