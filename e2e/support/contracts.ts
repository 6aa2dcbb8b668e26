import type { TContract } from '@procura/shared';
import { apiGet, apiPost, apiSignIn } from './api.js';
import { demoVendorId } from './bids.js';
import { CLIENT_WORKSPACES, DEMO } from './demo.js';
import { clientIdByName } from './rfp.js';

/** The day `offsetDays` from today, as the API writes dates. */
export const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * A DRAFT contract of Northwind Residential with the demo vendor, entered by hand over HTTP as
 * the provider would: two properties, one service line each, a year from next month, renewing by
 * itself with 90 days' notice. Ready to activate (dates and lines are there).
 */
export async function createDemoContract(title: string): Promise<{ contract: TContract; propertyNames: string[]; serviceName: string }> {
  const provider = await apiSignIn(DEMO.providerAdmin);
  const clientId = await clientIdByName(provider, CLIENT_WORKSPACES.primary.replace(/ \(Client\)$/, ''));
  const properties = await apiGet(provider, `/v1/properties?clientIds=${clientId}&limit=2&sort=name`);
  const [service] = (await apiGet(provider, '/v1/services?limit=1')).data;
  const contract = await apiPost(provider, '/v1/contracts', {
    clientId,
    vendorId: await demoVendorId(provider),
    title,
    startOn: isoDay(30),
    endOn: isoDay(394),
    autoRenews: true,
    renewalTermMonths: 12,
    noticeDays: 90,
    paymentTerms: 'Net 30',
    properties: properties.data.map((p, i) => ({ propertyId: p.id, lines: [{ serviceId: service.id, price: 400 + i * 100, unit: 'PER_MONTH' as const }] })),
  });
  return { contract, propertyNames: properties.data.map((p) => p.name), serviceName: service.name };
}
