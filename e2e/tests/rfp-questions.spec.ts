import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiGet, apiPost, apiSignIn } from '../support/api.js';
import { DEMO } from '../support/demo.js';
import { expectToast, uniqueTag } from '../support/people.js';
import { readyDraftRfp } from '../support/rfp.js';
import { expectFitsPhone } from '../support/phone.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';

/**
 * Q&A and addenda on the RFP's page (docs/rfp.md "Questions and answers", "Addenda"): the buyer
 * reads a vendor's question with who asked, publishes a reworded answer that vendors read without
 * the asker, and publishes an addendum moving the due time.
 */
test('the provider answers a vendor question for every vendor and publishes an addendum that moves the due time', async ({ page }) => {
  test.slow();
  const tag = uniqueTag('rfpq');
  const token = await apiSignIn(DEMO.providerAdmin);
  const ready = await readyDraftRfp(token, 'Northwind Residential', `Questions ${tag}`, 100, 'GreenLeaf Grounds');
  await apiPost(token, `/v1/rfp/${ready.rfp.id}/publish`, {});
  const vendorToken = await apiSignIn(DEMO.vendorAdmin);
  await apiPost(vendorToken, `/v1/rfp/${ready.rfp.id}/questions`, { questionText: `GreenLeaf asks: are the sprinkler heads ours to replace? ${tag}` });

  await openSignedIn(page, DEMO.providerAdmin, `/rfp/${ready.rfp.id}/questions`);
  const question = page.getByText(`GreenLeaf asks: are the sprinkler heads ours to replace? ${tag}`);
  await expect(question).toBeVisible();
  await expect(page.getByText(/GreenLeaf Grounds · .* · not answered/)).toBeVisible();

  await page.getByRole('button', { name: /^Answer: GreenLeaf asks/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Answer a question' });
  await dialog.getByRole('textbox', { name: 'Question as published' }).fill(`Are sprinkler heads the vendor's to replace? ${tag}`);
  await dialog.getByRole('textbox', { name: 'Answer' }).fill('Yes: up to ten a year are in the price; more are billed at cost.');
  await expectNoSeriousA11yViolations(page, 'answer modal');
  await dialog.getByRole('button', { name: 'Publish to all vendors' }).click();
  await expectToast(page, 'Answer Published', 'without who asked');
  await expect(page.getByText('1 answer')).toBeVisible();
  await expect(page.getByText('Yes: up to ten a year are in the price; more are billed at cost.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'RFP Q&A tab');
  await shotAt(page, 'rfp', 'page-questions');
  await expectFitsPhone(page, 'rfp', 'page-questions');

  // The vendor reads the reworded question, never who asked.
  const answers = await apiGet(vendorToken, `/v1/rfp/${ready.rfp.id}/answers`);
  expect(answers.map((a) => a.questionText)).toEqual([`Are sprinkler heads the vendor's to replace? ${tag}`]);
  expect(JSON.stringify(answers)).not.toContain('GreenLeaf');

  await page.getByRole('tab', { name: /^Addenda/ }).click();
  await expect(page.getByText('No addenda')).toBeVisible();
  await page.getByRole('button', { name: 'Publish addendum' }).click();
  const addendum = page.getByRole('dialog', { name: 'Publish addendum' });
  await addendum.getByRole('button', { name: 'Publish addendum' }).click();
  await expect(addendum.getByText('Say what the addendum changes')).toBeVisible();
  await addendum.getByRole('textbox', { name: 'What changes' }).fill('Bids are due a day later: the site walk moved.');
  const due = addendum.getByLabel('Bids due');
  const later = new Date(Date.parse(`${await due.inputValue()}:00Z`) + 86_400_000).toISOString().slice(0, 16);
  await due.fill(later);
  await addendum.getByRole('button', { name: 'Publish addendum' }).click();
  await expectToast(page, 'Addendum Published', 'Every invited vendor is told');
  await expect(page.getByText('Addendum 1', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Bids due: .* → .*/)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Addenda (1)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'RFP addenda tab');
  await shotAt(page, 'rfp', 'page-addenda');
  await expectFitsPhone(page, 'rfp', 'page-addenda');

  const after = await apiGet(token, `/v1/rfp/${ready.rfp.id}`);
  expect(Date.parse(after.bidsDueAt ?? '') - Date.parse(ready.rfp.bidsDueAt ?? '')).toBe(86_400_000);
});
