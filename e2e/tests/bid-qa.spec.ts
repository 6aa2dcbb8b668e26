import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiGet, apiPost, apiPut, apiSignIn } from '../support/api.js';
import { publishRfpToDemoVendor } from '../support/bids.js';
import { DEMO } from '../support/demo.js';
import { expectToast, uniqueTag } from '../support/people.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';

/*
 * Q&A and addenda as the invited vendor reads them (docs/rfp.md "Questions and answers",
 * "Addenda"): on a phone it reads a line's pinned scope of work and asks a question (a double click sends one), the buyer's answer
 * reaches its page; an addendum after its bid flags the bid in the inbox and on the page until
 * it confirms; an RFP whose questions deadline passed takes no question.
 */
test('the vendor asks on a phone, reads the answer, confirms its bid after an addendum, and cannot ask after the deadline', async ({ page }) => {
  test.slow();
  const tag = uniqueTag('bidqa');
  const title = `Q&A ${tag}`;
  const { rfp, lines } = await publishRfpToDemoVendor(title, 1);
  const provider = await apiSignIn(DEMO.providerAdmin);
  const vendor = await apiSignIn(DEMO.vendorAdmin);
  await apiPut(vendor, `/v1/rfp/${rfp.id}/bid`, { lines: [{ rfpLineId: lines[0].id, price: 420, unit: 'PER_MONTH' }] });
  await apiPost(vendor, `/v1/rfp/${rfp.id}/bid/submit`, {});

  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, DEMO.vendorAdmin, `/rfp/${rfp.id}`);
  await page.getByRole('button', { name: `Read scope of work: ${lines[0].propertyName}, ${lines[0].serviceName}` }).click();
  const scope = page.getByRole('dialog', { name: `Scope of work · ${lines[0].propertyName}, ${lines[0].serviceName}` });
  await expect(scope).toContainText(`${title} scope (version 1)`);
  await expect(scope).toContainText('Mow weekly from April to October.');
  await expectNoSeriousA11yViolations(page, 'a line’s scope of work on a phone');
  await page.keyboard.press('Escape');
  await expect(scope).toHaveCount(0);
  const ask = page.getByRole('textbox', { name: 'Ask the buyer' });
  await expect(page.getByText(/^Until .*\. The answer is published to every invited vendor without your name\.$/)).toBeVisible();
  await ask.fill(`Is leaf pickup in the price? ${tag}`);
  await page.getByRole('button', { name: 'Send question' }).dblclick();
  await expectToast(page, 'Question Sent', 'without your name');
  const mine = page.getByRole('list', { name: 'Your questions' });
  await expect(mine.getByRole('listitem')).toHaveCount(1);
  await expect(mine).toContainText('not answered yet');
  await expect(ask).toHaveValue('');
  const asked = await apiGet(provider, `/v1/rfp/${rfp.id}/questions`);
  expect(asked.map((q) => q.questionText)).toEqual([`Is leaf pickup in the price? ${tag}`]);
  await page.setViewportSize({ width: 1280, height: 800 });

  await apiPost(provider, `/v1/rfp/${rfp.id}/answers`, { questionId: asked[0].id, answerText: 'Yes, in October and November.' });
  await apiPost(provider, `/v1/rfp/${rfp.id}/addenda`, { summary: `The site map is updated ${tag}.` });
  await page.reload();
  const answers = page.getByRole('list', { name: 'Published answers' });
  await expect(answers.getByRole('listitem')).toHaveCount(1);
  await expect(answers).toContainText(`Is leaf pickup in the price? ${tag}`);
  await expect(answers).toContainText('Yes, in October and November.');
  await expect(mine).not.toContainText('not answered');
  await expect(page.getByText(`The site map is updated ${tag}.`)).toBeVisible();
  await expect(page.getByText('Not acknowledged')).toBeVisible();
  const confirm = page.getByRole('button', { name: 'Confirm my bid' });
  await expectNoSeriousA11yViolations(page, 'the vendor RFP page with an answer and an addendum');
  await shotAt(page, 'bids', 'rfp-qa', confirm);

  await page.goto(`/rfp?search=${encodeURIComponent(title)}`);
  const table = page.getByRole('region', { name: 'RFP invitations' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const row = table.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Confirm after addendum');
  await row.getByRole('link', { name: `${rfp.number} · ${title}` }).click();
  await confirm.dblclick();
  await expectToast(page, 'Bid Confirmed', 'read every addendum');
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText(/^Acknowledged /)).toBeVisible();
  await page.goBack();
  await expect(row).not.toContainText('Confirm after addendum');

  const closed = await publishRfpToDemoVendor(`Closed Q&A ${tag}`, 1, new Date(Date.now() - 60_000).toISOString());
  await page.goto(`/rfp/${closed.rfp.id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Questions are closed' })).toContainText(/The questions deadline passed at .*\./);
  await expect(page.getByRole('textbox', { name: 'Ask the buyer' })).toHaveCount(0);
  await expect(page.getByText('No answers yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the vendor RFP page after the questions deadline');
});
