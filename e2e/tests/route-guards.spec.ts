import { expect, test } from '@playwright/test';
import { expectNav, mainNav, signIn } from '../support/browser.js';
import { DEMO, NAV_CLIENT_PROPERTY_MANAGER } from '../support/demo.js';

test.describe('route guards', () => {
  test('an unknown path while signed in goes to the first permitted route', async ({ page }) => {
    await signIn(page, DEMO.clientPm);
    await page.goto('/no-such-page');
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

  test('a user without Role Management opening /role-management is sent to their first permitted route', async ({ page }) => {
    await signIn(page, DEMO.clientPm);
    await expectNav(page, NAV_CLIENT_PROPERTY_MANAGER);

    await page.goto('/role-management');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Casey' })).toBeVisible();

    // Deeper paths of the module are guarded too.
    await page.goto('/contact-management/anything');
    await expect(page).toHaveURL('/dashboard');
  });

  test('a user with the permission opens the module route', async ({ page }) => {
    await signIn(page, DEMO.clientAdmin);
    await mainNav(page).getByRole('link', { name: 'Role Management' }).click();
    await expect(page).toHaveURL('/role-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Role Management' })).toBeVisible();
  });

  test('/unauthorized shows its page with a way back', async ({ page }) => {
    await signIn(page, DEMO.clientPm);
    await page.goto('/unauthorized');

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
