import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { THistoryPage, TRfp } from '@procura/shared';
import { rfps as rfpTable, services } from '../../db/schema/index.js';
import { systemDb } from '../../platform/system-db.js';
import { eligibilityGeography } from '../../../test/builders/eligible-vendor.js';
import { rfpBuilders } from '../../../test/builders/rfp.js';
import { factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';
import { runRfpCloseSweep } from './rfp-close.jobs.js';

/* The due time closes an RFP (issue 18 item 2): the sweep, on an injected clock, once. */

let t: TTestApp;
let provider: TSession;
let rfps: ReturnType<typeof rfpBuilders>;
beforeAll(async () => {
  t = await startTestApp();
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  const [mowing] = await systemDb(t.platform.database).select({ id: services.id }).from(services).orderBy(services.id).limit(1);
  rfps = rfpBuilders(t, factories(t), await eligibilityGeography(t), { mowing: mowing.id });
});
afterAll(() => t.close());

const sweep = (at: Date) => runRfpCloseSweep(systemDb(t.platform.database), { clock: { now: () => at } });

describe('the due-time sweep', () => {
  it('closes an open RFP once its due time has passed by the clock, once, and records it in the history', async () => {
    const bidder = await rfps.buildBidder();
    const open = await rfps.buildPublishedRfp(provider, [bidder.vendorId]);
    const draft = await rfps.buildDraftRfp();
    const due = new Date(open.rfp.bidsDueAt as string);

    expect(await sweep(new Date(due.getTime() - 1_000))).not.toContain(open.rfp.id);
    expect((await rfps.ok<TRfp>(open.admin, 'GET', `/v1/rfp/${open.rfp.id}`)).status).toBe('PUBLISHED');

    // Two sweeps at once (two worker processes) close it once between them.
    const [first, second] = await Promise.all([sweep(due), sweep(due)]);
    expect([...first, ...second].filter((id) => id === open.rfp.id)).toEqual([open.rfp.id]);
    const closed = await rfps.ok<TRfp>(open.admin, 'GET', `/v1/rfp/${open.rfp.id}`);
    expect(closed).toMatchObject({ status: 'CLOSED', closedAt: due.toISOString(), openedAt: null });
    expect(closed.abilities).toMatchObject({ openBids: true, bid: false, cancel: false });
    expect(await sweep(new Date(due.getTime() + 60_000))).not.toContain(open.rfp.id);

    const history = await rfps.ok<THistoryPage>(open.admin, 'GET', `/v1/rfp/${open.rfp.id}/history`);
    expect(history.data.filter((e) => e.action === 'close')).toEqual([
      expect.objectContaining({ actorName: null, changes: [{ field: 'status', before: 'PUBLISHED', after: 'CLOSED' }] }),
    ]);
    // A draft has no due time to meet: it stays a draft whatever its date says.
    expect((await rfps.ok<TRfp>(draft.admin, 'GET', `/v1/rfp/${draft.rfp.id}`)).status).toBe('DRAFT');
    const [row] = await systemDb(t.platform.database).select({ closedBy: rfpTable.closedBy }).from(rfpTable).where(eq(rfpTable.id, open.rfp.id));
    expect(row.closedBy).toBeNull();
  });
});
