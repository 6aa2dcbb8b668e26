import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBidInboxItem, TBidInboxPage } from '@procura/shared';
import { rfps as rfpTable, services } from '../../db/schema/index.js';
import { systemDb } from '../../platform/system-db.js';
import { countDatabaseCalls } from '../../../test/database-calls.js';
import { eligibilityGeography } from '../../../test/builders/eligible-vendor.js';
import { rfpBuilders } from '../../../test/builders/rfp.js';
import { factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';

/*
 * A vendor's RFP inbox (issue 18 item 3): the invitations sent to its workspace, each with where
 * its bid stands (new, viewed, intending, declined with its reason, submitted), its own only,
 * in one statement.
 */

let t: TTestApp;
let provider: TSession;
let rfps: ReturnType<typeof rfpBuilders>;
beforeAll(async () => {
  t = await startTestApp();
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  const [{ id: mowing }] = await systemDb(t.platform.database).select({ id: services.id }).from(services).orderBy(services.id).limit(1);
  rfps = rfpBuilders(t, factories(t), await eligibilityGeography(t), { mowing });
});
afterAll(() => t.close());

const inbox = async (session: TSession, query = '') => rfps.ok<TBidInboxPage>(session, 'GET', `/v1/rfp/inbox${query}`);
const itemOf = async (session: TSession, rfpId: string): Promise<TBidInboxItem | undefined> => (await inbox(session)).data.find((item) => item.rfpId === rfpId);

describe('the RFP inbox', () => {
  it('shows each invitation as new, viewed, intending, declined with its reason, submitted, withdrawn', async () => {
    const a = await rfps.buildBidder();
    const b = await rfps.buildBidder();
    const w = await rfps.buildPublishedRfp(provider, [a.vendorId, b.vendorId], { title: 'Inbox mowing' });
    const path = `/v1/rfp/${w.rfp.id}/bid`;

    expect(await itemOf(a.admin, w.rfp.id)).toMatchObject({
      number: w.rfp.number,
      title: 'Inbox mowing',
      clientName: w.rfp.clientName,
      rfpStatus: 'PUBLISHED',
      lineCount: 2,
      state: 'INVITED',
      canBid: true,
      needsConfirmation: false,
      currentSubmission: 0,
    });
    await rfps.ok(a.admin, 'POST', `${path}/view`);
    expect((await itemOf(a.admin, w.rfp.id))?.state).toBe('VIEWED');
    await rfps.ok(a.admin, 'POST', `${path}/intent`, { intent: 'INTENDING' });
    expect((await itemOf(a.admin, w.rfp.id))?.state).toBe('INTENDING');
    await rfps.ok(a.admin, 'PUT', path, { lines: [{ rfpLineId: w.lines[0].id, price: 60, unit: 'PER_VISIT', quantityPerYear: 26 }] });
    await rfps.ok(a.admin, 'POST', `${path}/submit`, {});
    expect(await itemOf(a.admin, w.rfp.id)).toMatchObject({ state: 'SUBMITTED', currentSubmission: 1 });
    await rfps.ok(a.admin, 'POST', `${path}/withdraw`);
    expect((await itemOf(a.admin, w.rfp.id))?.state).toBe('WITHDRAWN');

    await rfps.ok(b.admin, 'POST', `${path}/intent`, { intent: 'DECLINED', declineReason: 'No crew free in April.' });
    expect(await itemOf(b.admin, w.rfp.id)).toMatchObject({ state: 'DECLINED', declineReason: 'No crew free in April.' });

    // Past the due time the invitation stays, and the bid can no longer change.
    await systemDb(t.platform.database)
      .update(rfpTable)
      .set({ bidsDueAt: new Date(Date.now() - 1_000), status: 'CLOSED' })
      .where(eq(rfpTable.id, w.rfp.id));
    expect(await itemOf(b.admin, w.rfp.id)).toMatchObject({ rfpStatus: 'CLOSED', canBid: false });
  });

  it('holds the workspace’s own published invitations only: not a draft, not another vendor’s, not an outlet’s', async () => {
    const a = await rfps.buildBidder();
    const b = await rfps.buildBidder();
    const published = await rfps.buildPublishedRfp(provider, [a.vendorId], { title: 'Only for A' });
    const draft = await rfps.buildDraftRfp({ title: 'Still a draft' });
    await rfps.ok(provider, 'POST', `/v1/rfp/${draft.rfp.id}/invitations`, { vendorIds: [a.vendorId, b.vendorId] });

    const seenByA = (await inbox(a.admin)).data.map((item) => item.rfpId);
    expect(seenByA).toEqual([published.rfp.id]);
    expect((await inbox(b.admin)).total).toBe(0);

    const branch = await factories(t).buildBranch(a);
    await rfps.ok(provider, 'POST', `/v1/rfp/${draft.rfp.id}/invitations`, { vendorIds: [branch.vendorId], overrideReason: 'Covers the area next year.' });
    await rfps.ok(draft.admin, 'POST', `/v1/rfp/${draft.rfp.id}/publish`);
    // The parent's inbox gains the RFP it was invited to itself, never its branch's invitation.
    const afterPublish = (await inbox(a.admin)).data;
    expect(afterPublish.map((item) => item.rfpId).sort()).toEqual([published.rfp.id, draft.rfp.id].sort());
    expect(new Set(afterPublish.map((item) => item.invitationId)).size).toBe(2);

    // The buyer reads its RFPs in the RFP list: it has no inbox.
    expect((await rfps.call(provider, 'GET', '/v1/rfp/inbox')).status).toBe(403);
    expect((await rfps.call(draft.admin, 'GET', '/v1/rfp/inbox')).status).toBe(403);
  });

  it('lists open RFPs first by due time, searches number, title and client, filters by status, pages with its total', async () => {
    const a = await rfps.buildBidder();
    const later = await rfps.buildPublishedRfp(provider, [a.vendorId], { title: 'Later snow', bidsDueAt: new Date(Date.now() + 96 * 3_600_000).toISOString() });
    const sooner = await rfps.buildPublishedRfp(provider, [a.vendorId], {
      title: 'Sooner mowing',
      bidsDueAt: new Date(Date.now() + 50 * 3_600_000).toISOString(),
    });
    const closed = await rfps.buildPublishedRfp(provider, [a.vendorId], { title: 'Closed sweeping' });
    await systemDb(t.platform.database).update(rfpTable).set({ status: 'CLOSED' }).where(eq(rfpTable.id, closed.rfp.id));

    expect((await inbox(a.admin)).data.map((item) => item.title)).toEqual(['Sooner mowing', 'Later snow', 'Closed sweeping']);
    expect((await inbox(a.admin, '?search=SNOW')).data.map((item) => item.rfpId)).toEqual([later.rfp.id]);
    expect((await inbox(a.admin, `?search=${encodeURIComponent(sooner.rfp.clientName.slice(0, 12))}`)).data.map((item) => item.rfpId)).toContain(sooner.rfp.id);
    expect((await inbox(a.admin, '?status=CLOSED')).data.map((item) => item.rfpId)).toEqual([closed.rfp.id]);
    const second = await inbox(a.admin, '?limit=2&page=2');
    expect({ titles: second.data.map((item) => item.title), total: second.total }).toEqual({ titles: ['Closed sweeping'], total: 3 });
    expect((await inbox(a.admin, '?limit=2&page=9')).total).toBe(3);
    expect((await rfps.call(a.admin, 'GET', '/v1/rfp/inbox?status=OPENISH')).status).toBe(400);
  });

  it('costs at most 3 round trips (2: the scope opens with the page and its total, then commit)', async () => {
    const a = await rfps.buildBidder();
    await rfps.buildPublishedRfp(provider, [a.vendorId]);
    await rfps.buildPublishedRfp(provider, [a.vendorId]);
    const page = () => t.http<TBidInboxPage>('GET', '/v1/rfp/inbox?limit=25&search=mow', { token: a.admin.accessToken });
    expect((await page()).status).toBe(200);
    let body: TBidInboxPage | undefined;
    const { roundTrips } = await countDatabaseCalls(t.platform.database, async () => {
      body = (await page()).body;
    });
    expect(body?.total).toBe(2);
    expect(roundTrips).toBeLessThanOrEqual(3);
    expect(roundTrips).toBe(2);
  });
});
