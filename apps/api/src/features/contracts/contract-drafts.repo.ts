import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { TServiceFrequency } from '@procura/shared';
import { rfpAwards } from '../../db/schema/bid-analysis.js';
import { bidLines, bids } from '../../db/schema/bids.js';
import { contracts, propertyContracts, propertyContractServices } from '../../db/schema/contracts.js';
import { propertyServices } from '../../db/schema/properties.js';
import { rfpLines } from '../../db/schema/rfp.js';
import type { TScopedTx } from '../../platform/database.js';

/** An awarded line that has no contract line yet: what a draft contract copies from the award. */
export interface TUndraftedAward {
  awardId: string;
  vendorId: string;
  vendorTenantId: string;
  vendorName: string;
  propertyId: string;
  propertyName: string;
  propertyCode: string;
  addressLine1: string | null;
  cityName: string | null;
  stateCode: string | null;
  zip: string | null;
  serviceId: string;
  serviceName: string;
  /** The bid line as submitted. */
  price: number;
  unit: string;
  quantityPerYear: number | null;
  /** The price for a year and for the term, as the analysis normalised them when awarding. */
  annualAmount: number;
  termAmount: number;
  /** How often the property's required service is done, when the property lists it. */
  frequency: TServiceFrequency | null;
}

/** The RFP's award contracts, as the award answer lists them. */
export interface TAwardContractRow {
  id: string;
  tenantId: string;
  partyTenantIds: string[];
  number: string;
  status: string;
  vendorId: string;
  vendorName: string;
  version: number;
  lineCount: number;
}

const money = (column: typeof bidLines.price | typeof rfpAwards.annualAmount) => sql<number>`${column}`.mapWith(Number);

/** Drafting contracts from awards (docs/contracts.md "Contracts from awards"). */
export const contractDraftsRepo = {
  /** The RFP's awards no contract line was drafted from, in the RFP's line order. */
  async undrafted(tx: TScopedTx, rfpId: string): Promise<TUndraftedAward[]> {
    return tx
      .select({
        awardId: rfpAwards.id,
        vendorId: rfpAwards.vendorId,
        vendorTenantId: rfpAwards.vendorTenantId,
        vendorName: sql<string>`coalesce(app.invited_vendor_name(${bids.invitationId}), '')`,
        propertyId: rfpLines.propertyId,
        propertyName: rfpLines.propertyName,
        propertyCode: rfpLines.propertyCode,
        addressLine1: rfpLines.addressLine1,
        cityName: rfpLines.cityName,
        stateCode: rfpLines.stateCode,
        zip: rfpLines.zip,
        serviceId: rfpLines.serviceId,
        serviceName: rfpLines.serviceName,
        price: money(bidLines.price),
        unit: bidLines.unit,
        quantityPerYear: bidLines.quantityPerYear,
        annualAmount: money(rfpAwards.annualAmount),
        termAmount: money(rfpAwards.termAmount),
        frequency: sql<TServiceFrequency | null>`${propertyServices.frequency}`,
      })
      .from(rfpAwards)
      .innerJoin(bidLines, eq(bidLines.id, rfpAwards.bidLineId))
      .innerJoin(bids, eq(bids.id, rfpAwards.bidId))
      .innerJoin(rfpLines, eq(rfpLines.id, rfpAwards.rfpLineId))
      .leftJoin(propertyServices, and(eq(propertyServices.propertyId, rfpLines.propertyId), eq(propertyServices.serviceId, rfpLines.serviceId)))
      .leftJoin(propertyContractServices, eq(propertyContractServices.rfpAwardId, rfpAwards.id))
      .where(and(eq(rfpAwards.rfpId, rfpId), isNull(propertyContractServices.id)))
      .orderBy(asc(rfpLines.position), asc(rfpLines.id));
  },

  /** The contracts drafted from the RFP's awards that the caller reads (a vendor: its own). */
  async ofRfp(tx: TScopedTx, rfpId: string): Promise<TAwardContractRow[]> {
    return tx
      .select({
        id: contracts.id,
        tenantId: contracts.tenantId,
        partyTenantIds: contracts.partyTenantIds,
        number: contracts.number,
        status: contracts.status,
        vendorId: contracts.vendorId,
        vendorName: contracts.vendorName,
        version: contracts.version,
        lineCount: count(propertyContractServices.id).mapWith(Number),
      })
      .from(contracts)
      .leftJoin(propertyContractServices, eq(propertyContractServices.contractId, contracts.id))
      .where(and(eq(contracts.sourceRfpId, rfpId), eq(contracts.origin, 'AWARD')))
      .groupBy(contracts.id)
      .orderBy(asc(contracts.number));
  },

  /** The contract's property contracts by property. */
  async propertyContracts(tx: TScopedTx, contractId: string): Promise<Map<string, string>> {
    const rows = await tx
      .select({ id: propertyContracts.id, propertyId: propertyContracts.propertyId })
      .from(propertyContracts)
      .where(eq(propertyContracts.contractId, contractId));
    return new Map(rows.map((r) => [r.propertyId, r.id]));
  },

  /** The contract's value grows by the awarded lines' term amounts (a contract without one gets theirs). */
  async addValue(tx: TScopedTx, contractId: string, amount: number): Promise<void> {
    await tx
      .update(contracts)
      .set({ totalValue: sql`coalesce(${contracts.totalValue}, 0) + ${amount}` })
      .where(eq(contracts.id, contractId));
  },
};
