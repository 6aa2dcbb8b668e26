import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO } from '../support/demo.js';
import { waitForRegion } from '../support/vendors.js';
import { openSignedIn } from '../support/signed-in.js';

/**
 * One status-badge style (issue #17 point 9): a vendor's approval, status and compliance, a
 * person's, a property's, a client's and a scope's status all look alike — only word and
 * colour differ.
 */

interface TBadgeLook {
  variant: string | null;
  height: string;
  borderRadius: string;
  borderWidth: string;
  fontWeight: string;
  textTransform: string;
}

async function lookOf(badge: Locator): Promise<TBadgeLook> {
  await expect(badge).toBeVisible();
  return badge.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      variant: element.getAttribute('data-variant'),
      height: style.height,
      borderRadius: style.borderRadius,
      borderWidth: style.borderTopWidth,
      fontWeight: style.fontWeight,
      textTransform: style.textTransform,
    };
  });
}

const badgeIn = (scope: Locator, text: string | RegExp) => scope.locator('.mantine-Badge-root', { hasText: text }).first();
const firstRow = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr').first();

test('statuses look the same on every list', async ({ page }) => {
  await openSignedIn(page, DEMO.providerAdmin);
  const looks: Record<string, TBadgeLook> = {};

  await page.goto('/vendor?search=GreenLeaf%20Grounds&vendorType=VENDOR');
  await waitForRegion(page, 'Vendors');
  const vendor = page
    .getByRole('table', { name: 'Vendors' })
    .getByRole('row', { name: /GreenLeaf Grounds/ })
    .first();
  looks['vendor approval'] = await lookOf(badgeIn(vendor, 'Approved'));
  looks['vendor status'] = await lookOf(badgeIn(vendor, 'Active'));
  looks['vendor compliance'] = await lookOf(badgeIn(vendor, /Compliant|Expiring|Expired|Missing/));

  await page.goto('/contact-management');
  await waitForRegion(page, 'Contacts');
  looks['person status'] = await lookOf(badgeIn(firstRow(page, 'Contacts'), /^(Active|Pending|Inactive)$/));

  await page.goto('/property');
  await waitForRegion(page, 'Properties');
  looks['property status'] = await lookOf(badgeIn(firstRow(page, 'Properties'), /^(Active|Inactive)$/));

  await page.goto('/client');
  await waitForRegion(page, 'Clients');
  looks['client status'] = await lookOf(badgeIn(firstRow(page, 'Clients'), /^(Active|Inactive)$/));

  await page.goto('/sow');
  await waitForRegion(page, 'Client scopes');
  looks['scope status'] = await lookOf(badgeIn(firstRow(page, 'Client scopes'), /^(Draft|Active|Archived)$/));

  const reference = looks['vendor status'];
  for (const [name, look] of Object.entries(looks)) expect(look, name).toEqual(reference);
  expect(reference?.variant).toBe('light');
});
