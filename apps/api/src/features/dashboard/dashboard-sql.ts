import { sql, type SQL } from 'drizzle-orm';

/** What every tile's statement is given: the day (UTC) and the moment it counts from. */
export interface TTileClock {
  today: string;
  now: Date;
}

/** A JSON list of the rows `rows` selects (aliased `x`) built by `item`, in `order`; `[]` when none. */
export const jsonList = (item: SQL, rows: SQL, order: SQL): SQL => sql`coalesce((select json_agg(${item} order by ${order}) from (${rows}) x), '[]'::json)`;

/** A figure of a tile: its key and a number the statement counts. */
export const figure = (key: string, value: SQL): SQL => sql`json_build_object('key', ${key}::text, 'value', (${value}))`;

/** A list row in ZDashboardItemSchema's shape, from the columns of `x`. */
export const item = (cols: { id: SQL; name: SQL; detail?: SQL; at?: SQL; value?: SQL; refId?: SQL }): SQL =>
  sql`json_build_object('id', (${cols.id})::text, 'name', ${cols.name}, 'detail', ${cols.detail ?? sql`null::text`},
    'at', ${cols.at ?? sql`null::text`}, 'value', ${cols.value ?? sql`null::numeric`}, 'refId', (${cols.refId ?? sql`null`})::text)`;

/** A due time as ISO text the same on every server (json of timestamptz follows the session's zone). */
export const isoTime = (column: SQL): SQL => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
export const isoDay = (column: SQL): SQL => sql`to_char(${column}, 'YYYY-MM-DD')`;
