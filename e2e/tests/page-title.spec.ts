import { expect, test } from '@playwright/test';
import { mainNav } from '../support/browser.js';
import { DEMO } from '../support/demo.js';
import { openSignedIn } from '../support/signed-in.js';

const BRAND = 'Procura';

test.describe('page title', () => {
  test('the served page carries the brand before any script runs', async ({ request }) => {
    const html = await (await request.get('/login')).text();
    expect(html).toContain(`<title>${BRAND}</title>`);
    expect(html).toContain(`<meta name="app-brand" content="${BRAND}"`);
  });

  test('every screen is titled "<Page> · Procura"', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(`Sign in · ${BRAND}`);

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveTitle(`Reset your password · ${BRAND}`);

    await openSignedIn(page, DEMO.providerAdmin);
    await expect(page).toHaveTitle(`Dashboard · ${BRAND}`);

    for (const label of ['Contracts', 'Property Maps', 'Contact Management', 'Settings']) {
      await mainNav(page).getByRole('link', { name: label }).click();
      await expect(page).toHaveTitle(`${label} · ${BRAND}`);
    }

    await page.goto('/unauthorized');
    await expect(page).toHaveTitle(`Access denied · ${BRAND}`);
  });
});
