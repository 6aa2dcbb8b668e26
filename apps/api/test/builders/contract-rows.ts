import { contracts, propertyContracts, propertyContractServices } from '../../src/db/schema/contracts.js';
import { systemDb } from '../../src/platform/system-db.js';
import type { TTestApp } from '../harness.js';

type TParty = { tenantId: string; clientId?: string; vendorId?: string; name: string };

export interface TContractRowsInput {
  client: TParty & { clientId: string };
  vendor: TParty & { vendorId: string };
  number: string;
  title: string;
  status?: string;
  origin?: string;
  startOn?: string | null;
  endOn?: string | null;
  properties?: {
    property: { id: string; name: string; code?: string | null; cityName?: string | null };
    lines: { serviceId: string; serviceName: string; price: number; annualCost: number | null; endOn?: string | null }[];
  }[];
}

/**
 * Contract rows written as the database holds them (the system handle, no service): a view's
 * tests read exactly the contracts they wrote, in any status, without the write rules.
 */
export function contractRowBuilders(t: TTestApp) {
  const db = systemDb(t.platform.database);
  return {
    async buildContract(input: TContractRowsInput): Promise<{ id: string; lineIds: string[] }> {
      const owned = { tenantId: input.client.tenantId, partyTenantIds: [input.vendor.tenantId] };
      const [row] = await db
        .insert(contracts)
        .values({
          ...owned,
          clientId: input.client.clientId,
          clientName: input.client.name,
          vendorId: input.vendor.vendorId,
          vendorTenantId: input.vendor.tenantId,
          vendorName: input.vendor.name,
          number: input.number,
          title: input.title,
          status: input.status ?? 'ACTIVE',
          origin: input.origin ?? 'MANUAL',
          startOn: input.startOn ?? '2026-01-01',
          endOn: input.endOn === undefined ? '2027-12-31' : input.endOn,
        })
        .returning({ id: contracts.id });
      const lineIds: string[] = [];
      for (const { property, lines } of input.properties ?? []) {
        const [pc] = await db
          .insert(propertyContracts)
          .values({
            ...owned,
            contractId: row.id,
            propertyId: property.id,
            propertyName: property.name,
            propertyCode: property.code ?? null,
            cityName: property.cityName ?? null,
          })
          .returning({ id: propertyContracts.id });
        for (const line of lines) {
          const [l] = await db
            .insert(propertyContractServices)
            .values({
              ...owned,
              contractId: row.id,
              propertyContractId: pc.id,
              propertyId: property.id,
              serviceId: line.serviceId,
              serviceName: line.serviceName,
              price: line.price,
              unit: 'PER_YEAR',
              annualCost: line.annualCost,
              endOn: line.endOn ?? null,
            })
            .returning({ id: propertyContractServices.id });
          lineIds.push(l.id);
        }
      }
      return { id: row.id, lineIds };
    },
  };
}
