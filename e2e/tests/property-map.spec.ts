import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { mainNav } from '../support/browser.js';
import { DEMO } from '../support/demo.js';
import { pickOption } from '../support/people.js';
import { openMarkerPopup, waitForMarkers } from '../support/property-map.js';
import { openSignedIn } from '../support/signed-in.js';

/**
 * Property Maps (issue #8 item 6) on the demo portfolio: clusters and markers drawn from the
 * API's map points, a state filter kept in the URL, a marker's popup and its link to the
 * property. The map's rendered features are read through the handle the page sets under
 * browser automation (window.__procuraPropertyMap).
 */
const SHOTS = '/tmp/shots/property-map';

test.describe('Property Maps', () => {
  test('the provider sees the portfolio, filters by a state and opens a property from its marker', async ({ page }) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await openSignedIn(page, DEMO.providerAdmin);
    await mainNav(page).getByRole('link', { name: 'Property Maps' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Property Maps' })).toBeVisible();
    await waitForMarkers(page);
    const countText = page.getByTestId('map-count');
    await expect(countText).toHaveText(/^[1-9][\d,]* propert(y|ies) on the map$/);
    const allCount = Number((await countText.innerText()).replace(/\D/g, ''));
    await expect(page.getByText(/propert(y|ies) in view/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/desktop-1280.png` });

    const zoomOnAll = await page.evaluate(() => window.__procuraPropertyMap?.getZoom() ?? 0);

    // A state filter narrows the map and lands in the URL, in the list's parameter.
    await pickOption(page, page.getByRole('combobox', { name: 'State' }), 'Colorado');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/[?&]stateIds=\d+/);
    await expect.poll(async () => Number((await countText.innerText()).replace(/\D/g, ''))).toBeLessThan(allCount);
    await waitForMarkers(page);
    // The camera moves to the filtered properties.
    await expect.poll(() => page.evaluate(() => window.__procuraPropertyMap?.getZoom() ?? 0)).toBeGreaterThan(zoomOnAll + 1);
    const stateIds = new URL(page.url()).searchParams.get('stateIds');
    await expect(page.getByRole('link', { name: 'View as list' }).first()).toHaveAttribute('href', `/property?stateIds=${stateIds}`);
    await page.screenshot({ path: `${SHOTS}/desktop-1280-colorado.png` });

    // A marker opens its popup; the popup links to the property.
    await openMarkerPopup(page);
    const openProperty = page.getByRole('link', { name: 'Open property' });
    await expect(page.locator('.maplibregl-popup').getByRole('heading', { level: 2 })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/desktop-1280-popup.png` });
    await openProperty.click();
    await expect(page).toHaveURL(/\/property\/[0-9a-f-]{36}$/);
  });

  test('an empty result and a failed load say so', async ({ page }) => {
    await openSignedIn(page, DEMO.providerAdmin, '/property-map?search=no-such-property-anywhere-zz');
    await expect(page.getByRole('heading', { name: 'No properties with coordinates match these filters' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(page).toHaveURL(/\/property-map$/);
    await waitForMarkers(page);

    await page.route('**/v1/properties/map-points*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'The map could not be loaded' })).toBeVisible({ timeout: 30_000 });
    await page.unroute('**/v1/properties/map-points*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await waitForMarkers(page);
  });
});

test.describe('Property Maps on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the map fills the screen; the filters open in a drawer', async ({ page }) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await openSignedIn(page, DEMO.providerAdmin, '/property-map');
    await waitForMarkers(page);
    await page.screenshot({ path: `${SHOTS}/phone-390.png` });
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter the map' });
    await expect(drawer.getByRole('combobox', { name: 'State' })).toBeVisible();
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
    );
    await page.screenshot({ path: `${SHOTS}/phone-390-filters.png` });
    await drawer.getByRole('button', { name: 'Show on map' }).click();
    await expect(drawer).toHaveCount(0);
  });
});
