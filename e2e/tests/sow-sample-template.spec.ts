import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { SOW_TEMPLATE_PLACEHOLDERS } from '@procura/shared';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { DEMO } from '../support/demo.js';
import { docxText } from '../support/docx.js';
import { uniqueTag } from '../support/people.js';
import { openSignedIn } from '../support/signed-in.js';

/**
 * A sample template can be downloaded beside the template upload (issue #17, "Also"): a Word
 * document using the placeholders, which the upload check then accepts as it is.
 */

const SHOTS = '/tmp/shots/sow-sample-template';

test('the sample template downloads beside the upload, uses the placeholders and is accepted as a template', async ({ page }) => {
  await openSignedIn(page, DEMO.providerAdmin, '/sow?tab=templates');
  await expect(page.getByRole('tab', { name: 'Templates', selected: true })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a template' });
  await expect(form.getByRole('button', { name: 'Download a sample template' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'templates tab with the sample download');
  await page.screenshot({ path: `${SHOTS}/templates-1280.png`, fullPage: true });

  const downloading = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Download a sample template' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('sample-sow-template.docx');
  const bytes = fs.readFileSync(await download.path());
  const text = docxText(bytes);
  // Every placeholder but the whole text at once, which the sections loop stands for.
  for (const { name } of SOW_TEMPLATE_PLACEHOLDERS) {
    if (name === 'sow_text') continue;
    if (name === 'sections') expect(text).toContain('{#sections}');
    else expect(text).toContain(`{${name}}`);
  }

  // Uploaded as it is, it passes the check and is kept.
  const name = `Sample ${uniqueTag('tpl')}`;
  await form.getByLabel('Template name').fill(name);
  await page.locator('input[type="file"]').setInputFiles({
    name: download.suggestedFilename(),
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: bytes,
  });
  await form.getByRole('button', { name: 'Upload template' }).click();
  await expect(page.getByText('Template Added')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Templates' }).getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await expect(page.getByTestId('sow-template-error')).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(form.getByRole('button', { name: 'Download a sample template' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/templates-390.png`, fullPage: true });
});
