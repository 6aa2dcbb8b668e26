import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PROPERTY_COVERAGE_LABELS, PROPERTY_COVERAGE_STATES, type TPropertyMapPoints } from '@procura/shared';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
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

/** The legend's count for each coverage state, read from its words ("Gaps: 3"). */
async function legendCounts(page: Page): Promise<number[]> {
  const items = page.getByTestId('map-legend').getByRole('listitem');
  await expect(items).toHaveCount(PROPERTY_COVERAGE_STATES.length);
  const counts: number[] = [];
  for (const [i, state] of PROPERTY_COVERAGE_STATES.entries()) {
    const toggle = items.nth(i).getByRole('button');
    await expect(toggle).toHaveAttribute('data-coverage', state);
    await expect(toggle).toHaveText(new RegExp(`^${PROPERTY_COVERAGE_LABELS[state]}: [\\d,]+$`));
    counts.push(Number((await toggle.innerText()).replace(/^.*: /, '').replace(/,/g, '')));
  }
  return counts;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Of the markers drawn now: how many there are, how many single markers are of another coverage
 * state than the URL's `coverage`, and how many clusters hold a property of another state (each
 * cluster counts its gaps and expiring properties).
 */
async function drawnCoverage(page: Page): Promise<{ drawn: boolean; foreignPoints: number; foreignClusters: number }> {
  const only = new URL(page.url()).searchParams.get('coverage');
  return page.evaluate((state) => {
    const map = window.__procuraPropertyMap;
    const points = map?.queryRenderedFeatures({ layers: ['property-points'] }) ?? [];
    const clusters = map?.queryRenderedFeatures({ layers: ['property-clusters'] }) ?? [];
    const held = (properties: Record<string, unknown> | null | undefined) => {
      const [count, gaps, expiring] = ['point_count', 'gaps', 'expiring'].map((key) => Number(properties?.[key] ?? 0));
      if (state === 'GAPS') return gaps === count;
      if (state === 'EXPIRING') return expiring === count;
      return gaps === 0 && expiring === 0;
    };
    return {
      drawn: points.length + clusters.length > 0,
      foreignPoints: points.filter((feature) => feature.properties?.coverage !== state).length,
      foreignClusters: clusters.filter((feature) => !held(feature.properties)).length,
    };
  }, only);
}

