import { type AnyColumn, type GetColumnData, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { queryRows, type TExecutor } from '../platform/database.js';

/**
 * Builds the subqueries a repo puts inside its statement (`exists (…)`, `in (select …)`,
 * correlated values): they need no handle of their own, they run with the statement.
 */
export const subquery = new QueryBuilder();

/**
 * Inside JSON a timestamp is text, not a Date. Not distributed over a union: a nullable number
 * stays `number | null` (distributed, its `null` would have matched `Date | null` and added text).
 */
type TJsonValue<T> = [T] extends [Date] ? string : [T] extends [Date | null] ? string | null : T;

type TJsonFields = Record<string, AnyColumn | SQL<unknown>>;
export type TJsonObject<F extends TJsonFields> = {
  [K in keyof F]: F[K] extends AnyColumn ? TJsonValue<GetColumnData<F[K]>> : F[K] extends SQL<infer T> ? T : never;
};

const JSON_KEY = /^[A-Za-z][A-Za-z0-9]*$/;

/** `json_build_object('key', column, …)`, typed by the columns it reads. */
export function jsonObject<F extends TJsonFields>(fields: F): SQL<TJsonObject<F>> {
  const pairs = Object.entries(fields).map(([key, value]) => {
    // Keys are written in code, never taken from a request; inlined, the statement's text stays one plan.
    if (!JSON_KEY.test(key)) throw new Error(`Not a JSON key: ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql<TJsonObject<F>>`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** `coalesce(json_agg(value order by …), '[]')`: every row's value, an empty array for none. */
export function jsonArray<T>(value: SQL<T>, ...orderBy: (AnyColumn | SQL)[]): SQL<T[]> {
  const order = orderBy.length ? sql` order by ${sql.join(orderBy, sql`, `)}` : sql``;
  return sql<T[]>`coalesce(json_agg(${value}${order}), '[]'::json)`;
}

type TOneColumnQuery<T> = SQLWrapper & { _: { result: Record<string, T>[] } };

/** An aggregate subquery's value (it always answers one row), as a value of the outer statement. */
export const valueOf = <T>(query: TOneColumnQuery<T>): SQL<T> => sql<T>`${query}`;

/** A lookup subquery's value, null when it finds no row. */
export const valueOrNull = <T>(query: TOneColumnQuery<T>): SQL<T | null> => sql<T | null>`${query}`;

/**
 * The value of one expression the database computes without a table, typed by the caller's
 * `sql<T>`: a call of one of our functions (`app.create_vendor_outlet_tenant(…)`), which the
 * builder cannot select (it selects from tables). The type is the function's declared result.
 */
export async function selectValue<T>(tx: TExecutor, value: SQL<T>): Promise<T> {
  const [row] = await queryRows<{ value: T }>(tx, sql`select ${value} as value`);
  return row.value;
}
