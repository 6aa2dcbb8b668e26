import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadActor, type TActor } from '../src/platform/actor.js';
import { queryRows } from '../src/platform/database.js';
import { withActor } from '../src/platform/scope.js';
import { systemDb } from '../src/platform/system-db.js';
import { startTestApp, type TTestApp } from './harness.js';

let t: TTestApp;
let clientPm: TActor;
beforeAll(async () => {
  t = await startTestApp();
  clientPm = await loadActor(systemDb(t.platform.database), t.world.userIds.clientPm, undefined, 'test');
});
afterAll(() => t.close());

/** What `run` answered, or the PostgreSQL error code it was refused with. */
const outcome = <T>(run: () => Promise<T>): Promise<T | string> =>
  run().then(
    (value) => value,
    (error: unknown) => {
      for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
        const code = (e as { code?: unknown }).code;
        if (typeof code === 'string') return code;
      }
      return String(error);
    },
  );

describe('the request role', () => {
  it('opens one scope per transaction: back at the role that may open one, a second is refused', async () => {
    const openProviderScope = (reset: string) =>
      outcome(() =>
        withActor(t.platform.db, clientPm, async (tx) => {
          await tx.execute(sql.raw(reset));
          await tx.execute(sql`select app.open_scope(${t.world.userIds.providerAdmin}::uuid, ${t.world.providerTenantId}::uuid)`);
          return 'opened';
        }),
      );
    expect(await openProviderScope('set local role none')).toBe('42501');
    // And from the application role itself, as before: it may not run app.open_scope at all.
    expect(await openProviderScope('select 1')).toBe('42501');
  });

  it('tells one transaction from the next by its id, not its start time: short transactions in a row all open their scope', async () => {
    // PGlite's clock counts milliseconds, so many of these start at the same instant; each is a
    // transaction of its own and may open its scope (the refusal is for a second one inside it).
    const answers = [];
    for (let i = 0; i < 150; i++)
      answers.push(
        await outcome(() => withActor(t.platform.db, clientPm, async (tx) => (await queryRows<{ id: string }>(tx, sql`select id from tenants`)).length)),
      );
    expect(new Set(answers)).toEqual(new Set([1]));
  });

  // The embedded database has one session, the superuser's, and no login roles: RESET ROLE leads
  // back to it there (docs/operations.md "Database roles"). On a server database the request
  // pool logs in as procura_request, which reads nothing on its own.
  it.skipIf(!process.env.TEST_DATABASE_URL)('leads nowhere from RESET ROLE inside a request on a server database: no table reads', async () => {
    expect(t.platform.database.requestRoleResetsTo).toBe('login');
    const othersSeenAfter = (reset: string) =>
      outcome(() =>
        withActor(t.platform.db, clientPm, async (tx) => {
          await tx.execute(sql.raw(reset));
          return (await queryRows<{ id: string }>(tx, sql`select id from tenants where id <> ${t.world.clientA.tenantId}::uuid`)).length;
        }),
      );
    // RESET ROLE goes back to the session's default role, the application role, in the same scope.
    expect(await othersSeenAfter('reset role')).toBe(0);
    // No role at all is the login role, which may read no table (before: the owner, every tenant).
    expect(await othersSeenAfter('set role none')).toBe('42501');
    expect(await othersSeenAfter('set local role none')).toBe('42501');
    // The same transaction without the reset sees its own tenant only, so the refusal above is the role's.
    const own = await withActor(t.platform.db, clientPm, (tx) => queryRows<{ id: string }>(tx, sql`select id from tenants`));
    expect(own.map((r) => r.id)).toEqual([t.world.clientA.tenantId]);
  });
});
