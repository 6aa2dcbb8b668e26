import { STORAGE_KEYS, type TStoredWorkspace, type TTokenResponse } from '@procura/shared';

/** What is kept under the authToken key: the token pair and when the access token expires. */
export interface TStoredTokens {
  accessToken: string;
  idToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface TSavedRedirect {
  pathname: string;
  search: string;
}

function readJson<T>(store: Storage, key: string): T | null {
  const raw = store.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    // A value we cannot read is worth nothing; drop it so it cannot fail again.
    store.removeItem(key);
    return null;
  }
}

const isStoredTokens = (value: unknown): value is TStoredTokens =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TStoredTokens).accessToken === 'string' &&
  typeof (value as TStoredTokens).idToken === 'string' &&
  typeof (value as TStoredTokens).expiresAt === 'number';

export function isRememberMe(): boolean {
  return localStorage.getItem(STORAGE_KEYS.rememberMe) === 'true';
}

/** Spec §9: remember me keeps the token in localStorage, otherwise only for this tab's session. */
function tokenStore(): Storage {
  return isRememberMe() ? localStorage : sessionStorage;
}

export function getTokens(): TStoredTokens | null {
  const value = readJson<unknown>(tokenStore(), STORAGE_KEYS.authToken);
  return isStoredTokens(value) ? value : null;
}

export function setTokens(tokens: TTokenResponse, rememberMe?: boolean): void {
  if (rememberMe !== undefined) {
    localStorage.setItem(STORAGE_KEYS.rememberMe, String(rememberMe));
    // Never leave a copy in the other store: it would outlive the user's choice.
    (rememberMe ? sessionStorage : localStorage).removeItem(STORAGE_KEYS.authToken);
  }
  const stored: TStoredTokens = {
    accessToken: tokens.accessToken,
    idToken: tokens.idToken,
    expiresAt: Date.now() + tokens.expiresIn * 1000,
  };
  tokenStore().setItem(STORAGE_KEYS.authToken, JSON.stringify(stored));
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.authToken);
  sessionStorage.removeItem(STORAGE_KEYS.authToken);
  localStorage.removeItem(STORAGE_KEYS.rememberMe);
}

export function getStoredWorkspace(): TStoredWorkspace | null {
  return readJson<TStoredWorkspace>(localStorage, STORAGE_KEYS.userWorkspace);
}

export function setStoredWorkspace(workspace: TStoredWorkspace): void {
  const { id, type, client, vendor } = workspace;
  localStorage.setItem(STORAGE_KEYS.userWorkspace, JSON.stringify({ id, type, client, vendor }));
}

export function savePostLoginRedirect(redirect: TSavedRedirect): void {
  sessionStorage.setItem(STORAGE_KEYS.postLoginRedirect, JSON.stringify(redirect));
}

/** Reads and removes the saved redirect (spec §4); a corrupt value is discarded. */
export function takePostLoginRedirect(): string | null {
  const value = readJson<Partial<TSavedRedirect>>(sessionStorage, STORAGE_KEYS.postLoginRedirect);
  sessionStorage.removeItem(STORAGE_KEYS.postLoginRedirect);
  if (!value || typeof value.pathname !== 'string' || !value.pathname.startsWith('/')) return null;
  const search = typeof value.search === 'string' ? value.search : '';
  return `${value.pathname}${search}`;
}
