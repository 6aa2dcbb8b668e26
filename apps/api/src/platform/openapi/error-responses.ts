import type { RouteOptions } from 'fastify';
import { ZApiErrorSchema } from '@procura/shared';
import type { TRouteAccess } from '../access.js';
import { isRateLimited } from '../rate-limit.js';

/**
 * What each client error means, for every route that can answer it; all come in the one error
 * shape (`ApiError`, docs/api.md "Conventions").
 */
const MEANINGS = {
  400: 'The input is not valid: `message` says why, `fieldErrors` names each field.',
  401: 'Not signed in, or the session has ended.',
  403: 'The caller lacks the permission this route requires, or names a workspace that is not theirs.',
  404: "No such record, or one the caller may not see (another tenant's record is not found).",
  429: 'Too many requests: the `retry-after` header says how many seconds to wait.',
} as const;

export type TErrorStatus = keyof typeof MEANINGS;

/**
 * The client errors a route can answer, from what it declares: input to validate (400), an access
 * rule other than public (401, 403), a record named in its path (404), a rate limit (429).
 */
export function errorStatusesOf(route: Pick<RouteOptions, 'url' | 'config' | 'schema'>): TErrorStatus[] {
  const access = (route.config as { access?: TRouteAccess } | undefined)?.access;
  const schema = route.schema ?? {};
  const statuses: TErrorStatus[] = [];
  if (schema.body || schema.querystring || schema.params || schema.headers) statuses.push(400);
  if (access && access.kind !== 'public') statuses.push(401, 403);
  if (route.url.includes(':')) statuses.push(404);
  if (isRateLimited(route.url, (route.config as { rateLimit?: unknown } | undefined)?.rateLimit)) statuses.push(429);
  return statuses;
}

/** The response entries for those statuses, in the shape the zod transform reads; declared ones are kept. */
export function errorResponsesOf(route: Pick<RouteOptions, 'url' | 'config' | 'schema'>, declared: Record<string, unknown>): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const status of errorStatusesOf(route)) {
    if (declared[status] !== undefined) continue;
    responses[status] = { description: MEANINGS[status], content: { 'application/json': { schema: ZApiErrorSchema } } };
  }
  return responses;
}
