import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { USER_UPLOAD_COLUMNS, type TSowDoc, type TSowNode } from '@procura/shared';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiGet, apiPost, apiSignIn, primaryTenantOf, roleIdByName } from '../support/api.js';
import { mainNav } from '../support/browser.js';
import { DEMO } from '../support/demo.js';
import { queueAiReplies, resetAi } from '../support/fake-ai.js';
import { createActivePerson, csvLine, emailFor, openContactManagement, uniqueTag } from '../support/people.js';
import { openSignedIn } from '../support/signed-in.js';

/*
 * Issue #17 point 4: the background-job panel fits its width and keeps Download in view, closes
 * when the person moves to another page, and its floating button never sits on top of what a
 * page needs clicked (the last row's menu, the assistant's Accept).
 */

const SHOTS = '/tmp/shots/job-panel';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Nothing inside the element scrolls sideways, and `inner` lies wholly within it. */
async function expectFitsInside(outer: Locator, inners: Locator[]) {
  const sideways = await outer.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((node) => node instanceof HTMLElement && node.scrollWidth > node.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(node).overflowX))
      .map((node) => node.className || node.tagName),
  );
  expect(sideways, 'no part of the panel scrolls sideways').toEqual([]);
  const box = await outer.boundingBox();
  if (!box) throw new Error('The panel has no box.');
  for (const inner of inners) {
    const part = await inner.boundingBox();
    expect(part, 'the part is on screen').not.toBeNull();
    if (!part) continue;
    expect(part.x).toBeGreaterThanOrEqual(box.x - 1);
    expect(part.x + part.width).toBeLessThanOrEqual(box.x + box.width + 1);
  }
}

/**
 * Scrolled as far as it goes towards view, the control's middle is the control itself, not the
 * floating button lying over it (what a person's click, or Playwright's, would hit).
 */
