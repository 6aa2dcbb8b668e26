import { apiGet, apiPost, apiPut, apiSignIn, primaryTenantOf } from './api.js';
import { DEMO } from './demo.js';
import { activeScopeOf, clientIdByName, createDraftRfp, DEMO_RFP_SERVICE, HOUR_MS, hoursFromNow } from './rfp.js';

/** What the Bid Analysis Report specs start from: an RFP with bids of three demo vendors, made over HTTP. */

/** The vendors of the demo that sign in: GreenLeaf, its Austin franchise and its Denver branch (each its own tenant). */
export const REPORT_BIDDERS = [DEMO.vendorAdmin, DEMO.franchiseUser, DEMO.branchUser] as const;

async function vendorIdOf(provider: string, email: string): Promise<{ id: string; name: string }> {
  const tenant = await primaryTenantOf(email);
  const vendors = await apiGet(provider, `/v1/vendors?search=${encodeURIComponent(tenant.name)}&limit=25`);
  const vendor = vendors.data.find((v) => v.name === tenant.name);
  if (!vendor) throw new Error(`No vendor named ${tenant.name}`);
  return vendor;
}

/**
 * Northwind Residential's first two properties × Lawn mowing, published to the three bidders,
 * each of whom submits a yearly price per line (`prices[bidder][line]`, null: no bid on that
 * line). Bids stay sealed: the caller closes the RFP and opens them when it wants.
 */
export async function rfpWithBids(title: string, prices: readonly (readonly (number | null)[])[], bundlePrices: readonly (number | null)[] = []) {
  const provider = await apiSignIn(DEMO.providerAdmin);
  const clientId = await clientIdByName(provider, 'Northwind Residential');
  const scope = await activeScopeOf(provider, clientId, DEMO_RFP_SERVICE);
  const properties = await apiGet(provider, `/v1/properties?clientIds=${clientId}&limit=2&sort=name`);
  const draft = await createDraftRfp(provider, {
    clientId,
    title,
    bidsDueAt: hoursFromNow(80),
    serviceStartOn: new Date(Date.now() + 40 * 24 * HOUR_MS).toISOString().slice(0, 10),
    termMonths: 24,
  });
  await apiPost(provider, `/v1/rfp/${draft.id}/lines`, { propertyIds: properties.data.map((p) => p.id), serviceIds: [scope.serviceId] });
  const bidders = await Promise.all(REPORT_BIDDERS.map((email) => vendorIdOf(provider, email)));
  await apiPost(provider, `/v1/rfp/${draft.id}/invitations`, {
    vendorIds: bidders.map((b) => b.id),
    overrideReason: 'The client asked to hear from the GreenLeaf network.',
  });
  const rfp = await apiPost(provider, `/v1/rfp/${draft.id}/publish`, {});
  // The lines in the order of the properties asked for (the RFP keeps their order).
  const lines = (await apiGet(provider, `/v1/rfp/${rfp.id}/lines?limit=10&sort=property`)).data;
  const lineOf = (propertyId: string) => {
    const line = lines.find((l) => l.propertyId === propertyId);
    if (!line) throw new Error(`No line for property ${propertyId}`);
    return line;
  };
  const orderedLines = properties.data.map((p) => lineOf(p.id));
  for (const [index, email] of REPORT_BIDDERS.entries()) {
    const vendor = await apiSignIn(email);
    const priced = orderedLines.flatMap((line, at) => {
      const price = prices[index]?.[at] ?? null;
      return price === null ? [] : [{ rfpLineId: line.id, price, unit: 'PER_YEAR' as const }];
    });
    await apiPut(vendor, `/v1/rfp/${rfp.id}/bid`, { lines: priced });
    await apiPost(vendor, `/v1/rfp/${rfp.id}/bid/submit`, { bundlePrice: bundlePrices[index] ?? null });
  }
  return {
    provider,
    rfp,
    properties: properties.data,
    bidderNames: bidders.map((b) => b.name),
    closeAndOpen: async () => {
      await apiPost(provider, `/v1/rfp/${rfp.id}/close`, {});
      await apiPost(provider, `/v1/rfp/${rfp.id}/open-bids`, {});
    },
  };
}
