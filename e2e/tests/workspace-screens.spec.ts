import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { expectNav, mainNav } from '../support/browser.js';
import { DEMO, DEMO_ACCOUNTS } from '../support/demo.js';
import { openSignedIn } from '../support/signed-in.js';

/**
 * Screens follow who is looking (issue #17 point 6): a vendor's workspace has no Clients,
 * Property Maps or Bid Analysis Report in its sidebar (nor the routes), is not shown
 * "vendors awaiting approval", and its Scope Of Work page neither offers a new scope or the
 * assistant nor speaks the provider's words. The provider and the clients keep theirs.
 */

const SHOTS = '/tmp/shots/workspace-screens';
const PHONE = { width: 390, height: 844 };

const navOf = (email: string) => DEMO_ACCOUNTS.find((account) => account.email === email)?.nav ?? [];
const tile = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function openSow(page: Page) {
  await mainNav(page).getByRole('link', { name: 'Scope Of Work' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scope Of Work' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Client scopes' })).toHaveAttribute('aria-busy', 'false');
}

for (const email of [DEMO.vendorAdmin, DEMO.branchUser, DEMO.franchiseUser]) {
  test(`a vendor workspace (${email}) sees a vendor's sidebar, dashboard and Scope Of Work`, async ({ page }) => {
    await openSignedIn(page, email);
    await expectNav(page, navOf(email));
    for (const hidden of ['Clients', 'Property Maps', 'Bid Analysis Report']) {
      await expect(mainNav(page).getByRole('link', { name: hidden })).toHaveCount(0);
    }

    // The dashboard shows a vendor's work, not the provider's queue.
    await expect(tile(page, 'Invitations and bids due')).toBeVisible();
    await expect(tile(page, 'Vendors awaiting approval')).toHaveCount(0);

    await openSow(page);
    await expect(page.getByText('What you price: the scopes of work of the requests for proposal you are invited to.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'New scope' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Draft with the assistant' })).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Property' }).or(page.getByRole('combobox', { name: 'Property' }))).toHaveCount(0);
    await expect(page.getByText('No scopes of work for you yet')).toBeVisible();

    // Typed addresses are guarded as the sidebar is: the Clients and Property Maps screens do not open.
    for (const path of ['/client', '/property-map']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: /^(Clients|Property Maps)$/ })).toHaveCount(0);
    }
  });
}

test("the vendor admin's dashboard and Scope Of Work at 1280 and 390 px, axe clean", async ({ page }) => {
  await openSignedIn(page, DEMO.vendorAdmin);
  await expect(tile(page, 'Invitations and bids due')).toHaveAttribute('aria-busy', 'false');
  await expectNoSeriousA11yViolations(page, 'vendor dashboard');
  await page.screenshot({ path: `${SHOTS}/vendor-dashboard-1280.png`, fullPage: true });
  await openSow(page);
  await expectNoSeriousA11yViolations(page, 'vendor scope of work');
  await page.screenshot({ path: `${SHOTS}/vendor-sow-1280.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByText('No scopes of work for you yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'vendor scope of work (390px)');
  await page.screenshot({ path: `${SHOTS}/vendor-sow-390.png`, fullPage: true });
  await page.goto('/dashboard');
  await expect(tile(page, 'Invitations and bids due')).toHaveAttribute('aria-busy', 'false');
  await page.screenshot({ path: `${SHOTS}/vendor-dashboard-390.png`, fullPage: true });
});

test("the provider keeps the provider's words and actions", async ({ page }) => {
  await openSignedIn(page, DEMO.providerAdmin);
  await expectNav(page, navOf(DEMO.providerAdmin));
  await expect(tile(page, 'Vendors awaiting approval')).toBeVisible();
  await expect(tile(page, 'Certificates of insurance')).toBeVisible();
  await openSow(page);
  await expect(page.getByText("What vendors price: the provider's library of base texts per service")).toBeVisible();
  await expect(page.getByRole('link', { name: 'New scope' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Draft with the assistant' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Templates' })).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByText('The companies whose properties you look after')).toBeVisible();
});

for (const email of [DEMO.clientAdmin, DEMO.clientPm]) {
  test(`a client workspace (${email}) is spoken to as the client`, async ({ page }) => {
    await openSignedIn(page, email);
    await expectNav(page, navOf(email));
    await expect(tile(page, 'Annual contracted spend by service')).toBeVisible();
    await expect(tile(page, 'Certificates of insurance')).toHaveCount(0);
    await openSow(page);
    await expect(page.getByText('What vendors price: your scopes of work per service for your properties')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Library' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New scope' })).toHaveCount(email === DEMO.clientAdmin ? 1 : 0);
  });
}

test("a client's Scope Of Work at 1280 and 390 px, axe clean", async ({ page }) => {
  await openSignedIn(page, DEMO.clientAdmin);
  await openSow(page);
  await expectNoSeriousA11yViolations(page, 'client scope of work');
  await page.screenshot({ path: `${SHOTS}/client-sow-1280.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await expect(page.getByText('What vendors price: your scopes of work per service for your properties')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/client-sow-390.png`, fullPage: true });
});
