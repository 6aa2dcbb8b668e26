import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiGet, apiSignIn } from '../support/api.js';
import { publishRfpToDemoVendor } from '../support/bids.js';
import { DEMO } from '../support/demo.js';
import { expectToast, uniqueTag } from '../support/people.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';

/*
 * The bid sheet on the bid page (docs/rfp.md "Bid sheet"): the vendor downloads its lines as
 * XLSX, prices them in a spreadsheet, uploads a sheet with a refused cell (listed by row and
 * column, nothing saved), then a good one that becomes the draft the grid shows.
 */

/** Chooses `bytes` as the file of the Upload bid sheet button (a double click opens one chooser). */
async function uploadSheet(page: Page, bytes: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload bid sheet' }).click();
  await (await chooser).setFiles({ name: 'bid.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bytes });
}

test('the vendor downloads the bid sheet, uploads one with a refused cell, then a good one that fills the grid', async ({ page }) => {
  test.slow();
  const { rfp, lines } = await publishRfpToDemoVendor(`Bid sheet ${uniqueTag('sheet')}`, 2);
  const vendor = await apiSignIn(DEMO.vendorAdmin);
  await openSignedIn(page, DEMO.vendorAdmin, `/rfp/${rfp.id}/bid`);
  await expect(page.getByRole('heading', { level: 1, name: `Bid · ${rfp.number} ${rfp.title}` })).toBeVisible();

  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download bid sheet' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  expect([sheet.getCell('A2').value, sheet.getCell('A3').value]).toEqual([lines[0].id, lines[1].id]);

  sheet.getCell('H2').value = 'cheap';
  sheet.getCell('I2').value = 'Per month';
  sheet.getCell('H3').value = 120;
  sheet.getCell('I3').value = 'Per fortnight';
  await uploadSheet(page, Buffer.from(await book.xlsx.writeBuffer()));
  const refused = page.getByRole('list', { name: 'Refused cells' });
  await expect(refused.getByRole('listitem')).toHaveCount(2);
  await expect(refused.getByRole('listitem').nth(0)).toContainText(/^Row 2, column H \(H2\) — Price: /);
  await expect(refused.getByRole('listitem').nth(1)).toContainText(/^Row 3, column I \(I3\) — Unit: "Per fortnight" is not one of the units/);
  await expect(page.getByText(/2 cells of "bid\.xlsx" refused; nothing was saved\./)).toBeVisible();
  expect((await apiGet(vendor, `/v1/rfp/${rfp.id}/bid`)).lines).toEqual([]);
  await expectNoSeriousA11yViolations(page, 'the bid page with refused sheet cells');
  await shotAt(page, 'bids', 'bid-sheet-refused', refused);

  sheet.getCell('H2').value = 310;
  sheet.getCell('I3').value = 'Per month';
  await uploadSheet(page, Buffer.from(await book.xlsx.writeBuffer()));
  await expectToast(page, 'Bid Sheet Saved', 'The sheet is your draft now');
  await expect(refused).toHaveCount(0);
  const price = (i: number) => page.getByLabel(`Price, ${lines[i].propertyName} ${lines[i].serviceName}`, { exact: true });
  await expect(price(0)).toHaveValue('310');
  await expect(price(1)).toHaveValue('120');
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeDisabled();
  const saved = await apiGet(vendor, `/v1/rfp/${rfp.id}/bid`);
  expect(saved.lines.map((line) => [line.rfpLineId, line.price, line.unit])).toEqual([
    [lines[0].id, 310, 'PER_MONTH'],
    [lines[1].id, 120, 'PER_MONTH'],
  ]);
  await expectNoSeriousA11yViolations(page, 'the bid page after a sheet upload');
});
