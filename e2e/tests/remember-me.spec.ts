import { expect, test } from '@playwright/test';
import { getStorageItem, getStoredTokens, JWT_PATTERN, mainNav, signIn } from '../support/browser.js';
import { DEMO } from '../support/demo.js';

test.describe('remember me', () => {
  test('with remember me the token is in localStorage and survives a new context', async ({ page, browser }) => {
    await signIn(page, DEMO.vendorAdmin, { remember: true });
    await expect(page).toHaveURL('/dashboard');

    expect(await getStorageItem(page, 'local', 'rememberMe')).toBe('true');
    const tokens = await getStoredTokens(page, 'local');
    expect(tokens?.accessToken).toMatch(JWT_PATTERN);
    expect(tokens?.idToken).toMatch(JWT_PATTERN);
    expect(tokens?.expiresAt).toBeGreaterThan(Date.now());
    expect(await getStorageItem(page, 'session', 'authToken')).toBeNull();

    // A browser restart keeps localStorage and the persistent refresh cookie.
    const state = await page.context().storageState();
    const restarted = await browser.newContext({ storageState: state });
    try {
      const again = await restarted.newPage();
      await again.goto('/dashboard');
      await expect(mainNav(again)).toBeVisible();
      await expect(again).toHaveURL('/dashboard');
    } finally {
      await restarted.close();
    }
  });

  test('without remember me the token is in sessionStorage only and is gone in a new tab or context', async ({ page, browser }) => {
    await signIn(page, DEMO.vendorAdmin);
    await expect(page).toHaveURL('/dashboard');

    expect(await getStorageItem(page, 'local', 'rememberMe')).toBe('false');
    expect(await getStorageItem(page, 'local', 'authToken')).toBeNull();
    const tokens = await getStoredTokens(page, 'session');
    expect(tokens?.accessToken).toMatch(JWT_PATTERN);

    // A reload keeps this tab's session.
    await page.reload();
    await expect(mainNav(page)).toBeVisible();

    // Another tab of the same browser does not share sessionStorage.
    const otherTab = await page.context().newPage();
    await otherTab.goto('/dashboard');
    await expect(otherTab).toHaveURL('/login');
    await expect(otherTab.getByRole('button', { name: 'Sign in' })).toBeVisible();

    // Nor does a new browser context started from what would be written to disk.
    const restarted = await browser.newContext({ storageState: await page.context().storageState() });
    try {
      const again = await restarted.newPage();
      await again.goto('/dashboard');
      await expect(again).toHaveURL('/login');
      expect(await getStorageItem(again, 'session', 'authToken')).toBeNull();
      expect(await getStorageItem(again, 'local', 'authToken')).toBeNull();
    } finally {
      await restarted.close();
    }
  });
});
