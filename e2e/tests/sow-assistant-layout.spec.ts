import { expect, test, type Page } from '@playwright/test';
import type { TSowDoc, TSowNode } from '@procura/shared';
import { apiGet, apiPost, apiSignIn } from '../support/api.js';
import { DEMO } from '../support/demo.js';
import { queueAiReplies, resetAi } from '../support/fake-ai.js';
import { uniqueTag } from '../support/people.js';
import { openSignedIn } from '../support/signed-in.js';

/*
 * Issue 17 point 4: the assistant's suggestion outlives a change of layout. Under load, a
 * full-page screenshot made Chromium report a 1×1 window for a moment; the phone layout's media
 * query matched, the scope page dropped the assistant panel and mounted a fresh one when the
 * width came back, and the suggestion was gone before Accept could be clicked. A window
 * resized across the phone breakpoint does the same, on purpose and every time.
 */

const DESKTOP = { width: 1280, height: 800 };

/** A scope of Northwind Residential's snow plowing with a "Frequency and schedule" section. */
async function openScope(page: Page): Promise<void> {
  const token = await apiSignIn(DEMO.providerAdmin);
  const clients = await apiGet(token, '/v1/clients?search=Northwind%20Residential&limit=5');
  const client = clients.data.find((c) => c.name === 'Northwind Residential');
  const service = (await apiGet(token, '/v1/services/all')).find((s) => s.name === 'Snow plowing');
  if (!client || !service) throw new Error('The demo world has Northwind Residential and Snow plowing.');
  const section = (heading: string, text: string): TSowNode[] => [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: heading }] },
    { type: 'paragraph', content: [{ type: 'text', text }] },
  ];
  const content: TSowDoc = {
    type: 'doc',
    content: [...section('Scope and tasks', 'Plow the parking lots.'), ...section('Frequency and schedule', 'Plow every time snow reaches 3 inches.')],
  };
  const scope = await apiPost(token, '/v1/client-scope-of-work', {
    clientId: client.id,
    serviceId: service.id,
    name: `Layout test ${uniqueTag('lay')}`,
    source: 'BLANK',
    content,
  });
  await openSignedIn(page, DEMO.providerAdmin, `/sow/scopes/${scope.id}`);
}

test.beforeEach(async () => {
  await resetAi();
});

for (const narrow of [
  { name: 'a phone-wide window', size: { width: 390, height: 800 } },
  { name: 'the 1×1 window a full-page screenshot reports for a moment', size: { width: 1, height: 1 } },
]) {
  test(`a suggestion shown survives ${narrow.name} and can still be accepted`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openScope(page);
    const panel = page.getByTestId('sow-assistant-panel');
    const picker = panel.getByRole('combobox', { name: 'Section to rewrite' });
    await picker.click();
    await page.getByRole('option', { name: 'Frequency and schedule' }).click();
    await panel.getByLabel('What should change?').fill('Make the snow trigger 2 inches');
    await queueAiReplies({ kind: 'text', text: '## Frequency and schedule\nPlow every time snow reaches 2 inches.' });
    await panel.getByRole('button', { name: 'Suggest a rewrite' }).click();
    const suggestion = panel.getByTestId('sow-assistant-suggestion');
    await expect(suggestion).toBeVisible({ timeout: 30_000 });

    await page.setViewportSize(narrow.size);
    // The phone layout is really in place (the side navigation became a drawer) before going back.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await page.setViewportSize(DESKTOP);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    await expect(suggestion).toBeVisible();
    await expect(picker).toHaveValue('Frequency and schedule');
    await suggestion.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('textbox', { name: 'Scope of work text' })).toContainText('Plow every time snow reaches 2 inches.');
    await expect(page.getByRole('button', { name: 'Save as new version' })).toBeEnabled();
  });
}
