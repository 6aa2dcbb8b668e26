import { expect, test, type Route } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiGet, apiSignIn } from '../support/api.js';
import { getStorageItem } from '../support/browser.js';
import { DEMO } from '../support/demo.js';
import { uniqueTag } from '../support/people.js';
import { clientIdByName } from '../support/rfp.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';

/**
 * The wizard's properties chosen on the map (docs/rfp.md "Writing an RFP"): the client's located
 * properties, searched (typed faster than the map answers), the ones in view added at once, named
 * in the picker — after a reload too.
 */
const CLIENT = 'Northwind Residential';

test('the provider adds the client’s properties in view on the map to a new RFP', async ({ page }) => {
  const token = await apiSignIn(DEMO.providerAdmin);
  const clientId = await clientIdByName(token, CLIENT);
  const located = await apiGet(token, `/v1/properties/map-points?clientIds=${clientId}`);
  const some = await apiGet(token, `/v1/properties?clientIds=${clientId}&limit=100`);
  const onMap = some.data.find((property) => property.latitude !== null);
  if (!onMap || located.total < 2) throw new Error('The demo client has too few located properties.');
  const count = located.points.length;

  await openSignedIn(page, DEMO.providerAdmin, '/rfp/new');
  await page.getByRole('combobox', { name: 'Client' }).fill('Northwind Res');
  await page.getByRole('option', { name: CLIENT, exact: true }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(`Map ${uniqueTag('rfpm')}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/Step 2 of \d+: Properties/)).toBeVisible();

  await page.getByRole('button', { name: 'Choose on the map' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose properties on the map' });
  // Once the map has fitted the client's properties, every located one is in view.
  await expect(dialog.getByRole('status').filter({ hasText: 'in view' })).toHaveText(`${count} properties in view · 0 chosen`);
  // A search typed at once: until the map answers it (held here), the count says "Searching…" and
  // nothing can be added — a click would otherwise add the last answer's properties.
  const held: Route[] = [];
  const isSearch = (url: URL) => url.pathname.endsWith('/v1/properties/map-points') && url.searchParams.get('search') === onMap.name;
  await page.route(isSearch, (route) => {
    held.push(route);
  });
  const searchBox = dialog.getByRole('textbox', { name: 'Search the map' });
  await searchBox.pressSequentially(onMap.name, { delay: 0 });
  await expect.poll(() => held.length).toBe(1);
  await expect(dialog.getByRole('status').filter({ hasText: 'Searching…' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Searching…' })).toBeDisabled();
  await held[0].continue();
  await expect(dialog.getByRole('status').filter({ hasText: 'in view' })).toHaveText(/^\d+ propert(y|ies) in view · 0 chosen$/);
  await expect(dialog.getByRole('button', { name: /^Add \d+ propert(y|ies) in view$/ })).toBeEnabled();
  await page.unroute(isSearch);
  await searchBox.clear();
  await expect(dialog.getByRole('status').filter({ hasText: 'in view' })).toHaveText(`${count} properties in view · 0 chosen`);
  await expectNoSeriousA11yViolations(page, 'RFP wizard, properties on the map');
  await shotAt(page, 'rfp', 'wizard-map');
  await dialog.getByRole('button', { name: `Add ${count} properties in view` }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'in view' })).toHaveText(`${count} properties in view · ${count} chosen`);
  await expect(dialog.getByRole('button', { name: 'All in view are chosen' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Picked on the map, named in the picker; a reload restores both the ids and their names.
  const pill = page.getByText(`${onMap.name} (${onMap.code})`, { exact: true });
  await expect(pill).toBeVisible();
  await expect(page.getByRole('button', { name: `Clear all (${count})` })).toBeVisible();
  await expect.poll(async () => JSON.parse((await getStorageItem(page, 'local', 'rfpFormData')) ?? '{}').propertyIds?.length).toBe(count);
  await page.reload();
  await expect(pill).toBeVisible();
  await expect(page.getByText('Chosen', { exact: true })).toHaveCount(0);
});
