import { expect, test, type Page } from '@playwright/test';
import type { TSowDoc } from '@procura/shared';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiGet, apiPost, apiSignIn } from '../support/api.js';
import { mainNav } from '../support/browser.js';
import { DEMO } from '../support/demo.js';
import { pickOption, uniqueTag } from '../support/people.js';
import { openMarkerPopup, waitForMarkers } from '../support/property-map.js';
import { openSignedIn } from '../support/signed-in.js';

/**
 * axe-core (WCAG 2.1 A and AA) on the business screens of issues #8 and #9, in the states a
 * person actually sees (the shell and the people screens: accessibility.spec.ts).
 */

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test.describe('accessibility: Services', () => {
  test('services: categories, list, row menu, service and category modals, bulk add with its report', async ({ page }) => {
    // Seven full axe passes over a busy screen.
    test.slow();
    await openSignedIn(page, DEMO.providerAdmin);
    await mainNav(page).getByRole('link', { name: 'Services' }).click();
    await expect(heading(page, 'Services')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Services' })).toHaveAttribute('aria-busy', 'false');
    await expectNoSeriousA11yViolations(page, 'services list');

    const categoryName = `A11y ${uniqueTag('cat')}`;
    await page.getByRole('navigation', { name: 'Service categories' }).getByRole('button', { name: 'Add', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Category' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'add category modal');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(categoryName);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Add service' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Service' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter the service name.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'add service modal with errors');
    await pickOption(page, dialog.getByRole('combobox', { name: 'Category' }), categoryName);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Accessible service');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Actions for Accessible service', exact: true }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'service row menu open');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Bulk add' }).click();
    dialog = page.getByRole('dialog', { name: 'Bulk Add Services' });
    await dialog.getByRole('combobox', { name: 'Row 1 category' }).fill(categoryName);
    await dialog.getByRole('textbox', { name: 'Row 1 name' }).fill('Accessible bulk service');
    await dialog.getByRole('textbox', { name: 'Row 2 name' }).fill('Orphan row');
    await dialog.getByRole('button', { name: 'Add 2 services' }).click();
    await expect(dialog.getByRole('status')).toContainText('1 service added.');
    await expectNoSeriousA11yViolations(page, 'bulk add with its report');
  });
});

test.describe('accessibility: Clients', () => {
  test('clients: list with filters, row menu, the client form with errors, every detail tab, the contact and status modals, phone cards', async ({ page }) => {
    // Many full axe passes over busy screens.
    test.slow();
    await openSignedIn(page, DEMO.providerAdmin);
    await mainNav(page).getByRole('link', { name: 'Clients' }).click();
    await expect(heading(page, 'Clients')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Clients' })).toHaveAttribute('aria-busy', 'false');
    await expectNoSeriousA11yViolations(page, 'clients list');

    await page.getByRole('combobox', { name: 'Client type' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'clients type filter open');
    await page.keyboard.press('Escape');

    const firstRow = page.getByRole('table', { name: 'Clients' }).getByRole('row').nth(1);
    await firstRow.getByRole('button', { name: /^Actions for / }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'client row menu open');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'New client' }).click();
    const form = page.getByRole('dialog', { name: 'New client' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Enter the client name.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'new client modal with errors');
    await form.getByRole('button', { name: 'Cancel' }).click();

    await firstRow.getByRole('link').first().click();
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'client detail: overview');
    for (const tab of ['Properties', 'Corporate contacts', 'Documents', 'History']) {
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `client detail: ${tab.toLowerCase()}`);
    }
    await page.getByRole('tab', { name: 'Corporate contacts' }).click();
    await page.getByRole('button', { name: 'Add contact' }).click();
    const contact = page.getByRole('dialog', { name: 'Add corporate contact' });
    await contact.getByRole('button', { name: 'Save' }).click();
    await expect(contact.getByText('Enter the first name.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'add corporate contact modal with errors');
    await contact.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByRole('dialog', { name: 'Deactivate client' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'deactivate client confirmation');
    await page.getByRole('dialog', { name: 'Deactivate client' }).getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog', { name: /^Edit / })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'edit client modal');
    await page
      .getByRole('dialog', { name: /^Edit / })
      .getByRole('button', { name: 'Cancel' })
      .click();

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/client');
    await expect(page.getByRole('region', { name: 'Clients' })).toHaveAttribute('aria-busy', 'false');
    await expectNoSeriousA11yViolations(page, 'clients list as cards (375px)');
  });
});

test.describe('accessibility: Property Lists', () => {
  test('properties: list with filters, import modal, the property form with errors and its map, every detail tab and its modals, related documents', async ({
    page,
  }) => {
    // Many full axe passes over busy screens.
    test.slow();
    await openSignedIn(page, DEMO.providerAdmin);
    await mainNav(page).getByRole('link', { name: 'Property Lists' }).click();
    await expect(heading(page, 'Property Lists')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Properties' })).toHaveAttribute('aria-busy', 'false');
    await expectNoSeriousA11yViolations(page, 'property list');

    await page.getByRole('combobox', { name: 'State' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'property state filter open');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByRole('dialog', { name: 'Import properties' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'import properties modal');
    await page.getByRole('dialog', { name: 'Import properties' }).getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: 'New property' }).click();
    await expect(heading(page, 'New property')).toBeVisible();
    await expect(page.getByTestId('property-pin-map').locator('canvas')).toBeVisible();
    await page.getByRole('button', { name: 'Create property' }).click();
    await expect(page.getByText('Enter the property name.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'new property form with errors and its map');

    await page.goto('/property');
    await page.getByRole('table', { name: 'Properties' }).getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
    await expect(page.getByTestId('property-pin-map').locator('canvas')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'property detail: overview with its map');
    for (const tab of ['Contacts', 'Services', 'Documents', 'Access', 'History']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expect(page.getByRole('tabpanel').locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `property detail: ${tab.toLowerCase()}`);
    }
    await page.getByRole('tab', { name: 'Contacts', exact: true }).click();
    await page.getByRole('button', { name: 'Add contact' }).click();
    const contact = page.getByRole('dialog', { name: 'Add contact' });
    await expect(contact).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'add property contact modal');
    await contact.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('tab', { name: 'Services', exact: true }).click();
    await page.getByRole('button', { name: 'Add service' }).click();
    const service = page.getByRole('dialog', { name: 'Add required service' });
    await service.getByRole('button', { name: 'Save' }).click();
    await expect(service.getByText('Choose a service.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'add required service modal with errors');
    await service.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/property-related-docs');
    await expect(heading(page, 'Property Documents')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'property documents: choose a property');

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/property');
    await expect(page.getByRole('region', { name: 'Properties' })).toHaveAttribute('aria-busy', 'false');
    await expectNoSeriousA11yViolations(page, 'property list as cards (375px)');
  });
});

test.describe('accessibility: Property Maps', () => {
  test('the map with its markers, a filter open, a marker popup, the empty state, and the phone layout with its filter drawer', async ({ page }) => {
    test.slow();
    await openSignedIn(page, DEMO.providerAdmin);
    await mainNav(page).getByRole('link', { name: 'Property Maps' }).click();
    await expect(heading(page, 'Property Maps')).toBeVisible();
    await waitForMarkers(page);
    await expectNoSeriousA11yViolations(page, 'property map');

    await page.getByRole('combobox', { name: 'State' }).click();
    await expect(page.getByRole('listbox', { name: 'State' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'property map state filter open');
    await page.keyboard.press('Escape');

    await openMarkerPopup(page);
    await expectNoSeriousA11yViolations(page, 'property map marker popup');

    await page.goto('/property-map?search=no-such-property-anywhere');
    await expect(page.getByRole('heading', { name: 'No properties with coordinates match these filters' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'property map, nothing matches');

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/property-map');
    await waitForMarkers(page);
    await expectNoSeriousA11yViolations(page, 'property map on a phone');
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('dialog', { name: 'Filter the map' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'property map filter drawer on a phone');
  });
});

test.describe('accessibility: Vendors', () => {
  test('vendors: list with filters, row menu, approval queue and decline modal, the vendor form with errors, every detail tab and its modals, the vendor workspace, phone cards', async ({
    page,
  }) => {
    // Many full axe passes over busy screens.
    test.slow();
    await openSignedIn(page, DEMO.providerAdmin);
    await mainNav(page).getByRole('link', { name: 'Vendors' }).click();
    await expect(heading(page, 'Vendors')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Vendors' })).toHaveAttribute('aria-busy', 'false');
    await expectNoSeriousA11yViolations(page, 'vendors list');

    await page.getByRole('combobox', { name: 'Compliance' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'vendors compliance filter open');
    await page.keyboard.press('Escape');

    const firstRow = page.getByRole('table', { name: 'Vendors' }).getByRole('row').nth(1);
    await firstRow.getByRole('button', { name: /^Actions for / }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'vendor row menu open');
    await page.keyboard.press('Escape');

    await page.goto('/vendor?view=approval');
    await expect(page.getByRole('region', { name: 'Vendors awaiting approval' })).toHaveAttribute('aria-busy', 'false');
    await expectNoSeriousA11yViolations(page, 'vendor approval queue');
    const decline = page.getByRole('button', { name: /^Decline / }).first();
    if ((await decline.count()) > 0) {
      await decline.click();
      const dialog = page.getByRole('dialog', { name: 'Decline vendor' });
      await dialog.getByRole('button', { name: 'Decline' }).click();
      await expect(dialog.getByText('Enter the reason.')).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'decline vendor modal with errors');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }

    await page.goto('/vendor');
    await page.getByRole('button', { name: 'New vendor' }).click();
    const form = page.getByRole('dialog', { name: 'New vendor' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Enter the company name.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'new vendor modal with errors');
    await form.getByRole('button', { name: 'Cancel' }).click();

    await page
      .getByRole('table', { name: 'Vendors' })
      .getByRole('link', { name: /GreenLeaf Grounds$/ })
      .click();
    await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'vendor detail: profile');
    for (const tab of ['Services & areas', 'Branches & franchises', 'Contacts', 'Compliance', 'History']) {
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expect(page.getByText(/^Loading /)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `vendor detail: ${tab.toLowerCase()}`);
    }
    await page.getByRole('tab', { name: 'Compliance' }).click();
    await page.getByRole('button', { name: 'Add certificate' }).click();
    const coi = page.getByRole('dialog', { name: 'Add certificate of insurance' });
    await coi.getByRole('button', { name: 'Save' }).click();
    await expect(coi.getByText('Enter the insurer.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'add certificate modal with errors');
    await coi.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('tab', { name: 'Contacts' }).click();
    await page.getByRole('button', { name: 'Add contact' }).click();
    const contact = page.getByRole('dialog', { name: 'Add vendor contact' });
    await contact.getByRole('button', { name: 'Save' }).click();
    await expect(contact.getByText('Enter the first name.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'add vendor contact modal with errors');
    await contact.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('tab', { name: /^Branches & franchises/ }).click();
    await page.getByRole('button', { name: 'Add branch' }).click();
    await expect(page.getByRole('dialog', { name: 'New branch' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'new branch modal');
    await page.getByRole('dialog', { name: 'New branch' }).getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog', { name: /^Edit / })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'edit vendor modal');
    await page
      .getByRole('dialog', { name: /^Edit / })
      .getByRole('button', { name: 'Cancel' })
      .click();

    await page.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByRole('dialog', { name: 'Deactivate vendor' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'deactivate vendor confirmation');
    await page.getByRole('dialog', { name: 'Deactivate vendor' }).getByRole('button', { name: 'Cancel' }).click();

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/vendor');
    await expect(page.getByRole('region', { name: 'Vendors' })).toHaveAttribute('aria-busy', 'false');
    await expectNoSeriousA11yViolations(page, 'vendors list as cards (375px)');
  });

  test('the vendor admin on their own vendor: profile and compliance', async ({ page }) => {
    await openSignedIn(page, DEMO.vendorAdmin);
    await mainNav(page).getByRole('link', { name: 'Vendors' }).click();
    await expect(page).toHaveURL(/\/vendor\/[^/]+$/);
    await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'vendor workspace: profile');
    await page.getByRole('tab', { name: 'Compliance' }).click();
    await expect(page.getByRole('button', { name: 'Upload W-9' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'vendor workspace: compliance');
    await page.getByRole('button', { name: 'Upload W-9' }).click();
    await expect(page.getByRole('dialog', { name: 'Upload W-9' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'upload W-9 modal');
  });
});

test.describe('accessibility: Scope Of Work', () => {
  test('scopes list, library, new scope, a scope document, its properties, versions and history tabs, phone cards', async ({ page }) => {
    test.slow();
    // A scope of its own, so every tab has something to show.
    const token = await apiSignIn(DEMO.providerAdmin);
    const client = (await apiGet(token, '/v1/clients?limit=1')).data[0];
    const services = await apiGet(token, '/v1/services/all');
    const service = services[0];
    if (!client || !service) throw new Error('The demo world has no client or service.');
    const name = `A11y scope ${uniqueTag('sow')}`;
    const paragraph = (text: string): TSowDoc => ({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Scope and tasks' }] },
        { type: 'paragraph', content: [{ type: 'text', text }] },
      ],
    });
    const scope = await apiPost(token, '/v1/client-scope-of-work', {
      clientId: client.id,
      serviceId: service.id,
      name,
      source: 'BLANK',
      content: paragraph('Weekly visits.'),
    });

    await openSignedIn(page, DEMO.providerAdmin);
    await mainNav(page).getByRole('link', { name: 'Scope Of Work' }).click();
    await expect(heading(page, 'Scope Of Work')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Client scopes' })).toHaveAttribute('aria-busy', 'false');
    await expectNoSeriousA11yViolations(page, 'client scopes list');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'client scopes status filter open');
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Library' }).click();
    await expect(page.getByRole('region', { name: 'SOW library' })).toHaveAttribute('aria-busy', 'false');
    await expectNoSeriousA11yViolations(page, 'SOW library list');

    await page.goto('/sow/scopes/new');
    await expect(heading(page, 'New scope')).toBeVisible();
    await page.getByRole('button', { name: 'Create scope' }).click();
    await expect(page.getByText('Choose a client.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'new scope with errors');

    await page.goto(`/sow/scopes/${scope.id}`);
    await expect(heading(page, name)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Scope of work text' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'scope document tab');
    await page.getByRole('tab', { name: /^Properties/ }).click();
    await expect(page.getByRole('region', { name: 'Properties of this scope' })).toHaveAttribute('aria-busy', 'false');
    await page.getByRole('button', { name: 'Apply to properties' }).click();
    await expect(page.getByRole('dialog', { name: 'Apply to properties' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'apply to properties modal');
    await page.getByRole('dialog', { name: 'Apply to properties' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('tab', { name: 'Versions' }).click();
    await expect(page.getByRole('region', { name: 'Versions' })).toHaveAttribute('aria-busy', 'false');
    await expectNoSeriousA11yViolations(page, 'scope versions tab');
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByText('Created').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'scope history tab');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/sow');
    await expect(page.getByRole('region', { name: 'Client scopes' })).toHaveAttribute('aria-busy', 'false');
    await expectNoSeriousA11yViolations(page, 'client scopes as cards (390px)');
    await page.goto(`/sow/scopes/${scope.id}`);
    await expect(page.getByRole('textbox', { name: 'Scope of work text' })).toHaveAttribute('contenteditable', 'false');
    await expectNoSeriousA11yViolations(page, 'scope read-only on a phone (390px)');
  });
});
