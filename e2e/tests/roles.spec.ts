import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO } from '../support/demo.js';
import { expectToast, pickOption, rowAction, searchList, uniqueTag } from '../support/people.js';
import { openSignedIn } from '../support/signed-in.js';

const rolesTable = (page: Page): Locator => page.getByRole('table', { name: 'Roles' });
const roleRow = (page: Page, name: string): Locator => rolesTable(page).getByRole('row').filter({ hasText: name });
/** The Permissions and Users cells: the last two before the row menu. */
const countCells = (row: Locator) => ({ permissions: row.getByRole('cell').nth(3), users: row.getByRole('cell').nth(4) });

async function openRoleManagement(page: Page) {
  await openSignedIn(page, DEMO.providerAdmin, '/role-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Role Management' })).toBeVisible();
}

test.describe('role management', () => {
  test('create a client role with some permissions, edit it, then delete it', async ({ page }) => {
    const name = `Inspector ${uniqueTag('r')}`;
    const renamed = `${name} senior`;
    await openRoleManagement(page);

    await page.getByRole('button', { name: 'Create role' }).click();
    let dialog = page.getByRole('dialog', { name: 'Create Role' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Choose a role type to see the permissions it can carry.')).toBeVisible();
    await pickOption(page, dialog.getByRole('combobox', { name: 'Role type' }), 'Client');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Inspects properties.');
    // A client role offers client permission types only.
    await expect(dialog.getByRole('table', { name: 'Property Management permissions' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'View Branch management' })).toHaveCount(0);
    await dialog.getByRole('checkbox', { name: 'View Property management', exact: true }).check();
    await dialog.getByRole('checkbox', { name: 'Edit Property management', exact: true }).check();
    await dialog.getByRole('checkbox', { name: 'View Client management', exact: true }).check();
    await expect(dialog.getByText('3 selected')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expectToast(page, 'Role Created', 'The role has been created successfully.');
    await expect(dialog).toHaveCount(0);
    await searchList(page, 'Search roles', name);
    let row = roleRow(page, name);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Inspects properties.');
    await expect(row.getByRole('cell', { name: 'Client', exact: true })).toBeVisible();
    await expect(row).toContainText('All client organizations');
    await expect(countCells(row).permissions).toHaveText('3');
    await expect(countCells(row).users).toHaveText('0');

    // Edit: rename, drop one permission, add a whole row of four.
    await rowAction(page, name, 'Edit');
    dialog = page.getByRole('dialog', { name: 'Edit Role' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await expect(dialog.getByRole('combobox', { name: 'Role type' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Edit Property management', exact: true })).toBeChecked();
    await expect(dialog.getByText('3 selected')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await dialog.getByRole('checkbox', { name: 'Edit Property management', exact: true }).uncheck();
    await dialog.getByRole('checkbox', { name: 'All Existing contracts permissions' }).check();
    await expect(dialog.getByText('6 selected')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expectToast(page, 'Role Updated', 'The role has been updated successfully.');
    await expect(dialog).toHaveCount(0);
    // The search for the old name still finds the role (the new name contains it), now renamed.
    await expect(rolesTable(page).locator('tbody tr')).toHaveCount(1);
    await expect(roleRow(page, renamed)).toHaveCount(1);
    await searchList(page, 'Search roles', renamed);
    row = roleRow(page, renamed);
    await expect(row).toHaveCount(1);
    await expect(countCells(row).permissions).toHaveText('6');

    // The boxes were saved as ticked.
    await rowAction(page, renamed, 'Edit');
    dialog = page.getByRole('dialog', { name: 'Edit Role' });
    await expect(dialog.getByRole('checkbox', { name: 'Edit Property management', exact: true })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'View Property management', exact: true })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Delete Existing contracts', exact: true })).toBeChecked();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    await rowAction(page, renamed, 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete role' });
    await expect(confirm).toContainText(`${renamed} will be deleted. This cannot be undone.`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Role Deleted', 'The role has been deleted successfully.');
    await expect(confirm).toHaveCount(0);
    await expect(roleRow(page, renamed)).toHaveCount(0);
    await expect(page.getByText('No role matches these filters')).toBeVisible();
  });

  test('deleting a role people hold shows the server’s 409 message and keeps the role', async ({ page }) => {
    const name = 'Client Property Manager';
    await openRoleManagement(page);
    await searchList(page, 'Search roles', name);
    const row = roleRow(page, name);
    await expect(row).toHaveCount(1);
    const holders = Number(await countCells(row).users.textContent());
    expect(holders).toBeGreaterThan(0);

    await rowAction(page, name, 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete role' });
    await expect(confirm).toContainText(`${name} is held by ${holders} ${holders === 1 ? 'person' : 'people'}.`);
    const refused = page.waitForResponse((r) => r.request().method() === 'DELETE' && new URL(r.url()).pathname.startsWith('/v1/roles/'));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    expect((await refused).status()).toBe(409);

    const message = `This role is held by ${holders} user${holders === 1 ? '' : 's'}. Give them another role first.`;
    await expectToast(page, 'Error', message, 'error');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(roleRow(page, name)).toHaveCount(1);
    await expect(countCells(row).users).toHaveText(String(holders));
  });
});
