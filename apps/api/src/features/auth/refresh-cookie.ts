import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'procura_rt';
const COOKIE_PATH = '/v1/auth';

/** The refresh token never reaches script: httpOnly, same-site only, scoped to /v1/auth. */
export function setRefreshCookie(reply: FastifyReply, token: string, options: { persistent: boolean; maxAgeSeconds: number; secure: boolean }): void {
  const parts = [`${REFRESH_COOKIE}=${token}`, `Path=${COOKIE_PATH}`, 'HttpOnly', 'SameSite=Strict'];
  if (options.persistent) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  if (options.secure) parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  const parts = [`${REFRESH_COOKIE}=`, `Path=${COOKIE_PATH}`, 'HttpOnly', 'SameSite=Strict', 'Max-Age=0'];
  if (secure) parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === REFRESH_COOKIE) return rest.join('=') || undefined;
  }
  return undefined;
}
