import { annualAmount, BID_UNITS, termAmount, type TBidUnit } from '@procura/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidLines, bids, rfpInvitations, rfpLines, rfpQuestions, rfps, services } from '../src/db/schema/index.js';
import { loadActor, type TActor } from '../src/platform/actor.js';
import { queryRows, type TScopedTx } from '../src/platform/database.js';
import { withActor } from '../src/platform/scope.js';
import { systemDb } from '../src/platform/system-db.js';
import { factories } from './factories.js';
import { startTestApp, type TTestApp } from './harness.js';

/*
 * Sealed bids and the bid deadline, held by the database (docs/rfp.md "Sealed bids",
 * "Deadlines"): raw SQL in each actor's scope, as a repo would run it, so no service can be the
 * reason a price stays hidden or a late bid is refused.
 */

let t: TTestApp;
let build: ReturnType<typeof factories>;
beforeAll(async () => {
  t = await startTestApp();
  build = factories(t);
});
afterAll(() => t.close());

const system = () => systemDb(t.platform.database);
const actorOf = (userId: string) => loadActor(system(), userId, undefined, 'test');
const as = <T>(actor: TActor, fn: (tx: TScopedTx) => Promise<T>) => withActor(t.platform.db, actor, fn);
const hours = (n: number) => new Date(Date.now() + n * 3_600_000);

/** A client's published RFP of one line, two invited vendors and a branch invited as its own tenant; one stranger. */
async function world(termMonths = 36) {
  const client = await build.buildClient();
  const property = await build.buildProperty(client);
  const [service] = await system().select({ id: services.id, name: services.name }).from(services).limit(1);
  const vendorA = await build.buildVendor();
  const vendorB = await build.buildVendor();
  const branch = await build.buildBranch(vendorA);
  const stranger = await build.buildVendor();
  const invited = [vendorA, vendorB, branch];
  const [rfp] = await system()
    .insert(rfps)
    .values({
      tenantId: client.tenantId,
      partyTenantIds: invited.map((v) => v.tenantId),
      clientId: client.clientId,
      clientName: client.name,
      number: 'RFP-0001',
      title: 'Grounds 2027',
      status: 'PUBLISHED',
      bidsDueAt: hours(48),
      termMonths,
      publishedAt: new Date(),
    })
    .returning();
  const [line] = await system()
    .insert(rfpLines)
    .values({
      tenantId: client.tenantId,
      partyTenantIds: rfp.partyTenantIds,
      rfpId: rfp.id,
      propertyId: property.id,
      serviceId: service.id,
      propertyName: 'Lakeside',
      propertyCode: 'LK-1',
      serviceName: service.name,
    })
    .returning();
  const invitations = await system()
    .insert(rfpInvitations)
    .values(invited.map((v) => ({ tenantId: client.tenantId, partyTenantIds: [v.tenantId], rfpId: rfp.id, vendorId: v.vendorId, vendorTenantId: v.tenantId })))
    .returning();
  const person = async (userType: 'client' | 'vendor' | 'vendor_branch', tenantId: string, roleNames?: string[]) =>
    actorOf((await build.buildUser({ userType, tenantId, roleNames })).id);
  const actors = {
    provider: await actorOf(t.world.userIds.providerAdmin),
    client: await person('client', client.tenantId, ['Client Admin']),
    vendorA: await person('vendor', vendorA.tenantId, ['Vendor Admin']),
    vendorB: await person('vendor', vendorB.tenantId, ['Vendor Admin']),
    branch: await person('vendor_branch', branch.tenantId),
    stranger: await person('vendor', stranger.tenantId, ['Vendor Admin']),
  };
  /** The bidder's own bid and one priced line, written in its own scope as the bid page would. */
  const bidAs = async (actor: TActor, vendor: { tenantId: string }, price = 85, unit: TBidUnit = 'PER_VISIT', quantityPerYear: number | null = 26) => {
    const invitation = invitations.find((i) => i.vendorTenantId === vendor.tenantId)!;
    return as(actor, async (tx) => {
      const [bid] = await tx.insert(bids).values({ tenantId: vendor.tenantId, rfpId: rfp.id, invitationId: invitation.id }).returning();
      const [bidLine] = await tx
        .insert(bidLines)
        .values({ tenantId: vendor.tenantId, bidId: bid.id, rfpId: rfp.id, rfpLineId: line.id, price, unit, quantityPerYear })
        .returning();
      return { bid, bidLine };
    });
  };
  return { client, rfp, line, vendorA, vendorB, branch, actors, bidAs };
}

