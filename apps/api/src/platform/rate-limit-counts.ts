import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rateLimits } from '../db/schema/index.js';
import type { TDb } from './database.js';

/** Expired windows are deleted from the shared table this often (by every process: cheap). */
const DELETE_EXPIRED_EVERY_MS = 60_000;

interface TWindowCount {
  key: string;
  windowStartMs: number;
  windowEndMs: number;
  /** This process's hits not yet added to the shared count. */
  unsynced: number;
  /** Hits being added by the sync under way: counted until its answer includes them. */
  syncing: number;
  /** The shared count (every process, this one's synced hits included) as of this process's last sync. */
  synced: number;
}

export interface TRateLimitCounts {
  /** Counts a hit of `key` in its current fixed window: the estimated total so far and the ms left. */
  hit(key: string, windowMs: number): { current: number; ttl: number };
  /** Stops the timer and adds the hits not yet shared (before the database closes). */
  stop(): Promise<void>;
}

/**
 * Request counts shared by every API process without a database round trip per request
 * (docs/architecture.md "Request path"): each process counts in memory, and a timer adds
 * its deltas to an UNLOGGED table in one statement and learns the totals. A key is over
 * its limit when the last known total plus this process's unsynced hits exceeds the max,
 * so several processes may together overshoot a limit by at most one sync interval's hits.
 */
export function createRateLimitCounts(db: TDb, options: { syncIntervalMs: number; log: FastifyBaseLogger }): TRateLimitCounts {
  const windows = new Map<string, TWindowCount>();
  let inFlight: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let lastDeleteMs = Date.now();

  const idOf = (key: string, windowStartMs: number) => `${windowStartMs} ${key}`;

  async function syncOnce(): Promise<void> {
    const now = Date.now();
    const batch: { entry: TWindowCount; delta: number }[] = [];
    for (const [id, entry] of windows) {
      if (entry.windowEndMs <= now) windows.delete(id);
      else if (entry.unsynced > 0) {
        batch.push({ entry, delta: entry.unsynced });
        entry.syncing += entry.unsynced;
        entry.unsynced = 0;
      }
    }
    if (batch.length > 0) {
      let totals;
      try {
        totals = await addHits(
          db,
          batch.map(({ entry, delta }) => ({ ...entry, delta })),
        );
      } catch (error) {
        // Counted again at the next sync; meanwhile each process still limits on its own counts.
        for (const { entry, delta } of batch) {
          entry.syncing -= delta;
          entry.unsynced += delta;
        }
        throw error;
      }
      const byId = new Map(batch.map(({ entry }) => [idOf(entry.key, entry.windowStartMs), entry]));
      for (const row of totals) {
        const entry = byId.get(idOf(row.key, row.windowStart));
        if (entry) entry.synced = Math.max(entry.synced, row.count);
      }
      for (const { entry, delta } of batch) entry.syncing -= delta;
    }
    if (now - lastDeleteMs >= DELETE_EXPIRED_EVERY_MS) {
      lastDeleteMs = now;
      await deleteExpiredWindows(db);
    }
  }

  // One sync at a time; a sync asked for while one runs follows it, so its caller sees its own hits added.
  function sync(): Promise<void> {
    if (queued) return queued;
    const run = () =>
      syncOnce().catch((error: unknown) => {
        options.log.warn({ err: error }, 'rate-limit counts could not be shared; limiting on local counts');
      });
    if (!inFlight) {
      inFlight = run().finally(() => (inFlight = null));
      return inFlight;
    }
    queued = inFlight.then(() => {
      queued = null;
      return sync();
    });
    return queued;
  }

  const timer = setInterval(() => void sync(), options.syncIntervalMs);
  timer.unref();

  return {
    hit(key, windowMs) {
      const now = Date.now();
      const windowStartMs = now - (now % windowMs);
      const id = idOf(key, windowStartMs);
      let entry = windows.get(id);
      if (!entry) {
        entry = { key, windowStartMs, windowEndMs: windowStartMs + windowMs, unsynced: 0, syncing: 0, synced: 0 };
        windows.set(id, entry);
      }
      entry.unsynced += 1;
      return { current: entry.synced + entry.syncing + entry.unsynced, ttl: entry.windowEndMs - now };
    },
    async stop() {
      clearInterval(timer);
      await sync();
    },
  };
}

/** Adds the deltas in one statement and answers the new totals. */
async function addHits(db: TDb, hits: { key: string; windowStartMs: number; windowEndMs: number; delta: number }[]) {
  const keys = sql.param(hits.map((h) => h.key));
  const starts = sql.param(hits.map((h) => h.windowStartMs));
  const deltas = sql.param(hits.map((h) => h.delta));
  const ends = sql.param(hits.map((h) => h.windowEndMs));
  return db
    .insert(rateLimits)
    .select(
      sql`select key, window_start, delta, to_timestamp(window_end / 1000.0)
          from unnest(${keys}::text[], ${starts}::bigint[], ${deltas}::int[], ${ends}::bigint[]) as hit(key, window_start, delta, window_end)`,
    )
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + excluded.count` } })
    .returning({ key: rateLimits.key, windowStart: rateLimits.windowStart, count: rateLimits.count });
}

async function deleteExpiredWindows(db: TDb): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, sql`now()`));
}
