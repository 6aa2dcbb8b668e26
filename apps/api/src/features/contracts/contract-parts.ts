import type { TBidUnit, TServiceFrequency } from '@procura/shared';
import type { propertyContracts, propertyContractServices } from '../../db/schema/contracts.js';
import { lineAnnualCost } from './contract-amounts.js';
import type { contractPartiesRepo } from './contract-parties.repo.js';

/** What every row of a contract starts with: the client's tenant, the parties, the contract. */
export interface TContractRef {
  id: string;
  tenantId: string;
  partyTenantIds: string[];
}

type TProperty = Awaited<ReturnType<typeof contractPartiesRepo.properties>>[number];

/** A property contract keeps the property's name and address as they are now (vendors never read `properties`). */
export const propertyContractValues = (
  contract: TContractRef,
  property: TProperty,
  dates: { startOn: string | null; endOn: string | null },
): typeof propertyContracts.$inferInsert => ({
  tenantId: contract.tenantId,
  partyTenantIds: contract.partyTenantIds,
  contractId: contract.id,
  propertyId: property.id,
  propertyName: property.name,
  propertyCode: property.code,
  addressLine1: property.addressLine1,
  cityName: property.cityName,
  stateCode: property.stateCode,
  zip: property.zip,
  startOn: dates.startOn,
  endOn: dates.endOn,
});

export interface TLineValues {
  serviceId: string;
  price: number;
  unit: TBidUnit;
  quantityPerYear: number | null;
  frequency: TServiceFrequency | null;
  startOn: string | null;
  endOn: string | null;
  notes: string | null;
  rfpAwardId?: string | null;
  /** Known already (an award's, as the analysis computed it); computed otherwise. */
  annualCost?: number | null;
}

/**
 * A service line's row, its annual cost over the line's term (its dates, else its property's or
 * contract's: `dates`). `field` names the quantity in the refusal of a cost too large to keep.
 */
export const lineRowValues = (
  contract: TContractRef,
  propertyContract: { id: string; propertyId: string },
  service: { name: string },
  line: TLineValues,
  dates: { startOn: string | null; endOn: string | null },
  field: string,
): typeof propertyContractServices.$inferInsert => ({
  tenantId: contract.tenantId,
  partyTenantIds: contract.partyTenantIds,
  contractId: contract.id,
  propertyContractId: propertyContract.id,
  propertyId: propertyContract.propertyId,
  serviceId: line.serviceId,
  serviceName: service.name,
  price: line.price,
  unit: line.unit,
  quantityPerYear: line.quantityPerYear,
  frequency: line.frequency,
  annualCost: line.annualCost !== undefined ? line.annualCost : lineAnnualCost(line, dates, field),
  startOn: line.startOn,
  endOn: line.endOn,
  rfpAwardId: line.rfpAwardId ?? null,
  notes: line.notes,
});
