import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiSignIn } from '../support/api.js';
import { coverageCell, STORY_CLIENT, storyProperty } from '../support/contract-stories.js';
import { DEMO } from '../support/demo.js';
import { contractParagraphs, textPdf } from '../support/existing-contracts.js';
import { uniqueTag } from '../support/people.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';

/*
 * Issue 19, story 1 (docs/contracts.md "Existing contracts: upload and review", "Coverage"): the
 * client's admin uploads a contract signed a month ago, waits for it to be read, checks the
 * vendor, property and service it was matched to, confirms it, and finds it in Contracts and the
 * property × service cell contracted in Contract Management.
 */

const LONG = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;

test('an existing contract uploaded by the client becomes an active contract and covers its property', { tag: '@both' }, async ({ page }) => {
  // Reading the PDF is a background job in the capped child process: allow it its time.
  test.slow();
  const tag = uniqueTag('ecs');
  const provider = await apiSignIn(DEMO.providerAdmin);
  const propertyName = `Juniper Commons ${tag}`;
  const { property, service } = await storyProperty(provider, propertyName, '4100 Juniper Ridge Road', 'Pressure washing');
  const started = new Date(Date.now() - 30 * 86_400_000);
  const file = `${tag}-juniper.pdf`;
  const pdf = textPdf(
    contractParagraphs({
      client: STORY_CLIENT,
      // The one vendor Northwind Residential onboarded itself: a client enters contracts with the vendors it sees.
      vendor: 'Cape Fear Pressure Washing',
      start: started.toLocaleDateString('en-US', LONG),
      premises: `${propertyName}, 4100 Juniper Ridge Road, Austin, TX 78701`,
      services: [service.name],
      annual: '$18,000.00',
    }),
  );

  await openSignedIn(page, DEMO.clientAdmin, '/contracts/existing');
  await expect(page.getByRole('heading', { name: 'Existing contracts', level: 1 })).toBeVisible();
  const client = page.getByRole('combobox', { name: 'Client' });
  await client.fill(STORY_CLIENT);
  await page.getByRole('option', { name: STORY_CLIENT, exact: true }).click();
  await page.locator('input[type="file"]').setInputFiles({ name: file, mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Upload and read' }).click();
  await expect(page.getByText('Reading started')).toBeVisible();

  // The queue shows the document once the job has read it.
  const queue = page.getByRole('table', { name: 'Review queue' });
  await expect(queue.getByRole('row').filter({ hasText: file })).toContainText('Needs review', { timeout: 90_000 });
  await expect(page.getByRole('region', { name: 'Review queue' })).toHaveAttribute('aria-busy', 'false');
  await expectNoSeriousA11yViolations(page, 'existing contracts queue (client)');

  // The review: vendor, dates, property and service matched to the client's records.
  await queue.getByRole('link', { name: file }).click();
  await expect(page.getByRole('heading', { name: file, level: 1 })).toBeVisible();
  const form = page.getByRole('region', { name: 'Contract details' });
  await expect(form.getByLabel('Vendor', { exact: true })).toHaveValue(/^Cape Fear Pressure Washing/);
  await expect(form.getByLabel('Start date')).toHaveValue(started.toISOString().slice(0, 10));
  await expect(form.getByText(propertyName).first()).toBeVisible();
  await expect(form.getByText(service.name).first()).toBeVisible();
  await form.getByRole('textbox', { name: 'Title' }).fill(`Juniper washing ${tag}`);
  await expectNoSeriousA11yViolations(page, 'existing contract review (client)');
  await shotAt(page, 'contract-stories', 'existing-review');
  await form.getByRole('button', { name: 'Confirm contract' }).click();

  // The contract: active, in force today, on its property.
  await expect(page).toHaveURL(/\/contracts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Juniper washing ${tag}` })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Service lines' });
  await expect(lines.getByRole('row').filter({ hasText: propertyName })).toContainText(service.name);
  await expectNoSeriousA11yViolations(page, 'confirmed existing contract');

  // In Contracts, as an active existing contract.
  await page.goto(`/contracts?search=${encodeURIComponent(`Juniper washing ${tag}`)}`);
  const row = page.getByRole('table', { name: 'Contracts' }).getByRole('row').filter({ hasText: tag });
  await expect(row).toContainText('Active');
  await expect(page.getByRole('region', { name: 'Contracts' })).toHaveAttribute('aria-busy', 'false');
  await expectNoSeriousA11yViolations(page, 'contracts list with the confirmed contract');

  // In Contract Management, the property × service cell is contracted by that one line.
  const cell = await coverageCell(page, propertyName, service.name);
  await expect(cell).toHaveAccessibleName(`${service.name} at ${propertyName}: Contracted, 1 contract line`);
  expect(property.name).toBe(propertyName);
  await expectNoSeriousA11yViolations(page, 'coverage with the confirmed contract');
  await shotAt(page, 'contract-stories', 'existing-coverage');
});
