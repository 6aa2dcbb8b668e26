import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type TDatabase } from '../src/platform/database.js';
import type { TDemoWorld } from '../src/db/seed/demo.js';
import { createFromReferenceTemplate, openReferencePglite } from './database-snapshot.js';
import { createFromDemoTemplate, openDemoPglite } from './demo-snapshot.js';

/**
 * A throwaway database for one test file: PGlite in memory by default, or a fresh
 * database on the server named by TEST_DATABASE_URL, dropped afterwards. Never the
 * developer's own. Empty, unless `reference`: then it starts with the migrations, the
 * permission catalog and the geography in place, copied from a snapshot built once
 * (database-snapshot.ts) — the same database the harness would otherwise build itself. With
 * `demoPassword` as well, the demo world is in it too (demo-snapshot.ts), and `world` says its ids.
 */
export async function createTestDatabase(
  options: { reference?: boolean; demoPassword?: string } = {},
): Promise<{ database: TDatabase; world?: TDemoWorld; url?: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  // TEST_DB_SNAPSHOT=0: an empty database, as before snapshots; the harness builds the rest itself.
  const reference = options.reference === true && process.env.TEST_DB_SNAPSHOT !== '0';
  const demoPassword = reference ? options.demoPassword : undefined;
  if (!adminUrl) {
    if (demoPassword !== undefined) {
      const { database, world } = await openDemoPglite(demoPassword);
      return { database, world, drop: () => database.close() };
    }
    const database = reference ? await openReferencePglite() : await openDatabase({});
    return { database, drop: () => database.close() };
  }
  let world: TDemoWorld | undefined;
  const copy =
    demoPassword !== undefined
      ? async (url: string, name: string) => {
          world = await createFromDemoTemplate(url, name, demoPassword);
        }
      : reference
        ? createFromReferenceTemplate
        : undefined;
  const server = await createServerDatabase(adminUrl, 'procura_test', copy);
  const database = await openDatabase({ databaseUrl: server.url, requestUrl: await requestUrlFor(adminUrl, server.url), poolSize: 4 });
  return {
    database,
    world,
    url: server.url,
    async drop() {
      await database.close();
      await server.drop();
    },
  };
}

/** A fresh, uniquely named database on the server of `adminUrl`, and how to drop it. */
export async function createServerDatabase(
  adminUrl: string,
  prefix: string,
  create?: (adminUrl: string, name: string) => Promise<void>,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await (create ? create(adminUrl, name) : run(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** The tests' password for the request pool's login role (a throwaway server's, like postgres/postgres). */
const REQUEST_ROLE_PASSWORD = 'procura-request-test';
let requestLogin: Promise<void> | undefined;

/**
 * `databaseUrl` as the request pool's login role, procura_request (docs/operations.md "Database
 * roles"), which this makes able to log in on the server of `adminUrl`: created NOINHERIT, the
 * migrations make it a member of procura_app. Roles belong to the whole server and test files
 * start together: one at a time, under an advisory lock.
 */
export async function requestUrlFor(adminUrl: string, databaseUrl: string): Promise<string> {
  requestLogin ??= (async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query('begin');
      await admin.query('select pg_advisory_xact_lock(727002)');
      const { rows } = await admin.query<{ exists: boolean }>("select exists (select 1 from pg_roles where rolname = 'procura_request') as exists");
      const attributes = `LOGIN NOINHERIT NOSUPERUSER NOBYPASSRLS PASSWORD '${REQUEST_ROLE_PASSWORD}'`;
      await admin.query(rows[0].exists ? `alter role procura_request ${attributes}` : `create role procura_request ${attributes}`);
      await admin.query('commit');
    } finally {
      await admin.end();
    }
  })();
  await requestLogin;
  const url = new URL(databaseUrl);
  url.username = 'procura_request';
  url.password = REQUEST_ROLE_PASSWORD;
  return url.toString();
}
