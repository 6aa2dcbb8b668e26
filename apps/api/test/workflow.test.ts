import { and, eq, sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTransitionTable } from '@procura/shared';
import { auditLog } from '../src/db/schema/index.js';
import { tenantOwned } from '../src/db/schema/tenancy.js';
import { loadActor, type TActor } from '../src/platform/actor.js';
import type { TScopedTx } from '../src/platform/database.js';
import { HttpError } from '../src/platform/errors.js';
import { withActor } from '../src/platform/scope.js';
import { systemDb } from '../src/platform/system-db.js';
import { applyTransition, type TClock, type TWorkflow } from '../src/platform/workflow.js';
import { startWithBuilders, type factories } from './factories.js';
import type { TTestApp } from './harness.js';

/*
 * The workflow helper (platform/workflow.ts) on a sample lifecycle with a deadline, as RFPs will
 * have: a draft is published while its due time is ahead, and closes only once it has passed.
 */

const sampleRfps = pgTable('sample_rfps', {
  id: uuid('id').primaryKey().defaultRandom(),
  ...tenantOwned(),
  status: text('status').notNull(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
});
type TRfp = typeof sampleRfps.$inferSelect;
type TStatus = 'DRAFT' | 'PUBLISHED' | 'CLOSED';

const LIFECYCLE: TTransitionTable<TStatus, TActor, TRfp> = [
  {
    action: 'publish',
    from: ['DRAFT'],
    to: 'PUBLISHED',
    may: (actor) => actor.kind !== 'vendor',
    guard: (row, now) => (now < row.dueAt ? null : 'The due time has passed; set a later one first.'),
  },
  { action: 'close', from: ['PUBLISHED'], to: 'CLOSED', guard: (row, now) => (now >= row.dueAt ? null : 'Bids are open until the due time.') },
];

const rfpWorkflow: TWorkflow<TStatus, TRfp> = {
  entity: 'sample_rfp',
  field: 'status',
  table: LIFECYCLE,
  state: (row) => row.status as TStatus,
  id: (row) => row.id,
  historyTenant: (row) => row.tenantId,
  forbidden: () => 'Vendors do not publish requests for proposal.',
  refused: (row, move) => `A request that is ${row.status.toLowerCase()} cannot ${'action' in move ? move.action : move.to}.`,
  async write(tx, row, transition, { now }) {
    await tx
      .update(sampleRfps)
      .set({ status: transition.to, ...(transition.to === 'CLOSED' && { closedAt: now }) })
      .where(eq(sampleRfps.id, row.id));
  },
};

let t: TTestApp;
let build: ReturnType<typeof factories>;
beforeAll(async () => {
  ({ t, build } = await startWithBuilders());
  const system = systemDb(t.platform.database);
  await system.execute(sql`create table sample_rfps (id uuid primary key default gen_random_uuid(), tenant_id uuid not null references tenants(id),
    status text not null, due_at timestamptz not null, closed_at timestamptz)`);
  await system.execute(sql`select app.secure_tenant_table('sample_rfps')`);
});
afterAll(() => t.close());

const DUE = new Date('2030-03-01T17:00:00.000Z');
const clockAt = (iso: string | Date): TClock => ({ now: () => new Date(iso) });
const asActor = <T>(actor: TActor, fn: (tx: TScopedTx) => Promise<T>) => withActor(t.platform.db, actor, fn);

async function draft() {
  const client = await build.buildClient();
  const actor = await loadActor(
    systemDb(t.platform.database),
    (await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] })).id,
    undefined,
    'workflow-test',
  );
  const [row] = await asActor(actor, (tx) => tx.insert(sampleRfps).values({ tenantId: client.tenantId, status: 'DRAFT', dueAt: DUE }).returning());
  return { actor, row, client };
}

const reread = (actor: TActor, id: string) => asActor(actor, async (tx) => (await tx.select().from(sampleRfps).where(eq(sampleRfps.id, id)))[0]);
const move = (actor: TActor, id: string, action: string, clock: TClock) =>
  asActor(actor, async (tx) =>
    applyTransition(tx, actor, rfpWorkflow, (await tx.select().from(sampleRfps).where(eq(sampleRfps.id, id)))[0], { action }, { clock }),
  );
