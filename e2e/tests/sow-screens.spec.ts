import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { TSowDoc } from '@procura/shared';
import { apiGet, apiPost, apiSignIn } from '../support/api.js';
import { mainNav } from '../support/browser.js';
import { DEMO } from '../support/demo.js';
import { expectToast, pickOption, uniqueTag } from '../support/people.js';
import { openSignedIn } from '../support/signed-in.js';

/**
 * Scope of work screens (issue #10 item 5): the client scopes list with its filters in the
 * URL, a scope's text edited and saved as a new version, a diff between two versions, the
 * scope applied to a property with its own details, and the library read-only for a client
 * admin. Screenshots at 1280 and 390 px under /tmp/shots/sow-web/.
 */

const SHOTS = '/tmp/shots/sow-web';
fs.mkdirSync(SHOTS, { recursive: true });

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const waitForRegion = (page: Page, name: string) => expect(page.getByRole('region', { name })).toHaveAttribute('aria-busy', 'false');
async function shot(page: Page, name: string) {
  // A full-page shot of a scrolled page draws the fixed header over the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const doc = (heading2: string, text: string): TSowDoc => ({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: heading2 }] },
    { type: 'paragraph', content: [{ type: 'text', text }] },
  ],
});

/** A fresh draft scope for a demo client, through the API, with a property of that client to apply it to. */
async function seedScope(tag: string) {
  const token = await apiSignIn(DEMO.providerAdmin);
  const clients = await apiGet(token, '/v1/clients?search=Northwind%20Residential&limit=5');
  const client = clients.data[0];
  if (!client) throw new Error('The demo client Northwind Residential is missing.');
  const services = await apiGet(token, '/v1/services/all');
  const service = services[0];
  if (!service) throw new Error('The demo world has no service.');
  const properties = await apiGet(token, `/v1/properties?clientIds=${client.id}&limit=5`);
  const property = properties.data[0];
  if (!property) throw new Error('The demo client has no property.');
  const scope = await apiPost(token, '/v1/client-scope-of-work', {
    clientId: client.id,
    serviceId: service.id,
    name: `Grounds scope ${tag}`,
    source: 'BLANK',
    content: doc('Scope and tasks', 'Mow the lawns weekly.'),
  });
  return { token, client, service, property, scope };
}

