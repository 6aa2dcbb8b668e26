import type { Page } from '@playwright/test';
import { STORAGE_KEYS, type TTokenResponse } from '@procura/shared';
import type { TStoredTokens } from './browser.js';
import { DEMO_PASSWORD } from './demo.js';

/**
 * Opens `path` already signed in as `email`, for tests that are not about signing in.
 *
 * It signs in through POST /v1/auth/login on the page's own request context, so the refresh
 * cookie lands in the browser as the form's sign-in leaves it, and stores the tokens the way
 * the web app does for a sign-in without "Remember me" (apps/web/src/lib/storage.ts setTokens:
 * this tab's sessionStorage). That spares each test the login page's load and the dashboard it
 * lands on before the test goes where it means to go (docs/contributing.md "Signing in").
 *
 * What the form does and this does not: seeding the rows-per-page preference from the profile.
 * The demo people keep the default; a test about that preference signs in with signIn().
 */
export async function openSignedIn(page: Page, email: string, path = '/', { password = DEMO_PASSWORD } = {}) {
  const response = await page.request.post('/v1/auth/login', { data: { email, password, rememberMe: false } });
  if (!response.ok()) throw new Error(`Signing in ${email} answered ${response.status()}: ${await response.text()}`);
  const tokens = (await response.json()) as TTokenResponse;
  const stored: TStoredTokens = { accessToken: tokens.accessToken, idToken: tokens.idToken, expiresAt: Date.now() + tokens.expiresIn * 1000 };

  // Written in the app's own document before its scripts run, so no page of its own is loaded
  // for it. The key marks this sign-in as placed, so a later load (a reload, or one after the app
  // signed out) keeps what the app did with the session, as a real tab would.
  const placed = `e2e-signed-in-${tokens.idToken.slice(-12)}`;
  await page.addInitScript(
    ({ keys, value, origin, marker }) => {
      if (window.top !== window || location.origin !== origin || sessionStorage.getItem(marker)) return;
      sessionStorage.setItem(marker, '1');
      localStorage.setItem(keys.rememberMe, 'false');
      localStorage.removeItem(keys.authToken);
      sessionStorage.setItem(keys.authToken, value);
    },
    { keys: STORAGE_KEYS, value: JSON.stringify(stored), origin: new URL(response.url()).origin, marker: placed },
  );
  // The form's sign-in returns once the app has the profile. So does this: the test starts from
  // a signed-in shell, as a person would after the form.
  const profile = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/users/profile' && r.request().method() === 'GET');
  await page.goto(path);
  await (await profile).finished();
}
