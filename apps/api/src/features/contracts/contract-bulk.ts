import type { z } from 'zod';
import { type TBidUnit, type TContractBulkError, type TContractBulkResult, ZContractBulkRowSchema, type ZContractBulkUpdateSchema } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb, TScopedTx } from '../../platform/database.js';
import { badRequest, HttpError } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { lineAnnualCost } from './contract-amounts.js';
import { applyBulkPlan, type TBulkChange, type TBulkLine } from './contract-bulk-apply.js';
import { assertEditable, writableContract } from './contract-changes.js';
import { contractLinesRepo } from './contract-lines.repo.js';
import type { TContractDetailRow } from './contracts.repo.js';

type TBulkInput = z.output<typeof ZContractBulkUpdateSchema>;
type TRow = z.output<typeof ZContractBulkRowSchema>;

const CHANGED = ['price', 'unit', 'quantityPerYear', 'frequency', 'startOn', 'endOn'] as const;

/**
 * Every contract the rows name — the lines' own and the ones lines move to — locked in id order,
 * so two bulk updates over the same contracts wait for each other instead of deadlocking. A
 * contract the actor may not change is kept as its refusal, answered on each row that names it.
 */
async function lockContracts(tx: TScopedTx, actor: TActor, ids: Iterable<string>): Promise<Map<string, TContractDetailRow | HttpError>> {
  const locked = new Map<string, TContractDetailRow | HttpError>();
  for (const id of [...new Set(ids)].sort()) {
    try {
      const contract = await writableContract(tx, actor, id);
      assertEditable(actor, contract);
      locked.set(id, contract);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      locked.set(id, error);
    }
  }
  return locked;
}

/**
 * Many lines changed in one call (docs/contracts.md "Bulk update"): each row is checked on its
 * own (its shape, that the line is one the actor may change on a contract that still changes,
 * that a contract it moves to is the same client's and has no such line yet, its dates and its
 * quantity); the valid rows are applied and each touched contract gets one BULK_UPDATE version.
 * With `atomic`, one bad row applies nothing (400 naming `rows.N.field`).
 */
export function createContractBulkService({ db }: { db: TRequestDb }) {
  return {
    async update(actor: TActor, input: TBulkInput): Promise<TContractBulkResult> {
      return withActor(db, actor, async (tx) => {
        const errors: TContractBulkError[] = [];
        const fail = (index: number, id: string | null, field: string, message: string) => errors.push({ index, id, field, message });
        const parsed: { index: number; row: TRow }[] = [];
        input.rows.forEach((raw, index) => {
          const result = ZContractBulkRowSchema.safeParse(raw);
          if (result.success) parsed.push({ index, row: result.data });
          else fail(index, typeof raw.id === 'string' ? raw.id : null, result.error.issues[0].path.join('.') || 'id', result.error.issues[0].message);
        });

        const lines = new Map((await contractLinesRepo.lines(tx, [...new Set(parsed.map((p) => p.row.id))])).map((l) => [l.id, l]));
        const found: { index: number; row: TRow; line: TBulkLine }[] = [];
        for (const { index, row } of parsed) {
          const line = lines.get(row.id);
          if (line) found.push({ index, row, line });
          else fail(index, row.id, 'id', 'No such line.');
        }
        const moving = (row: TRow, line: TBulkLine) => row.contractId !== undefined && row.contractId !== line.contractId;
        const locked = await lockContracts(
          tx,
          actor,
          found.flatMap(({ row, line }) => (moving(row, line) && row.contractId ? [line.contractId, row.contractId] : [line.contractId])),
        );

        const plan: TBulkChange[] = [];
        // A property × service a move fills on its target contract, so two rows cannot both take it.
        const taken = new Set<string>();
        for (const { index, row, line } of found) {
          const source = locked.get(line.contractId);
          if (!source || source instanceof HttpError) {
            fail(
              index,
              row.id,
              source?.statusCode === 404 ? 'id' : 'status',
              source?.statusCode === 404 ? 'No such line.' : (source?.message ?? 'No such line.'),
            );
            continue;
          }
          let target = source;
          if (moving(row, line) && row.contractId) {
            const to = locked.get(row.contractId);
            if (!to || to instanceof HttpError) {
              fail(index, row.id, 'contractId', to?.statusCode === 409 ? to.message : 'No such contract: choose one of the client’s contracts you may change.');
              continue;
            }
            if (to.clientId !== source.clientId) {
              fail(index, row.id, 'contractId', 'A line moves only to a contract of the same client.');
              continue;
            }
            const key = `${to.id}:${line.propertyId}:${line.serviceId}`;
            const onTarget = await contractLinesRepo.propertyContractOf(tx, to.id, line.propertyId);
            if (taken.has(key) || (onTarget !== undefined && (await contractLinesRepo.hasService(tx, onTarget, line.serviceId)))) {
              fail(index, row.id, 'contractId', 'That contract has this service at this property already.');
              continue;
            }
            taken.add(key);
            target = to;
          }
          const values = Object.fromEntries(CHANGED.filter((k) => row[k] !== undefined).map((k) => [k, row[k]]));
          const next = { ...line, unit: line.unit as TBidUnit, ...values };
          const startOn = next.startOn ?? target.startOn;
          if (startOn && next.endOn && startOn > next.endOn) {
            fail(index, row.id, 'endOn', 'The end date must not come before the start date.');
            continue;
          }
          try {
            if (lineAnnualCost(next, target) === null) {
              fail(index, row.id, 'quantityPerYear', 'Say how many a year: the price is per visit, event or hour.');
              continue;
            }
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            fail(index, row.id, 'quantityPerYear', error.message);
            continue;
          }
          plan.push({ line, source, target, values });
        }

        errors.sort((a, b) => a.index - b.index);
        if (input.atomic && errors.length)
          throw badRequest(
            `${errors.length} of the rows cannot be applied: nothing was changed.`,
            Object.fromEntries(errors.map((e) => [`rows.${e.index}.${e.field}`, [e.message]])),
          );
        return { ...(await applyBulkPlan(tx, actor, plan, input.reason)), errors };
      });
    },
  };
}

export type TContractBulkService = ReturnType<typeof createContractBulkService>;
