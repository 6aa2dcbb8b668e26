import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { syncCatalog } from '../src/db/seed/catalog.js';
import { buildDemoWorld, type TDemoWorld } from '../src/db/seed/demo.js';
import { openDatabase, queryRows, type TDatabase } from '../src/platform/database.js';
import { systemDb } from '../src/platform/system-db.js';
import {
  createFromReferenceTemplate,
  createFromTemplate,
  dumpPglite,
  openFromSnapshot,
  openPgliteTarball,
  openReferencePglite,
  referenceKey,
  snapshotBuilder,
  snapshotPath,
  type TTemplate,
} from './database-snapshot.js';

/*
 * Most API test files start with the demo world (src/db/seed/demo.ts) on the reference
 * database: seeding it took 1.2-2.5 s a file on PGlite (ten argon2 hashes, a few thousand
 * rows), the same world every time. So it is built once more on top of the reference snapshot,
 * kept beside it, and each file gets its own copy with the world's ids. Only the harness uses
 * it: the e2e servers and the release tests start from the reference database.
 *
 * Its key adds the demo seed's source (every module it imports, followed through the
 * repository), the password, and today's date in UTC: the world's dates (RFP deadlines,
 * contracts that end soon) are set from the day it is built.
 */

const API_SRC = path.resolve(import.meta.dirname, '../src');
const SHARED_ENTRY = path.resolve(import.meta.dirname, '../../../packages/shared/src/index.ts');

/** The repository's TypeScript files `entry` imports, directly or not, itself included. */
export function sourceGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const target = specifier === '@procura/shared' ? SHARED_ENTRY : specifier.startsWith('.') ? resolveLocal(path.dirname(file), specifier) : null;
      if (target) visit(target);
    }
  };
  visit(entry);
  return [...seen].sort();
}

function resolveLocal(dir: string, specifier: string): string | null {
  const base = path.resolve(dir, specifier.replace(/\.js$/, ''));
  return [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate)) ?? null;
}

const memoKeys = new Map<string, string>();
/** The hash of everything a demo snapshot is built from, for `password`. */
export function demoKey(password: string): string {
  const day = new Date().toISOString().slice(0, 10);
  const memo = `${password}\n${day}`;
  const known = memoKeys.get(memo);
  if (known) return known;
  const hash = crypto.createHash('sha256').update(`reference ${referenceKey()}\n${memo}\n`);
  for (const file of sourceGraph(path.join(API_SRC, 'db/seed/demo.ts'))) hash.update(`\n${path.relative(API_SRC, file)}\n`).update(fs.readFileSync(file));
  const key = hash.digest('hex').slice(0, 16);
  memoKeys.set(memo, key);
  return key;
}

/** What the harness would otherwise do after the app starts: the provider tenant, then the world. */
async function seedWorld(database: TDatabase, password: string): Promise<TDemoWorld> {
  const db = systemDb(database);
  const { providerTenantId } = await syncCatalog(db);
  return buildDemoWorld(db, providerTenantId, password);
}

// ---------------------------------------------------------------------------------------------
// PGlite: one file holding the world's ids (JSON, after its length) and the data directory tarball.

/** A fresh in-memory PGlite holding the reference database and the demo world, and the world's ids. */
export function openDemoPglite(password: string): Promise<{ database: TDatabase; world: TDemoWorld }> {
  return openFromSnapshot(
    snapshotPath(`demo-${demoKey(password)}.bin`),
    async () => {
      const database = await snapshotBuilder(openReferencePglite());
      try {
        const world = await seedWorld(database, password);
        return pack(world, await dumpPglite(database));
      } finally {
        await database.close();
      }
    },
    async (bytes) => {
      const { world, tarball } = unpack(bytes);
      return { database: await openPgliteTarball(tarball), world };
    },
  );
}

function pack(world: TDemoWorld, tarball: Uint8Array): Uint8Array {
  const json = Buffer.from(JSON.stringify(world), 'utf8');
  const bytes = new Uint8Array(4 + json.length + tarball.length);
  new DataView(bytes.buffer).setUint32(0, json.length);
  bytes.set(json, 4);
  bytes.set(tarball, 4 + json.length);
  return bytes;
}

function unpack(bytes: Uint8Array): { world: TDemoWorld; tarball: Uint8Array } {
  const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const world = JSON.parse(Buffer.from(bytes.subarray(4, 4 + length)).toString('utf8')) as TDemoWorld;
  return { world, tarball: bytes.subarray(4 + length) };
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: a template made from the reference template; the world's ids in its comment.

const DEMO_PREFIX = 'procura_tpldemo_';

/** Creates database `name` on the server of `adminUrl` holding the demo world, and returns the world's ids. */
export async function createFromDemoTemplate(adminUrl: string, name: string, password: string): Promise<TDemoWorld> {
  const template: TTemplate = {
    name: `${DEMO_PREFIX}${demoKey(password)}`,
    lock: 727011,
    prefix: DEMO_PREFIX,
    from: createFromReferenceTemplate,
    async build(url) {
      const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
      try {
        const world = await seedWorld(database, password);
        const building = decodeURIComponent(new URL(url).pathname.slice(1));
        // A comment belongs to the database, so it is renamed with it and never copied.
        await queryRows(systemDb(database), sql.raw(`comment on database ${pg.escapeIdentifier(building)} is ${pg.escapeLiteral(JSON.stringify(world))}`));
      } finally {
        await database.close();
      }
    },
  };
  await createFromTemplate(adminUrl, name, template);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ world: string | null }>("select shobj_description(oid, 'pg_database') as world from pg_database where datname = $1", [
      template.name,
    ]);
    if (!rows[0]?.world) throw new Error(`Template ${template.name} has no demo world recorded: drop it and run again.`);
    return JSON.parse(rows[0].world) as TDemoWorld;
  } finally {
    await admin.end();
  }
}
