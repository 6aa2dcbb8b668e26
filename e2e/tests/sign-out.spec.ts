import { expect, test } from '@playwright/test';
import { getStorageItem, mainNav, signIn } from '../support/browser.js';
import { DEMO } from '../support/demo.js';

test.describe('sign-out', () => {
  for (const remember of [true, false]) {
    test(`the user menu signs out to /login and clears the session (remember me ${remember ? 'on' : 'off'})`, async ({ page }) => {
      await signIn(page, DEMO.branchUser, { remember });
      await mainNav(page).getByRole('link', { name: 'Settings' }).click();
      await expect(page).toHaveURL('/settings');

      // Hold the server call so the loader's hint can be seen, then let it through.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/v1/auth/logout', async (route) => {
        await held;
        await route.continue();
      });
      const logout = page.waitForResponse((r) => r.url().endsWith('/v1/auth/logout'));

      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await expect(page.getByText('Signing out, please wait...')).toBeVisible();
      release();

      expect((await logout).status()).toBe(204);
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      for (const area of ['local', 'session'] as const) {
        expect(await getStorageItem(page, area, 'authToken')).toBeNull();
      }
      expect(await getStorageItem(page, 'local', 'rememberMe')).toBeNull();

      // Back does not bring protected content back.
      await page.goBack();
      await expect(page).toHaveURL('/login');
      await expect(mainNav(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

      // Nor does a reload: the refresh cookie is gone with the session.
      await page.goto('/settings');
      await expect(page).toHaveURL('/login');
    });
  }
});
