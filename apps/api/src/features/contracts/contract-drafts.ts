import { ZContractCreateSchema, type TAwardContract, type TBidUnit } from '@procura/shared';
import { canCreateContract } from '@procura/shared/policies';
import type { TActor } from '../../platform/actor.js';
import type { TScopedTx } from '../../platform/database.js';
import type { TRfpDetailRow } from '../rfp/rfp.presenter.js';
import { contractDraftsRepo, type TAwardContractRow, type TUndraftedAward } from './contract-drafts.repo.js';
import { createContractIn } from './contract-create.js';
import type { TContractTeller } from './contract.notices.js';
import { termEndOn } from './contract-term.js';
import { recordContractChange } from './contract-history.js';
import { contractsRepo } from './contracts.repo.js';

/** What an award did to each contract it drafted: made it, or added lines to it. */
export type TDrafted = ReadonlyMap<string, 'CREATED' | 'ADDED'>;

/** Contracts no longer in force take no awarded lines: they are over (docs/contracts.md "Contracts from awards"). */
const CLOSED_STATUSES = new Set(['EXPIRED', 'TERMINATED']);

const groupByVendor = (awards: TUndraftedAward[]): Map<string, TUndraftedAward[]> => {
  const byVendor = new Map<string, TUndraftedAward[]>();
  for (const award of awards) byVendor.set(award.vendorId, [...(byVendor.get(award.vendorId) ?? []), award]);
  return byVendor;
};

const presentAwardContract = (row: TAwardContractRow, drafted: TDrafted): TAwardContract => ({
  id: row.id,
  number: row.number,
  status: row.status as TAwardContract['status'],
  vendorName: row.vendorName,
  lineCount: row.lineCount,
  drafted: drafted.get(row.id) ?? null,
});

/** The RFP's award contracts the caller reads (a vendor: its own), with what `drafted` says this request did to each. */
export async function listAwardContracts(tx: TScopedTx, rfpId: string, drafted: TDrafted = new Map()): Promise<TAwardContract[]> {
  return (await contractDraftsRepo.ofRfp(tx, rfpId)).map((row) => presentAwardContract(row, drafted));
}

/**
 * Drafts the contracts of an RFP's awards, in the award's transaction (docs/contracts.md
 * "Contracts from awards"): one contract per vendor of the RFP (its one client × that vendor), a
 * property contract per property, a service line per awarded line priced as the bid line was
 * submitted, with the annual cost the analysis normalised. Every award without a contract line
 * is drafted, so a replayed or repeated award drafts nothing twice (a line's award is unique) and
 * a later award to the same vendor adds its lines to that vendor's contract. The caller holds
 * the RFP's row lock, so two awards of one RFP draft one after the other. Only contracts that
 * ended (expired, terminated) take no more lines.
 */
export async function draftAwardContracts(tx: TScopedTx, actor: TActor, rfp: TRfpDetailRow, notifications?: TContractTeller): Promise<TDrafted> {
  const drafted = new Map<string, 'CREATED' | 'ADDED'>();
  // Someone who may award but not enter contracts leaves the drafting to the next award or its repeat by someone who may.
  if (!canCreateContract(actor)) return drafted;
  const awards = await contractDraftsRepo.undrafted(tx, rfp.id);
  if (awards.length === 0) return drafted;
  const startOn = rfp.serviceStartOn;
  const endOn = startOn ? termEndOn(startOn, rfp.termMonths) : null;
  const existing = new Map((await contractDraftsRepo.ofRfp(tx, rfp.id)).map((c) => [c.vendorId, c]));
  for (const [vendorId, lines] of groupByVendor(awards)) {
    const contract = existing.get(vendorId);
    if (contract && CLOSED_STATUSES.has(contract.status)) continue;
    const terms = { startOn, endOn, lines };
    if (contract) {
      await addAwardedLines(tx, actor, rfp, contract, terms);
      drafted.set(contract.id, 'ADDED');
    } else {
      drafted.set(await createAwardContract(tx, actor, rfp, vendorId, terms, notifications), 'CREATED');
    }
  }
  return drafted;
}

