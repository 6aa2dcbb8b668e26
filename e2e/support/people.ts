import { expect, type Locator, type Page } from '@playwright/test';
import { apiGet, apiPost, apiSignIn, primaryTenantOf, roleIdByName } from './api.js';
import { mainNav } from './browser.js';
import { DEMO } from './demo.js';
import { extract, INVITATION_LINK_PATTERN, readMail } from './mail.js';
import { APP_URL } from './ports.js';

/**
 * Helpers for the people, roles and settings specs: unique test people made through the
 * API, and the Contact Management screen's table, row menu, toasts and Mantine comboboxes.
 */

let counter = 0;
/** A short tag unique to this run and call: goes into e-mails and names so searches find only ours. */
export function uniqueTag(prefix = 't'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 5)}`;
}

export const emailFor = (tag: string) => `${tag}@example.com`;

export interface TPersonAnswer {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  status: 'ACTIVE' | 'PENDING' | 'INACTIVE';
  authorized: boolean;
}

export interface TPersonInput {
  firstName: string;
  lastName: string;
  email: string;
  tenantId: string;
  roleIds: string[];
  authorized?: boolean;
  contactType?: 'Primary' | 'Secondary' | 'Onsite Member';
}

/** POST /v1/users: PENDING and invited when authorized (the default), a contact only otherwise. */
export const createPerson = (token: string, person: TPersonInput) => apiPost(token, '/v1/users', { authorized: true, ...person });

/** What most specs need: the admin's token and the Northwind Residential / Client Property Manager pair. */
export interface TClientPmContext {
  adminToken: string;
  tenant: { id: string; name: string };
  roleId: string;
}

export async function clientPmContext(): Promise<TClientPmContext> {
  const adminToken = await apiSignIn(DEMO.providerAdmin);
  const tenant = await primaryTenantOf(DEMO.clientAdmin);
  const roleId = await roleIdByName(adminToken, 'Client Property Manager', 'client', DEMO.clientPm);
  return { adminToken, tenant, roleId };
}

/** The newest invitation link mailed to `email` since `since`. */
export async function invitationLink(email: string, since: number): Promise<URL> {
  const mail = await readMail(email, (m) => INVITATION_LINK_PATTERN.test(m.text), { since });
  return new URL(extract(mail, INVITATION_LINK_PATTERN));
}

export const tokenOf = (link: URL): string => {
  const token = link.searchParams.get('token');
  if (!token) throw new Error(`No token in ${link.href}`);
  return token;
};

/** POST /v1/users/validate-token as the verify page does; answers the status. */
export async function validateTokenStatus(token: string): Promise<number> {
  const response = await fetch(`${APP_URL}/v1/users/validate-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ token }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Creates a person and accepts their invitation through the API: an ACTIVE account with `password`. */
export async function createActivePerson(token: string, person: TPersonInput, password: string): Promise<TPersonAnswer> {
  const since = Date.now();
  const created = await createPerson(token, { ...person, authorized: true });
  const link = await invitationLink(person.email, since);
  await apiPost(undefined, '/v1/users/create-password', { token: tokenOf(link), password });
  return { ...created, status: 'ACTIVE' };
}

/** GET /v1/users/:id as the admin sees it. */
export const getPerson = (token: string, id: string) => apiGet(token, `/v1/users/${id}`);

/** A toast of lib/notify.tsx: success ones are role=status, errors role=alert. */
export function toast(page: Page, title: string, kind: 'success' | 'error' = 'success'): Locator {
  return page
    .locator('.Toastify')
    .getByRole(kind === 'error' ? 'alert' : 'status')
    .filter({ hasText: title });
}

export async function expectToast(page: Page, title: string, description: string | RegExp, kind: 'success' | 'error' = 'success') {
  const found = toast(page, title, kind).filter({ hasText: description });
  await expect(found.first()).toBeVisible();
  return found;
}

export async function openContactManagement(page: Page) {
  await mainNav(page).getByRole('link', { name: 'Contact Management' }).click();
  await expect(page).toHaveURL(/\/contact-management(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Management' })).toBeVisible();
}

export const contactsTable = (page: Page): Locator => page.getByRole('table', { name: 'Contacts' });
/** Body rows only (the header row holds no e-mail). */
export const contactRow = (page: Page, text: string): Locator => contactsTable(page).getByRole('row').filter({ hasText: text });
export const contactBodyRows = (page: Page): Locator => contactsTable(page).locator('tbody tr:not([aria-hidden="true"])');

/** Types into the list search and waits until the URL (and so the query) carries it. */
export async function searchList(page: Page, label: 'Search contacts' | 'Search roles', text: string) {
  // The URL changes before the page renders with it (the router renders in a transition): the
  // search is in effect once the list has asked the server with it and shows the answer.
  const answered = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).searchParams.get('search') === text);
  await page.getByRole('searchbox', { name: label }).fill(text);
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === text);
  await answered;
  await waitForList(page, label === 'Search contacts' ? 'Contacts' : 'Roles');
}

/** Waits for the table to settle: no skeleton rows, not busy. */
export async function waitForList(page: Page, name: 'Contacts' | 'Roles') {
  await expect(page.getByRole('region', { name })).toHaveAttribute('aria-busy', 'false');
}

/** Opens a row's "Actions for …" menu and picks an entry. */
export async function rowAction(page: Page, rowLabel: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${rowLabel}`, exact: true }).click();
  await page
    .getByRole('menu', { name: `Actions for ${rowLabel}` })
    .getByRole('menuitem', { name: action, exact: true })
    .click();
}

/** Mantine Select / MultiSelect: open the combobox, then click the option in its listbox. */
export async function pickOption(page: Page, combobox: Locator, option: string | RegExp) {
  await combobox.click();
  const name = await combobox.getAttribute('aria-label').then((label) => label ?? undefined);
  const listbox = name ? page.getByRole('listbox', { name }) : page.getByRole('listbox');
  await listbox.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** Parses the CSV the API writes (platform/csv.ts): quoted fields, doubled quotes, CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

/** Quotes a CSV field when it needs it. */
export const csvLine = (fields: readonly string[]) => fields.map((f) => (/[",\r\n]/.test(f) ? `"${f.replace(/"/g, '""')}"` : f)).join(',');
