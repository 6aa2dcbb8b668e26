import { expect, test } from '@playwright/test';
import { ApiCallError } from '../support/api.js';
import { getStoredTokens, signIn } from '../support/browser.js';
import { DEMO } from '../support/demo.js';
import {
  clientPmContext,
  contactBodyRows,
  contactRow,
  contactsTable,
  createActivePerson,
  createPerson,
  emailFor,
  expectToast,
  getPerson,
  invitationLink,
  openContactManagement,
  pickOption,
  rowAction,
  searchList,
  tokenOf,
  uniqueTag,
  validateTokenStatus,
  waitForList,
  type TClientPmContext,
} from '../support/people.js';
import { openSignedIn } from '../support/signed-in.js';

let ctx: TClientPmContext;
test.beforeAll(async () => {
  ctx = await clientPmContext();
});

/** A Northwind Residential property manager with a unique name and e-mail. */
function newPm(tag: string, firstName: string, extra: { authorized?: boolean } = {}) {
  return { firstName, lastName: tag, email: emailFor(`${firstName.toLowerCase()}.${tag}`), tenantId: ctx.tenant.id, roleIds: [ctx.roleId], ...extra };
}

test.describe('people: row actions, bulk delete, search and filters', () => {
  test('edit a user: the form opens filled in, and the change is saved and listed', async ({ page }) => {
    const tag = uniqueTag('edit');
    const person = await createPerson(ctx.adminToken, newPm(tag, 'Edda'));

    await openSignedIn(page, DEMO.providerAdmin);
    await openContactManagement(page);
    await searchList(page, 'Search contacts', tag);
    await rowAction(page, `Edda ${tag}`, 'Edit');

    const dialog = page.getByRole('dialog', { name: 'Edit user' });
    await expect(dialog.getByLabel('First name')).toHaveValue('Edda');
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(person.email);
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await expect(dialog.getByRole('combobox', { name: 'Organization' })).toBeDisabled();

    await dialog.getByLabel('First name').fill('Edwina');
    await dialog.getByLabel('Phone number').fill('720 555 0199');
    await pickOption(page, dialog.getByRole('combobox', { name: 'Contact type' }), 'Secondary');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expectToast(page, 'User Updated', 'User has been updated successfully.');
    await expect(dialog).toHaveCount(0);
    const row = contactRow(page, person.email);
    await expect(row).toContainText(`Edwina ${tag}`);
    await expect(row.getByRole('cell', { name: 'Secondary', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Pending', exact: true })).toBeVisible();

    const saved = await getPerson(ctx.adminToken, person.id);
    expect(saved).toMatchObject({ firstName: 'Edwina', lastName: tag, phoneNumber: '720 555 0199', contactType: 'Secondary' });
  });

  test('resend invitation: a second mail arrives and the first link stops working', async ({ page }) => {
    const tag = uniqueTag('resend');
    const firstSent = Date.now();
    const person = await createPerson(ctx.adminToken, newPm(tag, 'Rena'));
    const firstLink = await invitationLink(person.email, firstSent);
    expect(await validateTokenStatus(tokenOf(firstLink))).toBe(200);

    await openSignedIn(page, DEMO.providerAdmin);
    await openContactManagement(page);
    await searchList(page, 'Search contacts', tag);
    await expect(contactRow(page, person.email).getByRole('cell', { name: 'Pending', exact: true })).toBeVisible();

    const resent = Date.now();
    const call = page.waitForResponse((r) => new URL(r.url()).pathname === `/v1/users/resend-invitation/${person.id}`);
    await rowAction(page, `Rena ${tag}`, 'Resend invitation');
    expect((await call).status()).toBe(202);
    await expectToast(page, 'Invitation Sent', 'A new invitation e-mail is on its way; the previous link no longer works.');

    const secondLink = await invitationLink(person.email, resent);
    expect(tokenOf(secondLink)).not.toBe(tokenOf(firstLink));
    expect(await validateTokenStatus(tokenOf(firstLink))).toBe(400);
    expect(await validateTokenStatus(tokenOf(secondLink))).toBe(200);

    // The old link, opened in the browser, says so.
    const visitor = await page.context().browser()?.newContext();
    if (!visitor) throw new Error('No browser behind this page.');
    try {
      const tab = await visitor.newPage();
      await tab.goto(firstLink.href);
      await expect(tab.getByRole('heading', { level: 1, name: 'This invitation link can’t be used' })).toBeVisible();
    } finally {
      await visitor.close();
    }
  });

  test('deactivating a signed-in user ends their session at their next call; activating lets them back in', async ({ page, browser }) => {
    const tag = uniqueTag('deact');
    const password = `victim passphrase ${tag}`;
    const victim = await createActivePerson(ctx.adminToken, newPm(tag, 'Vic'), password);
    const rowLabel = `Vic ${tag}`;

    const victimContext = await browser.newContext();
    try {
      const victimPage = await victimContext.newPage();
      await signIn(victimPage, victim.email, { password });
      await expect(victimPage).toHaveURL('/dashboard');
      await expect(victimPage.getByRole('heading', { level: 1, name: 'Welcome back, Vic' })).toBeVisible();

      await openSignedIn(page, DEMO.providerAdmin);
      await openContactManagement(page);
      await searchList(page, 'Search contacts', tag);
      await expect(contactRow(page, victim.email).getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
      await rowAction(page, rowLabel, 'Deactivate');
      const confirm = page.getByRole('dialog', { name: 'Deactivate user' });
      await expect(confirm).toContainText(`${rowLabel} will be signed out everywhere`);
      await confirm.getByRole('button', { name: 'Deactivate' }).click();
      await expectToast(page, 'User Deactivated', 'User has been deactivated successfully.');
      await expect(confirm).toHaveCount(0);
      await expect(contactRow(page, victim.email).getByRole('cell', { name: 'Inactive', exact: true })).toBeVisible();

      // The victim's next API call (opening the background jobs panel) is refused, and so is the refresh.
      const refused = victimPage.waitForResponse((r) => new URL(r.url()).pathname === '/v1/background-jobs');
      await victimPage.getByRole('button', { name: 'Background jobs', exact: true }).click();
      expect((await refused).status()).toBe(401);
      await expect(victimPage).toHaveURL('/login');
      expect(await getStoredTokens(victimPage, 'session')).toBeNull();
      // And a fresh sign-in is refused while deactivated.
      await victimPage.getByLabel('Email').fill(victim.email);
      await victimPage.getByLabel('Password', { exact: true }).fill(password);
      await victimPage.getByRole('button', { name: 'Sign in' }).click();
      await expect(victimPage.getByRole('alert').filter({ hasText: 'Your account is not active.' })).toBeVisible();
      await expect(victimPage).toHaveURL('/login');

      // Activated again, they sign in as before.
      await rowAction(page, rowLabel, 'Activate');
      await expectToast(page, 'User Activated', 'User has been activated successfully.');
      await expect(contactRow(page, victim.email).getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
      await signIn(victimPage, victim.email, { password });
      await expect(victimPage).toHaveURL('/dashboard');
    } finally {
      await victimContext.close();
    }
  });

  test('select two people and delete them together', async ({ page }) => {
    const tag = uniqueTag('del');
    const first = await createPerson(ctx.adminToken, newPm(tag, 'Dora', { authorized: false }));
    const second = await createPerson(ctx.adminToken, newPm(tag, 'Dale', { authorized: false }));

    await openSignedIn(page, DEMO.providerAdmin);
    await openContactManagement(page);
    await searchList(page, 'Search contacts', tag);
    await expect(contactBodyRows(page)).toHaveCount(2);

    await contactsTable(page)
      .getByRole('checkbox', { name: `Select Dora ${tag}` })
      .check();
    await contactsTable(page)
      .getByRole('checkbox', { name: `Select Dale ${tag}` })
      .check();
    await expect(page.getByText('2 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete 2 users' });
    await expect(confirm).toContainText('These 2 people will lose access at once.');
    const deleted = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/users' && r.request().method() === 'DELETE');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    expect((await deleted).status()).toBe(204);

    await expectToast(page, 'User Deleted', 'The selected user(s) have been deleted successfully.');
    await expect(confirm).toHaveCount(0);
    await expect(contactRow(page, tag)).toHaveCount(0);
    await expect(page.getByText('No one matches these filters')).toBeVisible();
    await expect(page.getByText('2 selected')).toHaveCount(0);
    for (const person of [first, second]) {
      await expect(getPerson(ctx.adminToken, person.id)).rejects.toThrow(ApiCallError);
    }
    // Not only hidden: gone after a reload too.
    await page.reload();
    await waitForList(page, 'Contacts');
    await expect(page.getByText('No one matches these filters')).toBeVisible();
  });

  test('search and the status filter narrow the list and are kept in the URL across a reload', async ({ page }) => {
    const tag = uniqueTag('find');
    const pending = await createPerson(ctx.adminToken, newPm(tag, 'Penny'));
    const contactOnly = await createPerson(ctx.adminToken, newPm(tag, 'Connie', { authorized: false }));
    expect(pending.status).toBe('PENDING');
    expect(contactOnly.status).toBe('ACTIVE');

    await openSignedIn(page, DEMO.providerAdmin);
    await openContactManagement(page);
    await waitForList(page, 'Contacts');
    // More people than ours before searching.
    await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible();

    await searchList(page, 'Search contacts', tag);
    await expect(contactBodyRows(page)).toHaveCount(2);
    await expect(page.getByText('1–2 of 2')).toBeVisible();

    await pickOption(page, page.getByRole('combobox', { name: 'Status' }), 'Pending');
    await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'PENDING' && url.searchParams.get('search') === tag);
    await expect(contactBodyRows(page)).toHaveCount(1);
    await expect(contactRow(page, pending.email)).toHaveCount(1);
    await expect(page.getByText('1–1 of 1')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search contacts' })).toHaveValue(tag);
    await expect(contactBodyRows(page)).toHaveCount(1);
    await expect(contactRow(page, pending.email)).toHaveCount(1);
    await expect(contactRow(page, contactOnly.email)).toHaveCount(0);
    // The chosen status shows as a pill over the (then hidden) input; its option is still the selected one.
    await page.getByRole('combobox', { name: 'Status' }).click({ force: true });
    const statusOptions = page.getByRole('listbox', { name: 'Status' });
    await expect(statusOptions.getByRole('option', { name: 'Pending', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(statusOptions.getByRole('option', { name: 'Active', exact: true })).toHaveAttribute('aria-selected', 'false');
    await page.getByRole('heading', { level: 1, name: 'Contact Management' }).click();

    // Clearing the filters empties the URL and brings everyone back.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL((url) => !url.searchParams.has('status') && !url.searchParams.has('search'));
    await expect(page.getByRole('searchbox', { name: 'Search contacts' })).toHaveValue('');
    await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible();
  });
});
