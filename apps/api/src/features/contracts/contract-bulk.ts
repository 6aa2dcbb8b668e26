import type { z } from 'zod';
import { type TBidUnit, type TContractBulkError, type TContractBulkResult, ZContractBulkRowSchema, type ZContractBulkUpdateSchema } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb } from '../../platform/database.js';
import { badRequest, HttpError } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { lineAnnualCost } from './contract-amounts.js';
import { assertEditable, refreshAnnualCosts, writableContract } from './contract-changes.js';
import { contractLinesRepo } from './contract-lines.repo.js';
import { recordContractChange } from './contract-history.js';

type TBulkInput = z.output<typeof ZContractBulkUpdateSchema>;
type TRow = z.output<typeof ZContractBulkRowSchema>;
type TLine = Awaited<ReturnType<typeof contractLinesRepo.lines>>[number];

const CHANGED = ['price', 'unit', 'quantityPerYear', 'frequency', 'startOn', 'endOn'] as const;

/**
 * Many lines changed in one call (docs/contracts.md "Bulk update"): each row is checked on its
 * own (its shape, that the line is one the actor may change on a contract that still changes,
 * its dates and its quantity); the valid rows are applied and each touched contract gets one
 * BULK_UPDATE version. With `atomic`, one bad row applies nothing (400 naming `rows.N.field`).
 * Contracts are locked in id order, so two bulk updates over the same contracts do not deadlock.
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
        const byContract = new Map<string, { index: number; row: TRow; line: TLine }[]>();
        for (const { index, row } of parsed) {
          const line = lines.get(row.id);
          if (!line) fail(index, row.id, 'id', 'No such line.');
          else byContract.set(line.contractId, [...(byContract.get(line.contractId) ?? []), { index, row, line }]);
        }

        const plan: { contract: Awaited<ReturnType<typeof writableContract>>; changes: { id: string; values: Record<string, unknown> }[] }[] = [];
        for (const contractId of [...byContract.keys()].sort()) {
          const rows = byContract.get(contractId) ?? [];
          let contract: Awaited<ReturnType<typeof writableContract>>;
          try {
            contract = await writableContract(tx, actor, contractId);
            assertEditable(actor, contract);
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            for (const { index, row } of rows)
              fail(index, row.id, error.statusCode === 404 ? 'id' : 'status', error.statusCode === 404 ? 'No such line.' : error.message);
            continue;
          }
          const changes: { id: string; values: Record<string, unknown> }[] = [];
          for (const { index, row, line } of rows) {
            const values = Object.fromEntries(CHANGED.filter((k) => row[k] !== undefined).map((k) => [k, row[k]]));
            const next = { ...line, unit: line.unit as TBidUnit, ...values };
            const startOn = next.startOn ?? contract.startOn;
            if (startOn && next.endOn && startOn > next.endOn) {
              fail(index, row.id, 'endOn', 'The end date must not come before the start date.');
              continue;
            }
            try {
              if (lineAnnualCost(next, contract) === null) {
                fail(index, row.id, 'quantityPerYear', 'Say how many a year: the price is per visit, event or hour.');
                continue;
              }
            } catch (error) {
              if (!(error instanceof HttpError)) throw error;
              fail(index, row.id, 'quantityPerYear', error.message);
              continue;
            }
            changes.push({ id: line.id, values });
          }
          if (changes.length) plan.push({ contract, changes });
        }

        errors.sort((a, b) => a.index - b.index);
        if (input.atomic && errors.length)
          throw badRequest(
            `${errors.length} of the rows cannot be applied: nothing was changed.`,
            Object.fromEntries(errors.map((e) => [`rows.${e.index}.${e.field}`, [e.message]])),
          );

        let updated = 0;
        const contracts: TContractBulkResult['contracts'] = [];
        for (const { contract, changes } of plan) {
          for (const change of changes) await contractLinesRepo.updateLine(tx, change.id, change.values);
          updated += changes.length;
          await refreshAnnualCosts(tx, contract);
          const recorded = await recordContractChange(tx, actor, contract, 'BULK_UPDATE', input.reason);
          contracts.push({ id: contract.id, version: recorded?.version ?? contract.version });
        }
        return { updated, contracts, errors };
      });
    },
  };
}

export type TContractBulkService = ReturnType<typeof createContractBulkService>;
