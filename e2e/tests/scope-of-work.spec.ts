import fs from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiGet, apiSignIn } from '../support/api.js';
import { mainNav, signIn } from '../support/browser.js';
import { DEMO } from '../support/demo.js';
import { buildDocx, docxText, readZip } from '../support/docx.js';
import { aiRequests, queueAiReplies, resetAi } from '../support/fake-ai.js';
import { openSignedIn } from '../support/signed-in.js';

/*
 * Issue #10's story in the browser: the assistant (answering through the fake OpenAI-compatible
 * model that start-app.ts runs on loopback) drafts a client scope, a rewrite of one section is
 * accepted, the scope is applied to three properties, a DOCX template is uploaded and the
 * documents generated; signed out, the /download-sow-template link survives sign-in and the
 * download starts.
 */

const SHOTS = '/tmp/shots/sow-web-ai';
const CLIENT = 'Northwind Residential';
const SERVICE = 'Snow plowing';
const SCOPE_NAME = 'E2E snow plowing for Northwind';
const TEMPLATE_NAME = 'E2E branded scope';
/** What the fake model answers for the draft: the library's headings, the answers worked in. */
const DRAFT = [
  '## Scope and tasks',
  '- Plow parking lots, sidewalks and the leasing office entrance; clear fire lanes first.',
  '- No salt near the planters.',
  '## Frequency and schedule',
  '- Plow every time snow reaches 3 inches.',
  '## Season and service window',
  '- November 15, 2026 to March 31, 2027.',
  '## Materials and equipment',
  '- The vendor supplies plows, blowers and de-icer.',
  '## Exclusions',
  '- Roofs and balconies.',
  '## Performance standards',
  '- Lots clear within 4 hours of the end of a snowfall.',
  '## Safety and insurance requirements',
  '- High-visibility vests on site.',
  '- General liability $2M per occurrence.',
  '## Reporting and communication',
  '- A service log after every visit.',
].join('\n');
const REWRITE = [
  '## Frequency and schedule',
  '- Plow every time snow reaches 2 inches, and again when the storm ends.',
  '- Salt walkways within 1 hour of plowing.',
].join('\n');

async function shot(page: Page, name: string, { fullPage = true } = {}) {
  // From the top: a full-page capture of a scrolled page draws the fixed header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage });
}

/** A Mantine Select or MultiSelect: open it by its label and click the option. */
async function choose(page: Page, label: string | RegExp, option: string | RegExp, scope: Page | Locator = page) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function answerQuestions(page: Page) {
  // Clients are searched on the server: type the name, then pick it.
  await page.getByRole('combobox', { name: 'Client' }).fill(CLIENT);
  await page.getByRole('option', { name: CLIENT }).first().click();
  await choose(page, 'Service', SERVICE);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'When is the service needed (season and dates)?' })).toBeFocused();
  await choose(page, 'Season', 'Winter');
  await page.getByLabel('Starts').fill('2026-11-15');
  await page.getByLabel('Ends').fill('2026-11-01');
  await page.getByRole('button', { name: 'Next' }).click();
  // The contract's own rule, shown on the step that holds the dates.
  await expect(page.getByText('The season ends after it starts.')).toBeVisible();
  await page.getByLabel('Ends').fill('2027-03-31');
  await page.getByRole('button', { name: 'Next' }).click();

  await choose(page, 'Frequency', 'Per event (e.g. per snowfall)');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Serviced size' }).fill('52000');
  await page.getByRole('textbox', { name: 'Surfaces' }).fill('Parking lots, sidewalks and the leasing office entrance');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Special requirements' }).fill('Clear fire lanes first; no salt near the planters');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Access hours' }).fill('Any time during a storm; otherwise 10 pm to 6 am');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Insurance' }).fill('General liability $2M per occurrence');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Safety' }).fill('High-visibility vests on site');
}

