import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiPost, apiSignIn } from '../support/api.js';
import { DEMO } from '../support/demo.js';
import { shotAt } from '../support/shots.js';
import { uniqueTag } from '../support/people.js';
import { openSignedIn } from '../support/signed-in.js';

/*
 * Issue #17 point 1: a property saved under the wrong client is corrected by the provider from
 * its page, not deleted and recreated; what cannot move says why, on the field.
 */

test.describe('moving a property to the right client', () => {
  test('the provider moves it from its page; the history says so; a contact of the old client refuses the move on the field', async ({ page }) => {
    const tag = uniqueTag('move');
    const token = await apiSignIn(DEMO.providerAdmin);
    const wrong = await apiPost(token, '/v1/clients', {
      name: `Harbor Mixup ${tag}`,
      phoneCode: '+1',
      phoneNumber: '3035550100',
    });
    const right = await apiPost(token, '/v1/clients', {
      name: `Great Lakes Storage ${tag}`,
      phoneCode: '+1',
      phoneNumber: '3035550100',
    });
    const property = await apiPost(token, '/v1/properties', {
      clientId: wrong.id,
      name: `Lakeside Depot ${tag}`,
      code: `LD-${tag}`,
    });
    const held = await apiPost(token, '/v1/properties', { clientId: wrong.id, name: `Held Depot ${tag}`, code: `HD-${tag}` });
    await apiPost(token, '/v1/property-contacts', {
      propertyId: held.id,
      contactType: 'Primary',
      person: { firstName: 'Dana', lastName: tag, email: `${tag}@example.com` },
    });

    await openSignedIn(page, DEMO.providerAdmin, `/property/${property.id}`);
    await page.getByRole('button', { name: 'Move to another client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move to another client' });
    await expect(dialog.getByText(`is filed under ${wrong.name}`)).toBeVisible();
    const client = dialog.getByRole('combobox', { name: 'Client' });
    await client.fill(right.name);
    await page.getByRole('option', { name: right.name }).click();
    await expectNoSeriousA11yViolations(page, 'move property modal');
    await shotAt(page, 'property-move', 'move-modal');
    await dialog.getByRole('button', { name: 'Move property' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Property Moved')).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Overview' }).getByText(right.name, { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByRole('tabpanel', { name: 'History' })).toContainText(right.name);

    // The old client's contact is still on the other one: the refusal says so on the field.
    await page.goto(`/property/${held.id}`);
    await page.getByRole('button', { name: 'Move to another client' }).click();
    await dialog.getByRole('combobox', { name: 'Client' }).fill(right.name);
    await page.getByRole('option', { name: right.name }).click();
    await dialog.getByRole('button', { name: 'Move property' }).click();
    await expect(dialog.getByText(`This property has 1 contact of ${wrong.name}`)).toBeVisible();
    await expect(dialog).toBeVisible();
    await shotAt(page, 'property-move', 'move-refused');
  });
});
