import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { DEMO } from '../support/demo.js';
import { openSignedIn } from '../support/signed-in.js';

/*
 * Issue #17 point 2: a coordinate typed out of range, or half typed, is a field error; the map
 * ignores it, and a widget that fails keeps the page and what was typed into it.
 */

const SHOTS = '/tmp/shots/property-form-input';

async function openNewProperty(page: Page) {
  await openSignedIn(page, DEMO.providerAdmin, '/property/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New property' })).toBeVisible();
}

test.describe('the property form and its map', () => {
  test('a "1" typed before a placed latitude is a field error, not a crashed page', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openNewProperty(page);
    await page.getByLabel('Property name').fill('Typo test offices');
    const latitude = page.getByLabel('Latitude');
    const longitude = page.getByLabel('Longitude');
    await latitude.fill('41.88');
    await longitude.fill('-87.63');
    const map = page.getByTestId('property-pin-map');
    await expect(map.getByRole('button', { name: 'Property pin' })).toBeVisible();

    // The person means to fix a digit and types "1" at the start: 141.88.
    await latitude.click();
    await latitude.press('Home');
    await latitude.press('1');
    await expect(latitude).toHaveValue('141.88');
    await expect(page.getByText('Latitude is between -90 and 90.')).toBeVisible();
    await expect(page.getByText(/something went wrong/i)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'New property' })).toBeVisible();
    await expect(page.getByLabel('Property name')).toHaveValue('Typo test offices');
    // The map stays, without a pin for a place that does not exist.
    await expect(map).toBeVisible();
    await expect(map.getByRole('button', { name: 'Property pin' })).toHaveCount(0);
    await latitude.blur();
    await expect(latitude).toHaveValue('141.88');
    await expectNoSeriousA11yViolations(page, 'property form with a coordinate out of range');
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.getByText('Latitude is between -90 and 90.').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/latitude-out-of-range-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText('Latitude is between -90 and 90.').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/latitude-out-of-range-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Put right, the pin comes back.
    await latitude.fill('41.88');
    await expect(page.getByText('Latitude is between -90 and 90.')).toHaveCount(0);
    await expect(map.getByRole('button', { name: 'Property pin' })).toBeVisible();

    // Half typed (a western longitude starts with its minus sign): the map waits for a number.
    await longitude.fill('-');
    await expect(map.getByRole('button', { name: 'Property pin' })).toHaveCount(0);
    await expect(page.getByText(/something went wrong/i)).toHaveCount(0);
    await longitude.fill('-87.63');
    await expect(map.getByRole('button', { name: 'Property pin' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a map that fails to load leaves the form and its input alive', async ({ page }) => {
    // The map's code cannot be fetched (a flaky network, a blocked file): the widget fails, not the page.
    await page.route(/\/assets\/PropertyPinMap-[^/]+\.js$/, (route) => route.abort());
    await openNewProperty(page);
    await page.getByLabel('Property name').fill('Still here offices');
    await expect(page.getByRole('alert').filter({ hasText: 'The map stopped working' })).toBeVisible();
    await expect(page.getByText('Enter the latitude and longitude instead; the rest of the form is kept.')).toBeVisible();
    await expect(page.getByText(/something went wrong/i)).toHaveCount(0);
    await expect(page.getByLabel('Property name')).toHaveValue('Still here offices');
    await page.getByLabel('Latitude').fill('41.88');
    await expect(page.getByLabel('Latitude')).toHaveValue('41.88');
    await expectNoSeriousA11yViolations(page, 'property form with a failed map');
  });
});
