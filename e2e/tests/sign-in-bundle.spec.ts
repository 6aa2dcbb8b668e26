import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * The sign-in page is the first download of every visit: its JavaScript has a budget, and
 * this check fails the build past it (issue #17 point 10). Sizes are gzip's, as served.
 *
 * - Initial: the scripts the HTML itself loads (entry and module preloads) — React, the
 *   router, Mantine's core, the query cache and the toasts, but neither zod nor the store.
 * - Sign-in page: everything loaded until the form is ready, the page's own chunks included.
 *   zod arrives with the first keystroke, not with the page.
 */
const INITIAL_BUDGET_KIB = 160;
const SIGN_IN_PAGE_BUDGET_KIB = 185;

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

test('the sign-in page stays within its JavaScript budget', async ({ page }) => {
  const scripts = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        scripts.set(new URL(response.url()).pathname, zlib.gzipSync(body).length);
      }),
    );
  });

  const document = await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);

  const html = (await document?.text()) ?? '';
  const initialPaths = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  expect(initialPaths.length).toBeGreaterThan(0);
  for (const path of initialPaths) expect(scripts.has(path), `${path} was loaded`).toBe(true);

  const initial = initialPaths.reduce((sum, path) => sum + (scripts.get(path) ?? 0), 0);
  const whole = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  test
    .info()
    .annotations.push({ type: 'sign-in JavaScript (gzip)', description: `initial ${kib(initial)} KiB, page ${kib(whole)} KiB in ${scripts.size} files` });
  expect(kib(initial), 'initial JavaScript (KiB, gzip)').toBeLessThanOrEqual(INITIAL_BUDGET_KIB);
  expect(kib(whole), 'sign-in page JavaScript (KiB, gzip)').toBeLessThanOrEqual(SIGN_IN_PAGE_BUDGET_KIB);

  // The schema that arrives later still checks the form before anything is sent.
  let signInCalls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v1/auth/login') signInCalls += 1;
  });
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  expect(signInCalls).toBe(0);
});