test.describe('Property Maps', () => {
  test('the provider sees the portfolio, filters by a state and opens a property from its marker', { tag: '@both' }, async ({ page }) => {
    // The whole portfolio drawn, a coverage state, a state filter and a marker's popup, with two
    // axe scans of the map: past one test's 45 s with two browsers on two cores (51 s seen).
    test.slow();
    fs.mkdirSync(SHOTS, { recursive: true });
    await openSignedIn(page, DEMO.providerAdmin);
    await mainNav(page).getByRole('link', { name: 'Property Maps' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Property Maps' })).toBeVisible();
    await waitForMarkers(page);
    const countText = page.getByTestId('map-count');
    await expect(countText).toHaveText(/^[1-9][\d,]* propert(y|ies) on the map$/);
    const allCount = Number((await countText.innerText()).replace(/\D/g, ''));
    await expect(page.getByText(/propert(y|ies) in view/)).toBeVisible();
    // Coverage (issue 19): the legend names each marker colour with how many properties have it.
    const counts = await legendCounts(page);
    expect(sum(counts)).toBe(allCount);
    await expectNoSeriousA11yViolations(page, 'property map with its coverage legend');
    await page.screenshot({ path: `${SHOTS}/desktop-1280.png` });

    // Pressing a state shows only its markers (gaps when the portfolio has any), kept in the URL.
    const only = PROPERTY_COVERAGE_STATES.find((state, i) => state === 'GAPS' && counts[i] > 0) ?? PROPERTY_COVERAGE_STATES[counts.findIndex((n) => n > 0)];
    const onlyToggle = page.getByTestId('map-legend').locator(`[data-coverage="${only}"]`);
    await onlyToggle.click();
    await expect(onlyToggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`[?&]coverage=${only}`));
    await expect(countText).toHaveText(
      `${counts[PROPERTY_COVERAGE_STATES.indexOf(only)].toLocaleString('en-US')} propert${counts[PROPERTY_COVERAGE_STATES.indexOf(only)] === 1 ? 'y' : 'ies'} on the map`,
    );
    await waitForMarkers(page);
    // Every drawn marker is of that state, and every cluster holds only such properties.
    await expect.poll(() => drawnCoverage(page)).toEqual({ drawn: true, foreignPoints: 0, foreignClusters: 0 });
    await expectNoSeriousA11yViolations(page, 'property map showing one coverage state');
    await page.screenshot({ path: `${SHOTS}/desktop-1280-${only.toLowerCase()}.png` });
    await onlyToggle.click();
    await expect(onlyToggle).toHaveAttribute('aria-pressed', 'false');
    await expect(countText).toHaveText(/^[1-9][\d,]* propert(y|ies) on the map$/);
    await expect.poll(async () => Number((await countText.innerText()).replace(/\D/g, ''))).toBe(allCount);

    const zoomOnAll = await page.evaluate(() => window.__procuraPropertyMap?.getZoom() ?? 0);

    // A state filter narrows the map and lands in the URL, in the list's parameter.
    const coloradoAnswer = page.waitForResponse((response) => response.url().includes('/v1/properties/map-points') && response.url().includes('stateIds='));
    await pickOption(page, page.getByRole('combobox', { name: 'State' }), 'Colorado');
    const colorado = (await (await coloradoAnswer).json()) as TPropertyMapPoints;
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/[?&]stateIds=\d+/);
    await expect.poll(async () => Number((await countText.innerText()).replace(/\D/g, ''))).toBeLessThan(allCount);
    await waitForMarkers(page);
    // The camera moves to the filtered properties.
    await expect.poll(() => page.evaluate(() => window.__procuraPropertyMap?.getZoom() ?? 0)).toBeGreaterThan(zoomOnAll + 1);
    await expect.poll(async () => sum(await legendCounts(page))).toBe(colorado.points.length);
    // Each drawn marker carries its property's coverage, which its colour is chosen by.
    const drawn = await page.evaluate(
      () => window.__procuraPropertyMap?.queryRenderedFeatures({ layers: ['property-points'] }).map((feature) => feature.properties?.coverage) ?? [],
    );
    for (const coverage of drawn) expect(PROPERTY_COVERAGE_STATES).toContain(coverage);
    const stateIds = new URL(page.url()).searchParams.get('stateIds');
    await expect(page.getByRole('link', { name: 'View as list' }).first()).toHaveAttribute('href', `/property?stateIds=${stateIds}`);
    await page.screenshot({ path: `${SHOTS}/desktop-1280-colorado.png` });

    // A marker opens its popup; the popup says the property's coverage in words and links to it.
    await openMarkerPopup(page);
    const openProperty = page.getByRole('link', { name: 'Open property' });
    await expect(page.locator('.maplibregl-popup').getByRole('heading', { level: 2 })).toBeVisible();
    const shownId = ((await openProperty.getAttribute('href')) ?? '').split('/').pop();
    const coverage = colorado.points.find((point) => point[0] === shownId)?.[3];
    expect(coverage, `the property ${shownId} is one of the map's points`).toBeDefined();
    const badge = page.locator('.maplibregl-popup [data-coverage]');
    await expect(badge).toHaveAttribute('data-coverage', coverage ?? '');
    await expect(badge).toHaveText(`Coverage: ${PROPERTY_COVERAGE_LABELS[coverage ?? 'NONE']}`);
    await expectNoSeriousA11yViolations(page, 'property map popup');
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
    await expect(page.getByTestId('map-legend')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/phone-390.png` });
    await page.setViewportSize({ width: 375, height: 812 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/phone-375.png` });
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