async function expectNotCovered(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const hit = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top === null || element === top || element.contains(top) ? 'the control' : (top.closest('button')?.getAttribute('aria-label') ?? top.tagName);
  });
  expect(hit, 'what a click in the middle of the control reaches').toBe('the control');
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width ?? 0}.png` });
}

test.describe('the background-job panel and its button', () => {
  test('a job with a long name fits the panel at 1280 and 390 px: the name wraps, Ready and Download stay in view; a page change closes the panel', async ({
    page,
  }) => {
    const tag = uniqueTag('jobp');
    // A client admin of our own, so the panel holds this one job.
    const adminToken = await apiSignIn(DEMO.providerAdmin);
    const tenant = await primaryTenantOf(DEMO.clientAdmin);
    const roleId = await roleIdByName(adminToken, 'Client Admin', 'client', DEMO.clientAdmin);
    const uploader = { email: emailFor(uniqueTag('jpu')), password: `panel passphrase ${tag}` };
    await createActivePerson(adminToken, { firstName: 'Pan', lastName: tag, email: uploader.email, tenantId: tenant.id, roleIds: [roleId] }, uploader.password);
    const fileName = `quarterly-people-update-for-northwind-residential-${tag}-final-version-for-everyone.csv`;
    const csv = [
      csvLine(USER_UPLOAD_COLUMNS),
      csvLine(['Jo', tag, `jo.${tag}@example.com`, '+1', '3035550111', 'Northwind Residential', 'Client Property Manager', 'Primary', 'Yes']),
    ].join('\r\n');

    await openSignedIn(page, uploader.email, '/', { password: uploader.password });
    await openContactManagement(page);
    await page.getByRole('button', { name: 'Bulk invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk invite' });
    await dialog.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Upload and invite' }).click();

    const panel = page.getByRole('dialog', { name: 'Background jobs' });
    await expect(panel).toBeVisible();
    const download = panel.getByRole('button', { name: /^Download / });
    await expect(download).toBeVisible({ timeout: 60_000 });
    const title = panel.getByText(`Bulk invite: ${fileName}`);
    const ready = panel.getByText('Ready', { exact: true });
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await expect(download).toBeInViewport();
      await expectFitsInside(panel, [title, ready, download]);
      await expectNoSeriousA11yViolations(page, `job panel at ${viewport.width} px`);
      await shot(page, 'panel-long-name');
    }

    // Another page: the panel steps aside; its button brings it back.
    await page.setViewportSize(DESKTOP);
    await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(panel).toHaveCount(0);
    await page.getByRole('button', { name: 'Background jobs', exact: true }).click();
    await expect(panel.getByRole('button', { name: /^Download / })).toBeVisible();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    test(`the end of a list is not under the floating button: the last row's menu and the next page (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openSignedIn(page, DEMO.providerAdmin);
      for (const path of ['/contact-management', '/role-management']) {
        await page.goto(path);
        const menus = page.getByRole('button', { name: /^Actions for / });
        await expect(menus.first()).toBeVisible();
        await expectNotCovered(menus.last());
        const next = page.getByRole('button', { name: 'Next page' });
        if ((await next.count()) > 0) await expectNotCovered(next);
      }
      await page.goto('/contact-management');
      await page.getByRole('button', { name: 'Next page' }).scrollIntoViewIfNeeded();
      await shot(page, 'list-bottom');
    });
  }

  test("the assistant's Accept is never held under the floating button, whatever the screen's height", async ({ page }) => {
    await resetAi();
    const token = await apiSignIn(DEMO.providerAdmin);
    const client = (await apiGet(token, '/v1/clients?search=Northwind%20Residential&limit=5')).data.find((c) => c.name === 'Northwind Residential');
    const services = await apiGet(token, '/v1/services/all');
    const service = services.find((s) => s.name === 'Snow plowing');
    if (!client || !service) throw new Error('The demo world has Northwind Residential and Snow plowing.');
    const section = (heading: string, ...items: string[]): TSowNode[] => [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: heading }] },
      ...items.map((text): TSowNode => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
    ];
    const content: TSowDoc = {
      type: 'doc',
      content: [
        ...section('Scope and tasks', 'Plow parking lots, sidewalks and the leasing office entrance; clear fire lanes first.', 'No salt near the planters.'),
        ...section('Frequency and schedule', 'Plow every time snow reaches 3 inches.'),
        ...section('Season and service window', 'November 15 to March 31.'),
        ...section('Exclusions', 'Roofs and balconies.'),
        // A document longer than the screen, so the sticky panel stays stuck beside it while the page scrolls.
        ...section(
          'Site notes',
          ...Array.from({ length: 24 }, (_, i) => `Note ${i + 1}: keep the loading dock and the east entrance clear before 6 AM on weekdays.`),
        ),
      ],
    };
    const scope = await apiPost(token, '/v1/client-scope-of-work', {
      clientId: client.id,
      serviceId: service.id,
      name: `Accept test ${uniqueTag('acc')}`,
      source: 'BLANK',
      content,
    });

    await openSignedIn(page, DEMO.providerAdmin, `/sow/scopes/${scope.id}`);
    const panel = page.getByTestId('sow-assistant-panel');
    await panel.getByRole('combobox', { name: 'Section to rewrite' }).click();
    await page.getByRole('option', { name: 'Frequency and schedule' }).click();
    await panel.getByLabel('What should change?').fill('Make the snow trigger 2 inches');
    // A rewrite long enough to make the panel tall (as wider fonts, or a longer answer, do).
    const rewrite = [
      '## Frequency and schedule',
      '- Plow every time snow reaches 2 inches, and again when the storm ends.',
      ...Array.from({ length: 14 }, (_, i) => `- Visit ${i + 1}: salt the walkways within 1 hour of plowing and report the time on site.`),
    ].join('\n');
    await queueAiReplies({ kind: 'text', text: rewrite, chunkSize: 64, delayMs: 2 });
    await panel.getByRole('button', { name: 'Suggest a rewrite' }).click();
    const suggestion = panel.getByTestId('sow-assistant-suggestion');
    await expect(suggestion).toBeVisible({ timeout: 30_000 });
    // The panel is sticky: on some heights it used to stop with Accept right under the button,
    // where no scrolling could bring it out (the full run's scope-of-work failure).
    const accept = suggestion.getByRole('button', { name: 'Accept' });
    for (const height of [640, 700, 760, 800, 900]) {
      await page.setViewportSize({ width: 1280, height });
      await expectNotCovered(accept);
    }
    await accept.click();
    await expect(page.getByRole('textbox', { name: 'Scope of work text' })).toContainText('Plow every time snow reaches 2 inches');
  });
});
