import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { mainNav } from '../support/browser.js';
import { DEMO } from '../support/demo.js';
import { searchList } from '../support/people.js';
import { openSignedIn } from '../support/signed-in.js';

test.describe('background job: export users', { tag: ['@both', '@scale-out'] }, () => {
  test('provider.admin exports users, follows the job in the panel and downloads the file', async ({ page }) => {
    await openSignedIn(page, DEMO.providerAdmin);
    await mainNav(page).getByRole('link', { name: 'Contact Management' }).click();
    await expect(page).toHaveURL('/contact-management');

    // The export takes the list's filters: what the search narrows the list to.
    await searchList(page, 'Search contacts', 'example.com');
    const started = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/export-data' && r.request().method() === 'POST');
    let starts = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/v1/export-data' && r.method() === 'POST') starts++;
    });
    // A double click starts one export: the second click comes before the button shows it is busy.
    await page.getByRole('button', { name: 'Export users' }).dblclick();
    const response = await started;
    expect(response.status()).toBe(202);
    expect(response.request().postDataJSON()).toMatchObject({ entity: 'users', format: 'xlsx', filters: { search: 'example.com' } });

    // Starting a job opens the panel; it closes and opens again from its trigger.
    const panel = page.getByRole('dialog', { name: 'Background jobs' });
    const trigger = page.getByRole('button', { name: 'Background jobs', exact: true });
    await expect(panel).toBeVisible();
    await expect(page.getByText('Export Started')).toBeVisible();
    await panel.getByRole('button', { name: 'Close background jobs' }).click();
    await expect(panel).toHaveCount(0);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    await expect(panel).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    // The panel lists the newest job first; earlier jobs of this user may be there too.
    const download = panel.getByRole('button', { name: /^Download Users_\d{4}-\d{2}-\d{2}\.xlsx$/ }).first();
    await expect(download).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByText('Ready').first()).toBeVisible();
    expect(starts).toBe(1);

    const file = page.waitForEvent('download');
    await download.click();
    const saved = await file;
    expect(saved.suggestedFilename()).toMatch(/^Users_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const content = await fs.readFile(await saved.path());
    // An .xlsx file is a zip archive.
    expect(content.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(content.length).toBeGreaterThan(1000);

    await page.getByRole('button', { name: 'Close background jobs' }).click();
    await expect(panel).toHaveCount(0);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
