import { type Placeholder, sql } from 'drizzle-orm';

/**
 * The sizes written in: the round ones the screens and schemas ask for, and each one more, the
 * probe row a keyset page reads. Any other size is bound as before, so a client cycling
 * `?limit=1..100` cannot make each list a hundred statement texts (platform/statement-names.ts
 * tracks 5,000 texts a process and names nothing past them).
 */
const ROUND = [1, 5, 10, 15, 20, 25, 30, 40, 50, 75, 100, 200, 250, 500, 1_000];
const WRITTEN = new Set(ROUND.flatMap((n) => [n, n + 1]));

/**
 * A page's row count written into the statement's text instead of bound as a parameter
 * (docs/decisions/0005-request-fixed-cost.md, "Named statements"). A generic plan does not know
 * a bound `limit $1` and estimates a tenth of the rows: for a page whose rows each carry
 * correlated sums and counts, that plan looks costlier than the custom ones, so PostgreSQL
 * planned the statement again on every request, row security's policies in every subquery
 * included. Written in, the generic plan costs what the custom one does and is kept. A first
 * page only: later pages bind their offset, which a generic plan does not know either.
 */
export function pageSize(limit: number): Placeholder | number {
  if (!WRITTEN.has(limit)) return limit;
  // drizzle's limit() is typed for numbers and placeholders, and writes any SQL chunk in as it is.
  return sql.raw(String(limit)) as unknown as Placeholder;
}
