import { AUTH_SESSION_MISSING, StaleActorError, type TActor } from './actor.js';
import type { TRequestDb, TScopedTx } from './database.js';
import { unauthorized } from './errors.js';

/** Actors (one object per request) whose auth version a scope has already confirmed. */
const confirmed = new WeakSet<TActor>();

/**
 * Runs `fn` in one transaction as the application role with the actor's scope, so row-level
 * security filters every statement (docs/architecture.md "Request path"). The statement that opens
 * the scope also reports the user's auth version. On a request's first scope a different
 * version means the cached actor is stale: StaleActorError, and the access layer retries the
 * request with a fresh actor before anything ran. Later scopes of the same request accept the
 * request's own changes (a person editing their own name) but still refuse a person who may
 * no longer act there.
 */
export function withActor<T>(db: TRequestDb, actor: TActor, fn: (tx: TScopedTx) => Promise<T>): Promise<T> {
  return db.scoped(scopeOf(actor), (authVersion) => check(actor, authVersion), fn);
}

/** For an answer that is the actor itself (the profile): one statement says whether it is current. */
export async function confirmActor(db: TRequestDb, actor: TActor): Promise<TActor> {
  check(actor, await db.authVersion(scopeOf(actor)));
  return actor;
}

/**
 * A job's actor is read from the database as the job starts, so it cannot be a stale cached copy:
 * its first scope is held to what a request's later scopes are (the person must still be able to
 * act there), not to the version it was read at. Without this, the owner signing in again while
 * the job read its files failed the job.
 */
export function freshActor(actor: TActor): TActor {
  confirmed.add(actor);
  return actor;
}

const scopeOf = (actor: TActor) => ({ userId: actor.userId, workspaceId: actor.workspace.tenantId });

function check(actor: TActor, authVersion: number | null): void {
  if (confirmed.has(actor)) {
    if (authVersion === null) throw unauthorized(AUTH_SESSION_MISSING);
    return;
  }
  if (authVersion !== actor.authVersion) throw new StaleActorError(actor.userId);
  confirmed.add(actor);
}
