import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiPost, apiSignIn } from '../support/api.js';
import { DEMO } from '../support/demo.js';
import { expectToast, uniqueTag } from '../support/people.js';
import { openSignedIn } from '../support/signed-in.js';

/** Where screenshots go when asked for (SHOTS_DIR); none otherwise. */
const SHOTS_DIR = process.env.SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

const servicesTable = (page: Page): Locator => page.getByRole('table', { name: 'Services' });
const serviceRow = (page: Page, name: string): Locator => servicesTable(page).getByRole('row').filter({ hasText: name });
const categories = (page: Page): Locator => page.getByRole('navigation', { name: 'Service categories' });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A category in the panel, named "<name>, <n> services" (the comma and the noun are read, not shown). */
const categoryButton = (page: Page, name: string, count: number): Locator =>
  categories(page).getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}\\s*,\\s*${count} services?$`) });
const waitForServices = (page: Page) => expect(page.getByRole('region', { name: 'Services' })).toHaveAttribute('aria-busy', 'false');

async function openServices(page: Page, email: string) {
  await openSignedIn(page, email, '/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await waitForServices(page);
}

test.describe('services catalogue', () => {
  test('the provider adds a category, a service, bulk-adds rows with a bad one, and searches', async ({ page }) => {
    const tag = uniqueTag('svc');
    const category = `Grounds ${tag}`;
    await openServices(page, DEMO.providerAdmin);
    await shot(page, 'desktop-provider-list');

    // A category.
    await categories(page).getByRole('button', { name: 'Add', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(category);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Outdoor work for the test.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Category Created', 'The category has been created successfully.');
    await expect(dialog).toHaveCount(0);
    await categoryButton(page, category, 0).click();
    await expect(page).toHaveURL((url) => url.searchParams.has('categoryId'));
    await expect(page.getByText(`No services in ${category} yet`)).toBeVisible();

    // A service, in the category on screen.
    await page.getByRole('button', { name: 'Add service' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Service' });
    await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveValue(category);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`Hedge trimming ${tag}`);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Shape hedges twice a season.');
    await shot(page, 'desktop-add-service');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Service Created', 'The service has been created successfully.');
    await expect(serviceRow(page, `Hedge trimming ${tag}`)).toContainText('Per visit');
    await expect(categoryButton(page, category, 1)).toBeVisible();

    // Bulk add: three pasted rows, the third in a category that does not exist.
    await page.getByRole('button', { name: 'Bulk add' }).click();
    dialog = page.getByRole('dialog', { name: 'Bulk Add Services' });
    await dialog.getByRole('button', { name: 'Paste rows' }).click();
    await dialog
      .getByRole('textbox', { name: 'Rows to paste' })
      .fill(
        [
          'Category\tName\tDescription\tPricing unit',
          `${category}\tAeration ${tag}\tCore aeration in autumn\tSeasonal`,
          `${category}\tOverseeding ${tag}\t\tper visit`,
          `No such category ${tag}\tSod repair ${tag}\tPatch damaged turf\tPer sq ft`,
        ].join('\n'),
      );
    await dialog.getByRole('button', { name: 'Add pasted rows' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Row 3 name' })).toHaveValue(`Sod repair ${tag}`);
    await dialog.getByRole('button', { name: 'Add 3 services' }).click();
    await expectToast(page, 'Some Rows Need Attention', /2 added; 1 row has problems/);
    const report = dialog.getByRole('status');
    await expect(report).toContainText('Some rows need attention');
    await expect(report).toContainText('2 services added.');
    await expect(dialog.getByText(`No category "No such category ${tag}". Create it first or check the spelling.`)).toBeVisible();
    await expect(dialog.getByRole('listitem', { name: 'Row 1' })).toContainText('Added');
    await expect(dialog.getByRole('textbox', { name: 'Row 1 name' })).toBeDisabled();
    await shot(page, 'desktop-bulk-report');

    // Nothing typed is lost: fix the bad row and send it alone.
    await dialog.getByRole('combobox', { name: 'Row 3 category' }).fill(category);
    await dialog.getByRole('button', { name: 'Add 1 service' }).click();
    await expectToast(page, 'Services Added', '1 service has been added successfully.');
    await expect(report).toContainText('All rows added');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(categoryButton(page, category, 4)).toBeVisible();

    // Search, server-side, kept in the URL.
    await page.getByRole('searchbox', { name: 'Search services' }).fill(`seeding ${tag}`);
    await expect(page).toHaveURL((url) => url.searchParams.get('search') === `seeding ${tag}`);
    await waitForServices(page);
    await expect(servicesTable(page).locator('tbody tr')).toHaveCount(1);
    await expect(serviceRow(page, `Overseeding ${tag}`)).toContainText('Per visit');

    // Deactivate from the row menu; the status filter finds it.
    await page.getByRole('button', { name: `Actions for Overseeding ${tag}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await expectToast(page, 'Service Deactivated', 'The service is no longer offered for new work.');
    await expect(serviceRow(page, `Overseeding ${tag}`)).toContainText('Inactive');
  });

  test('a client admin reads the catalogue and sees no write controls', async ({ page }) => {
    const tag = uniqueTag('ro');
    const token = await apiSignIn(DEMO.providerAdmin);
    const category = await apiPost(token, '/v1/service-categories', { name: `Readable ${tag}` });
    await apiPost(token, '/v1/services', { categoryId: category.id, name: `Chiller service ${tag}`, unit: 'MONTHLY' });

    await openServices(page, DEMO.clientAdmin);
    await categoryButton(page, `Readable ${tag}`, 1).click();
    await waitForServices(page);
    await expect(serviceRow(page, `Chiller service ${tag}`)).toContainText('Monthly');
    await expect(page.getByRole('button', { name: 'Add service' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Bulk add' })).toHaveCount(0);
    await expect(categories(page).getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
    await shot(page, 'desktop-client-readonly');
  });
});

test.describe('services catalogue on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('categories in a select, services as cards, bulk add full screen', async ({ page }) => {
    await openServices(page, DEMO.providerAdmin);
    await expect(page.getByRole('combobox', { name: 'Category' })).toBeVisible();
    await shot(page, 'phone-list');
    await page.getByRole('button', { name: 'Bulk add' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk Add Services' });
    await expect(dialog.getByRole('textbox', { name: 'Row 1 name' })).toBeVisible();
    await shot(page, 'phone-bulk');
  });
});
