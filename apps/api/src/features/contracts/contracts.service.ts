import { todayIso, type TContract, type TContractCreateOutput, type TContractPage, type TContractQuery } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb, TScopedTx } from '../../platform/database.js';
import { notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { systemClock, type TClock } from '../../platform/workflow.js';
import { createContractIn } from './contract-create.js';
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
export function createContractsService({ db, clock = systemClock }: { db: TRequestDb; clock?: TClock }) {
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

    /** A DRAFT entered by hand (origin MANUAL); awards and confirmed uploads call createContractIn in their own transaction. */
    async create(actor: TActor, input: TContractCreateOutput): Promise<TContract> {
      return withActor(db, actor, async (tx) => {
        const { id } = await createContractIn(tx, actor, input);
        return readContract(tx, actor, id);
      });
    },
  };
}

export type TContractsService = ReturnType<typeof createContractsService>;
