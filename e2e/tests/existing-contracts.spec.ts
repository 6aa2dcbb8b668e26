import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiGet, apiSignIn } from '../support/api.js';
import { DEMO } from '../support/demo.js';
import { contractsZip } from '../support/existing-contracts.js';
import { uniqueTag } from '../support/people.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';

/*
 * Issue 19 item 4: a ZIP of three existing contracts is uploaded, each is read in the
 * background and waits in the queue; one is reviewed beside its text (the focused field's
 * source marked), a field corrected, and confirmed: the contract exists, the correction kept.
 */

const NORTHWIND = { client: 'Northwind Residential', start: 'March 1, 2025', annual: '$48,000.00' };

test.describe('existing contracts', () => {
  test('upload a ZIP of three → the queue → review one beside its text → correct → confirm', { tag: '@both' }, async ({ page }) => {
    test.setTimeout(180_000);
    const tag = uniqueTag('ec');
    const names = { mueller: `${tag}-mueller.pdf`, barton: `${tag}-barton.pdf`, heights: `${tag}-heights.pdf` };
    const zip = contractsZip({
      [names.mueller]: {
        ...NORTHWIND,
        vendor: 'GreenLeaf Grounds LLC',
        premises: 'The Residences at Mueller, 1900 Aldrich St, Austin, TX 78723',
        services: ['Lawn mowing'],
      },
      [names.barton]: {
        ...NORTHWIND,
        vendor: 'BrightClean Janitorial Inc.',
        premises: 'Barton Creek Flats, 2800 S Lamar Blvd, Austin, TX 78704',
        services: ['Janitorial'],
      },
      [names.heights]: {
        ...NORTHWIND,
        vendor: 'GreenLeaf Grounds LLC',
        premises: 'Heights Commons, 1111 Studewood St, Houston, TX 77008',
        services: ['Lawn mowing'],
      },
    });

    // The way in: the Contracts page's Existing contracts button.
    await openSignedIn(page, DEMO.providerAdmin, '/contracts');
    await page.getByRole('link', { name: 'Existing contracts' }).click();
    await expect(page).toHaveURL(/\/contracts\/existing$/);
    await expect(page.getByRole('heading', { name: 'Existing contracts', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Client' }).fill('Northwind Residential');
    await page.getByRole('option', { name: 'Northwind Residential', exact: true }).click();
    await page.locator('input[type="file"]').setInputFiles({ name: `${tag}.zip`, mimeType: 'application/zip', buffer: zip });
    await page.getByRole('button', { name: 'Upload and read' }).click();
    await expect(page.getByText('Reading started')).toBeVisible();

    // The queue fills in by itself as the job reads each document.
    const queue = page.getByRole('table', { name: 'Review queue' });
    for (const name of Object.values(names)) {
      await expect(queue.getByRole('row').filter({ hasText: name })).toContainText('Needs review', { timeout: 120_000 });
    }
    await expect(page.getByRole('region', { name: 'Review queue' })).toHaveAttribute('aria-busy', 'false');
    await expectNoSeriousA11yViolations(page, 'existing contracts queue');
    await shotAt(page, 'existing-contracts', 'queue');

    // The upload opened the background-jobs panel: at 1280 px the page makes room beside it, so
    // each row's Status is in sight and nothing lies over it.
    await expect(page.getByRole('button', { name: 'Background jobs', expanded: true })).toBeVisible();
    for (const name of Object.values(names)) {
      const status = queue.getByRole('row').filter({ hasText: name }).getByText('Needs review');
      await status.scrollIntoViewIfNeeded();
      const uncovered = await status.evaluate((badge) => {
        const box = badge.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && badge.contains(hit);
      });
      expect(uncovered, `the Status of ${name} is covered`).toBe(true);
    }
    await page.screenshot({ path: '/tmp/shots/existing-contracts/queue-with-jobs-panel-1280.png' });

    await queue.getByRole('link', { name: names.mueller }).click();
    await expect(page.getByRole('heading', { name: names.mueller, level: 1 })).toBeVisible();
    const form = page.getByRole('region', { name: 'Contract details' });
    await expect(form.getByLabel('Vendor', { exact: true })).toHaveValue(/GreenLeaf Grounds/);
    await expect(form.getByLabel('Start date')).toHaveValue('2025-03-01');
    // Focusing a field marks the words it was read from.
    await form.getByRole('textbox', { name: 'Notice to stop renewal (days)' }).focus();
    await expect(page.getByTestId('source-highlight')).toContainText('ninety (90) days');
    await form.getByRole('textbox', { name: 'Title' }).fill(`Mueller grounds ${tag}`);
    await expectNoSeriousA11yViolations(page, 'existing contract review');
    await shotAt(page, 'existing-contracts', 'review');

    await form.getByRole('button', { name: 'Confirm contract' }).dblclick();
    await expect(page).toHaveURL(/\/contracts\/[0-9a-f-]{36}$/);
    const contractId = page.url().split('/').pop() ?? '';

    const token = await apiSignIn(DEMO.providerAdmin);
    const contract = await apiGet(token, `/v1/contracts/${contractId}`);
    expect(contract).toMatchObject({ title: `Mueller grounds ${tag}`, origin: 'EXISTING', status: 'ACTIVE' });
    const reviewed = await apiGet(token, `/v1/existing-contracts?status=CONFIRMED&limit=100`);
    const row = reviewed.data.find((r) => r.fileName === names.mueller);
    expect(row).toBeDefined();
    const detail = await apiGet(token, `/v1/existing-contracts/${row?.id}`);
    expect(detail.corrections).toEqual([expect.objectContaining({ field: 'title', to: `Mueller grounds ${tag}` })]);
  });
});
