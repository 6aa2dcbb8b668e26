import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo.js';

/** The authToken value of apps/web/src/lib/storage.ts. */
export interface TStoredTokens {
  accessToken: string;
  idToken: string;
  expiresAt: number;
}

export type TStorageArea = 'local' | 'session';

export interface TSignInOptions {
  password?: string;
  remember?: boolean;
}

/** Fills the login form (opening /login first unless already there) and waits to leave it. */
export async function signIn(page: Page, email: string, { password = DEMO_PASSWORD, remember = false }: TSignInOptions = {}) {
  if (!isOnPath(page, '/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const rememberMe = page.getByRole('checkbox', { name: 'Remember me' });
  if (remember) await rememberMe.check();
  else await expect(rememberMe).not.toBeChecked();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * The input labelled exactly `label`, required or not: a required field's label ends in the
 * form's asterisk, which is hidden from screen readers but is part of the label's text that
 * getByLabel matches.
 */
export const byLabel = (scope: Page | Locator, label: string): Locator =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: \\*)?$`));

export function isOnPath(page: Page, pathname: string): boolean {
  try {
    return new URL(page.url()).pathname === pathname;
  } catch {
    return false;
  }
}

/** The side navigation of the signed-in shell. */
export const mainNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Main navigation' });

/** Asserts the exact sidebar labels, in order. */
export async function expectNav(page: Page, labels: readonly string[]) {
  await expect(mainNav(page).getByRole('link')).toHaveText([...labels]);
}

export async function getStorageItem(page: Page, area: TStorageArea, key: string): Promise<string | null> {
  return page.evaluate(([a, k]) => (a === 'local' ? localStorage : sessionStorage).getItem(k), [area, key] as const);
}

export async function setStorageItem(page: Page, area: TStorageArea, key: string, value: string) {
  await page.evaluate(([a, k, v]) => (a === 'local' ? localStorage : sessionStorage).setItem(k, v), [area, key, value] as const);
}

export async function getStoredTokens(page: Page, area: TStorageArea): Promise<TStoredTokens | null> {
  const raw = await getStorageItem(page, area, 'authToken');
  return raw === null ? null : (JSON.parse(raw) as TStoredTokens);
}

/** Keeps the stored token's JSON shape but makes the access token worthless. */
export async function garbleAccessToken(page: Page, area: TStorageArea, garbage = 'garbage.access.token'): Promise<TStoredTokens> {
  const tokens = await getStoredTokens(page, area);
  if (!tokens) throw new Error(`No authToken in ${area}Storage to garble.`);
  await setStorageItem(page, area, 'authToken', JSON.stringify({ ...tokens, accessToken: garbage }));
  return tokens;
}

/** A JWT's three base64url parts. */
export const JWT_PATTERN = /^[\w-]+\.[\w-]+\.[\w-]+$/;
