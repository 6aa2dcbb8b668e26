import { expect, test } from '@playwright/test';
import { apiSignIn, createUser, primaryTenantOf, roleIdByName } from '../support/api.js';
import { byLabel, expectNav, getStorageItem, getStoredTokens, JWT_PATTERN, mainNav } from '../support/browser.js';
import { DEMO, NAV_CLIENT_PROPERTY_MANAGER } from '../support/demo.js';
import { extract, INVITATION_LINK_PATTERN, readMail } from '../support/mail.js';

test.describe('invitation through the mailbox', () => {
  test('a provider admin invites a client property manager, who creates a password and lands signed in', async ({ page, browser }) => {
    const adminToken = await apiSignIn(DEMO.providerAdmin);
    const tenant = await primaryTenantOf(DEMO.clientAdmin);
    const roleId = await roleIdByName(adminToken, 'Client Property Manager', 'client', DEMO.clientPm);
    const email = `invitee.${Date.now()}.${test.info().workerIndex}@example.com`;

    const since = Date.now();
    const created = await createUser(adminToken, { firstName: 'Indira', lastName: 'Vance', email, tenantId: tenant.id, roleIds: [roleId] });
    expect(created.status).toBe('PENDING');

    const mail = await readMail(email, (m) => INVITATION_LINK_PATTERN.test(m.text), { since });
    const link = new URL(extract(mail, INVITATION_LINK_PATTERN));
    expect(link.pathname).toBe('/auth/verify');

    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Indira' })).toBeVisible();
    await expect(page.getByText(`Signing in as ${email}`)).toBeVisible();

    // The confirmation must match.
    await byLabel(page, 'New password').fill('my first passphrase 2024');
    await byLabel(page, 'Confirm password').fill('my first passphrase 2025');
    await page.getByRole('button', { name: 'Create password' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/verify\?token=/);

    await byLabel(page, 'Confirm password').fill('my first passphrase 2024');
    await page.getByRole('button', { name: 'Create password' }).click();

    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Indira' })).toBeVisible();
    await expect(page.getByText(`${tenant.name} · Client`)).toBeVisible();
    await expectNav(page, NAV_CLIENT_PROPERTY_MANAGER);
    await expect(mainNav(page).getByRole('link', { name: 'Contact Management' })).toHaveCount(0);
    // Not remembered: the session lives in this tab only.
    expect((await getStoredTokens(page, 'session'))?.accessToken).toMatch(JWT_PATTERN);
    expect(await getStorageItem(page, 'local', 'authToken')).toBeNull();

    // The link works once.
    const other = await browser.newContext();
    try {
      const visitor = await other.newPage();
      await visitor.goto(`${link.pathname}${link.search}`);
      await expect(visitor.getByRole('heading', { level: 1, name: 'This invitation link can’t be used' })).toBeVisible();
    } finally {
      await other.close();
    }
  });
});
