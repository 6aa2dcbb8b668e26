import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { mainNav } from '../support/browser.js';
import { createDemoContract, isoDay } from '../support/contracts.js';
import { DEMO } from '../support/demo.js';
import { textPdf } from '../support/existing-contracts.js';
import { pickOption, uniqueTag } from '../support/people.js';
import { expectFitsPhone } from '../support/phone.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';

/*
 * The Contracts screens (docs/contracts.md "Views and export"): the list and the property-wise
 * view with filters in the URL, the contract's page with an amendment into version 2 and its
 * activation, a line edited and two bulk-edited (one refused and named, so neither changes), the signed copy uploaded
 * and downloaded, the XLSX export named by the server, and the vendor's read-only view of the same
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

  // A line's price and start change: the server works out its annual cost, and the contract moves to version 4.
  await page.getByRole('tab', { name: /Lines/ }).click();
  const [first, second] = propertyNames.map((name) => `${serviceName} at ${name}`);
  await lines.getByRole('button', { name: `Actions for ${second}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Edit line' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit service line' });
  await edit.getByRole('textbox', { name: /^Price/ }).fill('650');
  await edit.getByLabel('Starts on').fill(isoDay(200));
  await expectNoSeriousA11yViolations(page, 'Edit service line');
  await shotAt(page, 'contracts', 'edit-line');
  await edit.getByRole('button', { name: 'Save line' }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByText(`${contract.number} · Northwind Residential · version 4`)).toBeVisible();
  await expect(lines.getByRole('row').filter({ hasText: propertyNames[1] })).toContainText('$7,800.00');

  // Both lines end earlier in one bulk edit: the second now starts after that day, so it is refused and named, and
  // nothing is changed (a bulk edit is all or nothing): the contract stays at version 4.
  await lines.getByRole('checkbox', { name: `Select ${first}`, exact: true }).check();
  // The second by the keyboard: Tab from the first checkbox reaches the first row's menu, then the second's checkbox.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(lines.getByRole('checkbox', { name: `Select ${second}`, exact: true })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(lines.getByRole('checkbox', { name: `Select ${second}`, exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Bulk edit (2)' }).click();
  const bulk = page.getByRole('dialog', { name: 'Bulk edit lines' });
  await bulk.getByText('End date', { exact: true }).click();
  await bulk.getByLabel('New end date').fill(isoDay(100));
  await bulk.getByLabel('Reason for the change').fill('Seasonal lines end early.');
  await expectNoSeriousA11yViolations(page, 'Bulk edit lines');
  await bulk.getByRole('button', { name: 'Apply to 2 lines' }).dblclick();
  await expect(bulk).toHaveCount(0);
  await expect(page.getByText('Nothing was changed: 1 line could not take the change')).toBeVisible();
  await expect(page.getByText(`${contract.number} · Northwind Residential · version 4`)).toBeVisible();
  await expect(page.getByTestId('bulk-errors')).toContainText(`${second}: The end date must not come before the start date.`);
  await expect(lines.getByRole('row').filter({ hasText: propertyNames[1] })).toContainText('Refused');
  await expect(lines.getByRole('row').filter({ hasText: propertyNames[0] })).not.toContainText('Refused');
  await expect(lines.getByRole('checkbox', { name: `Select ${first}`, exact: true })).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'Contract lines after a bulk edit');
  await shotAt(page, 'contracts', 'lines-bulk-errors', page.getByTestId('bulk-errors'));

  // A third line on the second property: a service it does not have yet, priced by the month.
  await page.getByRole('button', { name: 'Add line' }).click();
  const add = page.getByRole('dialog', { name: 'Add service line' });
  await pickOption(page, add.getByRole('combobox', { name: 'Property' }), propertyNames[1]);
  await add.getByRole('combobox', { name: 'Service' }).click();
  const service = page.getByRole('listbox').getByRole('option').first();
  const added = `${(await service.innerText()).trim()} at ${propertyNames[1]}`;
  await service.click();
  await add.getByRole('textbox', { name: /^Price/ }).fill('120');
  await expectNoSeriousA11yViolations(page, 'Add service line');
  await add.getByRole('button', { name: 'Add line' }).click();
  await expect(add).toHaveCount(0);
  await expect(page.getByText(`${contract.number} · Northwind Residential · version 5`)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Lines (3)' })).toBeVisible();

  // Taken off again, after a question: version 6, two lines.
  await lines.getByRole('button', { name: `Actions for ${added}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Remove line' }).click();
  await page.getByRole('dialog', { name: 'Remove line' }).getByRole('button', { name: 'Remove line' }).click();
  await expect(page.getByText(`${contract.number} · Northwind Residential · version 6`)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Lines (2)' })).toBeVisible();

  // The signed copy: uploaded, listed, downloaded as the same PDF.
  await page.getByRole('tab', { name: 'Documents' }).click();
  await page.getByRole('button', { name: 'Upload document' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload document' });
  await pickOption(page, upload.getByRole('combobox', { name: 'Kind' }), 'Signed copy');
  const pdf = textPdf([`Grounds care ${tag}, signed by both parties.`]);
  await upload.locator('input[type="file"]').setInputFiles({ name: `signed-${tag}.pdf`, mimeType: 'application/pdf', buffer: pdf });
  await upload.getByLabel('Title').fill(`Signed agreement ${tag}`);
  await expectNoSeriousA11yViolations(page, 'Upload document');
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload).toHaveCount(0);
  const documents = page.getByRole('table', { name: 'Documents' });
  await expect(documents.getByRole('row').filter({ hasText: `Signed agreement ${tag}` })).toContainText('Signed copy');
  await settled(page, 'Documents');
  await expectNoSeriousA11yViolations(page, 'Contract documents');
  await shotAt(page, 'contracts', 'documents', page.getByRole('region', { name: 'Documents' }));
  const signed = page.waitForEvent('download');
  await documents.getByRole('button', { name: `Download Signed agreement ${tag}` }).click();
  expect((await fs.readFile(await (await signed).path())).equals(pdf)).toBe(true);

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
  // Vendors never see the existing-contracts queue, nor the way to it.
  await expect(page.getByRole('link', { name: 'Existing contracts' })).toHaveCount(0);
  await table.getByRole('link', { name: `Grounds care ${tag}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Grounds care ${tag}` })).toBeVisible();
  await expect(page.getByText('Read-only: the buyer changes this contract.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Amend|Activate|Submit/ })).toHaveCount(0);
  await expect(lines.getByRole('row').filter({ hasText: propertyNames[0] })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Contract detail (vendor)');
  await shotAt(page, 'contracts', 'vendor-detail');
  await expect(lines.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  await expect(lines.getByRole('checkbox')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(documents.getByRole('row').filter({ hasText: `Signed agreement ${tag}` })).toContainText('Signed copy');
  await expect(page.getByRole('button', { name: 'Upload document' })).toHaveCount(0);
});
