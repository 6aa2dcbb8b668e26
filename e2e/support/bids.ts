import type { TRfp, TRfpLinePage, TSowDoc } from '@procura/shared';
import { apiGet, apiPost, apiSignIn, primaryTenantOf } from './api.js';
import { CLIENT_WORKSPACES, DEMO } from './demo.js';

/** What the bid specs share: an RFP published to the demo vendor, made over HTTP as the provider would. */

const HOUR = 3_600_000;

/** The demo vendor admin's own vendor, as the provider's vendor list names it. */
export async function demoVendorId(provider: string): Promise<string> {
  const tenant = await primaryTenantOf(DEMO.vendorAdmin);
  const vendors = await apiGet(provider, `/v1/vendors?search=${encodeURIComponent(tenant.name)}&limit=25`);
  const vendor = vendors.data.find((v) => v.name === tenant.name);
  if (!vendor) throw new Error(`No vendor named ${tenant.name}`);
  return vendor.id;
}

/**
 * A published RFP of `propertyCount` Northwind Residential properties × one service, with an
 * active scope of work, sent to the demo vendor (the provider's written reason covers a vendor
 * out for some line), due in three days; questions until two days ahead unless `questionsDueAt` says otherwise.
 */
export async function publishRfpToDemoVendor(
  title: string,
  propertyCount = 2,
  questionsDueAt = new Date(Date.now() + 48 * HOUR).toISOString(),
): Promise<{ rfp: TRfp; lines: TRfpLinePage['data'] }> {
  const provider = await apiSignIn(DEMO.providerAdmin);
  const clientName = CLIENT_WORKSPACES.primary.replace(/ \(Client\)$/, '');
  const clients = await apiGet(provider, `/v1/clients?search=${encodeURIComponent(clientName)}&limit=25`);
  const client = clients.data.find((c) => c.name === clientName);
  if (!client) throw new Error(`No client named ${clientName}`);
  const properties = await apiGet(provider, `/v1/properties?clientIds=${client.id}&limit=${propertyCount}&sort=name`);
  const [service] = (await apiGet(provider, '/v1/services?limit=1')).data;
  const content: TSowDoc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Mow weekly from April to October.' }] }] };
  const sow = await apiPost(provider, '/v1/client-scope-of-work', {
    clientId: client.id,
    serviceId: service.id,
    name: `${title} scope`,
    content,
  });
  await apiPost(provider, `/v1/client-scope-of-work/${sow.id}/status`, { status: 'ACTIVE' });
  const draft = await apiPost(provider, '/v1/rfp', {
    clientId: client.id,
    title,
    description: 'Grounds care for two communities; prices per visit or per month.',
    questionsDueAt,
    bidsDueAt: new Date(Date.now() + 72 * HOUR).toISOString(),
    timeZone: 'America/Chicago',
    serviceStartOn: new Date(Date.now() + 30 * 24 * HOUR).toISOString().slice(0, 10),
    termMonths: 24,
  });
  await apiPost(provider, `/v1/rfp/${draft.id}/lines`, { propertyIds: properties.data.map((p) => p.id), serviceIds: [service.id] });
  await apiPost(provider, `/v1/rfp/${draft.id}/invitations`, { vendorIds: [await demoVendorId(provider)], overrideReason: 'Asked to quote by the client.' });
  const rfp = await apiPost(provider, `/v1/rfp/${draft.id}/publish`, {});
  const lines = (await apiGet(provider, `/v1/rfp/${rfp.id}/lines?limit=500`)).data;
  return { rfp, lines };
}
