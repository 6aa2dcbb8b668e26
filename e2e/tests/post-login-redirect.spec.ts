import { expect, test } from '@playwright/test';
import { getStorageItem, setStorageItem, signIn } from '../support/browser.js';
import { DEMO } from '../support/demo.js';

test.describe('post-login redirect', () => {
  test('an unauthenticated visit to /download-sow-template?x=1 returns there after sign-in', async ({ page }) => {
    await page.goto('/download-sow-template?x=1');
    await expect(page).toHaveURL('/login');
    expect(JSON.parse((await getStorageItem(page, 'session', 'postLoginRedirect')) ?? 'null')).toEqual({
      pathname: '/download-sow-template',
      search: '?x=1',
    });

    await signIn(page, DEMO.providerAdmin);

    await expect(page).toHaveURL('/download-sow-template?x=1');
    await expect(page.getByRole('heading', { level: 1, name: 'SOW Template Download' })).toBeVisible();
    // Taken once: it does not send the next sign-in there again.
    expect(await getStorageItem(page, 'session', 'postLoginRedirect')).toBeNull();
  });

  test('an unauthenticated visit to /property-related-docs returns there after sign-in', async ({ page }) => {
    await page.goto('/property-related-docs');
    await expect(page).toHaveURL('/login');

    await signIn(page, DEMO.providerAdmin);

    await expect(page).toHaveURL('/property-related-docs');
    await expect(page.getByRole('heading', { level: 1, name: 'Property Documents' })).toBeVisible();
  });

  test('other protected paths are not remembered', async ({ page }) => {
    await page.goto('/contracts?x=1');
    await expect(page).toHaveURL('/login');
    expect(await getStorageItem(page, 'session', 'postLoginRedirect')).toBeNull();

    await signIn(page, DEMO.providerAdmin);
    await expect(page).toHaveURL('/dashboard');
  });

  for (const [what, value] of [
    ['corrupt JSON is discarded', '{"pathname": "/download-sow-te'],
    ['the wrong shape is discarded', JSON.stringify({ path: '/download-sow-template' })],
    ['an off-site target does not leave the app', JSON.stringify({ pathname: '//evil.example/x', search: '' })],
  ] as const) {
    test(`a saved redirect holding ${what}: sign-in lands on /dashboard`, async ({ page }) => {
      await page.goto('/login');
      await setStorageItem(page, 'session', 'postLoginRedirect', value);

      await signIn(page, DEMO.providerAdmin);

      await expect(page).toHaveURL('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
      expect(await getStorageItem(page, 'session', 'postLoginRedirect')).toBeNull();
    });
  }
});
