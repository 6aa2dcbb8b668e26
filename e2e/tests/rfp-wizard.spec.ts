import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiGet, apiPost, apiSignIn } from '../support/api.js';
import { getStorageItem } from '../support/browser.js';
import { DEMO } from '../support/demo.js';
import { expectToast, uniqueTag } from '../support/people.js';
import { activeScopeOf, clientIdByName, DEMO_RFP_SERVICE } from '../support/rfp.js';
import { expectFitsPhone } from '../support/phone.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';

/**
 * Writing an RFP (docs/rfp.md "Writing an RFP"): client → properties → services and their scopes
 * → vendors with eligibility → dates in the client's time zone → documents (the whole RFP's and a
 * line's; Next waits for an upload) → review → a saved draft. The unsaved form survives a reload
 * (localStorage `rfpFormData`, ids and names only) and is cleared once saved.
 */
const CLIENT = 'Northwind Residential';
const step = (page: Page, n: number, label: string) => expect(page.getByText(`Step ${n} of 7: ${label}`)).toBeVisible();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const isoDay = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

test('the provider writes an RFP step by step from the keyboard, reloads half way, and saves it as a draft', async ({ page }) => {
  test.slow();
  const tag = uniqueTag('rfpw');
  const token = await apiSignIn(DEMO.providerAdmin);
  const clientId = await clientIdByName(token, CLIENT);
  const scope = await activeScopeOf(token, clientId, DEMO_RFP_SERVICE);
  const properties = (await apiGet(token, `/v1/properties?clientIds=${clientId}&limit=2`)).data;
  const startOn = isoDay(40);
  const candidates = await apiPost(token, '/v1/vendors/eligibility', {
    propertyIds: properties.map((p) => p.id),
    serviceIds: [scope.serviceId],
    onDate: new Date().toISOString().slice(0, 10),
    limit: 50,
  });
  const vendor = candidates.data.find((c) => c.lines.some((l) => l.eligible)) ?? candidates.data[0];
  const vendorIsOut = !vendor.lines.some((l) => l.eligible);

  await openSignedIn(page, DEMO.providerAdmin, '/rfp');
  await page.getByRole('button', { name: 'New RFP' }).click();
  await expect(page).toHaveURL('/rfp/new');
  await step(page, 1, 'Client');

  // Enter submits the step: what is missing is said under each field.
  await page.getByRole('textbox', { name: 'Title' }).press('Enter');
  await expect(page.getByText('Choose a client.')).toBeVisible();
  await expect(page.getByText('Enter a title.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'RFP wizard, client step with errors');
  await expectFitsPhone(page, 'rfp', 'wizard-client');
  const client = page.getByRole('combobox', { name: 'Client' });
  await client.fill('Northwind Res');
  await page.getByRole('option', { name: CLIENT, exact: true }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(`Lawn care ${tag}`);
  await page.getByRole('textbox', { name: 'Title' }).press('Enter');
  await step(page, 2, 'Properties');

  const picker = page.getByRole('combobox', { name: 'Properties' });
  for (const property of properties) {
    await picker.fill(property.name);
    await page.getByRole('option', { name: `${property.name} (${property.code})` }).click();
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox', { name: 'Properties' })).toBeVisible();
  // A reload keeps everything typed so far, on the step it was on.
  await expect.poll(async () => JSON.parse((await getStorageItem(page, 'local', 'rfpFormData')) ?? '{}').propertyIds?.length).toBe(2);
  await page.reload();
  await step(page, 2, 'Properties');
  await expectFitsPhone(page, 'rfp', 'wizard-properties');
  await page.getByRole('button', { name: 'Next' }).click();
  await step(page, 3, 'Services');

  await page.getByRole('combobox', { name: 'Services' }).fill(scope.serviceName);
  await page.getByRole('option', { name: scope.serviceName, exact: true }).click();
  await expect(page.getByRole('list', { name: 'Scopes of work' })).toContainText(scope.name);
  await page.keyboard.press('Escape');
  await expectFitsPhone(page, 'rfp', 'wizard-services');
  await page.getByRole('button', { name: 'Next' }).click();
  await step(page, 4, 'Vendors');

  await page.getByRole('group', { name: 'Vendors to invite' }).getByRole('checkbox', { name: vendor.name, exact: true }).check();
  if (vendorIsOut) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Say why vendors that are out for every line are invited.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Why invite vendors that are out' }).fill('The incumbent: its renewal is on file.');
  }
  await expect(page.getByText('1 vendor chosen')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'RFP wizard, vendors step');
  await shotAt(page, 'rfp', 'wizard-vendors');
  await expectFitsPhone(page, 'rfp', 'wizard-vendors');
  await page.getByRole('button', { name: 'Next' }).click();
  await step(page, 5, 'Dates');

  await page.getByRole('combobox', { name: 'Time zone' }).click();
  await page.getByRole('option', { name: 'Mountain (Denver)' }).click();
  await page.getByLabel('Questions until').fill(`${isoDay(3)}T12:00`);
  await page.getByLabel('Bids due').fill(`${isoDay(2)}T17:00`);
  await page.getByLabel('Service starts').fill(startOn);
  await page.getByRole('textbox', { name: 'Term (months)' }).fill('24');
  await expectFitsPhone(page, 'rfp', 'wizard-dates');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The questions deadline must come before the bid due time.')).toBeVisible();
  await page.getByLabel('Bids due').fill(`${isoDay(6)}T17:00`);
  await page.getByRole('button', { name: 'Next' }).click();
  await step(page, 6, 'Documents');

  // A document is uploaded and checked at once; the form keeps its key (JSON), not the file. While
  // the upload runs (its check held until the wait is seen) Next waits, and says why.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v1/storage/complete-upload', async (route) => {
    await held;
    await route.continue();
  });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add documents' }).click();
  await (await chooser).setFiles({ name: 'Instructions to bidders.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('status').filter({ hasText: 'Wait for the upload to finish.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeDisabled();
  // Nor does the stepper leave the step (the upload would finish on a step no longer shown).
  await page.getByRole('button', { name: 'Step 5: Dates, done' }).click();
  await step(page, 6, 'Documents');
  release();
  const toAdd = page.getByRole('list', { name: 'Documents to add' });
  await expect(toAdd.getByRole('listitem').getByRole('textbox', { name: 'Document title' })).toHaveValue('Instructions to bidders');
  await page.unroute('**/v1/storage/complete-upload');
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  await expect.poll(async () => JSON.parse((await getStorageItem(page, 'local', 'rfpFormData')) ?? '{}').documents?.[0]?.name).toBe('Instructions to bidders');

  // A site plan for one line (property × service); its title typed fast: the last keystroke wins.
  await page.getByRole('combobox', { name: 'Document for' }).click();
  await page.getByRole('option', { name: `${properties[1].name} · ${scope.serviceName}` }).click();
  const planChooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add documents' }).click();
  await (await planChooser).setFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: PDF });
  const planTitle = toAdd.getByRole('listitem').nth(1).getByRole('textbox', { name: 'Document title' });
  await expect(planTitle).toHaveValue('plan');
  await planTitle.clear();
  await planTitle.pressSequentially('Site plan, north lot', { delay: 0 });
  await expect(planTitle).toHaveValue('Site plan, north lot');
  const storedDocuments = async () =>
    (JSON.parse((await getStorageItem(page, 'local', 'rfpFormData')) ?? '{}').documents ?? []) as { name: string; target: string | null }[];
  await expect
    .poll(async () => (await storedDocuments()).map((d) => [d.name, d.target]))
    .toEqual([
      ['Instructions to bidders', null],
      ['Site plan, north lot', `${properties[1].id}|${scope.serviceId}`],
    ]);
  // A reload keeps both, with the line each is for.
  await page.reload();
  await step(page, 6, 'Documents');
  await expect(planTitle).toHaveValue('Site plan, north lot');
  await expect(toAdd.getByRole('listitem').nth(1)).toContainText(`${properties[1].name} · ${scope.serviceName}`);
  await expect(toAdd.getByRole('listitem').nth(0)).toContainText('The whole RFP');
  await expectNoSeriousA11yViolations(page, 'RFP wizard, documents step');
  await shotAt(page, 'rfp', 'wizard-documents');
  await expectFitsPhone(page, 'rfp', 'wizard-documents', toAdd);
  await page.getByRole('button', { name: 'Next' }).click();
  await step(page, 7, 'Review');
  await expect(page.getByText('Documents: Instructions to bidders, Site plan, north lot (for one line)')).toBeVisible();

  await expect(page.getByText(/Bids due: .*5:00 PM M[SD]T/)).toBeVisible();
  await expect(page.getByText('Lines: 2 (2 properties × 1 services)')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'RFP wizard, review step');
  await shotAt(page, 'rfp', 'wizard-review');
  await expectFitsPhone(page, 'rfp', 'wizard-review');
  await page.getByRole('button', { name: 'Save draft' }).click();

  await expectToast(page, 'RFP Saved', 'The draft is saved');
  await expect(page.getByRole('heading', { level: 1, name: `Lawn care ${tag}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Lines (2)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Vendors (1)' })).toBeVisible();
  expect(await getStorageItem(page, 'local', 'rfpFormData')).toBeNull();
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByRole('table', { name: 'RFP documents' }).getByRole('row', { name: /Instructions to bidders/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'RFP documents' }).getByRole('row', { name: /Site plan, north lot/ })).toContainText(properties[1].name);

  // The due time is the client's 5 PM in Denver, whatever the browser's zone.
  const id = new URL(page.url()).pathname.split('/')[2];
  const saved = await apiGet(token, `/v1/rfp/${id}`);
  expect(saved.timeZone).toBe('America/Denver');
  expect(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Denver', hour: 'numeric', hour12: false }).format(new Date(saved.bidsDueAt ?? ''))).toBe('17');
  expect(saved.serviceStartOn).toBe(startOn);
  expect(saved.termMonths).toBe(24);
  expect(saved.publishBlocker).toBeNull();
});
