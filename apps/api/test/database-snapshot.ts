import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PERMISSION_CATALOG_ENTRIES, PERMISSION_TYPES_BY_ROLE_TYPE } from '@procura/shared';
import { SYSTEM_ROLES, syncCatalog } from '../src/db/seed/catalog.js';
import { geographyVersion } from '../src/db/seed/geography-data.js';
import { syncGeography } from '../src/db/seed/geography.js';
import { MIGRATIONS_DIR, openDatabase, type TDatabase } from '../src/platform/database.js';
import { systemDb } from '../src/platform/system-db.js';

/*
 * Every API test file starts from a database with the migrations, the permission catalog and
 * the reference geography in place. Building that costs seconds per file (PGlite's initdb,
 * the migrations, a full geography load), and it is the same database every time: so it is
 * built once, kept, and each test file gets its own copy — a PGlite loaded from a data
 * directory tarball, or a server database created from a template. Nothing is shared at run
 * time; only the starting point is.
 *
 * What the copy holds is named by a key: a change to a migration, to the catalog or its
 * loader, to the geography dataset or its loader, or to PGlite itself makes a new one.
 */

const require = createRequire(import.meta.url);
const read = (file: string) => fs.readFileSync(file);

let memoKey: string | undefined;
/** The hash of everything the reference database is built from. */
export function referenceKey(): string {
  if (memoKey) return memoKey;
  const hash = crypto.createHash('sha256');
  const pgliteManifest = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  hash.update(`pglite@${(JSON.parse(read(pgliteManifest).toString('utf8')) as { version: string }).version}\n`);
  // What drizzle's migrator reads: the journal and the SQL files it names.
  hash.update(read(path.join(MIGRATIONS_DIR, 'meta', '_journal.json')));
  for (const file of fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(`\n${file}\n`).update(read(path.join(MIGRATIONS_DIR, file)));
  }
  // The catalog as it lands in the database (the grants are functions: their results count),
  // and the loader's own text.
  const entryKey = (e: (typeof PERMISSION_CATALOG_ENTRIES)[number]) => `${e.moduleName}|${e.permissionType}|${e.actionType}`;
  hash.update(
    JSON.stringify({
      entries: PERMISSION_CATALOG_ENTRIES,
      byRoleType: PERMISSION_TYPES_BY_ROLE_TYPE,
      roles: SYSTEM_ROLES.map((r) => [r.name, r.roleType, r.description, PERMISSION_CATALOG_ENTRIES.filter(r.grants).map(entryKey)]),
    }),
  );
  const seedDir = path.resolve(import.meta.dirname, '../src/db/seed');
  for (const file of ['catalog.ts', 'geography.ts', 'geography-data.ts']) hash.update(`\n${file}\n`).update(read(path.join(seedDir, file)));
  hash.update(geographyVersion());
  // How the copy is made: a PGlite snapshot is taken after a checkpoint, with no recycled WAL segments.
  hash.update('\nsnapshot: checkpointed, no recycled wal\n');
  return (memoKey = hash.digest('hex').slice(0, 16));
}

/** Migrations, catalog and geography: what the harness would otherwise run on an empty database. */
async function prepare(database: TDatabase): Promise<void> {
  await database.migrate();
  const db = systemDb(database);
  await syncCatalog(db);
  await syncGeography(db);
}

// ---------------------------------------------------------------------------------------------
// PGlite: a data directory tarball, in this process's memory and in a file shared by processes.

const SNAPSHOT_PREFIX = 'procura-test-db-';
const snapshots = new Map<string, Promise<Uint8Array>>();

/** Where the snapshot of `name` (a level and its key) is kept for every process on the machine. */
export const snapshotPath = (name: string) => path.join(os.tmpdir(), `${SNAPSHOT_PREFIX}${name}`);

/**
 * The bytes of snapshot file `file`, read once per process, or made by `build` when no process
 * made them yet. `open` starts a database from them; when a file this process did not write
 * cannot be opened (damaged by hand, a full disk), it is built again once rather than failing
 * every test file from now on.
 */
