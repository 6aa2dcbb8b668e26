import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { DEMO } from '../support/demo.js';
import { shotAt } from '../support/shots.js';
import { uniqueTag } from '../support/people.js';
import { openVendorFound } from '../support/vendors.js';
import { openSignedIn } from '../support/signed-in.js';

/*
 * Issue #17 point 8: forms that look finished. One label size and one input height in every
 * form; Save with an error out of view goes to that error; the server's field errors sit on
 * their field; required fields are marked; a negative size is refused, not turned into 0; an
 * address starts in the United States.
 */

const SHOTS = 'form-behaviour';

/** A failure toast: the server's errors about a field belong on the field instead. */
const toasts = (page: Page) => page.locator('.Toastify__toast');

/** A picker searched on the server: type, then click the option that answers. */
async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openDialog(page: Page, path: string, button: string, title: string): Promise<Locator> {
  await page.goto(path);
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openNewProperty(page: Page): Promise<Locator> {
  await page.goto('/property/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New property' })).toBeVisible();
  return page.getByRole('main');
}

interface TFieldLook {
  form: string;
  label: string;
  labelSize: string;
  /** Null for a multi-line text area, whose height follows its rows. */
  height: number | null;
}

/** Every labelled text-like input of a form: its label's font size and the input box's height. */
async function fieldLooks(scope: Locator, form: string): Promise<TFieldLook[]> {
  const rows = await scope.evaluate((root) => {
    const isTextual = (el: Element | null): el is HTMLInputElement | HTMLTextAreaElement =>
      el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && !['checkbox', 'radio', 'hidden', 'file'].includes(el.type));
    return [...root.querySelectorAll('label')].flatMap((label) => {
      const field = label.htmlFor ? document.getElementById(label.htmlFor) : null;
      if (!isTextual(field) || label.getBoundingClientRect().height === 0) return [];
      // The box drawn around the input (a multi-select's pills sit in a wrapper of their own);
      // its layout height, which a modal's opening transition (a scale) does not change.
      const box = field.closest<HTMLElement>('.mantine-Input-input') ?? field;
      return [
        {
          label: (label.textContent ?? '').replace(/\s*\*$/, ''),
          labelSize: getComputedStyle(label).fontSize,
          height: field instanceof HTMLTextAreaElement ? null : box.offsetHeight,
        },
      ];
    });
  });
  return rows.map((row) => ({ form, ...row }));
}

