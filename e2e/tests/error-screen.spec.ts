import { expect, test, type Page, type Route } from '@playwright/test';
import { mainNav } from '../support/browser.js';
import { DEMO } from '../support/demo.js';
import { APP_URL } from '../support/ports.js';
import { openSignedIn } from '../support/signed-in.js';

/**
 * The generic error screen and the stale-chunk reload of apps/web/src/app/errors/RouteErrorBoundary.tsx
 * and apps/web/src/lib/chunk-reload.ts: a lazy chunk that fails to load reloads the page once; when it
 * fails again right after, the error screen shows instead.
 */

/** The lazily loaded chunk of the Contracts screens (apps/web/src/app/router/module-routes.tsx). */
const CONTRACTS_CHUNK = /\/assets\/ContractRoutes-[\w-]+\.js$/;
const LOGIN_CHUNK = /\/assets\/LoginPage-[\w-]+\.js$/;
const NEW_VERSION_MESSAGE = 'Please wait... Your app will reload with the latest version.';
const GENERIC_ERROR_TITLE = 'Ooops, something went wrong :(';
const CHUNK_ERROR_MESSAGE = /Failed to fetch dynamically imported module/;

/** The request never gets an answer (network failure). */
const abort = (route: Route) => route.abort('failed');
/** The real server is asked for a file a new release deleted. */
const askForDeletedFile = (route: Route) => route.continue({ url: `${APP_URL}/assets/deleted-by-new-release-0000.js` });

/**
 * Breaks a chunk while `breaking()` holds; returns how often it was broken so far. A screen's chunk
 * may be asked for more than once in one page life (its modulepreload, then the import), so tests
 * count page lives (document loads), not requests.
 */
async function breakChunk(page: Page, chunk: RegExp, breaking: () => boolean, how: (route: Route) => Promise<void>) {
  let broken = 0;
  await page.route(chunk, async (route) => {
    if (!breaking()) return route.continue();
    broken += 1;
    await how(route);
  });
  return () => broken;
}

/** Paths of the documents the page loads from now on (first load and reloads). */
function recordDocumentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads.push(new URL(r.url()).pathname);
  });
  return loads;
}

test.describe('error screens', () => {
  test('a lazy chunk that fails once shows the reload message, reloads, and the page then loads', async ({ page }) => {
    await openSignedIn(page, DEMO.clientAdmin);
    // Broken until the page reloads: the chunk fails in the first page life only.
    const loads = recordDocumentLoads(page);
    const broken = await breakChunk(page, CONTRACTS_CHUNK, () => loads.length === 0, abort);
    const reload = page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/contracts');

    await mainNav(page).getByRole('link', { name: 'Contracts' }).click();
    await expect(page.getByText(NEW_VERSION_MESSAGE)).toBeVisible();
    await reload;

    await expect(page).toHaveURL('/contracts');
    await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'By property' })).toBeVisible();
    await expect(page.getByText(NEW_VERSION_MESSAGE)).toHaveCount(0);
    expect(loads).toEqual(['/contracts']);
    expect(broken()).toBeGreaterThanOrEqual(1);
  });

  test('a deleted lazy chunk reloads once, then shows the error screen in the shell; Refresh opens /', async ({ page }) => {
    await openSignedIn(page, DEMO.clientAdmin);
    const loads = recordDocumentLoads(page);
    const broken = await breakChunk(page, CONTRACTS_CHUNK, () => true, askForDeletedFile);

    await mainNav(page).getByRole('link', { name: 'Contracts' }).click();
    await expect(page.getByText(NEW_VERSION_MESSAGE)).toBeVisible();

    const errorTitle = page.getByRole('heading', { name: GENERIC_ERROR_TITLE });
    await expect(errorTitle).toBeVisible();
    await expect(page.getByText(CHUNK_ERROR_MESSAGE)).toBeVisible();
    await expect(page.getByText(NEW_VERSION_MESSAGE)).toHaveCount(0);
    await expect(page).toHaveURL('/contracts');
    // One reload, not a loop.
    expect(loads).toEqual(['/contracts']);
    // Asked for in both page lives.
    expect(broken()).toBeGreaterThanOrEqual(2);
    // The error sits inside the shell: the navigation stays usable.
    await expect(mainNav(page)).toBeVisible();

    const root = page.waitForRequest((r) => r.isNavigationRequest() && r.frame() === page.mainFrame());
    await page.getByRole('button', { name: 'Refresh' }).click();
    expect((await root).url()).toBe(`${APP_URL}/`);
  });

  test('a page chunk failing before sign-in shows the full-screen error after one reload', async ({ page }) => {
    await breakChunk(page, LOGIN_CHUNK, () => true, abort);
    const loads = recordDocumentLoads(page);

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: GENERIC_ERROR_TITLE })).toBeVisible();
    await expect(page.getByText(CHUNK_ERROR_MESSAGE)).toBeVisible();
    expect(loads).toEqual(['/login', '/login']);
    await expect(mainNav(page)).toHaveCount(0);

    const root = page.waitForRequest((r) => r.isNavigationRequest() && r.frame() === page.mainFrame());
    await page.getByRole('button', { name: 'Refresh' }).click();
    expect((await root).url()).toBe(`${APP_URL}/`);
  });

  test('the site root that Refresh opens serves the app and lands on the first permitted route', async ({ page }) => {
    await openSignedIn(page, DEMO.clientAdmin);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Morgan' })).toBeVisible();
  });
});
