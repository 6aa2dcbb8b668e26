import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { createDemoContract } from '../support/contracts.js';
import { DEMO } from '../support/demo.js';
import { uniqueTag } from '../support/people.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';

/*
 * Activity history (docs/history.md): an edit shows on the record's History tab as the field
 * before and after, by whom and from which workspace; the provider's audit log finds the same
 * entry across records and exports it as a background job.
 */

test('an amendment shows on the contract’s History tab; the provider’s audit log finds and exports it', async ({ page }) => {
  test.slow();
  const tag = uniqueTag('audit');
  const { contract } = await createDemoContract(`Audit trail ${tag}`);

  await openSignedIn(page, DEMO.providerAdmin, `/contracts/${contract.id}`);
  await page.getByRole('button', { name: 'Amend' }).click();
  const amend = page.getByRole('dialog', { name: 'Amend contract' });
  await amend.getByLabel('Payment terms').fill('Net 45');
  await amend.getByLabel('Reason for the change').fill('Terms agreed at signing.');
  await amend.getByRole('button', { name: 'Save amendment' }).click();
  await expect(amend).toHaveCount(0);

  // The History tab: the field in words, before → after, who and from which workspace.
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page).toHaveURL(`/contracts/${contract.id}/history`);
  const timeline = page.getByRole('list', { name: 'Contract history' });
  const amended = timeline.getByRole('listitem').filter({ hasText: 'Amended' });
  await expect(amended).toContainText('from Procura Services');
  await expect(amended.getByTestId('history-change').filter({ hasText: 'Payment terms' })).toContainText('Net 30 → Net 45');
  await expect(amended.getByTestId('history-change').filter({ hasText: 'Reason' })).toContainText('none → Terms agreed at signing.');
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Created' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Contract history');
  await shotAt(page, 'audit-log', 'contract-history', timeline);

  // The audit log, under Settings: the same entry found by the record's id and type.
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Open the audit log' }).click();
  await expect(page).toHaveURL('/settings/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the audit log' }).fill(contract.id);
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === contract.id);
  // At 1280 px the filters stand in the toolbar (a phone folds them behind a Filters button).
  await page.getByRole('combobox', { name: 'Record type' }).click();
  await page.getByRole('option', { name: 'Contract' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('entity') === 'contract');
  const table = page.getByRole('region', { name: 'Audit entries' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const rows = table.getByRole('row').filter({ hasText: 'Contract' });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Amended');
  await expect(rows.first()).toContainText('Payment terms: Net 30 → Net 45');
  await expect(rows.first()).toContainText('from Procura Services');
  await expectNoSeriousA11yViolations(page, 'Audit log');
  await shotAt(page, 'audit-log', 'search', table);

  // Export: a job in the panel, its file the entries the search found.
  const started = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/export-data' && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'CSV file' }).click();
  const response = await started;
  expect(response.status()).toBe(202);
  expect(response.request().postDataJSON()).toMatchObject({ entity: 'audit', format: 'csv', filters: { search: contract.id, entity: 'contract' } });
  const panel = page.getByRole('dialog', { name: 'Background jobs' });
  const download = panel.getByRole('button', { name: /^Download Audit_\d{4}-\d{2}-\d{2}\.csv$/ }).first();
  await expect(download).toBeVisible({ timeout: 30_000 });
  const file = page.waitForEvent('download');
  await download.click();
  const csv = await fs.readFile(await (await file).path(), 'utf8');
  expect(csv).toContain('When,Record type,Record id,Organization,Action,Who,Email,Workspace,Changes');
  expect(csv).toContain('paymentTerms: Net 30 → Net 45');
  expect(csv.split(contract.id).length - 1).toBe(2);
});

test('the audit log is the provider’s: a client admin is sent back to Settings and sees no link to it', async ({ page }) => {
  await openSignedIn(page, DEMO.clientAdmin, '/settings/audit');
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the audit log' })).toHaveCount(0);
});