type TWorld = Awaited<ReturnType<typeof world>>;
const pricesSeenBy = (w: TWorld, actor: TActor) =>
  as(actor, (tx) => queryRows<{ price: string; tenant_id: string }>(tx, sql`select price, tenant_id from bid_lines where rfp_id = ${w.rfp.id}`));
const bidsSeenBy = (w: TWorld, actor: TActor) =>
  as(actor, (tx) => queryRows<{ tenant_id: string }>(tx, sql`select tenant_id from bids where rfp_id = ${w.rfp.id}`));

describe('sealed bids', () => {
  it('hide every amount from the provider and the client until the RFP is opened; the bidder alone reads its own', async () => {
    const w = await world();
    await w.bidAs(w.actors.vendorA, w.vendorA, 85);
    await w.bidAs(w.actors.vendorB, w.vendorB, 91.5);
    await w.bidAs(w.actors.branch, w.branch, 77);

    // Who has a bid is not sealed: the buyer sees it, a vendor its own (the parent its outlet's too).
    expect(await bidsSeenBy(w, w.actors.provider)).toHaveLength(3);
    expect(await bidsSeenBy(w, w.actors.client)).toHaveLength(3);
    expect((await bidsSeenBy(w, w.actors.vendorB)).map((r) => r.tenant_id)).toEqual([w.vendorB.tenantId]);

    expect(await pricesSeenBy(w, w.actors.provider)).toEqual([]);
    expect(await pricesSeenBy(w, w.actors.client)).toEqual([]);
    expect(await as(w.actors.provider, (tx) => queryRows(tx, sql`select bundle_price from bid_submissions where rfp_id = ${w.rfp.id}`))).toEqual([]);
    expect((await pricesSeenBy(w, w.actors.vendorB)).map((r) => Number(r.price))).toEqual([91.5]);
    expect((await pricesSeenBy(w, w.actors.branch)).map((r) => Number(r.price))).toEqual([77]);
    expect((await pricesSeenBy(w, w.actors.vendorA)).map((r) => Number(r.price)).sort()).toEqual([77, 85]);
    expect(await pricesSeenBy(w, w.actors.stranger)).toEqual([]);

    await system().update(rfps).set({ status: 'CLOSED', closedAt: new Date(), openedAt: new Date() }).where(eq(rfps.id, w.rfp.id));
    expect((await pricesSeenBy(w, w.actors.provider)).map((r) => Number(r.price)).sort()).toEqual([77, 85, 91.5]);
    expect(await pricesSeenBy(w, w.actors.client)).toHaveLength(3);
    // Opening is for the buyer: another bidder still reads only its own.
    expect((await pricesSeenBy(w, w.actors.vendorB)).map((r) => Number(r.price))).toEqual([91.5]);
    expect(await pricesSeenBy(w, w.actors.stranger)).toEqual([]);
  });

  it('share a bid with the RFP’s owner alone, whatever party list the bidder writes', async () => {
    const w = await world();
    const invitation = (await system().select().from(rfpInvitations).where(eq(rfpInvitations.vendorTenantId, w.vendorA.tenantId)))[0];
    const bid = await as(
      w.actors.vendorA,
      async (tx) =>
        (
          await tx
            .insert(bids)
            .values({ tenantId: w.vendorA.tenantId, partyTenantIds: [w.vendorB.tenantId], rfpId: w.rfp.id, invitationId: invitation.id })
            .returning()
        )[0],
    );
    expect(bid.partyTenantIds).toEqual([w.client.tenantId]);
    expect(await bidsSeenBy(w, w.actors.vendorB)).toEqual([]);
  });

  it('keep a vendor’s question from every other vendor', async () => {
    const w = await world();
    const { bid } = await w.bidAs(w.actors.vendorA, w.vendorA);
    await as(w.actors.vendorA, (tx) =>
      tx.insert(rfpQuestions).values({ tenantId: w.vendorA.tenantId, rfpId: w.rfp.id, bidId: bid.id, questionText: 'Is salt included?' }),
    );
    const questionsSeenBy = (actor: TActor) => as(actor, (tx) => queryRows(tx, sql`select question_text from rfp_questions where rfp_id = ${w.rfp.id}`));
    expect(await questionsSeenBy(w.actors.client)).toHaveLength(1);
    expect(await questionsSeenBy(w.actors.provider)).toHaveLength(1);
    expect(await questionsSeenBy(w.actors.vendorB)).toEqual([]);
    expect(await questionsSeenBy(w.actors.branch)).toEqual([]);
  });
});

