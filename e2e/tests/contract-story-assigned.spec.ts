import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiGet, apiSignIn } from '../support/api.js';
import { activeContract, coverageCell, propertiesSeenBy, STORY_CLIENT } from '../support/contract-stories.js';
import { DEMO } from '../support/demo.js';
import { uniqueTag } from '../support/people.js';
import { clientIdByName } from '../support/rfp.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';

/*
 * Issue 19, story 4 (docs/contracts.md "Records and who sees them", "Coverage"): the demo's
 * property manager works on some Northwind Residential properties only (property access
 * ASSIGNED). A contract covers one of theirs and one that is not: they see their property's line
 * alone, on the contract's page, in the property-wise view and in the coverage grid.
 */

test('a client person with assigned properties sees only those properties’ contract lines', async ({ page }) => {
  // Five screens, each checked by axe: more than the usual time on a loaded machine.
  test.slow();
  const tag = uniqueTag('asg');
  const provider = await apiSignIn(DEMO.providerAdmin);
  const clientId = await clientIdByName(provider, STORY_CLIENT);
  const pm = await apiSignIn(DEMO.clientPm);
  const theirs = await propertiesSeenBy(pm, clientId);
  const all = await propertiesSeenBy(provider, clientId);
  const granted = theirs[0];
  const other = all.find((p) => !theirs.some((t) => t.id === p.id));
  if (!granted || !other) throw new Error('The demo property manager has some Northwind Residential properties, not all.');
  const title = `Shared grounds ${tag}`;
  const { contract, service } = await activeContract(provider, title, [granted.id, other.id]);
  const listed = await apiGet(pm, `/v1/contracts?search=${tag}`);
  expect(listed.data, `${granted.name} is theirs, ${other.name} is not`).toEqual([expect.objectContaining({ id: contract.id, lineCount: 1 })]);

  await openSignedIn(page, DEMO.clientPm, `/contracts?search=${encodeURIComponent(tag)}`);
  const row = page.getByRole('table', { name: 'Contracts' }).getByRole('row').filter({ hasText: tag });
  // The first screen after signing in loads the app and the list: under CI's load that once took more than 10 s.
  await expect(row).toContainText(contract.number, { timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Contracts' })).toHaveAttribute('aria-busy', 'false');
  await expectNoSeriousA11yViolations(page, 'contracts list (assigned properties)');

  // By property: their property with the contract, the other not at all.
  await page.getByRole('tab', { name: 'By property' }).click();
  const byProperty = page.getByRole('table', { name: 'Contracts by property' });
  await expect(byProperty.getByRole('row').filter({ hasText: granted.name })).toContainText(contract.number);
  await expect(page.getByRole('region', { name: 'Contracts by property' })).toHaveAttribute('aria-busy', 'false');
  await expect(byProperty.getByRole('row').filter({ hasText: other.name })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'contracts by property (assigned properties)');
  await shotAt(page, 'contract-stories', 'assigned-by-property');

  // The contract's page: one line, their property's.
  await byProperty
    .getByRole('link', { name: new RegExp(contract.number) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Lines (1)' })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Service lines' });
  await expect(lines.getByRole('row').filter({ hasText: granted.name })).toContainText(service.name);
  await expect(lines.getByRole('row').filter({ hasText: other.name })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'contract detail (assigned properties)');
  await shotAt(page, 'contract-stories', 'assigned-detail');

  // Coverage: their property's cell lists the contract; the other property is not in their grid.
  const cell = await coverageCell(page, granted.name, service.name);
  await expect(cell).toHaveAccessibleName(new RegExp(`^${service.name} at ${granted.name}: `));
  await cell.click();
  await expect(page.getByRole('link', { name: contract.number })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'coverage cell (assigned properties)');
  await page.keyboard.press('Escape');
  await coverageCell(page, other.name, service.name);
  await expect(page.getByText(other.name)).toHaveCount(0);
});
