import type { TActor } from './actor.js';

/**
 * Actors by (user, requested workspace), reused while the database reports the same auth
 * version when a scope opens (docs/architecture.md "Request path"). Nothing here is trusted on
 * its own: a stale entry is found out on the request's first statement and reloaded.
 */
export interface TActorCache {
  get(userId: string, workspaceId: string | undefined): TActor | undefined;
  set(actor: TActor, workspaceId: string | undefined): void;
  forget(userId: string): void;
}

export function createActorCache(maxEntries = 10_000): TActorCache {
  const entries = new Map<string, TActor>();
  const keyOf = (userId: string, workspaceId: string | undefined) => `${userId}|${workspaceId ?? ''}`;
  return {
    get(userId, workspaceId) {
      return entries.get(keyOf(userId, workspaceId));
    },
    set(actor, workspaceId) {
      const key = keyOf(actor.userId, workspaceId);
      entries.delete(key);
      entries.set(key, actor);
      // Map keeps insertion order: the first key is the least recently stored.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    forget(userId) {
      for (const key of entries.keys()) if (key.startsWith(`${userId}|`)) entries.delete(key);
    },
  };
}