describe('the bid deadline', () => {
  const refusal = async (write: Promise<unknown>) => {
    const error = await write.then(
      () => null,
      (e: unknown) => e as { cause?: { code?: string }; code?: string },
    );
    return error && (error.cause?.code ?? error.code);
  };

  it('refuses a bid line written after the due time, and any change to one already written', async () => {
    const w = await world();
    const { bid, bidLine } = await w.bidAs(w.actors.vendorA, w.vendorA);
    await system()
      .update(rfps)
      .set({ bidsDueAt: new Date(Date.now() - 1_000) })
      .where(eq(rfps.id, w.rfp.id));
    expect(await refusal(as(w.actors.vendorA, (tx) => tx.update(bidLines).set({ price: 1 }).where(eq(bidLines.id, bidLine.id))))).toBe('RF001');
    expect(await refusal(as(w.actors.vendorA, (tx) => tx.delete(bidLines).where(eq(bidLines.id, bidLine.id))))).toBe('RF001');
    expect(await refusal(as(w.actors.vendorA, (tx) => tx.update(bids).set({ status: 'SUBMITTED' }).where(eq(bids.id, bid.id))))).toBe('RF001');
    expect(await refusal(w.bidAs(w.actors.vendorB, w.vendorB))).toBe('RF001');
    expect((await system().select().from(bidLines).where(eq(bidLines.rfpId, w.rfp.id))).map((l) => Number(l.price))).toEqual([85]);
  });

  it('refuses bids on an RFP that is not open: a draft, a closed or a cancelled one', async () => {
    for (const status of ['DRAFT', 'CLOSED', 'CANCELLED'] as const) {
      const w = await world();
      await system().update(rfps).set({ status }).where(eq(rfps.id, w.rfp.id));
      expect(await refusal(w.bidAs(w.actors.vendorA, w.vendorA)), status).toBe('RF001');
    }
  });

  it('refuses a line on another vendor’s bid, or for another RFP’s line', async () => {
    const w = await world();
    const { bid: bidOfB } = await w.bidAs(w.actors.vendorB, w.vendorB);
    // Vendor A cannot see B's bid; the guard refuses it even by id, as A's own row.
    const write = as(w.actors.vendorA, (tx) =>
      tx.insert(bidLines).values({ tenantId: w.vendorA.tenantId, bidId: bidOfB.id, rfpId: w.rfp.id, rfpLineId: w.line.id, price: 1, unit: 'PER_YEAR' }),
    );
    expect(await refusal(write)).toBe('23514');
    const other = await world();
    const { bid } = await w.bidAs(w.actors.vendorA, w.vendorA);
    const foreignLine = as(w.actors.vendorA, (tx) =>
      tx.insert(bidLines).values({ tenantId: w.vendorA.tenantId, bidId: bid.id, rfpId: w.rfp.id, rfpLineId: other.line.id, price: 1, unit: 'PER_YEAR' }),
    );
    expect(await refusal(foreignLine)).toBe('23514');
  });
});

describe('a bid line’s amounts', () => {
  it('are computed by the database exactly as packages/shared computes them, for every unit', async () => {
    const samples: [TBidUnit, number, number | null][] = [
      ['PER_VISIT', 85.35, 26],
      ['PER_MONTH', 1250.5, null],
      ['PER_MONTH', 400, 7],
      ['PER_SEASON', 9800, null],
      ['PER_EVENT', 312.4, 14.5],
      ['PER_HOUR', 0.05, 3],
      ['PER_YEAR', 18000, null],
      ['LUMP_SUM', 10000, null],
    ];
    expect(new Set(samples.map(([unit]) => unit))).toEqual(new Set(BID_UNITS));
    for (const termMonths of [7, 36]) {
      const w = await world(termMonths);
      const { bidLine } = await w.bidAs(w.actors.vendorA, w.vendorA);
      for (const [unit, price, quantityPerYear] of samples) {
        const [saved] = await as(w.actors.vendorA, (tx) =>
          tx.update(bidLines).set({ price, unit, quantityPerYear }).where(eq(bidLines.id, bidLine.id)).returning(),
        );
        const expected = { annual: annualAmount({ price, unit, quantityPerYear }, termMonths), term: termAmount({ price, unit, quantityPerYear }, termMonths) };
        expect({ annual: saved.annualAmount, term: saved.termAmount }, `${unit} ${price} × ${quantityPerYear} over ${termMonths}`).toEqual(expected);
      }
    }
  });
});
