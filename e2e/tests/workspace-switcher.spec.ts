import { expect, test } from '@playwright/test';
import { primaryTenantOf } from '../support/api.js';
import { getStorageItem, signIn } from '../support/browser.js';
import { CLIENT_WORKSPACES, DEMO } from '../support/demo.js';

interface TStoredWorkspace {
  id: string;
  type: string;
}

test.describe('workspace switcher', () => {
  test('client.admin switches to the second client workspace and the choice survives a reload', async ({ page }) => {
    const primary = await primaryTenantOf(DEMO.clientAdmin);
    await signIn(page, DEMO.clientAdmin, { remember: true });

    const switcher = page.getByRole('combobox', { name: 'Workspace' });
    await expect(switcher.getByRole('option')).toHaveText([CLIENT_WORKSPACES.primary, CLIENT_WORKSPACES.second]);
    await expect(switcher.locator('option:checked')).toHaveText(CLIENT_WORKSPACES.primary);
    await expect(page.getByText(`You are working in ${CLIENT_WORKSPACES.primary}.`)).toBeVisible();
    const before = JSON.parse((await getStorageItem(page, 'local', 'userWorkspace')) ?? 'null') as TStoredWorkspace | null;
    expect(before?.id).toBe(primary.id);

    await switcher.selectOption({ label: CLIENT_WORKSPACES.second });

    await expect(page.getByText(`You are working in ${CLIENT_WORKSPACES.second}.`)).toBeVisible();
    await expect(switcher.locator('option:checked')).toHaveText(CLIENT_WORKSPACES.second);
    const after = JSON.parse((await getStorageItem(page, 'local', 'userWorkspace')) ?? 'null') as TStoredWorkspace | null;
    expect(after?.type).toBe('client');
    expect(after?.id).not.toBe(primary.id);

    await page.reload();
    await expect(page.getByText(`You are working in ${CLIENT_WORKSPACES.second}.`)).toBeVisible();
    await expect(switcher.locator('option:checked')).toHaveText(CLIENT_WORKSPACES.second);
    expect(JSON.parse((await getStorageItem(page, 'local', 'userWorkspace')) ?? 'null')).toEqual(after);

    // API calls now name the chosen workspace.
    const jobs = page.waitForRequest((r) => new URL(r.url()).pathname === '/v1/background-jobs');
    await page.getByRole('button', { name: 'Background jobs', exact: true }).click();
    expect((await jobs).headers()['x-workspace-id']).toBe(after?.id);

    // And back.
    await switcher.selectOption({ label: CLIENT_WORKSPACES.primary });
    await expect(page.getByText(`You are working in ${CLIENT_WORKSPACES.primary}.`)).toBeVisible();
  });

  test('a user with one workspace sees no switcher', async ({ page }) => {
    await signIn(page, DEMO.clientPm);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Casey' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Workspace' })).toHaveCount(0);
  });
});