test.describe('Scope of work screens', () => {
  test('the provider filters the scopes, edits and saves a new version, compares two versions and applies the scope to a property', async ({ page }) => {
    test.slow();
    const tag = uniqueTag('sow');
    const { client, property, scope } = await seedScope(tag);

    await openSignedIn(page, DEMO.providerAdmin);
    await mainNav(page).getByRole('link', { name: 'Scope Of Work' }).click();
    await expect(heading(page, 'Scope Of Work')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Client scopes', selected: true })).toBeVisible();
    await waitForRegion(page, 'Client scopes');
    await shot(page, 'list-1280');

    // Filters live in the URL.
    await page.getByRole('searchbox', { name: 'Search scopes' }).fill(tag);
    await expect(page).toHaveURL((url) => url.searchParams.get('search') === tag);
    await pickOption(page, page.getByRole('combobox', { name: 'Status' }), 'Draft');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'DRAFT');
    await waitForRegion(page, 'Client scopes');
    const table = page.getByRole('table', { name: 'Client scopes' });
    await expect(table.getByRole('row').filter({ hasText: scope.name })).toHaveCount(1);
    await expect(table.getByRole('row').filter({ hasText: scope.name })).toContainText(client.name);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search scopes' })).toHaveValue(tag);
    await expect(table.getByRole('row').filter({ hasText: scope.name })).toHaveCount(1);

    // Open it, change the text, save: a new version.
    await table.getByRole('link', { name: scope.name }).click();
    await expect(heading(page, scope.name)).toBeVisible();
    await expect(page.getByText('version 1', { exact: false }).first()).toBeVisible();
    const editor = page.getByRole('textbox', { name: 'Scope of work text' });
    await expect(editor).toContainText('Mow the lawns weekly.');
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Edge the walks after each visit.');
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await page.getByRole('textbox', { name: 'Change note' }).fill('Edging added');
    await shot(page, 'scope-editing-1280');
    await page.getByRole('button', { name: 'Save as new version' }).click();
    await expectToast(page, 'Scope Saved', 'A new version has been recorded.');
    await expect(page.getByText(/version 2 · updated/)).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);

    // The status moves on: draft → active.
    await page.getByRole('button', { name: 'Activate' }).click();
    await expectToast(page, 'Status Changed', 'The scope is now active.');

    // Versions: the diff of v1 → v2 shows the added sentence.
    await page.getByRole('tab', { name: 'Versions' }).click();
    await waitForRegion(page, 'Versions');
    await expect(page.getByRole('table', { name: 'Versions' }).getByRole('row').filter({ hasText: 'Edging added' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Compare' }).click();
    const changes = page.getByRole('region', { name: 'Changes from version 1 to version 2' });
    await expect(changes.locator('ins')).toContainText('Edge the walks after each visit.');
    await shot(page, 'scope-diff-1280');
    // Restore v1: it comes back as v3, every version kept.
    await page.getByRole('button', { name: 'Actions for version 1', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Restore' }).click();
    await page.getByRole('dialog', { name: 'Restore version' }).getByRole('button', { name: 'Restore' }).click();
    await expectToast(page, 'Version Restored', 'The old text is back as a new version.');
    await expect(page.getByText(/version 3 · updated/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Versions' }).getByRole('row')).toHaveCount(4);

    // Properties: apply it to one of the client's properties, then give that property its own details.
    await page.getByRole('tab', { name: /^Properties/ }).click();
    await waitForRegion(page, 'Properties of this scope');
    await page.getByRole('button', { name: 'Apply to properties' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply to properties' });
    await dialog.getByRole('combobox', { name: 'Properties' }).fill(property.code);
    await page.getByRole('option', { name: `${property.name} (${property.code})` }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Properties Added', '1 added.');
    const propertiesTable = page.getByRole('table', { name: 'Properties of this scope' });
    await expect(propertiesTable.getByRole('row').filter({ hasText: property.name })).toHaveCount(1);
    await page.getByRole('button', { name: `Actions for ${property.name}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Edit details' }).click();
    const details = page.getByRole('dialog', { name: `Details for ${property.name}` });
    await details.getByRole('textbox', { name: 'Site notes' }).fill(`Gate code 4411 ${tag}`);
    await details.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Property Updated', 'Its size, notes and season have been saved.');
    await expect(propertiesTable.getByRole('row').filter({ hasText: property.name })).toContainText(`Gate code 4411 ${tag}`);
    await expect(page.getByRole('tab', { name: 'Properties (1)' })).toBeVisible();
    await shot(page, 'scope-properties-1280');

    // History: the save and the status change are recorded.
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByText('Status changed').first()).toBeVisible();

    // The property's services tab lists the scope, linked.
    await page.goto(`/property/${property.id}?tab=services`);
    const section = page.getByRole('region', { name: 'Scopes of work' });
    await expect(section.getByRole('link', { name: scope.name })).toBeVisible();
    await shot(page, 'property-services-1280');

    // Phone: the list turns into cards, the editor is read-only.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/sow?search=${encodeURIComponent(tag)}`);
    await waitForRegion(page, 'Client scopes');
    await expect(page.getByRole('table', { name: 'Client scopes' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: scope.name })).toBeVisible();
    await shot(page, 'list-390');
    await page.getByRole('link', { name: scope.name }).click();
    await expect(page.getByRole('textbox', { name: 'Scope of work text' })).toHaveAttribute('contenteditable', 'false');
    await expect(page.getByRole('button', { name: 'Save as new version' })).toHaveCount(0);
    await shot(page, 'scope-390');
  });

  test('a client admin reads the library but cannot change it', async ({ page }) => {
    const token = await apiSignIn(DEMO.clientAdmin);
    const library = await apiGet(token, '/v1/scope-of-work/library?limit=5');
    const entry = library.data[0];
    // The demo seed writes a text for every catalogue service: an empty library is a failure.
    if (!entry) throw new Error('The demo SOW library is empty.');

    await openSignedIn(page, DEMO.clientAdmin, '/sow?tab=library');
    await expect(page.getByRole('tab', { name: 'Library', selected: true })).toBeVisible();
    await waitForRegion(page, 'SOW library');
    await expect(page.getByRole('button', { name: 'New library text' })).toHaveCount(0);
    await shot(page, 'library-client-1280');
    await page.getByRole('table', { name: 'SOW library' }).getByRole('link', { name: entry.title }).first().click();
    await expect(heading(page, entry.title)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Library text' })).toHaveAttribute('contenteditable', 'false');
    await expect(page.getByRole('button', { name: /Save as new version|Archive/ })).toHaveCount(0);
    await expect(page.getByText('Your provider keeps the SOW library')).toBeVisible();
    await shot(page, 'library-entry-client-1280');
  });

  test('the provider writes a library text, starts a scope from it and saves the text as a new version', async ({ page }) => {
    test.slow();
    const tag = uniqueTag('lib');
    const token = await apiSignIn(DEMO.providerAdmin);
    // A library text of this test's own (the demo texts stay as seeded for the other specs).
    const services = await apiGet(token, '/v1/services/all');
    const service = services[0];
    if (!service) throw new Error('The demo world has no service.');
    const entry = {
      ...(await apiPost(token, '/v1/scope-of-work/library', {
        serviceId: service.id,
        title: `Base text ${tag}`,
        content: doc('Scope and tasks', 'Visit weekly.'),
        changeNote: 'First version',
      })),
      serviceName: service.name,
    };

    await openSignedIn(page, DEMO.providerAdmin, '/sow');
    await page.getByRole('link', { name: 'New scope' }).click();
    await expect(heading(page, 'New scope')).toBeVisible();
    await page.getByRole('combobox', { name: 'Client' }).fill('Northwind Residential');
    await page
      .getByRole('option', { name: /Northwind Residential/ })
      .first()
      .click();
    await page.getByRole('combobox', { name: 'Service' }).fill(entry.serviceName);
    await page.getByRole('option', { name: entry.serviceName, exact: true }).click();
    await page.getByRole('combobox', { name: 'Library text' }).click();
    await page.getByRole('option', { name: `${entry.title} (v1)` }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(entry.title);
    await expect(page.getByRole('textbox', { name: 'Scope of work text' })).toContainText('Scope and tasks');
    await page.getByRole('textbox', { name: 'Name' }).fill(`${entry.title} ${tag}`);
    await shot(page, 'new-scope-1280');
    await page.getByRole('button', { name: 'Create scope' }).click();
    await expectToast(page, 'Scope Created', 'The scope of work has been created as a draft.');
    await expect(heading(page, `${entry.title} ${tag}`)).toBeVisible();
    await expect(page.getByText(/From the library · version 1/)).toBeVisible();

    // The library text itself: the provider saves a new version with a note.
    await page.goto('/sow?tab=library');
    await waitForRegion(page, 'SOW library');
    await page.getByRole('searchbox', { name: 'Search the library' }).fill(entry.title);
    await page.getByRole('table', { name: 'SOW library' }).getByRole('link', { name: entry.title }).first().click();
    await expect(heading(page, entry.title)).toBeVisible();
    const editor = page.getByRole('textbox', { name: 'Library text' });
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(`Reviewed ${tag}.`);
    await page.getByRole('textbox', { name: 'Change note' }).fill(`Review ${tag}`);
    await page.getByRole('button', { name: 'Save as new version' }).click();
    await expectToast(page, 'Library Text Saved', 'A new version has been recorded.');
    await page.getByRole('tab', { name: 'Versions' }).click();
    await expect(
      page
        .getByRole('table', { name: 'Versions' })
        .getByRole('row')
        .filter({ hasText: `Review ${tag}` }),
    ).toHaveCount(1);
    await page.getByRole('tab', { name: 'Text' }).click();
    await shot(page, 'library-entry-provider-1280');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/sow/scopes/new');
    await expect(heading(page, 'New scope')).toBeVisible();
    await shot(page, 'new-scope-390');
  });
});
