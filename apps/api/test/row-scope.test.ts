import { and, eq, inArray, sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partiesIndex, sharedWithParties, tenantOwned } from '../src/db/schema/tenancy.js';
import { loadActor, type TActor } from '../src/platform/actor.js';
import { queryRows, type TScopedTx } from '../src/platform/database.js';
import { rowScope } from '../src/platform/row-scope.js';
import { withActor } from '../src/platform/scope.js';
import { systemDb } from '../src/platform/system-db.js';
import { startWithBuilders, type factories } from './factories.js';
import type { TTestApp } from './harness.js';
import { createSharedSampleTable } from './sample-tables.js';

/*
 * The one scope of owned and shared rows (platform/row-scope.ts) on a sample shared table: an
 * owner, a party, the party's outlet and a stranger, reading and writing. Row security is on
 * underneath, so the helper is checked against it: what a repo's condition selects is exactly
 * what the database lets the actor see, and a change reaches the owner's rows only.
 */

const sampleBids = pgTable(
  'sample_bids',
  { id: uuid('id').primaryKey().defaultRandom(), ...tenantOwned(), ...sharedWithParties(), body: text('body').notNull() },
  (t) => [partiesIndex('sample_bids', t.partyTenantIds)],
);

/** Owned by clients and vendors, shared with either: every arm of the helper is in play. */
const bidRows = rowScope({ owner: sampleBids.tenantId, ownedBy: ['client', 'vendor'], parties: sampleBids.partyTenantIds, sharedWith: ['client', 'vendor'] });

let t: TTestApp;
let build: ReturnType<typeof factories>;
beforeAll(async () => {
  ({ t, build } = await startWithBuilders());
  const system = systemDb(t.platform.database);
  await createSharedSampleTable(system, 'sample_bids');
});
afterAll(() => t.close());

const actorOf = (userId: string) => loadActor(systemDb(t.platform.database), userId, undefined, 'test');
const asActor = <T>(actor: TActor, fn: (tx: TScopedTx) => Promise<T>) => withActor(t.platform.db, actor, fn);

async function world() {
  const owner = await build.buildClient();
  const otherClient = await build.buildClient();
  const party = await build.buildVendor();
  const outlet = await build.buildBranch(party);
  const stranger = await build.buildVendor();
  const system = systemDb(t.platform.database);
  const insert = async (body: string, tenantId: string, partyTenantIds: string[] = []) =>
    (await system.insert(sampleBids).values({ tenantId, partyTenantIds, body }).returning({ id: sampleBids.id }))[0].id;
  const rows = {
    ownersOwn: await insert('the owner’s own', owner.tenantId),
    toParty: await insert('shared with the party', owner.tenantId, [party.tenantId]),
    toOutlet: await insert('shared with the party’s outlet', owner.tenantId, [outlet.tenantId]),
    partysOwn: await insert('the party’s own, shared with the owner', party.tenantId, [owner.tenantId]),
    outletsOwn: await insert('the outlet’s own', outlet.tenantId),
    strangersOwn: await insert('the stranger’s own', stranger.tenantId),
  };
  const person = async (userType: 'client' | 'vendor' | 'vendor_branch', tenantId: string, roleNames?: string[]) =>
    actorOf((await build.buildUser({ userType, tenantId, roleNames })).id);
  const actors = {
    provider: await actorOf(t.world.userIds.providerAdmin),
    owner: await person('client', owner.tenantId, ['Client Admin']),
    otherClient: await person('client', otherClient.tenantId, ['Client Admin']),
    party: await person('vendor', party.tenantId, ['Vendor Admin']),
    outlet: await person('vendor_branch', outlet.tenantId),
    stranger: await person('vendor', stranger.tenantId, ['Vendor Admin']),
  };
  return { rows, actors, ids: Object.values(rows) };
}

type TWorld = Awaited<ReturnType<typeof world>>;
type TRowName = keyof TWorld['rows'];
const names = (w: TWorld, ids: string[]) => (Object.keys(w.rows) as TRowName[]).filter((name) => ids.includes(w.rows[name])).sort();

