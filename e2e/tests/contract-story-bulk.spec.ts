import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiGet, apiPost, apiSignIn } from '../support/api.js';
import { demoVendorId } from '../support/bids.js';
import { propertiesSeenBy, STORY_CLIENT } from '../support/contract-stories.js';
import { isoDay } from '../support/contracts.js';
import { DEMO } from '../support/demo.js';
import { uniqueTag } from '../support/people.js';
import { clientIdByName } from '../support/rfp.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';

/*
 * Issue 19, story 3 (docs/contracts.md "Editing lines on the contract's page", "Bulk update"): a
 * price change over three lines of a contract, one of which cannot take it (its price would pass
 * the largest a price may be). The bulk edit is all or nothing: that line is named with its
 * reason, nothing is saved (same version, same prices), and the two others, sent again, change
 * together in one version.
 */

const HUGE = 9_000_000_000;

test('a bulk price change with one refused line saves nothing, names the line, and goes through without it', async ({ page }) => {
  // Five screens, each checked by axe: more than the usual time on a loaded machine.
  test.slow();
  const tag = uniqueTag('blk');
  const provider = await apiSignIn(DEMO.providerAdmin);
  const clientId = await clientIdByName(provider, STORY_CLIENT);
  const properties = (await propertiesSeenBy(provider, clientId)).slice(0, 3);
  const [service] = await apiGet(provider, '/v1/services/all');
  const title = `Bulk prices ${tag}`;
  const prices = [1_000, 2_000, HUGE];
  const contract = await apiPost(provider, '/v1/contracts', {
    clientId,
    vendorId: await demoVendorId(provider),
    title,
    startOn: isoDay(30),
    endOn: isoDay(394),
    properties: properties.map((p, i) => ({ propertyId: p.id, lines: [{ serviceId: service.id, price: prices[i], unit: 'PER_YEAR' as const }] })),
  });
  const label = (i: number) => `${service.name} at ${properties[i].name}`;

  await openSignedIn(page, DEMO.providerAdmin, `/contracts/${contract.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Service lines' });
  const rowOf = (i: number) => lines.getByRole('row').filter({ hasText: properties[i].name });
  for (const i of [0, 1, 2]) await lines.getByRole('checkbox', { name: `Select ${label(i)}`, exact: true }).check();
  await page.getByRole('button', { name: 'Bulk edit (3)' }).click();
  const bulk = page.getByRole('dialog', { name: 'Bulk edit lines' });
  await bulk.getByLabel('Price change (%)').fill('20');
  await bulk.getByLabel('Reason for the change').fill('Yearly price review.');
  await expectNoSeriousA11yViolations(page, 'bulk edit of three lines');
  await bulk.getByRole('button', { name: 'Apply to 3 lines' }).click();
  await expect(bulk).toHaveCount(0);

  // Refused: the third line is named with its reason, and nothing changed.
  await expect(page.getByText('Nothing was changed: 1 line could not take the change')).toBeVisible();
  const refused = page.getByTestId('bulk-errors');
  await expect(refused).toContainText(`${label(2)}: The price is at most 9,999,999,999.99.`);
  await expect(rowOf(2)).toContainText('Refused');
  await expect(rowOf(0)).not.toContainText('Refused');
  await expect(page.getByText(`${contract.number} · ${STORY_CLIENT} · version 1`)).toBeVisible();
  await expect(rowOf(0)).toContainText('$1,000.00');
  await expect(rowOf(1)).toContainText('$2,000.00');
  const stored = await apiGet(provider, `/v1/contracts/${contract.id}`);
  expect(stored.version).toBe(1);
  expect(stored.properties.flatMap((p) => p.lines.map((l) => l.price)).sort((a, b) => a - b)).toEqual(prices);
  await expectNoSeriousA11yViolations(page, 'bulk edit refused');
  await shotAt(page, 'contract-stories', 'bulk-refused', refused);

  // The selection stays: the refused line is taken out and the two others go through together.
  await lines.getByRole('checkbox', { name: `Select ${label(2)}`, exact: true }).uncheck();
  await page.getByRole('button', { name: 'Bulk edit (2)' }).click();
  await bulk.getByLabel('Price change (%)').fill('20');
  await bulk.getByLabel('Reason for the change').fill('Yearly price review.');
  await bulk.getByRole('button', { name: 'Apply to 2 lines' }).click();
  await expect(page.getByText('2 lines changed; one new version of the contract.')).toBeVisible();
  await expect(page.getByText(`${contract.number} · ${STORY_CLIENT} · version 2`)).toBeVisible();
  await expect(rowOf(0)).toContainText('$1,200.00');
  await expect(rowOf(1)).toContainText('$2,400.00');
  await expect(page.getByTestId('bulk-errors')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'bulk edit applied');
});

test('changing the vendor moves the selected lines to the new vendor’s contract of the same client', async ({ page }) => {
  test.slow();
  const tag = uniqueTag('mov');
  const provider = await apiSignIn(DEMO.providerAdmin);
  const clientId = await clientIdByName(provider, STORY_CLIENT);
  const properties = (await propertiesSeenBy(provider, clientId)).slice(0, 3);
  const [service] = await apiGet(provider, '/v1/services/all');
  const outgoing = await demoVendorId(provider);
  const vendors = await apiGet(provider, '/v1/vendors?limit=25');
  const incoming = vendors.data.find((v) => v.id !== outgoing);
  if (!incoming) throw new Error('The demo world has a second vendor');
  const contractOf = (vendorId: string, title: string, on: typeof properties) =>
    apiPost(provider, '/v1/contracts', {
      clientId,
      vendorId,
      title,
      startOn: isoDay(30),
      endOn: isoDay(394),
      properties: on.map((p) => ({ propertyId: p.id, lines: [{ serviceId: service.id, price: 1_200, unit: 'PER_YEAR' as const }] })),
    });
  const from = await contractOf(outgoing, `Leaving ${tag}`, properties.slice(0, 2));
  const to = await contractOf(incoming.id, `Taking over ${tag}`, properties.slice(2));

  await openSignedIn(page, DEMO.providerAdmin, `/contracts/${from.id}`);
  const lines = page.getByRole('table', { name: 'Service lines' });
  for (const p of properties.slice(0, 2)) await lines.getByRole('checkbox', { name: `Select ${service.name} at ${p.name}`, exact: true }).check();
  await page.getByRole('button', { name: 'Bulk edit (2)' }).click();
  const bulk = page.getByRole('dialog', { name: 'Bulk edit lines' });
  await bulk.getByText('Vendor', { exact: true }).click();
  const picker = bulk.getByRole('combobox', { name: 'The new vendor’s contract' });
  await picker.fill(`Taking over ${tag}`);
  await page.getByRole('option', { name: `${to.number} · ${incoming.name} · Taking over ${tag}` }).click();
  await bulk.getByLabel('Reason for the change').fill('The new vendor takes these properties over.');
  await expectNoSeriousA11yViolations(page, 'bulk edit: change the vendor');
  await shotAt(page, 'contract-stories', 'bulk-vendor', bulk);
  await bulk.getByRole('button', { name: 'Apply to 2 lines' }).click();
  await expect(page.getByText('2 lines changed; one new version of the contract.')).toBeVisible();
  await expect(page.getByText('No service lines yet')).toBeVisible();

  const taken = await apiGet(provider, `/v1/contracts/${to.id}`);
  expect(taken.properties.map((p) => p.propertyId).sort()).toEqual(properties.map((p) => p.id).sort());
  await page.goto(`/contracts/${to.id}`);
  await expect(page.getByRole('table', { name: 'Service lines' }).getByRole('row').filter({ hasText: properties[0].name })).toBeVisible();
});