test.describe('forms', () => {
  test('every form has one label size and one input height', async ({ page }) => {
    await openSignedIn(page, DEMO.providerAdmin);
    const looks: TFieldLook[] = [];
    for (const [path, button, title] of [
      ['/client', 'New client', 'New client'],
      ['/vendor', 'New vendor', 'New vendor'],
      ['/contact-management', 'Add user', 'Add user'],
      ['/role-management', 'Create role', 'Create Role'],
      ['/services', 'Add service', 'Add service'],
    ] as const) {
      const dialog = await openDialog(page, path, button, title);
      looks.push(...(await fieldLooks(dialog, title)));
      if (title === 'New vendor') await shotAt(page, SHOTS, 'vendor-form');
    }
    looks.push(...(await fieldLooks(await openNewProperty(page), 'New property')));
    await shotAt(page, SHOTS, 'property-form');

    const describe = (key: 'labelSize' | 'height') =>
      [...new Set(looks.filter((look) => look[key] !== null).map((look) => look[key]))].map(
        (value) =>
          `${value}: ${looks
            .filter((look) => look[key] === value)
            .map((look) => `${look.form} › ${look.label}`)
            .join(', ')}`,
      );
    expect(looks.length, 'fields were measured').toBeGreaterThan(30);
    expect(describe('labelSize'), 'one label size').toHaveLength(1);
    expect(describe('height'), 'one input height').toHaveLength(1);
  });

  test('Save with an error out of view scrolls to the first error and focuses it', async ({ page }) => {
    await openSignedIn(page, DEMO.providerAdmin);
    // A modal form: the error is at the top, Save at the bottom.
    const vendor = await openDialog(page, '/vendor', 'New vendor', 'New vendor');
    const companyName = vendor.getByRole('textbox', { name: 'Company name' });
    await vendor.getByRole('textbox', { name: 'Notes' }).fill('Met at the trade fair.');
    await vendor.getByRole('button', { name: 'Save' }).scrollIntoViewIfNeeded();
    await expect(companyName).not.toBeInViewport();
    await vendor.getByRole('button', { name: 'Save' }).click();
    await expect(vendor.getByText('Enter the company name.')).toBeInViewport();
    await expect(companyName).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'new vendor with an error scrolled to');
    await shotAt(page, SHOTS, 'vendor-first-error', companyName);

    // A page form: the first of two errors, in the order the form shows them.
    const form = await openNewProperty(page);
    await form.getByRole('textbox', { name: 'Property name' }).fill(`Scroll test ${uniqueTag('p')}`);
    await form.getByRole('textbox', { name: 'Latitude' }).fill('95');
    await form.getByRole('button', { name: 'Create property' }).scrollIntoViewIfNeeded();
    const client = form.getByRole('combobox', { name: 'Client' });
    await expect(client).not.toBeInViewport();
    await form.getByRole('button', { name: 'Create property' }).click();
    await expect(client).toBeFocused();
    await expect(client).toBeInViewport();
    await expect(form.getByRole('textbox', { name: 'Property code' })).toHaveAttribute('aria-invalid', 'true');
  });

  test("the server's field errors sit on their field, not in a toast", async ({ page }) => {
    await openSignedIn(page, DEMO.providerAdmin);
    // 409: a client name that is taken.
    const client = await openDialog(page, '/client', 'New client', 'New client');
    const name = client.getByRole('textbox', { name: 'Client name' });
    await name.fill('Harborview Hospitality');
    await client.getByRole('button', { name: 'Save' }).click();
    await expect(client.getByText('A client with this name already exists.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(toasts(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'new client with a taken name');
    await shotAt(page, SHOTS, 'client-name-taken', name);

    // 400 naming a field the form cannot check itself: a ZIP code of another state.
    const form = await openNewProperty(page);
    await choose(page, form.getByRole('combobox', { name: 'Client' }), 'Northwind Residential');
    await form.getByRole('textbox', { name: 'Property name' }).fill(`ZIP test ${uniqueTag('z')}`);
    await form.getByRole('textbox', { name: 'Property code' }).fill(uniqueTag('Z').toUpperCase());
    await choose(page, form.getByRole('combobox', { name: 'State' }), 'Illinois');
    const zip = form.getByRole('textbox', { name: 'ZIP code' });
    await zip.fill('90210');
    await form.getByRole('button', { name: 'Create property' }).click();
    await expect(form.getByText('This ZIP code is in another state.')).toBeVisible();
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toBeFocused();
    await expect(toasts(page)).toHaveCount(0);
  });

  test('required fields are marked, optional ones are not', async ({ page }) => {
    await openSignedIn(page, DEMO.providerAdmin);
    const user = await openDialog(page, '/contact-management', 'Add user', 'Add user');
    for (const label of ['First name', 'Last name', 'Email']) await expect(user.getByRole('textbox', { name: label })).toHaveJSProperty('required', true);
    await expectNoSeriousA11yViolations(page, 'add user');

    const role = await openDialog(page, '/role-management', 'Create role', 'Create Role');
    await expect(role.getByRole('textbox', { name: 'Name' })).toHaveJSProperty('required', true);
    await expect(role.getByRole('textbox', { name: 'Description' })).toHaveJSProperty('required', false);

    const vendor = await openDialog(page, '/vendor', 'New vendor', 'New vendor');
    await expect(vendor.getByRole('textbox', { name: 'Company name' })).toHaveJSProperty('required', true);
    await expect(vendor.getByRole('textbox', { name: 'Doing business as (DBA)' })).toHaveJSProperty('required', false);

    const form = await openNewProperty(page);
    for (const label of ['Property name', 'Property code']) await expect(form.getByRole('textbox', { name: label })).toHaveJSProperty('required', true);
    await expect(form.getByRole('combobox', { name: 'Client' })).toHaveJSProperty('required', true);
    await expect(form.getByRole('textbox', { name: 'Address line 2' })).toHaveJSProperty('required', false);
    await shotAt(page, SHOTS, 'property-required');

    // Pickers bound by hand ask the schema too.
    await page.goto('/sow');
    await page.getByRole('link', { name: 'New scope' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New scope' })).toBeVisible();
    for (const label of ['Client', 'Service']) await expect(page.getByRole('combobox', { name: label })).toHaveJSProperty('required', true);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveJSProperty('required', true);
  });

  test('a negative size or a count with decimals is refused with a field error, not changed as typed', async ({ page }) => {
    await openSignedIn(page, DEMO.providerAdmin);
    const form = await openNewProperty(page);
    const size = form.getByRole('textbox', { name: 'Size' });
    await size.fill('-250');
    await size.blur();
    await expect(size).toHaveValue('-250');
    await form.getByRole('button', { name: 'Create property' }).click();
    await expect(form.getByText('The size must be positive.')).toBeVisible();
    await expect(size).toHaveAttribute('aria-invalid', 'true');

    const vendor = await openDialog(page, '/vendor', 'New vendor', 'New vendor');
    await vendor.getByRole('textbox', { name: 'Company name' }).fill(`Negative Co ${uniqueTag('n')}`);
    const years = vendor.getByRole('textbox', { name: 'Years in business' });
    await years.fill('-3');
    await years.blur();
    await expect(years).toHaveValue('-3');
    // A count typed with a decimal point keeps it too ("12.5" is not quietly read as 125).
    const employees = vendor.getByRole('textbox', { name: 'Employees' });
    await employees.fill('12.5');
    await employees.blur();
    await expect(employees).toHaveValue('12.5');
    await vendor.getByRole('button', { name: 'Save' }).click();
    await expect(vendor.getByText('The employee count is a whole number.')).toBeVisible();
    await expect(vendor.getByText('The years in business cannot be negative.')).toBeVisible();
    await expect(years).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'new vendor with a negative number');
    await shotAt(page, SHOTS, 'vendor-negative-years', years);
  });

  test('a new address starts in the United States without counting as a change', async ({ page }) => {
    await openSignedIn(page, DEMO.providerAdmin);
    for (const [path, button, title] of [
      ['/client', 'New client', 'New client'],
      ['/vendor', 'New vendor', 'New vendor'],
    ] as const) {
      const dialog = await openDialog(page, path, button, title);
      await expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveValue('United States');
      await expect(dialog.getByRole('combobox', { name: 'State' })).toBeEnabled();
      // Nothing typed yet: closing asks nothing.
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
    const form = await openNewProperty(page);
    await expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('United States');

    // A vendor's new branch too.
    await page.goto('/vendor');
    await openVendorFound(page, 'GreenLeaf', /GreenLeaf Grounds$/);
    await page.getByRole('tab', { name: /^Branches & franchises/ }).click();
    await page.getByRole('button', { name: 'Add branch' }).click();
    const branch = page.getByRole('dialog', { name: 'New branch' });
    await expect(branch.getByRole('combobox', { name: 'Country' })).toHaveValue('United States');
    await expectNoSeriousA11yViolations(page, 'new branch');
    await shotAt(page, SHOTS, 'branch-country', branch.getByRole('combobox', { name: 'Country' }));
  });

  test("a certificate's amounts left empty are refused, not saved as $0", async ({ page }) => {
    await openSignedIn(page, DEMO.providerAdmin, '/vendor');
    await openVendorFound(page, 'GreenLeaf', /GreenLeaf Grounds$/);
    await page.getByRole('tab', { name: /^Compliance/ }).click();
    await page.getByRole('button', { name: 'Add certificate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add certificate of insurance' });
    const each = dialog.getByRole('textbox', { name: 'Each occurrence' });
    await expect(each).toHaveJSProperty('required', true);
    await expect(dialog.getByRole('textbox', { name: 'Aggregate' })).toHaveJSProperty('required', true);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter the each occurrence amount in dollars.')).toBeVisible();
    await expect(dialog.getByText('Enter the aggregate amount in dollars.')).toBeVisible();
    await expect(each).toHaveAttribute('aria-invalid', 'true');
  });
});
