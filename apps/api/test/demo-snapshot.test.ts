import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { syncCatalog } from '../src/db/seed/catalog.js';
import { buildDemoWorld, type TDemoWorld } from '../src/db/seed/demo.js';
import { syncGeography } from '../src/db/seed/geography.js';
import { queryRows, type TDatabase } from '../src/platform/database.js';
import { systemDb } from '../src/platform/system-db.js';
import { sourceGraph } from './demo-snapshot.js';
import { PASSWORD } from './harness.js';
import { createTestDatabase } from './test-database.js';

/**
 * The harness's test files start from a copy of a snapshot holding the demo world
 * (demo-snapshot.ts) instead of seeding it themselves: the copy must be what seeding gives.
 */

const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
});

async function tableCounts(database: TDatabase): Promise<Record<string, number>> {
  const db = systemDb(database);
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from "${name}"`));
    counts[name] = row.n;
  }
  return counts;
}

/** The world's shape: every key, and how many ids each list holds. */
const shapeOf = (world: TDemoWorld) => JSON.parse(JSON.stringify(world, (_key, value: unknown) => (typeof value === 'string' ? 'id' : value))) as unknown;

describe('the demo world snapshot', () => {
  it('holds what seeding the reference database gives: the same rows in every table and a world of the same shape whose ids are in it', async () => {
    const copy = await createTestDatabase({ reference: true, demoPassword: PASSWORD });
    drops.push(copy.drop);
    expect(copy.world, 'the copy names its world').toBeDefined();

    // What the harness did before the demo snapshot: the reference database, then the syncs and the seed.
    const seeded = await createTestDatabase({ reference: true });
    drops.push(seeded.drop);
    const db = systemDb(seeded.database);
    const { providerTenantId } = await syncCatalog(db);
    await syncGeography(db);
    const world = await buildDemoWorld(db, providerTenantId, PASSWORD);

    const [fromCopy, fromSeed] = await Promise.all([tableCounts(copy.database), tableCounts(seeded.database)]);
    expect(fromCopy).toEqual(fromSeed);
    expect(fromCopy.users, 'people were seeded').toBeGreaterThan(10);
    expect(shapeOf(copy.world!)).toEqual(shapeOf(world));

    const ids = Object.values(copy.world!.userIds);
    const found = await queryRows<{ n: number }>(
      systemDb(copy.database),
      sql`select count(*)::int as n from users where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    expect(found[0].n).toBe(ids.length);
  });

  it('is copied for each file: what one copy writes, the next does not see', async () => {
    const first = await createTestDatabase({ reference: true, demoPassword: PASSWORD });
    drops.push(first.drop);
    await queryRows(systemDb(first.database), sql`delete from property_user_access`);
    const second = await createTestDatabase({ reference: true, demoPassword: PASSWORD });
    drops.push(second.drop);
    const [row] = await queryRows<{ n: number }>(systemDb(second.database), sql`select count(*)::int as n from property_user_access`);
    expect(row.n).toBeGreaterThan(0);
    expect(second.world).toEqual(first.world);
  });

  it('is keyed by the seed and everything it imports, the shared package and the password hashing among them', () => {
    const files = sourceGraph(path.resolve(import.meta.dirname, '../src/db/seed/demo.ts')).map((file) =>
      path.relative(path.resolve(import.meta.dirname, '../../..'), file),
    );
    expect(files).toEqual(
      expect.arrayContaining([
        'apps/api/src/db/seed/demo.ts',
        'apps/api/src/db/seed/demo-portfolio.ts',
        'apps/api/src/db/seed/factories.ts',
        'apps/api/src/platform/passwords.ts',
        'packages/shared/src/index.ts',
      ]),
    );
  });
});
