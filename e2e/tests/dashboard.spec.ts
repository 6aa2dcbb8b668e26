import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiGet, apiPost, apiSignIn } from '../support/api.js';
import { DEMO } from '../support/demo.js';
import { readyDraftRfp } from '../support/rfp.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';

/**
 * The dashboard per kind of workspace (docs/product.md "Dashboard"): each tile loads on its own
 * and its figures open the list behind them with the filter in the URL.
 */

const TILES = {
  provider: [
    'Requests for proposal',
    'Bids to open and awards pending',
    'Vendors awaiting approval',
    'Certificates of insurance',
    'Contracts and notice deadlines',
    'Coverage of required services',
    'Recent activity',
  ],
  client: [
    'Coverage of required services',
    'Requests for proposal',
    'Contracts and notice deadlines',
    'Annual contracted spend by service',
    'Bids to open and awards pending',
    'Vendors awaiting approval',
  ],
  vendor: ['Invitations and bids due', 'Certificates of insurance', 'Contracts and notice deadlines', 'Questions answered'],
} as const;

const tile = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
/** A figure's link: its number, then its words. */
const figureLink = (page: Page, title: string, label: string) => tile(page, title).getByRole('link', { name: new RegExp(`^[\\d,.]+\\s*${label}$`) });

// Three dashboards of tiles loading at once, each opening a list: generous on a loaded machine.
test.describe.configure({ timeout: 120_000 });

async function expectTiles(page: Page, titles: readonly string[]) {
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
  await expect(page.locator('[data-tile]')).toHaveCount(titles.length);
  for (const title of titles) await expect(tile(page, title)).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByText('This tile could not be loaded.')).toHaveCount(0);
}

test('the provider’s tiles; vendors awaiting approval opens the filtered Vendors list', async ({ page }) => {
  await openSignedIn(page, DEMO.providerAdmin, '/dashboard');
  await expectTiles(page, TILES.provider);
  await expectNoSeriousA11yViolations(page, 'provider dashboard');
  await shotAt(page, 'dashboard', 'provider');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page, 'provider dashboard (390px)');
  await page.setViewportSize({ width: 1280, height: 800 });

  await figureLink(page, 'Vendors awaiting approval', 'Awaiting approval').click();
  await expect(page).toHaveURL(/\/vendor\?approvalStatus=PENDING_FOR_APPROVAL$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
});

test('a client’s tiles with its charts; RFPs open for bids open the list filtered to them', async ({ page }) => {
  await openSignedIn(page, DEMO.clientAdmin, '/dashboard');
  await expectTiles(page, TILES.client);
  await expect(tile(page, 'Coverage of required services').locator('.recharts-wrapper')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'client dashboard');
  await shotAt(page, 'dashboard', 'client');

  const published = figureLink(page, 'Requests for proposal', 'Open for bids');
  const count = parseInt(((await published.textContent()) ?? '').replace(/,/g, ''), 10);
  await published.click();
  await expect(page).toHaveURL(/\/rfp\?status=PUBLISHED$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Requests for Proposal' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Requests for proposal' })).toHaveAttribute('aria-busy', 'false');
  const rows = page.getByRole('table', { name: 'Requests for proposal' }).locator('tbody tr');
  await expect(rows).toHaveCount(Math.min(count, 10));
  for (const row of await rows.all()) await expect(row).toContainText('Open for bids');
});

test('a vendor’s tiles; invitations to answer open its open RFPs', async ({ page }) => {
  await openSignedIn(page, DEMO.vendorAdmin, '/dashboard');
  await expectTiles(page, TILES.vendor);
  await expect(page.getByRole('region', { name: 'Vendors awaiting approval' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'vendor dashboard');
  await shotAt(page, 'dashboard', 'vendor');

  await figureLink(page, 'Invitations and bids due', 'To answer').click();
  await expect(page).toHaveURL(/\/rfp\?status=PUBLISHED$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Request For Proposal' })).toBeVisible();
});

test('a parent vendor sees what its branch was sent, named and apart from its own; the branch sees only its own', async ({ page }) => {
  // Sent to GreenLeaf and its Denver branch, due sooner than any other spec's RFP, so it heads both lists.
  const provider = await apiSignIn(DEMO.providerAdmin);
  const title = `Branch dashboard ${Date.now().toString(36)}`;
  const { rfp } = await readyDraftRfp(provider, 'Northwind Residential', title, 2, 'GreenLeaf Grounds');
  const branchName = 'GreenLeaf Grounds – Denver';
  const branch = (await apiGet(provider, `/v1/vendors?search=${encodeURIComponent(branchName)}&limit=10`)).data.find((v) => v.name === branchName);
  if (!branch) throw new Error(`No vendor named ${branchName}`);
  await apiPost(provider, `/v1/rfp/${rfp.id}/invitations`, { vendorIds: [branch.id], overrideReason: 'The branch covers these properties.' });
  await apiPost(provider, `/v1/rfp/${rfp.id}/publish`, {});

  await openSignedIn(page, DEMO.vendorAdmin, '/dashboard');
  await expectTiles(page, TILES.vendor);
  const invitations = tile(page, 'Invitations and bids due');
  await expect(invitations.getByRole('listitem').filter({ hasText: 'Sent to your branches and franchises' })).toBeVisible();
  const rows = invitations.getByRole('listitem').filter({ hasText: title });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: branchName })).toContainText('Its branch or franchise answers');
  await expect(rows.filter({ hasNotText: branchName })).toContainText('To answer');
  await expectNoSeriousA11yViolations(page, 'vendor dashboard with a branch’s invitation');

  await openSignedIn(page, DEMO.branchUser, '/dashboard');
  await expectTiles(page, TILES.vendor);
  const own = tile(page, 'Invitations and bids due').getByRole('listitem').filter({ hasText: title });
  await expect(own).toHaveCount(1);
  await expect(own).toContainText('To answer');
  await expect(own).not.toContainText(branchName);
  await expect(tile(page, 'Invitations and bids due').getByText('Sent to your branches and franchises')).toHaveCount(0);
});
