import type {
  TBidUnit,
  TContract,
  TContractItem,
  TContractLine,
  TContractOrigin,
  TContractStatus,
  TPropertyContract,
  TServiceFrequency,
} from '@procura/shared';
import { activationMissing, contractAbilities, type TPolicyActor } from '@procura/shared/policies';
import type { TContractDetailRow, TContractRow, contractsRepo } from './contracts.repo.js';

type TContractActor = Pick<TPolicyActor, 'kind' | 'permissions'>;
type TPropertyRow = Awaited<ReturnType<typeof contractsRepo.properties>>[number];
type TLineRow = Awaited<ReturnType<typeof contractsRepo.lines>>[number];

/* Rows as the statements read them, and their API shapes. The check constraints hold the words. */

const iso = (d: Date | null) => d?.toISOString() ?? null;
export const contractStatus = (row: { status: string }) => row.status as TContractStatus;

export const presentContractItem = (actor: TContractActor, row: TContractRow): TContractItem => ({
  id: row.id,
  number: row.number,
  title: row.title,
  status: contractStatus(row),
  origin: row.origin as TContractOrigin,
  clientId: row.clientId,
  clientName: row.clientName,
  vendorId: row.vendorId,
  vendorName: row.vendorName,
  startOn: row.startOn,
  endOn: row.endOn,
  autoRenews: row.autoRenews,
  noticeDays: row.noticeDays,
  totalValue: row.totalValue,
  annualCost: row.annualCost,
  propertyCount: row.propertyCount,
  lineCount: row.lineCount,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
  abilities: contractAbilities(actor, { status: contractStatus(row) }),
});

export const presentContractLine = (row: TLineRow): TContractLine => ({
  ...row,
  unit: row.unit as TBidUnit,
  frequency: row.frequency as TServiceFrequency | null,
  updatedAt: row.updatedAt.toISOString(),
});

export function presentPropertyContracts(props: TPropertyRow[], lines: TLineRow[]): TPropertyContract[] {
  const byProperty = new Map<string, TContractLine[]>();
  for (const line of lines) byProperty.set(line.propertyContractId, [...(byProperty.get(line.propertyContractId) ?? []), presentContractLine(line)]);
  return props.map((p) => ({ ...p, lines: byProperty.get(p.id) ?? [] }));
}

export const presentContract = (actor: TContractActor, row: TContractDetailRow, props: TPropertyRow[], lines: TLineRow[]): TContract => ({
  ...presentContractItem(actor, row),
  renewalTermMonths: row.renewalTermMonths,
  terminationTerms: row.terminationTerms,
  governingLaw: row.governingLaw,
  paymentTerms: row.paymentTerms,
  sourceRfpId: row.sourceRfpId,
  extractionId: row.extractionId,
  signedDocumentRequired: row.signedDocumentRequired,
  renewalCount: row.renewalCount,
  activatedAt: iso(row.activatedAt),
  terminatedAt: iso(row.terminatedAt),
  terminationReason: row.terminationReason,
  createdAt: row.createdAt.toISOString(),
  activationMissing: row.status === 'DRAFT' || row.status === 'PENDING_FOR_APPROVAL' ? activationMissing(row) : [],
  properties: presentPropertyContracts(props, lines),
});
