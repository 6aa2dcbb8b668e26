import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRfpLineScope } from '@procura/shared';
import { services } from '../../db/schema/index.js';
import { systemDb } from '../../platform/system-db.js';
import { eligibilityGeography } from '../../../test/builders/eligible-vendor.js';
import { rfpBuilders } from '../../../test/builders/rfp.js';
import { factories } from '../../../test/factories.js';
import { startTestApp, DEMO_ACCOUNTS, type TSession, type TTestApp } from '../../../test/harness.js';

/*
 * A line's scope of work as the invited vendor reads it (issue 18 item 3): the scope pinned at
 * publishing, for the lines of an RFP it was sent; another RFP's line, an uninvited vendor and
 * the buyer are refused.
 */

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

describe('the scope of work on a line', () => {
  it('is read by the invited vendor for its RFP’s lines only, as pinned at publishing', async () => {
    const vendor = await rfps.buildBidder();
    const stranger = await rfps.buildBidder();
    const open = await rfps.buildPublishedRfp(provider, [vendor.vendorId]);
    const other = await rfps.buildPublishedRfp(provider, [vendor.vendorId]);
    const path = (rfpId: string, lineId: string) => `/v1/rfp/${rfpId}/lines/${lineId}/scope`;

    const scope = await rfps.ok<TRfpLineScope>(vendor.admin, 'GET', path(open.rfp.id, open.lines[1].id));
    expect(scope).toEqual({ lineId: open.lines[1].id, name: 'Mowing standard', version: 1, text: 'Mow weekly from April to October.' });

    // The client's later edit of its scope is not what the vendor was sent.
    await rfps.ok(open.admin, 'PATCH', `/v1/client-scope-of-work/${open.sow.id}`, {
      content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Mow twice a week.' }] }] },
    });
    expect((await rfps.ok<TRfpLineScope>(vendor.admin, 'GET', path(open.rfp.id, open.lines[1].id))).text).toBe('Mow weekly from April to October.');

    // Another RFP's line under this RFP's id, an uninvited vendor, the buyer, an id that is no uuid.
    expect((await rfps.call(vendor.admin, 'GET', path(open.rfp.id, other.lines[0].id))).status).toBe(404);
    expect((await rfps.call(stranger.admin, 'GET', path(open.rfp.id, open.lines[0].id))).status).toBe(404);
    expect((await rfps.call(open.admin, 'GET', path(open.rfp.id, open.lines[0].id))).status).toBe(403);
    expect((await rfps.call(vendor.admin, 'GET', path(open.rfp.id, 'line-1'))).status).toBe(404);
  });
});
