import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiGet, apiPost, apiSignIn } from '../support/api.js';
import { mainNav } from '../support/browser.js';
import { DEMO } from '../support/demo.js';
import { expectFitsPhone } from '../support/phone.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';

/**
 * Contract Management (docs/contracts.md "Coverage"): the grid of the demo portfolio, a property of
 * this spec's own with two required services and no contract (two gaps), the gap filter in the
 * URL through a reload, and the two gaps sent to the RFP wizard.
 */
const TAG = Date.now().toString(36).slice(-6);
const PROPERTY = `Coverage Court ${TAG}`;
const SERVICES = ['Snow plowing', 'Lawn mowing'];

test('the coverage grid shows gaps, keeps its filters in the URL and starts an RFP for them', async ({ page }) => {
  const token = await apiSignIn(DEMO.providerAdmin);
  const clients = await apiGet(token, '/v1/clients?search=Northwind%20Residential&limit=5');
  const client = clients.data.find((c) => c.name === 'Northwind Residential');
  if (!client) throw new Error('The demo world has Northwind Residential.');
  const property = await apiPost(token, '/v1/properties', { clientId: client.id, name: PROPERTY, code: `CC-${TAG}` });
  const catalogue = await apiGet(token, '/v1/services/all');
  for (const name of SERVICES) {
    const service = catalogue.find((s) => s.name === name);
    if (!service) throw new Error(`The catalogue has ${name}.`);
    await apiPost(token, '/v1/property-services', { propertyId: property.id, serviceId: service.id });
  }

  await openSignedIn(page, DEMO.providerAdmin);
  await mainNav(page).getByRole('link', { name: 'Contract Management' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contract Management' })).toBeVisible();
  const grid = page.getByRole('region', { name: 'Coverage: properties by services' });
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  // The demo portfolio's contracts: the legend counts contracted cells and gaps.
  const legend = page.getByRole('list', { name: 'Legend: cells by state' });
  await expect(legend.getByRole('listitem').filter({ hasText: /^Contracted: [1-9]/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'contract management grid');
  await shotAt(page, 'contract-management', 'grid');

  // Only gaps, then this spec's property: the filter is in the URL and survives a reload.
  await page.goto(`/contract-management?cellStates=MISSING&search=${encodeURIComponent(PROPERTY)}`);
  await page.reload();
  // A reload boots the whole app again (sign-in refresh, chunks, the grid): under CI's load on two
  // cores that once took longer than the 10 s default.
  await expect(grid).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: 'Coverage' })).toBeAttached();
  await expect(page).toHaveURL(/cellStates=MISSING/);
  for (const name of SERVICES) await page.getByRole('checkbox', { name: `Select the gap ${name} at ${PROPERTY}` }).check();
  await expectNoSeriousA11yViolations(page, 'contract management gaps selected');
  await expectFitsPhone(page, 'contract-management', 'gaps');
  await page.getByRole('button', { name: 'Start an RFP (2 gaps)' }).click();

  // The wizard opens with the client, and the gaps' property and services chosen.
  await expect(page).toHaveURL(/\/rfp\/new$/);
  const stored = await page.evaluate(
    () => JSON.parse(window.localStorage.getItem('rfpFormData') ?? '{}') as { client?: { value: string }; propertyIds?: string[]; serviceIds?: string[] },
  );
  expect(stored.client?.value).toBe(client.id);
  expect(stored.propertyIds).toEqual([property.id]);
  expect(stored.serviceIds).toHaveLength(2);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(`${SERVICES.join(', ')} (coverage gaps)`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 7')).toBeVisible();
  await expect(page.getByText(PROPERTY).first()).toBeVisible();
  await shotAt(page, 'contract-management', 'wizard-from-gaps');
});

test('long service names wrap in their column header, whole in its title and accessible name', async ({ page }) => {
  const token = await apiSignIn(DEMO.providerAdmin);
  const clients = await apiGet(token, '/v1/clients?search=Northwind%20Residential&limit=5');
  const client = clients.data.find((c) => c.name === 'Northwind Residential');
  if (!client) throw new Error('The demo world has Northwind Residential.');
  const name = `Long Names Lodge ${TAG}`;
  const property = await apiPost(token, '/v1/properties', { clientId: client.id, name, code: `LN-${TAG}` });
  const catalogue = await apiGet(token, '/v1/services/all');
  // The longest names of the catalogue, side by side: each wider than its 150 px column in capitals.
  const long = [...catalogue].sort((a, b) => b.name.length - a.name.length).slice(0, 3);
  for (const service of long) await apiPost(token, '/v1/property-services', { propertyId: property.id, serviceId: service.id });

  await openSignedIn(page, DEMO.providerAdmin, `/contract-management?search=${encodeURIComponent(name)}`);
  const grid = page.getByRole('region', { name: 'Coverage: properties by services' });
  // A first load boots the whole app (as the reload above): CI's two cores once needed more than 10 s.
  await expect(grid).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  await expect(grid.getByText(name)).toBeVisible();
  for (const service of long) {
    const header = grid.getByRole('columnheader', { name: service.name, exact: true });
    await expect(header).toBeVisible();
    await expect(header.locator('[title]')).toHaveAttribute('title', service.name);
    // Nothing drawn past the header's own box: its text does not run into the next column.
    const spill = await header.evaluate((th) => th.scrollWidth - th.clientWidth);
    expect(spill, `${service.name} runs past its column`).toBeLessThanOrEqual(0);
  }
  await expectNoSeriousA11yViolations(page, 'contract management long service names');
  await shotAt(page, 'contract-management', 'long-service-headers', grid);
});
