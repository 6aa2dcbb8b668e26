import { expect, test, type Locator, type Page } from '@playwright/test';
import type { TSowDoc } from '@procura/shared';
import { apiGet, apiPost, apiSignIn, primaryTenantOf, roleIdByName } from '../support/api.js';
import { DEMO } from '../support/demo.js';
import { typeFast } from '../support/fast-typing.js';
import { createPerson, uniqueTag } from '../support/people.js';
import { openSignedIn } from '../support/signed-in.js';

/*
 * Issue #17 point 1: a picker that searches on the server chooses only from the answer to what
 * was typed. Each picker is driven the way a fast typist does: the whole name at once, then ↓ and
 * Enter before the search could answer. The names start with "Zephyr" so the list shown before
 * the search (sorted by name) never starts with them: picking from it would pick someone else.
 */

const TAG = uniqueTag('pick');
const CLIENT = `Zephyr Lakes Storage ${TAG}`;
const PROPERTY = `Zephyr Lakes Depot ${TAG}`;
const ANNEX = `Zephyr Annex ${TAG}`;
const PARENT = `Zephyr Holdings ${TAG}`;
const PERSON = { firstName: 'Zoe', lastName: `Zyx${TAG}` };

interface TWorld {
  clientId: string;
  propertyId: string;
  annexId: string;
  parentId: string;
  scopeId: string;
}
let world: TWorld;

test.beforeAll(async () => {
  const token = await apiSignIn(DEMO.providerAdmin);
  const client = await apiPost(token, '/v1/clients', { name: CLIENT, phoneCode: '+1', phoneNumber: '3035550100' });
  const property = await apiPost(token, '/v1/properties', { clientId: client.id, name: PROPERTY, code: `ZLD-${TAG}` });
  // Listed before it by name: what a picker showing its first answer would offer first.
  await apiPost(token, '/v1/properties', { clientId: client.id, name: `Aardvark Lot ${TAG}`, code: `AL-${TAG}` });
  const services = await apiGet(token, '/v1/services/all');
  const serviceId = services.find((s) => s.name === 'Snow plowing')?.id;
  if (!serviceId) throw new Error('The catalogue has Snow plowing.');
  const doc: TSowDoc = {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Scope and tasks' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Plow the lots.' }] },
    ],
  };
  const scope = await apiPost(token, '/v1/client-scope-of-work', {
    clientId: client.id,
    serviceId,
    name: `Zephyr snow ${TAG}`,
    source: 'BLANK',
    content: doc,
  });
  const northwind = (await apiGet(token, '/v1/clients?search=Northwind%20Residential&limit=5')).data.find((c) => c.name === 'Northwind Residential');
  if (!northwind) throw new Error('The demo world has Northwind Residential.');
  const annex = await apiPost(token, '/v1/properties', { clientId: northwind.id, name: ANNEX, code: `ZA-${TAG}` });
  const parent = await apiPost(token, '/v1/clients/parent-companies', { name: PARENT });
  const tenant = await primaryTenantOf(DEMO.clientAdmin);
  const roleId = await roleIdByName(token, 'Client Property Manager', 'client', DEMO.clientPm);
  await createPerson(token, { ...PERSON, email: `${TAG}@example.com`, tenantId: tenant.id, roleIds: [roleId], authorized: false });
  world = { clientId: client.id, propertyId: property.id, annexId: annex.id, parentId: parent.id, scopeId: scope.id };
});

/** A single-choice picker ends up holding the option that answers the text, never another. */
async function pickFast(combobox: Locator, text: string, expected: string) {
  await typeFast(combobox.page(), combobox, text);
  await expect(combobox).toHaveValue(expected);
}

/** A list filter: the URL names the one id that answers the text. */
async function filterFast(page: Page, combobox: Locator, text: string, key: string, expected: string) {
  await typeFast(page, combobox, text);
  await expect(page).toHaveURL((url) => url.searchParams.get(key) === expected);
  await page.keyboard.press('Escape');
}

