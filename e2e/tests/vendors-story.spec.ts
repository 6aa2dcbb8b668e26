import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiGet, apiSignIn, roleIdByName } from '../support/api.js';
import { byLabel, mainNav } from '../support/browser.js';
import { DEMO } from '../support/demo.js';
import { extract, readMail } from '../support/mail.js';
import { createActivePerson, expectToast, invitationLink } from '../support/people.js';
import { choosePdf, heading, isoDay, MIN_FILL_MS, nextStep, pickFrom, RESUME_LINK, stepTitle, waitForRegion } from '../support/vendors.js';
import { openSignedIn } from '../support/signed-in.js';

/**
 * Issue #9's story in one run, as the people in it live it: a vendor registers itself, leaves,
 * resumes from the e-mailed link and submits; the provider approves it from the queue; the
 * vendor's admin gets the invitation, sets a password, signs in, uploads its certificate of
 * insurance and sees the badge turn compliant, and adds a branch; a person of that branch signs
 * in and sees only the branch.
 */
const SHOTS = '/tmp/shots/vendors-gaps';
const PASSWORD = 'cedar ridge passphrase 2026';

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('self-register → resume from the e-mail → submit → approved → invited admin signs in → certificate makes it compliant; a branch user sees only the branch', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `owner@cedar-${tag}.test`;
  const company = `Cedar Ridge Services ${tag}`;
  const taxId = `8${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

  // 1. Self-registration: two steps, then the person leaves.
  await page.goto('/public_route/register');
  await expect(heading(page, 'Register your company')).toBeVisible();
  await page.getByRole('textbox', { name: 'Your work e-mail' }).fill(email);
  await page.waitForTimeout(1100);
  const startedAt = Date.now();
  await page.getByRole('button', { name: 'Start registration' }).click();
  // The link to continue goes only by e-mail (issue 16 finding 5).
  await expect(page.getByText('Check your e-mail')).toBeVisible();
  const resumeMail = await readMail(email, (m) => RESUME_LINK.test(m.text), { since: startedAt - 1000 });
  await page.goto(extract(resumeMail, RESUME_LINK));
  await stepTitle(page, 'Step 1 of 6: Company');
  await page.getByRole('textbox', { name: 'Company name' }).fill(company);
  await page.getByRole('textbox', { name: 'Tax ID (EIN)' }).fill(`${taxId.slice(0, 2)}-${taxId.slice(2)}`);
  await page.getByRole('combobox', { name: 'Business structure' }).click();
  await page.getByRole('option', { name: 'Limited liability company' }).click();
  await nextStep(page);
  await stepTitle(page, 'Step 2 of 6: Address');
  await page.getByRole('textbox', { name: 'Street address' }).fill('1200 Larimer St');
  await pickFrom(page, 'State', 'Texas', 'Texas');
  await pickFrom(page, 'City', 'Austin', 'Austin');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('78701');
  await page.getByRole('textbox', { name: 'Company phone' }).fill('512 555 0177');
  await nextStep(page);
  await stepTitle(page, 'Step 3 of 6: Services and areas');
  await page.close();

  // 2. Back from the e-mailed link, in another browser, to finish and submit.
  const registrant = await browser.newContext();
  const resumed = await registrant.newPage();
  await resumed.goto(extract(resumeMail, RESUME_LINK));
  await stepTitle(resumed, 'Step 3 of 6: Services and areas');
  const services = resumed.getByRole('textbox', { name: 'Services you offer' }).or(resumed.getByRole('combobox', { name: 'Services you offer' }));
  await services.first().click();
  await resumed.getByRole('option').first().click();
  await resumed.keyboard.press('Escape');
  await pickFrom(resumed, 'States you work in', 'Texas', 'Texas');
  await resumed.keyboard.press('Escape');
  await nextStep(resumed);
  await stepTitle(resumed, 'Step 4 of 6: Documents');
  await resumed.getByRole('checkbox', { name: /upload our W-9/ }).check();
  await nextStep(resumed);
  await stepTitle(resumed, 'Step 5 of 6: Contact person');
  await resumed.getByRole('textbox', { name: 'First name' }).fill('Dana');
  await resumed.getByRole('textbox', { name: 'Last name' }).fill('Whitfield');
  await resumed.getByRole('textbox', { name: 'Mobile phone' }).fill('512 555 0188');
  await nextStep(resumed);
  await stepTitle(resumed, 'Step 6 of 6: Review');
  await expect(resumed.getByText(company)).toBeVisible();
  const wait = MIN_FILL_MS - (Date.now() - startedAt) + 1500;
  if (wait > 0) await resumed.waitForTimeout(wait);
  await resumed.getByRole('button', { name: 'Submit registration' }).click();
  await expect(resumed.getByText('Registration submitted')).toBeVisible();
  await registrant.close();

  // 3. The provider approves it from the queue; approving invites the vendor's admin.
  const providerContext = await browser.newContext();
  const provider = await providerContext.newPage();
  await openSignedIn(provider, DEMO.providerAdmin, '/vendor?view=approval');
  await waitForRegion(provider, 'Vendors awaiting approval');
  const queueRow = provider.getByRole('table', { name: 'Vendors awaiting approval' }).getByRole('row', { name: new RegExp(company) });
  await expect(queueRow).toBeVisible();
  const approvedAt = Date.now();
  await queueRow.getByRole('button', { name: `Approve ${company}` }).click();
  await provider.getByRole('dialog', { name: 'Approve vendor' }).getByRole('button', { name: 'Approve' }).click();
  await expectToast(provider, 'Vendor Approved', /./);
  await expect(queueRow).toHaveCount(0);
  await providerContext.close();

  // 4. The admin's invitation: a password, then signed in to the vendor's workspace.
  const invite = await invitationLink(email, approvedAt - 1000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto(`${invite.pathname}${invite.search}`);
  await expect(heading(admin, 'Welcome, Dana')).toBeVisible();
  await byLabel(admin, 'New password').fill(PASSWORD);
  await byLabel(admin, 'Confirm password').fill(PASSWORD);
  await admin.getByRole('button', { name: 'Create password' }).click();
  await expect(admin).toHaveURL('/dashboard');
  await mainNav(admin).getByRole('link', { name: 'Vendors' }).click();
  await expect(heading(admin, company)).toBeVisible();
  const vendorId = new URL(admin.url()).pathname.split('/')[2] ?? '';
  await expect(admin.getByText('Approved', { exact: true }).first()).toBeVisible();

  // 5. Its compliance: a W-9 alone leaves it missing; the new certificate makes it compliant.
  await admin.getByRole('tab', { name: 'Compliance' }).click();
  const badge = admin.locator('[data-compliance]').first();
  await expect(badge).toHaveAttribute('data-compliance', 'MISSING');
  await admin.getByRole('button', { name: 'Upload W-9' }).click();
  const w9 = admin.getByRole('dialog', { name: 'Upload W-9' });
  await choosePdf(admin, w9, 'w9-cedar-ridge.pdf');
  await w9.getByRole('button', { name: 'Save' }).click();
  await expectToast(admin, 'Document Added', 'Not compliant yet: no current W-9 or no certificate of insurance on file.');
  await expect(badge).toHaveAttribute('data-compliance', 'MISSING');
  await admin.getByRole('button', { name: 'Add certificate' }).click();
  const coi = admin.getByRole('dialog', { name: 'Add certificate of insurance' });
  await choosePdf(admin, coi, 'coi-cedar-ridge.pdf');
  await coi.getByLabel('Insurer').fill('Prairie State Casualty');
  await coi.getByLabel('Policy number').fill('GL-7731-020');
  await coi.getByLabel('Each occurrence').fill('2000000');
  await coi.getByLabel('Aggregate').fill('4000000');
  await coi.getByLabel('Effective date').fill(isoDay(-1));
  await coi.getByLabel('Expiry date').fill(isoDay(365));
  await coi.getByRole('button', { name: 'Save' }).click();
  await expectToast(admin, 'Document Added', 'The vendor is compliant.');
  await expect(admin.getByRole('table', { name: 'Certificates of insurance' }).getByRole('row', { name: /Prairie State Casualty/ })).toBeVisible();
  await expect(badge).toHaveAttribute('data-compliance', 'COMPLIANT');
  await shot(admin, 'story-compliant-1280');

  // 6. The admin adds a branch from its own workspace.
  const branchName = `${company} – Denver`;
  await admin.getByRole('tab', { name: /^Branches & franchises/ }).click();
  await admin.getByRole('button', { name: 'Add branch' }).click();
  const branchForm = admin.getByRole('dialog', { name: 'New branch' });
  await branchForm.getByRole('textbox', { name: 'Branch name' }).fill(branchName);
  await expectNoSeriousA11yViolations(admin, 'new branch form of a vendor admin');
  await branchForm.getByRole('button', { name: 'Save' }).click();
  await expectToast(admin, 'Branch Added', 'It has its own workspace, people and contacts.');
  // The new branch opens, managed from the vendor's workspace; its vendor lists it.
  await expect(heading(admin, branchName)).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Edit' })).toBeVisible();
  await shot(admin, 'story-branch-added-1280');
  await admin.getByRole('link', { name: company, exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`/vendor/${vendorId}/branches$`));
  await expect(admin.getByRole('table', { name: 'Branches and franchises' }).getByRole('row', { name: new RegExp(branchName) })).toBeVisible();
  await adminContext.close();

  // 7. A person of the branch (invited by the vendor's admin) sees the branch and nothing above it.
  const adminToken = await apiSignIn(email, PASSWORD);
  const outlets = await apiGet(adminToken, `/v1/vendors/${vendorId}/branches`);
  const branch = outlets.data.find((row) => row.name === branchName);
  expect(branch, 'the new branch').toBeDefined();
  const roleId = await roleIdByName(adminToken, 'Vendor Admin', 'vendor', email);
  const branchEmail = `branch.${tag}@example.com`;
  await createActivePerson(
    adminToken,
    { firstName: 'Theo', lastName: 'Marsh', email: branchEmail, tenantId: branch?.tenantId ?? '', roleIds: [roleId] },
    PASSWORD,
  );

  const branchContext = await browser.newContext();
  const branchPage = await branchContext.newPage();
  await openSignedIn(branchPage, branchEmail, '/', { password: PASSWORD });
  await mainNav(branchPage).getByRole('link', { name: 'Vendors' }).click();
  await expect(branchPage).toHaveURL(new RegExp(`/vendor/${branch?.id ?? ''}$`));
  await expect(heading(branchPage, branchName)).toBeVisible();
  await expect(branchPage.getByRole('tab', { name: /^Branches & franchises/ })).toHaveCount(0);
  await shot(branchPage, 'story-branch-user-1280');
  await branchPage.goto(`/vendor/${vendorId}`);
  await expect(branchPage.getByRole('heading', { name: 'Vendor not found or not shared with you' })).toBeVisible();
  const seen = await apiGet(await apiSignIn(branchEmail, PASSWORD), '/v1/vendors?limit=100');
  expect(seen.data.map((row) => row.id)).toEqual([branch?.id]);
  await branchContext.close();
});
