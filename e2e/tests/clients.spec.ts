import { expect, test, type Page } from '@playwright/test';
import { apiGet, apiSignIn, roleIdByName } from '../support/api.js';
import { mainNav } from '../support/browser.js';
import { DEMO } from '../support/demo.js';
import { createActivePerson, emailFor, expectToast, uniqueTag } from '../support/people.js';
import { openSignedIn } from '../support/signed-in.js';

/**
 * Clients (issue #8 items 3 and 6): the provider creates a client with a logo and a header
 * image; the list shows it; a corporate contact is added; a person of that client signs in
 * and sees the header image at the top of their workspace, landing on their own client.
 */

const SHOTS = '/tmp/shots/clients';
const PASSWORD = 'Harbor-point-e2e-1';
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAT0lEQVRo3u3PQQkAAAgEsAtiVmOaxwi+hcEKLNXzWgQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQELgsUmwFaib6VvwAAAABJRU5ErkJggg==',
  'base64',
);
const HEADER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAlgAAACWCAIAAACNeWFmAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAB4klEQVR42u3VQQ0AAAjEsHOECXSiFQcYoEkV7LPUNAC8FQkAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAMEIAjFAFAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQAIwQACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEgMsCMe/+e41elp0AAAAASUVORK5CYII=',
  'base64',
);

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const waitForRegion = (page: Page, name: string) => expect(page.getByRole('region', { name })).toHaveAttribute('aria-busy', 'false');

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Clicks an upload button and hands the file chooser a PNG. */
async function upload(page: Page, button: RegExp, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
}

test.describe('Clients', () => {
  test('the provider creates a client with a logo and header image; its people see the header image in their workspace', async ({ page, browser }) => {
    test.slow();
    const tag = uniqueTag('client');
    const name = `Harbor Point ${tag}`;
    await openSignedIn(page, DEMO.providerAdmin);
    await mainNav(page).getByRole('link', { name: 'Clients' }).click();
    await expect(heading(page, 'Clients')).toBeVisible();
    await waitForRegion(page, 'Clients');
    await shot(page, 'list-1280');

    await page.getByRole('button', { name: 'New client' }).click();
    const dialog = page.getByRole('dialog', { name: 'New client' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter the client name.')).toBeVisible();
    await dialog.getByLabel('Client name').fill(name);
    await dialog.getByRole('textbox', { name: 'Website' }).fill('https://harbor.example.com');
    await upload(page, /^Upload logo$/, 'logo.png', LOGO_PNG);
    await expect(dialog.getByRole('img', { name: 'Logo preview' })).toBeVisible();
    await upload(page, /^Upload header image$/, 'header.png', HEADER_PNG);
    await expect(dialog.getByRole('img', { name: 'Header image preview' })).toBeVisible();
    await shot(page, 'form-1280');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Client Created', 'Client has been created successfully.');

    // The new client's page, with its header image and logo.
    await expect(heading(page, name)).toBeVisible();
    await expect(page.getByRole('img', { name: `${name} header image` })).toBeVisible();
    await shot(page, 'detail-1280');

    // Corporate contacts: one added, on file only.
    await page.getByRole('tab', { name: 'Corporate contacts' }).click();
    await page.getByRole('button', { name: 'Add contact' }).click();
    const contactDialog = page.getByRole('dialog', { name: 'Add corporate contact' });
    await contactDialog.getByLabel('First name').fill('Olivia');
    await contactDialog.getByLabel('Last name').fill(`Owner ${tag}`);
    await contactDialog.getByRole('textbox', { name: 'Email' }).fill(emailFor(`olivia-${tag}`));
    await contactDialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Contact Added', 'The corporate contact has been added.');
    await expect(page.getByRole('table', { name: 'Corporate contacts' }).getByRole('row', { name: new RegExp(`Olivia Owner ${tag}`) })).toBeVisible();
    await shot(page, 'contacts-1280');
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByText('Created', { exact: true })).toBeVisible();

    // The list shows it, found by search.
    await page.getByRole('link', { name: 'All clients' }).click();
    await page.getByRole('searchbox', { name: 'Search clients' }).fill(tag);
    await expect(page).toHaveURL((url) => url.searchParams.get('search') === tag);
    const row = page.getByRole('table', { name: 'Clients' }).getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row.getByText('Active')).toBeVisible();

    // A person of that client signs in: the header image tops their workspace, and Clients opens their client.
    const token = await apiSignIn(DEMO.providerAdmin);
    const clients = await apiGet(token, `/v1/clients?search=${encodeURIComponent(tag)}`);
    const [client] = clients.data;
    const roleId = await roleIdByName(token, 'Client Admin', 'client', DEMO.clientAdmin);
    const email = emailFor(`harbor-admin-${tag}`);
    await createActivePerson(token, { firstName: 'Hana', lastName: 'Harbor', email, tenantId: client.tenantId, roleIds: [roleId] }, PASSWORD);
    const context = await browser.newContext();
    const member = await context.newPage();
    await openSignedIn(member, email, '/', { password: PASSWORD });
    await expect(member.getByTestId('workspace-header-image')).toBeVisible();
    await mainNav(member).getByRole('link', { name: 'Clients' }).click();
    await expect(member).toHaveURL(new RegExp(`/client/${client.id}$`));
    await expect(heading(member, name)).toBeVisible();
    await shot(member, 'client-workspace-1280');
    await member.setViewportSize({ width: 390, height: 844 });
    await shot(member, 'client-workspace-390');
    await context.close();
  });

  test('phone layout: the list as cards and the form full screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, DEMO.providerAdmin, '/client');
    await expect(heading(page, 'Clients')).toBeVisible();
    await waitForRegion(page, 'Clients');
    await shot(page, 'list-390');
    await page.getByRole('button', { name: 'New client' }).click();
    await expect(page.getByRole('dialog', { name: 'New client' })).toBeVisible();
    await shot(page, 'form-390');
  });
});
