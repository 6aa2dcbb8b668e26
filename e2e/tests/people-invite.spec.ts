import { expect, test } from '@playwright/test';
import { primaryTenantOf } from '../support/api.js';
import { byLabel, expectNav, mainNav } from '../support/browser.js';
import { DEMO, NAV_CLIENT_PROPERTY_MANAGER } from '../support/demo.js';
import { contactRow, emailFor, expectToast, invitationLink, openContactManagement, pickOption, searchList, uniqueTag } from '../support/people.js';
import { openSignedIn } from '../support/signed-in.js';

const EMAIL_TAKEN = 'A user with this e-mail already exists.';

test.describe('people: invite through the Add user form', () => {
  test('provider.admin invites a client property manager; the invitee creates a password and lands signed in', async ({ page, browser }) => {
    const tag = uniqueTag('invite');
    const email = emailFor(tag);
    const lastName = `Form ${tag}`;
    const tenant = await primaryTenantOf(DEMO.clientAdmin);
    expect(tenant.name).toBe('Northwind Residential');

    await openSignedIn(page, DEMO.providerAdmin);
    await openContactManagement(page);
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('First name').fill('Nadia');
    await dialog.getByLabel('Last name').fill(lastName);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone number').fill('303 555 0142');
    // Roles wait for an organization.
    const roles = dialog.getByRole('combobox', { name: 'Roles' });
    await expect(roles).toBeDisabled();
    const organization = dialog.getByRole('combobox', { name: 'Organization' });
    await organization.fill('Northwind Residential');
    await page.getByRole('listbox', { name: 'Organization' }).getByRole('option', { name: 'Northwind Residential · Client', exact: true }).click();
    await expect(organization).toHaveValue('Northwind Residential · Client');
    await expect(roles).toBeEnabled();
    await pickOption(page, roles, 'Client Property Manager');
    // Close the role list so it does not cover the form.
    await dialog.getByRole('heading', { name: 'Add user' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Contact type' })).toHaveValue('Primary');
    await expect(dialog.getByRole('switch', { name: 'Authorized to sign in' })).toBeChecked();

    const since = Date.now();
    const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/users' && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await created).status()).toBe(201);
    await expectToast(page, 'User Created', 'User has been created successfully.');
    await expect(dialog).toHaveCount(0);

    await searchList(page, 'Search contacts', tag);
    const row = contactRow(page, email);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Nadia ${lastName}`);
    await expect(row).toContainText('Northwind Residential');
    await expect(row).toContainText('Client Property Manager');
    await expect(row.getByRole('cell', { name: 'Pending', exact: true })).toBeVisible();

    // The invitation arrives in the real mailbox; the invitee opens it in their own browser.
    const link = await invitationLink(email, since);
    expect(link.pathname).toBe('/auth/verify');
    const inviteeContext = await browser.newContext();
    try {
      const invitee = await inviteeContext.newPage();
      await invitee.goto(link.href);
      await expect(invitee.getByRole('heading', { level: 1, name: 'Welcome, Nadia' })).toBeVisible();
      await expect(invitee.getByText(`Signing in as ${email}`)).toBeVisible();
      await byLabel(invitee, 'New password').fill('nadia first passphrase');
      await byLabel(invitee, 'Confirm password').fill('nadia first passphrase');
      await invitee.getByRole('button', { name: 'Create password' }).click();

      await expect(invitee).toHaveURL('/dashboard');
      await expect(invitee.getByRole('heading', { level: 1, name: 'Welcome back, Nadia' })).toBeVisible();
      await expectNav(invitee, NAV_CLIENT_PROPERTY_MANAGER);
      await expect(mainNav(invitee).getByRole('link', { name: 'Contact Management' })).toHaveCount(0);
      await expect(mainNav(invitee).getByRole('link', { name: 'Role Management' })).toHaveCount(0);
    } finally {
      await inviteeContext.close();
    }

    // The admin's list now shows the person as active.
    await page.reload();
    await expect(contactRow(page, email).getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
  });

  test('the Add user form tells at once that an e-mail is taken, and does not submit it', async ({ page }) => {
    await openSignedIn(page, DEMO.providerAdmin);
    await openContactManagement(page);
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    const emailInput = dialog.getByRole('textbox', { name: 'Email' });

    await emailInput.fill(DEMO.vendorAdmin);
    await expect(dialog.getByText(EMAIL_TAKEN)).toBeVisible();
    await expect(emailInput).toHaveAttribute('aria-invalid', 'true');

    // A free address clears the message; the same taken address in capitals is still taken.
    await emailInput.fill(emailFor(uniqueTag('free')));
    await expect(dialog.getByText(EMAIL_TAKEN)).toHaveCount(0);
    await emailInput.fill('Vendor.Admin@Example.com');
    await expect(dialog.getByText(EMAIL_TAKEN)).toBeVisible();

    // With everything else filled in, Save sends nothing while the address is taken.
    await dialog.getByLabel('First name').fill('Dup');
    await dialog.getByLabel('Last name').fill('Licate');
    const organization = dialog.getByRole('combobox', { name: 'Organization' });
    await organization.fill('Northwind Residential');
    await page.getByRole('listbox', { name: 'Organization' }).getByRole('option', { name: 'Northwind Residential · Client', exact: true }).click();
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/users') posted += 1;
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    // Let the submit handler run to its end before counting.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await expect(dialog.getByText(EMAIL_TAKEN)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(dialog).toBeVisible();
    expect(posted).toBe(0);
  });
});
