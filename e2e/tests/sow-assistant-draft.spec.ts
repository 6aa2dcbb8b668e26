import { expect, test, type Page } from '@playwright/test';
import type { TSowNode } from '@procura/shared';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiGet, apiPost, apiSignIn } from '../support/api.js';
import { DEMO } from '../support/demo.js';
import { aiRequests, resetAi } from '../support/fake-ai.js';
import { uniqueTag } from '../support/people.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';

/*
 * Issue 17 "Also": the assistant's draft follows the answers where the library text says
 * otherwise, and the draft step says what it left out. A service and a library text of this
 * test's own, so the demo texts other specs draft from stay as seeded.
 */

const LIBRARY_GL = 'Commercial general liability of at least $1,000,000 each occurrence';
const INSURANCE = 'General liability $2M per occurrence';

const section = (heading: string, text: string): TSowNode[] => [
  { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: heading }] },
  { type: 'paragraph', content: [{ type: 'text', text }] },
];

/** Opens the wizard for Northwind Residential and a new service whose library says $1M. */
async function openWizard(page: Page) {
  const token = await apiSignIn(DEMO.providerAdmin);
  const clients = await apiGet(token, '/v1/clients?search=Northwind%20Residential&limit=5');
  const client = clients.data.find((c) => c.name === 'Northwind Residential');
  const plowing = (await apiGet(token, '/v1/services/all')).find((s) => s.name === 'Snow plowing');
  if (!client || !plowing) throw new Error('The demo world has Northwind Residential and Snow plowing.');
  const service = await apiPost(token, '/v1/services', { categoryId: plowing.categoryId, name: `Lot plowing ${uniqueTag('rec')}` });
  await apiPost(token, '/v1/scope-of-work/library', {
    serviceId: service.id,
    title: 'Lot plowing',
    content: {
      type: 'doc',
      content: [
        ...section('Scope and tasks', 'Plow the drive lanes and parking areas.'),
        ...section('Safety and insurance requirements', `${LIBRARY_GL} and $2,000,000 aggregate; the client named as additional insured.`),
      ],
    },
    changeNote: 'First version',
  });
  await openSignedIn(page, DEMO.providerAdmin, `/sow/assistant?clientId=${client.id}&serviceId=${service.id}`);
}

/** Through the questions to the draft, answering only the insurance one. */
async function draftWithInsurance(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
  for (let step = 0; step < 5; step += 1) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Insurance' }).fill(INSURANCE);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Draft the scope' }).click();
  await expect(page.getByRole('button', { name: 'Create scope' })).toBeEnabled({ timeout: 30_000 });
}

test.beforeEach(async () => {
  await resetAi();
});

test('the draft says which library clause an answer replaced', async ({ page }) => {
  await openWizard(page);
  await draftWithInsurance(page);

  const replaced = page.getByTestId('sow-draft-replaced');
  await expect(replaced).toContainText('Changed to match your answers');
  await expect(replaced).toContainText(`Safety and insurance requirements: “${LIBRARY_GL} and $2,000,000 aggregate”`);
  await expect(replaced).toContainText(`replaced by your answer “Insurance: ${INSURANCE}”`);
  // The model never saw the $1M clause; what else its line said is still there.
  const sent = JSON.stringify((await aiRequests()).at(-1)?.body.messages);
  expect(sent).not.toContain('$1,000,000 each occurrence');
  expect(sent).toContain('The client named as additional insured.');
  await expectNoSeriousA11yViolations(page, 'assistant draft with replaced clauses');
  await replaced.scrollIntoViewIfNeeded();
  await shotAt(page, 'sow-assistant-draft', 'draft-replaced');
  await expect(replaced).toBeVisible();
});
