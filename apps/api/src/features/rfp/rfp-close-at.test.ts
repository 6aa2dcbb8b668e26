import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { THistoryPage, TRfp } from '@procura/shared';
import { services } from '../../db/schema/index.js';
import { queryRows } from '../../platform/database.js';
import { systemDb } from '../../platform/system-db.js';
import { eligibilityGeography } from '../../../test/builders/eligible-vendor.js';
import { rfpBuilders } from '../../../test/builders/rfp.js';
import { factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';
import { scheduleRfpClose } from './rfp-close.jobs.js';

/* The close queued at the due time (docs/rfp.md "Lifecycle"): on the running queue, seconds ahead, once. */

let t: TTestApp;
let provider: TSession;
let rfps: ReturnType<typeof rfpBuilders>;
beforeAll(async () => {
  t = await startTestApp({ jobs: true });
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  const [mowing] = await systemDb(t.platform.database).select({ id: services.id }).from(services).orderBy(services.id).limit(1);
  rfps = rfpBuilders(t, factories(t), await eligibilityGeography(t), { mowing: mowing.id });
});
afterAll(() => t.close());

/** The queued closes of an RFP at a due time, by their state. */
const queued = (key: string) =>
  queryRows<{ state: string }>(systemDb(t.platform.database), sql`select state from pgboss.job where name = 'procura_at_rfp_close' and singleton_key = ${key}`);

describe('the close at the due time', () => {
  it('publishing queues one close at the due time, a repeat queues none, and a queued close closes the RFP at its time, once', async () => {
    const bidder = await rfps.buildBidder();
    const open = await rfps.buildPublishedRfp(provider, [bidder.vendorId]);
    const published = new Date(open.rfp.bidsDueAt as string);
    const atPublish = await queryRows<{ state: string; startAfter: Date }>(
      systemDb(t.platform.database),
      sql`select state, start_after as "startAfter" from pgboss.job where name = 'procura_at_rfp_close' and singleton_key = ${`${open.rfp.id}@${published.toISOString()}`}`,
    );
    expect(atPublish.map((j) => [j.state, new Date(j.startAfter).toISOString()])).toEqual([['created', published.toISOString()]]);

    // Publishing wants a day's notice: the due time is brought to seconds ahead in SQL, and its
    // close queued as an addendum that moves the due time queues it.
    const due = new Date(Math.ceil((Date.now() + 6_000) / 1000) * 1000);
    await systemDb(t.platform.database).execute(sql`update rfps set bids_due_at = ${due} where id = ${open.rfp.id}`);
    const key = `${open.rfp.id}@${due.toISOString()}`;
    // A retried send, or a second process, queues nothing more while one waits.
    for (let i = 0; i < 3; i++) await scheduleRfpClose(t.platform.jobs, { id: open.rfp.id, status: 'PUBLISHED', bidsDueAt: due });
    expect(await queued(key)).toEqual([{ state: 'created' }]);
    let rfp = open.rfp;
    const deadline = Date.now() + 45_000;
    while (rfp.status === 'PUBLISHED' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      rfp = await rfps.ok<TRfp>(open.admin, 'GET', `/v1/rfp/${open.rfp.id}`);
    }
    expect(rfp.status).toBe('CLOSED');
    // Closed at the due time, not at the next minute's sweep.
    const late = Date.parse(rfp.closedAt as string) - due.getTime();
    expect(late).toBeGreaterThanOrEqual(0);
    expect(late).toBeLessThan(15_000);
    const history = await rfps.ok<THistoryPage>(open.admin, 'GET', `/v1/rfp/${open.rfp.id}/history?limit=100`);
    expect(history.data.filter((h) => h.action === 'close')).toHaveLength(1);
  });
});
