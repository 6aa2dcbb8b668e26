import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { mainNav } from '../support/browser.js';
import { createDemoContract } from '../support/contracts.js';
import { DEMO } from '../support/demo.js';
import { uniqueTag } from '../support/people.js';
import { expectFitsPhone } from '../support/phone.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';

/*
 * The Contracts screens (docs/contracts.md "Views and export"): the list and the property-wise
 * view with filters in the URL, the contract's page with an amendment into version 2 and its
 * activation, the XLSX export named by the server, and the vendor's read-only view of the same
 * contract.
 */

const settled = (page: Page, name: string) => expect(page.getByRole('region', { name })).toHaveAttribute('aria-busy', 'false');

test('the provider finds a contract by its filters and property, amends and activates it, exports the list; the vendor reads it', async ({ page }) => {
  // Eight screens, five accessibility checks, an export job and a second person: three times the usual time.
  test.slow();
  const tag = uniqueTag('con');
  const { contract, propertyNames, serviceName } = await createDemoContract(`Grounds care ${tag}`);

  await openSignedIn(page, DEMO.providerAdmin);
  await mainNav(page).getByRole('link', { name: 'Contracts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search contracts' }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  const table = page.getByRole('table', { name: 'Contracts' });
  const row = table.getByRole('row').filter({ hasText: tag });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(contract.number);
  await expect(row).toContainText('Draft');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Draft' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status=DRAFT/);
  await expect(row).toHaveCount(1);
  await settled(page, 'Contracts');
  await expectNoSeriousA11yViolations(page, 'Contracts list');
  await shotAt(page, 'contracts', 'list');
  await expectFitsPhone(page, 'contracts', 'list');

  // The same filters, property by property: each of the contract's properties with it.
  await page.getByRole('tab', { name: 'By property' }).click();
  await expect(page).toHaveURL(new RegExp(`/contracts/by-property\\?.*search=${tag}`));
  const byProperty = page.getByRole('table', { name: 'Contracts by property' });
  for (const name of propertyNames) await expect(byProperty.getByRole('row').filter({ hasText: name })).toContainText(contract.number);
  await settled(page, 'Contracts by property');
  await expectNoSeriousA11yViolations(page, 'Contracts by property');
  await shotAt(page, 'contracts', 'by-property');

  // The contract's page: its terms, its lines property by property, and the moves its abilities allow.
  await byProperty
    .getByRole('link', { name: new RegExp(contract.number) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Grounds care ${tag}` })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Service lines' });
  for (const name of propertyNames) await expect(lines.getByRole('row').filter({ hasText: name })).toContainText(serviceName);
  await expect(page.getByText("Renews by itself for 12 months; 90 days' notice to stop it")).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Contract detail');
  await shotAt(page, 'contracts', 'detail');
  await expectFitsPhone(page, 'contracts', 'detail');

  // An amendment is a new version with its reason and what changed.
  await page.getByRole('button', { name: 'Amend' }).click();
  const amend = page.getByRole('dialog', { name: 'Amend contract' });
  await amend.getByLabel('Payment terms').fill('Net 45');
  await amend.getByLabel('Reason for the change').fill('Terms agreed at signing.');
  await amend.getByRole('button', { name: 'Save amendment' }).click();
  await expect(amend).toHaveCount(0);
  await expect(page.getByText(`${contract.number} · Northwind Residential · version 2`)).toBeVisible();
  await page.getByRole('tab', { name: /Versions/ }).click();
  const versions = page.getByRole('region', { name: 'Versions' });
  await expect(versions).toContainText('Version 2 · Amended');
  await expect(versions).toContainText('Terms agreed at signing.');
  await expect(versions).toContainText('Net 45');
  await expect(versions).toHaveAttribute('aria-busy', 'false');
  await expectNoSeriousA11yViolations(page, 'Contract versions');
  await shotAt(page, 'contracts', 'versions');

  // Activation: the contract has its dates and lines; a double click activates it once.
  await page.getByRole('button', { name: 'Activate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Activate contract' });
  await confirm.getByRole('button', { name: 'Activate' }).dblclick();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText(`${contract.number} · Northwind Residential · version 3`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Terminate' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate' })).toHaveCount(0);

  // The export of what the list shows, named by the server.
  await page.getByRole('link', { name: 'All contracts' }).click();
  await settled(page, 'Contracts');
  await page.getByRole('button', { name: 'Export' }).click();
  const panel = page.getByRole('dialog', { name: 'Background jobs' });
  const download = panel.getByRole('button', { name: /^Download Existing_Contracts_\d{4}-\d{2}-\d{2}\.xlsx$/ }).first();
  await expect(download).toBeVisible({ timeout: 30_000 });
  const file = page.waitForEvent('download');
  await download.click();
  const saved = await file;
  expect(saved.suggestedFilename()).toMatch(/^Existing_Contracts_\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect((await fs.readFile(await saved.path())).subarray(0, 2).toString('latin1')).toBe('PK');
  await panel.getByRole('button', { name: 'Close background jobs' }).click();

  // The vendor reads the same contract, and may change nothing.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  await openSignedIn(page, DEMO.vendorAdmin, `/contracts?search=${tag}`);
  await table.getByRole('link', { name: `Grounds care ${tag}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Grounds care ${tag}` })).toBeVisible();
  await expect(page.getByText('Read-only: the buyer changes this contract.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Amend|Activate|Submit/ })).toHaveCount(0);
  await expect(lines.getByRole('row').filter({ hasText: propertyNames[0] })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Contract detail (vendor)');
  await shotAt(page, 'contracts', 'vendor-detail');
});
