import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { DEMO } from '../support/demo.js';
import { expectToast, uniqueTag } from '../support/people.js';
import { rfpWithBids } from '../support/report.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';

/*
 * Exporting the Bid Analysis Report (docs/rfp.md "Exporting the analysis"): the buyer clicks
 * "Export XLSX" (twice, quickly), the job panel shows one export, and its workbook downloads with
 * the vendors' totals in it.
 */

test('the provider exports the opened analysis as XLSX and downloads it from the job panel', async ({ page }) => {
  const title = `Export ${uniqueTag('report')}`;
  const world = await rfpWithBids(title, [
    [2000, 3000],
    [2100, 2500],
    [1000, null],
  ]);
  await world.closeAndOpen();
  const [greenleaf, austin] = world.bidderNames;

  await openSignedIn(page, DEMO.providerAdmin, `/bid-analysis-report/${world.rfp.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Bid analysis: ${title}` })).toBeVisible();
  const exportXlsx = page.getByRole('button', { name: 'Export XLSX' });
  // A double click queues one export: the buttons wait while it is being started.
  await exportXlsx.dblclick();
  await expectToast(page, 'Export Started', 'Follow it in Background jobs.');
  const panel = page.getByRole('dialog', { name: 'Background jobs' });
  await expect(panel).toBeVisible();
  const jobTitle = `Bid analysis ${world.rfp.number} (XLSX)`;
  await expect(panel.getByText(jobTitle)).toHaveCount(1);
  const download = panel.getByRole('button', { name: /^Download RFP_\d+_bid_analysis_\d{4}-\d{2}-\d{2}\.xlsx$/ });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'bid analysis report with the export in the job panel');
  await shotAt(page, 'report', 'export-panel');

  const downloaded = page.waitForEvent('download');
  await download.click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^RFP_\d+_bid_analysis_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const vendors = book.getWorksheet('Vendors');
  // Complete bids first: Austin 4,600, GreenLeaf 5,000.
  expect([vendors?.getCell('B2').value, vendors?.getCell('G2').value]).toEqual([austin, 4600]);
  expect([vendors?.getCell('B3').value, vendors?.getCell('G3').value]).toEqual([greenleaf, 5000]);
});
