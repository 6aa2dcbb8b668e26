import { expect, test, type Page } from '@playwright/test';
import { apiGet, apiSignIn, ApiCallError, primaryTenantOf, roleIdByName } from '../support/api.js';
import { byLabel, mainNav, signIn } from '../support/browser.js';
import { DEMO } from '../support/demo.js';
import {
  contactBodyRows,
  createActivePerson,
  createPerson,
  emailFor,
  expectToast,
  openContactManagement,
  pickOption,
  uniqueTag,
  waitForList,
  type TPersonAnswer,
} from '../support/people.js';

/**
 * Every test here works on a provider coordinator of its own (View on everything, so
 * Contact Management lists all people): no demo account's settings, name or password change.
 */
let adminToken: string;
let providerTenantId: string;
let coordinatorRoleId: string;

test.beforeAll(async () => {
  adminToken = await apiSignIn(DEMO.providerAdmin);
  providerTenantId = (await primaryTenantOf(DEMO.providerAdmin)).id;
  coordinatorRoleId = await roleIdByName(adminToken, 'Provider Coordinator', 'connexus', DEMO.providerCoordinator);
});

async function newCoordinator(firstName: string): Promise<{ person: TPersonAnswer; password: string; tag: string }> {
  const tag = uniqueTag('set');
  const password = `settings passphrase ${tag}`;
  const person = await createActivePerson(
    adminToken,
    { firstName, lastName: tag, email: emailFor(`${firstName.toLowerCase()}.${tag}`), tenantId: providerTenantId, roleIds: [coordinatorRoleId] },
    password,
  );
  return { person, password, tag };
}

async function openSettings(page: Page) {
  await mainNav(page).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
}

