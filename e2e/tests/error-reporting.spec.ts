import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startFakeSentry, type TFakeSentry } from '../../apps/api/test/fake-sentry.js';
import { DEMO_ACCOUNTS, PASSWORD, startTestApp, type TTestApp } from '../../apps/api/test/harness.js';

/*
 * With a DSN set, a server call that fails reaches the Sentry ingest twice, from the API and from
 * the browser, both tagged with the request id the browser was answered; the browser's call
 * carried the trace on. Without one, the page loads no SDK (docs/operations.md "Error reporting
 * (Sentry)"). The ingest is a fake on loopback (apps/api/test/fake-sentry.ts); the app with the
 * DSN runs in this process (apps/api/test/harness.ts), so the test can make one sign-in fail as a
 * broken server would, without a failure switch in the product.
 */

const builtWebApp = path.resolve(import.meta.dirname, '../../apps/web/dist');

let sentry: TFakeSentry;
let t: TTestApp;

test.describe('with a DSN', () => {
  test.beforeAll(async () => {
    // The app's modules load from source in this worker (the harness), a minute and more on a
    // busy 2-core machine before the app is built.
    test.setTimeout(180_000);
    sentry = await startFakeSentry();
    t = await startTestApp({ config: { SENTRY_DSN: sentry.dsn, WEB_DIST_DIR: builtWebApp } });
  });
  test.afterAll(async () => {
    await t?.close();
    // The API's SDK is global to this worker process, which runs other spec files next.
    const { close } = await import('@sentry/node');
    await close(2_000);
    await sentry?.close();
  });

  test('a failed server call arrives from the API and from the browser with one request id', async ({ page }) => {
    await page.goto(`${t.baseUrl}/login`);
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.providerAdmin);
    await page.getByLabel('Password').fill(PASSWORD);
    // The SDK loads after the first render; the call below must find it there to carry the trace.
    await expect.poll(() => page.evaluate(() => '__SENTRY__' in window)).toBe(true);

    const { logins } = t.services;
    const login = logins.login;
    logins.login = () => Promise.reject(new Error('the sign-in broke'));
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/auth/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const response = await answered;
    logins.login = login;

    expect(response.status()).toBe(500);
    const requestId = response.headers()['x-request-id'] ?? '';
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    // The product's own /v1 API gets the trace headers.
    const traceHeader = (await response.request().allHeaders())['sentry-trace'] ?? '';
    expect(traceHeader).toMatch(/^[0-9a-f]{32}-[0-9a-f]{16}/);

    const fromApi = await sentry.waitForEvent((e) => e.platform === 'node' && e.tags?.request_id === requestId);
    expect(fromApi.exception?.values?.[0]).toMatchObject({ type: 'Error', value: 'the sign-in broke' });
    expect(fromApi.tags?.route).toBe('POST /v1/auth/login');

    const fromBrowser = await sentry.waitForEvent((e) => e.platform === 'javascript' && e.tags?.request_id === requestId);
    expect(fromBrowser.exception?.values?.[0]).toMatchObject({ type: 'ApiError', value: 'An unknown error has occurred.' });
    expect(fromBrowser.tags?.status).toBe('500');
    // A session with an error sends its replay (100 % on error).
    await expect.poll(() => sentry.items.some((item) => item.type === 'replay_event'), { timeout: 15_000 }).toBe(true);
    // What the person typed stays on the page.
    expect(JSON.stringify(sentry.items)).not.toContain(PASSWORD);
  });
});

test('without a DSN the page loads no error-reporting SDK', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // The shared e2e app (support/start-app.ts) has no SENTRY_DSN.
  const document = await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await document?.text()).not.toContain('error-reporting-dsn');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => script.includes('error-reporting-sdk'))).toEqual([]);
  expect(await page.evaluate(() => '__SENTRY__' in window)).toBe(false);
});
