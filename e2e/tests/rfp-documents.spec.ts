import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiGet, apiPost, apiSignIn } from '../support/api.js';
import { DEMO } from '../support/demo.js';
import { buildDocx, docxText, readZip } from '../support/docx.js';
import { expectToast, uniqueTag } from '../support/people.js';
import { readyDraftRfp } from '../support/rfp.js';
import { expectFitsPhone } from '../support/phone.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';

/**
 * An RFP's documents (docs/rfp.md "Documents", "Addenda"): the provider uploads them on the
 * draft's Documents tab (with progress) and removes one; once published they stay, and a new one
 * comes with an addendum (Publish waits while its upload runs). The invited vendor downloads them
 * from its RFP page through a short-lived link, and opens the addendum's document from the link
 * its e-mail carries.
 */
const pdf = (words: string) => Buffer.from(`%PDF-1.4\n% ${words}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`);

test('the provider attaches documents to a draft, and the invited vendor downloads them once it is published', async ({ browser, page }) => {
  test.slow();
  const tag = uniqueTag('rfpd');
  const token = await apiSignIn(DEMO.providerAdmin);
  const ready = await readyDraftRfp(token, 'Northwind Residential', `Documents ${tag}`, 100, 'GreenLeaf Grounds');
  const id = ready.rfp.id;

  await openSignedIn(page, DEMO.providerAdmin, `/rfp/${id}/documents`);
  const table = page.getByRole('table', { name: 'RFP documents' });
  await expect(page.getByText('No documents', { exact: true })).toBeVisible();
  const upload = async (fileName: string, title: string, words: string) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'File' }).click();
    await (await chooser).setFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf(words) });
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('button', { name: 'Upload' }).click();
    await expectToast(page, 'Document Added', 'once the RFP is published');
    await expect(table.getByRole('row', { name: new RegExp(title) })).toBeVisible();
  };
  await upload('insurance.pdf', 'Insurance requirements', 'insurance');
  await upload('old-map.pdf', 'Old site map', 'outdated');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'RFP documents tab, draft');
  // At 390 px the rows are cards: the list's region is what is shown.
  await shotAt(page, 'rfp', 'documents-draft', page.getByRole('region', { name: 'RFP documents' }));
  await expectFitsPhone(page, 'rfp', 'documents-draft', page.getByRole('region', { name: 'RFP documents' }));

  // While a draft, a document is removed again.
  await page.getByRole('button', { name: 'Actions for Old site map' }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove document' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'Document Removed', 'no longer part of the RFP');
  await expect(table.getByRole('row', { name: /Old site map/ })).toHaveCount(0);

  // Published: the documents stay as sent; changes go through an addendum.
  await apiPost(token, `/v1/rfp/${id}/publish`, {});
  await page.reload();
  await expect(page.getByText('To add or correct one, publish an addendum.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Actions for Insurance requirements' }).click();
  await expect(page.getByRole('menuitem', { name: 'Download' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Remove' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // An addendum adds a site plan for one line. Publish waits while the upload runs (the check of
  // the stored file is held until the wait is seen), and says why.
  await page.getByRole('tab', { name: /Addenda/ }).click();
  await page.getByRole('button', { name: 'Publish addendum' }).click();
  const modal = page.getByRole('dialog', { name: 'Publish addendum' });
  await modal.getByRole('textbox', { name: 'What changes' }).fill(`Adds the revised site plan ${tag}.`);
  await modal.getByRole('combobox', { name: 'Document for' }).click();
  await page.getByRole('option').nth(1).click();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v1/storage/complete-upload', async (route) => {
    await held;
    await route.continue();
  });
  const chooser = page.waitForEvent('filechooser');
  await modal.getByRole('button', { name: 'Add documents' }).click();
  await (await chooser).setFiles({ name: 'site-plan.pdf', mimeType: 'application/pdf', buffer: pdf('site plan v2') });
  await expect(modal.getByRole('status').filter({ hasText: 'Wait for the upload to finish.' })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Publish addendum' })).toBeDisabled();
  release();
  // The title typed fast, every keystroke at once: the last one wins.
  const title = modal.getByRole('textbox', { name: 'Document title' });
  await expect(title).toHaveValue('site-plan');
  await page.unroute('**/v1/storage/complete-upload');
  await title.clear();
  await expect(modal.getByText('Name the document.')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Publish addendum' })).toBeDisabled();
  await title.pressSequentially('Site plan, revised', { delay: 0 });
  await expect(title).toHaveValue('Site plan, revised');
  await expectNoSeriousA11yViolations(page, 'addendum with a document');
  await shotAt(page, 'rfp', 'addendum-documents', modal);
  await modal.getByRole('button', { name: 'Publish addendum' }).click();
  await expectToast(page, 'Addendum Published', 'Every invited vendor is told');
  const card = page.getByText(`Adds the revised site plan ${tag}.`).locator('..');
  const link = card.getByRole('button', { name: /^Download Site plan, revised \(/ });
  await expect(link).toBeVisible();
  const planSaving = page.waitForEvent('download');
  await link.click();
  expect(fs.readFileSync(await (await planSaving).path()).toString()).toContain('% site plan v2');
  const plan = (await apiGet(token, `/v1/rfp/${id}/attachments`)).find((d) => d.name === 'Site plan, revised');
  expect(plan).toMatchObject({ addendumNumber: 1, category: 'rfp_property_attachment' });
  // The same link forwarded to a buyer opens the RFP's Documents tab naming that document.
  await page.goto(`/rfp/${id}/documents/${plan?.id ?? ''}`);
  await expect(page.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
  const buyerLinked = page.getByRole('alert').filter({ hasText: 'From your e-mail: Site plan, revised' });
  await expect(buyerLinked).toContainText('added by addendum 1');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'RFP documents tab opened from an addendum e-mail');
  await expectFitsPhone(page, 'rfp', 'documents-buyer-linked', buyerLinked);
  const buyerSaving = page.waitForEvent('download');
  await buyerLinked.getByRole('button', { name: 'Download Site plan, revised' }).click();
  expect(fs.readFileSync(await (await buyerSaving).path()).toString()).toContain('% site plan v2');

  const vendorContext = await browser.newContext();
  const vendor = await vendorContext.newPage();
  await openSignedIn(vendor, DEMO.vendorAdmin, `/rfp/${id}`);
  const documents = vendor.getByRole('table', { name: 'RFP documents' });
  await expect(documents.getByRole('row', { name: /Insurance requirements/ })).toBeVisible();
  await expect(documents.getByRole('row', { name: /Old site map/ })).toHaveCount(0);
  await expect(vendor.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(vendor, 'vendor RFP page with documents');
  await shotAt(vendor, 'rfp', 'documents-vendor', vendor.getByRole('region', { name: 'RFP documents' }));
  await vendor.getByRole('button', { name: 'Actions for Insurance requirements' }).click();
  const saving = vendor.waitForEvent('download');
  await vendor.getByRole('menuitem', { name: 'Download' }).click();
  const file = await saving;
  expect(file.suggestedFilename()).toBe('insurance.pdf');
  expect(fs.readFileSync(await file.path()).toString()).toContain('% insurance');

  // The addendum's e-mail links /rfp/{id}/documents/{documentId}: the page names that document.
  await expect(documents.getByRole('row', { name: /Site plan, revised.*Addendum 1/ })).toBeVisible();
  await vendor.goto(`/rfp/${id}/documents/${plan?.id ?? ''}`);
  const linked = vendor.getByRole('alert').filter({ hasText: 'From your e-mail: Site plan, revised' });
  await expect(linked).toBeVisible();
  await expect(vendor.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(vendor, 'vendor RFP page opened from an addendum e-mail');
  await shotAt(vendor, 'rfp', 'documents-vendor-linked', linked);
  await expectFitsPhone(vendor, 'rfp', 'documents-vendor-linked', linked);
  const linkedSaving = vendor.waitForEvent('download');
  await linked.getByRole('button', { name: 'Download Site plan, revised' }).click();
  expect(fs.readFileSync(await (await linkedSaving).path()).toString()).toContain('% site plan v2');
  await vendorContext.close();
});

/**
 * RFP documents from a Word template (docs/rfp.md "Documents from a template"): the provider
 * uploads a template on the RFP's page, a double click on Generate starts one job, the job panel
 * shows it done, and the ZIP holds one document per invited vendor, filled with the RFP.
 */
test('the provider makes one document per invited vendor from a Word template and downloads the ZIP from the job panel', async ({ page }) => {
  const title = `Template ${uniqueTag('rfpt')}`;
  const token = await apiSignIn(DEMO.providerAdmin);
  const ready = await readyDraftRfp(token, 'Northwind Residential', title, 100, 'GreenLeaf Grounds');

  await openSignedIn(page, DEMO.providerAdmin, `/rfp/${ready.rfp.id}`);
  await page.getByRole('button', { name: 'Documents from template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Documents from template' });
  const choose = async (name: string, paragraphs: string[]) => {
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: /Word template/ }).click();
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    await (await chooser).setFiles({ name, mimeType: docx, buffer: buildDocx(paragraphs) });
  };
  // A placeholder the RFP does not fill is named under the file, and nothing starts.
  await choose('old-letter.docx', ['Dear {vendor_phone}']);
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog.getByText(/placeholders that are not known: \{vendor_phone\}/)).toBeVisible();
  await choose('invitation.docx', [
    'Invitation to {vendor_name}',
    'RFP {rfp_number}: {rfp_title} for {client_name}',
    'Bids due {bids_due}',
    '{#lines}{line_property}: {line_service}{/lines}',
  ]);
  await expect(dialog.getByRole('radio', { name: 'Invited vendor (1)' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Placeholders a template can use' }).click();
  await expect(dialog.getByTestId('rfp-placeholder-list')).toContainText('{bids_due}');
  await expectNoSeriousA11yViolations(page, 'RFP documents from template dialog');
  await shotAt(page, 'rfp', 'template-dialog', dialog);

  // A double click starts one job: the second click comes before the button shows it is busy.
  await dialog.getByRole('button', { name: 'Generate' }).dblclick();
  await expectToast(page, 'Generation Started', 'Follow them in Background jobs.');
  const panel = page.getByRole('dialog', { name: 'Background jobs' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(`RFP documents: ${ready.rfp.number} ${title} (1 vendor)`)).toHaveCount(1);
  const download = panel.getByRole('button', { name: /^Download RFP_\d+_vendor_documents_\d{4}-\d{2}-\d{2}\.zip$/ });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'RFP page with the template documents in the job panel');
  await shotAt(page, 'rfp', 'template-panel', panel);

  const saving = page.waitForEvent('download');
  await download.click();
  const file = await saving;
  expect(file.suggestedFilename()).toMatch(/^RFP_\d+_vendor_documents_\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = readZip(fs.readFileSync(await file.path()));
  expect(entries.map((e) => e.name)).toEqual(['0001_GreenLeaf_Grounds.docx']);
  const text = docxText(entries[0].data);
  expect(text).toContain('Invitation to GreenLeaf Grounds');
  expect(text).toContain(`RFP ${ready.rfp.number}: ${title} for Northwind Residential`);
  expect(text).toMatch(/Bids due \d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M [A-Z]+/);
  expect(text).toContain(': Lawn mowing');
  expect(text).not.toMatch(/\{[a-z_#/]+\}/);
});