test.describe('search pickers pick from the answer to what is typed', () => {
  test('property screens: the client and state of a new property, the list filters, a contact person, the documents page, a service', async ({ page }) => {
    await openSignedIn(page, DEMO.providerAdmin, '/property/new');
    await pickFast(page.getByRole('combobox', { name: 'Client' }), CLIENT, CLIENT);
    await pickFast(page.getByRole('combobox', { name: 'State' }), 'Wyoming', 'Wyoming');

    await page.goto('/property');
    await filterFast(page, page.getByRole('combobox', { name: 'Client' }), CLIENT, 'clientIds', world.clientId);
    const wyoming = (await apiGet(await apiSignIn(DEMO.providerAdmin), '/v1/states?search=Wyoming&limit=5')).data.find((s) => s.name === 'Wyoming');
    await filterFast(page, page.getByRole('combobox', { name: 'State' }), 'Wyoming', 'stateIds', String(wyoming?.id));

    await page.goto(`/property/${world.annexId}?tab=contacts`);
    await page.getByRole('button', { name: 'Add contact' }).click();
    const contact = page.getByRole('dialog', { name: 'Add contact' });
    await pickFast(contact.getByRole('combobox', { name: 'Person' }), PERSON.lastName, `${PERSON.firstName} ${PERSON.lastName} · ${TAG}@example.com`);
    await contact.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`/property/${world.annexId}?tab=services`);
    await page.getByRole('button', { name: 'Add service' }).click();
    const service = page.getByRole('dialog', { name: 'Add required service' });
    await pickFast(service.getByRole('combobox', { name: 'Service' }), 'Snow plowing', 'Snow plowing');
    await service.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/property-related-docs');
    await typeFast(page, page.getByRole('combobox', { name: 'Property' }), PROPERTY);
    await expect(page).toHaveURL((url) => url.searchParams.get('propertyId') === world.propertyId);
  });

  test('client screens: the parent company of a new client and the parent-company filter', async ({ page }) => {
    await openSignedIn(page, DEMO.providerAdmin, '/client');
    await page.getByRole('button', { name: 'New client' }).click();
    const dialog = page.getByRole('dialog', { name: 'New client' });
    await pickFast(dialog.getByRole('combobox', { name: 'Parent company' }), PARENT, PARENT);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await filterFast(page, page.getByRole('combobox', { name: 'Parent company' }), PARENT, 'parentCompanyId', world.parentId);
  });

  test('scope of work: the client of a new scope, the list filters and the assistant', async ({ page }) => {
    await openSignedIn(page, DEMO.providerAdmin, '/sow/scopes/new');
    await pickFast(page.getByRole('combobox', { name: 'Client' }), CLIENT, CLIENT);
    await page.goto('/sow');
    await filterFast(page, page.getByRole('combobox', { name: 'Client' }), CLIENT, 'clientIds', world.clientId);
    await filterFast(page, page.getByRole('combobox', { name: 'Property' }), PROPERTY, 'propertyId', world.propertyId);
    await page.goto('/sow/assistant');
    await pickFast(page.getByRole('combobox', { name: 'Client' }), CLIENT, CLIENT);

    await page.goto(`/sow/scopes/${world.scopeId}?tab=properties`);
    await page.getByRole('button', { name: 'Apply to properties' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply to properties' });
    await typeFast(page, dialog.getByRole('combobox', { name: 'Properties' }), PROPERTY);
    await expect(dialog.getByText(`${PROPERTY} (ZLD-${TAG})`)).toBeVisible();
    await expect(dialog.getByText(`Aardvark Lot ${TAG}`)).toHaveCount(0);
  });

  test('people, vendors and the map: the organization of a new user, the county filter, the client filter', async ({ page }) => {
    await openSignedIn(page, DEMO.providerAdmin, '/contact-management');
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await pickFast(dialog.getByRole('combobox', { name: 'Organization' }), CLIENT, `${CLIENT} · Client`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const token = await apiSignIn(DEMO.providerAdmin);
    const colorado = (await apiGet(token, '/v1/states?search=Colorado&limit=5')).data.find((s) => s.name === 'Colorado');
    const counties = (await apiGet(token, `/v1/counties?stateId=${colorado?.id}&search=Weld&limit=5`)).data;
    const weld = counties[0];
    if (!colorado || !weld) throw new Error('The geography has Weld County, Colorado.');
    await page.goto(`/vendor?stateId=${colorado.id}`);
    await filterFast(page, page.getByRole('combobox', { name: 'Service area county' }), weld.name, 'countyId', String(weld.id));

    await page.goto('/property-map');
    await filterFast(page, page.getByRole('combobox', { name: 'Client' }), CLIENT, 'clientIds', world.clientId);
  });
});
