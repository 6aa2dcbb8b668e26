import { expect, type Locator, type Page } from '@playwright/test';

/** What the vendor specs share: the registration wizard's steps and the vendor screens' pieces. */

export const RESUME_LINK = /(https?:\/\/[^\s"<>]+\/public_route\/register\?token=[A-Za-z0-9_-]{43})/;
/** The server refuses a submission sooner than this after the start (REGISTRATION_MIN_FILL_SECONDS). */
export const MIN_FILL_MS = 20_000;
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

export const nextStep = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();
export const stepTitle = (page: Page, text: string) => expect(page.getByText(text, { exact: true })).toBeVisible();

/** Types into a searchable select of the wizard and picks the option. */
export async function pickFrom(page: Page, label: string, search: string, option: string | RegExp) {
  await page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('combobox', { name: label }))
    .first()
    .fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

export const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
export const waitForRegion = (page: Page, name: string) => expect(page.getByRole('region', { name })).toHaveAttribute('aria-busy', 'false');
/**
 * Opens the vendor named `name` from the list's search for `search`, once the list shows the
 * answer. Unfiltered, the demo vendor sits some rows down the first page and the answer moves it
 * to the top: a click aimed while the answer arrives lands on the emptied row, nothing opens,
 * and the next step waits out the test's timeout (form-behaviour.spec.ts, seen in CI).
 */
export async function openVendorFound(page: Page, search: string, name: RegExp) {
  await page.getByPlaceholder('Search by name, DBA').fill(search);
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === search);
  await waitForRegion(page, 'Vendors');
  await page.getByRole('table', { name: 'Vendors' }).getByRole('link', { name }).click();
}
export const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Clicks a file button and hands the chooser a PDF. */
export async function choosePdf(page: Page, scope: Locator, name: string) {
  const chooser = page.waitForEvent('filechooser');
  await scope.getByRole('button', { name: /^Choose (another )?file$/ }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: PDF });
  await expect(scope.getByText(name)).toBeVisible();
}
