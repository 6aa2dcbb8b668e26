import type { z } from 'zod';
import type {
  TBidUnit,
  TContractLine,
  TContractLinePage,
  TContractPartsQuery,
  TPropertyContract,
  TPropertyContractPage,
  ZContractLineCreateSchema,
  ZContractLineUpdateSchema,
  ZPropertyContractCreateSchema,
} from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb, TScopedTx } from '../../platform/database.js';
import { conflict, fieldError, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { lineAnnualCost } from './contract-amounts.js';
import { assertEditable, assertVersion, writableContract } from './contract-changes.js';
import { contractLinesRepo } from './contract-lines.repo.js';
import { contractPartiesRepo } from './contract-parties.repo.js';
import { lineRowValues, propertyContractValues } from './contract-parts.js';
import { recordContractChange } from './contract-history.js';
import { presentContractLine, presentPropertyContracts } from './contracts.presenter.js';
import { contractsRepo, type TContractDetailRow } from './contracts.repo.js';
import { visibleContract } from './contracts.service.js';

type TLineCreate = z.output<typeof ZContractLineCreateSchema>;
type TLineUpdate = z.output<typeof ZContractLineUpdateSchema>;
type TPropertyCreate = z.output<typeof ZPropertyContractCreateSchema>;

const page = <T>(rows: T[], query: TContractPartsQuery) => ({
  data: rows.slice((query.page - 1) * query.limit, query.page * query.limit),
  total: rows.length,
  page: query.page,
  limit: query.limit,
});

/** The contract a part belongs to, locked for the change: 404 when the part is not seen, 403 to a vendor that reads it. */
async function contractOfPart(tx: TScopedTx, actor: TActor, contractId: string | undefined, version?: number, what = 'Contract line') {
  if (!contractId) throw notFound(what);
  const contract = await writableContract(tx, actor, contractId);
  assertEditable(actor, contract);
  assertVersion(contract, version);
  return contract;
}

const record = (tx: TScopedTx, actor: TActor, contract: TContractDetailRow, reason: string | undefined, fallback: string) =>
  recordContractChange(tx, actor, contract, 'AMENDED', reason?.trim() || fallback);

/** A contract's properties and service lines, one by one (docs/contracts.md "Property contracts and lines"). */
export function createContractLinesService({ db }: { db: TRequestDb }) {
  async function readLine(tx: TScopedTx, contractId: string, id: string): Promise<TContractLine> {
    const line = (await contractsRepo.lines(tx, contractId)).find((l) => l.id === id);
    if (!line) throw notFound('Contract line');
    return presentContractLine(line);
  }

  return {
    async properties(actor: TActor, query: TContractPartsQuery): Promise<TPropertyContractPage> {
      return withActor(db, actor, async (tx) => {
        await visibleContract(tx, actor, query.contractId);
        const all = presentPropertyContracts(await contractsRepo.properties(tx, query.contractId), await contractsRepo.lines(tx, query.contractId));
        return page(all, query);
      });
    },

    async lines(actor: TActor, query: TContractPartsQuery): Promise<TContractLinePage> {
      return withActor(db, actor, async (tx) => {
        await visibleContract(tx, actor, query.contractId);
        return page((await contractsRepo.lines(tx, query.contractId)).map(presentContractLine), query);
      });
    },

    async addProperty(actor: TActor, input: TPropertyCreate): Promise<TPropertyContract> {
      return withActor(db, actor, async (tx) => {
        const contract = await contractOfPart(tx, actor, (await contractsRepo.get(tx, actor, input.contractId))?.id, undefined, 'Contract');
        const [property] = await contractPartiesRepo.properties(tx, contract.clientId, [input.propertyId]);
        if (!property) throw fieldError('propertyId', 'Choose one of the client’s properties.');
        if (await contractLinesRepo.hasProperty(tx, contract.id, input.propertyId))
          throw conflict('The contract covers this property already.', { propertyId: ['Already covered.'] });
        const id = await contractsRepo.insertProperty(tx, propertyContractValues(contract, property, input));
        await record(tx, actor, contract, input.reason, `Property ${property.name} added.`);
        const [added] = presentPropertyContracts(
          (await contractsRepo.properties(tx, contract.id)).filter((p) => p.id === id),
          [],
        );
        return added;
      });
    },

    async removeProperty(actor: TActor, id: string): Promise<void> {
      await withActor(db, actor, async (tx) => {
        const part = await contractLinesRepo.propertyContract(tx, id);
        const contract = await contractOfPart(tx, actor, part?.contractId, undefined, 'Property contract');
        await contractLinesRepo.removeProperty(tx, id);
        await record(tx, actor, contract, undefined, 'Property removed.');
      });
    },

    async addLine(actor: TActor, input: TLineCreate): Promise<TContractLine> {
      return withActor(db, actor, async (tx) => {
        const part = await contractLinesRepo.propertyContract(tx, input.propertyContractId);
        if (!part) throw fieldError('propertyContractId', 'Choose one of the contract’s properties.');
        const contract = await contractOfPart(tx, actor, part.contractId);
        const [service] = await contractPartiesRepo.services(tx, [input.serviceId]);
        if (!service) throw fieldError('serviceId', 'Choose a service from the catalog.');
        if (await contractLinesRepo.hasService(tx, part.id, input.serviceId))
          throw conflict('The property has this service on the contract already.', { serviceId: ['Already on the contract.'] });
        const dates = { startOn: part.startOn ?? contract.startOn, endOn: part.endOn ?? contract.endOn };
        const values = lineRowValues(contract, part, service, input, dates, 'quantityPerYear');
        await contractsRepo.insertLines(tx, [values]);
        await record(tx, actor, contract, input.reason, `${service.name} added.`);
        const added = (await contractsRepo.lines(tx, contract.id)).find((l) => l.propertyContractId === part.id && l.serviceId === input.serviceId);
        if (!added) throw notFound('Contract line');
        return presentContractLine(added);
      });
    },

    /** A line's price, unit, frequency, dates or notes; with `version`, refused (409) when the contract moved on. */
    async updateLine(actor: TActor, id: string, input: TLineUpdate): Promise<TContractLine> {
      return withActor(db, actor, async (tx) => {
        const line = await contractLinesRepo.line(tx, id);
        const contract = await contractOfPart(tx, actor, line?.contractId, input.version);
        if (!line) throw notFound('Contract line');
        const next = {
          ...line,
          unit: line.unit as TBidUnit,
          ...Object.fromEntries(Object.entries(input).filter(([k, v]) => v !== undefined && k !== 'version' && k !== 'reason')),
        };
        const part = await contractLinesRepo.propertyContract(tx, line.propertyContractId);
        const startOn = next.startOn ?? part?.startOn ?? contract.startOn;
        if (startOn && next.endOn && startOn > next.endOn) throw fieldError('endOn', 'The end date must not come before the start date.');
        const dates = { startOn: part?.startOn ?? contract.startOn, endOn: part?.endOn ?? contract.endOn };
        const annualCost = lineAnnualCost(next, dates);
        if (annualCost === null && next.unit !== 'LUMP_SUM') throw fieldError('quantityPerYear', 'Say how many a year: the price is per visit, event or hour.');
        await contractLinesRepo.updateLine(tx, id, {
          price: next.price,
          unit: next.unit,
          quantityPerYear: next.quantityPerYear,
          frequency: next.frequency,
          startOn: next.startOn,
          endOn: next.endOn,
          notes: next.notes,
          annualCost,
        });
        await record(tx, actor, contract, input.reason, 'Line changed.');
        return readLine(tx, contract.id, id);
      });
    },

    async removeLine(actor: TActor, id: string): Promise<void> {
      await withActor(db, actor, async (tx) => {
        const line = await contractLinesRepo.line(tx, id);
        const contract = await contractOfPart(tx, actor, line?.contractId);
        await contractLinesRepo.removeLine(tx, id);
        await record(tx, actor, contract, undefined, 'Line removed.');
      });
    },
  };
}

export type TContractLinesService = ReturnType<typeof createContractLinesService>;
