import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The embedded database is open while its directory holds postmaster.pid (PGlite writes it on open, removes it on close). */
export function assertEmbeddedStopped(pgliteDir: string): void {
  if (fs.existsSync(path.join(pgliteDir, 'postmaster.pid')))
    throw new Error(
      `The embedded database in ${pgliteDir} is open: stop the API first (it belongs to one process). If nothing runs, its last stop was not clean: start the API once and stop it.`,
    );
}

/** pg_dump's custom format of the whole database: schema, rows, row security, the app's functions and the migrations' journal. */
export async function dumpServer(url: string, file: string): Promise<void> {
  try {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${url}`], { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    throw new Error(
      `pg_dump failed: ${stderrOf(error)}. It needs PostgreSQL's client tools and a role that bypasses row security (docs/operations.md "Backup and restore").`,
    );
  }
}

/** Fails unless the database holds no table of ours: a restore never mixes into a database in use. */
export async function assertServerEmpty(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from pg_tables where schemaname in ('public', 'app', 'drizzle')");
    if (rows[0].n > 0) throw new Error('The database to restore into has tables already: restore into a new, empty database.');
    // Roles belong to the server, not the database: a server that never ran Procura lacks them, and the dump grants to them.
    await client.query(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'procura_app') THEN CREATE ROLE procura_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE; END IF;
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'procura_request') THEN CREATE ROLE procura_request NOLOGIN NOINHERIT NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE; END IF;
    END $$`);
  } finally {
    await client.end();
  }
}

/** Restores a dump into an empty database, in one transaction: a failure leaves it empty. */
export async function restoreServer(url: string, file: string): Promise<void> {
  try {
    await run('pg_restore', ['--no-owner', '--single-transaction', '--exit-on-error', `--dbname=${url}`, file], { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    throw new Error(`pg_restore failed, nothing was restored: ${stderrOf(error)}.`);
  }
}

/** The newest migration applied, from drizzle's journal (null when none ran). */
export async function lastServerMigration(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by created_at desc limit 1');
    return rows[0]?.hash ?? null;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

const stderrOf = (error: unknown) =>
  (error && typeof error === 'object' && 'stderr' in error && String(error.stderr).trim().split('\n').slice(-3).join(' ')) ||
  (error instanceof Error ? error.message : String(error));