export async function openFromSnapshot<T>(file: string, build: () => Promise<Uint8Array>, open: (bytes: Uint8Array) => Promise<T>): Promise<T> {
  const fromFile = !snapshots.has(file) && fs.existsSync(file);
  try {
    return await open(await snapshotBytes(file, true, build));
  } catch (error) {
    if (!fromFile) throw error;
    fs.rmSync(file, { force: true });
    snapshots.delete(file);
    return open(await snapshotBytes(file, false, build));
  }
}

/** A fresh PGlite holding the reference database: in memory, or written into data directory `dataDir`. */
export function openReferencePglite(dataDir?: string): Promise<TDatabase> {
  return openFromSnapshot(snapshotPath(`${referenceKey()}.tar`), buildReferenceTarball, (tarball) => openPgliteTarball(tarball, dataDir));
}

/** PGlite started from a data directory tarball, in memory or written into `dataDir`. */
export function openPgliteTarball(tarball: Uint8Array, dataDir?: string): Promise<TDatabase> {
  // Every tarball here is read from a file or dumped by PGlite: an ArrayBuffer's bytes, never shared memory.
  return openDatabase({ dataDir, loadDataDir: new Blob([tarball as Uint8Array<ArrayBuffer>]) });
}

/**
 * The reference database written into PGlite data directory `dataDir` (new or empty), for a
 * server started on it (e2e/support/start-app.ts): its start-up then finds the migrations, the
 * catalog and the geography current instead of building them.
 */
export async function writeReferencePgliteDir(dataDir: string): Promise<void> {
  const database = await openReferencePglite(dataDir);
  await database.close();
}

/**
 * A PGlite a snapshot is built in: it keeps no spent write-ahead log segments for reuse. With
 * recycling on, a build's checkpoints renamed old 16 MB segments into future ones, and the
 * tarball carried two of them unused: a third of its 95 MB, copied into every test file's
 * database as it opened (about 0.4 s of 1.4 s).
 */
export async function snapshotBuilder(database: Promise<TDatabase>): Promise<TDatabase> {
  const opened = await database;
  await opened.pglite!.exec('set wal_recycle = off');
  return opened;
}

/**
 * The data directory of `database` as an uncompressed tarball (it is read far more often than
 * written, and gunzip would cost every reader). A checkpoint first: otherwise every copy
 * replays the build's write-ahead log as it starts (about 0.45 s of the 2 s a copy took to
 * open, for each test file).
 */
export async function dumpPglite(database: TDatabase): Promise<Uint8Array> {
  await database.pglite!.exec('checkpoint');
  return new Uint8Array(await (await database.pglite!.dumpDataDir('none')).arrayBuffer());
}

async function buildReferenceTarball(): Promise<Uint8Array> {
  const database = await snapshotBuilder(openDatabase({}));
  try {
    await prepare(database);
    return await dumpPglite(database);
  } finally {
    await database.close();
  }
}

function snapshotBytes(file: string, mayRead: boolean, build: () => Promise<Uint8Array>): Promise<Uint8Array> {
  let bytes = snapshots.get(file);
  if (!bytes) {
    bytes = loadOrBuildSnapshot(file, mayRead, build).catch((error: unknown) => {
      snapshots.delete(file);
      throw error;
    });
    snapshots.set(file, bytes);
  }
  return bytes;
}

async function loadOrBuildSnapshot(file: string, mayRead: boolean, build: () => Promise<Uint8Array>): Promise<Uint8Array> {
  if (mayRead) {
    try {
      // A Buffer is a Uint8Array already: no second copy of the tens of megabytes.
      return fs.readFileSync(file);
    } catch {
      // Not built yet by any process: build it here.
    }
  }
  const bytes = await build();
  // Write then rename: a reader sees no file or a whole one. Two processes building at once
  // both write whole files; the last rename wins, and either is a complete snapshot.
  const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  try {
    fs.writeFileSync(partial, bytes);
    fs.renameSync(partial, file);
    removeStaleSnapshots(file);
  } catch {
    // A read-only or full temp directory only costs the next process the build.
    fs.rmSync(partial, { force: true });
  }
  return bytes;
}

