import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../db/schema/index.js';
import { SYSTEM_SCOPE_OPTION, SYSTEM_SCOPE_SQL } from './scope.js';

export type TDb = PgDatabase<PgQueryResultHKT, typeof schema>;
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
/** Anything queries can run on: the database or an open transaction. */
export type TExecutor = TDb | TTx;

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../db/migrations');

export interface TDatabase {
  kind: 'pglite' | 'pg';
  db: TDb;
  /** The embedded engine, when that is what runs (pg-boss needs it). */
  pglite?: PGlite;
  connectionString?: string;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL server when a URL is given, otherwise PGlite in `dataDir` (or memory). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
}): Promise<TDatabase> {
  if (options.databaseUrl) return openPg(options.databaseUrl, options.poolSize ?? 8);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir?: string): Promise<TDatabase> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  await client.waitReady;
  await client.query(SYSTEM_SCOPE_SQL);
  const db = drizzlePglite(client, { schema }) as unknown as TDb;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

async function openPg(connectionString: string, poolSize: number): Promise<TDatabase> {
  // The system scope is a connection option: set before the first query, at no round trip.
  const pool = new pg.Pool({ connectionString, max: poolSize, idleTimeoutMillis: 30_000, options: SYSTEM_SCOPE_OPTION });
  const db = drizzlePg(pool, { schema }) as unknown as TDb;
  return {
    kind: 'pg',
    db,
    connectionString,
    migrate: async () => {
      // API processes and workers may start together: one migrates, the others wait.
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock(727001)');
        await migratePg(drizzlePg(conn), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await conn.query('select pg_advisory_unlock(727001)').catch(() => undefined);
        conn.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** Rows of a raw statement; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: TExecutor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A unique-constraint violation, whichever driver raised it and however drizzle wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error || (typeof e === 'object' && e !== null); e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
    if (!(e as { cause?: unknown }).cause) break;
  }
  return false;
}

/** A typed SQL array literal from parameters: `array[$1, $2]::uuid[]`. */
export const sqlArray = (values: readonly (string | number)[], type: 'uuid' | 'text' | 'int'): SQL =>
  sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::${sql.raw(type)}[]`;

/** An ILIKE pattern that matches `text` literally anywhere. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
