import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiGet, apiPost } from '../support/api.js';
import { DEMO } from '../support/demo.js';
import { expectToast, pickOption, uniqueTag } from '../support/people.js';
import { rfpWithBids } from '../support/report.js';
import { expectFitsPhone } from '../support/phone.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';

/*
 * The Bid Analysis Report (issue 18 items 5 and 6; docs/rfp.md "Analysing bids", "Leveling",
 * "Award scenarios", "Awarding"): the list of RFPs with bids, the sealed report, then the opened
 * one — statistics with an abnormally low bid, totals per vendor, scenarios, a leveling
 * adjustment that changes who wins a property, the award of that property (double clicked),
 * the adjustment taken out again, and the line left unawarded re-issued as a new draft. The
 * award drafts the winner's contract, which the toast names and the report links.
 */

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('the provider compares three vendors’ bids, levels one, and awards a property from a scenario', async ({ page }) => {
  test.slow();
  const title = `Grounds ${uniqueTag('report')}`;
  // Yearly prices: GreenLeaf, its Austin franchise, its Denver branch (no bid on the second line).
  // Denver's 1,000 is > 15 % under the first line's median (2,000) and under the next bid: abnormally low.
  const world = await rfpWithBids(
    title,
    [
      [2000, 3000],
      [2100, 2500],
      [1000, null],
    ],
    [4800, null, null],
  );
  const [greenleaf, austin, denver] = world.bidderNames;
  const [first, second] = world.properties;

  await openSignedIn(page, DEMO.providerAdmin, '/bid-analysis-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Bid Analysis Report' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search RFPs' }).fill(title);
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === title);
  const list = page.getByRole('region', { name: 'RFPs with bids' });
  const row = list.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Sealed');
  await expect(row).toContainText('0 of 2');
  await expect(list).toHaveAttribute('aria-busy', 'false');
  await expectNoSeriousA11yViolations(page, 'bid analysis list');
  await shotAt(page, 'report', 'list');
  await expectFitsPhone(page, 'report', 'list');
  // The status filter lives in the address: the RFP is still open for bids, so "Closed" finds nothing.
  await page.goto(`/bid-analysis-report?search=${encodeURIComponent(title)}&status=CLOSED`);
  await expect(list.getByText('No RFP with bids matches these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByRole('searchbox', { name: 'Search RFPs' }).fill(title);
  await expect(row).toContainText('Sealed');

  // Sealed: the report says so and leads to the RFP.
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Bid analysis: ${title}` })).toBeVisible();
  await expect(page.getByText('The bids are sealed')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'bid analysis report, sealed');

  await world.closeAndOpen();
  await page.getByRole('link', { name: 'Go to the RFP' }).click();
  await expect(page).toHaveURL(`/rfp/${world.rfp.id}/bids`);
  await page.getByRole('link', { name: 'Bid analysis', exact: true }).click();
  await expect(page).toHaveURL(`/bid-analysis-report/${world.rfp.id}`);

  // Totals: complete bids rank first (Austin 4,600, GreenLeaf 5,000), then Denver's partial one.
  const totals = page.getByRole('table', { name: 'Totals per vendor' });
  const totalRows = totals.locator('tbody tr');
  await expect(totalRows).toHaveCount(3);
  await expect(totalRows.nth(0)).toContainText(austin);
  await expect(totalRows.nth(0)).toContainText('$4,600.00');
  await expect(totalRows.nth(1)).toContainText(greenleaf);
  await expect(totalRows.nth(1)).toContainText('$5,000.00');
  await expect(totalRows.nth(2)).toContainText(denver);
  await expect(totalRows.nth(2)).toContainText('1 missing');

  const lines = page.getByRole('table', { name: 'Lines compared' });
  const firstLine = lines.locator('tbody tr').filter({ hasText: first.name });
  await expect(firstLine).toContainText('Abnormally low: check for scope gaps');
  // Lowest 1,000, median 2,000, mean 1,700, highest 2,100, spread 1,100.
  for (const figure of ['$1,000.00', '$2,000.00', '$1,700.00', '$2,100.00', '$1,100.00']) await expect(firstLine).toContainText(figure);
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('figure', { name: 'Totals per vendor, a year' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'bid analysis report, opened');
  await shotAt(page, 'report', 'report-top');
  await shotAt(page, 'report', 'report-lines', lines);
  await expectFitsPhone(page, 'report', 'report-lines', lines);
  // At 1280 the lines compared fit the page: neither the page nor the table's own box scrolls sideways.
  const overflowOf = () =>
    lines.evaluate((table) => {
      const box = table.parentElement as HTMLElement;
      return [box.scrollWidth - box.clientWidth, document.documentElement.scrollWidth - window.innerWidth];
    });
  await expect.poll(overflowOf).toEqual([0, 0]);
  // On a phone the wide tables scroll in their own box: the page itself never gets wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Leveling: Austin excluded edging on the second property; a plug of 600 a year makes it dearer there than GreenLeaf.
  await section(page, 'Totals per vendor').getByRole('button', { name: 'Add adjustment' }).click();
  const adjust = page.getByRole('dialog', { name: 'Add adjustment' });
  await pickOption(page, adjust.getByRole('combobox', { name: 'Bid' }), austin);
  await pickOption(page, adjust.getByRole('combobox', { name: 'Line' }), new RegExp(second.name));
  await adjust.getByRole('textbox', { name: 'Amount a year' }).fill('600');
  await adjust.getByRole('button', { name: 'Add adjustment' }).click();
  await expect(adjust.getByText('Say why: the report shows it beside the amount.')).toBeVisible();
  await adjust.getByRole('textbox', { name: 'Reason' }).fill('Edging excluded: plugged at the median price.');
  await expectNoSeriousA11yViolations(page, 'add adjustment modal');
  await adjust.getByRole('button', { name: 'Add adjustment' }).click();
  await expectToast(page, 'Adjustment Added', 'Vendors never see it.');
  await expect(page.getByRole('table', { name: 'Leveling adjustments' })).toContainText('Edging excluded');
  await expect(totals.locator('tbody tr').filter({ hasText: austin })).toContainText('$5,200.00');

  // Award the second property by the lowest-per-line scenario: leveled, GreenLeaf's 3,000 beats Austin's 3,100.
  await page.getByRole('button', { name: 'Award by scenario Lowest per line' }).click();
  const award = page.getByRole('dialog', { name: 'Award' });
  // Every property of the RFP is searched on the server (the report shows one page of lines):
  // typed fast, before any search answers, the last keystroke decides what is offered.
  const property = award.getByRole('combobox', { name: 'Property' });
  await property.pressSequentially(first.name);
  await property.fill('');
  await property.pressSequentially(second.name);
  const offered = page.getByRole('listbox').getByRole('option');
  await expect(offered).toHaveText([second.name]);
  await offered.first().click();
  await expect(property).toHaveValue(second.name);
  await award.getByRole('textbox', { name: 'Note' }).fill('Leveled for the edging Austin left out.');
  await expectNoSeriousA11yViolations(page, 'award modal');
  // A double click: the button is busy after the first, and the server awards a line once.
  await award.getByRole('button', { name: 'Award' }).dblclick();
  // The award drafted GreenLeaf's contract: the toast names it (docs/contracts.md "Contracts from awards").
  await expectToast(page, 'Lines Awarded', /The winning and losing vendors are told.* Draft contract CON-\d{4} created\./);
  await expect(award).toHaveCount(0);
  const secondLine = lines.locator('tbody tr').filter({ hasText: second.name });
  await expect(secondLine).toContainText('Awarded');
  await expect(secondLine).toContainText(greenleaf);
  await expect(page.getByText('Partly awarded')).toBeVisible();
  const awards = await apiGet(world.provider, `/v1/rfp/${world.rfp.id}/awards`);
  expect(awards.data.map((a) => [a.propertyName, a.vendorName, a.scenario, a.note])).toEqual([
    [second.name, greenleaf, 'LOWEST_PER_LINE', 'Leveled for the edging Austin left out.'],
  ]);
  // One draft contract for the one vendor awarded, with the one line, linked from the report to its page.
  expect(awards.contracts.map((c) => [c.vendorName, c.status, c.lineCount])).toEqual([[greenleaf, 'DRAFT', 1]]);
  const [contract] = awards.contracts;
  const contractLink = page.getByRole('list', { name: 'Contracts from the awards' }).getByRole('link', { name: `Draft contract ${contract.number}` });
  await expect(contractLink).toHaveAttribute('href', `/contracts/${contract.id}`);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'report with the award’s draft contract');
  await shotAt(page, 'report', 'report-award-contract', contractLink);
  // Activated (through the API until the Contracts screen is here): the award gave it what it needs, dates and a line.
  await apiPost(world.provider, `/v1/contracts/${contract.id}/activate`, {});

  // The adjustment comes out again after a confirmation.
  await page.getByRole('button', { name: /^Remove adjustment: Edging excluded/ }).click();
  await page.getByRole('dialog', { name: 'Remove adjustment' }).getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'Adjustment Removed', 'The leveled totals are back without it.');
  await expect(page.getByText('No adjustments: the leveled totals are the bids as submitted.')).toBeVisible();
  await expect(totals.locator('tbody tr').filter({ hasText: austin })).toContainText('$4,600.00');
  await expect(page.getByRole('list', { name: 'Contracts from the awards' }).getByRole('link', { name: `Active contract ${contract.number}` })).toBeVisible();
  await shotAt(page, 'report', 'report-awarded', lines);

  // The line nobody was awarded becomes a new draft in one step (a double click makes one), which opens.
  await expect(page.getByRole('button', { name: 'Export XLSX' })).toBeVisible();
  await page.getByRole('button', { name: 'Re-issue unawarded lines' }).click();
  const reissue = page.getByRole('dialog', { name: 'Re-issue unawarded lines' });
  await expect(reissue).toContainText('The line not awarded becomes a new draft RFP');
  await reissue.getByRole('button', { name: 'Re-issue' }).dblclick();
  await expectToast(page, 'RFP Re-issued', 'The unawarded lines are a new draft');
  await expect(page.getByRole('heading', { level: 1, name: `${title} (re-issue)` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Lines (1)' })).toBeVisible();
});
