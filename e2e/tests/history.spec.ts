import { expect, test, type Locator, type Page } from '@playwright/test';
import type { TSowDoc } from '@procura/shared';
import { apiGet, apiPatch, apiPost, apiSignIn } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { DEMO } from '../support/demo.js';
import { uniqueTag } from '../support/people.js';
import { openSignedIn } from '../support/signed-in.js';

/**
 * Every record's History tab (clients, vendors, properties, client scopes) is one component:
 * field labels instead of keys, display values instead of enum values, phone numbers and
 * days as people write them, one date-time format (issue #17 point 9, issue #15 item 8).
 */

const SHOTS = '/tmp/shots/history';
/** "Nov 26, 2026, 3:43 AM": the app's one date-time format. */
const DATE_TIME = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/;
/** An enum value or a camelCase key leaking onto the screen. */
const RAW = /\b[A-Z]{2,}(?:_[A-Z]+)+\b|\b(?:ACTIVE|INACTIVE|DRAFT|ARCHIVED)\b|\b[a-z]+[A-Z][a-zA-Z]*\b/;

async function openHistory(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  await page.getByRole('tab', { name: 'History' }).click();
  const timeline = page.getByRole('list', { name: /history$/ });
  await expect(timeline).toBeVisible();
  return timeline;
}

async function expectReadable(timeline: Locator, lines: readonly (string | RegExp)[]) {
  await expectNoSeriousA11yViolations(timeline.page(), `${await timeline.getAttribute('aria-label')} tab`);
  for (const line of lines) await expect(timeline.getByText(line).first()).toBeVisible();
  const text = await timeline.innerText();
  expect(text, 'no keys or enum values').not.toMatch(RAW);
  const times = await timeline.getByTestId('history-time').allInnerTexts();
  expect(times.length).toBeGreaterThan(0);
  for (const time of times) expect(time).toMatch(DATE_TIME);
}

test('clients, properties, vendors and scopes show their history in words', async ({ page }) => {
  test.slow();
  const token = await apiSignIn(DEMO.providerAdmin);
  const tag = uniqueTag('hist');

  const client = await apiPost(token, '/v1/clients', { name: `History Client ${tag}`, clientType: 'HOA', phoneCode: '+1', phoneNumber: '3035550123' });
  await apiPatch(token, `/v1/clients/${client.id}`, { clientType: 'MULTI_FAMILY', phoneNumber: '3035550199' });

  const zip = await apiGet(token, '/v1/zip-codes/78701');
  const property = await apiPost(token, '/v1/properties', {
    clientId: client.id,
    name: `History Property ${tag}`,
    code: tag.toUpperCase(),
    sizeValue: 12000,
  });
  await apiPatch(token, `/v1/properties/${property.id}`, {
    sizeUnit: 'ACRES',
    sizeValue: 3,
    status: 'INACTIVE',
    propertyType: 'RETAIL',
    countryId: zip.country.id,
    stateId: zip.state.id,
    cityId: zip.city?.id ?? null,
    zip: '78701',
  });

  const vendor = await apiPost(token, '/v1/vendors', { name: `History Vendor ${tag}`, phoneCode: '+1', phoneNumber: '5125550100' });
  await apiPatch(token, `/v1/vendors/${vendor.id}`, {
    businessStructure: 'LIMITED_LIABILITY_COMPANY',
    leadSource: 'REFERRAL',
    ownershipTags: ['VETERAN_OWNED'],
  });

  const services = await apiGet(token, '/v1/services/all');
  const service = services[0];
  if (!service) throw new Error('The demo world has no service.');
  const content: TSowDoc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Weekly visits.' }] }] };
  const scope = await apiPost(token, '/v1/client-scope-of-work', {
    clientId: client.id,
    serviceId: service.id,
    name: `History Scope ${tag}`,
    source: 'BLANK',
    content,
  });
  await apiPost(token, `/v1/client-scope-of-work/${scope.id}/status`, { status: 'ACTIVE' });

  await openSignedIn(page, DEMO.providerAdmin);

  const clientHistory = await openHistory(page, `/client/${client.id}`);
  await expectReadable(clientHistory, ['Type', 'HOA → Multi-family', 'Phone number', '(303) 555-0123 → (303) 555-0199']);
  await page.screenshot({ path: `${SHOTS}/client-1280.png`, fullPage: true });

  const propertyHistory = await openHistory(page, `/property/${property.id}`);
  await expectReadable(propertyHistory, ['City', 'none → Austin', 'Unit', 'sq ft → acres', 'Status', 'Active → Inactive', 'Size', '12,000 → 3', 'Retail']);
  await page.screenshot({ path: `${SHOTS}/property-1280.png`, fullPage: true });

  const vendorHistory = await openHistory(page, `/vendor/${vendor.id}`);
  await expectReadable(vendorHistory, ['Business structure', 'none → Limited liability company', 'Lead source', 'none → Referral', 'Veteran owned']);

  const scopeHistory = await openHistory(page, `/sow/scopes/${scope.id}`);
  await expectReadable(scopeHistory, ['Status changed', 'Draft → Active']);

  await page.setViewportSize({ width: 390, height: 844 });
  await openHistory(page, `/property/${property.id}`);
  await page.screenshot({ path: `${SHOTS}/property-390.png`, fullPage: true });
});
