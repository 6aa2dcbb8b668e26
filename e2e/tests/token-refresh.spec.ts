import { expect, test, type Page, type Response } from '@playwright/test';
import { garbleAccessToken, getStorageItem, getStoredTokens, JWT_PATTERN, mainNav, signIn } from '../support/browser.js';
import { DEMO } from '../support/demo.js';
import { openSignedIn } from '../support/signed-in.js';

const jobsPanel = (page: Page) => page.getByRole('dialog', { name: 'Background jobs' });

/** Opens the background job panel, which calls GET /v1/background-jobs. */
async function openJobsPanel(page: Page) {
  await page.getByRole('button', { name: 'Background jobs', exact: true }).click();
}

test.describe('401 and the refresh cookie', { tag: '@both' }, () => {
  for (const remember of [false, true]) {
    const area = remember ? 'local' : 'session';
    test(`a garbled access token is refreshed silently, and a revoked refresh ends at /login (token in ${area}Storage)`, async ({ page }) => {
      await signIn(page, DEMO.vendorAdmin, { remember });
      await expect(mainNav(page)).toBeVisible();

      const jobCalls: Response[] = [];
      page.on('response', (r) => {
        if (new URL(r.url()).pathname === '/v1/background-jobs') jobCalls.push(r);
      });

      // 1. Bad access token, good refresh cookie: the page keeps working.
      // Listening first: the bell's poll may meet the garbled token before the test acts.
      const refreshed = page.waitForResponse((r) => r.url().endsWith('/v1/auth/refresh'));
      await garbleAccessToken(page, area);
      await openJobsPanel(page);
      expect((await refreshed).status()).toBe(200);

      await expect(jobsPanel(page).getByText('No background jobs')).toBeVisible();
      await expect(jobsPanel(page).getByRole('alert')).toHaveCount(0);
      // Whichever request met the garbled token first refreshed it — this list's, or the bell's
      // poll (every 5 s): the list was answered, after at most one 401 of its own.
      expect(jobCalls.at(-1)?.status()).toBe(200);
      expect(jobCalls.filter((r) => r.status() === 401).length).toBeLessThanOrEqual(1);
      const renewed = await getStoredTokens(page, area);
      expect(renewed?.accessToken).toMatch(JWT_PATTERN);
      await expect(page).toHaveURL('/dashboard');

      // The app moves on with the new token.
      await mainNav(page).getByRole('link', { name: 'Contracts' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();

      // 2. Revoke the refresh family behind the app's back, then garble again.
      const status = await page.evaluate(async () => (await fetch('/v1/auth/logout', { method: 'POST', credentials: 'include' })).status);
      expect(status).toBe(204);
      const refusedRefresh = page.waitForResponse((r) => r.url().endsWith('/v1/auth/refresh'));
      await garbleAccessToken(page, area);

      // The page change closed the panel (it never lies over the next page).
      await expect(jobsPanel(page)).toBeHidden();
      // Opening it asks again, unless the bell's poll asked first and the app has left already.
      const opened = openJobsPanel(page).catch(() => undefined);
      await Promise.race([opened, refusedRefresh]);
      expect((await refusedRefresh).status()).toBe(401);

      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      for (const where of ['local', 'session'] as const) {
        expect(await getStorageItem(page, where, 'authToken')).toBeNull();
      }
    });
  }
});

test('a reload while the profile is still loading keeps the session', { tag: '@both' }, async ({ page }) => {
  await openSignedIn(page, DEMO.providerAdmin);
  // The profile of the next load is held back, so the reload lands while it is in flight: the
  // browser cancels it, and a cancelled request is not the server refusing the session.
  let hold = true;
  let onHeld!: () => void;
  const held = new Promise<void>((resolve) => (onHeld = resolve));
  await page.route('**/v1/users/profile', async (route) => {
    if (hold) {
      onHeld();
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    }
    await route.continue().catch(() => undefined);
  });
  await page.goto('/contracts');
  await held;
  await expect(page.getByText('Loading…').first()).toBeVisible();
  hold = false;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
  await expect(page).toHaveURL(/\/contracts$/);
  expect(await getStoredTokens(page, 'session')).not.toBeNull();
});
