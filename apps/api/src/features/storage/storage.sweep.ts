import type { FastifyBaseLogger } from 'fastify';
import type { TExecutor } from '../../platform/database.js';
import type { TStorage } from '../../platform/storage/index.js';
import { storageSweepRepo } from './storage.repo.js';

/**
 * Deletes uploads never confirmed before `before` (default: the configured hours ago) and
 * refused ones, objects first then rows. Runs as the system (`db`), from the scheduled job.
 */
export async function sweepUnconfirmed(
  { store, log, unconfirmedTtlHours }: { store: TStorage['store']; log: FastifyBaseLogger; unconfirmedTtlHours: number },
  systemDb: TExecutor,
  options: { before?: Date; batch?: number } = {},
): Promise<{ removed: number }> {
  const before = options.before ?? new Date(Date.now() - unconfirmedTtlHours * 3600_000);
  const batch = options.batch ?? 500;
  let removed = 0;
  for (;;) {
    const rows = await storageSweepRepo.expired(systemDb, before, batch);
    let progressed = false;
    for (const row of rows) {
      try {
        // The row goes first, only while still unconfirmed: a record confirming it meanwhile keeps it.
        if (!(await storageSweepRepo.removeUnconfirmed(systemDb, row.id))) continue;
        progressed = true;
        removed += 1;
        await store.remove(row.key);
      } catch (err) {
        log.warn({ err, key: row.key }, 'storage sweep could not remove a file');
      }
    }
    if (rows.length < batch || !progressed) break;
  }
  if (removed > 0) log.info({ removed }, 'storage sweep removed unconfirmed and refused uploads');
  return { removed };
}
