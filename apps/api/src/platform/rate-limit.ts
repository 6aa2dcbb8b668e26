import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors.js';
import type { TPlatform } from './platform.js';
import { createRateLimitCounts, type TRateLimitCounts } from './rate-limit-counts.js';
import { systemDb } from './system-db.js';

/** Only the API is limited: the web app's files and HTML are what a browser fetches in bursts. */
const LIMITED_PREFIXES = ['/v1/', '/sowrfq/v1/'];

/** Whether a route can answer 429: its own limit, or the default one of the API's prefixes. */
export function isRateLimited(url: string, ownLimit: unknown): boolean {
  if (ownLimit !== undefined) return ownLimit !== false;
  return LIMITED_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * Rate limits per signed-in user, else per client address, counted across every API
 * process (rate-limit-counts.ts). @fastify/rate-limit keeps the per-route limits that
 * features declare (`config.rateLimit`), the headers and the 429; its store is ours. The
 * default limit runs from an app-wide onRequest hook rather than the plugin's per-route
 * hooks, because app-wide hooks run before every route's own: a limited caller is turned
 * away before authentication loads its actor from the database.
 */
export async function registerRateLimits(app: FastifyInstance, platform: TPlatform): Promise<void> {
  const counts = createRateLimitCounts(systemDb(platform.database), { syncIntervalMs: platform.config.RATE_LIMIT_SYNC_MS, log: platform.log });
  app.addHook('onClose', () => counts.stop());

  await app.register(rateLimit, {
    global: false,
    max: platform.config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    store: sharedStore(counts),
    keyGenerator: (request) => keyOf(request, platform),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return tooManyRequests(seconds, `Too many requests. Try again in ${seconds} seconds.`);
    },
  });

  const limitByDefault = app.rateLimit();
  app.addHook('onRequest', async function (request, reply) {
    // A route with its own `config.rateLimit` (or `false`) is limited by the plugin's route hook.
    if (request.routeOptions.config.rateLimit !== undefined) return;
    // The matched route, not the raw URL: an encoded path must not slip past the prefix check.
    const path = request.routeOptions.url ?? request.url;
    if (!LIMITED_PREFIXES.some((prefix) => path.startsWith(prefix))) return;
    await limitByDefault.call(this, request, reply);
  });
}

/**
 * `user:<id>` only from a token whose signature verifies (cached by the token service), so
 * no one can spend another person's budget; `ip:<address>` otherwise. Routes with their own
 * limit (sign-in, password and invitation routes) stay per address: they slow guessing,
 * whoever the caller claims to be.
 */
async function keyOf(request: FastifyRequest, platform: TPlatform): Promise<string> {
  const byAddress = `ip:${normalizeIP(request.ip)}`;
  if (request.routeOptions.config.rateLimit) return byAddress;
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return byAddress;
  try {
    return `user:${(await platform.tokens.verifyAccess(header.slice(7).trim())).userId}`;
  } catch {
    return byAddress;
  }
}

/** A store for @fastify/rate-limit over the shared counts; a route's own limit gets its own keys. */
function sharedStore(counts: TRateLimitCounts) {
  return class SharedRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      callback(null, counts.hit(this.prefix + key, timeWindow));
    }

    // Typed as route options; what arrives is the route's merged limit options with `routeInfo`.
    child(options: object): SharedRateLimitStore {
      const route = (options as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return new SharedRateLimitStore(options, route?.url ? `${String(route.method)} ${route.url}|` : 'custom|');
    }
  };
}
