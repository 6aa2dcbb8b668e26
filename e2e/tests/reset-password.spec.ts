import { expect, test } from '@playwright/test';
import { ApiCallError, apiPost, apiSignIn } from '../support/api.js';
import { byLabel, expectNav, signIn } from '../support/browser.js';
import { DEMO, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../support/demo.js';
import { extract, readMail, RESET_CODE_PATTERN, RESET_LINK_PATTERN } from '../support/mail.js';

const EMAIL = DEMO.providerCoordinator;
const NEW_PASSWORD = 'a new and long passphrase 42';

/** Puts the demo password back through the API, so later specs and runs can sign in as before. */
async function restoreDemoPassword() {
  try {
    await apiSignIn(EMAIL, DEMO_PASSWORD);
    return;
  } catch (error) {
    if (!(error instanceof ApiCallError && error.status === 401)) throw error;
  }
  const since = Date.now();
  await apiPost(undefined, '/v1/auth/forgot-password', { email: EMAIL });
  const code = extract(await readMail(EMAIL, (m) => RESET_CODE_PATTERN.test(m.text), { since }), RESET_CODE_PATTERN);
  await apiPost(undefined, '/v1/auth/reset-password', { email: EMAIL, code, password: DEMO_PASSWORD });
  await apiSignIn(EMAIL, DEMO_PASSWORD);
}

test.describe('reset password through the mailbox', () => {
  test.afterAll(restoreDemoPassword);

  test('Forgot password → code by e-mail → new password → sign in with it', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/reset-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();

    const since = Date.now();
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();

    const mail = await readMail(EMAIL, (m) => RESET_CODE_PATTERN.test(m.text), { since });
    const code = extract(mail, RESET_CODE_PATTERN);

    // A wrong code is refused on the field, and the right one still works afterwards.
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Code').fill(wrong);
    await byLabel(page, 'New password').fill(NEW_PASSWORD);
    await byLabel(page, 'Confirm password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('The code is invalid or has expired. Request a new one.')).toBeVisible();
    await expect(page).toHaveURL('/reset-password');

    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByText('Password Reset')).toBeVisible();

    // The old password no longer works; the new one does.
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' })).toBeVisible();

    await signIn(page, EMAIL, { password: NEW_PASSWORD });
    await expect(page).toHaveURL('/dashboard');
    const coordinator = DEMO_ACCOUNTS.find((a) => a.email === EMAIL);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${coordinator?.firstName}` })).toBeVisible();
    await expectNav(page, coordinator?.nav ?? []);
  });

  test('the link in the e-mail opens the code step with the address filled in', async ({ page }) => {
    const since = Date.now();
    await apiPost(undefined, '/v1/auth/forgot-password', { email: EMAIL });
    const mail = await readMail(EMAIL, (m) => RESET_CODE_PATTERN.test(m.text), { since });
    const link = new URL(extract(mail, RESET_LINK_PATTERN));
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('email')).toBe(EMAIL);

    // The e-mail's link, on whatever host the browser knows the app by.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    await expect(page.getByText(`If an account exists for ${EMAIL}`)).toBeVisible();
    await expect(page.getByLabel('Code')).toBeFocused();

    // "Send a new code" goes back to step 1 with the address kept.
    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(EMAIL);

    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('Code').fill(extract(mail, RESET_CODE_PATTERN));
    await byLabel(page, 'New password').fill(NEW_PASSWORD);
    await byLabel(page, 'Confirm password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL('/login');
    await signIn(page, EMAIL, { password: NEW_PASSWORD });
    await expect(page).toHaveURL('/dashboard');
  });
});