const historyOf = (id: string) =>
  systemDb(t.platform.database)
    .select({
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      tenantId: auditLog.tenantId,
      actorUserId: auditLog.actorUserId,
      requestId: auditLog.requestId,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'sample_rfp'), eq(auditLog.entityId, id)))
    .orderBy(auditLog.createdAt);
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (e: unknown) => (e instanceof HttpError ? { status: e.statusCode, message: e.message } : e),
  );

describe('the workflow helper', () => {
  it('makes an allowed move, writes it, and records it in the record’s history', async () => {
    const { actor, row, client } = await draft();
    const moved = await move(actor, row.id, 'publish', clockAt('2030-02-01T09:00:00Z'));
    expect(moved).toEqual({ action: 'publish', from: 'DRAFT', to: 'PUBLISHED', at: new Date('2030-02-01T09:00:00Z') });
    expect((await reread(actor, row.id)).status).toBe('PUBLISHED');
    expect(await historyOf(row.id)).toEqual([
      {
        action: 'publish',
        before: { status: 'DRAFT' },
        after: { status: 'PUBLISHED' },
        tenantId: client.tenantId,
        actorUserId: actor.userId,
        requestId: 'workflow-test',
      },
    ]);
  });

  it('refuses with 409 a move the state does not allow, and writes nothing', async () => {
    const { actor, row } = await draft();
    expect(await refusal(move(actor, row.id, 'close', clockAt('2030-04-01T00:00:00Z')))).toEqual({
      status: 409,
      message: 'A request that is draft cannot close.',
    });
    expect((await reread(actor, row.id)).status).toBe('DRAFT');
    expect(await historyOf(row.id)).toEqual([]);
  });

  it('refuses with 403 someone the table does not let make the move', async () => {
    const { row } = await draft();
    const vendor = await build.buildVendor();
    const vendorActor = await loadActor(
      systemDb(t.platform.database),
      (await build.buildUser({ userType: 'vendor', tenantId: vendor.tenantId, roleNames: ['Vendor Admin'] })).id,
      undefined,
      'test',
    );
    const refused = await refusal(
      asActor(vendorActor, (tx) => applyTransition(tx, vendorActor, rfpWorkflow, row, { action: 'publish' }, { clock: clockAt('2030-02-01T00:00:00Z') })),
    );
    expect(refused).toEqual({ status: 403, message: 'Vendors do not publish requests for proposal.' });
    expect(await historyOf(row.id)).toEqual([]);
  });

  it('reads the time from the clock it is given: a deadline holds to the millisecond', async () => {
    const { actor, row } = await draft();
    expect(await refusal(move(actor, row.id, 'publish', clockAt(DUE)))).toEqual({ status: 409, message: 'The due time has passed; set a later one first.' });
    await move(actor, row.id, 'publish', clockAt(new Date(DUE.getTime() - 1)));
    expect(await refusal(move(actor, row.id, 'close', clockAt(new Date(DUE.getTime() - 1))))).toEqual({
      status: 409,
      message: 'Bids are open until the due time.',
    });
    const closed = await move(actor, row.id, 'close', clockAt(DUE));
    expect(closed.at).toEqual(DUE);
    expect(await reread(actor, row.id)).toMatchObject({ status: 'CLOSED', closedAt: DUE });
    expect((await historyOf(row.id)).map((h) => h.action)).toEqual(['publish', 'close']);
  });

  it('writes the move and its history in the caller’s transaction: both or neither', async () => {
    const { actor, row } = await draft();
    const failed = await asActor(actor, async (tx) => {
      await applyTransition(tx, actor, rfpWorkflow, row, { action: 'publish' }, { clock: clockAt('2030-01-01T00:00:00Z') });
      throw new Error('a later step of the same request failed');
    }).catch((e: Error) => e.message);
    expect(failed).toBe('a later step of the same request failed');
    expect((await reread(actor, row.id)).status).toBe('DRAFT');
    expect(await historyOf(row.id)).toEqual([]);
  });
});
