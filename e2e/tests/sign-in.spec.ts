import { expect, test } from '@playwright/test';
import { expectNav, signIn } from '../support/browser.js';
import { DEMO_ACCOUNTS } from '../support/demo.js';

test.describe('sign-in and navigation of every demo user', () => {
  for (const account of DEMO_ACCOUNTS) {
    // One of them signs in on both databases and through the balancer of the scale-out run
    // (scale-out.config.ts); the others differ only in what the API answers, which its tests
    // check on both (docs/contributing.md "Both databases").
    const tag = account === DEMO_ACCOUNTS[0] ? ['@both', '@scale-out'] : [];
    test(`${account.email} lands on /dashboard with their navigation`, { tag }, async ({ page }) => {
      await signIn(page, account.email);

      await expect(page).toHaveURL('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${account.firstName}` })).toBeVisible();
      await expect(page.getByText(account.email, { exact: true })).toBeVisible();
      await expectNav(page, account.nav);
    });
  }

  test('wrong credentials keep the visitor on /login with an alert', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' })).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test('a signed-in visitor opening /login is sent to /dashboard', { tag: ['@both', '@scale-out'] }, async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS[0].email);
    await expect(page).toHaveURL('/dashboard');

    await page.goto('/login');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
  });
});
