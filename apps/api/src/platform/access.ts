import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { can, WORKSPACE_HEADER, type TActionType, type TPermissionType } from '@procura/shared';
import { AUTH_SESSION_MISSING, loadActor, StaleActorError, type TActor } from './actor.js';
import { conflict, forbidden, unauthorized } from './errors.js';
import type { TPlatform } from './platform.js';
import { systemDb } from './system-db.js';

/** What a route needs: every route under /v1 declares one (checked at start-up). */
export type TRouteAccess = { kind: 'public' } | { kind: 'signedIn' } | { kind: 'permission'; anyOf: readonly (readonly [TPermissionType, TActionType])[] };

export const access = {
  public: { kind: 'public' } as const satisfies TRouteAccess,
  signedIn: { kind: 'signedIn' } as const satisfies TRouteAccess,
  /** Granted when the actor holds any one of the listed (permission type, action) pairs. */
  anyOf: (...pairs: (readonly [TPermissionType, TActionType])[]): TRouteAccess => ({ kind: 'permission', anyOf: pairs }),
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: TRouteAccess;
  }
  interface FastifyRequest {
    actor: TActor | null;
  }
}

const GUARDED_PREFIXES = ['/v1/', '/sowrfq/v1/'];

/** The actor of a route that is not public; the access hook guarantees it is set. */
export function actorOf(request: FastifyRequest): TActor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

/**
 * Authentication and the declared permission run before validation, so a caller without
 * the right learns nothing about the route's input rules.
 */
export function registerAccessControl(app: FastifyInstance, platform: TPlatform): TRouteInventory {
  const inventory: TRouteInventory = [];
  app.decorateRequest('actor', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!GUARDED_PREFIXES.some((p) => route.url.startsWith(p))) return;
    const declared = (route.config as { access?: TRouteAccess } | undefined)?.access;
    if (!declared) throw new Error(`Route ${route.method} ${route.url} declares no access rule.`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') inventory.push({ method, url: route.url, access: declared });
    }
    if (declared.kind === 'public') return;
    const authorize = async (request: FastifyRequest, fresh: boolean) => {
      const actor = await authenticate(request, platform, fresh);
      if (declared.kind === 'permission' && !declared.anyOf.some(([type, action]) => can(actor.permissions, type, action))) {
        throw forbidden();
      }
      request.actor = actor;
    };
    const hook = (request: FastifyRequest, _reply: FastifyReply) => authorize(request, false);
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [hook, ...existing];
    // A cached actor is checked by the statement that opens its scope; when it turns out stale,
    // nothing has run yet: authorize again with a fresh one and run the handler once more.
    const handler = route.handler;
    route.handler = async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      try {
        return await handler.call(this, request, reply);
      } catch (error) {
        if (!(error instanceof StaleActorError)) throw error;
        platform.actors.forget(error.userId);
        await authorize(request, true);
        try {
          return await handler.call(this, request, reply);
        } catch (again) {
          if (again instanceof StaleActorError) throw conflict('Your access changed while this ran. Try again.');
          throw again;
        }
      }
    };
  });
  return inventory;
}

/** Every guarded route with its declared rule; the authorization-matrix test reads it. */
export type TRouteInventory = { method: string; url: string; access: TRouteAccess }[];

async function authenticate(request: FastifyRequest, platform: TPlatform, fresh: boolean): Promise<TActor> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) throw unauthorized();
  let claims;
  try {
    claims = await platform.tokens.verifyAccess(token);
  } catch {
    throw unauthorized('Invalid tokens.');
  }
  const workspaceHeader = request.headers[WORKSPACE_HEADER];
  const workspaceId = typeof workspaceHeader === 'string' && workspaceHeader ? workspaceHeader : undefined;
  if (workspaceId && !/^[0-9a-f-]{36}$/i.test(workspaceId)) throw forbidden('That workspace does not exist.');
  let actor = fresh ? undefined : platform.actors.get(claims.userId, workspaceId);
  if (!actor) {
    actor = await loadActor(systemDb(platform.database), claims.userId, workspaceId, request.id, platform.config.ACCESS_TOKEN_TTL_SECONDS);
    platform.actors.set(actor, workspaceId);
  }
  if (claims.issuedAtMs < actor.sessionsValidAfterMs || actor.endedSessionIds.includes(claims.sessionId)) throw unauthorized(AUTH_SESSION_MISSING);
  return { ...actor, requestId: request.id };
}
