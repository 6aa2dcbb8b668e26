import { expect, test, type Dialog, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@procura/shared';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { getStorageItem, mainNav } from '../support/browser.js';
import { DEMO } from '../support/demo.js';
import { shotAt } from '../support/shots.js';
import { uniqueTag } from '../support/people.js';
import { openSignedIn } from '../support/signed-in.js';

/*
 * Issue #17 point 3: a reload, a sidebar click or Escape in the middle of a form asks before the
 * input is thrown away; the long forms (property, vendor) keep a draft that comes back after a
 * reload and is gone once saved.
 */

/** Reloads, answering the browser's "leave site?" question; resolves with whether it was asked. */
async function reloadAnswering(page: Page): Promise<boolean> {
  let wasAsked = false;
  const answer = (dialog: Dialog) => {
    wasAsked = dialog.type() === 'beforeunload';
    void dialog.accept();
  };
  page.on('dialog', answer);
  await page.reload();
  page.off('dialog', answer);
  return wasAsked;
}

test.describe('unsaved changes', () => {
  test('new property: a sidebar click asks first, a reload keeps a draft, saving clears it', async ({ page }) => {
    const tag = uniqueTag('draft');
    const name = `Draft Offices ${tag}`;
    await openSignedIn(page, DEMO.providerAdmin, '/property/new');
    await page.getByLabel('Property name').fill(name);
    await page.getByLabel('Property code').fill(tag.toUpperCase());

    await mainNav(page).getByRole('link', { name: 'Clients' }).click();
    const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(ask).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'leave without saving');
    await shotAt(page, 'unsaved-changes', 'leave-page');
    await ask.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL('/property/new');
    await expect(page.getByLabel('Property name')).toHaveValue(name);

    expect(await reloadAnswering(page), 'the browser asks before a reload').toBe(true);
    await expect(page.getByText('Your unsaved changes are back')).toBeVisible();
    await expect(page.getByLabel('Property name')).toHaveValue(name);
    await expect(page.getByLabel('Property code')).toHaveValue(tag.toUpperCase());
    await shotAt(page, 'unsaved-changes', 'draft-restored');

    const client = page.getByRole('combobox', { name: 'Client' });
    await client.fill('Northwind Residential');
    await page.getByRole('option', { name: 'Northwind Residential', exact: true }).click();
    await page.getByRole('button', { name: 'Create property' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await getStorageItem(page, 'local', STORAGE_KEYS.propertyFormData)).toBeNull();
    // Saved: moving on asks nothing.
    await mainNav(page).getByRole('link', { name: 'Clients' }).click();
    await expect(page).toHaveURL('/client');
  });

  test('a modal form: Escape asks before discarding, and the choice is kept', async ({ page }) => {
    await openSignedIn(page, DEMO.providerAdmin, '/contact-management');
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await dialog.getByLabel('First name').fill('Halfway');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
    await expect(ask).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'discard your changes');
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog.getByLabel('First name')).toHaveValue('Halfway');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard changes' }).click();
    await expect(dialog).toHaveCount(0);
    // An untouched form closes at once.
    await page.getByRole('button', { name: 'Add user' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('new vendor: a reload keeps the draft; opening the form again brings it back until discarded', async ({ page }) => {
    const tag = uniqueTag('vdraft');
    await openSignedIn(page, DEMO.providerAdmin, '/vendor');
    await page.getByRole('button', { name: 'New vendor' }).click();
    const dialog = page.getByRole('dialog', { name: 'New vendor' });
    await dialog.getByLabel('Company name').fill(`Draft Mowing ${tag}`);
    expect(await reloadAnswering(page), 'the browser asks before a reload').toBe(true);
    await page.getByRole('button', { name: 'New vendor' }).click();
    await expect(dialog.getByText('Your unsaved changes are back')).toBeVisible();
    await expect(dialog.getByLabel('Company name')).toHaveValue(`Draft Mowing ${tag}`);
    await dialog.getByRole('button', { name: 'Discard these changes' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'New vendor' }).click();
    await expect(dialog.getByLabel('Company name')).toHaveValue('');
  });
});
