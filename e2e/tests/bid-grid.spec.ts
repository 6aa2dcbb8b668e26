import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { publishRfpToDemoVendor } from '../support/bids.js';
import { DEMO } from '../support/demo.js';
import { toast, uniqueTag } from '../support/people.js';
import { expectFitsPhone } from '../support/phone.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';

/*
 * The vendor's bid page (issue 18 item 3): a grid priced from the keyboard and by pasting a
 * spreadsheet block, the year's cost shown as typed, a refused cell named, saved, submitted as a
 * version with a bundle price, withdrawn; then a line changed and saved on a phone.
 */

/** Pastes `text` into the focused cell as a spreadsheet puts a copied block on the clipboard. */
async function pasteBlock(page: Page, text: string) {
  await page.evaluate((block) => {
    const data = new DataTransfer();
    data.setData('text/plain', block);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test('the vendor prices lines from the keyboard and a pasted block, saves, submits a version and withdraws it', { tag: '@scale-out' }, async ({ page }) => {
  test.slow();
  const { rfp, lines } = await publishRfpToDemoVendor(`Bid grid ${uniqueTag('grid')}`, 3);
  const name = (i: number) => `${lines[i].propertyName} ${lines[i].serviceName}`;
  const cell = (column: string, i: number) => page.getByLabel(`${column}, ${name(i)}`, { exact: true });

  await openSignedIn(page, DEMO.vendorAdmin, `/rfp/${rfp.id}`);
  await page.getByRole('link', { name: 'Price the bid' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Bid · ${rfp.number} ${rfp.title}` })).toBeVisible();

  // Keyboard: type, Tab on, and the arrows and Enter move between lines.
  await cell('Price', 0).click();
  await page.keyboard.type('85.50');
  await page.keyboard.press('Tab');
  await expect(cell('Unit', 0)).toBeFocused();
  await cell('Unit', 0).selectOption('PER_VISIT');
  await page.keyboard.press('Tab');
  await page.keyboard.type('26');
  await expect(page.getByRole('row', { name: new RegExp(lines[0].propertyName) })).toContainText('$2,223.00');
  await page.keyboard.press('ArrowDown');
  await expect(cell('How many a year', 1)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(cell('Price', 1)).toBeFocused();

  // A block copied from a spreadsheet fills from the focused cell rightwards and down.
  await pasteBlock(page, '$1,250.00\tmonthly\t7\tGate checks included\tLeaf removal\n40\tvisit\t52\r\n');
  await expect(cell('Unit', 1)).toHaveValue('PER_MONTH');
  await expect(cell('Exclusions', 1)).toHaveValue('Leaf removal');
  await expect(cell('How many a year', 2)).toHaveValue('52');
  await expect(page.getByText('3 of 3', { exact: true })).toBeVisible();
  await expect(page.getByText('$13,053.00').first()).toBeVisible();

  // A refused entry is named on its cell; corrected, the draft saves.
  await cell('Price', 0).fill('eighty');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(cell('Price', 0)).toHaveAccessibleDescription('Enter the price as a number.');
  await expect(cell('Price', 0)).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page, 'the bid grid with a refused cell');
  await cell('Price', 0).fill('85.50');
  await page.getByRole('button', { name: 'Save draft' }).click();
  // The toast sits over the page's actions: closed, as a person would.
  await toast(page, 'Draft Saved').getByRole('button').click();
  await expect(toast(page, 'Draft Saved')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeDisabled();
  await shotAt(page, 'bids', 'bid-grid');
  await expectFitsPhone(page, 'bids', 'bid-grid');

  await page.getByRole('button', { name: 'Submit bid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit the bid' });
  await dialog.getByRole('textbox', { name: /Bundle price a year/ }).fill('12500');
  await expectNoSeriousA11yViolations(page, 'the submit dialog');
  await dialog.getByRole('button', { name: 'Submit bid' }).click();
  await expect(dialog).toHaveCount(0);
  await toast(page, 'Bid Submitted').getByRole('button').click();
  const versions = page.getByRole('table', { name: 'Submitted versions' });
  await expect(versions.getByRole('row')).toHaveCount(2);
  await expect(versions).toContainText('Current');
  await expect(versions).toContainText('$12,500.00');
  await expect(versions).toContainText('$13,053.00');

  await page.getByRole('button', { name: 'Withdraw bid' }).click();
  await page.getByRole('dialog', { name: 'Withdraw the bid' }).getByRole('button', { name: 'Withdraw' }).click();
  // The bid's status badge, and soon after the bid history's entry: either says it.
  await expect(page.getByText('Withdrawn', { exact: true }).first()).toBeVisible();

  // On a phone each line is a card: one price changed and saved.
  await page.setViewportSize({ width: 390, height: 844 });
  await cell('Price', 2).fill('42');
  await expect(page.getByRole('row', { name: new RegExp(lines[2].propertyName) })).toContainText('$2,184.00');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'the bid grid on a phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shotAt(page, 'bids', 'bid-versions', versions);
});
