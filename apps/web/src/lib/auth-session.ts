import type { TIdTokenClaims } from '@procura/shared';
import { ApiError, apiErrorFromResponse, networkError } from './api-error';
import { decodeIdToken } from './jwt';
import { clearSession, getTokens, setTokens, type TStoredTokens } from './storage';

/** Spec §9: refresh when a token is this close to expiry, and on this interval while signed in. */
export const TOKEN_EXPIRY_TOLERANCE_MS = 5_000;
export const CREDENTIAL_REFRESH_INTERVAL_MS = 50 * 60 * 1000;

const REFRESH_URL = '/v1/auth/refresh';
const LOGOUT_URL = '/v1/auth/logout';

let refreshInFlight: Promise<TStoredTokens> | null = null;
let sessionExpiredHandler: () => void = () => window.location.assign('/login');

/** The auth provider registers how to leave the app when the session cannot be saved. */
export function onSessionExpired(handler: () => void): () => void {
  sessionExpiredHandler = handler;
  return () => {
    sessionExpiredHandler = () => window.location.assign('/login');
  };
}

export function expireSession(): void {
  clearSession();
  sessionExpiredHandler();
}

async function requestRefresh(): Promise<TStoredTokens> {
  let response: Response;
  try {
    // The refresh token is an httpOnly cookie scoped to /v1/auth: the browser sends it.
    response = await fetch(REFRESH_URL, { method: 'POST', credentials: 'include' });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  // Loaded when first needed: zod stays out of the first download.
  const { ZTokenResponseSchema } = await import('./contracts/token-contract');
  const tokens = ZTokenResponseSchema.parse(await response.json());
  setTokens(tokens);
  const stored = getTokens();
  if (!stored) throw new ApiError({ statusCode: 401, error: 'Unauthorized', message: 'Invalid tokens.' });
  return stored;
}

/**
 * One refresh at a time: the refresh token rotates, so two parallel refreshes would spend
 * it twice and the server would revoke the whole family. A network failure keeps the
 * tokens (spec §4); any other failure clears them.
 */
export function refreshTokens(): Promise<TStoredTokens> {
  refreshInFlight ??= requestRefresh()
    .catch((error: unknown) => {
      if (!(error instanceof ApiError && error.isNetworkError)) clearSession();
      throw error;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

function isNearExpiry(tokens: TStoredTokens): boolean {
  const claims = decodeIdToken(tokens.idToken);
  const idExpiresAt = claims?.exp ? claims.exp * 1000 : Number.POSITIVE_INFINITY;
  return Math.min(tokens.expiresAt, idExpiresAt) - Date.now() <= TOKEN_EXPIRY_TOLERANCE_MS;
}

/** The current access token, refreshed first when it is about to expire. */
export async function getFreshAccessToken(): Promise<string | null> {
  const tokens = getTokens();
  if (!tokens) return null;
  if (!isNearExpiry(tokens)) return tokens.accessToken;
  try {
    return (await refreshTokens()).accessToken;
  } catch (error) {
    // Offline: send the old token and let the server decide rather than signing out.
    if (error instanceof ApiError && error.isNetworkError) return tokens.accessToken;
    return null;
  }
}

/** Claims of the stored id token (custom:user_type, custom:tenant_id), if signed in. */
export function currentClaims(): TIdTokenClaims | null {
  const tokens = getTokens();
  return tokens ? decodeIdToken(tokens.idToken) : null;
}

/** Revokes the refresh family on the server; local cleanup happens whatever it answers. */
export async function signOutOnServer(): Promise<void> {
  const tokens = getTokens();
  try {
    await fetch(LOGOUT_URL, {
      method: 'POST',
      credentials: 'include',
      headers: tokens ? { authorization: `Bearer ${tokens.accessToken}` } : undefined,
    });
  } catch {
    // Signing out must work offline too.
  } finally {
    clearSession();
  }
}
