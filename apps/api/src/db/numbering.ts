import { and, type AnyColumn, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { lockUntilCommit } from '../platform/advisory-locks.js';
import type { TScopedTx } from '../platform/database.js';

/** A table numbered per client: `RFP-0001`, `CON-0001`… (its `prefix`), in `number`, per `clientId`. */
export interface TClientNumbering {
  prefix: string;
  table: PgTable;
  number: AnyColumn;
  clientId: AnyColumn;
}

/**
 * The client's next number in `of`, `<prefix>-0001` upwards (more digits past 9999). The
 * transaction holds the client's numbering lock for that table until it commits, so records made
 * at once for one client take the numbers one by one (docs/rfp.md, docs/contracts.md). Numbers
 * not of that form (none is made) are passed over.
 */
export async function nextClientNumber(tx: TScopedTx, of: TClientNumbering, clientId: string): Promise<string> {
  await lockUntilCommit(tx, `${of.prefix.toLowerCase()}.number:${clientId}`);
  const digitsFrom = of.prefix.length + 2;
  const [{ n }] = await tx
    .select({ n: sql<number>`coalesce(max(substring(${of.number} from ${sql.raw(String(digitsFrom))})::int), 0) + 1`.mapWith(Number) })
    .from(of.table)
    .where(and(eq(of.clientId, clientId), sql`${of.number} ~ ${`^${of.prefix}-[0-9]+$`}`));
  return `${of.prefix}-${String(n).padStart(4, '0')}`;
}
