import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiGet, apiSignIn } from '../support/api.js';
import { DEMO } from '../support/demo.js';
import { expectToast, uniqueTag } from '../support/people.js';
import { activeScopeOf, clientIdByName, createDraftRfp, DEMO_RFP_SERVICE } from '../support/rfp.js';
import { typeFast } from '../support/fast-typing.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';

/**
 * A saved draft's lines edited from its page (docs/rfp.md "Lines"): properties × services added
 * from the pickers (typed faster than the server answers), a line's scope and figures set, lines
 * taken out — none of it once published.
 */
test('the provider adds, edits and removes a draft’s lines from its page', async ({ page }) => {
  const tag = uniqueTag('lines');
  const token = await apiSignIn(DEMO.providerAdmin);
  const clientId = await clientIdByName(token, 'Northwind Residential');
  const scope = await activeScopeOf(token, clientId, DEMO_RFP_SERVICE);
  const properties = await apiGet(token, `/v1/properties?clientIds=${clientId}&limit=2&sort=name`);
  const rfp = await createDraftRfp(token, { clientId, title: `Lines ${tag}` });

  await openSignedIn(page, DEMO.providerAdmin, `/rfp/${rfp.id}`);
  await expect(page.getByText('No lines yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add lines' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add lines' });
  // Saving with nothing chosen names both fields, from the same schema the API checks.
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Choose at least one property.')).toBeVisible();
  await expect(add.getByText('Choose at least one service.')).toBeVisible();
  const picker = add.getByRole('combobox', { name: 'Properties' });
  // The second property (by name) typed at once and chosen with ↓ Enter before the search answers:
  // the picker takes the answer to the whole name, never the first of the list shown before it.
  const [firstProperty, secondProperty] = properties.data;
  await typeFast(page, picker, secondProperty.name);
  await expect(add.getByText(`${secondProperty.name} (${secondProperty.code})`, { exact: true })).toBeVisible();
  await expect(add.getByText(`${firstProperty.name} (${firstProperty.code})`, { exact: true })).toHaveCount(0);
  await picker.fill(firstProperty.name);
  await page.getByRole('option', { name: `${firstProperty.name} (${firstProperty.code})` }).click();
  await page.keyboard.press('Tab');
  await add.getByRole('combobox', { name: 'Services' }).fill(DEMO_RFP_SERVICE);
  await page.getByRole('option', { name: DEMO_RFP_SERVICE, exact: true }).click();
  await page.keyboard.press('Tab');
  await expect(add.getByText('Up to 2 new lines: each property × each service.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'RFP draft, add lines modal');
  // A double click saves once: the second lands on a button already busy, and the lines are kept, not doubled.
  await add.getByRole('button', { name: 'Save' }).dblclick();
  await expectToast(page, 'Lines Added', '2 lines were added.');
  await expect(add).toHaveCount(0);

  const table = page.getByRole('table', { name: 'RFP lines' });
  const rows = table.getByRole('row').filter({ hasText: DEMO_RFP_SERVICE });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(scope.name);
  await expect(page.getByRole('tab', { name: 'Lines (2)' })).toBeVisible();

  const first = properties.data[0];
  if (!first) throw new Error('The demo client has no property.');
  await page.getByRole('button', { name: `Actions for ${first.name} ${DEMO_RFP_SERVICE}` }).click();
  await page.getByRole('menuitem', { name: 'Edit scope and figures' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit line' });
  await edit.getByRole('textbox', { name: 'Budget a year' }).fill('12000');
  await edit.getByRole('textbox', { name: 'Incumbent price a year' }).fill('12500.5');
  await expectNoSeriousA11yViolations(page, 'RFP draft, edit line modal');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Line Saved', 'Its scope of work and figures are saved.');
  const edited = rows.filter({ hasText: first.name });
  await expect(edited).toContainText('$12,000.00');
  await expect(edited).toContainText('$12,500.50');

  await page.getByRole('checkbox', { name: `Select ${first.name} ${DEMO_RFP_SERVICE}` }).check();
  await expect(page.getByRole('region', { name: 'RFP lines' })).toHaveAttribute('aria-busy', 'false');
  await expectNoSeriousA11yViolations(page, 'RFP draft, lines tab with a selection');
  await shotAt(page, 'rfp', 'draft-lines');
  await page.getByRole('button', { name: 'Remove 1 line' }).click();
  await page.getByRole('dialog', { name: 'Remove line' }).getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'Lines Removed', '1 line was taken out of the draft.');
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('tab', { name: 'Lines (1)' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove \d/ })).toHaveCount(0);
});
