import { apiGet, apiPost } from './api.js';

/** RFP set-up through the API (docs/api.md "Requests for proposal"): what a spec starts from. */

export const HOUR_MS = 3_600_000;
/** An ISO time `hours` from now, on the minute (the wizard's pickers have no seconds). */
export const hoursFromNow = (hours: number): string => new Date(Math.floor((Date.now() + hours * HOUR_MS) / 60_000) * 60_000).toISOString();

/** A demo client's id, by its exact name. */
export async function clientIdByName(token: string, name: string): Promise<string> {
  const clients = await apiGet(token, `/v1/clients?search=${encodeURIComponent(name)}&limit=10`);
  const client = clients.data.find((c) => c.name === name);
  if (!client) throw new Error(`No client named ${name}.`);
  return client.id;
}

export const createDraftRfp = (token: string, body: { clientId: string; title: string } & Record<string, unknown>) => apiPost(token, '/v1/rfp', body);

/** A service the demo's grounds vendors offer and Northwind Residential has an ACTIVE scope for. */
export const DEMO_RFP_SERVICE = 'Lawn mowing';

/**
 * The client's ACTIVE scope for a service, named: specs that ran earlier on the same database add
 * active scopes of their own (for services no vendor offers), so the newest of any service is no
 * choice. Of the service's scopes, the most recently changed, as a new line takes (docs/rfp.md "Lines").
 */
export async function activeScopeOf(token: string, clientId: string, serviceName: string) {
  const scopes = await apiGet(token, `/v1/client-scope-of-work?clientIds=${clientId}&status=ACTIVE&sort=updatedAt&sortDirection=desc&limit=100`);
  const scope = scopes.data.find((s) => s.serviceName === serviceName);
  if (!scope) throw new Error(`The client has no active scope of work for ${serviceName}.`);
  return scope;
}

const ISO_DAY = (at: Date) => at.toISOString().slice(0, 10);

/**
 * A draft of a demo client's first two properties × a service it has an ACTIVE scope for, due
 * `dueInHours` ahead, with one vendor invited (`vendorName`, or an eligible one when there is,
 * else the first candidate; one out for every line with the provider's reason): ready to
 * publish. `token` must be the provider's.
 */
export async function readyDraftRfp(token: string, clientName: string, title: string, dueInHours = 80, vendorName?: string, serviceName = DEMO_RFP_SERVICE) {
  const clientId = await clientIdByName(token, clientName);
  const scope = await activeScopeOf(token, clientId, serviceName);
  const properties = await apiGet(token, `/v1/properties?clientIds=${clientId}&limit=2`);
  const rfp = await createDraftRfp(token, {
    clientId,
    title,
    bidsDueAt: hoursFromNow(dueInHours),
    serviceStartOn: ISO_DAY(new Date(Date.now() + 40 * 24 * HOUR_MS)),
    termMonths: 24,
  });
  await apiPost(token, `/v1/rfp/${rfp.id}/lines`, { propertyIds: properties.data.map((p) => p.id), serviceIds: [scope.serviceId] });
  const candidates = await apiGet(token, `/v1/rfp/${rfp.id}/eligible-vendors?limit=50`);
  const vendor = vendorName ? candidates.data.find((c) => c.name === vendorName) : (candidates.data.find((c) => c.eligibleLines > 0) ?? candidates.data[0]);
  if (!vendor) throw new Error(`No vendor offers ${scope.serviceName}.`);
  await apiPost(token, `/v1/rfp/${rfp.id}/invitations`, {
    vendorIds: [vendor.vendorId],
    overrideReason: vendor.eligibleLines > 0 ? null : 'The incumbent: its renewal is on file.',
  });
  return { rfp, vendorName: vendor.name, serviceName: scope.serviceName, propertyNames: properties.data.map((p) => p.name) };
}
