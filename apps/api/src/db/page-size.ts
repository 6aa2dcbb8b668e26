import { type Placeholder, sql } from 'drizzle-orm';

/** Far above any page a list schema lets through or a job asks for at once: beyond it is a bug, not a page. */
const MOST = 1_000_000;

/**
 * A page's row count written into the statement's text instead of bound as a parameter
 * (docs/decisions/0005-request-fixed-cost.md, "Named statements"). A generic plan does not know
 * a bound `limit $1` and estimates a tenth of the rows: for a page whose rows each carry
 * correlated sums and counts, that plan looks costlier than the custom ones, so PostgreSQL
 * planned the statement again on every request, row security's policies in every subquery
 * included. Written in, the generic plan costs what the custom one does and is kept. Page sizes
 * are few (the schemas' defaults and a job's batch), so the texts stay few. Written into SQL,
 * so only a whole number passes.
 */
export function pageSize(limit: number): Placeholder {
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > MOST) throw new Error(`Not a page size: ${limit}`);
  // drizzle's limit() is typed for numbers and placeholders, and writes any SQL chunk in as it is.
  return sql.raw(String(limit)) as unknown as Placeholder;
}
