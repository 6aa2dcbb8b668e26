import { expect, test, type Browser, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiGet, apiPost, apiSignIn, primaryTenantOf } from '../support/api.js';
import { DEMO } from '../support/demo.js';
import { APP_URL } from '../support/ports.js';
import { expectToast, pickOption, toast, uniqueTag } from '../support/people.js';
import { activeScopeOf, clientIdByName, DEMO_RFP_SERVICE } from '../support/rfp.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';

/*
 * The procurement loop end to end (docs/rfp.md), each person in their own browser: the provider
 * publishes an RFP to two vendors → one asks a question → the answer reaches both without the
 * asker → one bids from a phone, the other by uploading the XLSX bid sheet → the due time passes
 * and the RFP closes itself → the bid analysis shows the scenarios → one property is awarded →
 * the losing vendor reads Lost and the winner Awarded.
 */

/**
 * The steps between the draft and the second bid (the annotation "steps before the due time")
 * took 28 s beside an axe-heavy spec on PostgreSQL and 35 s beside the contracts and forms specs
 * on PGlite, two workers on this 2-core machine, with the three sign-ins done before the clock
 * starts (inside, they took it to 55 s under a load of 16). The due time leaves twice the slower
 * figure, and the test waits out the rest: its worker idles meanwhile, in both CI passes. The
 * question comes first of those steps, a few seconds in.
 */
const DUE_IN_MS = 75_000;
const QUESTIONS_IN_MS = 50_000;

async function personaPage(browser: Browser, email: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: APP_URL, viewport });
  const page = await context.newPage();
  await openSignedIn(page, email);
  return page;
}

async function vendorIdNamed(provider: string, rfpId: string, name: string): Promise<string> {
  const candidates = await apiGet(provider, `/v1/rfp/${rfpId}/eligible-vendors?limit=100`);
  const found = candidates.data.find((c) => c.name === name);
  if (!found) throw new Error(`${name} is not a candidate.`);
  return found.vendorId;
}

