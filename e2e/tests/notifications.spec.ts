import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiPost, apiPut, apiSignIn } from '../support/api.js';
import { publishRfpToDemoVendor } from '../support/bids.js';
import { DEMO } from '../support/demo.js';
import { expectToast, uniqueTag } from '../support/people.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';

/*
 * Notifications (docs/notifications.md): a bid the vendor submits in its own browser raises the
 * provider's bell in another, without a reload; the list opens the RFP; the e-mail settings are
 * kept in Settings. Axe at 1280 and 390 px.
 */
test('a bid submitted by the vendor raises the provider’s bell, and the list opens the RFP', async ({ page, browser }) => {
  test.slow();
  const tag = uniqueTag('notify');
  const { rfp, lines } = await publishRfpToDemoVendor(`Notified ${tag}`, 1);
  const provider = await apiSignIn(DEMO.providerAdmin);
  await apiPost(provider, '/v1/notifications/read-all', {});

  await openSignedIn(page, DEMO.providerAdmin, '/settings');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // The vendor, signed in in a browser of its own, submits its bid.
  const vendorContext = await browser.newContext();
  const vendorPage = await vendorContext.newPage();
  await openSignedIn(vendorPage, DEMO.vendorAdmin, `/rfp/${rfp.id}`);
  const vendor = await apiSignIn(DEMO.vendorAdmin);
  await apiPut(vendor, `/v1/rfp/${rfp.id}/bid`, { lines: [{ rfpLineId: lines[0].id, price: 420, unit: 'PER_MONTH' }] });
  await apiPost(vendor, `/v1/rfp/${rfp.id}/bid/submit`, {});
  await vendorContext.close();

  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 30_000 });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const item = panel.getByRole('button', { name: new RegExp(`^Bid submitted on ${rfp.number} New`) });
  await expect(item).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the notification list at 1280 px');
  await shotAt(page, 'notifications', 'bell-1280', panel);
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/rfp/${rfp.id}$`));
  await expect(bell).toHaveAccessibleName('Notifications');

  await page.setViewportSize({ width: 390, height: 844 });
  await bell.click();
  await expect(panel.getByRole('button', { name: new RegExp(`^Bid submitted on ${rfp.number}`) })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the notification list at 390 px');
  await shotAt(page, 'notifications', 'bell-390', panel);
});

test('the e-mail settings per kind are kept', async ({ page }) => {
  test.slow();
  await openSignedIn(page, DEMO.providerCoordinator, '/settings');
  const bidSubmitted = page.getByRole('combobox', { name: 'A bid is submitted' });
  await expect(bidSubmitted).toHaveValue('At once');
  await bidSubmitted.click();
  await page.getByRole('option', { name: 'Daily digest' }).click();
  await page.getByRole('button', { name: 'Save notification settings' }).click();
  await expectToast(page, 'Notification settings saved', 'from now on');
  await expectNoSeriousA11yViolations(page, 'the notification settings at 1280 px');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'A bid is submitted' })).toHaveValue('Daily digest');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page, 'the notification settings at 390 px');
  // Back as it was, for the next run on the same database.
  await apiPut(await apiSignIn(DEMO.providerCoordinator), '/v1/notifications/preferences', { data: [{ kind: 'bid_submitted', email: 'immediate' }] });
});
