import { sql } from 'drizzle-orm';
import { todayIso, ZContractCreateSchema } from '@procura/shared';
import { createContractIn } from '../../features/contracts/contract-create.js';
import { loadActor } from '../../platform/actor.js';
import { queryRows, type TExecutor, type TRequestDb } from '../../platform/database.js';
import { withActor } from '../../platform/scope.js';
import type { TDemoWorld } from './demo.js';
import { planDemoContracts, type TPortfolioProperty, type TVendorsFor } from './demo-contracts-plan.js';

/** The demo clients' portfolio with each property's required services, in code order. */
async function portfolioOf(db: TExecutor, clientIds: string[]): Promise<TPortfolioProperty[]> {
  const rows = await queryRows<{
    property_id: string;
    client_id: string;
    code: string;
    service_id: string | null;
    service_name: string | null;
    frequency: string | null;
  }>(
    db,
    sql`select p.id as property_id, p.client_id, p.code, ps.service_id, s.name as service_name, ps.frequency
        from properties p
        left join property_services ps on ps.property_id = p.id
        left join services s on s.id = ps.service_id
        where p.client_id = any(${sql.param(clientIds)}::uuid[]) and p.status = 'ACTIVE'
        order by array_position(${sql.param(clientIds)}::uuid[], p.client_id), p.code, s.name`,
  );
  const byId = new Map<string, TPortfolioProperty>();
  for (const r of rows) {
    const property = byId.get(r.property_id) ?? { propertyId: r.property_id, clientId: r.client_id, code: r.code, required: [] };
    if (r.service_id && r.service_name && r.frequency) property.required.push({ serviceId: r.service_id, serviceName: r.service_name, frequency: r.frequency });
    byId.set(r.property_id, property);
  }
  return [...byId.values()];
}

/** The approved vendors (and outlets) offering each service, by name. */
async function vendorsByService(db: TExecutor): Promise<TVendorsFor> {
  const rows = await queryRows<{ service_id: string; vendor_id: string; vendor_name: string }>(
    db,
    sql`select vs.service_id, v.id as vendor_id, v.name as vendor_name
        from vendor_services vs join vendors v on v.id = vs.vendor_id
        where v.approval_status = 'APPROVED'
        order by v.name, v.id`,
  );
  const offered = new Map<string, { vendorId: string; vendorName: string }[]>();
  for (const r of rows) offered.set(r.service_id, [...(offered.get(r.service_id) ?? []), { vendorId: r.vendor_id, vendorName: r.vendor_name }]);
  return (serviceId) => offered.get(serviceId) ?? [];
}

/**
 * The demo's existing contracts (docs/contracts.md "Demo contracts"), entered by the provider's
 * coordinator through the contracts service as contracts already in force (origin EXISTING) or
 * still drafts. A no-op when the demo clients have existing contracts already.
 */
export async function seedDemoContracts(db: TExecutor, request: TRequestDb, world: TDemoWorld, now = new Date()): Promise<{ contractIds: string[] }> {
  const clientIds = [world.clientA.clientId, world.clientB.clientId, world.clientC.clientId];
  const existing = await queryRows(db, sql`select 1 from contracts where origin = 'EXISTING' and client_id = any(${sql.param(clientIds)}::uuid[]) limit 1`);
  if (existing.length > 0) return { contractIds: [] };
  const coordinator = await loadActor(db, world.userIds.providerCoordinator, world.providerTenantId, 'demo-seed');
  const plans = planDemoContracts(await portfolioOf(db, clientIds), await vendorsByService(db), todayIso(now), (service) => `${service} services agreement`);
  const contractIds: string[] = [];
  for (const plan of plans) {
    const { status, ...fields } = plan;
    const input = ZContractCreateSchema.parse(fields);
    const created = await withActor(request, coordinator, (tx) => createContractIn(tx, coordinator, { ...input, origin: 'EXISTING', status }));
    contractIds.push(created.id);
  }
  return { contractIds };
}
