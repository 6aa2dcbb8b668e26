import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { mainNav, signIn } from '../support/browser.js';
import { createDemoContract } from '../support/contracts.js';
import { DEMO } from '../support/demo.js';
import { uniqueTag } from '../support/people.js';
import { expectFitsPhone } from '../support/phone.js';
import { shotAt } from '../support/shots.js';

/*
 * The Contracts screens (docs/contracts.md "Views and export"): the list and the property-wise
 * view with filters in the URL, the detail with a line amended into a new version, activation,
 * the XLSX export, and the vendor's read-only view of the same contract.
 */

const settled = (page: Page, name: string) => expect(page.getByRole('region', { name })).toHaveAttribute('aria-busy', 'false');

test('the provider finds, amends, activates and exports a contract; the vendor reads it', async ({ page }) => {
  const tag = uniqueTag('con');
  const { contract, propertyNames } = await createDemoContract(`Grounds care ${tag}`);

  await signIn(page, DEMO.providerAdmin);
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

  // The detail: amend a line's price; the change is version 2 with its reason and diff.
  await byProperty
    .getByRole('link', { name: new RegExp(contract.number) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Grounds care ${tag}` })).toBeVisible();
  await settled(page, 'Service lines');
  await expectNoSeriousA11yViolations(page, 'Contract detail');
  await shotAt(page, 'contracts', 'detail');
  await expectFitsPhone(page, 'contracts', 'detail');
  const lines = page.getByRole('table', { name: 'Service lines' });
  await lines.getByRole('button', { name: new RegExp(`Actions for .*${propertyNames[0]}`) }).click();
  await page.getByRole('menuitem', { name: 'Edit line' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit line' });
  await dialog.getByLabel('Price').fill('455.50');
  await dialog.getByLabel('Reason for the change').fill('Price agreed for the second year.');
  await dialog.getByRole('button', { name: 'Save line' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(lines).toContainText('$455.50');
  await page.getByRole('tab', { name: /Versions/ }).click();
  const versions = page.getByRole('region', { name: 'Versions' });
  await expect(versions).toContainText('Version 2');
  await expect(versions).toContainText('Price agreed for the second year.');
  await expect(versions).toContainText('455.5');
  await expectNoSeriousA11yViolations(page, 'Contract versions');

  // Activation: the contract has its dates and lines; a double click activates once.
  await page.getByRole('button', { name: 'Activate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Activate contract' });
  await confirm.getByRole('button', { name: 'Activate' }).dblclick();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Terminate' })).toBeVisible();

  // The export of what the list shows, named by the server.
  await page.getByRole('link', { name: 'All contracts' }).click();
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
  await signIn(page, DEMO.vendorAdmin);
  await page.goto(`/contracts?search=${tag}`);
  await table.getByRole('link', { name: `Grounds care ${tag}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Grounds care ${tag}` })).toBeVisible();
  await settled(page, 'Service lines');
  await expect(page.getByRole('button', { name: 'Terminate' })).toHaveCount(0);
  await expect(lines.getByRole('button', { name: /Actions for/ })).toHaveCount(0);
  await expect(page.getByText('Read-only: the buyer changes this contract.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Contract detail (vendor)');
  await shotAt(page, 'contracts', 'vendor-detail');
});
