import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { PROPERTY_IMPORT_COLUMNS } from '@procura/shared';
import { apiGet, apiSignIn } from '../support/api.js';
import { mainNav } from '../support/browser.js';
import { DEMO } from '../support/demo.js';
import { expectToast, parseCsv, uniqueTag } from '../support/people.js';
import { openSignedIn } from '../support/signed-in.js';

/**
 * Property Lists (issue #8 item 6): the provider adds a property by placing its pin, opens it,
 * adds a required service and a contact; a property manager with assigned access sees only the
 * properties granted to them; export and import run as background jobs.
 */

const SHOTS = '/tmp/shots/properties';
const CLIENT = 'Northwind Residential';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const propertiesTable = (page: Page) => page.getByRole('table', { name: 'Properties' });
const waitForRegion = (page: Page, name: string) => expect(page.getByRole('region', { name })).toHaveAttribute('aria-busy', 'false');

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function openPropertyLists(page: Page) {
  await mainNav(page).getByRole('link', { name: 'Property Lists' }).click();
  await expect(heading(page, 'Property Lists')).toBeVisible();
  await waitForRegion(page, 'Properties');
}

test.describe('Property Lists', () => {
  test('the provider adds a property by placing its pin, opens it, adds a required service and a contact', async ({ page }) => {
    const tag = uniqueTag('prop');
    const name = `Lakeside Offices ${tag}`;
    await openSignedIn(page, DEMO.providerAdmin);
    await openPropertyLists(page);
    await shot(page, 'list-1280');

    await page.getByRole('link', { name: 'New property' }).click();
    await expect(heading(page, 'New property')).toBeVisible();

    const client = page.getByRole('combobox', { name: 'Client' });
    await client.fill('Northwind Res');
    await page
      .getByRole('option', { name: new RegExp(CLIENT) })
      .first()
      .click();
    await page.getByLabel('Property name').fill(name);
    await page.getByLabel('Property code').fill(tag.toUpperCase());
    await page.getByLabel('Size', { exact: true }).fill('42000');

    // The ZIP fills state, county, city and a first pin.
    await page.getByRole('textbox', { name: 'ZIP code' }).fill('78701');
    await page.getByRole('button', { name: 'Fill the address from the ZIP code' }).click();
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Texas');
    await expect(page.getByLabel('Latitude')).not.toHaveValue('');
    const zipLatitude = await page.getByLabel('Latitude').inputValue();

    // Then the person places the pin themselves: a click on the map moves it there.
    const map = page.getByTestId('property-pin-map');
    await expect(map.locator('canvas')).toBeVisible();
    await expect(map.getByRole('button', { name: 'Property pin' })).toBeVisible();
    const canvas = map.locator('canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('The map has no size.');
    await canvas.click({ position: { x: box.width * 0.3, y: box.height * 0.35 } });
    await expect(page.getByLabel('Latitude')).not.toHaveValue(zipLatitude);
    const placedLatitude = Number(await page.getByLabel('Latitude').inputValue());
    await shot(page, 'new-property-1280');

    await page.getByRole('button', { name: 'Create property' }).click();
    await expectToast(page, 'Property Created', 'Property has been created successfully.');
    await expect(heading(page, name)).toBeVisible();
    await expect(page.getByText('Austin, TX 78701')).toBeVisible();

    // It is on the list; the saved pin is where the person put it.
    const token = await apiSignIn(DEMO.providerAdmin);
    const listed = await apiGet(token, `/v1/properties?search=${tag}`);
    expect(listed.data).toHaveLength(1);
    expect(listed.data[0]?.latitude).toBeCloseTo(placedLatitude, 4);
    await page.getByRole('link', { name: 'Property Lists' }).first().click();
    await page.getByRole('searchbox', { name: 'Search properties' }).fill(tag);
    await expect(page).toHaveURL((url) => url.searchParams.get('search') === tag);
    await waitForRegion(page, 'Properties');
    const row = propertiesTable(page).getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Austin, TX');
    await row.getByRole('link', { name }).click();
    await expect(heading(page, name)).toBeVisible();
    await shot(page, 'detail-overview-1280');

    // A required service from the catalogue, grouped by category.
    await page.getByRole('tab', { name: 'Services' }).click();
    await page.getByRole('button', { name: 'Add service' }).click();
    const serviceDialog = page.getByRole('dialog', { name: 'Add required service' });
    await serviceDialog.getByRole('combobox', { name: 'Service' }).fill('Snow');
    const snowOption = page.getByRole('option', { name: /snow/i }).first();
    const serviceName = (await snowOption.innerText()).trim();
    await snowOption.click();
    await serviceDialog.getByRole('combobox', { name: 'Frequency' }).click();
    await page.getByRole('option', { name: /Per event/ }).click();
    await serviceDialog.getByRole('combobox', { name: 'Season' }).click();
    await page.getByRole('option', { name: 'Winter' }).click();
    await serviceDialog.getByLabel('Notes').fill('Plough the lot and salt the walkways before 6 am.');
    await serviceDialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Service Added', 'The required service has been added.');
    const serviceRow = page.getByRole('table', { name: 'Required services' }).getByRole('row').filter({ hasText: serviceName });
    await expect(serviceRow).toContainText('Winter');
    await shot(page, 'detail-services-1280');

    // A new contact person for the property.
    await page.getByRole('tab', { name: 'Contacts' }).click();
    await page.getByRole('button', { name: 'Add contact' }).click();
    const contactDialog = page.getByRole('dialog', { name: 'Add contact' });
    await contactDialog.getByText('New contact person').click();
    await contactDialog.getByLabel('First name').fill('Dana');
    await contactDialog.getByLabel('Last name').fill(tag);
    await contactDialog.getByLabel('Email').fill(`${tag}@example.com`);
    await contactDialog.getByRole('combobox', { name: 'Contact type' }).click();
    await page.getByRole('option', { name: 'Onsite Member' }).click();
    await contactDialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Contact Added', 'The contact has been added to the property.');
    const contactRow = page
      .getByRole('table', { name: 'Property contacts' })
      .getByRole('row')
      .filter({ hasText: `${tag}@example.com` });
    await expect(contactRow).toContainText('Onsite Member');

    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByText('Created').first()).toBeVisible();
  });

  test('a property manager with assigned access sees only the properties granted to them', async ({ page }) => {
    const pmToken = await apiSignIn(DEMO.clientPm);
    const granted = await apiGet(pmToken, '/v1/properties?limit=100');
    const providerToken = await apiSignIn(DEMO.providerAdmin);
    const clients = await apiGet(providerToken, `/v1/clients?search=${encodeURIComponent(CLIENT)}`);
    const clientId = clients.data.find((c) => c.name.endsWith(CLIENT))?.id ?? '';
    const all = await apiGet(providerToken, `/v1/properties?clientIds=${clientId}&limit=100`);
    expect(granted.total).toBeGreaterThan(0);
    expect(granted.total).toBeLessThan(all.total);
    const notGranted = all.data.find((p) => !granted.data.some((g) => g.id === p.id));
    if (!notGranted) throw new Error('Every property is granted: nothing to check.');

    await openSignedIn(page, DEMO.clientPm);
    await openPropertyLists(page);
    const rows = propertiesTable(page).locator('tbody tr');
    await expect(rows).toHaveCount(Math.min(granted.total, 10));
    for (const property of granted.data.slice(0, 10)) await expect(rows.filter({ hasText: property.name })).toHaveCount(1);
    await expect(rows.filter({ hasText: notGranted.name })).toHaveCount(0);
    // A client's people work on their own client: no client column or filter.
    await expect(propertiesTable(page).getByRole('columnheader', { name: /Client/ })).toHaveCount(0);

    // The URL of a property not granted answers as if it did not exist.
    await page.goto(`/property/${notGranted.id}`);
    await expect(page.getByText('Property not found')).toBeVisible();
  });

  test('export properties and download the XLSX from the job panel', async ({ page }) => {
    await openSignedIn(page, DEMO.providerAdmin);
    await openPropertyLists(page);
    const started = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/properties/export' && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
    expect((await started).status()).toBe(202);
    await expect(page.getByText('Export Started')).toBeVisible();

    const panel = page.getByRole('dialog', { name: 'Background jobs' });
    await expect(panel).toBeVisible();
    const download = panel.getByRole('button', { name: /^Download Properties_\d{4}-\d{2}-\d{2}\.xlsx$/ }).first();
    await expect(download).toBeVisible({ timeout: 30_000 });
    const file = page.waitForEvent('download');
    await download.click();
    const saved = await file;
    expect(saved.suggestedFilename()).toMatch(/^Properties_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const content = await fs.readFile(await saved.path());
    expect(content.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  test('import a file with one bad row and read the report', { tag: '@both' }, async ({ page }, testInfo) => {
    const tag = uniqueTag('imp');
    const header = PROPERTY_IMPORT_COLUMNS;
    const good = [
      CLIENT,
      `Imported Tower ${tag}`,
      `${tag}-1`,
      'Office',
      '12000',
      'sq ft',
      '1 Main St',
      '',
      'Austin',
      'Texas',
      'Travis',
      '78701',
      'United States',
      '',
      '',
      'Active',
      '',
    ];
    const bad = ['No Such Client Anywhere', `Broken Row ${tag}`, `${tag}-2`, 'Office', '', '', '', '', '', '', '', '', 'United States', '', '', 'Active', ''];
    const csv = [header, good, bad].map((cells) => cells.map((cell) => `"${cell}"`).join(',')).join('\r\n');
    const filePath = testInfo.outputPath(`properties-${tag}.csv`);
    await fs.writeFile(filePath, csv);

    await openSignedIn(page, DEMO.providerAdmin);
    await openPropertyLists(page);
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import properties' });
    await expect(dialog.getByText('Property Code')).toBeVisible();
    await shot(page, 'import-modal-1280');
    await dialog.locator('input[type="file"]').setInputFiles(filePath);
    await dialog.getByRole('button', { name: 'Upload and import' }).click();
    await expect(page.getByText('Import Started')).toBeVisible();

    const panel = page.getByRole('dialog', { name: 'Background jobs' });
    await expect(panel.getByText(`Property import: properties-${tag}.csv (1 imported, 1 with errors)`)).toBeVisible({ timeout: 30_000 });
    const download = panel.getByRole('button', { name: /^Download Property_import_report_\d{4}-\d{2}-\d{2}\.csv$/ }).first();
    const file = page.waitForEvent('download');
    await download.click();
    const report = parseCsv(await fs.readFile(await (await file).path(), 'utf8'));
    expect(report[0]).toEqual(['Row', 'Status', 'Errors']);
    expect(report[1]?.slice(0, 2)).toEqual(['2', 'Imported']);
    expect(report[2]?.slice(0, 2)).toEqual(['3', 'Not imported']);
    expect(report[2]?.[2]).toMatch(/No Such Client Anywhere/);

    // Only the good row is there.
    await page.getByRole('button', { name: 'Close background jobs' }).click();
    await page.getByRole('searchbox', { name: 'Search properties' }).fill(tag);
    await waitForRegion(page, 'Properties');
    await expect(
      propertiesTable(page)
        .getByRole('row')
        .filter({ hasText: `Imported Tower ${tag}` }),
    ).toHaveCount(1);
    await expect(
      propertiesTable(page)
        .getByRole('row')
        .filter({ hasText: `Broken Row ${tag}` }),
    ).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the list as cards, filters in a drawer, a property and its form', async ({ page }) => {
      await openSignedIn(page, DEMO.providerAdmin, '/property');
      await expect(heading(page, 'Property Lists')).toBeVisible();
      await waitForRegion(page, 'Properties');
      await shot(page, 'list-390');
      await page.getByRole('button', { name: 'Filters' }).click();
      await expect(page.getByRole('combobox', { name: 'State' })).toBeVisible();
      await shot(page, 'list-filters-390');

      await page.getByRole('region', { name: 'Properties' }).getByRole('link').first().click();
      await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
      await shot(page, 'detail-390');
      await page.goto('/property/new');
      await expect(heading(page, 'New property')).toBeVisible();
      await shot(page, 'new-property-390');
    });
  });
});
