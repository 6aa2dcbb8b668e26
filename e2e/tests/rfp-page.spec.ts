import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiGet, apiSignIn } from '../support/api.js';
import { DEMO } from '../support/demo.js';
import { expectToast, uniqueTag } from '../support/people.js';
import { createDraftRfp, clientIdByName, readyDraftRfp } from '../support/rfp.js';
import { expectFitsPhone } from '../support/phone.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';

/**
 * One RFP's page (docs/rfp.md "Lifecycle"): its lines, invited vendors and sealed bids, and the
 * moves its `abilities` allow — publish, close by hand, open bids, cancel with a reason — each
 * in the history.
 */
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('the provider publishes a ready draft, closes it by hand and opens its bids; every move is in the history', async ({ page }) => {
  test.slow();
  const tag = uniqueTag('rfpp');
  const token = await apiSignIn(DEMO.providerAdmin);
  const ready = await readyDraftRfp(token, 'Northwind Residential', `Grounds ${tag}`);

  await openSignedIn(page, DEMO.providerAdmin, `/rfp/${ready.rfp.id}`);
  await expect(heading(page, `Grounds ${tag}`)).toBeVisible();
  await expect(page.getByText('Not ready to publish')).toHaveCount(0);
  const lines = page.getByRole('table', { name: 'RFP lines' });
  await expect(lines.getByRole('row').filter({ hasText: ready.serviceName })).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'RFP lines' })).toHaveAttribute('aria-busy', 'false');
  await expectNoSeriousA11yViolations(page, 'RFP page, draft, lines tab');
  await shotAt(page, 'rfp', 'page-draft');
  await expectFitsPhone(page, 'rfp', 'page-draft');

  await page.getByRole('tab', { name: /^Vendors/ }).click();
  await expect(page).toHaveURL(`/rfp/${ready.rfp.id}/vendors`);
  await expect(page.getByRole('table', { name: 'Invited vendors' }).getByRole('row').filter({ hasText: ready.vendorName })).toContainText('Invited');

  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('dialog', { name: 'Publish RFP' }).getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'RFP Published', 'The invited vendors can read it and bid until the due time.');
  await expect(page.getByText('Open for bids')).toBeVisible();

  await page.getByRole('tab', { name: /^Bids/ }).click();
  await expect(page.getByText('You see who has submitted and when, never the amounts')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bids' })).toHaveAttribute('aria-busy', 'false');
  await expectNoSeriousA11yViolations(page, 'RFP page, open, sealed bids tab');
  await shotAt(page, 'rfp', 'page-bids-sealed');
  await expectFitsPhone(page, 'rfp', 'page-bids-sealed');

  await page.getByRole('button', { name: 'Close now' }).click();
  await page.getByRole('dialog', { name: 'Close RFP now' }).getByRole('button', { name: 'Close now' }).click();
  await expectToast(page, 'RFP Closed', 'No more bids are taken.');
  await expect(page.getByText('Bidding is over. Open the bids to see their amounts')).toBeVisible();

  await page.getByRole('button', { name: 'Open bids' }).click();
  await page.getByRole('dialog', { name: 'Open bids' }).getByRole('button', { name: 'Open bids' }).click();
  await expectToast(page, 'Bids Opened', 'The amounts are visible to your team now');
  await expect(page.getByRole('button', { name: 'Open bids' })).toHaveCount(0);
  await expect(page.getByText('Compare the amounts in the Bid Analysis Report.')).toBeVisible();

  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('list', { name: 'RFP history' });
  for (const move of ['Bids opened', 'Closed', 'Published', 'Vendors invited', 'Lines added', 'Created'])
    await expect(history.getByText(move, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'RFP page, history tab');
});

test('a draft says in words why it cannot be published, cancelling asks for the reason, and a draft can be deleted', async ({ page }) => {
  const tag = uniqueTag('rfpc');
  const token = await apiSignIn(DEMO.providerAdmin);
  const clientId = await clientIdByName(token, 'Northwind Residential');
  const draft = await createDraftRfp(token, { clientId, title: `Empty ${tag}` });
  const unwanted = await createDraftRfp(token, { clientId, title: `Unwanted ${tag}` });

  await openSignedIn(page, DEMO.providerAdmin, `/rfp/${draft.id}`);
  await expect(heading(page, `Empty ${tag}`)).toBeVisible();
  await expect(page.getByText('Add at least one property and service before publishing.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await expect(page.getByText('No lines yet')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel RFP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel RFP' });
  await dialog.getByRole('button', { name: 'Cancel RFP' }).click();
  await expect(dialog.getByText('Say why the RFP is cancelled')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'cancel RFP modal with its error');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The client chose to renew the current contracts.');
  await dialog.getByRole('button', { name: 'Cancel RFP' }).click();
  await expectToast(page, 'RFP Cancelled', 'The invited vendors are told why.');
  // The closing modal still shows the typed reason while it fades out.
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('The client chose to renew the current contracts.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel RFP' })).toHaveCount(0);

  await page.goto(`/rfp/${unwanted.id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete draft' }).getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'RFP Deleted', 'The draft, its lines and invitations are gone.');
  await expect(page).toHaveURL('/rfp');
  expect((await apiGet(token, `/v1/rfp?search=${encodeURIComponent(`Unwanted ${tag}`)}`)).total).toBe(0);
});
