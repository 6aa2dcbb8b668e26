import { sql } from 'drizzle-orm';
import type { TExecutor } from './database.js';

/**
 * Transaction-scoped advisory locks: requests that check, then write, the same thing (a name, a
 * tax id, a quota) take turns, so the second one's check sees the first one's row. The lock is
 * released when the transaction ends. Keys are hashed (`hashtext`), so choose them with a prefix
 * naming what they guard (`clients.name:acme`).
 */
export async function lockUntilCommit(tx: TExecutor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** The two-part form: one of a family of locks (`family` names it, `key` picks one). */
export async function lockUntilCommitIn(tx: TExecutor, family: string, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${family}), hashtext(${key}))`);
}
