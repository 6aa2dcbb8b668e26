import type { TIdTokenClaims } from '@procura/shared';

/** Reads a JWT's payload without verifying it: the server verifies, the client only reads claims. */
export function decodeJwtPayload<T>(token: string): T | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as T;
  } catch {
    return null;
  }
}

export const decodeIdToken = (idToken: string): TIdTokenClaims | null => decodeJwtPayload<TIdTokenClaims>(idToken);
