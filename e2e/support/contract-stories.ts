import { expect, type Page } from '@playwright/test';
import type { TAwardList } from '@procura/shared';
import { apiGet, apiPatch, apiPost, apiPut, apiSignIn } from './api.js';
import { demoVendorId } from './bids.js';
import { isoDay } from './contracts.js';
import { DEMO } from './demo.js';
import { activeScopeOf, clientIdByName, createDraftRfp, DEMO_RFP_SERVICE, hoursFromNow } from './rfp.js';

/*
 * What the contract stories (docs/contracts.md) start from, made over HTTP as the provider would:
 * a property of their own that requires a service (so its coverage cell is theirs alone), and an
 * RFP over it awarded to the demo vendor.
 */

export const STORY_CLIENT = 'Northwind Residential';

/** A Northwind Residential property with a street address, requiring `serviceName`. */
export async function storyProperty(provider: string, name: string, street: string, serviceName = DEMO_RFP_SERVICE) {
  const clientId = await clientIdByName(provider, STORY_CLIENT);
  const property = await apiPost(provider, '/v1/properties', {
    clientId,
    name,
    code: name
      .slice(-10)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, ''),
    addressLine1: street,
    zip: '78701',
  });
  const service = (await apiGet(provider, '/v1/services/all')).find((s) => s.name === serviceName);
  if (!service) throw new Error(`The catalogue has no ${serviceName}.`);
  await apiPost(provider, '/v1/property-services', { propertyId: property.id, serviceId: service.id });
  return { clientId, property, service };
}

/** Whether the client's contracts need their signed copy before activation (a contract copies it when it is made). */
export const setSignedCopyRequired = (provider: string, clientId: string, required: boolean) =>
  apiPatch(provider, `/v1/clients/${clientId}`, { contractsRequireSignedDocument: required });

/**
 * An RFP of one story property × Lawn mowing whose service starts today, for a year, published to
 * the demo vendor, who bids a yearly price; closed, opened and awarded (lowest per line): the
 * award drafts the vendor's contract (DRAFT, origin AWARD, in force from today once activated).
 */
export async function awardedDraft(provider: string, title: string, propertyId: string, yearly = 12_000): Promise<TAwardList['contracts'][number]> {
  const clientId = await clientIdByName(provider, STORY_CLIENT);
  const scope = await activeScopeOf(provider, clientId, DEMO_RFP_SERVICE);
  const draft = await createDraftRfp(provider, { clientId, title, bidsDueAt: hoursFromNow(80), serviceStartOn: isoDay(0), termMonths: 12 });
  await apiPost(provider, `/v1/rfp/${draft.id}/lines`, { propertyIds: [propertyId], serviceIds: [scope.serviceId] });
  await apiPost(provider, `/v1/rfp/${draft.id}/invitations`, { vendorIds: [await demoVendorId(provider)], overrideReason: 'The incumbent, asked to quote.' });
  const rfp = await apiPost(provider, `/v1/rfp/${draft.id}/publish`, {});
  const [line] = (await apiGet(provider, `/v1/rfp/${rfp.id}/lines?limit=10`)).data;
  const vendor = await apiSignIn(DEMO.vendorAdmin);
  await apiPut(vendor, `/v1/rfp/${rfp.id}/bid`, { lines: [{ rfpLineId: line.id, price: yearly, unit: 'PER_YEAR' }] });
  await apiPost(vendor, `/v1/rfp/${rfp.id}/bid/submit`, { bundlePrice: null });
  await apiPost(provider, `/v1/rfp/${rfp.id}/close`, {});
  await apiPost(provider, `/v1/rfp/${rfp.id}/open-bids`, {});
  await apiPost(provider, `/v1/rfp/${rfp.id}/awards`, { scenario: 'LOWEST_PER_LINE' });
  const awards = await apiGet(provider, `/v1/rfp/${rfp.id}/awards`);
  const [contract] = awards.contracts;
  if (!contract) throw new Error('The award drafted no contract.');
  return contract;
}

/**
 * An ACTIVE contract of Northwind Residential with the demo vendor over `propertyIds`, one line
 * of `serviceName` each, in force since ten days ago for a year.
 */
export async function activeContract(provider: string, title: string, propertyIds: readonly string[], serviceName = DEMO_RFP_SERVICE) {
  const clientId = await clientIdByName(provider, STORY_CLIENT);
  const service = (await apiGet(provider, '/v1/services/all')).find((s) => s.name === serviceName);
  if (!service) throw new Error(`The catalogue has no ${serviceName}.`);
  const contract = await apiPost(provider, '/v1/contracts', {
    clientId,
    vendorId: await demoVendorId(provider),
    title,
    startOn: isoDay(-10),
    endOn: isoDay(355),
    properties: propertyIds.map((propertyId, i) => ({ propertyId, lines: [{ serviceId: service.id, price: 1_000 * (i + 1), unit: 'PER_YEAR' as const }] })),
  });
  await apiPost(provider, `/v1/contracts/${contract.id}/activate`, {});
  return { contract, service };
}

/** The properties of the client a person sees (row security decides), by name. */
export const propertiesSeenBy = async (token: string, clientId: string) =>
  (await apiGet(token, `/v1/properties?clientIds=${clientId}&limit=100&sort=name`)).data;

/** The coverage grid settled on `search`, and the cell of `serviceName` at `propertyName`. */
export async function coverageCell(page: Page, propertyName: string, serviceName: string) {
  await page.goto(`/contract-management?search=${encodeURIComponent(propertyName)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contract Management' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Coverage: properties by services' })).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  return page.getByRole('button', { name: new RegExp(`^${serviceName} at ${propertyName}: `) });
}
