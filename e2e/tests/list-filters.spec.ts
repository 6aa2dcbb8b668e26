import { expect, test } from '@playwright/test';
import { DEMO } from '../support/demo.js';
import { openContactManagement, searchList, waitForList } from '../support/people.js';
import { openSignedIn } from '../support/signed-in.js';

// Every list keeps its search in the URL (use-url-list-state.ts). Clearing the filters once
// wrote the previous search straight back: the router's setter changes with every URL change,
// and the search effect re-ran with the old debounced text.
test('clearing the filters clears the search and keeps it cleared', async ({ page }) => {
  await openSignedIn(page, DEMO.providerAdmin);
  await openContactManagement(page);
  await searchList(page, 'Search contacts', 'avery');
  await waitForList(page, 'Contacts');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('search'));
  // Past the debounce: nothing writes the old text back.
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL((url) => !url.searchParams.has('search'));
  await expect(page.getByRole('searchbox', { name: 'Search contacts' })).toHaveValue('');
});