test.describe('settings', () => {
  test('rows per page 25: Contact Management pages by 25, and the choice is kept on the server across sign-out', async ({ page }) => {
    const { person, password } = await newCoordinator('Rowan');
    // More than 25 people to list, whatever ran before.
    const token = await apiSignIn(person.email, password);
    const { total } = await apiGet(token, '/v1/users?limit=1');
    for (let i = total; i <= 25; i += 1) {
      const tag = uniqueTag('filler');
      await createPerson(adminToken, { firstName: 'Filler', lastName: tag, email: emailFor(tag), tenantId: providerTenantId, roleIds: [], authorized: false });
    }

    await signIn(page, person.email, { password });
    await openContactManagement(page);
    await expect(contactBodyRows(page)).toHaveCount(10);
    await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible();

    await openSettings(page);
    const rowsPerPage = page.getByRole('combobox', { name: 'Rows per page' });
    // New accounts start at the server's default of 10.
    await expect(rowsPerPage).toHaveValue('10 rows');
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/users/items-per-page');
    await pickOption(page, rowsPerPage, '25 rows');
    expect((await saved).status()).toBe(200);
    await expectToast(page, 'Preference Saved', 'Lists now show 25 rows per page.');
    await expect(rowsPerPage).toHaveValue('25 rows');

    await openContactManagement(page);
    await expect(contactBodyRows(page)).toHaveCount(25);
    await expect(page.getByText(/^1–25 of \d+$/)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
    expect(new URL(page.url()).searchParams.has('limit')).toBe(false);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/^26–\d+ of \d+$/)).toBeVisible();

    // Signing out clears this browser's copy; the server's value comes back with the next sign-in.
    await signOut(page);
    expect((await apiGet(token, '/v1/users/profile')).profileDetails.itemsPerPage).toBe(25);
    await signIn(page, person.email, { password });
    await openContactManagement(page);
    await waitForList(page, 'Contacts');
    await expect(contactBodyRows(page)).toHaveCount(25);
    await expect(page.getByText(/^1–25 of \d+$/)).toBeVisible();
    await openSettings(page);
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25 rows');
  });

  test('editing the profile name updates the header at once, without a reload', async ({ page }) => {
    const { person, password, tag } = await newCoordinator('Paula');
    await signIn(page, person.email, { password });
    const userMenu = page.getByRole('button', { name: 'User menu' });
    await expect(userMenu).toContainText(`Paula ${tag}`);
    await openSettings(page);
    // Anything on window is lost by a reload.
    await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));

    const profile = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save profile' }) });
    await expect(profile.getByLabel('First name')).toHaveValue('Paula');
    await expect(profile.getByRole('textbox', { name: 'Email' })).toHaveValue(person.email);
    await profile.getByLabel('First name').fill('Paulina');
    await profile.getByLabel('Last name').fill(`Renamed ${tag}`);
    await profile.getByRole('button', { name: 'Save profile' }).click();

    await expectToast(page, 'Profile Updated', 'Your profile has been updated successfully.');
    await expect(userMenu).toContainText(`Paulina Renamed ${tag}`);
    expect(await page.evaluate(() => 'e2eNoReload' in window)).toBe(true);
    await userMenu.click();
    await expect(page.getByRole('menu')).toContainText(`Paulina Renamed ${tag}`);
    await page.keyboard.press('Escape');
    await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Paulina' })).toBeVisible();

    // Saved on the server, not only on screen.
    const saved = await apiGet(await apiSignIn(person.email, password), '/v1/users/profile');
    expect(saved).toMatchObject({ firstName: 'Paulina', lastName: `Renamed ${tag}` });
    await page.reload();
    await expect(userMenu).toContainText(`Paulina Renamed ${tag}`);
  });

  test('change password: a wrong current one is refused; the new one works after sign-out, the old one no longer', async ({ page, browser }) => {
    const { person, password } = await newCoordinator('Pavel');
    const newPassword = `${password} renewed`;

    // A second device, signed in before the change, is signed out by it.
    const otherDevice = await browser.newContext();
    try {
      const other = await otherDevice.newPage();
      await signIn(other, person.email, { password });

      await signIn(page, person.email, { password });
      await openSettings(page);
      const current = byLabel(page, 'Current password');
      const next = byLabel(page, 'New password');
      const confirm = byLabel(page, 'Confirm new password');
      const submit = page.getByRole('button', { name: 'Change password' });

      await current.fill('not my password at all');
      await next.fill(newPassword);
      await confirm.fill(newPassword);
      await submit.click();
      await expect(page.getByText('Your current password is not correct.')).toBeVisible();

      await current.fill(password);
      const changed = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/auth/change-password');
      await submit.click();
      expect((await changed).status()).toBe(200);
      await expectToast(page, 'Password Changed', 'Your password has been changed. Other devices have been signed out.');
      await expect(current).toHaveValue('');
      // This session goes on with the new tokens.
      await openContactManagement(page);
      await waitForList(page, 'Contacts');
      await expect(page).toHaveURL(/\/contact-management/);

      // The other device's next call ends at /login: the click's, or the bell's 5 s poll's when
      // it asked first (then the navigation the click waits for is gone).
      const clicked = mainNav(other)
        .getByRole('link', { name: 'Contact Management' })
        .click()
        .catch(() => undefined);
      await Promise.race([clicked, other.waitForURL('**/login')]);
      await expect(other).toHaveURL('/login');
    } finally {
      await otherDevice.close();
    }

    await signOut(page);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' })).toBeVisible();
    await expect(page).toHaveURL('/login');

    await signIn(page, person.email, { password: newPassword });
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Pavel' })).toBeVisible();
  });
});

test.describe('settings: server field errors', () => {
  // The server calls the field newPassword, the form calls it password: the message must still show.
  test('choosing the current password as the new one says why it is refused', async ({ page }) => {
    const { person, password } = await newCoordinator('Sam');
    await signIn(page, person.email, { password });
    await openSettings(page);
    await byLabel(page, 'Current password').fill(password);
    await byLabel(page, 'New password').fill(password);
    await byLabel(page, 'Confirm new password').fill(password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Choose a password different from the current one.')).toBeVisible();
  });
});

test.describe('settings: sessions', () => {
  test('sign out everywhere ends this browser’s session and every other sign-in', async ({ page }) => {
    const { person, password } = await newCoordinator('Sasha');
    // Another device, signed in through the API.
    const otherDevice = await apiSignIn(person.email, password);
    expect((await apiGet(otherDevice, '/v1/users/profile')).firstName).toBe('Sasha');

    await signIn(page, person.email, { password });
    await openSettings(page);
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL('/login');
    await expectToast(page, 'Signed Out Everywhere', 'Every device, this one included, has been signed out.');
    const refused = await apiGet(otherDevice, '/v1/users/profile').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiCallError);
    expect((refused as ApiCallError).status).toBe(401);
  });
});
