import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiPost, apiSignIn } from '../support/api.js';
import { mainNav } from '../support/browser.js';
import { DEMO } from '../support/demo.js';
import { uniqueTag } from '../support/people.js';
import { clientIdByName, createDraftRfp, hoursFromNow } from '../support/rfp.js';
import { expectFitsPhone } from '../support/phone.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';

/**
 * The buyer's RFP list (docs/rfp.md): status, the due time with how long is left, where the
 * invited vendors stand; search, status filter and sort live in the URL and survive a reload.
 * Also one of the scale-out run's specs (scale-out.config.ts).
 */
const tags = ['@both', '@scale-out'];
test('the provider finds its RFPs by search and status, with the due countdown, and the filters stay in the URL', { tag: tags }, async ({ page }) => {
  const tag = uniqueTag('rfpl');
  const token = await apiSignIn(DEMO.providerAdmin);
  const clientId = await clientIdByName(token, 'Northwind Residential');
  const open = await createDraftRfp(token, { clientId, title: `Snow removal ${tag}`, bidsDueAt: hoursFromNow(80), timeZone: 'America/Denver' });
  const cancelled = await createDraftRfp(token, { clientId, title: `Landscaping ${tag}` });
  await apiPost(token, `/v1/rfp/${cancelled.id}/cancel`, { reason: 'Budget moved to next year.' });

  await openSignedIn(page, DEMO.providerAdmin);
  await mainNav(page).getByRole('link', { name: 'Request For Proposal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Requests for Proposal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New RFP' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search RFPs' }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  const table = page.getByRole('table', { name: 'Requests for proposal' });
  const rows = table.getByRole('row').filter({ hasText: tag });
  await expect(rows).toHaveCount(2);
  const openRow = rows.filter({ hasText: `Snow removal ${tag}` });
  await expect(openRow).toContainText(open.number);
  await expect(openRow).toContainText('Draft');
  await expect(openRow).toContainText('MST');
  await expect(openRow.getByTestId('due-countdown')).toHaveText('in 3 days');
  await expect(openRow).toContainText('0 invited');
  await expect(rows.filter({ hasText: `Landscaping ${tag}` })).toContainText('Cancelled');
  await expect(page.getByRole('region', { name: 'Requests for proposal' })).toHaveAttribute('aria-busy', 'false');
  await expectNoSeriousA11yViolations(page, 'RFP list');
  await shotAt(page, 'rfp', 'list');
  await expectFitsPhone(page, 'rfp', 'list');

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Cancelled' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status=CANCELLED/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`Landscaping ${tag}`);

  await page.reload();
  await expect(table.getByRole('row').filter({ hasText: tag })).toHaveCount(1);
  await expect(page.getByRole('searchbox', { name: 'Search RFPs' })).toHaveValue(tag);
});
