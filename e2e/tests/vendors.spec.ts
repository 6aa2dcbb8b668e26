import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiGet, apiPatch, apiPost, apiSignIn } from '../support/api.js';
import { mainNav } from '../support/browser.js';
import { DEMO } from '../support/demo.js';
import { emailFor, expectToast, pickOption, uniqueTag } from '../support/people.js';
import { choosePdf, heading, isoDay, openVendorFound, waitForRegion } from '../support/vendors.js';
import { openSignedIn } from '../support/signed-in.js';

/**
 * Vendors (issue #9 item 7): the provider's list with compliance badges and URL filters, the
 * approval queue and a decision; the vendor admin lands on their own vendor and makes it
 * compliant by uploading a W-9 and a certificate of insurance; a branch user sees only the
 * branch.
 */

const SHOTS = '/tmp/shots/vendors';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe('Vendors', () => {
  test('the provider filters the list by compliance, opens the approval queue and approves a pending vendor', async ({ page }) => {
    test.slow();
    const tag = uniqueTag('vendor');
    const name = `Summit Roofing ${tag}`;
    // A vendor sent for approval, as a self-registration or a colleague would leave it.
    const token = await apiSignIn(DEMO.providerAdmin);
    const created = await apiPost(token, '/v1/vendors', {
      name,
      email: emailFor(`summit-${tag}`),
      phoneCode: '+1',
      phoneNumber: null,
    });
    await apiPost(token, `/v1/vendors/${created.id}/submit`, {});

    await openSignedIn(page, DEMO.providerAdmin);
    await mainNav(page).getByRole('link', { name: 'Vendors' }).click();
    await expect(heading(page, 'Vendors')).toBeVisible();
    await waitForRegion(page, 'Vendors');
    const table = page.getByRole('table', { name: 'Vendors' });
    await expect(table.locator('[data-compliance]').first()).toBeVisible();
    await shot(page, 'list-1280');

    // Filter by compliance: the URL carries it and every row shows that state.
    await pickOption(page, page.getByRole('combobox', { name: 'Compliance' }), 'Missing documents');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL((url) => url.searchParams.get('complianceState') === 'MISSING');
    await expect(table.locator('[data-compliance]:not([data-compliance="MISSING"])')).toHaveCount(0);
    await expect(table.locator('[data-compliance="MISSING"]').first()).toBeVisible();
    await shot(page, 'list-filtered-1280');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL((url) => !url.searchParams.has('complianceState'));

    // The approval queue: the pending vendor, with its decision buttons.
    await page.locator('label', { hasText: 'Awaiting approval' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('view') === 'approval');
    await waitForRegion(page, 'Vendors awaiting approval');
    const queueRow = page.getByRole('table', { name: 'Vendors awaiting approval' }).getByRole('row', { name: new RegExp(name) });
    await expect(queueRow).toBeVisible();
    await shot(page, 'approval-queue-1280');

    // Declining needs a reason; approving invites the admin.
    await queueRow.getByRole('button', { name: `Decline ${name}` }).click();
    const decline = page.getByRole('dialog', { name: 'Decline vendor' });
    await decline.getByRole('button', { name: 'Decline' }).click();
    await expect(decline.getByText('Enter the reason.')).toBeVisible();
    await shot(page, 'decline-modal-1280');
    await decline.getByRole('button', { name: 'Cancel' }).click();

    await queueRow.getByRole('button', { name: `Approve ${name}` }).click();
    const approve = page.getByRole('dialog', { name: 'Approve vendor' });
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Vendor Approved', /./);
    await expect(queueRow).toHaveCount(0);

    // Its page says so, and its history records the decision.
    await page.goto(`/vendor/${created.id}`);
    await expect(heading(page, name)).toBeVisible();
    await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
    await shot(page, 'detail-profile-1280');
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByText('Approved', { exact: true }).last()).toBeVisible();
    await expect(page.getByText('Sent for approval', { exact: true })).toBeVisible();
  });

  test('the provider opens the form and a detail page with every tab', async ({ page }) => {
    test.slow();
    // Services and areas on the demo vendor, so its map has something to draw.
    const token = await apiSignIn(DEMO.providerAdmin);
    const greenLeaf = (await apiGet(token, '/v1/vendors?vendorType=VENDOR&search=GreenLeaf')).data[0];
    const services = await apiGet(token, '/v1/services/all');
    const countries = await apiGet(token, '/v1/countries?search=United%20States');
    const us = countries.data.find((country) => country.iso2 === 'US');
    const stateId = async (search: string) => (await apiGet(token, `/v1/states?countryId=${us?.id ?? 0}&search=${search}`)).data[0]?.id;
    const colorado = await stateId('Colorado');
    const texas = await stateId('Texas');
    const counties = await apiGet(token, `/v1/counties?stateId=${texas ?? 0}&limit=200`);
    const countyIds = counties.data.filter((county) => ['Travis', 'Williamson', 'Hays'].includes(county.name)).map((county) => county.id);
    await apiPatch(token, `/v1/vendors/${greenLeaf?.id ?? ''}`, {
      serviceIds: services.slice(0, 5).map((service) => service.id),
      areas: [{ stateId: colorado, countyId: null }, ...countyIds.map((countyId) => ({ stateId: texas, countyId }))],
    });

    await openSignedIn(page, DEMO.providerAdmin, '/vendor');
    await waitForRegion(page, 'Vendors');
    await page.getByRole('button', { name: 'New vendor' }).click();
    const dialog = page.getByRole('dialog', { name: 'New vendor' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter the company name.')).toBeVisible();
    await shot(page, 'form-1280');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Found by its name: vendors other specs add may push it off the first page.
    await openVendorFound(page, 'GreenLeaf', /GreenLeaf Grounds$/);
    await expect(heading(page, /GreenLeaf Grounds$/)).toBeVisible();
    for (const [tab, file] of [
      ['Services & areas', 'detail-services'],
      ['Branches & franchises', 'detail-branches'],
      ['Contacts', 'detail-contacts'],
      ['Compliance', 'detail-compliance'],
      ['History', 'detail-history'],
    ] as const) {
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await page.waitForLoadState('networkidle');
      if (tab === 'Services & areas') await expect(page.getByTestId('service-area-map').locator('canvas')).toBeVisible();
      await shot(page, `${file}-1280`);
    }
    await expect(page).toHaveURL(/\/vendor\/[^/]+\/history$/);
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog', { name: /^Edit / })).toBeVisible();
    await shot(page, 'form-edit-1280');
  });

  test('the vendor admin lands on their vendor, uploads a W-9 and a certificate, and sees the badge turn compliant', { tag: '@both' }, async ({ page }) => {
    test.slow();
    const token = await apiSignIn(DEMO.vendorAdmin);
    const own = await apiGet(token, '/v1/vendors?vendorType=VENDOR');
    const vendor = own.data.find((row) => row.name.endsWith('GreenLeaf Grounds'));
    expect(vendor, 'the demo vendor of vendor.admin').toBeDefined();

    await openSignedIn(page, DEMO.vendorAdmin);
    await mainNav(page).getByRole('link', { name: 'Vendors' }).click();
    await expect(page).toHaveURL(new RegExp(`/vendor/${vendor?.id ?? ''}$`));
    await expect(heading(page, /GreenLeaf Grounds$/)).toBeVisible();
    // Their own page: no list to go back to.
    await expect(page.getByRole('link', { name: 'All vendors' })).toHaveCount(0);
    await shot(page, 'vendor-workspace-1280');

    await page.getByRole('tab', { name: 'Compliance' }).click();
    await expect(page).toHaveURL(/\/compliance$/);
    await page.getByRole('button', { name: 'Upload W-9' }).click();
    const w9 = page.getByRole('dialog', { name: 'Upload W-9' });
    await choosePdf(page, w9, 'w9-greenleaf.pdf');
    await w9.getByRole('button', { name: 'Save' }).click();
    // The toast says where compliance stands now, not that something was recomputed.
    await expectToast(page, 'Document Added', /(The vendor is compliant( until .+)?|Not compliant yet: .+)\.$/);

    await page.getByRole('button', { name: 'Add certificate' }).click();
    const coi = page.getByRole('dialog', { name: 'Add certificate of insurance' });
    await coi.getByRole('button', { name: 'Save' }).click();
    await expect(coi.getByText('Enter the insurer.')).toBeVisible();
    await choosePdf(page, coi, 'coi-general-liability.pdf');
    await coi.getByLabel('Insurer').fill('Front Range Mutual');
    await coi.getByLabel('Policy number').fill('GL-2201-884');
    await coi.getByLabel('Each occurrence').fill('2000000');
    await coi.getByLabel('Aggregate').fill('4000000');
    await coi.getByLabel('Effective date').fill(isoDay(-1));
    await coi.getByLabel('Expiry date').fill(isoDay(365));
    await shot(page, 'coi-form-1280');
    await coi.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Document Added', 'The vendor is compliant.');

    const certificates = page.getByRole('table', { name: 'Certificates of insurance' });
    await expect(certificates.getByRole('row', { name: /Front Range Mutual/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Certificate expiry timeline' })).toBeVisible();
    // The header badge follows the recomputed state.
    await expect(page.locator('[data-compliance]').first()).toHaveAttribute('data-compliance', 'COMPLIANT');
    await shot(page, 'vendor-compliance-1280');

    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'vendor-compliance-390');
    await page.getByRole('tab', { name: 'Profile' }).click();
    await shot(page, 'vendor-workspace-390');
  });

  test('a branch user lands on the branch and sees only the branch', async ({ page }) => {
    const token = await apiSignIn(DEMO.branchUser);
    const visible = await apiGet(token, '/v1/vendors');
    expect(visible.data.map((row) => row.vendorType)).toEqual(['VENDOR_BRANCH']);
    const [branch] = visible.data;
    const parentToken = await apiSignIn(DEMO.vendorAdmin);
    const parents = await apiGet(parentToken, '/v1/vendors?vendorType=VENDOR');
    const parent = parents.data[0];

    await openSignedIn(page, DEMO.branchUser);
    await mainNav(page).getByRole('link', { name: 'Vendors' }).click();
    await expect(page).toHaveURL(new RegExp(`/vendor/${branch?.id ?? ''}$`));
    await expect(heading(page, branch?.name ?? '')).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Branches & franchises/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'All vendors' })).toHaveCount(0);
    await shot(page, 'branch-workspace-1280');

    // The parent company is not theirs to open.
    await page.goto(`/vendor/${parent?.id ?? ''}`);
    await expect(page.getByRole('heading', { name: 'Vendor not found or not shared with you' })).toBeVisible();
  });

  test('a client admin onboards a vendor for its company: it waits for the provider, and the client only reads it', async ({ page }) => {
    const name = `Harbor Pest Control ${uniqueTag('client')}`;
    await openSignedIn(page, DEMO.clientAdmin);
    await mainNav(page).getByRole('link', { name: 'Vendors' }).click();
    await expect(heading(page, 'Vendors')).toBeVisible();
    await waitForRegion(page, 'Vendors');
    await expect(page.getByText(/goes to your provider for approval/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'vendors list of a client admin');
    // The queue and its decisions are the provider's.
    await expect(page.getByRole('radiogroup', { name: 'Vendors view' })).toHaveCount(0);
    await page.getByRole('button', { name: 'New vendor' }).click();
    const dialog = page.getByRole('dialog', { name: 'New vendor' });
    await dialog.getByRole('textbox', { name: 'Company name' }).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(heading(page, name)).toBeVisible();
    await expect(page.getByText('Pending approval').first()).toBeVisible();
    for (const button of ['Edit', 'Approve', 'Send for approval', 'Deactivate']) await expect(page.getByRole('button', { name: button })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /^Branches & franchises/ })).toHaveCount(0);
    await shot(page, 'client-onboarded-1280');
    await expectNoSeriousA11yViolations(page, 'vendor a client onboarded');

    await page.getByRole('link', { name: 'All vendors' }).click();
    await waitForRegion(page, 'Vendors');
    await expect(page.getByRole('table', { name: 'Vendors' }).getByRole('link', { name: new RegExp(name) })).toBeVisible();
    const token = await apiSignIn(DEMO.providerAdmin);
    const pending = await apiGet(token, `/v1/vendors?approvalStatus=PENDING_FOR_APPROVAL&search=${encodeURIComponent(name)}`);
    expect(pending.data.map((row) => [row.name, row.onboardingSource])).toEqual([[name, 'CLIENT_ONBOARDED']]);
  });

  test('phone layout: the list as cards, the queue and the form full screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, DEMO.providerAdmin, '/vendor');
    await expect(heading(page, 'Vendors')).toBeVisible();
    await waitForRegion(page, 'Vendors');
    await shot(page, 'list-390');
    await page.goto('/vendor?view=approval');
    await waitForRegion(page, 'Vendors awaiting approval');
    await shot(page, 'approval-queue-390');
    await page.goto('/vendor');
    await page.getByRole('button', { name: 'New vendor' }).click();
    await expect(page.getByRole('dialog', { name: 'New vendor' })).toBeVisible();
    await shot(page, 'form-390');
    await page.getByRole('dialog', { name: 'New vendor' }).getByRole('button', { name: 'Cancel' }).click();
    // Found by its name: vendors other specs add may push it off the first page.
    await page.goto('/vendor?search=GreenLeaf');
    await page
      .getByRole('region', { name: 'Vendors' })
      .getByRole('link', { name: /GreenLeaf Grounds$/ })
      .click();
    await expect(heading(page, /GreenLeaf Grounds$/)).toBeVisible();
    await shot(page, 'detail-390');
    await page.getByRole('tab', { name: 'Services & areas' }).click();
    await expect(page.getByTestId('service-area-map').locator('canvas')).toBeVisible();
    await shot(page, 'detail-services-390');
  });
});
