import fs from 'node:fs';
import path from 'node:path';
import type { PGlite, Transaction as TPgliteTransaction } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from '../db/schema/index.js';
import { APP_ROLE, NO_SCOPE_OPENING, scopeOpening, type TScopeRequest } from './scope-sql.js';
import { checkRequestRole } from './request-role.js';
import { createRequestTransactions } from './request-transactions.js';
import { createStatementNames } from './statement-names.js';
import { registerSystemDb } from './system-db.js';
import type { TPoolStats } from './metrics/metrics.js';

export type TDb = PgDatabase<PgQueryResultHKT, typeof schema>;
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
/** Anything queries can run on: the database or an open transaction. */
export type TExecutor = TDb | TTx;

declare const scoped: unique symbol;
/**
 * A transaction running as the application role with an actor's scope: the only kind of
 * handle repos of tenant data accept (docs/architecture.md "Request path").
 */
export type TScopedTx = TExecutor & { readonly [scoped]: true };

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../db/migrations');

/** The request path's handle: it opens transactions as the application role, never as the system. */
export interface TRequestDb {
  /**
   * One transaction with the scope the database derives for (user, workspace). `onOpen`
   * gets the user's auth version (null: the person may not act there, and no scope opened);
   * throwing from it rolls back before anything else runs.
   */
  scoped<T>(request: TScopeRequest, onOpen: (authVersion: number | null) => void, fn: (tx: TScopedTx) => Promise<T>): Promise<T>;
  /** A transaction as the application role with no scope: tenant tables answer no rows. */
  unscoped<T>(fn: (tx: TExecutor) => Promise<T>): Promise<T>;
  /** The user's auth version in that workspace (null: may not act there), in one statement. */
  authVersion(request: TScopeRequest): Promise<number | null>;
}

/** Runs one statement of a request transaction (`run`), knowing its SQL text (tracing/instrument.ts). */
export type TStatementHook = <T>(text: string, run: () => Promise<T>) => Promise<T>;

export interface TDatabase {
  kind: 'pglite' | 'pg';
  request: TRequestDb;
  /** The embedded engine, when that is what runs (pg-boss needs it). */
  pglite?: PGlite;
  connectionString?: string;
  /**
   * Where RESET ROLE inside a request leads: `login`, the request pool's own login role, which
   * reads nothing (DATABASE_REQUEST_URL); `owner`, the connection's owner (docs/operations.md).
   */
  requestRoleResetsTo: 'login' | 'owner';
  /** Migrates, then (with a request login) checks what that login may do on its own. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The server pools' figures for /metrics; PGlite has no pool (one session in this process). */
  poolStats(): TPoolStats[];
  /** Hears how long each request transaction waited for its connection (server database only). */
  onConnectWait(listener: (pool: string, seconds: number) => void): void;
  /** Each statement of a request transaction (both engines) runs through `hook`. */
  onStatement(hook: TStatementHook): void;
}

/** PostgreSQL server when a URL is given, otherwise PGlite in `dataDir` (or memory). */
export async function openDatabase(options: {
  databaseUrl?: string;
  /** The request pool's login role on the same server database; unset, it connects as `databaseUrl`'s owner. */
  requestUrl?: string;
  dataDir?: string;
  /** PGlite only: start from this data directory tarball (`dumpDataDir()`), not an empty cluster. */
  loadDataDir?: Blob;
  poolSize?: number;
}): Promise<TDatabase> {
  if (options.databaseUrl) return openPg(options.databaseUrl, options.poolSize ?? 8, options.requestUrl);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<TDatabase> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // Each engine's driver loads only when that engine is opened: a process on one never pays for
  // the other's (docs/contributing.md "Heavy packages load at first use").
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // pg_trgm: search indexes (names, codes, cities) are trigram GIN indexes on both engines.
  const client = new PGlite({ dataDir, loadDataDir, extensions: { pg_trgm } });
  await client.waitReady;
  const system = drizzlePglite(client, { schema }) as unknown as TDb;
  // One engine, one session: the application role is taken per transaction. PGlite's own
  // BEGIN and COMMIT are calls into the engine in this process, not network round trips.
  // drizzle's session runs each statement with `query`, and only that, on the client it is given.
  let statement: TStatementHook = (_text, run) => run();
  const onTx = (tx: TPgliteTransaction) => {
    const session = {
      query: (text: string, params?: unknown[], options?: Parameters<TPgliteTransaction['query']>[2]) => statement(text, () => tx.query(text, params, options)),
    };
    return drizzlePglite(session as unknown as PGlite) as unknown as TDb;
  };
  const request: TRequestDb = {
    scoped: (scope, onOpen, fn) =>
      client.transaction(async (tx) => {
        const results = await tx.exec(scopeOpening(scope));
        onOpen(authVersionOf(results.find((r) => r.fields.some((f) => f.name === 'auth_version'))?.rows[0] as Record<string, unknown> | undefined));
        return fn(onTx(tx) as TScopedTx);
      }),
    unscoped: (fn) =>
      client.transaction(async (tx) => {
        await tx.exec(NO_SCOPE_OPENING);
        return fn(onTx(tx));
      }),
    authVersion: async ({ userId, workspaceId }) => {
      const { rows } = await client.query<Record<string, unknown>>(AUTH_VERSION_SQL, [userId, workspaceId]);
      return authVersionOf(rows[0]);
    },
  };
  const database: TDatabase = {
    kind: 'pglite',
    request,
    // One session, the superuser's: there is no login role to connect the requests as.
    requestRoleResetsTo: 'owner',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    poolStats: () => [],
    onConnectWait: () => undefined,
    onStatement: (hook) => {
      statement = hook;
    },
  };
  registerSystemDb(database, system);
  return database;
}

