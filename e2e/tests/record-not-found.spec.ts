import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiGet, apiSignIn } from '../support/api.js';
import { DEMO } from '../support/demo.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';

/*
 * Issue #17 point 5: a detail page whose record is gone or not shared says so, and a malformed
 * id says the link is broken, without a Try again that could never help.
 */

const GONE = '00000000-0000-4000-8000-000000000000';

async function expectMissing(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('This list could not be loaded')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
}

async function expectBrokenLink(page: Page, path: string, backLabel: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'This link is broken' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Back to ${backLabel}` })).toBeVisible();
}

test.describe('detail pages of records that are not there', () => {
  test('gone, not shared, or a broken link: each says which, for every kind of record', async ({ page }) => {
    await openSignedIn(page, DEMO.providerAdmin);
    await expectMissing(page, `/client/${GONE}`, 'Client not found or not shared with you');
    await expectNoSeriousA11yViolations(page, 'client not found');
    await shotAt(page, 'record-not-found', 'client-missing');
    await expectMissing(page, `/vendor/${GONE}`, 'Vendor not found or not shared with you');
    await expectMissing(page, `/property/${GONE}`, 'Property not found or not shared with you');
    await expectMissing(page, `/sow/scopes/${GONE}`, 'Scope not found or not shared with you');
    await expectMissing(page, `/sow/library/${GONE}`, 'Library text not found or not shared with you');

    await expectBrokenLink(page, '/client/not-an-id', 'Clients');
    await expectNoSeriousA11yViolations(page, 'broken client link');
    await shotAt(page, 'record-not-found', 'client-broken-link');
    await expectBrokenLink(page, '/vendor/12345', 'Vendors');
    await expectBrokenLink(page, '/property/12345', 'Property Lists');
    await expectBrokenLink(page, '/property/12345/edit', 'Property Lists');
    await expectBrokenLink(page, '/sow/scopes/abc', 'Scope Of Work');
    await page.getByRole('link', { name: 'Back to Scope Of Work' }).click();
    await expect(page).toHaveURL('/sow');
  });

  test("another client's record is not shared with a client's property manager", async ({ page }) => {
    const token = await apiSignIn(DEMO.providerAdmin);
    const clients = await apiGet(token, '/v1/clients?search=Harborview&limit=5');
    const other = clients.data.find((client) => client.name.startsWith('Harborview'));
    expect(other, 'the demo world has the Harborview client').toBeDefined();
    await openSignedIn(page, DEMO.clientPm);
    await expectMissing(page, `/client/${other?.id ?? ''}`, 'Client not found or not shared with you');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
  });
});
