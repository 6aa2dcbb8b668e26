import { it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp } from './harness.js';
import { systemDb } from '../src/platform/system-db.js';
import { queryRows } from '../src/platform/database.js';
import { loadActor } from '../src/platform/actor.js';
import { withActor } from '../src/platform/scope.js';
import { selectProfile } from '../src/features/users/profile.repo.js';
it('dbg', async () => {
  const t = await startTestApp();
  const db = systemDb(t.platform.database);
  const actor = await loadActor(db, t.world.userIds.providerAdmin, undefined, 't');
  const time = async (label: string, fn: () => Promise<unknown>) => {
    for (let i = 0; i < 50; i++) await fn();
    const t0 = performance.now();
    for (let i = 0; i < 300; i++) await fn();
    console.log(label, ((performance.now() - t0) / 300).toFixed(3), 'ms');
  };
  await time('system select 1', () => queryRows(db, sql`select 1`));
  await time('system profile', () => selectProfile(db as never, actor));
  await time('scoped select 1', () => withActor(t.platform.db, actor, (tx) => queryRows(tx, sql`select 1`)));
  await time('scoped profile', () => withActor(t.platform.db, actor, (tx) => selectProfile(tx, actor)));
  await time('scoped verified_scope x20', () => withActor(t.platform.db, actor, (tx) => queryRows(tx, sql`select ${sql.raw(Array.from({length: 20}, (_, i) => `(select app.all_tenants()) a${i}`).join(','))}`)));
  await t.close();
});
