import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiPost, apiSignIn } from '../support/api.js';
import { DEMO } from '../support/demo.js';
import { emailFor, expectToast, uniqueTag } from '../support/people.js';
import { choosePdf, heading, isoDay, PHONE, waitForRegion } from '../support/vendors.js';
import { openSignedIn } from '../support/signed-in.js';

/**
 * Approving a vendor whose compliance is not in order says so first (issue #17, "Also"): the
 * provider can still approve it, knowingly. Once its W-9 and certificate are on file, the
 * confirmation is the plain one.
 */

const SHOTS = '/tmp/shots/vendor-approval';

test('approving a vendor without its compliance documents warns first; a compliant one does not', async ({ page }) => {
  test.slow();
  const tag = uniqueTag('approval');
  const name = `Cedar Ridge Paving ${tag}`;
  const token = await apiSignIn(DEMO.providerAdmin);
  const created = await apiPost(token, '/v1/vendors', { name, email: emailFor(`cedar-${tag}`), phoneCode: '+1', phoneNumber: null });
  await apiPost(token, `/v1/vendors/${created.id}/submit`, {});

  await openSignedIn(page, DEMO.providerAdmin);

  // From the approval queue, with nothing on file.
  await page.goto('/vendor?view=approval');
  await waitForRegion(page, 'Vendors awaiting approval');
  const queueRow = page.getByRole('table', { name: 'Vendors awaiting approval' }).getByRole('row', { name: new RegExp(name) });
  await queueRow.getByRole('button', { name: `Approve ${name}` }).click();
  const approve = page.getByRole('dialog', { name: 'Approve vendor' });
  await expect(approve.getByText('Compliance documents are missing')).toBeVisible();
  await expect(approve.getByText(/no current W-9 or no certificate of insurance on file/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'approve vendor with missing compliance');
  await page.screenshot({ path: `${SHOTS}/warning-1280.png` });
  await approve.getByRole('button', { name: 'Cancel' }).click();

  // On a phone, from its page.
  await page.setViewportSize(PHONE);
  await page.goto(`/vendor/${created.id}`);
  await expect(heading(page, name)).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(approve.getByText('Compliance documents are missing')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/warning-390.png` });
  await approve.getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 1280, height: 800 });

  // Its papers arrive: a W-9 and a certificate in force.
  await page.getByRole('tab', { name: 'Compliance' }).click();
  await page.getByRole('button', { name: 'Upload W-9' }).click();
  const w9 = page.getByRole('dialog', { name: 'Upload W-9' });
  await choosePdf(page, w9, 'w9-cedar.pdf');
  await w9.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Document Added', /Not compliant yet/);
  await page.getByRole('button', { name: 'Add certificate' }).click();
  const coi = page.getByRole('dialog', { name: 'Add certificate of insurance' });
  await choosePdf(page, coi, 'coi-cedar.pdf');
  await coi.getByLabel('Insurer').fill('Prairie State Casualty');
  await coi.getByLabel('Policy number').fill('GL-7781');
  await coi.getByLabel('Each occurrence').fill('2000000');
  await coi.getByLabel('Aggregate').fill('4000000');
  await coi.getByLabel('Effective date').fill(isoDay(-1));
  await coi.getByLabel('Expiry date').fill(isoDay(365));
  await coi.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Document Added', 'The vendor is compliant.');

  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(approve.getByText(`${name} becomes an approved vendor`)).toBeVisible();
  await expect(approve.getByRole('alert')).toHaveCount(0);
  await expect(approve.getByText('Compliance documents are missing')).toHaveCount(0);
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Vendor Approved', /./);
});
