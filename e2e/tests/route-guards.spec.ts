import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { expectNav, mainNav } from '../support/browser.js';
import { DEMO, NAV_CLIENT_PROPERTY_MANAGER } from '../support/demo.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';

/** The screen at the desktop width and on a phone, for a person to look at. */

test.describe('route guards', () => {
  test('an unknown path while signed in says the page does not exist, inside the shell, with a way on', async ({ page }) => {
    await openSignedIn(page, DEMO.clientPm, '/no-such-page');
    await expect(page).toHaveURL('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/no-such-page', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Procura');
    await expect(mainNav(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'not found page');
    await shotAt(page, 'route-guards', 'not-found');
    // An unknown path below a module is unknown too (it used to fall back to the module's list).
    await page.goto('/property/some/where');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Casey' })).toBeVisible();
  });

  test('the site root still goes to the first permitted route', async ({ page }) => {
    await openSignedIn(page, DEMO.clientPm, '/');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Casey' })).toBeVisible();
  });

  for (const path of ['/contracts', '/role-management', '/settings', '/no-such-page']) {
    test(`an unauthenticated visit to ${path} goes to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(mainNav(page)).toHaveCount(0);
    });
  }

  test('a user without Role Management opening /role-management is told so on the unauthorized screen', async ({ page }) => {
    await openSignedIn(page, DEMO.clientPm);
    await expectNav(page, NAV_CLIENT_PROPERTY_MANAGER);

    await page.goto('/role-management');
    await expect(page).toHaveURL('/unauthorized');
    await expect(page.getByRole('heading', { level: 1, name: 'You don’t have access to this page' })).toBeVisible();
    await expect(page.getByText('/role-management', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'unauthorized screen naming the refused page');
    await shotAt(page, 'route-guards', 'unauthorized');

    // Deeper paths of the module are guarded too.
    await page.goto('/contact-management/anything');
    await expect(page).toHaveURL('/unauthorized');
    await expect(page.getByText('/contact-management/anything', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('a user with the permission opens the module route', async ({ page }) => {
    await openSignedIn(page, DEMO.clientAdmin);
    await mainNav(page).getByRole('link', { name: 'Role Management' }).click();
    await expect(page).toHaveURL('/role-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Role Management' })).toBeVisible();
  });

  test('/unauthorized shows its page with a way back', async ({ page }) => {
    await openSignedIn(page, DEMO.clientPm, '/unauthorized');

    await expect(page.getByRole('heading', { level: 1, name: 'You don’t have access to this page' })).toBeVisible();
    await expect(page).toHaveTitle('Access denied · Procura');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('/unauthorized while signed out goes to /login', async ({ page }) => {
    await page.goto('/unauthorized');
    await expect(page).toHaveURL('/login');
  });
});