/** Snapshots of other keys a day old: another checkout may still use a recent one. */
function removeStaleSnapshots(current: string): void {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of fs.readdirSync(os.tmpdir())) {
    const file = path.join(os.tmpdir(), name);
    if (!name.startsWith(SNAPSHOT_PREFIX) || file === current) continue;
    try {
      if (fs.statSync(file).mtimeMs < dayAgo) fs.rmSync(file, { force: true });
    } catch {
      // Gone already, or not ours to remove.
    }
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: a template database on the server, copied by CREATE DATABASE … TEMPLATE.

/** A template database: its name, the advisory lock that orders its copies and its build, and how to build it. */
export interface TTemplate {
  name: string;
  /**
   * Copies hold it shared while they copy; the one building (or dropping) the template holds
   * it alone. Advisory locks are per database: every process takes it on the admin database.
   */
  lock: number;
  /** Templates of other keys share this prefix: the build drops them. */
  prefix: string;
  /** Fills database `url` (created empty, or as `from` is copied when given). */
  build(url: string): Promise<void>;
  /** A template the build starts from, copied into the new one first. */
  from?: (adminUrl: string, name: string) => Promise<void>;
}

const REFERENCE_PREFIX = 'procura_tpl_';
const referenceTemplate = (): TTemplate => ({
  name: `${REFERENCE_PREFIX}${referenceKey()}`,
  lock: 727010,
  prefix: REFERENCE_PREFIX,
  async build(url) {
    const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
    try {
      await prepare(database);
    } finally {
      await database.close();
    }
  },
});

/** Creates database `name` on the server of `adminUrl` as a copy of the reference template. */
export function createFromReferenceTemplate(adminUrl: string, name: string): Promise<void> {
  return createFromTemplate(adminUrl, name, referenceTemplate());
}

/** Creates database `name` on the server of `adminUrl` as a copy of `template`, built first when missing. */
export async function createFromTemplate(adminUrl: string, name: string, template: TTemplate): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = async () => (await admin.query('select 1 from pg_database where datname = $1', [template.name])).rowCount === 1;
    await admin.query('select pg_advisory_lock_shared($1)', [template.lock]);
    try {
      if (await exists()) {
        await admin.query(`create database ${name} template ${template.name}`);
        return;
      }
    } finally {
      await admin.query('select pg_advisory_unlock_shared($1)', [template.lock]);
    }
    await admin.query('select pg_advisory_lock($1)', [template.lock]);
    try {
      // Another process may have built it while this one waited.
      if (!(await exists())) await buildTemplate(admin, adminUrl, template);
      await admin.query(`create database ${name} template ${template.name}`);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [template.lock]);
    }
  } finally {
    await admin.end();
  }
}

/** Built under a working name and renamed when whole: a crash mid-build leaves no template behind. */
async function buildTemplate(admin: pg.Client, adminUrl: string, template: TTemplate): Promise<void> {
  const building = `${template.name}_wip`;
  await admin.query(`drop database if exists ${building} with (force)`);
  if (template.from) await template.from(adminUrl, building);
  else await admin.query(`create database ${building}`);
  const url = new URL(adminUrl);
  url.pathname = `/${building}`;
  await template.build(url.toString());
  await admin.query(`alter database ${building} rename to ${template.name}`);
  // Nobody may connect to it: a session there would make every copy fail.
  await admin.query(`alter database ${template.name} with allow_connections false`);
  // Templates of older keys: no copy is under way (this process holds the lock alone). The
  // prefix's underscores are escaped: LIKE reads `_` as any one character.
  const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1 and datname <> $2', [
    `${template.prefix.replace(/_/g, '\\_')}%`,
    template.name,
  ]);
  for (const { datname } of rows) await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
}