async function openPg(connectionString: string, poolSize: number, requestUrl: string | undefined): Promise<TDatabase> {
  const [{ default: pgDriver }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const systemPool = new pgDriver.Pool({ connectionString, max: Math.max(2, Math.ceil(poolSize / 4)), idleTimeoutMillis: 30_000 });
  // An idle connection the server drops (a restart, a failover) is an 'error' event on the pool:
  // unheard, it would end the process. The pool discards that connection and opens a new one.
  // A connection dropped while checked out (between two statements of a transaction) is an
  // 'error' event on that client: heard here, the transaction's next statement fails instead.
  const survive = (pool: pg.Pool) => pool.on('error', () => undefined).on('connect', (client) => client.on('error', () => undefined));
  survive(systemPool);
  // The request pool's sessions are the application role from their first byte: a query that
  // forgets its scope reads nothing. It is created on first use, after migrations made the role.
  // No JIT: under row-level security a page's plan looks costly enough to be compiled, and the
  // compiling (~300 ms) cost more than the query it was meant to speed up (issue #8 bench).
  // Its parameterised statements are named, so each is parsed and planned once per connection,
  // and its connections pipeline, so a transaction's opening and first statement share a round
  // trip (request-transactions.ts).
  let requestPool: pg.Pool | null = null;
  let inTransaction: ReturnType<typeof createRequestTransactions> | null = null;
  const statementNames = createStatementNames();
  const requestPoolOf = () =>
    (requestPool ??= survive(
      new pgDriver.Pool({
        connectionString: requestUrl ?? connectionString,
        max: poolSize,
        idleTimeoutMillis: 30_000,
        pipeline: true,
        options: `-c role=${APP_ROLE} -c jit=off`,
      }).on('connect', (client) => statementNames.attach(client)),
    ));
  const waitListeners: ((pool: string, seconds: number) => void)[] = [];
  const waited = (seconds: number) => waitListeners.forEach((listener) => listener('request', seconds));
  let statement: TStatementHook = (_text, run) => run();
  const transaction: ReturnType<typeof createRequestTransactions> = (opening, onOpen, fn) =>
    (inTransaction ??= createRequestTransactions(requestPoolOf(), waited, () => statement))(opening, onOpen, fn);
  const statsOf = (pool: string, p: pg.Pool, max: number): TPoolStats => ({ pool, max, total: p.totalCount, idle: p.idleCount, waiting: p.waitingCount });

  const request: TRequestDb = {
    scoped: (scope, onOpen, fn) =>
      transaction(
        scopeOpening(scope),
        (opened) => onOpen(authVersionOf(opened?.rows[0])),
        (db) => fn(db as TScopedTx),
      ),
    unscoped: (fn) => transaction(NO_SCOPE_OPENING, () => undefined, fn),
    authVersion: async ({ userId, workspaceId }) => {
      const { rows } = await requestPoolOf().query({ text: AUTH_VERSION_SQL, values: [userId, workspaceId] });
      return authVersionOf(rows[0]);
    },
  };
  const system = drizzlePg(systemPool, { schema }) as unknown as TDb;
  const database: TDatabase = {
    kind: 'pg',
    request,
    connectionString,
    requestRoleResetsTo: requestUrl ? 'login' : 'owner',
    migrate: async () => {
      // API processes and workers may start together: one migrates, the others wait.
      const conn = await systemPool.connect();
      try {
        await conn.query('select pg_advisory_lock(727001)');
        await migratePg(drizzlePg(conn), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await conn.query('select pg_advisory_unlock(727001)').catch(() => undefined);
        conn.release();
      }
      if (requestUrl) await checkRequestRole(requestPoolOf());
    },
    ping: async () => {
      await systemPool.query('select 1');
    },
    close: async () => {
      await requestPool?.end();
      await systemPool.end();
    },
    poolStats: () => [statsOf('request', requestPoolOf(), poolSize), statsOf('system', systemPool, systemPool.options.max ?? 0)],
    onConnectWait: (listener) => waitListeners.push(listener),
    onStatement: (hook) => {
      statement = hook;
    },
  };
  registerSystemDb(database, system);
  return database;
}

const AUTH_VERSION_SQL = 'select app.auth_version($1, $2) as auth_version';

function authVersionOf(row: Record<string, unknown> | undefined): number | null {
  const value = row?.auth_version;
  return value === null || value === undefined ? null : Number(value);
}

/** Rows of a raw statement; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: TExecutor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The error's SQLSTATE is `code`, whichever driver raised it and however drizzle wrapped it. */
export function hasSqlState(error: unknown, code: string): boolean {
  for (let e: unknown = error; e instanceof Error || (typeof e === 'object' && e !== null); e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
    if (!(e as { cause?: unknown }).cause) break;
  }
  return false;
}

/** A unique-constraint violation. */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, '23505');

/** A typed SQL array literal from parameters: `array[$1, $2]::uuid[]`. */
export const sqlArray = (values: readonly (string | number)[], type: 'uuid' | 'text' | 'int'): SQL =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;

/** An ILIKE pattern that matches `text` literally anywhere. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
