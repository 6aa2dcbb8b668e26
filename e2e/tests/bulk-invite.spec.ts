import fs from 'node:fs/promises';
import { expect, test, type Locator } from '@playwright/test';
import { USER_UPLOAD_COLUMNS } from '@procura/shared';
import { apiSignIn, primaryTenantOf, roleIdByName } from '../support/api.js';
import { DEMO } from '../support/demo.js';
import {
  contactBodyRows,
  contactRow,
  createActivePerson,
  csvLine,
  emailFor,
  expectToast,
  invitationLink,
  openContactManagement,
  parseCsv,
  searchList,
  uniqueTag,
} from '../support/people.js';
import { openSignedIn } from '../support/signed-in.js';

/** A finished job's own entry in the panel: the innermost block holding its title and its Download button. */
const finishedJob = (panel: Locator, title: string): Locator =>
  panel
    .locator('div')
    .filter({ has: panel.page().getByText(title, { exact: true }) })
    .filter({ has: panel.page().getByRole('button', { name: /^Download / }) })
    .last();

test.describe('bulk invite', () => {
  test('a CSV with two good rows and a bad one: the job finishes, its result file says so, the good people are invited', async ({ page }) => {
    const tag = uniqueTag('bulk');
    // A client admin of Northwind Residential of our own: the job panel then holds this job only,
    // and no demo account's job list (which other specs read) changes.
    const adminToken = await apiSignIn(DEMO.providerAdmin);
    const tenant = await primaryTenantOf(DEMO.clientAdmin);
    const clientAdminRoleId = await roleIdByName(adminToken, 'Client Admin', 'client', DEMO.clientAdmin);
    const uploaderTag = uniqueTag('upl');
    const uploader = { email: emailFor(uploaderTag), password: `uploader passphrase ${uploaderTag}` };
    await createActivePerson(
      adminToken,
      { firstName: 'Ulla', lastName: uploaderTag, email: uploader.email, tenantId: tenant.id, roleIds: [clientAdminRoleId] },
      uploader.password,
    );
    const good = [
      { first: 'Bea', email: `bea.${tag}@example.com`, contactType: 'Primary' },
      { first: 'Ben', email: `ben.${tag}@example.com`, contactType: 'Secondary' },
    ];
    const badEmail = `not-an-email-${tag}`;
    const row = (first: string, email: string, contactType: string) =>
      csvLine([first, tag, email, '+1', '3035550111', 'Northwind Residential', 'Client Property Manager', contactType, 'Yes']);
    const csv = [
      csvLine(USER_UPLOAD_COLUMNS),
      row(good[0].first, good[0].email, good[0].contactType),
      row('Bad', badEmail, 'Primary'),
      row(good[1].first, good[1].email, good[1].contactType),
    ].join('\r\n');
    const fileName = `people-${tag}.csv`;
    const jobTitle = `Bulk invite: ${fileName}`;

    await openSignedIn(page, uploader.email, '/', { password: uploader.password });
    await openContactManagement(page);
    // Nobody of ours yet: the list below must fill in by itself when the job is done.
    await searchList(page, 'Search contacts', tag);
    await expect(page.getByText('No one matches these filters')).toBeVisible();

    await page.getByRole('button', { name: 'Bulk invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk invite' });
    for (const column of USER_UPLOAD_COLUMNS) await expect(dialog.getByRole('listitem').filter({ hasText: column })).toHaveCount(1);
    const upload = dialog.getByRole('button', { name: 'Upload and invite' });
    await expect(upload).toBeDisabled();
    const fileInput = dialog.locator('input[type="file"]');
    // A wrong kind of file is refused before any upload.
    await fileInput.setInputFiles({ name: `people-${tag}.txt`, mimeType: 'text/plain', buffer: Buffer.from(csv) });
    await expect(dialog.getByText('Choose a .csv or .xlsx file.')).toBeVisible();
    await expect(upload).toBeDisabled();

    await fileInput.setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(dialog.getByText('Choose a .csv or .xlsx file.')).toHaveCount(0);
    const since = Date.now();
    const started = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/background-jobs/uploaded-user' && r.request().method() === 'POST');
    await upload.click();
    expect((await started).status()).toBe(202);
    await expectToast(page, 'Upload Started', 'The invitations are being sent. Follow the progress in Background jobs.');
    await expect(dialog).toHaveCount(0);

    // The panel opens on the new job and follows it to the end.
    const panel = page.getByRole('dialog', { name: 'Background jobs' });
    await expect(panel).toBeVisible();
    const job = finishedJob(panel, jobTitle);
    await expect(job).toBeVisible({ timeout: 30_000 });
    await expect(job.getByText('Ready', { exact: true })).toBeVisible();
    await expectToast(page, 'Job complete', `${jobTitle} is ready to download.`);

    const download = job.getByRole('button', { name: /^Download User_upload_results_\d{4}-\d{2}-\d{2}\.csv$/ });
    const file = page.waitForEvent('download');
    await download.click();
    const saved = await file;
    expect(saved.suggestedFilename()).toMatch(/^User_upload_results_\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...results] = parseCsv(await fs.readFile(await saved.path(), 'utf8'));
    expect(header).toEqual(['Row', 'Email', 'Outcome', 'Reason']);
    expect(results).toHaveLength(3);
    expect(results.filter((r) => r[2] === 'created').map((r) => [r[0], r[1], r[3]])).toEqual([
      ['2', good[0].email, ''],
      ['4', good[1].email, ''],
    ]);
    const failed = results.filter((r) => r[2] === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.slice(0, 2)).toEqual(['3', badEmail]);
    expect(failed[0]?.[3]).toMatch(/^email: .*valid e-mail/i);

    await panel.getByRole('button', { name: 'Close background jobs' }).click();
    await expect(panel).toHaveCount(0);

    // The list refreshed itself: both good people, pending, with what the sheet said.
    await expect(contactBodyRows(page)).toHaveCount(2);
    for (const person of good) {
      const listed = contactRow(page, person.email);
      await expect(listed).toContainText(`${person.first} ${tag}`);
      await expect(listed).toContainText('Northwind Residential');
      await expect(listed).toContainText('Client Property Manager');
      await expect(listed.getByRole('cell', { name: person.contactType, exact: true })).toBeVisible();
      await expect(listed.getByRole('cell', { name: 'Pending', exact: true })).toBeVisible();
      const link = await invitationLink(person.email, since);
      expect(link.pathname).toBe('/auth/verify');
    }
  });
});
