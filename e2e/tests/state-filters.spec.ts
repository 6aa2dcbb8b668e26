import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO } from '../support/demo.js';
import { openSignedIn } from '../support/signed-in.js';

/**
 * A State filter lists states (issue #17 point 9): the fifty, DC and the inhabited
 * territories, not the uninhabited minor outlying islands ("Baker Island") or their umbrella
 * entry ("United States Minor Outlying Islands").
 */

async function optionsOf(page: Page, filter: Locator, search: string): Promise<string[]> {
  await filter.click();
  await filter.fill(search);
  const listbox = page.getByRole('listbox').last();
  await expect(listbox).toBeVisible();
  // Server-searched pickers answer after a pause: wait for the search's answer (or its "none").
  await expect(
    listbox
      .getByRole('option')
      .first()
      .or(page.getByText(/No states? match/)),
  ).toBeVisible();
  const names = await listbox.getByRole('option').allInnerTexts();
  await filter.fill('');
  await page.keyboard.press('Escape');
  return names.map((name) => name.trim());
}

async function expectOnlyStates(page: Page, filter: Locator) {
  expect(await optionsOf(page, filter, 'Texas')).toContain('Texas');
  expect(await optionsOf(page, filter, 'Baker')).toEqual([]);
  expect(await optionsOf(page, filter, 'Outlying')).toEqual([]);
  expect(await optionsOf(page, filter, 'Puerto')).toContain('Puerto Rico');
}

test('the State filters of properties, the map and vendors list states only', async ({ page }) => {
  await openSignedIn(page, DEMO.providerAdmin);

  for (const [path, label] of [
    ['/property', 'State'],
    ['/property-map', 'State'],
    ['/vendor', 'Service area state'],
  ] as const) {
    await page.goto(path);
    await expectOnlyStates(
      page,
      page
        .getByRole('textbox', { name: label })
        .or(page.getByRole('combobox', { name: label }))
        .first(),
    );
  }
});