test('publish → question → answer to all → phone bid and XLSX bid → due → analysis → award one property → Lost and Awarded @both', async ({ browser }) => {
  test.setTimeout(420_000);
  const tag = uniqueTag('story');
  const title = `Story ${tag}`;
  const provider = await apiSignIn(DEMO.providerAdmin);
  const clientId = await clientIdByName(provider, 'Northwind Residential');
  const scope = await activeScopeOf(provider, clientId, DEMO_RFP_SERVICE);
  const properties = await apiGet(provider, `/v1/properties?clientIds=${clientId}&limit=2&sort=name`);
  // Everyone signs in before the clock starts: the due time covers only the steps that must precede it.
  const buyer = await personaPage(browser, DEMO.providerAdmin);
  const vendorA = await personaPage(browser, DEMO.vendorAdmin, { width: 390, height: 844 });
  const vendorB = await personaPage(browser, DEMO.franchiseUser);
  const startedAt = Date.now();
  const draft = await apiPost(provider, '/v1/rfp', {
    clientId,
    title,
    questionsDueAt: new Date(startedAt + QUESTIONS_IN_MS).toISOString(),
    bidsDueAt: new Date(startedAt + DUE_IN_MS).toISOString(),
    timeZone: 'America/Chicago',
    serviceStartOn: new Date(startedAt + 30 * 86_400_000).toISOString().slice(0, 10),
    termMonths: 12,
  });
  await apiPost(provider, `/v1/rfp/${draft.id}/lines`, { propertyIds: properties.data.map((p) => p.id), serviceIds: [scope.serviceId] });
  const asker = (await primaryTenantOf(DEMO.vendorAdmin)).name;
  const other = (await primaryTenantOf(DEMO.franchiseUser)).name;
  await apiPost(provider, `/v1/rfp/${draft.id}/invitations`, {
    vendorIds: [await vendorIdNamed(provider, draft.id, asker), await vendorIdNamed(provider, draft.id, other)],
    overrideReason: 'Asked to quote by the client.',
  });
  const lines = (await apiGet(provider, `/v1/rfp/${draft.id}/lines?limit=10`)).data;
  const [first, second] = lines;

  // The provider publishes.
  await buyer.goto(`/rfp/${draft.id}`);
  await buyer.getByRole('button', { name: 'Publish' }).click();
  await buyer.getByRole('dialog', { name: 'Publish RFP' }).getByRole('button', { name: 'Publish' }).click();
  await expectToast(buyer, 'RFP Published', 'The invited vendors can read it and bid until the due time.');

  // One vendor asks; the buyer answers for every vendor.
  await vendorA.goto(`/rfp/${draft.id}`);
  const question = `Is edging along the walks part of each visit? ${tag}`;
  await vendorA.getByRole('textbox', { name: 'Ask the buyer' }).fill(question);
  await vendorA.getByRole('button', { name: 'Send question' }).click();
  await expectToast(vendorA, 'Question Sent', 'without your name');

  await buyer.goto(`/rfp/${draft.id}/questions`);
  await buyer.getByRole('button', { name: /^Answer: Is edging/ }).click();
  const answerDialog = buyer.getByRole('dialog', { name: 'Answer a question' });
  await answerDialog.getByRole('textbox', { name: 'Answer' }).fill('Yes: edging is part of every visit.');
  await answerDialog.getByRole('button', { name: 'Publish to all vendors' }).click();
  await expectToast(buyer, 'Answer Published', 'without who asked');

  await vendorB.goto(`/rfp/${draft.id}`);
  const answers = vendorB.getByRole('list', { name: 'Published answers' });
  await expect(answers).toContainText(question);
  await expect(answers).toContainText('Yes: edging is part of every visit.');
  await expect(answers).not.toContainText(asker);

  // Vendor A bids from its phone: both lines, per visit.
  await vendorA.goto(`/rfp/${draft.id}/bid`);
  const cell = (column: string, line: (typeof lines)[number]) => vendorA.getByLabel(`${column}, ${line.propertyName} ${line.serviceName}`, { exact: true });
  for (const [line, price] of [
    [first, '60'],
    [second, '75'],
  ] as const) {
    await cell('Price', line).fill(price);
    await cell('Unit', line).selectOption('PER_VISIT');
    await cell('How many a year', line).fill('30');
  }
  await vendorA.getByRole('button', { name: 'Submit bid' }).click();
  const submit = vendorA.getByRole('dialog', { name: 'Submit the bid' });
  await submit.getByRole('button', { name: 'Submit bid' }).click();
  await expect(submit).toHaveCount(0);
  await expect(toast(vendorA, 'Bid Submitted')).toBeVisible();

  // Vendor B bids by the XLSX sheet: downloaded, priced a year in a spreadsheet, uploaded, submitted.
  await vendorB.goto(`/rfp/${draft.id}/bid`);
  const downloaded = vendorB.waitForEvent('download');
  await vendorB.getByRole('button', { name: 'Download bid sheet' }).click();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await (await downloaded).path());
  const sheet = book.worksheets[0];
  expect([sheet.getCell('A2').value, sheet.getCell('A3').value]).toEqual([first.id, second.id]);
  for (const [row, price] of [
    [2, 2_100],
    [3, 2_000],
  ] as const) {
    sheet.getCell(`H${row}`).value = price;
    sheet.getCell(`I${row}`).value = 'Per year';
  }
  const chooser = vendorB.waitForEvent('filechooser');
  await vendorB.getByRole('button', { name: 'Upload bid sheet' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'bid.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
  await expectToast(vendorB, 'Bid Sheet Saved', 'The sheet is your draft now');
  await vendorB.getByRole('button', { name: 'Submit bid' }).click();
  const submitB = vendorB.getByRole('dialog', { name: 'Submit the bid' });
  await submitB.getByRole('button', { name: 'Submit bid' }).click();
  await expect(submitB).toHaveCount(0);
  await expect(toast(vendorB, 'Bid Submitted')).toBeVisible();
  test.info().annotations.push({ type: 'steps before the due time', description: `${Math.round((Date.now() - startedAt) / 1000)} s of ${DUE_IN_MS / 1000} s` });

  // The due time passes: the RFP closes itself, and the buyer opens the bids.
  await expect
    .poll(async () => (await apiGet(provider, `/v1/rfp/${draft.id}`)).status, {
      timeout: DUE_IN_MS + 120_000 - (Date.now() - startedAt),
      intervals: [1_000],
    })
    .toBe('CLOSED');
  await buyer.goto(`/rfp/${draft.id}`);
  await buyer.getByRole('button', { name: 'Open bids' }).click();
  await buyer.getByRole('dialog', { name: 'Open bids' }).getByRole('button', { name: 'Open bids' }).click();
  await expectToast(buyer, 'Bids Opened', 'The amounts are visible to your team now');

  // The report: three scenarios side by side; the first property awarded by the lowest-per-line one.
  await buyer.getByRole('link', { name: 'Bid analysis', exact: true }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: `Bid analysis: ${title}` })).toBeVisible();
  await expect(buyer.getByRole('article')).toHaveCount(3);
  await expect(buyer.getByRole('table', { name: 'Totals per vendor' }).locator('tbody tr')).toHaveCount(2);
  await buyer.getByRole('button', { name: 'Award by scenario Lowest per line' }).click();
  const award = buyer.getByRole('dialog', { name: 'Award' });
  await pickOption(buyer, award.getByRole('combobox', { name: 'Property' }), first.propertyName);
  await award.getByRole('textbox', { name: 'Note' }).fill('Lowest on the first property.');
  await award.getByRole('button', { name: 'Award' }).click();
  await expectToast(buyer, 'Lines Awarded', 'The winning and losing vendors are told');
  await expect(buyer.getByText('Partly awarded')).toBeVisible();

  // Vendor A is lowest on the first property (1,800 a year against 2,100): it reads Awarded there, B reads Lost.
  await vendorA.setViewportSize({ width: 1280, height: 800 });
  await vendorA.goto(`/rfp/${draft.id}`);
  const outcomesA = vendorA.getByRole('list', { name: 'Award outcomes' });
  await expect(outcomesA.getByRole('listitem')).toHaveCount(1);
  await expect(outcomesA).toContainText(`Awarded${first.propertyName} · ${first.serviceName} — $1,800.00 a year`);
  await expectNoSeriousA11yViolations(vendorA, 'the vendor RFP page after the award');
  await shotAt(vendorA, 'bids', 'rfp-awarded');
  await vendorB.goto(`/rfp/${draft.id}`);
  const outcomesB = vendorB.getByRole('list', { name: 'Award outcomes' });
  await expect(outcomesB.getByRole('listitem')).toHaveCount(1);
  await expect(outcomesB).toContainText(`Lost${first.propertyName} · ${first.serviceName}`);
});
