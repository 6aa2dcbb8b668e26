import type { TDatabase, TDb } from './database.js';

/**
 * The system handle: every tenant's rows, for what runs before or outside an actor (sign-in,
 * token and job bookkeeping, seed, migrations). Kept out of TDatabase so that reaching it
 * takes an import of this file, which the ESLint boundary rules allow only where listed.
 */
const systems = new WeakMap<TDatabase, TDb>();

export function registerSystemDb(database: TDatabase, db: TDb): void {
  systems.set(database, db);
}

export function systemDb(database: TDatabase): TDb {
  const db = systems.get(database);
  if (!db) throw new Error('This database has no system handle.');
  return db;
}
