import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { publishRfpToDemoVendor } from '../support/bids.js';
import { mainNav } from '../support/browser.js';
import { DEMO } from '../support/demo.js';
import { uniqueTag } from '../support/people.js';
import { expectFitsPhone } from '../support/phone.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';

/*
 * A vendor's RFP inbox (issue 18 item 3): the invitation arrives as New, opening it makes it
 * Viewed, the vendor says it intends to bid, then declines with a reason the inbox shows.
 */

test('the vendor reads an RFP from its inbox, intends to bid, then declines with a reason', async ({ page }) => {
  const title = `Grounds ${uniqueTag('inbox')}`;
  const { rfp } = await publishRfpToDemoVendor(title);

  await openSignedIn(page, DEMO.vendorAdmin);
  await mainNav(page).getByRole('link', { name: 'Request For Proposal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request For Proposal' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search RFPs' }).fill(title);
  const table = page.getByRole('region', { name: 'RFP invitations' });
  const row = table.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('New');
  await expect(row).toContainText('Open for bids');
  await expect(row).toContainText(/in \d days/);
  // The row was there before the search answered: axe waits for the list to settle, not dimmed.
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === title);
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expectNoSeriousA11yViolations(page, 'vendor RFP inbox');
  await shotAt(page, 'bids', 'inbox');
  await expectFitsPhone(page, 'bids', 'inbox');

  await row.getByRole('link', { name: `${rfp.number} · ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${rfp.number} · ${title}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lines of the RFP' }).getByRole('row')).toHaveCount(3);
  await expect(page.getByText('CST').or(page.getByText('CDT')).first()).toBeVisible();
  await page.getByRole('button', { name: 'We intend to bid' }).click();
  await expect(page.getByText('Intends to bid', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'an RFP as the vendor reads it');
  await shotAt(page, 'bids', 'rfp');
  await expectFitsPhone(page, 'bids', 'rfp');

  await page.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline to bid' });
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog.getByText('Say why you decline: the buyer reads it.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the decline form with its error');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('No crew free in April.');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('You declined: No crew free in April.')).toBeVisible();

  await page.goBack();
  await expect(row).toContainText('Declined');
  await expect(row).toContainText('No crew free in April.');
});