describe('the row scope on a shared table', () => {
  it('reads the owner’s rows, what is shared with the actor or its outlets, and nothing of a stranger’s', async () => {
    const w = await world();
    const read = async (actor: TActor) =>
      names(
        w,
        (
          await asActor(actor, (tx) =>
            tx
              .select({ id: sampleBids.id })
              .from(sampleBids)
              .where(and(inArray(sampleBids.id, w.ids), bidRows.read(actor))),
          )
        ).map((r) => r.id),
      );
    expect(await read(w.actors.provider)).toEqual(Object.keys(w.rows).sort());
    expect(await read(w.actors.owner)).toEqual(['ownersOwn', 'partysOwn', 'toOutlet', 'toParty'].sort());
    // A vendor's scope holds its outlets: what is shared with its branch and the branch's own rows.
    expect(await read(w.actors.party)).toEqual(['outletsOwn', 'partysOwn', 'toOutlet', 'toParty'].sort());
    // The branch sees itself only: not what was shared with its vendor, nor the vendor's own.
    expect(await read(w.actors.outlet)).toEqual(['outletsOwn', 'toOutlet']);
    expect(await read(w.actors.stranger)).toEqual(['strangersOwn']);
    expect(await read(w.actors.otherClient)).toEqual([]);
  });

  it('selects exactly what row security lets each actor see', async () => {
    const w = await world();
    for (const [name, actor] of Object.entries(w.actors)) {
      const seen = await asActor(actor, async (tx) => ({
        database: (await queryRows<{ id: string }>(tx, sql`select id from sample_bids where id = any(${sql.param(w.ids)}::uuid[])`)).map((r) => r.id).sort(),
        helper: (
          await tx
            .select({ id: sampleBids.id })
            .from(sampleBids)
            .where(and(inArray(sampleBids.id, w.ids), bidRows.read(actor)))
        )
          .map((r) => r.id)
          .sort(),
      }));
      expect(seen.helper, name).toEqual(seen.database);
    }
  });

  it('writes the owner’s rows only: a party reads, never changes', async () => {
    const w = await world();
    const change = async (actor: TActor) =>
      names(
        w,
        (
          await asActor(actor, (tx) =>
            tx
              .update(sampleBids)
              .set({ body: sql`${sampleBids.body} || '.'` })
              .where(and(inArray(sampleBids.id, w.ids), bidRows.write(actor)))
              .returning({ id: sampleBids.id }),
          )
        ).map((r) => r.id),
      );
    expect(await change(w.actors.owner)).toEqual(['ownersOwn', 'toOutlet', 'toParty']);
    expect(await change(w.actors.party)).toEqual(['outletsOwn', 'partysOwn']);
    expect(await change(w.actors.outlet)).toEqual(['outletsOwn']);
    expect(await change(w.actors.stranger)).toEqual(['strangersOwn']);
    expect(await change(w.actors.otherClient)).toEqual([]);
    expect(await change(w.actors.provider)).toEqual(Object.keys(w.rows).sort());
    // The write scope keeps a party off a row it reads, before row security would.
    const refused = await asActor(w.actors.party, (tx) =>
      tx
        .select({ id: sampleBids.id })
        .from(sampleBids)
        .where(and(eq(sampleBids.id, w.rows.toParty), bidRows.write(w.actors.party))),
    );
    expect(refused).toEqual([]);
  });

  it('leaves out the arm a table’s sharing rules out: a properties-like table is read by its parties only as parties', async () => {
    const w = await world();
    const clientOwned = rowScope({ owner: sampleBids.tenantId, ownedBy: ['client'], parties: sampleBids.partyTenantIds, sharedWith: ['vendor'] });
    const read = async (actor: TActor) =>
      names(
        w,
        (
          await asActor(actor, (tx) =>
            tx
              .select({ id: sampleBids.id })
              .from(sampleBids)
              .where(and(inArray(sampleBids.id, w.ids), clientOwned.read(actor))),
          )
        ).map((r) => r.id),
      );
    expect(await read(w.actors.owner)).toEqual(['ownersOwn', 'toOutlet', 'toParty']);
    expect(await read(w.actors.party)).toEqual(['toOutlet', 'toParty']);
    expect(await read(w.actors.outlet)).toEqual(['toOutlet']);
    expect(await read(w.actors.stranger)).toEqual([]);
    expect(
      await asActor(w.actors.party, (tx) =>
        tx
          .select({ id: sampleBids.id })
          .from(sampleBids)
          .where(and(inArray(sampleBids.id, w.ids), clientOwned.write(w.actors.party))),
      ),
    ).toEqual([]);
  });
});
