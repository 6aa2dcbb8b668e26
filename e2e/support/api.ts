import { APP_URL } from './ports.js';
import { DEMO_PASSWORD } from './demo.js';
import type { TRequestBody, TRoutePath, TSuccessBody } from './api-routes.js';

/** Direct API calls for test setup: no browser involved. */

export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    what: string,
  ) {
    super(`${what} answered ${status}: ${body}`);
  }
}

async function call<T>(method: string, path: string, { token, body }: { token?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${APP_URL}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new ApiCallError(response.status, text, `${method} ${path}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Signs in through POST /v1/auth/login and returns the access token. */
export async function apiSignIn(email: string, password = DEMO_PASSWORD): Promise<string> {
  const tokens = await apiPost(undefined, '/v1/auth/login', { email, password, rememberMe: false });
  return tokens.accessToken;
}

/*
 * Typed by the API's OpenAPI document (api-types.ts, `npm run api-types`): a path no route
 * answers does not compile, and the body sent and the answer read have the route's types.
 */
export const apiGet = <const P extends string>(token: string, path: TRoutePath<P, 'get'>) => call<TSuccessBody<P, 'get'>>('GET', path, { token });
export const apiPost = <const P extends string>(token: string | undefined, path: TRoutePath<P, 'post'>, body: TRequestBody<P, 'post'>) =>
  call<TSuccessBody<P, 'post'>>('POST', path, { token, body });
export const apiPatch = <const P extends string>(token: string, path: TRoutePath<P, 'patch'>, body: TRequestBody<P, 'patch'>) =>
  call<TSuccessBody<P, 'patch'>>('PATCH', path, { token, body });
export const apiPut = <const P extends string>(token: string, path: TRoutePath<P, 'put'>, body: TRequestBody<P, 'put'>) =>
  call<TSuccessBody<P, 'put'>>('PUT', path, { token, body });

/** The primary tenant of a user, read from their own profile. */
export async function primaryTenantOf(email: string): Promise<{ id: string; name: string }> {
  const profile = await apiGet(await apiSignIn(email), '/v1/users/profile');
  const primary = profile.userTenants.find((ut) => ut.isPrimaryTenant) ?? profile.userTenants[0];
  if (!primary) throw new Error(`${email} belongs to no tenant.`);
  return primary.tenant;
}

/**
 * A role's id: from GET /v1/roles when the server has it, else from a person who holds the
 * role (GET /v1/users?search=…).
 */
export async function roleIdByName(token: string, name: string, roleType: string, holderEmail: string): Promise<string> {
  try {
    const roles = await apiGet(token, `/v1/roles?roleType=${encodeURIComponent(roleType)}`);
    const role = (Array.isArray(roles?.data) ? roles.data : []).find((r) => r.name === name && r.roleType === roleType);
    if (role) return role.id;
  } catch (error) {
    if (!(error instanceof ApiCallError && error.status === 404)) throw error;
  }
  const people = await apiGet(token, `/v1/users?search=${encodeURIComponent(holderEmail)}`);
  const role = people.data.find((u) => u.email === holderEmail)?.roles.find((r) => r.name === name);
  if (!role) throw new Error(`No role ${name} found (looked at ${holderEmail}).`);
  return role.id;
}

export interface TNewUser {
  firstName: string;
  lastName: string;
  email: string;
  tenantId: string;
  roleIds: string[];
}

export const createUser = (token: string, user: TNewUser) => apiPost(token, '/v1/users', { ...user, authorized: true });