interface TDraftTerms {
  startOn: string | null;
  endOn: string | null;
  lines: TUndraftedAward[];
}

/** Cents add exactly; the term amounts are the contract's value over its term. */
const termValue = (lines: TUndraftedAward[]): number => lines.reduce((cents, l) => cents + Math.round(l.termAmount * 100), 0) / 100;

/** The awarded lines of each property, in the RFP's order. */
function byProperty(lines: TUndraftedAward[]): Map<string, TUndraftedAward[]> {
  const grouped = new Map<string, TUndraftedAward[]>();
  for (const line of lines) grouped.set(line.propertyId, [...(grouped.get(line.propertyId) ?? []), line]);
  return grouped;
}

/** The line as awarded: the bid line's price as submitted, the analysis's annual cost, the award it came from. */
const contractLine = (l: TUndraftedAward) => ({
  serviceId: l.serviceId,
  price: l.price,
  unit: l.unit as TBidUnit,
  quantityPerYear: l.quantityPerYear,
  frequency: l.frequency,
  startOn: null,
  endOn: null,
  notes: null,
  rfpAwardId: l.awardId,
  annualCost: l.annualAmount,
});

async function createAwardContract(
  tx: TScopedTx,
  actor: TActor,
  rfp: TRfpDetailRow,
  vendorId: string,
  terms: TDraftTerms,
  notifications?: TContractTeller,
): Promise<string> {
  const input = ZContractCreateSchema.parse({
    clientId: rfp.clientId,
    vendorId,
    title: rfp.title,
    startOn: terms.startOn,
    endOn: terms.endOn,
    totalValue: termValue(terms.lines),
  });
  const properties = [...byProperty(terms.lines)].map(([propertyId, lines]) => ({ propertyId, startOn: null, endOn: null, lines: lines.map(contractLine) }));
  const vendor = { tenantId: terms.lines[0].vendorTenantId, name: terms.lines[0].vendorName };
  const { id } = await createContractIn(tx, actor, { ...input, origin: 'AWARD', sourceRfpId: rfp.id, vendor, properties }, notifications);
  return id;
}

/**
 * A later award to a vendor whose contract of this RFP exists (a draft, pending or in force) adds
 * its lines to that contract as a new version, with the property as the RFP published it; the
 * contract's value grows by the lines' term amounts.
 */
async function addAwardedLines(tx: TScopedTx, actor: TActor, rfp: TRfpDetailRow, contract: TAwardContractRow, terms: TDraftTerms): Promise<void> {
  const held = await contractDraftsRepo.propertyContracts(tx, contract.id);
  for (const [propertyId, lines] of byProperty(terms.lines)) {
    const first = lines[0];
    const propertyContractId =
      held.get(propertyId) ??
      (await contractsRepo.insertProperty(tx, {
        tenantId: contract.tenantId,
        partyTenantIds: contract.partyTenantIds,
        contractId: contract.id,
        propertyId,
        propertyName: first.propertyName,
        propertyCode: first.propertyCode,
        addressLine1: first.addressLine1,
        cityName: first.cityName,
        stateCode: first.stateCode,
        zip: first.zip,
      }));
    await contractsRepo.insertLines(
      tx,
      lines.map((l) => ({
        ...contractLine(l),
        tenantId: contract.tenantId,
        partyTenantIds: contract.partyTenantIds,
        contractId: contract.id,
        propertyContractId,
        propertyId,
        serviceName: l.serviceName,
      })),
    );
  }
  await contractDraftsRepo.addValue(tx, contract.id, termValue(terms.lines));
  await recordContractChange(tx, actor, contract, 'AMENDED', `Lines awarded from ${rfp.number}.`);
}