test.describe('scope of work: assistant, properties, templates and the download link', () => {
  test.beforeAll(async () => {
    await fs.mkdir(SHOTS, { recursive: true });
  });
  test.beforeEach(async () => {
    await resetAi();
  });

  test('draft with the assistant → accept a rewrite → apply to 3 properties → generate from a template → the link survives sign-in and downloads', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await openSignedIn(page, DEMO.providerAdmin);
    await mainNav(page).getByRole('link', { name: 'Scope Of Work' }).click();
    await page.getByRole('link', { name: 'Draft with the assistant' }).click();
    await expect(page).toHaveURL(/\/sow\/assistant/);
    await expect(page.getByRole('heading', { level: 1, name: 'Draft a scope with the assistant' })).toBeVisible();
    await expect(page.getByTestId('sow-assistant-usage')).toContainText('fake-sow-model');
    await expectNoSeriousA11yViolations(page, 'assistant wizard, first question');
    await shot(page, 'wizard-question');

    // ── The guided questions, then the draft streams in ─────────────────────────────────────
    await answerQuestions(page);
    await shot(page, 'wizard-last-question');
    await queueAiReplies({ kind: 'text', text: DRAFT, chunkSize: 24, delayMs: 10 });
    await page.getByRole('button', { name: 'Draft the scope' }).click();
    const preview = page.getByRole('textbox', { name: 'Draft scope of work' });
    await expect(preview).toContainText('clear fire lanes first', { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Create scope' })).toBeEnabled();
    // The model was given the answers (and the library's structure to follow).
    const [draftRequest] = await aiRequests();
    const sent = JSON.stringify(draftRequest?.body.messages);
    expect(sent).toContain('Clear fire lanes first; no salt near the planters');
    expect(sent).toContain('General liability $2M per occurrence');
    expect(sent).toContain('## Safety and insurance requirements');
    expect(sent).not.toContain('Harborview');
    await expectNoSeriousA11yViolations(page, 'assistant wizard, the draft');
    await shot(page, 'wizard-draft');

    await page.getByLabel('Name of the scope').fill(SCOPE_NAME);
    await page.getByRole('button', { name: 'Create scope' }).click();
    await expect(page).toHaveURL(/\/sow\/scopes\/[0-9a-f-]{36}$/);
    const scopeUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: SCOPE_NAME })).toBeVisible();
    await expect(page.getByText('Drafted with the assistant')).toBeVisible();

    // ── A rewrite of one section: an error keeps the instruction, then accept ──────────────────
    const panel = page.getByTestId('sow-assistant-panel');
    await choose(page, 'Section to rewrite', 'Frequency and schedule', panel);
    const instruction = panel.getByLabel('What should change?');
    await instruction.fill('Make the snow trigger 2 inches');
    await queueAiReplies({ kind: 'status', status: 500, message: 'upstream exploded' });
    await panel.getByRole('button', { name: 'Suggest a rewrite' }).click();
    await expect(panel.getByRole('alert')).toBeVisible({ timeout: 30_000 });
    await expect(instruction).toHaveValue('Make the snow trigger 2 inches');

    await queueAiReplies({ kind: 'text', text: REWRITE, chunkSize: 12, delayMs: 20 });
    await panel.getByRole('button', { name: 'Suggest a rewrite' }).click();
    const suggestion = panel.getByTestId('sow-assistant-suggestion');
    await expect(suggestion).toBeVisible({ timeout: 30_000 });
    await expect(suggestion.locator('ins').filter({ hasText: '2 inches' })).toBeVisible();
    await expect(suggestion.locator('del').first()).toBeVisible();
    const refine = (await aiRequests()).at(-1);
    expect(JSON.stringify(refine?.body.messages)).toContain('Instruction: Make the snow trigger 2 inches');
    await expectNoSeriousA11yViolations(page, 'assistant panel with a suggestion');
    await shot(page, 'panel-suggestion');

    await suggestion.getByRole('button', { name: 'Accept' }).click();
    const editor = page.getByRole('textbox', { name: 'Scope of work text' });
    await expect(editor).toContainText('Plow every time snow reaches 2 inches');
    await page.getByLabel('Change note').fill('Snow trigger 2 inches');
    await page.getByRole('button', { name: 'Save as new version' }).click();
    await expect(page.getByText('Scope Saved')).toBeVisible();
    await expect(page.getByText('Version 2 saved')).toBeVisible();

    // ── Apply to three of the client's properties ─────────────────────────────────────────────
    await page.getByRole('tab', { name: /^Properties/ }).click();
    await page.getByRole('button', { name: 'Apply to properties' }).click();
    const applyDialog = page.getByRole('dialog', { name: 'Apply to properties' });
    const picker = applyDialog.getByRole('combobox', { name: 'Properties' });
    for (let i = 0; i < 3; i += 1) {
      await picker.click();
      await page.getByRole('option', { selected: false }).first().click();
    }
    await applyDialog.getByRole('button', { name: 'Save' }).click();
    await expect(applyDialog).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Properties (3)' })).toBeVisible();

    // ── Templates: a bad one is refused with its unknown placeholder named, a good one kept ──
    await page.goto('/sow?tab=templates');
    await expect(page.getByRole('tab', { name: 'Templates', selected: true })).toBeVisible();
    await page.getByRole('button', { name: 'Placeholders a template can use' }).click();
    await expect(page.getByTestId('sow-placeholder-list')).toContainText('{property_address}');
    const upload = async (name: string, paragraphs: string[]) => {
      await page.getByLabel('Template name').fill(name);
      await page.locator('input[type="file"]').setInputFiles({
        name: `${name.replace(/\W+/g, '-')}.docx`,
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: buildDocx(paragraphs),
      });
      await page.getByRole('button', { name: 'Upload template' }).click();
    };
    await upload('Broken template', ['Dear {client_name}', 'Budget: {client_budget}']);
    await expect(page.getByTestId('sow-template-error')).toContainText('{client_budget}');
    await expect(page.getByLabel('Template name')).toHaveValue('Broken template');
    await expectNoSeriousA11yViolations(page, 'templates tab with a refused upload');
    await shot(page, 'templates-refused');

    await upload(TEMPLATE_NAME, [
      'Scope of work for {client_name}',
      '{property_name} ({property_code}), {property_address}',
      'Service: {service_name}',
      '{#sections}{heading}: {body}{/sections}',
    ]);
    await expect(page.getByText('Template Added')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Templates' }).getByRole('row', { name: new RegExp(TEMPLATE_NAME) })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'templates tab');
    await shot(page, 'templates');

    // ── Generate from the scope's page: a background job ────────────────────────────────────
    await page.goto(scopeUrl);
    await page.getByRole('button', { name: 'Generate documents' }).click();
    const generateDialog = page.getByRole('dialog', { name: 'Generate documents' });
    await expect(generateDialog.getByText('Every property of the scope (3)')).toBeVisible();
    await choose(page, 'Template', TEMPLATE_NAME, generateDialog);
    await expectNoSeriousA11yViolations(page, 'generate documents modal');
    await shot(page, 'generate-modal', { fullPage: false });
    const started = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/v1/client-scope-of-work/sow-template/generate' && r.request().method() === 'POST',
    );
    await generateDialog.getByRole('button', { name: 'Generate' }).click();
    const response = await started;
    expect(response.status()).toBe(202);
    const taskId = ((await response.json()) as { id: string }).id;
    await expect(page.getByText('Generation Started')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Background jobs' })).toBeVisible();

    // ── Signed out, the link waits for sign-in and then downloads ──────────────────────────────
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/login');
    await page.goto(`/download-sow-template?taskId=${taskId}`);
    await expect(page).toHaveURL('/login');
    // Signing in through the form is the point here: the saved link is where it lands.
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await signIn(page, DEMO.providerAdmin);
    await expect(page).toHaveURL(`/download-sow-template?taskId=${taskId}`);
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.zip$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Your documents are ready' })).toBeVisible();
    await expect(page.getByText('The download has started.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'download page, ready');
    await shot(page, 'download-ready');

    const documents = readZip(await fs.readFile(await file.path())).filter((entry) => entry.name.endsWith('.docx'));
    expect(documents).toHaveLength(3);
    for (const document of documents) {
      const text = docxText(document.data);
      expect(text).toContain(`Scope of work for ${CLIENT}`);
      expect(text).toContain(`Service: ${SERVICE}`);
      // The accepted rewrite is what the documents say.
      expect(text).toContain('Plow every time snow reaches 2 inches');
      expect(text).not.toMatch(/\{[a-z_#/]+\}/);
    }
  });

  test('on a phone: the wizard one question per screen, the templates and a dead download link', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, DEMO.providerAdmin, '/sow/assistant');
    await expect(page.getByText('Step 1 of 9: Service')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'assistant wizard on a phone');
    await shot(page, 'wizard-question');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Choose a client.')).toBeVisible();
    await shot(page, 'wizard-errors');

    // Opened from a client and a service (as the scope screens link it): on to the draft.
    const token = await apiSignIn(DEMO.providerAdmin);
    const clients = await apiGet(token, `/v1/clients?search=${encodeURIComponent(CLIENT)}`);
    const services = await apiGet(token, '/v1/services/all');
    const clientId = clients.data.find((c) => c.name === CLIENT)?.id ?? '';
    const serviceId = services.find((s) => s.name === SERVICE)?.id ?? '';
    await page.goto(`/sow/assistant?clientId=${clientId}&serviceId=${serviceId}`);
    await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue(SERVICE);
    await page.getByRole('button', { name: 'Next' }).click();
    await queueAiReplies({ kind: 'text', text: DRAFT });
    await page.getByRole('button', { name: 'Skip to the draft' }).click();
    await expect(page.getByRole('textbox', { name: 'Draft scope of work' })).toContainText('clear fire lanes first', { timeout: 30_000 });
    await expectNoSeriousA11yViolations(page, 'assistant draft on a phone');
    await shot(page, 'wizard-draft');

    await page.goto('/sow?tab=templates');
    await expect(page.getByRole('button', { name: 'Upload template' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'templates tab on a phone');
    await shot(page, 'templates');

    await page.goto('/download-sow-template?taskId=00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 2, name: 'This download is not available' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'download page, unknown task');
    await shot(page, 'download-missing');
    await page.goto('/download-sow-template');
    await expect(page.getByRole('heading', { level: 2, name: 'This link is incomplete' })).toBeVisible();
  });
});
