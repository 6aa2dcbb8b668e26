import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import '../bench/map-handle.js';
import { mainNav, signIn } from '../support/browser.js';
import { DEMO } from '../support/demo.js';
import { pickOption } from '../support/people.js';

/**
 * Property Maps (issue #8 item 6) on the demo portfolio: clusters and markers drawn from the
 * API's map points, a state filter kept in the URL, a marker's popup and its link to the
 * property. The map's rendered features are read through the handle the page sets under
 * browser automation (window.__procuraPropertyMap).
 */
const SHOTS = '/tmp/shots/property-map';
const MARKER_LAYERS = ['property-clusters', 'property-points'];

async function renderedMarkerCount(page: Page): Promise<number> {
  return page.evaluate((layers) => window.__procuraPropertyMap?.queryRenderedFeatures({ layers }).length ?? 0, MARKER_LAYERS);
}

async function waitForMarkers(page: Page) {
  await expect.poll(() => renderedMarkerCount(page), { timeout: 30_000 }).toBeGreaterThan(0);
  await page.waitForFunction(() => window.__procuraPropertyMap?.loaded() ?? false);
}

/** The screen position of a single property's marker, zooming into clusters (by clicking them) until one shows. */
async function findMarker(page: Page): Promise<{ x: number; y: number }> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    await page.waitForFunction(() => window.__procuraPropertyMap?.loaded() ?? false);
    const target = await page.evaluate(() => {
      const map = window.__procuraPropertyMap;
      if (!map) return null;
      const box = map.getCanvas().getBoundingClientRect();
      const inside = (p: { x: number; y: number }) => p.x > 40 && p.y > 80 && p.x < box.width - 60 && p.y < box.height - 60;
      const pick = (layer: string) =>
        map
          .queryRenderedFeatures({ layers: [layer] })
          .map((feature) => map.project(feature.geometry.coordinates))
          .find(inside);
      const point = pick('property-points');
      if (point) return { kind: 'point', x: box.left + point.x, y: box.top + point.y };
      const cluster = pick('property-clusters');
      return cluster ? { kind: 'cluster', x: box.left + cluster.x, y: box.top + cluster.y } : null;
    });
    if (!target) throw new Error('No marker on the map');
    if (target.kind === 'point') return target;
    await page.mouse.click(target.x, target.y);
    // A stack of properties at one spot opens a popup instead of zooming: that is a marker too.
    const popupLink = page.getByRole('link', { name: 'Open property' });
    if (await popupLink.waitFor({ timeout: 1_500 }).then(() => true, () => false)) return target;
  }
  throw new Error('Zooming into clusters never reached a single marker');
}

test.describe('Property Maps', () => {
  test('the provider sees the portfolio, filters by a state and opens a property from its marker', async ({ page }) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await signIn(page, DEMO.providerAdmin);
    await mainNav(page).getByRole('link', { name: 'Property Maps' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Property Maps' })).toBeVisible();
    await waitForMarkers(page);
    const countText = page.getByTestId('map-count');
    await expect(countText).toHaveText(/^[1-9][\d,]* propert(y|ies) on the map$/);
    const allCount = Number((await countText.innerText()).replace(/\D/g, ''));
    await expect(page.getByText(/propert(y|ies) in view/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/desktop-1280.png` });

    // A state filter narrows the map and lands in the URL, in the list's parameter.
    await pickOption(page, page.getByRole('combobox', { name: 'State' }), 'Colorado');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/[?&]stateIds=\d+/);
    await expect.poll(async () => Number((await countText.innerText()).replace(/\D/g, ''))).toBeLessThan(allCount);
    await waitForMarkers(page);
    const stateIds = new URL(page.url()).searchParams.get('stateIds');
    await expect(page.getByRole('link', { name: 'View as list' }).first()).toHaveAttribute('href', `/property?stateIds=${stateIds}`);
    await page.screenshot({ path: `${SHOTS}/desktop-1280-colorado.png` });

    // A marker opens its popup; the popup links to the property.
    const marker = await findMarker(page);
    const openProperty = page.getByRole('link', { name: 'Open property' });
    if (!(await openProperty.isVisible())) await page.mouse.click(marker.x, marker.y);
    await expect(openProperty).toBeVisible();
    await expect(page.locator('.maplibregl-popup').getByRole('heading', { level: 2 })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/desktop-1280-popup.png` });
    await openProperty.click();
    await expect(page).toHaveURL(/\/property\/[0-9a-f-]{36}$/);
  });

  test('an empty result and a failed load say so', async ({ page }) => {
    await signIn(page, DEMO.providerAdmin);
    await page.goto('/property-map?search=no-such-property-anywhere-zz');
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
    await signIn(page, DEMO.providerAdmin);
    await page.goto('/property-map');
    await waitForMarkers(page);
    await page.screenshot({ path: `${SHOTS}/phone-390.png` });
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter the map' });
    await expect(drawer.getByRole('combobox', { name: 'State' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/phone-390-filters.png` });
    await drawer.getByRole('button', { name: 'Show on map' }).click();
    await expect(drawer).toHaveCount(0);
  });
});
