import crypto from 'node:crypto';
import { contracts, propertyContracts, propertyContractServices, propertyServices } from '../../src/db/schema/index.js';
import { recordContractVersion } from '../../src/features/contracts/contract-versions.js';
import type { TExecutor } from '../../src/platform/database.js';

/*
 * Contracts as coverage and renewal tests need them: one client, one vendor, lines on properties,
 * in any status and with any dates, written straight to the tables (with the CREATED version, through
 * the one function that records versions), so a test sets up a portfolio on any day without walking the
 * contract's lifecycle through the API.
 */

export interface TPortfolioClient {
  tenantId: string;
  clientId: string;
  name?: string;
}

export interface TPortfolioVendor {
  tenantId: string;
  vendorId: string;
  name: string;
}

export interface TPortfolioLine {
  propertyId: string;
  serviceId: string;
  serviceName?: string;
  startOn?: string | null;
  endOn?: string | null;
  price?: number;
}

export interface TPortfolioContract {
  client: TPortfolioClient;
  vendor: TPortfolioVendor;
  status?: 'DRAFT' | 'PENDING_FOR_APPROVAL' | 'ACTIVE' | 'EXPIRED' | 'TERMINATED';
  startOn: string | null;
  endOn: string | null;
  autoRenews?: boolean;
  renewalTermMonths?: number | null;
  noticeDays?: number | null;
  lines: TPortfolioLine[];
}

/** A contract with a property contract per property and the lines given; returns its id and line ids. */
export async function insertContract(db: TExecutor, input: TPortfolioContract): Promise<{ contractId: string; lineIds: string[] }> {
  const common = { tenantId: input.client.tenantId, partyTenantIds: [input.vendor.tenantId] };
  return db.transaction(async (tx) => {
    const [contract] = await tx
      .insert(contracts)
      .values({
        ...common,
        clientId: input.client.clientId,
        clientName: input.client.name ?? 'Client',
        vendorId: input.vendor.vendorId,
        vendorTenantId: input.vendor.tenantId,
        vendorName: input.vendor.name,
        number: `T-${crypto.randomUUID().slice(0, 8)}`,
        title: 'Coverage test contract',
        status: input.status ?? 'ACTIVE',
        startOn: input.startOn,
        endOn: input.endOn,
        autoRenews: input.autoRenews ?? false,
        renewalTermMonths: input.renewalTermMonths ?? null,
        noticeDays: input.noticeDays ?? null,
        origin: 'MANUAL',
      })
      .returning();
    const propertyContractIds = new Map<string, string>();
    for (const propertyId of new Set(input.lines.map((l) => l.propertyId))) {
      const [row] = await tx
        .insert(propertyContracts)
        .values({ ...common, contractId: contract.id, propertyId, propertyName: 'Property', startOn: input.startOn, endOn: input.endOn })
        .returning({ id: propertyContracts.id });
      propertyContractIds.set(propertyId, row.id);
    }
    const lineIds: string[] = [];
    for (const line of input.lines) {
      const [row] = await tx
        .insert(propertyContractServices)
        .values({
          ...common,
          contractId: contract.id,
          propertyContractId: propertyContractIds.get(line.propertyId) as string,
          propertyId: line.propertyId,
          serviceId: line.serviceId,
          serviceName: line.serviceName ?? 'Service',
          price: line.price ?? 1000,
          unit: 'PER_YEAR',
          quantityPerYear: 1,
          annualCost: line.price ?? 1000,
          startOn: line.startOn === undefined ? input.startOn : line.startOn,
          endOn: line.endOn === undefined ? input.endOn : line.endOn,
        })
        .returning({ id: propertyContractServices.id });
      lineIds.push(row.id);
    }
    await recordContractVersion(tx, { contractId: contract.id, kind: 'CREATED', changedBy: null });
    return { contractId: contract.id, lineIds };
  });
}

/** The property must have `serviceIds` done (property_services rows). */
export async function requireServices(db: TExecutor, property: { id: string; tenantId: string }, serviceIds: readonly string[]): Promise<void> {
  if (serviceIds.length === 0) return;
  await db.insert(propertyServices).values(serviceIds.map((serviceId) => ({ tenantId: property.tenantId, propertyId: property.id, serviceId })));
}
