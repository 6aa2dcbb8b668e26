import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBid, THistoryPage, TRfp, TRfpAddendum, TRfpLinePage } from '@procura/shared';
import { rfps as rfpTable, services } from '../../db/schema/index.js';
import { loadActor } from '../../platform/actor.js';
import { systemDb } from '../../platform/system-db.js';
import { eligibilityGeography } from '../../../test/builders/eligible-vendor.js';
import { rfpBuilders } from '../../../test/builders/rfp.js';
import { factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';
import { createRfpAddendaService } from './rfp-addenda.service.js';

/*
 * Addenda (issue 18 item 2): numbered changes to a published RFP that every invited vendor reads
 * and acknowledges; a bid submitted before one needs its vendor's confirmation; too little notice
 * moves the due time so the minimum remains (due times seconds ahead, injected clock).
 */

let t: TTestApp;
let provider: TSession;
let plowing: string;
let rfps: ReturnType<typeof rfpBuilders>;
beforeAll(async () => {
  t = await startTestApp();
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  const [mowing, plow] = await systemDb(t.platform.database).select({ id: services.id }).from(services).orderBy(services.id).limit(2);
  plowing = plow.id;
  rfps = rfpBuilders(t, factories(t), await eligibilityGeography(t), { mowing: mowing.id });
});
afterAll(() => t.close());

const inHours = (n: number) => new Date(Date.now() + n * 3_600_000);

describe('addenda', () => {
  it('numbers each change, flags the bids submitted before it until confirmed, and lets every invited vendor acknowledge it', async () => {
    const a = await rfps.buildBidder();
    const b = await rfps.buildBidder();
    const stranger = await rfps.buildBidder();
    const open = await rfps.buildPublishedRfp(provider, [a.vendorId, b.vendorId], { bidsDueAt: inHours(100).toISOString() });
    const path = `/v1/rfp/${open.rfp.id}`;
    await rfps.ok(a.admin, 'PUT', `${path}/bid`, { lines: open.lines.map((l) => ({ rfpLineId: l.id, price: 100, unit: 'PER_MONTH' })) });
    expect(await rfps.ok<TBid>(a.admin, 'POST', `${path}/bid/submit`, {})).toMatchObject({ status: 'SUBMITTED', needsConfirmation: false });

    const due = inHours(120).toISOString();
    const addendum = await rfps.ok<TRfpAddendum>(open.admin, 'POST', `${path}/addenda`, {
      summary: 'Adds plowing at Lakeside Plaza, drops Birch Court, extends the due time.',
      bidsDueAt: due,
      addLines: { propertyIds: [open.props[0].id], serviceIds: [plowing] },
      removeLineIds: [open.lines.find((l) => l.propertyName === 'Birch Court')?.id],
    });
    expect(addendum).toMatchObject({ number: 1, bidsDueAtBefore: open.rfp.bidsDueAt, bidsDueAtAfter: due, acknowledgedCount: 0, acknowledgedAt: null });
    expect(addendum.changes).toEqual({
      bidsDueAt: { from: open.rfp.bidsDueAt, to: due },
      linesRemoved: [{ propertyName: 'Birch Court', serviceName: expect.any(String) }],
      linesAdded: [{ propertyName: 'Lakeside Plaza', serviceName: expect.any(String) }],
    });
    expect(await rfps.ok<TRfp>(open.admin, 'GET', path)).toMatchObject({ bidsDueAt: due, latestAddendum: 1, lineCount: 2 });
    // The vendors read the new lines at once; Birch Court is gone.
    const lines = await rfps.ok<TRfpLinePage>(b.admin, 'GET', `${path}/lines`);
    expect(lines.data.map((l) => l.propertyName)).toEqual(['Lakeside Plaza', 'Lakeside Plaza']);
    expect((await rfps.ok<TRfpAddendum[]>(b.admin, 'GET', `${path}/addenda`)).map((x) => [x.number, x.acknowledgedAt, x.acknowledgedCount])).toEqual([
      [1, null, null],
    ]);
    expect((await rfps.call(stranger.admin, 'GET', `${path}/addenda`)).status).toBe(404);

    // A's bid, submitted before the addendum, needs confirming; confirming acknowledges the addendum.
    expect(await rfps.ok<TBid>(a.admin, 'GET', `${path}/bid`)).toMatchObject({ needsConfirmation: true, abilities: { confirm: true } });
    expect(await rfps.ok<TBid>(a.admin, 'POST', `${path}/bid/confirm`)).toMatchObject({ status: 'SUBMITTED', needsConfirmation: false });
    expect((await rfps.ok<TRfpAddendum[]>(a.admin, 'GET', `${path}/addenda`))[0].acknowledgedAt).not.toBeNull();
    // B has no bid yet: it acknowledges all the same, and twice is once.
    await rfps.ok(b.admin, 'POST', `${path}/bid/confirm`);
    await rfps.ok(b.admin, 'POST', `${path}/bid/confirm`);
    expect((await rfps.ok<TRfpAddendum[]>(open.admin, 'GET', `${path}/addenda`))[0].acknowledgedCount).toBe(2);
    expect((await rfps.call(open.admin, 'POST', `${path}/bid/confirm`)).status).toBe(403);
    expect((await rfps.call(stranger.admin, 'POST', `${path}/bid/confirm`)).status).toBe(404);

    // A second addendum flags the bid again; a new submission confirms it as well.
    expect((await rfps.ok<TRfpAddendum>(open.admin, 'POST', `${path}/addenda`, { summary: 'Site access from 7 am.' })).number).toBe(2);
    expect((await rfps.ok<TBid>(a.admin, 'GET', `${path}/bid`)).needsConfirmation).toBe(true);
    const mowingLine = lines.data.find((l) => l.serviceName === open.lines[0].serviceName);
    await rfps.ok(a.admin, 'PUT', `${path}/bid`, { lines: [{ rfpLineId: mowingLine?.id, price: 90, unit: 'PER_MONTH' }] });
    expect(await rfps.ok<TBid>(a.admin, 'POST', `${path}/bid/submit`, {})).toMatchObject({ currentSubmission: 2, needsConfirmation: false });

    const history = await rfps.ok<THistoryPage>(open.admin, 'GET', `${path}/history`);
    expect(history.data.filter((e) => e.action === 'addendum')).toHaveLength(2);
  });

  it('refuses what an addendum cannot do, naming the field', async () => {
    const a = await rfps.buildBidder();
    const open = await rfps.buildPublishedRfp(provider, [a.vendorId], { bidsDueAt: inHours(100).toISOString() });
    const other = await rfps.buildPublishedRfp(provider, [a.vendorId]);
    const path = `/v1/rfp/${open.rfp.id}/addenda`;
    const cases: [unknown, string][] = [
      [{ summary: 'Earlier', bidsDueAt: inHours(90).toISOString() }, 'bidsDueAt'],
      [{ summary: 'Foreign line', removeLineIds: [other.lines[0].id] }, 'removeLineIds'],
      [{ summary: 'All gone', removeLineIds: open.lines.map((l) => l.id) }, 'removeLineIds'],
      [{ summary: 'Questions late', questionsDueAt: inHours(200).toISOString() }, 'questionsDueAt'],
      [{ summary: ' ' }, 'summary'],
    ];
    for (const [body, field] of cases) {
      const res = await rfps.call(open.admin, 'POST', path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fieldErrors?.[field], JSON.stringify(res.body)).toBeDefined();
    }
    expect((await rfps.ok<TRfpAddendum[]>(open.admin, 'GET', path)).length).toBe(0);
    expect((await rfps.call(a.admin, 'POST', path, { summary: 'Vendor' })).status).toBe(404);
    expect((await rfps.call(a.admin, 'POST', `/v1/rfp/${open.rfp.id}/bid/confirm`)).status).toBe(409);
    const draft = await rfps.buildDraftRfp();
    expect((await rfps.call(draft.admin, 'POST', `/v1/rfp/${draft.rfp.id}/addenda`, { summary: 'Draft' })).status).toBe(409);
  });

  it('moves the due time so the minimum notice remains, and refuses an addendum once the due time has passed', async () => {
    const a = await rfps.buildBidder();
    const open = await rfps.buildPublishedRfp(provider, [a.vendorId]);
    const system = systemDb(t.platform.database);
    // Ten seconds before the due time by the service's clock.
    const due = new Date(open.rfp.bidsDueAt as string);
    const now = new Date(due.getTime() - 10_000);
    const addenda = createRfpAddendaService({
      db: t.platform.db,
      bids: { get: () => Promise.reject(new Error('unused')) },
      storage: t.services.storage,
      clock: { now: () => now },
      minHours: 72,
    });
    const actor = await loadActor(system, t.world.userIds.providerAdmin, undefined, 'test');
    const moved = await addenda.publish(actor, open.rfp.id, { summary: 'Late clarification.' });
    const expected = new Date(now.getTime() + 72 * 3_600_000).toISOString();
    expect(moved).toMatchObject({ bidsDueAtAfter: expected, changes: { bidsDueAt: { from: due.toISOString(), to: expected }, dueTimeMovedForNotice: true } });
    expect((await rfps.ok<TRfp>(open.admin, 'GET', `/v1/rfp/${open.rfp.id}`)).bidsDueAt).toBe(expected);

    await system
      .update(rfpTable)
      .set({ bidsDueAt: new Date(Date.now() - 1_000) })
      .where(eq(rfpTable.id, open.rfp.id));
    const late = await rfps.call(open.admin, 'POST', `/v1/rfp/${open.rfp.id}/addenda`, { summary: 'Too late.' });
    expect(late.status).toBe(409);
  });
});
